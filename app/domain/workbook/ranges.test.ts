/**
 * A zip read by byte ranges: only the directory and the entries read are fetched; a damaged
 * directory or an entry beyond the file is refused as damaged; a sheet read in steps, each
 * starting at the checkpoint the step before left, keeps the same rows as one pass, inflates
 * each part about once, and the step that reaches the entry's end still checks its CRC-32.
 */
import { describe, expect, it } from "vitest";

import { WORKBOOK_ZIP_LIMITS } from "./caps";
import { type EntryCheckpoint, inflateTextFrom } from "./inflate";
import { type ByteSource, bytesSource, readEntryData, readZipDirectoryFrom } from "./ranges";
import { SheetSlicer, type SlicerPosition } from "./slice";
import { crc32, writeZip, type ZipEntry, ZipProblem } from "./zip";

const enc = new TextEncoder();

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = await new Response(
    new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw")),
  ).arrayBuffer();
  return new Uint8Array(out);
}

/** A source that counts the bytes it hands out. */
function counted(bytes: Uint8Array) {
  const inner = bytesSource(bytes);
  const source: ByteSource & { bytesRead: number } = {
    size: inner.size,
    bytesRead: 0,
    read: async (offset, length) => {
      source.bytesRead += length;
      return inner.read(offset, length);
    },
    stream: async (offset, length) => {
      const stream = await inner.stream(offset, length);
      return stream.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            source.bytesRead += chunk.length;
            controller.enqueue(chunk);
          },
        }),
      );
    },
  };
  return source;
}

function sheetXml(rows: number) {
  const parts = ['<worksheet xmlns="x"><dimension ref="A1:C', String(rows), '"/><sheetData>'];
  for (let r = 1; r <= rows; r++)
    parts.push(
      `<row r="${r}"><c r="A${r}" t="s"><v>${r % 50}</v></c><c r="B${r}"><v>${(r * 7919) % 100_003}</v></c><c r="C${r}" t="inlineStr"><is><t>Zoë ${r}€</t></is></c></row>`,
    );
  parts.push('</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>');
  return enc.encode(parts.join(""));
}

/** A zip of a big first part (a sheet) and a small second one; `declare` overrides the sheet's directory entry. */
async function zipOf(xml: Uint8Array, declare: Partial<ZipEntry> = {}) {
  const body = await deflate(xml);
  const sheet: ZipEntry = {
    name: "xl/worksheets/sheet1.xml",
    method: 8,
    compressedSize: body.length,
    uncompressedSize: xml.length,
    localHeaderOffset: 0,
    crc32: crc32(xml),
    ...declare,
  };
  return writeZip([
    { name: sheet.name, copy: sheet, compressed: body },
    { name: "xl/workbook.xml", data: enc.encode("<workbook/>") },
  ]);
}

const problem = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error instanceof ZipProblem ? `${error.kind}: ${error.message}` : `other: ${String(error)}`;
  }
  return "no error";
};

/** Reads rows [fromRow, toRow) of the sheet like a workbook step: from `from`, leaving a checkpoint before `toRow`. */
async function step(
  source: ByteSource,
  entry: ZipEntry,
  fromRow: number,
  toRow: number,
  from: { at: EntryCheckpoint; slicer: SlicerPosition } | null,
  last: boolean,
) {
  const slicer = new SheetSlicer({ fromRow, toRow }, last);
  if (from) slicer.resume(from.slicer);
  let next = from;
  let inflated = 0;
  for await (const piece of inflateTextFrom(source, entry, WORKBOOK_ZIP_LIMITS, from?.at)) {
    inflated += piece.text.length;
    slicer.push(piece.text);
    // The last read of a sheet reads on to the entry's end, where its size and CRC-32 are checked.
    if (slicer.done && !last) break;
    const position = piece.checkpoint && !last ? slicer.position : null;
    if (position) next = { at: piece.checkpoint!(), slicer: position };
  }
  return { slicer, next, inflated };
}

const rowNumbers = (xml: string) => [...xml.matchAll(/<row r="(\d+)"/g)].map((m) => Number(m[1]));

