/**
 * Inflating a zip entry as a stream, held to what the zip's directory declares: never more
 * bytes than its declared size (a directory that understates a bomb stops it at once), and at
 * its end exactly that size and its CRC-32 (a stream damaged in the middle or cut short is not
 * taken for the end of a sheet). The caller may stop early (`break`): then nothing more is
 * inflated and only the size so far is checked.
 *
 * The file is a `ByteSource` (read by ranges: only the entry's own bytes are read) or bytes in
 * memory. `inflateTextFrom` can also start in the middle of an entry, at a checkpoint a reader
 * before it left (deflate.ts), and still checks the whole entry's size and CRC-32 at its end.
 */
import { type DeflateCheckpoint, DeflateError, RawInflater } from "./deflate";
import { asSource, type ByteSource, entryDataStart } from "./ranges";
import { checkEntryAt, crc32Update, damaged, type ZipEntry, type ZipLimits } from "./zip";

async function* entryStream(
  source: ByteSource,
  entry: ZipEntry,
  limits: ZipLimits,
  from = 0,
): AsyncGenerator<Uint8Array, void, void> {
  checkEntryAt(entry, limits, entry.localHeaderOffset + 30, source.size);
  const start = await entryDataStart(source, entry);
  if (from >= entry.compressedSize) return;
  const reader = (await source.stream(start + from, entry.compressedSize - from)).getReader();
  try {
    for (;;) {
      const read = await reader.read();
      if (read.done) return;
      yield read.value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export async function* inflateEntry(
  file: Uint8Array | ByteSource,
  entry: ZipEntry,
  limits: ZipLimits,
): AsyncGenerator<Uint8Array, void, void> {
  const source = asSource(file);
  let size = 0;
  let crc = 0;
  if (entry.method === 0) {
    for await (const piece of entryStream(source, entry, limits)) {
      size += piece.length;
      crc = crc32Update(crc, piece);
      yield piece;
    }
  } else {
    const compressed = entryStream(source, entry, limits);
    // The first read checks the entry (sizes, local header) before anything is inflated.
    const first = await compressed.next();
    const inflate = new DecompressionStream("deflate-raw");
    // (Typed for any bytes: the stream takes every view, not only those of a plain ArrayBuffer.)
    const writer = inflate.writable.getWriter() as WritableStreamDefaultWriter<Uint8Array>;
    // The compressed bytes are written in as they are read; a reader that stops early makes a
    // write fail, which ends this (and closes the ranged read). Every outcome is handled here.
    void (async () => {
      try {
        if (!first.done) {
          await writer.write(first.value);
          for await (const piece of compressed) await writer.write(piece);
        }
        await writer.close();
      } catch (error) {
        await compressed.return();
        await writer.abort(error).catch(() => undefined);
      }
    })();
    const reader = inflate.readable.getReader();
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
  checkEnd(entry, size, crc);
}

function checkEnd(entry: ZipEntry, size: number, crc: number) {
  if (size !== entry.uncompressedSize)
    throw damaged(`'${entry.name}' houdt op na ${size} van ${entry.uncompressedSize} bytes`);
  if (crc !== entry.crc32) throw damaged(`'${entry.name}' klopt niet met zijn controlegetal (CRC-32)`);
}

/** An entry's text, piece by piece as it is inflated (UTF-8, pieces cut anywhere). */
export async function* inflateText(
  file: Uint8Array | ByteSource,
  entry: ZipEntry,
  limits: ZipLimits,
): AsyncGenerator<string, void, void> {
  const decoder = new TextDecoder();
  for await (const chunk of inflateEntry(file, entry, limits)) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** At most the first `max` bytes of an entry (a small part, or the start of a sheet), held to the same checks. */
export async function inflateStart(
  file: Uint8Array | ByteSource,
  entry: ZipEntry,
  limits: ZipLimits,
  max: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of inflateEntry(file, entry, limits)) {
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

/**
 * Where a later read of an entry can start: the inflater's checkpoint, and the entry's CRC-32
 * of the bytes before it (so the reader that reaches the end still checks the whole entry).
 */
export type EntryCheckpoint = DeflateCheckpoint & { crc: number };

/** A piece of an entry's text; `checkpoint` (call it before asking for the next piece) when a later read may start after it. */
export type TextPiece = { text: string; checkpoint: (() => EntryCheckpoint) | null };

/**
 * An entry's text from its start or from a checkpoint, through the resumable inflater (a
 * stored entry: any byte is a checkpoint). A piece that ends at a checkpoint says so: text
 * after it decodes on its own (a checkpoint inside a UTF-8 character is not offered).
 */
export async function* inflateTextFrom(
  file: Uint8Array | ByteSource,
  entry: ZipEntry,
  limits: ZipLimits,
  from?: EntryCheckpoint,
): AsyncGenerator<TextPiece, void, void> {
  const source = asSource(file);
  let size = from?.out ?? 0;
  let crc = from?.crc ?? 0;
  const decoder = new TextDecoder();
  const take = (bytes: Uint8Array) => {
    size += bytes.length;
    if (size > entry.uncompressedSize) throw damaged(`'${entry.name}' is groter dan het bestand zegt`);
    crc = crc32Update(crc, bytes);
    return decoder.decode(bytes, { stream: true });
  };
  /** A checkpoint only where no UTF-8 character is cut (the decoder holds nothing). */
  const whole = (bytes: Uint8Array) => {
    let i = bytes.length - 1;
    let back = 0;
    while (i >= 0 && back < 4 && (bytes[i]! & 0xc0) === 0x80) {
      i--;
      back++;
    }
    if (i < 0) return back === 0;
    const lead = bytes[i]!;
    const need = lead < 0x80 ? 0 : lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
    return need === back;
  };
  if (entry.method === 0) {
    for await (const piece of entryStream(source, entry, limits, from?.out ?? 0)) {
      const text = take(piece);
      const at = { size, crc };
      yield {
        text,
        checkpoint: whole(piece)
          ? () => ({ bit: at.size * 8, out: at.size, window: new Uint8Array(0), crc: at.crc })
          : null,
      };
    }
  } else {
    let inflater: RawInflater;
    try {
      inflater = new RawInflater(from);
    } catch {
      throw damaged(`'${entry.name}' kan niet worden uitgepakt`);
    }
    const compressed = entryStream(source, entry, limits, from ? from.bit >>> 3 : 0);
    try {
      let ended = false;
      for (;;) {
        let piece: Uint8Array | null;
        try {
          piece = inflater.next();
        } catch (error) {
          if (error instanceof DeflateError) throw damaged(`'${entry.name}' kan niet worden uitgepakt`);
          throw error;
        }
        if (piece) {
          const text = take(piece);
          const boundary = inflater.atBoundary && whole(piece);
          const at = crc;
          yield { text, checkpoint: boundary ? () => ({ ...inflater.checkpoint(), crc: at }) : null };
          continue;
        }
        if (inflater.done) break;
        if (ended) throw damaged(`'${entry.name}' kan niet worden uitgepakt`);
        const next = await compressed.next();
        if (next.done) {
          ended = true;
          inflater.push(new Uint8Array(0), true);
        } else inflater.push(next.value);
      }
    } finally {
      await compressed.return();
    }
  }
  const rest = decoder.decode();
  if (rest) yield { text: rest, checkpoint: null };
  checkEnd(entry, size, crc);
}
