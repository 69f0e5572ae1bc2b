import { describe, expect, it } from "vitest";

import { buildWorkbook } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { formatValue, rawSheet } from "./fixtures.test-helpers";
import { detectTables, detectTablesInSlices, rowLabel, TABLE_ROWS_PER_SLICE } from "./tables";
import { workbookText } from "./text";
import type { WorkbookRow } from "./types";

const build = (...sheets: Parameters<typeof rawSheet>[]) =>
  buildWorkbook(
    sheets.map((s) => rawSheet(...s)),
    WORKBOOK_CAPS,
    formatValue,
  );

describe("table detection", () => {
  it("reads two tables on one sheet, each with its own header", () => {
    const wb = build([
      "Metrics",
      [
        ["Month", "MRR", "Customers"],
        ["Jan 2025", 12000, 40],
        ["Feb 2025", 13500, 44],
        [],
        ["Date", "Cash", "Burn"],
        [{ v: new Date(Date.UTC(2024, 11, 1)), z: "yyyy-mm-dd" }, 19300, 26],
        [{ v: new Date(Date.UTC(2025, 0, 1)), z: "yyyy-mm-dd" }, 18100, 24],
      ],
    ]);
    expect(wb.blocks).toHaveLength(2);
    expect(Object.values(wb.blocks[0]!.headers)).toEqual(["Month", "MRR", "Customers"]);
    expect(Object.values(wb.blocks[1]!.headers)).toEqual(["Date", "Cash", "Burn"]);
    // The second table keeps its own header: 19,300 is Cash, not MRR.
    const second = wb.blocks[1]!;
    const cash = second.rows[0]!.cells.find((c) => c.c === 1)!;
    expect(second.headers[cash.c]).toBe("Cash");
    expect(cash.v).toBe(19300);
  });

  it("keeps side-by-side tables apart when the right one has its own row labels", () => {
    const wb = build([
      "Side",
      [
        ["Revenue", "2025", "2026", null, "Costs", "2025", "2026"],
        ["Product", 100, 120, null, "Rent", 30, 32],
        ["Services", 50, 55, null, "Staff", 60, 70],
      ],
    ]);
    expect(wb.blocks).toHaveLength(2);
    expect(wb.blocks.map((b) => rowLabel(b.rows[0]!, b.headers))).toEqual(["Product", "Rent"]);
  });

  it("leaves blank header cells blank (no made-up 'Column N')", () => {
    const wb = build([
      "Plan",
      [
        ["", "FY25", "FY26"],
        ["Revenue", 10, 20],
        ["Costs", 5, 6],
      ],
    ]);
    expect(wb.blocks[0]!.headers).toEqual({ 1: "FY25", 2: "FY26" });
    expect(workbookText(wb)).not.toMatch(/Column \d/);
  });

  it("joins merged, stacked header rows per column", () => {
    const wb = buildWorkbook(
      [
        rawSheet(
          "Quarters",
          [
            ["", "2025", null, "2026", null],
            ["", "H1", "H2", "H1", "H2"],
            ["Revenue", 10, 12, 14, 16],
          ],
          {
            merges: [
              { s: { r: 0, c: 1 }, e: { r: 0, c: 2 } },
              { s: { r: 0, c: 3 }, e: { r: 0, c: 4 } },
            ],
          },
        ),
      ],
      WORKBOOK_CAPS,
      formatValue,
    );
    expect(wb.blocks[0]!.headers).toEqual({ 1: "2025 H1", 2: "2025 H2", 3: "2026 H1", 4: "2026 H2" });
    expect(wb.blocks[0]!.headerRows).toEqual([0, 1]);
  });

  it("types currency with its symbol, percent and date cells", () => {
    const wb = build([
      "Typed",
      [
        ["Item", "Value"],
        ["Price", { v: 1250.5, z: '"£"#,##0.00', w: "£1,250.50" }],
        ["Churn", { v: 0.05, z: "0%", w: "5%" }],
        ["Launch", { v: new Date(Date.UTC(2025, 2, 1)), z: "yyyy-mm-dd", w: "2025-03-01" }],
        ["CAC", "15,000円"],
        ["Margin", "30%"],
      ],
    ]);
    const cells = wb.blocks[0]!.rows.map((r) => r.cells[1]!);
    expect(cells.map((c) => [c.k, c.v, c.t, c.cur ?? null])).toEqual([
      ["currency", 1250.5, "£1,250.50", "£"],
      ["percent", 0.05, "5%", null],
      ["date", "2025-03-01", "2025-03-01", null],
      ["currency", 15000, "15,000円", "円"],
      ["percent", 0.3, "30%", null],
    ]);
  });

  it("a title line above a table names it; a section line inside stays in it", () => {
    const wb = build([
      "Costs",
      [
        ["Cost list (detail)"],
        ["", "FY25", "FY26"],
        ["[Personnel]"],
        ["Engineers", 4800, 9600],
        ["[Office]"],
        ["Rent", 1200, 1200],
      ],
    ]);
    expect(wb.blocks).toHaveLength(1);
    expect(wb.blocks[0]!.title).toBe("Cost list (detail)");
    expect(wb.blocks[0]!.rows.map((r) => rowLabel(r, wb.blocks[0]!.headers))).toEqual([
      "[Personnel]",
      "Engineers",
      "[Office]",
      "Rent",
    ]);
  });
});

