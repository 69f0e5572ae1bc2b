import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";

import {
  piecesFor,
  renumberSharedStrings,
  type SharedStringNumbering,
  SharedStringPicker,
  SharedStringPieces,
  SheetSlicer,
} from "./slice";
import { readZipDirectory, writeZip } from "./zip";

const SHEET =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:B5"/><sheetData>' +
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
  '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>10</v></c></row>' +
  '<row r="3"/>' +
  '<row r="4"><c r="A4" t="s"><v>3</v></c><c r="B4"><v>30</v></c></row>' +
  '<row><c t="s"><v>2</v></c><c><v>50</v></c></row>' +
  '</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>';

/** Feeds text in pieces of `size` characters, the way inflating hands it over. */
function feed(target: { push(t: string): void; done: boolean }, text: string, size: number) {
  for (let i = 0; i < text.length && !target.done; i += size) target.push(text.slice(i, i + size));
}

describe("slicing a worksheet's XML", () => {
  it("keeps only the rows of the range, whatever the pieces, and numbers rows that had no number", () => {
    for (const size of [1, 7, 64, 10_000]) {
      const slicer = new SheetSlicer({ fromRow: 1, toRow: 5 }, false);
      feed(slicer, SHEET, size);
      const xml = slicer.xml();
      expect(xml).not.toContain('r="A1"');
      expect(xml).toContain('<row r="2"><c r="A2" t="s"><v>2</v></c>');
      expect(xml).toContain('<row r="5"><c t="s"><v>2</v></c><c><v>50</v></c></row>');
      expect(xml.endsWith("</sheetData></worksheet>")).toBe(true);
      expect(slicer.keptRows).toBe(4);
    }
  });

  it("stops at the range's end, and the first part also takes the merged cells from the end", () => {
    const first = new SheetSlicer({ fromRow: 0, toRow: 2 }, true);
    feed(first, SHEET, 5);
    expect(first.done).toBe(true);
    expect(first.xml()).toContain('<row r="1">');
    expect(first.xml()).not.toContain('<row r="4">');
    expect(first.xml()).toContain('<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>');

    const later = new SheetSlicer({ fromRow: 0, toRow: 2 }, false);
    later.push(SHEET.slice(0, SHEET.indexOf('<row r="4">') + 20));
    expect(later.done).toBe(true); // the rest of the sheet is never needed
  });

  it("hands the kept rows over in worksheets of bounded size, numbering shared strings across them", () => {
    const rows = Array.from(
      { length: 200 },
      (_, i) =>
        `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i % 7}</v></c><c r="B${i + 1}"><v>${i}</v></c></row>`,
    ).join("");
    const sheet = `<worksheet xmlns="x"><sheetData>${rows}</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>`;
    const slicer = new SheetSlicer({ fromRow: 10, toRow: 190 }, true);
    feed(slicer, sheet, 100);
    const batches = slicer.xmlBatches(1_000);
    expect(batches.length).toBeGreaterThan(5);
    for (const batch of batches) {
      expect(batch.startsWith('<worksheet xmlns="x"><sheetData>')).toBe(true);
      expect(batch.replace(/^.*?<sheetData>|<\/sheetData>.*$/g, "").length).toBeLessThanOrEqual(1_000);
    }
    // Together they hold the range's rows, the merged cells with the first only.
    const kept = batches.flatMap((b) => [...b.matchAll(/<row r="(\d+)"/g)].map((m) => Number(m[1])));
    expect(kept).toEqual(Array.from({ length: 180 }, (_, i) => i + 11));
    expect(batches.filter((b) => b.includes("<mergeCells"))).toEqual([batches[0]]);

    let numbering: SharedStringNumbering | undefined;
    const renumbered = batches.map((batch) => {
      const out = renumberSharedStrings(batch, numbering);
      numbering = out.numbering;
      return out.xml;
    });
    // One numbering for all: the original string of each cell is found through `indices`.
    expect(numbering!.indices).toHaveLength(7);
    const original = (xml: string) =>
      [...xml.matchAll(/<c r="A(\d+)" t="s"><v>(\d+)<\/v>/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (const xml of renumbered)
      for (const [r, n] of original(xml)) expect(numbering!.indices[n]).toBe((r - 1) % 7);
  });

  it("renumbers the kept rows' shared strings and picks just those strings", () => {
    const { xml, indices } = renumberSharedStrings(
      '<row r="4"><c r="A4" t="s"><v>3</v></c><c r="B4" s="1" t="s"><v>1</v></c><c r="C4" t="s"><v>3</v></c><c r="D4"><v>7</v></c></row>',
    );
    expect(indices).toEqual([3, 1]);
    expect(xml).toBe(
      '<row r="4"><c r="A4" t="s"><v>0</v></c><c r="B4" s="1" t="s"><v>1</v></c><c r="C4" t="s"><v>0</v></c><c r="D4"><v>7</v></c></row>',
    );

    const sst =
      '<sst xmlns="x" count="5" uniqueCount="5"><si><t>Month</t></si><si><t>Revenue</t></si><si><r><t>Jan</t></r></si><si><t>Costs</t></si><si><t>never read</t></si></sst>';
    const picker = new SharedStringPicker(indices);
    feed(picker, sst, 3);
    expect(picker.done).toBe(true);
    expect(picker.xml()).toContain(
      '<sst xmlns="x" count="5" uniqueCount="5"><si><t>Costs</t></si><si><t>Revenue</t></si></sst>',
    );
  });

  it("cuts the shared strings into stored pieces of whole items, and picks a step's strings from just the pieces holding them", () => {
    // Plain, rich-text and empty items, with a namespace prefix.
    const strings = Array.from({ length: 40 }, (_, i) =>
      i % 7 === 3
        ? `<x:si><x:r><x:t>rich ${i}</x:t></x:r></x:si>`
        : i % 11 === 5
          ? "<x:si/>"
          : `<x:si><x:t>string ${i}</x:t></x:si>`,
    );
    const sst = `<x:sst xmlns:x="m" count="40">${strings.join("")}</x:sst>`;
    for (const size of [1, 3, 7, 64, sst.length]) {
      const pieces = new SharedStringPieces(60);
      const stored: { first: number; xml: string }[] = [];
      for (let i = 0; i < sst.length; i += size) {
        pieces.push(sst.slice(i, i + size));
        stored.push(...pieces.take());
      }
      stored.push(...pieces.take(true));
      expect(pieces.count).toBe(40);
      expect(pieces.head).toEqual({ open: '<x:sst xmlns:x="m" count="40">', prefix: "x:" });
      // Every item once, in order, each piece from its first item on.
      expect(stored.map((p) => p.xml).join("")).toBe(strings.join(""));
      expect(stored.length).toBeGreaterThan(5);
      for (const piece of stored) expect(piece.xml.startsWith(strings[piece.first]!)).toBe(true);

      const firsts = stored.map((p) => p.first);
      const indices = [33, 2, 17, 34];
      const needed = piecesFor(firsts, indices);
      expect(needed.length).toBeLessThan(stored.length);
      const picker = new SharedStringPicker(indices);
      for (const n of needed) picker.pushPiece(pieces.head!, firsts[n]!, stored[n]!.xml);
      const whole = new SharedStringPicker(indices);
      whole.push(sst);
      expect(picker.xml()).toBe(whole.xml());
      expect(picker.xml()).toContain(`${strings[33]}${strings[2]}${strings[17]}${strings[34]}</x:sst>`);
    }
    expect(piecesFor([0, 10, 20], [0, 9, 10, 25, 19])).toEqual([0, 1, 2]);
  });

  it("a sliced sheet in a zip of its own reads like the rows of the original", () => {
    const slicer = new SheetSlicer({ fromRow: 1, toRow: 5 }, true);
    feed(slicer, SHEET, 50);
    const { xml, indices } = renumberSharedStrings(slicer.xml());
    const picker = new SharedStringPicker(indices);
    picker.push(
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Month</t></si><si><t>Revenue</t></si><si><t>Jan</t></si><si><t>Mar</t></si></sst>',
    );
    const enc = new TextEncoder();
    const ct =
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
    const zip = writeZip([
      { name: "[Content_Types].xml", data: enc.encode(ct) },
      {
        name: "_rels/.rels",
        data: enc.encode(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        ),
      },
      {
        name: "xl/workbook.xml",
        data: enc.encode(
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
      },
      {
        name: "xl/_rels/workbook.xml.rels",
        data: enc.encode(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
        ),
      },
      { name: "xl/worksheets/sheet1.xml", data: enc.encode(xml) },
      { name: "xl/sharedStrings.xml", data: enc.encode(picker.xml()) },
    ]);
    expect(readZipDirectory(zip)!.map((e) => e.name)).toContain("xl/sharedStrings.xml");
    const ws = XLSX.read(zip, { type: "array" }).Sheets.S!;
    expect([ws.A2?.v, ws.B2?.v, ws.A4?.v, ws.B4?.v, ws.A5?.v, ws.B5?.v, ws.A1]).toEqual([
      "Jan",
      10,
      "Mar",
      30,
      "Jan",
      50,
      undefined,
    ]);
    expect(ws["!merges"]).toEqual([{ s: { r: 0, c: 0 }, e: { r: 0, c: 1 } }]);
  });
});
