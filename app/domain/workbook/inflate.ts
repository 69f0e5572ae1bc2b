/**
 * Inflating a zip entry as a stream, held to what the zip's directory declares: never more
 * bytes than its declared size (a directory that understates a bomb stops it at once), and at
 * its end exactly that size and its CRC-32 (a stream damaged in the middle or cut short is not
 * taken for the end of a sheet). The caller may stop early (`break`): then nothing more is
 * inflated and only the size so far is checked.
 */
import { checkEntry, crc32Update, damaged, entryDataOffset, type ZipEntry, type ZipLimits } from "./zip";

/** Bytes handed over at a time from a stored (uncompressed) entry. */
const STORED_PIECE = 256 * 1024;

export async function* inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ZipLimits,
): AsyncGenerator<Uint8Array, void, void> {
  checkEntry(bytes, entry, limits);
  const start = entryDataOffset(bytes, entry);
  const data = bytes.subarray(start, start + entry.compressedSize);
  let size = 0;
  let crc = 0;
  if (entry.method === 0) {
    for (let o = 0; o < data.length; o += STORED_PIECE) {
      const piece = data.subarray(o, o + STORED_PIECE);
      size += piece.length;
      crc = crc32Update(crc, piece);
      yield piece;
    }
  } else {
    const reader = new Blob([data as BlobPart])
      .stream()
      .pipeThrough(new DecompressionStream("deflate-raw"))
      .getReader();
    try {
      for (;;) {
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch {
          // The deflate data itself is broken (or ends in the middle of a block).
          throw damaged(`'${entry.name}' kan niet worden uitgepakt`);
        }
        if (read.done) break;
        size += read.value.length;
        if (size > entry.uncompressedSize) throw damaged(`'${entry.name}' is groter dan het bestand zegt`);
        crc = crc32Update(crc, read.value);
        yield read.value;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
  if (size !== entry.uncompressedSize)
    throw damaged(`'${entry.name}' houdt op na ${size} van ${entry.uncompressedSize} bytes`);
  if (crc !== entry.crc32) throw damaged(`'${entry.name}' klopt niet met zijn controlegetal (CRC-32)`);
}

/** An entry's text, piece by piece as it is inflated (UTF-8, pieces cut anywhere). */
export async function* inflateText(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ZipLimits,
): AsyncGenerator<string, void, void> {
  const decoder = new TextDecoder();
  for await (const chunk of inflateEntry(bytes, entry, limits)) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** At most the first `max` bytes of an entry (a small part, or the start of a sheet), held to the same checks. */
export async function inflateStart(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ZipLimits,
  max: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of inflateEntry(bytes, entry, limits)) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) break;
  }
  const out = new Uint8Array(Math.min(size, max));
  let o = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, out.length - o);
    out.set(part, o);
    o += part.length;
    if (o >= out.length) break;
  }
  return out;
}
