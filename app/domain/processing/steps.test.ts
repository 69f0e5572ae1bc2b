import { describe, expect, it } from "vitest";

import { WORKBOOK_CAPS } from "../workbook/caps";
import {
  fitsInMessage,
  MAX_PDF_PAGES,
  planPdf,
  planWorkbook,
  stepAction,
  stepCost,
  stepCount,
  stepProgress,
} from "./steps";

const budget = { cells: 40_000, pages: 20 };

describe("planning a workbook's steps", () => {
  it("reads each sheet within the caps in row ranges of about the budget's cells, and tells what was left out", () => {
    const plan = planWorkbook(
      [
        { name: "P&L", rows: 5, cols: 25 },
        { name: "Data", rows: 50_001, cols: 16 },
      ],
      WORKBOOK_CAPS,
      budget,
    );
    expect(plan.reads[0]).toEqual({ sheet: 0, fromRow: 0, toRow: 5, cells: 125 });
    // 2,500 rows of 16 columns is 40,000 cells; the cell cap (200,000) leaves 12,492 rows.
    expect(plan.reads.slice(1).map((r) => [r.fromRow, r.toRow])).toEqual([
      [0, 2500],
      [2500, 5000],
      [5000, 7500],
      [7500, 10000],
      [10000, 12492],
    ]);
    expect(plan.sheets[1]).toEqual({ name: "Data", totalRows: 50_001, readRows: 12_492 });
    expect(plan.notices).toEqual(["Sheet 'Data': the first 12,492 of 50,001 rows were read."]);
    expect(stepCount(plan)).toBe(7);
  });

  it("stops a sheet at the row cap and skips empty sheets", () => {
    const plan = planWorkbook(
      [
        { name: "Data", rows: 50_001, cols: 2 },
        { name: "Empty", rows: 0, cols: 1 },
      ],
      WORKBOOK_CAPS,
      budget,
    );
    expect(plan.reads.map((r) => [r.sheet, r.fromRow, r.toRow])).toEqual([[0, 0, 20_000]]);
    expect(plan.notices).toEqual(["Sheet 'Data': the first 20,000 of 50,001 rows were read."]);
  });

  it("never makes a read of zero rows, even for a sheet wider than the budget", () => {
    const plan = planWorkbook([{ name: "Wide", rows: 3, cols: 100 }], WORKBOOK_CAPS, { cells: 10, pages: 1 });
    expect(plan.reads.map((r) => r.toRow - r.fromRow)).toEqual([1, 1, 1]);
  });
});

describe("planning a PDF's steps", () => {
  it("reads the pages in ranges and the cap's rest is told", () => {
    const plan = planPdf(393, budget);
    expect(plan.reads).toHaveLength(20);
    expect(plan.reads[0]).toEqual({ from: 1, to: 20 });
    expect(plan.reads.at(-1)).toEqual({ from: 381, to: 393 });
    expect(plan.notices).toEqual([]);
    const big = planPdf(812, budget);
    expect(big.readPages).toBe(MAX_PDF_PAGES);
    expect(big.reads.at(-1)!.to).toBe(MAX_PDF_PAGES);
    expect(big.notices).toEqual(["The first 500 of 812 pages were read."]);
  });

  it("a PDF without pages has only the step that publishes", () => {
    expect(stepCount(planPdf(0, budget))).toBe(1);
  });
});

describe("steps within one message", () => {
  it("a small file runs in one message, a large one spreads over several", () => {
    const small = planPdf(13, budget);
    expect(fitsInMessage(small, 0, 1, budget)).toBe(true);
    expect(fitsInMessage(small, stepCost(small, 1), 2, budget)).toBe(true); // publishing a PDF costs nothing
    expect(fitsInMessage(small, stepCost(small, 1), 3, budget)).toBe(false); // there is no step 3
    const large = planPdf(393, budget);
    expect(fitsInMessage(large, stepCost(large, 1), 2, budget)).toBe(false);

    const sheet = planWorkbook([{ name: "S", rows: 100, cols: 10 }], WORKBOOK_CAPS, budget);
    expect(stepCost(sheet, 2)).toBe(500); // putting 1,000 cells together costs about half of reading them
    expect(fitsInMessage(sheet, 1_000, 2, budget)).toBe(true);
    const full = planWorkbook([{ name: "S", rows: 4_000, cols: 10 }], WORKBOOK_CAPS, budget);
    expect(fitsInMessage(full, 40_000, 2, budget)).toBe(false);
  });
});

describe("a delivered step message", () => {
  const cursor = { run: "r1", next: 3, steps: 5 };
  it("runs when it is the next step", () => expect(stepAction(cursor, { run: "r1", step: 3 })).toBe("run"));
  it("queues its successor again when its own work is recorded (delivered twice)", () =>
    expect(stepAction(cursor, { run: "r1", step: 2 })).toBe("resend-next"));
  it("does nothing for an older step, another run, or a finished run", () => {
    expect(stepAction(cursor, { run: "r1", step: 1 })).toBe("skip");
    expect(stepAction(cursor, { run: "r0", step: 3 })).toBe("skip");
    expect(stepAction({ run: "r1", next: 6, steps: 5 }, { run: "r1", step: 5 })).toBe("skip");
    expect(stepAction({ run: null, next: null, steps: null }, { run: "r1", step: 1 })).toBe("skip");
  });
  it("waits when it arrives before the step before it was recorded", () =>
    expect(stepAction(cursor, { run: "r1", step: 4 })).toBe("later"));
});

describe("progress", () => {
  it("tells the admin how far the run is", () => {
    expect(stepProgress(planPdf(45, budget), 2)).toBe(
      "Tekst wordt geëxtraheerd… (40 van 45 pagina's, stap 2 van 4)",
    );
    expect(stepProgress(planWorkbook([{ name: "S", rows: 10, cols: 2 }], WORKBOOK_CAPS, budget), 1)).toBe(
      "Werkbladen worden ingelezen… (stap 1 van 2)",
    );
  });
});
