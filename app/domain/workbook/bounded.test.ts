/**
 * Hostile workbooks: zip bombs, sheets padded with junk, rows and strings of hundreds of MB,
 * damaged entries. The reader must refuse them quickly, hold little, and do work that grows
 * with the input (not its square), and must never take a damaged stream for a sheet's end.
 */
import { describe, expect, it } from "vitest";

import { WORKBOOK_ZIP_LIMITS } from "./caps";
import { inflateEntry, inflateText } from "./inflate";
import { RowCounter, SharedStringPicker, SheetSlicer, type SliceLimits } from "./slice";
import {
  checkEntries,
  crc32,
  readZipDirectory,
  writeZip,
  type ZipEntry,
  type ZipLimits,
  ZipProblem,
} from "./zip";

const MiB = 1024 * 1024;
const enc = new TextEncoder();

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = await new Response(
    new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw")),
  ).arrayBuffer();
  return new Uint8Array(out);
}

/** A zip holding one deflated entry; `declare` overrides what its directory says. */
async function zipWith(
  name: string,
  data: Uint8Array,
  declare: Partial<Pick<ZipEntry, "uncompressedSize" | "crc32">> = {},
  compressed?: Uint8Array,
) {
  const body = compressed ?? (await deflate(data));
  const entry: ZipEntry = {
    name,
    method: 8,
    compressedSize: body.length,
    uncompressedSize: declare.uncompressedSize ?? data.length,
    localHeaderOffset: 0,
    crc32: declare.crc32 ?? crc32(data),
  };
  const zip = writeZip([{ name, copy: entry, compressed: body }]);
  return { zip, entry: readZipDirectory(zip)![0]! };
}

/** Everything an entry inflates to (the checks run at its end). */
async function drain(zip: Uint8Array, entry: ZipEntry, limits: ZipLimits = WORKBOOK_ZIP_LIMITS) {
  let size = 0;
  for await (const chunk of inflateEntry(zip, entry, limits)) size += chunk.length;
  return size;
}

const reason = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof ZipProblem) return `${error.kind}: ${error.message}`;
    throw error;
  }
  return "read";
};

/** Feeds `total` characters of `unit` repeated, in pieces of 64 KB (as inflating hands them over). */
function feedRepeated(
  target: { push(t: string): void; done: boolean },
  unit: string,
  total: number,
  piece = 64 * 1024,
) {
  const chunk = unit.repeat(Math.ceil(piece / unit.length));
  let maxHeld = 0;
  for (let fed = 0; fed < total && !target.done; fed += chunk.length) {
    target.push(chunk);
    maxHeld = Math.max(maxHeld, (target as unknown as { held: number }).held);
  }
  return maxHeld;
}

const HEAD =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

