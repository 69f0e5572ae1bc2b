/**
 * Processing an upload in small steps, one queue message each, so that no message costs more
 * than a queue consumer's budget and the Worker keeps answering pages in between.
 *
 * A plan is made once, before anything is parsed, from what the file says about its size (a
 * workbook's sheet dimensions, a PDF's page count): the caps decide what is read, the rest is
 * told to the admin. Steps 1…n read parts (row ranges of a sheet, page ranges of a PDF); the
 * last step puts the parts together and publishes the result. A message runs one step and,
 * while the message's budget allows, the steps after it (a small file is one message).
 *
 * Each message names its run and step. The stored cursor (the next step to run) decides what
 * a delivered message does, so a message delivered twice or late changes nothing.
 */
import { rowsReadNotice, rowsToRead, type WorkbookCaps } from "../workbook/caps";

/** Work units one queue message may spend: parsed cells of a workbook, pages of a PDF. */
export type StepBudget = { cells: number; pages: number };

/**
 * Sized for a consumer with 128 MB and a few hundred ms of CPU per message: the spreadsheet
 * parser takes ~4.5 µs and ~150 bytes per cell (25,000 cells: ~120 ms), pdf.js reads a text
 * page in 5–20 ms.
 */
export const STEP_BUDGET: StepBudget = { cells: 25_000, pages: 20 };

/** At most this many PDF pages are read; the admin is told about the rest. */
export const MAX_PDF_PAGES = 500;

export type SheetExtent = { name: string; rows: number; cols: number; hidden?: boolean };

/** One read step of a workbook: rows `fromRow` (included) to `toRow` (excluded) of a sheet, 0-based. */
export type SheetRead = { sheet: number; fromRow: number; toRow: number; cells: number };

export type WorkbookPlan = {
  kind: "excel";
  sheets: { name: string; totalRows: number; readRows: number; hidden?: boolean }[];
  reads: SheetRead[];
  notices: string[];
};

/** One read step of a PDF: pages `from` to `to`, 1-based, both included. */
export type PageRead = { from: number; to: number };

export type PdfPlan = {
  kind: "pdf";
  pageCount: number;
  readPages: number;
  reads: PageRead[];
  notices: string[];
};

export type Plan = WorkbookPlan | PdfPlan;

/** Each sheet's rows within the caps, cut into reads of about `budget.cells` cells. */
export function planWorkbook(
  sheets: readonly SheetExtent[],
  caps: WorkbookCaps,
  budget: StepBudget,
): WorkbookPlan {
  const rows = rowsToRead(sheets, caps);
  const reads: SheetRead[] = [];
  sheets.forEach((sheet, i) => {
    const cols = Math.max(1, sheet.cols);
    const per = Math.max(1, Math.floor(budget.cells / cols));
    for (let from = 0; from < rows[i]!; from += per) {
      const to = Math.min(rows[i]!, from + per);
      reads.push({ sheet: i, fromRow: from, toRow: to, cells: (to - from) * cols });
    }
  });
  return {
    kind: "excel",
    sheets: sheets.map((s, i) => ({
      name: s.name,
      totalRows: s.rows,
      readRows: rows[i]!,
      ...(s.hidden ? { hidden: true } : {}),
    })),
    reads,
    notices: sheets.flatMap((s, i) => (rows[i]! < s.rows ? [rowsReadNotice(s.name, rows[i]!, s.rows)] : [])),
  };
}

/** "The first 500 of 812 pages were read." */
export function pagesReadNotice(read: number, total: number): string {
  const count = new Intl.NumberFormat("en-US");
  return `The first ${count.format(read)} of ${count.format(total)} pages were read.`;
}

/** The pages within the cap, cut into reads of `budget.pages` pages. */
export function planPdf(pageCount: number, budget: StepBudget, maxPages = MAX_PDF_PAGES): PdfPlan {
  const readPages = Math.min(pageCount, maxPages);
  const per = Math.max(1, budget.pages);
  const reads: PageRead[] = [];
  for (let from = 1; from <= readPages; from += per)
    reads.push({ from, to: Math.min(readPages, from + per - 1) });
  return {
    kind: "pdf",
    pageCount,
    readPages,
    reads,
    notices: readPages < pageCount ? [pagesReadNotice(readPages, pageCount)] : [],
  };
}

/** Steps of a plan: its reads, then one step that puts them together. */
export const stepCount = (plan: Plan) => plan.reads.length + 1;

/** What a step costs in budget units; putting a workbook together costs about half its reading. */
export function stepCost(plan: Plan, step: number): number {
  if (plan.kind === "pdf")
    return step <= plan.reads.length ? plan.reads[step - 1]!.to - plan.reads[step - 1]!.from + 1 : 0;
  if (step <= plan.reads.length) return plan.reads[step - 1]!.cells;
  return Math.ceil(plan.reads.reduce((n, r) => n + r.cells, 0) / 2);
}

/** Whether a message that has spent `spent` units may run `next` itself instead of queueing it. */
export function fitsInMessage(plan: Plan, spent: number, next: number, budget: StepBudget): boolean {
  if (next > stepCount(plan)) return false;
  const limit = plan.kind === "pdf" ? budget.pages : budget.cells;
  return spent + stepCost(plan, next) <= limit;
}

/** The stored cursor: the run being processed and the next step it has to run. */
export type Cursor = { run: string | null; next: number | null; steps: number | null };

/**
 * What a delivered step message does:
 * - `run`: it is the next step;
 * - `resend-next`: its work is recorded but its successor may never have been queued (the
 *   message was delivered again after a failure between the two), so it queues that again;
 * - `skip`: an older step, another run, or the run is over;
 * - `later`: it arrived before the step before it was recorded: retry later.
 */
export function stepAction(
  cursor: Cursor,
  message: { run: string; step: number },
): "run" | "resend-next" | "skip" | "later" {
  if (cursor.run !== message.run || cursor.next === null || cursor.steps === null) return "skip";
  if (message.step === cursor.next) return "run";
  if (message.step > cursor.next) return "later";
  if (message.step === cursor.next - 1 && cursor.next <= cursor.steps) return "resend-next";
  return "skip";
}

/** The admin's progress line while a run is under way ('Werkbladen worden ingelezen… (stap 2 van 5)'). */
export function stepProgress(plan: Plan, done: number): string {
  const total = stepCount(plan);
  if (plan.kind === "pdf") {
    const pages = plan.reads.slice(0, done).reduce((n, r) => n + r.to - r.from + 1, 0);
    return `Tekst wordt geëxtraheerd… (${pages} van ${plan.readPages} pagina's, stap ${done} van ${total})`;
  }
  return `Werkbladen worden ingelezen… (stap ${done} van ${total})`;
}