describe("formulas without stored results", () => {
  it("are computed (also across sheets) and shown in their number format", () => {
    const wb = build(
      [
        "Model",
        [
          ["", "FY25"],
          ["Customers", 100],
          ["Price", 5000],
          ["Revenue", { f: "B2*B3*12", z: "#,##0" }],
        ],
      ],
      [
        "P&L",
        [
          ["", "FY25"],
          ["Revenue", { f: "Model!B4+'Other'!A1", z: "#,##0" }],
          ["Costs", { f: "SUM(B2:B2)*0.3", z: "#,##0" }],
        ],
      ],
      ["Other", [[{ v: 1000 }]]],
    );
    const pl = wb.blocks.find((b) => b.sheet === "P&L")!;
    expect(pl.rows.map((r) => r.cells[1]!.t)).toEqual(["6,001,000", "1,800,300"]);
    expect(pl.rows[0]!.cells[1]!.calc).toBe(true);
  });

  it("leaves a cell out when its formula cannot be computed", () => {
    const wb = build([
      "S",
      [
        ["", "FY25", "FY26"],
        ["A", { f: "XLOOKUP(1,B1:B2,B1:B2)" }, 2],
        ["B", 3, 4],
      ],
    ]);
    expect(wb.blocks[0]!.rows.map((r) => rowLabel(r))).toEqual(["A", "B"]);
    expect(wb.blocks[0]!.rows[0]!.cells.map((c) => c.t)).toEqual(["A", "2"]);
  });
});

describe("the text form", () => {
  it("lists what the cells say, with addresses, and no totals of its own", () => {
    const text = workbookText(
      build([
        "Revenue",
        [
          ["Month", "Revenue"],
          ["Jan 2025", 100],
          ["Feb 2025", 200],
        ],
      ]),
    );
    expect(text).toContain("--- Sheet 1: Revenue ---");
    expect(text).toContain("Jan 2025 | Revenue: 100 (B2)");
    expect(text).not.toMatch(/total|300/i);
  });
});

describe("detectTables on typed rows", () => {
  const text = (c: number, t: string) => ({ c, k: "text" as const, v: t, t });
  const num = (c: number, v: number) => ({ c, k: "number" as const, v, t: String(v) });
  it("starts a new block at every header row, not at blank lines inside a table", () => {
    const rows: WorkbookRow[] = [
      { r: 0, cells: [text(0, "Line"), text(1, "FY25"), text(2, "FY26")] },
      { r: 1, cells: [text(0, "Revenue"), num(1, 10), num(2, 20)] },
      { r: 3, cells: [text(0, "Costs"), num(1, 5), num(2, 6)] },
      { r: 5, cells: [text(0, "Month"), text(1, "Cash"), text(2, "Burn")] },
      { r: 6, cells: [text(0, "Jan"), num(1, 100), num(2, 7)] },
    ];
    const blocks = detectTables({ sheet: "S", rows });
    expect(blocks.map((b) => b.rows.map((r) => r.r))).toEqual([[1, 3], [6]]);
  });
});

describe("detecting tables in slices", () => {
  const text = (c: number, t: string) => ({ c, k: "text" as const, v: t, t });
  const num = (c: number, v: number) => ({ c, k: "number" as const, v, t: String(v) });
  it("pauses every few hundred rows and finds the same blocks as one pass", () => {
    const rows: WorkbookRow[] = [
      { r: 0, cells: [text(0, "Order"), text(1, "Amount")] },
      ...Array.from({ length: TABLE_ROWS_PER_SLICE * 3 }, (_, i) => ({
        r: i + 1,
        cells: [text(0, `Order ${i + 1}`), num(1, i)],
      })),
    ];
    const slices = detectTablesInSlices({ sheet: "Data", rows });
    let pauses = 0;
    let next = slices.next();
    while (!next.done) {
      pauses++;
      next = slices.next();
    }
    expect(pauses).toBe(3);
    expect(next.value).toEqual(detectTables({ sheet: "Data", rows }));
    expect(next.value[0]!.rows).toHaveLength(TABLE_ROWS_PER_SLICE * 3);
  });
});