describe("a zip read by ranges", () => {
  it("reads the directory from the end and only the entry it inflates", async () => {
    const xml = sheetXml(30_000);
    const zip = await zipOf(xml);
    const source = counted(zip);
    const entries = (await readZipDirectoryFrom(source))!;
    expect(entries.map((e) => e.name)).toEqual(["xl/worksheets/sheet1.xml", "xl/workbook.xml"]);
    expect(source.bytesRead).toBeLessThan(Math.min(zip.length, 70 * 1024));
    source.bytesRead = 0;
    expect(new TextDecoder().decode(await readEntryData(source, entries[1]!))).toBe("<workbook/>");
    expect(source.bytesRead).toBeLessThan(200);
    expect(await readZipDirectoryFrom(bytesSource(enc.encode("not a zip, an .xls perhaps")))).toBeNull();
  });

  it("refuses a damaged directory and an entry beyond the file as a damaged file", async () => {
    const zip = await zipOf(sheetXml(100));
    const end = zip.length - 22;
    // The directory's offset moved: no entry where the record says.
    const moved = zip.slice();
    new DataView(moved.buffer).setUint32(end + 16, 7, true);
    expect(await problem(readZipDirectoryFrom(bytesSource(moved)))).toMatch(
      /^damaged: het bestand is beschadigd: de inhoudsopgave/,
    );
    // A directory said to lie past the record.
    const beyond = zip.slice();
    new DataView(beyond.buffer).setUint32(end + 16, zip.length, true);
    expect(await problem(readZipDirectoryFrom(bytesSource(beyond)))).toMatch(/^damaged: .*inhoudsopgave/);

    // An entry whose data would run past the end of the file.
    const long = await zipOf(sheetXml(100));
    const view = new DataView(long.buffer);
    const directory = view.getUint32(long.length - 22 + 16, true);
    view.setUint32(directory + 20, 10_000_000, true); // the first entry's compressed size
    const entry = (await readZipDirectoryFrom(bytesSource(long)))![0]!;
    expect(await problem(readEntryData(bytesSource(long), entry))).toMatch(/^damaged: .*voorbij het einde/);
    const texts = async () => {
      for await (const piece of inflateTextFrom(bytesSource(long), entry, WORKBOOK_ZIP_LIMITS)) void piece;
    };
    expect(await problem(texts())).toMatch(/^damaged: .*voorbij het einde/);
  });

  it(
    "a sheet read in steps from checkpoints keeps the rows of one pass, inflating each part about once",
    { timeout: 30_000 },
    async () => {
      const rows = 30_000;
      const xml = sheetXml(rows);
      const zip = await zipOf(xml);
      const source = counted(zip);
      const entry = (await readZipDirectoryFrom(source))![0]!;
      const per = 4_000;
      const kept: number[] = [];
      let from: Awaited<ReturnType<typeof step>>["next"] = null;
      let inflated = 0;
      let merges = "";
      for (let fromRow = 0; fromRow < rows; fromRow += per) {
        const last = fromRow + per >= rows;
        const read = await step(source, entry, fromRow, Math.min(rows, fromRow + per), from, last);
        // A step inflates its own rows and at most about a block before them, not the sheet up to them.
        expect(read.inflated).toBeLessThan((xml.length / rows) * per + 400_000);
        inflated += read.inflated;
        kept.push(...rowNumbers(read.slicer.xml()));
        if (last) merges = read.slicer.xml();
        expect(read.slicer.xml()).toContain("Zoë");
        from = read.next;
      }
      expect(kept).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
      expect(merges).toContain('<mergeCell ref="A1:B1"/>');
      expect(inflated).toBeLessThan(xml.length * 1.4);
    },
  );

  it("the step that reaches the entry's end from a checkpoint still checks the whole entry's CRC-32 and size", async () => {
    const xml = sheetXml(20_000);
    for (const declare of [{ crc32: crc32(xml) ^ 1 }, { uncompressedSize: xml.length + 5 }]) {
      const zip = await zipOf(xml, declare);
      const source = bytesSource(zip);
      const entry = (await readZipDirectoryFrom(source))![0]!;
      const first = await step(source, entry, 0, 15_000, null, false);
      expect(first.next).not.toBeNull();
      expect(first.next!.at.out).toBeGreaterThan(xml.length / 2);
      expect(await problem(step(source, entry, 15_000, 20_000, first.next, true))).toMatch(
        /^damaged: het bestand is beschadigd: 'xl\/worksheets\/sheet1.xml' (klopt niet met zijn controlegetal|houdt op na)/,
      );
    }
  });
});
