/**
 * A zip archive written as a stream (the company export): each entry's bytes pass through
 * once, its CRC-32 and sizes follow in a data descriptor, and only the small central
 * directory is kept until the end — so an archive of any number of files never sits in
 * memory. Entries are stored as they are (files: PDFs, images and workbooks are compressed
 * already) or deflated with the platform's CompressionStream (the JSON tables). No zip64: the
 * archive stays under 4 GB (`ZIP_LIMIT`), which the writer enforces.
 */
import { crc32Update } from "../workbook/zip";

export type ZipStreamEntry = {
  name: string;
  /** 0: stored, 8: deflated. */
  method: 0 | 8;
  data: AsyncIterable<Uint8Array>;
};

/** What one written entry was: the manifest records sizes and checksums beside the zip's own. */
export type WrittenEntry = { name: string; size: number; crc32: number };

/** Offsets and sizes are 32-bit without zip64. */
export const ZIP_LIMIT = 0xffffffff;

const encoder = new TextEncoder();

function localHeader(name: Uint8Array, method: number): Uint8Array {
  const b = new Uint8Array(30 + name.length);
  const v = new DataView(b.buffer);
  v.setUint32(0, 0x04034b50, true);
  v.setUint16(4, 20, true);
  // Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8.
  v.setUint16(6, 0x0808, true);
  v.setUint16(8, method, true);
  v.setUint16(26, name.length, true);
  b.set(name, 30);
  return b;
}

function dataDescriptor(crc: number, compressed: number, size: number): Uint8Array {
  const b = new Uint8Array(16);
  const v = new DataView(b.buffer);
  v.setUint32(0, 0x08074b50, true);
  v.setUint32(4, crc, true);
  v.setUint32(8, compressed, true);
  v.setUint32(12, size, true);
  return b;
}

function centralHeader(
  name: Uint8Array,
  method: number,
  crc: number,
  compressed: number,
  size: number,
  offset: number,
): Uint8Array {
  const b = new Uint8Array(46 + name.length);
  const v = new DataView(b.buffer);
  v.setUint32(0, 0x02014b50, true);
  v.setUint16(4, 20, true);
  v.setUint16(6, 20, true);
  v.setUint16(8, 0x0808, true);
  v.setUint16(10, method, true);
  v.setUint32(16, crc, true);
  v.setUint32(20, compressed, true);
  v.setUint32(24, size, true);
  v.setUint16(28, name.length, true);
  v.setUint32(42, offset, true);
  b.set(name, 46);
  return b;
}

function endOfDirectory(count: number, size: number, offset: number): Uint8Array {
  const b = new Uint8Array(22);
  const v = new DataView(b.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, count, true);
  v.setUint16(10, count, true);
  v.setUint32(12, size, true);
  v.setUint32(16, offset, true);
  return b;
}

/** The bytes of `data` counted and checksummed on their way through. */
async function* counted(data: AsyncIterable<Uint8Array>, tally: { size: number; crc: number }) {
  for await (const chunk of data) {
    tally.size += chunk.length;
    tally.crc = crc32Update(tally.crc, chunk);
    yield chunk;
  }
}

/** `data` deflated (raw deflate, as zip stores it), read only as fast as it is consumed. */
async function* deflated(data: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = data[Symbol.asyncIterator]();
  const source = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  const reader = source
    .pipeThrough(
      new CompressionStream("deflate-raw") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
    )
    .getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The archive's bytes, entry after entry, pulled as the consumer reads. `onEntry` hears of
 * each finished entry (its uncompressed size and CRC-32).
 */
export async function* zipStream(
  entries: AsyncIterable<ZipStreamEntry>,
  onEntry?: (entry: WrittenEntry) => void,
): AsyncGenerator<Uint8Array> {
  const central: Uint8Array[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    if (count === 0xffff) throw new Error("zip: too many entries");
    const name = encoder.encode(entry.name);
    const start = offset;
    const header = localHeader(name, entry.method);
    yield header;
    offset += header.length;
    const tally = { size: 0, crc: 0 };
    let compressed = 0;
    const body = counted(entry.data, tally);
    for await (const chunk of entry.method === 8 ? deflated(body) : body) {
      compressed += chunk.length;
      if (offset + compressed > ZIP_LIMIT) throw new Error("zip: archive over 4 GB");
      yield chunk;
    }
    offset += compressed;
    const descriptor = dataDescriptor(tally.crc, compressed, tally.size);
    yield descriptor;
    offset += descriptor.length;
    central.push(centralHeader(name, entry.method, tally.crc, compressed, tally.size, start));
    count++;
    onEntry?.({ name: entry.name, size: tally.size, crc32: tally.crc });
  }
  let size = 0;
  for (const header of central) {
    yield header;
    size += header.length;
  }
  if (offset + size > ZIP_LIMIT) throw new Error("zip: archive over 4 GB");
  yield endOfDirectory(count, size, offset);
}

/** An async iterable as a byte stream (a Response body), pulled only as fast as it is read. */
export function toStream(
  chunks: AsyncIterable<Uint8Array>,
  onError?: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        onError?.(error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
