import { describe, expect, it } from "vitest";

import { type DeflateCheckpoint, DeflateError, RawInflater } from "./deflate";

const enc = new TextEncoder();

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = await new Response(
    new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw")),
  ).arrayBuffer();
  return new Uint8Array(out);
}

/** A sheet-like text of `rows` rows (compresses like a real sheet: long runs, repeats far back). */
function sheetXml(rows: number): Uint8Array {
  const parts: string[] = ["<worksheet><sheetData>"];
  for (let r = 1; r <= rows; r++)
    parts.push(
      `<row r="${r}"><c r="A${r}" t="s"><v>${r % 97}</v></c><c r="B${r}"><v>${(r * 7919) % 100003}.${r % 13}</v></c><c r="C${r}"><f>B${r}*2</f><v>${r * 2}</v></c></row>`,
    );
  parts.push("</sheetData></worksheet>");
  return enc.encode(parts.join(""));
}

/** Byte-equal (vitest's deep equality walks a large array element by element, slowly). */
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.compare(a, b) === 0;

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Inflates `data` fed in pieces of `piece` bytes; the checkpoints seen at block ends. */
function inflateAll(data: Uint8Array, piece: number, from?: DeflateCheckpoint) {
  const inflater = new RawInflater(from);
  const out: Uint8Array[] = [];
  const checkpoints: DeflateCheckpoint[] = [];
  let o = from ? from.bit >>> 3 : 0;
  while (!inflater.done) {
    const chunk = inflater.next();
    if (chunk) {
      out.push(chunk);
      if (inflater.atBoundary) checkpoints.push(inflater.checkpoint());
      continue;
    }
    if (inflater.done) break;
    if (o >= data.length) throw new Error("ran out of input");
    inflater.push(data.subarray(o, o + piece), o + piece >= data.length);
    o += piece;
  }
  return { bytes: concat(out), checkpoints };
}

describe("RawInflater", () => {
  it("inflates what the platform deflates, fed in any piece size", async () => {
    const xml = sheetXml(20_000);
    const data = await deflate(xml);
    for (const piece of [1_000, 64 * 1024, data.length])
      expect(same(inflateAll(data, piece).bytes, xml)).toBe(true);
  });

  it("reads stored blocks (data that does not compress) and fixed-code blocks (a short text)", async () => {
    const noise = new Uint8Array(300_000);
    let x = 12345;
    for (let i = 0; i < noise.length; i++) noise[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    expect(same(inflateAll(await deflate(noise), 10_000).bytes, noise)).toBe(true);
    const short = enc.encode('<row r="1"><c><v>1</v></c></row>');
    expect(inflateAll(await deflate(short), 3).bytes).toEqual(short);
  });

  it("starts again at any block boundary and gives the same rest", async () => {
    const xml = sheetXml(40_000);
    const data = await deflate(xml);
    const { checkpoints } = inflateAll(data, 50_000);
    expect(checkpoints.length).toBeGreaterThan(3);
    for (const at of [
      checkpoints[0]!,
      checkpoints[Math.floor(checkpoints.length / 2)]!,
      checkpoints.at(-1)!,
    ]) {
      const rest = inflateAll(data, 30_000, at).bytes;
      expect(same(rest, xml.subarray(at.out))).toBe(true);
      expect(at.window.length).toBeLessThanOrEqual(32 * 1024);
    }
  });

  it("refuses broken data instead of inventing output", async () => {
    const data = await deflate(sheetXml(2_000));
    const cut = data.subarray(0, data.length >> 1);
    expect(() => inflateAll(cut, 1_000)).toThrow(DeflateError);
    const flipped = data.slice();
    flipped[0] = 0xff; // a block of the reserved type 3
    expect(() => inflateAll(flipped, 1_000)).toThrow(DeflateError);
  });
});
