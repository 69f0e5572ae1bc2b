import { describe, expect, it } from "vitest";

import { buildWorkbook, buildWorkbookInSlices, ROWS_PER_SLICE } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { formatValue, rawSheet } from "./fixtures.test-helpers";
import { TABLE_ROWS_PER_SLICE } from "./tables";

describe("building a workbook in slices", () => {
  it("pauses between slices of rows and gives the same workbook as one pass", () => {
    const rows: (string | number)[][] = [["Order", "Amount"]];
    for (let i = 1; i <= ROWS_PER_SLICE * 2 + 10; i++) rows.push([`Order ${i}`, i]);
    const sheets = [
      rawSheet("Data", rows),
      rawSheet("Plan", [
        ["", "Jan", "Feb"],
        ["Revenue", 1, 2],
      ]),
    ];
    const slices = buildWorkbookInSlices(sheets, WORKBOOK_CAPS, formatValue);
    let pauses = 0;
    let next = slices.next();
    while (!next.done) {
      pauses++;
      next = slices.next();
    }
    // Slices of rows typed in 'Data', one pause before each sheet's tables, and pauses while
    // the tables of 'Data' (its header and rows) are detected.
    const dataRows = ROWS_PER_SLICE * 2 + 11;
    expect(pauses).toBe(2 + Math.floor(dataRows / TABLE_ROWS_PER_SLICE) + 2);
    expect(next.value).toEqual(buildWorkbook(sheets, WORKBOOK_CAPS, formatValue));
    expect(next.value.blocks.find((b) => b.sheet === "Data")!.rows).toHaveLength(ROWS_PER_SLICE * 2 + 10);
  });
});
