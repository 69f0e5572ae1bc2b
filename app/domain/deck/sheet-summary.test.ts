import { describe, expect, it } from "vitest";
import { parseDeckText } from "./chunks";
import { describeSheet, MAX_ROWS_PER_SHEET, summariseSheetTables } from "./sheet-summary";

const forecast = {
  name: "Forecast",
  rows: [
    ["Adup forecast 2025"],
    [],
    ["Month", "Customers", "Revenue", "Costs", "Note"],
    ["2025-01", 150, 31800, 58000, "launch"],
    ["2025-02", 175, 37100.5, 59000, null],
    ["2025-03", "205", 43460, 60500, ""],
  ],
};

describe("sheet summary", () => {
  it("finds the header row and totals the numeric columns", () => {
    const facts = describeSheet(forecast);
    expect(facts.headers).toEqual(["Month", "Customers", "Revenue", "Costs", "Note"]);
    expect(facts.dataRows).toBe(3);
    expect(facts.totals).toEqual([
      { column: "Customers", total: 530 },
      { column: "Revenue", total: 112360.5 },
      { column: "Costs", total: 177500 },
    ]);
  });

  it("writes sheet-tagged, nl-NL formatted text that parses back per sheet", () => {
    const text = summariseSheetTables([forecast, { name: "Empty", rows: [] }]);
    expect(text).toBe(
      [
        "--- Sheet 1: Forecast ---",
        "Sheet 'Forecast': 3 data rows, 5 columns.",
        "Columns: Month, Customers, Revenue, Costs, Note.",
        "Column totals: Customers 530; Revenue 112.360,5; Costs 177.500.",
        "Month: 2025-01; Customers: 150; Revenue: 31.800; Costs: 58.000; Note: launch.",
        "Month: 2025-02; Customers: 175; Revenue: 37.100,5; Costs: 59.000.",
        "Month: 2025-03; Customers: 205; Revenue: 43.460; Costs: 60.500.",
        "",
        "--- Sheet 2: Empty ---",
        "Sheet 'Empty' is empty.",
      ].join("\n"),
    );
    expect(parseDeckText(text).map((p) => [p.source, p.number, p.name])).toEqual([
      ["sheet", 1, "Forecast"],
      ["sheet", 2, "Empty"],
    ]);
  });

  it("names columns when there is no header row, and caps the rows", () => {
    const rows = Array.from({ length: MAX_ROWS_PER_SHEET + 5 }, (_, i) => [i, i * 2]);
    const facts = describeSheet({ name: "Raw", rows });
    expect(facts.headers).toEqual(["Column 1", "Column 2"]);
    expect(facts.truncated).toBe(true);
    expect(facts.rows).toHaveLength(MAX_ROWS_PER_SHEET);
    expect(summariseSheetTables([{ name: "Raw", rows }])).toContain(`(Only the first ${MAX_ROWS_PER_SHEET} of ${MAX_ROWS_PER_SHEET + 5} rows are included.)`);
  });

  it("is empty for no tables", () => {
    expect(summariseSheetTables([])).toBe("");
  });
});
