import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";

import { dimensionOf, readZipDirectory, sheetParts } from "./zip";

describe("the zip directory of an .xlsx", () => {
  it("lists each part with its sizes, without inflating anything", () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Month", "Revenue"],
        ["Jan", 1],
        ["Feb", 2],
      ]),
      "Revenue & costs",
    );
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([["x"]]), "Other");
    const bytes = new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
    const entries = readZipDirectory(bytes)!;
    const names = entries.map((e) => e.name);
    expect(names).toContain("xl/workbook.xml");
    expect(names).toContain("xl/worksheets/sheet1.xml");
    expect(entries.find((e) => e.name === "xl/worksheets/sheet1.xml")!.uncompressedSize).toBeGreaterThan(100);
    expect(readZipDirectory(new TextEncoder().encode("not a zip at all"))).toBeNull();
  });

  it("maps sheet names to their parts and reads the dimension", () => {
    const parts = sheetParts(
      '<workbook><sheets><sheet name="Revenue &amp; costs" sheetId="1" r:id="rId1"/><sheet name="Hidden" sheetId="2" state="hidden" r:id="rId2"/></sheets></workbook>',
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
    );
    expect(parts).toEqual([
      { name: "Revenue & costs", part: "xl/worksheets/sheet1.xml", hidden: false },
      { name: "Hidden", part: "xl/worksheets/sheet2.xml", hidden: true },
    ]);
    expect(dimensionOf('<worksheet><dimension ref="A1:T50001"/><sheetData>')).toBe("A1:T50001");
    expect(dimensionOf("<worksheet><sheetData>")).toBeNull();
  });
});

describe("writing a zip", () => {
  it("checksums parts as zip tools do, and copies parts of another zip without inflating them", async () => {
    const { crc32, writeZip, entryDataOffset } = await import("./zip");
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Month", "Revenue"],
        ["Jan", 1],
      ]),
      "S",
    );
    const source = new Uint8Array(
      XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer,
    );
    const copied = writeZip(
      readZipDirectory(source)!.map((e) => {
        const start = entryDataOffset(source, e);
        return { name: e.name, copy: e, compressed: source.subarray(start, start + e.compressedSize) };
      }),
    );
    expect(XLSX.read(copied, { type: "array" }).Sheets.S!.B2!.v).toBe(1);
  });
});
