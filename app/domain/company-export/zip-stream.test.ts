import { describe, expect, it } from "vitest";

import { inflateEntry } from "../workbook/inflate";
import { crc32, readZipDirectory } from "../workbook/zip";
import { IMPORT_LIMITS } from "./format";
import { ArchiveRefusal } from "./remap";
import { checkEntrySize, findDirectory, heldToEntry, inflateRaw, readDirectory } from "./zip-read";
import { zipStream, type ZipStreamEntry } from "./zip-stream";

async function* chunksOf(bytes: Uint8Array, size = 1000) {
  for (let o = 0; o < bytes.length; o += size) yield bytes.slice(o, o + size);
}

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const c of chunks) parts.push(c);
  return new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer());
}

const LIMITS = { maxEntryBytes: 1 << 30, maxTotalBytes: 1 << 30, maxRatio: 1e9, ratioFreeBytes: 0 };
const text = (s: string) => new TextEncoder().encode(s);
const stream = (bytes: Uint8Array) => new Blob([bytes as BlobPart]).stream();

describe("zipStream: a zip written as it is read", () => {
  it("stored and deflated entries read back byte for byte, with their CRC-32 and sizes in the directory", async () => {
    const json = text(JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `rij ${i}` }))));
    const file = crypto.getRandomValues(new Uint8Array(50_000));
    const written: { name: string; size: number; crc32: number }[] = [];
    async function* entries(): AsyncGenerator<ZipStreamEntry> {
      yield { name: "tables/a.json", method: 8, data: chunksOf(json) };
      yield { name: "files/c/ü.bin", method: 0, data: chunksOf(file) };
      yield { name: "empty.json", method: 8, data: chunksOf(new Uint8Array(0)) };
    }
    const zip = await collect(zipStream(entries(), (e) => written.push(e)));
    const directory = readZipDirectory(zip)!;
    expect(directory.map((e) => e.name)).toEqual(["tables/a.json", "files/c/ü.bin", "empty.json"]);
    expect(directory[0]!.compressedSize).toBeLessThan(json.length / 3);
    expect(directory[1]).toMatchObject({
      method: 0,
      compressedSize: file.length,
      uncompressedSize: file.length,
      crc32: crc32(file),
    });
    expect(written.map((e) => e.crc32)).toEqual([crc32(json), crc32(file), 0]);
    for (const [entry, bytes] of [
      [directory[0]!, json],
      [directory[1]!, file],
    ] as const) {
      expect(await collect(inflateEntry(zip, entry, LIMITS))).toEqual(bytes);
    }
  });

  it("the reader finds the same directory from the last bytes alone", async () => {
    async function* entries(): AsyncGenerator<ZipStreamEntry> {
      for (let i = 0; i < 3; i++)
        yield { name: `files/k/${i}`, method: 0, data: chunksOf(text(`file ${i}`)) };
    }
    const zip = await collect(zipStream(entries()));
    const tailOffset = Math.max(0, zip.length - 100);
    const found = findDirectory(zip.subarray(tailOffset), tailOffset, zip.length);
    const entries_ = readDirectory(
      zip.subarray(found.offset, found.offset + found.size),
      found.count,
      zip.length,
    );
    expect([...entries_.keys()]).toEqual(["files/k/0", "files/k/1", "files/k/2"]);
  });
});

describe("reading an archive: bounded before and while inflating", () => {
  it("not a zip is refused", () => {
    const bytes = text("just some text that is long enough to look for a directory");
    expect(() => findDirectory(bytes, 0, bytes.length)).toThrow(ArchiveRefusal);
  });

  it("an entry declared over its limit, or compressed more than the ratio cap, is refused before a byte is inflated", () => {
    const entry = {
      name: "tables/x.json",
      method: 8,
      compressedSize: 10_000,
      uncompressedSize: 20 * 1024 * 1024,
      localHeaderOffset: 0,
      crc32: 0,
    };
    expect(() => checkEntrySize(entry, IMPORT_LIMITS.maxTableBytes)).toThrow(/meer dan de 16 MB/);
    expect(() =>
      checkEntrySize({ ...entry, uncompressedSize: 5 * 1024 * 1024 }, IMPORT_LIMITS.maxTableBytes),
    ).toThrow(/samengeperst/);
    expect(() =>
      checkEntrySize({ ...entry, uncompressedSize: 500_000 }, IMPORT_LIMITS.maxTableBytes),
    ).not.toThrow();
  });

  it("a bomb that understates its size stops at the declared size; a changed byte fails the CRC", async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const deflated = new Uint8Array(
      await new Response(
        stream(zeros).pipeThrough(
          new CompressionStream("deflate-raw") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
        ),
      ).arrayBuffer(),
    );
    const lying = {
      name: "tables/bomb.json",
      method: 8,
      compressedSize: deflated.length,
      uncompressedSize: 1000,
      localHeaderOffset: 0,
      crc32: crc32(zeros.subarray(0, 1000)),
    };
    const reader = heldToEntry(inflateRaw(stream(deflated)), lying).getReader();
    let read = 0;
    await expect(
      (async () => {
        for (;;) {
          const r = await reader.read();
          if (r.done) return;
          read += r.value.length;
        }
      })(),
    ).rejects.toThrow(/groter dan het archief zegt/);
    // It stopped within the first inflated chunk, not after 8 MB.
    expect(read).toBeLessThanOrEqual(1000);

    const data = text("some file content");
    const flipped = data.slice();
    flipped[3]! ^= 1;
    const entry = {
      name: "files/x",
      method: 0,
      compressedSize: data.length,
      uncompressedSize: data.length,
      localHeaderOffset: 0,
      crc32: crc32(data),
    };
    await expect(new Response(heldToEntry(stream(flipped), entry)).arrayBuffer()).rejects.toThrow(
      /controlesom/,
    );
    await expect(new Response(heldToEntry(stream(data.subarray(0, 5)), entry)).arrayBuffer()).rejects.toThrow(
      /korter/,
    );
    expect(new Uint8Array(await new Response(heldToEntry(stream(data), entry)).arrayBuffer())).toEqual(data);
  });
});
