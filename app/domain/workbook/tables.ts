/**
 * Table detection: a sheet's typed cells into table blocks. A block starts at a header row
 * (labels, periods or dates across, with values below) and runs until the next header row;
 * stacked header rows ('2025' merged over 'Q1 Q2 Q3 Q4') are joined per column; a single
 * text line just above a header is the block's title. Tables side by side (separated by an
 * empty column, the right one with its own row labels) are separate blocks. Nothing is
 * added: no totals, no invented labels for blank header cells.
 */
import { parseHeaderPeriod } from "./periods";
import type { TableBlock, WorkbookCell, WorkbookRow } from "./types";
import { isValueCell } from "./values";

export type MergeRange = { s: { r: number; c: number }; e: { r: number; c: number } };
export type SheetGrid = { sheet: string; rows: WorkbookRow[]; merges?: readonly MergeRange[] };

const HEADER_LOOKAHEAD = 3;

const isYear = (v: number) => Number.isInteger(v) && v >= 1990 && v <= 2100;

/** Numbers that read as column labels: a run of years (2025, 2026…), or 1, 2, 3… (months, weeks). */
function headerLikeNumbers(values: number[]): boolean {
  if (values.length === 0) return true;
  const run = values.every((v, i) => Number.isInteger(v) && (i === 0 || v === values[i - 1]! + 1));
  if (values.length >= 2 && values.every(isYear) && run) return true;
  return values.length >= 3 && run;
}

function isHeaderLike(cells: readonly WorkbookCell[]): boolean {
  if (cells.length < 2) return false;
  const numbers: number[] = [];
  let dates = 0;
  for (const cell of cells) {
    // '18 months', '20%/yr': a value written as text, not a column label.
    if (cell.k === "text" && isValueCell(cell) && !parseHeaderPeriod(cell.t)) return false;
    if (cell.k === "text") continue;
    if (cell.k === "date") dates++;
    else if (cell.k === "number" && typeof cell.v === "number") numbers.push(cell.v);
    else return false;
  }
  // One date beside a label is a value ('Launch | 2025-03-01'); a row of dates is a header.
  if (dates === 1 && cells.length === 2) return false;
  const years = numbers.length > 0 && numbers.every(isYear);
  if (numbers.length > 0 && !years && cells[0]!.k !== "text") return false;
  return headerLikeNumbers(numbers);
}

const hasValue = (cells: readonly WorkbookCell[]) => cells.some((c) => c.k !== "text" && c.k !== "boolean");

/** Splits columns into bands at empty columns where the right side has row labels of its own. */
function columnBands(rows: readonly WorkbookRow[]): [number, number][] {
  const used = new Set<number>();
  for (const row of rows) for (const cell of row.cells) used.add(cell.c);
  const cols = [...used].sort((a, b) => a - b);
  if (cols.length === 0) return [];
  const bands: [number, number][] = [];
  let start = cols[0]!;
  let prev = cols[0]!;
  for (const c of cols.slice(1)) {
    if (c > prev + 1 && hasOwnLabels(rows, c)) {
      bands.push([start, prev]);
      start = c;
    }
    prev = c;
  }
  bands.push([start, prev]);
  return bands;
}

/** The column's cells are mostly text (row labels) below its first cell. */
function hasOwnLabels(rows: readonly WorkbookRow[], c: number): boolean {
  let text = 0;
  let other = 0;
  for (const row of rows) {
    const cell = row.cells.find((x) => x.c === c);
    if (!cell) continue;
    if (cell.k === "text") text++;
    else other++;
  }
  return text >= 2 && text > other;
}

function fillMerges(row: WorkbookRow, merges: readonly MergeRange[]): WorkbookCell[] {
  const out = [...row.cells];
  for (const m of merges) {
    if (row.r < m.s.r || row.r > m.e.r || m.s.c === m.e.c) continue;
    const src = row.r === m.s.r ? row.cells.find((x) => x.c === m.s.c) : undefined;
    if (!src) continue;
    for (let c = m.s.c + 1; c <= m.e.c; c++) if (!out.some((x) => x.c === c)) out.push({ ...src, c });
  }
  return out.sort((a, b) => a.c - b.c);
}

/** Detects the table blocks of one sheet. */
export function detectTables(grid: SheetGrid): TableBlock[] {
  const steps = detectTablesInSlices(grid);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Rows looked at between two pauses of `detectTablesInSlices`. */
export const TABLE_ROWS_PER_SLICE = 500;

/**
 * `detectTables` in slices: it pauses (yields) after every `TABLE_ROWS_PER_SLICE` rows, so a
 * caller can let other work run in between; the blocks are the generator's return value.
 */
export function* detectTablesInSlices(grid: SheetGrid): Generator<void, TableBlock[], void> {
  const merges = grid.merges ?? [];
  let looked = 0;
  const blocks: TableBlock[] = [];
  for (const [c0, c1] of columnBands(grid.rows)) {
    const rows = grid.rows
      .map((row) => ({ r: row.r, cells: row.cells.filter((x) => x.c >= c0 && x.c <= c1) }))
      .filter((row) => row.cells.length > 0);
    let current: TableBlock | null = null;
    let title: string | null = null;
    let lastRow = -1;
    for (let i = 0; i < rows.length; i++) {
      if (++looked % TABLE_ROWS_PER_SLICE === 0) yield;
      const row = rows[i]!;
      const gap = row.r - lastRow - 1;
      lastRow = row.r;
      const cells = row.cells;
      const upcoming = rows.slice(i + 1, i + 1 + HEADER_LOOKAHEAD);
      const header =
        isHeaderLike(cells) && upcoming.some((next) => hasValue(next.cells) && !isHeaderLike(next.cells));
      if (header) {
        const stacked = current && current.rows.length === 0 && gap === 0 && current.headerRows.length > 0;
        if (!stacked) {
          current = { sheet: grid.sheet, title, headerRows: [], headers: {}, rows: [] };
          blocks.push(current);
          title = null;
        }
        current!.headerRows.push(row.r);
        for (const cell of fillMerges(row, merges)) {
          const text = cell.t.trim();
          if (!text) continue;
          if (cell.k === "date" && typeof cell.v === "string") (current!.headerDates ??= {})[cell.c] = cell.v;
          const prev = current!.headers[cell.c];
          current!.headers[cell.c] = prev && prev !== text ? `${prev} ${text}` : text;
        }
        continue;
      }
      const single = cells.length === 1 && cells[0]!.k === "text" && !isValueCell(cells[0]!);
      if (single) {
        // A line of its own: the title of a table that follows, or a section label inside one.
        title = cells[0]!.t;
        if (current && gap === 0) current.rows.push(row);
        continue;
      }
      if (!current || (gap >= 3 && current.rows.length > 0)) {
        current = { sheet: grid.sheet, title, headerRows: [], headers: {}, rows: [] };
        blocks.push(current);
        title = null;
      }
      current.rows.push(row);
    }
  }
  return blocks.filter((b) =>
    b.rows.some((row) => row.cells.some((cell) => isValueCell(cell) || cell.k === "boolean")),
  );
}

/** The row label: the text cells left of the row's first value, joined. */
export function rowLabel(row: WorkbookRow, headers: Record<number, string> = {}): string {
  const parts: string[] = [];
  for (const cell of row.cells) {
    if (cell.k !== "text" && isValueCell(cell)) break;
    if (cell.k === "text" && !(cell.c in headers && headers[cell.c] === cell.t)) parts.push(cell.t);
  }
  return parts.join(" – ");
}
