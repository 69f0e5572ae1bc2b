/**
 * A zip read by byte ranges (a stored file in R2): the end-of-directory record and the
 * central directory from the end of the file, then only the entries that are inflated, each
 * streamed from its own range. Nothing holds the whole file.
 */
import {
  damaged,
  DIRECTORY_END_BYTES,
  findDirectoryEnd,
  localHeaderLength,
  parseDirectory,
  type ZipEntry,
  ZipProblem,
} from "./zip";

/** A file read by ranges. */
export type ByteSource = {
  readonly size: number;
  /** `length` bytes from `offset` (the caller keeps within `size`). */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** The same bytes piece by piece. */
  stream(offset: number, length: number): Promise<ReadableStream<Uint8Array>>;
};

/** Bytes handed over at a time from a file in memory. */
const PIECE = 256 * 1024;

/** A file already in memory, read as ranges (tests, and the one-step .xls path). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => Promise.resolve(bytes.subarray(offset, offset + length)),
    stream: (offset, length) => {
      let at = offset;
      const end = Math.min(bytes.length, offset + length);
      return Promise.resolve(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (at >= end) return controller.close();
            controller.enqueue(bytes.subarray(at, Math.min(end, at + PIECE)));
            at += PIECE;
          },
        }),
      );
    },
  };
}

export const asSource = (file: Uint8Array | ByteSource): ByteSource =>
  file instanceof Uint8Array ? bytesSource(file) : file;

/** A central directory larger than this is refused (a real workbook's is a few KB). */
const MAX_DIRECTORY_BYTES = 8 * 1024 * 1024;

/**
 * The entries of a zip read by ranges; null when the file has no end-of-directory record (not
 * a zip: an .xls). A record that points outside the file, or a directory that is not where it
 * says, is a damaged file (`ZipProblem`), not a different format.
 */
export async function readZipDirectoryFrom(source: ByteSource): Promise<ZipEntry[] | null> {
  if (source.size < 22) return null;
  const tailStart = Math.max(0, source.size - DIRECTORY_END_BYTES);
  const end = findDirectoryEnd(await source.read(tailStart, source.size - tailStart), tailStart);
  if (!end) return null;
  if (end.size > MAX_DIRECTORY_BYTES)
    throw new ZipProblem("too-large", "de inhoudsopgave van het bestand is te groot");
  if (end.offset + end.size > end.at || end.size < end.count * 46)
    throw damaged("de inhoudsopgave ligt niet waar het bestand zegt");
  const directory = await source.read(end.offset, end.size);
  const entries = parseDirectory(directory, 0, end.count);
  if (!entries) throw damaged("de inhoudsopgave van het bestand klopt niet");
  return entries;
}

/** Where an entry's compressed data starts (its local header read and checked). */
export async function entryDataStart(source: ByteSource, entry: ZipEntry): Promise<number> {
  const o = entry.localHeaderOffset;
  if (o + 30 > source.size) throw damaged(`'${entry.name}' heeft geen geldige kop`);
  const header = await source.read(o, 30);
  const start = o + localHeaderLength(header, entry);
  if (start + entry.compressedSize > source.size)
    throw damaged(`'${entry.name}' loopt voorbij het einde van het bestand`);
  return start;
}

/** An entry's compressed bytes as they are (to be copied into another zip). */
export async function readEntryData(source: ByteSource, entry: ZipEntry): Promise<Uint8Array> {
  const start = await entryDataStart(source, entry);
  return entry.compressedSize ? source.read(start, entry.compressedSize) : new Uint8Array(0);
}
