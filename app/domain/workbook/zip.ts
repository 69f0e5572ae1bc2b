/**
 * The central directory of a zip file (an .xlsx is one): each entry's name, sizes and where
 * its data starts — read from the end of the file without inflating anything, so a workbook's
 * size per sheet is known before it is parsed.
 */

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const u16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32 = (b: Uint8Array, o: number) => (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;

/** The entries of a zip file; null when it is not one (no end-of-directory record). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= min; i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  let offset = u32(bytes, eocd + 16);
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
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's (compressed) data starts, from its local header. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  const o = entry.localHeaderOffset;
  if (u32(bytes, o) !== 0x04034b50) throw new Error(`bad zip entry ${entry.name}`);
  return o + 30 + u16(bytes, o + 26) + u16(bytes, o + 28);
}

/**
 * Sheet names in workbook order with their XML part, from xl/workbook.xml and its
 * relationships (both small).
 */
export function sheetParts(workbookXml: string, relsXml: string): { name: string; part: string; hidden: boolean }[] {
  const targets = new Map<string, string>();
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) targets.set(id, target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`);
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
    return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });

/** The dimension ('A1:T50001') from the start of a sheet's XML, if it has one. */
export function dimensionOf(xmlStart: string): string | null {
  return /<(?:\w+:)?dimension\b[^>]*\bref="([^"]+)"/.exec(xmlStart)?.[1] ?? null;
}
