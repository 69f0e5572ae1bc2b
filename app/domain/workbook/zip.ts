/**
 * The central directory of a zip file (an .xlsx is one): each entry's name, sizes and where
 * its data starts — read from the end of the file without inflating anything, so a workbook's
 * size per sheet is known before it is parsed. What the directory declares is checked against
 * the file and the limits (`checkEntry`) before anything is inflated; `inflate.ts` holds every
 * entry to its declared size and checksum while inflating.
 */

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  crc32: number;
};

const u16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32 = (b: Uint8Array, o: number) =>
  (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;

/**
 * Why a zip cannot be read: its bytes contradict what it declares (`damaged`) or reading it
 * would cost more than a workbook may (`too-large`). The message is the admin's reason (Dutch,
 * the Documents tab's language).
 */
export class ZipProblem extends Error {
  constructor(
    readonly kind: "damaged" | "too-large",
    message: string,
  ) {
    super(message);
    this.name = "ZipProblem";
  }
}

export const damaged = (what: string) => new ZipProblem("damaged", `het bestand is beschadigd: ${what}`);

/** What inflating a zip may cost. */
export type ZipLimits = {
  /** Inflated bytes of any one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
  /**
   * Inflated bytes per compressed byte, for entries above `ratioFreeBytes` (workbook XML
   * compresses 5–20 times; a zip bomb of spaces about 1,000 times).
   */
  maxRatio: number;
  ratioFreeBytes: number;
};

const MiB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`;

/**
 * An entry's declared sizes against the file and the limits, before it is inflated: its data
 * lies inside the file, its method is one we read (stored or deflate), its declared size stays
 * within the limits and is not a compression no real document has.
 */
export function checkEntry(bytes: Uint8Array, entry: ZipEntry, limits: ZipLimits): void {
  checkEntryAt(entry, limits, entryDataOffset(bytes, entry), bytes.length);
}

/**
 * `checkEntry` where the entry's data starts at `start` of a file of `fileSize` bytes (read by
 * ranges: `start` may be the least it can be, the local header's size, before that is read).
 */
export function checkEntryAt(entry: ZipEntry, limits: ZipLimits, start: number, fileSize: number): void {
  if (
    entry.compressedSize === 0xffffffff ||
    entry.uncompressedSize === 0xffffffff ||
    entry.localHeaderOffset === 0xffffffff
  )
    throw new ZipProblem("too-large", `'${entry.name}' is groter dan 4 GB`);
  if (entry.method !== 0 && entry.method !== 8)
    throw damaged(`'${entry.name}' gebruikt een onbekende compressie (${entry.method})`);
  if (start + entry.compressedSize > fileSize)
    throw damaged(`'${entry.name}' loopt voorbij het einde van het bestand`);
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize)
    throw damaged(`de grootte van '${entry.name}' klopt niet`);
  if (entry.uncompressedSize > limits.maxEntryBytes)
    throw new ZipProblem(
      "too-large",
      `'${entry.name}' wordt uitgepakt ${mb(entry.uncompressedSize)}, meer dan de ${mb(limits.maxEntryBytes)} die een onderdeel mag zijn`,
    );
  if (
    entry.uncompressedSize > limits.ratioFreeBytes &&
    entry.uncompressedSize > entry.compressedSize * limits.maxRatio
  )
    throw new ZipProblem(
      "too-large",
      `'${entry.name}' is ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} keer samengeperst (meer dan ${limits.maxRatio} keer): zo'n bestand wordt niet uitgepakt`,
    );
}

/** Every entry checked (`checkEntry`) and their declared sizes together within `maxTotalBytes`. */
export function checkEntries(bytes: Uint8Array, entries: readonly ZipEntry[], limits: ZipLimits): void {
  for (const entry of entries) checkEntry(bytes, entry, limits);
  checkTotal(entries, limits);
}

/**
 * The entries of a file of `fileSize` bytes read by ranges, checked on what the directory says
 * (each entry's local header is checked when it is read: `entryDataOffset`).
 */
export function checkDirectory(fileSize: number, entries: readonly ZipEntry[], limits: ZipLimits): void {
  for (const entry of entries) checkEntryAt(entry, limits, entry.localHeaderOffset + 30, fileSize);
  checkTotal(entries, limits);
}

function checkTotal(entries: readonly ZipEntry[], limits: ZipLimits) {
  let total = 0;
  for (const entry of entries) total += entry.uncompressedSize;
  if (total > limits.maxTotalBytes)
    throw new ZipProblem(
      "too-large",
      `het bestand wordt uitgepakt ${mb(total)}, meer dan de ${mb(limits.maxTotalBytes)} die een werkboek mag zijn`,
    );
}

/** The entries of a zip file; null when it is not one (no end-of-directory record). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const tailStart = Math.max(0, bytes.length - DIRECTORY_END_BYTES);
  const end = findDirectoryEnd(bytes.subarray(tailStart), tailStart);
  if (!end) return null;
  return parseDirectory(bytes, end.offset, end.count);
}

/** Bytes at the end of a file that hold its end-of-directory record (with the longest comment). */
export const DIRECTORY_END_BYTES = 22 + 0xffff;