describe("a zip bomb workbook", () => {
  it("is refused from its directory before anything is inflated: 64 MB of spaces in 64 KB", async () => {
    const spaces = new Uint8Array(64 * MiB).fill(0x20);
    const { zip, entry } = await zipWith("xl/worksheets/sheet1.xml", spaces);
    expect(zip.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    expect(await reason(drain(zip, entry))).toMatch(
      /^too-large: 'xl\/worksheets\/sheet1.xml' is \d+ keer samengeperst \(meer dan 100 keer\)/,
    );
    expect(performance.now() - started).toBeLessThan(250);
    // The same sizes in a directory of many entries: the total counts too.
    const limits = { ...WORKBOOK_ZIP_LIMITS, maxRatio: 10_000 };
    expect(() =>
      checkEntries(zip, [entry, { ...entry, name: "b" }, { ...entry, name: "c" }], {
        ...limits,
        maxTotalBytes: 128 * MiB,
      }),
    ).toThrow(/meer dan de 128 MB die een werkboek mag zijn/);
    expect(() => checkEntries(zip, [{ ...entry, uncompressedSize: 300 * MiB }], limits)).toThrow(
      /meer dan de 256 MB die een onderdeel mag zijn/,
    );
  });

  it("whose directory understates the size is stopped at the declared size, after one piece", async () => {
    const spaces = new Uint8Array(32 * MiB).fill(0x20);
    const { zip, entry } = await zipWith("xl/worksheets/sheet1.xml", spaces, { uncompressedSize: 1000 });
    let inflated = 0;
    const work = (async () => {
      for await (const chunk of inflateEntry(zip, entry, WORKBOOK_ZIP_LIMITS)) inflated += chunk.length;
    })();
    expect(await reason(work)).toBe(
      "damaged: het bestand is beschadigd: 'xl/worksheets/sheet1.xml' is groter dan het bestand zegt",
    );
    expect(inflated).toBeLessThanOrEqual(1000);
  });
});

describe("the slicer on hostile sheet XML", () => {
  it("passes over 64 MB of spaces inside <sheetData> holding almost nothing, in work linear in the input", () => {
    const run = (mb: number) => {
      const slicer = new SheetSlicer({ fromRow: 0, toRow: 100 }, true);
      slicer.push(HEAD);
      const held = feedRepeated(slicer, " ", mb * MiB);
      slicer.push('<row r="1"><c r="A1"><v>7</v></c></row></sheetData></worksheet>');
      return { slicer, held };
    };
    const started = performance.now();
    const small = run(16);
    const large = run(32);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(large.held).toBeLessThan(1024);
    expect(large.slicer.keptRows).toBe(1);
    // Doubling the input doubles the work (the old slicer rescanned its buffer: 4 times).
    expect(large.slicer.scanned / small.slicer.scanned).toBeGreaterThan(1.9);
    expect(large.slicer.scanned / small.slicer.scanned).toBeLessThan(2.1);
  });

  it("reads many rows in linear work, and rows before and after the range are not held", () => {
    const row = (r: number) =>
      `<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}" t="s"><v>0</v></c></row>`;
    const run = (rows: number) => {
      const slicer = new SheetSlicer({ fromRow: 10, toRow: 20 }, false);
      slicer.push(HEAD);
      let xml = "";
      let held = 0;
      for (let r = 1; r <= rows; r++) {
        xml += row(r);
        if (xml.length > 64 * 1024) {
          slicer.push(xml);
          held = Math.max(held, slicer.held);
          xml = "";
        }
      }
      return { slicer, held };
    };
    // All rows in range come first; a slice past its range stops reading.
    const stops = run(200_000);
    expect(stops.slicer.done).toBe(true);
    expect(stops.slicer.keptRows).toBe(10);

    const count = (rows: number) => {
      const counter = new RowCounter();
      counter.push(HEAD);
      let xml = "";
      for (let r = 1; r <= rows; r++) {
        xml += row(r);
        if (xml.length > 64 * 1024) {
          counter.push(xml);
          xml = "";
        }
      }
      counter.push(`${xml}</sheetData></worksheet>`);
      return counter;
    };
    const a = count(50_000);
    const b = count(100_000);
    expect([a.rows, a.cols, b.rows]).toEqual([50_000, 2, 100_000]);
    expect(b.scanned / a.scanned).toBeGreaterThan(1.9);
    expect(b.scanned / a.scanned).toBeLessThan(2.1);
  });

  it("refuses a kept row of hundreds of MB at its limit, and passes over one before the range without holding it", () => {
    const limits: SliceLimits = {
      maxHeadChars: MiB,
      maxRowChars: 2 * MiB,
      maxKeptChars: 4 * MiB,
      maxMergeChars: MiB,
    };
    const kept = new SheetSlicer({ fromRow: 0, toRow: 10 }, false, limits);
    kept.push(`${HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`);
    expect(() => feedRepeated(kept, "a", 600 * MiB)).toThrow(/rij 1 van het werkblad is groter dan 2 MB/);

    const before = new SheetSlicer({ fromRow: 5, toRow: 10 }, false, limits);
    before.push(`${HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`);
    expect(feedRepeated(before, "a", 32 * MiB)).toBeLessThan(1024);
    before.push('</t></is></c></row><row r="6"><c r="A6"><v>6</v></c></row></sheetData>');
    expect(before.keptRows).toBe(1);

    const head = new SheetSlicer({ fromRow: 0, toRow: 10 }, false, limits);
    head.push('<worksheet xmlns="x">');
    expect(() => feedRepeated(head, " ", 600 * MiB)).toThrow(
      /het begin van het werkblad \(vóór de rijen\) is groter dan 1 MB/,
    );
  });

  it("passes over a shared string of 600 MB that is not wanted, and refuses one that is", () => {
    const limits: SliceLimits = {
      maxHeadChars: MiB,
      maxRowChars: 2 * MiB,
      maxKeptChars: 4 * MiB,
      maxMergeChars: MiB,
    };
    const unwanted = new SharedStringPicker([1], limits);
    unwanted.push('<sst xmlns="x"><si><t>');
    const started = performance.now();
    expect(feedRepeated(unwanted, "x", 200 * MiB)).toBeLessThan(1024);
    expect(performance.now() - started).toBeLessThan(10_000);
    unwanted.push("</t></si><si><t>Revenue</t></si></sst>");
    expect(unwanted.done).toBe(true);
    expect(unwanted.xml()).toContain('<sst xmlns="x"><si><t>Revenue</t></si></sst>');

    const wanted = new SharedStringPicker([0], limits);
    wanted.push('<sst xmlns="x"><si><t>');
    expect(() => feedRepeated(wanted, "x", 600 * MiB)).toThrow(/gedeelde tekst 1 is groter dan 2 MB/);
  });

  it("finds tags cut between pieces whatever the piece size", () => {
    const sheet = `${HEAD}${" ".repeat(300)}<row r="1"><c r="A1"><v>1</v></c></row>${" ".repeat(500)}<row r="2"/><row r="3"><c r="A3"><v>3</v></c></row></sheetData>${" ".repeat(100)}<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>`;
    for (const size of [1, 2, 3, 5, 8, 13, 64]) {
      const slicer = new SheetSlicer({ fromRow: 0, toRow: 3 }, true);
      for (let i = 0; i < sheet.length && !slicer.done; i += size) slicer.push(sheet.slice(i, i + size));
      expect(slicer.keptRows).toBe(3);
      expect(slicer.ended).toBe(true);
      expect(slicer.xml()).toContain(
        '<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>',
      );
      const counter = new RowCounter();
      for (let i = 0; i < sheet.length; i += size) counter.push(sheet.slice(i, i + size));
      expect([counter.rows, counter.cols]).toEqual([3, 1]);
    }
  });
});

describe("every zip entry's CRC-32 and size", () => {
  const sheet = enc.encode(
    `${HEAD}${Array.from({ length: 2000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i * 7919}</v></c></row>`).join("")}</sheetData></worksheet>`,
  );

  it("a sound entry reads whole", async () => {
    const { zip, entry } = await zipWith("xl/worksheets/sheet1.xml", sheet);
    expect(await drain(zip, entry)).toBe(sheet.length);
    let text = "";
    for await (const piece of inflateText(zip, entry, WORKBOOK_ZIP_LIMITS)) text += piece;
    expect(text.endsWith("</worksheet>")).toBe(true);
  });

  it("a stream that stops early (a complete deflate stream of the first part) is refused, not taken for the sheet's end", async () => {
    const first = await deflate(sheet.subarray(0, Math.floor(sheet.length * 0.75)));
    const { zip, entry } = await zipWith("xl/worksheets/sheet1.xml", sheet, {}, first);
    expect(await reason(drain(zip, entry))).toMatch(
      /^damaged: het bestand is beschadigd: 'xl\/worksheets\/sheet1.xml' houdt op na \d+ van \d+ bytes$/,
    );
  });

  it("bytes changed in the middle are refused (by the inflater or the checksum)", async () => {
    const good = await deflate(sheet);
    for (const at of [0.3, 0.5, 0.7]) {
      const bad = good.slice();
      const i = Math.floor(bad.length * at);
      bad[i] = bad[i]! ^ 0x55;
      const { zip, entry } = await zipWith("xl/worksheets/sheet1.xml", sheet, {}, bad);
      expect(await reason(drain(zip, entry))).toMatch(
        /^damaged: het bestand is beschadigd: 'xl\/worksheets\/sheet1.xml' (kan niet worden uitgepakt|klopt niet met zijn controlegetal \(CRC-32\)|houdt op na \d+ van \d+ bytes|is groter dan het bestand zegt)$/,
      );
    }
  });

  it("a stored entry whose checksum does not match, and an entry that runs past the file, are refused", async () => {
    const data = enc.encode("<sst/>");
    const zip = writeZip([{ name: "xl/sharedStrings.xml", data }]);
    const entry = readZipDirectory(zip)![0]!;
    expect(await drain(zip, entry)).toBe(data.length);
    expect(await reason(drain(zip, { ...entry, crc32: entry.crc32 ^ 1 }))).toBe(
      "damaged: het bestand is beschadigd: 'xl/sharedStrings.xml' klopt niet met zijn controlegetal (CRC-32)",
    );
    expect(await reason(drain(zip, { ...entry, compressedSize: 10_000, uncompressedSize: 10_000 }))).toBe(
      "damaged: het bestand is beschadigd: 'xl/sharedStrings.xml' loopt voorbij het einde van het bestand",
    );
  });
});
