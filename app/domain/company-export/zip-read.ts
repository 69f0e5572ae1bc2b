/**
 * Reading an uploaded company archive without holding it: its directory is found from the
 * last bytes, every entry is checked against the limits before a byte of it is inflated, and
 * while inflating an entry is held to its declared size and CRC-32 (a bomb that understates
 * its size stops at once; a damaged entry never passes for a complete one).
 */
import { crc32Update, type ZipEntry } from "../workbook/zip";
import { IMPORT_LIMITS } from "./format";
import { ArchiveRefusal } from "./remap";

export type { ZipEntry };

const u16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32 = (b: Uint8Array, o: number) =>
  (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;

export const NOT_A_ZIP =
  "Dit is geen exportbestand: kies het .zip-bestand dat 'Exporteer alle gegevens' maakte.";
export const damagedArchive = (what: string) => new ArchiveRefusal(`Het archief is beschadigd: ${what}.`);

/** How many last bytes hold the end-of-directory record (with the longest comment). */
export const TAIL_BYTES = 22 + 0xffff;

/** Where the central directory is, from the archive's last bytes (`tail` starts at `tailOffset`). */
export function findDirectory(
  tail: Uint8Array,
  tailOffset: number,
  archiveSize: number,
): { offset: number; size: number; count: number } {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (u32(tail, i) !== 0x06054b50) continue;
    const count = u16(tail, i + 10);
    const size = u32(tail, i + 12);
    const offset = u32(tail, i + 16);
    if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff)
      throw new ArchiveRefusal("Het archief is te groot (zip64) om in te lezen.", 413);
    if (offset + size > tailOffset + i || offset + size > archiveSize)
      throw damagedArchive("de inhoudsopgave ligt buiten het bestand");
    if (size > IMPORT_LIMITS.maxDirectoryBytes || count > IMPORT_LIMITS.maxEntries)
      throw new ArchiveRefusal(
        `Het archief heeft te veel onderdelen (meer dan ${IMPORT_LIMITS.maxEntries}).`,
        413,
      );
    return { offset, size, count };
  }
  throw new ArchiveRefusal(NOT_A_ZIP, 400);
}

/** The entries of the central directory, each checked: known method, sizes within the archive, unique name. */
export function readDirectory(bytes: Uint8Array, count: number, archiveSize: number): Map<string, ZipEntry> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const entries = new Map<string, ZipEntry>();
  let offset = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== 0x02014b50)
      throw damagedArchive("de inhoudsopgave klopt niet");
    const nameLength = u16(bytes, offset + 28);
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    } catch {
      throw damagedArchive("een naam in het archief is onleesbaar");
    }
    const entry: ZipEntry = {
      name,
      method: u16(bytes, offset + 10),
      crc32: u32(bytes, offset + 16),
      compressedSize: u32(bytes, offset + 20),
      uncompressedSize: u32(bytes, offset + 24),
      localHeaderOffset: u32(bytes, offset + 42),
    };
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      entry.localHeaderOffset === 0xffffffff
    )
      throw new ArchiveRefusal("Het archief is te groot (zip64) om in te lezen.", 413);
    if (entry.method !== 0 && entry.method !== 8)
      throw damagedArchive(`'${name}' gebruikt een onbekende compressie`);
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize)
      throw damagedArchive(`de grootte van '${name}' klopt niet`);
    if (entry.localHeaderOffset + 30 + entry.compressedSize > archiveSize)
      throw damagedArchive(`'${name}' loopt voorbij het einde van het bestand`);
    if (entries.has(name)) throw damagedArchive(`'${name}' staat er twee keer in`);
    entries.set(name, entry);
    offset += 46 + nameLength + u16(bytes, offset + 30) + u16(bytes, offset + 32);
  }
  return entries;
}

/** An entry's declared inflated size against its limit and the ratio cap, before it is read. */
export function checkEntrySize(entry: ZipEntry, maxBytes: number): void {
  if (entry.uncompressedSize > maxBytes)
    throw new ArchiveRefusal(
      `'${entry.name}' is uitgepakt ${Math.ceil(entry.uncompressedSize / 1024 / 1024)} MB, meer dan de ${Math.floor(maxBytes / 1024 / 1024)} MB die het mag zijn.`,
      413,
    );
  if (
    entry.uncompressedSize > IMPORT_LIMITS.ratioFreeBytes &&
    entry.uncompressedSize > Math.max(1, entry.compressedSize) * IMPORT_LIMITS.maxRatio
  )
    throw new ArchiveRefusal(
      `'${entry.name}' is meer dan ${IMPORT_LIMITS.maxRatio} keer samengeperst: zo'n archief wordt niet uitgepakt.`,
      413,
    );
}

/** Where an entry's data starts, from its local header (30 bytes plus name and extra field). */
export function dataStart(entry: ZipEntry, localHeader: Uint8Array, archiveSize: number): number {
  if (localHeader.length < 30 || u32(localHeader, 0) !== 0x04034b50)
    throw damagedArchive(`'${entry.name}' heeft geen geldige kop`);
  const start = entry.localHeaderOffset + 30 + u16(localHeader, 26) + u16(localHeader, 28);
  if (start + entry.compressedSize > archiveSize)
    throw damagedArchive(`'${entry.name}' loopt voorbij het einde van het bestand`);
  return start;
}

/**
 * An entry's inflated bytes (`source`) held to its declared size and CRC-32. Built on the
 * source's reader rather than pipeThrough, so a refusal is an error of this stream's reads only.
 */
export function heldToEntry(source: ReadableStream<Uint8Array>, entry: ZipEntry): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let size = 0;
  let crc = 0;
  const stop = (refusal: Error) => {
    reader.cancel(refusal).catch(() => {});
    return refusal;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch {
        throw damagedArchive(`'${entry.name}' kan niet worden uitgepakt`);
      }
      if (read.done) {
        if (size !== entry.uncompressedSize)
          throw damagedArchive(`'${entry.name}' is korter dan het archief zegt`);
        if (crc !== entry.crc32) throw damagedArchive(`de controlesom van '${entry.name}' klopt niet`);
        controller.close();
        return;
      }
      size += read.value.length;
      if (size > entry.uncompressedSize)
        throw stop(damagedArchive(`'${entry.name}' is groter dan het archief zegt`));
      crc = crc32Update(crc, read.value);
      controller.enqueue(read.value);
    },
    cancel(reason) {
      return reader.cancel(reason).catch(() => {});
    },
  });
}

/** Raw deflate inflated with the platform's DecompressionStream, fed by hand (a broken stream is an error of the reads). */
export function inflateRaw(raw: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const inflate = new DecompressionStream("deflate-raw");
  const writer = inflate.writable.getWriter();
  const reader = raw.getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value as Uint8Array<ArrayBuffer>);
      }
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => {});
      await reader.cancel(error).catch(() => {});
    }
  })();
  return inflate.readable as ReadableStream<Uint8Array>;
}