/**
 * The end-of-directory record in `tail` (the last bytes of a file, starting at file offset
 * `tailStart`): the directory's offset, size and entry count; null when there is none.
 */
export function findDirectoryEnd(
  tail: Uint8Array,
  tailStart: number,
): { at: number; offset: number; size: number; count: number } | null {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (u32(tail, i) === 0x06054b50)
      return {
        at: tailStart + i,
        count: u16(tail, i + 10),
        size: u32(tail, i + 12),
        offset: u32(tail, i + 16),
      };
  }
  return null;
}

/** `count` central-directory entries from `offset` of `bytes`; null when they are not there. */
export function parseDirectory(bytes: Uint8Array, start: number, count: number): ZipEntry[] | null {
  let offset = start;
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== 0x02014b50) return null;
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: u16(bytes, offset + 10),
      compressedSize: u32(bytes, offset + 20),
      uncompressedSize: u32(bytes, offset + 24),
      localHeaderOffset: u32(bytes, offset + 42),
      crc32: u32(bytes, offset + 16),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's (compressed) data starts, from its local header. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  return entry.localHeaderOffset + localHeaderLength(bytes.subarray(entry.localHeaderOffset), entry);
}

/** The length of an entry's local header (`header`: the bytes from its start, at least 30). */
export function localHeaderLength(header: Uint8Array, entry: ZipEntry): number {
  if (header.length < 30 || u32(header, 0) !== 0x04034b50)
    throw damaged(`'${entry.name}' heeft geen geldige kop`);
  return 30 + u16(header, 26) + u16(header, 28);
}

/**
 * Sheet names in workbook order with their XML part, from xl/workbook.xml and its
 * relationships (both small).
 */
export function sheetParts(
  workbookXml: string,
  relsXml: string,
): { name: string; part: string; hidden: boolean }[] {
  const targets = new Map<string, string>();
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target)
      targets.set(id, target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`);
  }
  const out: { name: string; part: string; hidden: boolean }[] = [];
  for (const m of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const id = /\br:id="([^"]+)"|\b\w+:id="([^"]+)"/.exec(m[0]);
    const rid = id?.[1] ?? id?.[2];
    if (name === undefined || !rid) continue;
    const part = targets.get(rid);
    if (part) out.push({ name: unescapeXml(name), part, hidden: /\bstate="(hidden|veryHidden)"/.test(m[0]) });
  }
  return out;
}

export const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };
    if (named[e]) return named[e]!;
    return String.fromCodePoint(
      e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
    );
  });

/** The dimension ('A1:T50001') from the start of a sheet's XML, if it has one. */
export function dimensionOf(xmlStart: string): string | null {
  return /<(?:\w+:)?dimension\b[^>]*\bref="([^"]+)"/.exec(xmlStart)?.[1] ?? null;
}

/* ----------------------------------------------------------------- writing */

/** CRC-32 tables for eight bytes at a time (slicing-by-8: about 3 times the speed of one table). */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256 * 8);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++)
    for (let k = 1; k < 8; k++)
      table[k * 256 + n] = (table[(k - 1) * 256 + n]! >>> 8) ^ table[table[(k - 1) * 256 + n]! & 0xff]!;
  return table;
})();

/** The CRC-32 of `bytes` continued from `crc` (the CRC of what came before; 0 to start). */
export function crc32Update(crc: number, bytes: Uint8Array): number {
  const t = CRC_TABLE;
  let c = ~crc;
  let i = 0;
  for (const end = bytes.length - 8; i <= end; i += 8) {
    const a = (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) ^ c;
    c =
      t[1792 + (a & 0xff)]! ^
      t[1536 + ((a >>> 8) & 0xff)]! ^
      t[1280 + ((a >>> 16) & 0xff)]! ^
      t[1024 + (a >>> 24)]! ^
      t[768 + bytes[i + 4]!]! ^
      t[512 + bytes[i + 5]!]! ^
      t[256 + bytes[i + 6]!]! ^
      t[bytes[i + 7]!]!;
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

export const crc32 = (bytes: Uint8Array): number => crc32Update(0, bytes);

/**
 * A part of a zip being written: new bytes (stored uncompressed) or an entry copied as it is
 * from another zip (its compressed bytes, method and checksum), so small parts are never inflated.
 */
export type ZipPart =
  { name: string; data: Uint8Array } | { name: string; copy: ZipEntry; compressed: Uint8Array };

/** A zip file of the given parts (no zip64: parts and file stay under 4 GB). */
export function writeZip(parts: readonly ZipPart[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const body = "data" in part ? part.data : part.compressed;
    const method = "data" in part ? 0 : part.copy.method;
    const crc = "data" in part ? crc32(part.data) : part.copy.crc32;
    const size = "data" in part ? part.data.length : part.copy.uncompressedSize;
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, 0x0800, true); // names are UTF-8
    lv.setUint16(8, method, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, body.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, 0x0800, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, body.length, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, body);
    centrals.push(central);
    offset += local.length + body.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, parts.length, true);
  ev.setUint16(10, parts.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + end.length);
  let o = 0;
  for (const chunk of [...locals, ...centrals, end]) {
    out.set(chunk, o);
    o += chunk.length;
  }
  return out;
}
