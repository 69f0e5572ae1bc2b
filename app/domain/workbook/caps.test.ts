import { describe, expect, it } from "vitest";

import { answerFromWorkbook, indexWorkbook } from "./answer";
import { buildWorkbook } from "./build";
import { parseDimension, rowsReadNotice, rowsToRead, WORKBOOK_CAPS } from "./caps";
import { formatValue, rawSheet } from "./fixtures.test-helpers";

describe("caps", () => {
  it("reads a sheet's size from its XML dimension", () => {
    expect(parseDimension("A1:T50001")).toEqual({ rows: 50001, cols: 20 });
    expect(parseDimension("B2")).toEqual({ rows: 2, cols: 1 });
    expect(parseDimension("nonsense")).toBeNull();
  });

  it("shares the cell budget over the sheets, each up to the row cap", () => {
    const caps = { ...WORKBOOK_CAPS, maxRowsPerSheet: 20_000, maxCells: 200_000 };
    expect(rowsToRead([{ rows: 50_001, cols: 5 }], caps)).toEqual([20_000]);
    expect(
      rowsToRead(
        [
          { rows: 50_001, cols: 20 },
          { rows: 100, cols: 3 },
        ],
        caps,
      ),
    ).toEqual([10_000, 0]);
    expect(
      rowsToRead(
        [
          { rows: 30, cols: 10 },
          { rows: 40, cols: 10 },
        ],
        caps,
      ),
    ).toEqual([30, 40]);
  });

  it("says what was left out", () => {
    expect(rowsReadNotice("Data", 20_000, 50_001)).toBe(
      "Sheet 'Data': the first 20,000 of 50,001 rows were read.",
    );
  });

  it("a workbook over the cap is read up to it, searchable to its last read row, and the notice says so", () => {
    const rows = [["Day", "Visits"], ...Array.from({ length: 300 }, (_, i) => [`Day ${i + 1}`, 1000 + i])];
    const wb = buildWorkbook(
      [rawSheet("Data", rows, { totalRows: 5001 })],
      { ...WORKBOOK_CAPS, maxRowsPerSheet: 250 },
      formatValue,
    );
    expect(wb.notices).toEqual(["Sheet 'Data': the first 250 of 5,001 rows were read."]);
    expect(wb.sheets[0]).toMatchObject({ sheet: "Data", readRows: 250, totalRows: 5001 });
    const index = indexWorkbook(wb);
    expect(answerFromWorkbook(index, "How many visits on day 249?").text).toContain("1,248 — 'Data'!B250");
    expect(answerFromWorkbook(index, "How many visits on day 260?").kind).toBe("not-found");
  });
});
