/**
 * A workbook from a spreadsheet parser's raw cells: formulas without a stored result are
 * computed (formula.ts), every cell is typed (values.ts), and each sheet is split into table
 * blocks (tables.ts). Caps: rows per sheet and cells per workbook (caps.ts) — what was left
 * out is said in `notices`.
 */
import { rowsReadNotice, type WorkbookCaps } from "./caps";
import { evaluateFormula, type Scalar } from "./formula";
import { detectTablesInSlices, type MergeRange } from "./tables";
import type { SheetNote, Workbook, WorkbookCell, WorkbookRow } from "./types";
import { isDateFormat, typeCell } from "./values";

export type RawSheetCell = { c: number; v?: unknown; z?: string; w?: string; f?: string };
export type RawSheet = {
  name: string;
  hidden?: boolean;
  /** Rows in file order; each row's cells in column order. */
  rows: { r: number; cells: RawSheetCell[] }[];
  merges?: readonly MergeRange[];
  /**
   * Set only when the reader stopped early: the rows the sheet has in the file (its
   * dimension) and how many of them were read.
   */
  totalRows?: number;
  readRows?: number;
};

/** Shows a computed value in a number format, as the spreadsheet would ('#,##0' → '24,000,000'). */
export type FormatValue = (format: string, value: number) => string | null;

/** How deep one formula may follow other formulas without cached results. */
const MAX_FORMULA_DEPTH = 200;

const key = (r: number, c: number) => r * 20_000 + c;

export function buildWorkbook(
  sheets: readonly RawSheet[],
  caps: WorkbookCaps,
  format: FormatValue,
): Workbook {
  const steps = buildWorkbookInSlices(sheets, caps, format);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Rows typed between two pauses of `buildWorkbookInSlices`. */
export const ROWS_PER_SLICE = 500;

/**
 * `buildWorkbook` in slices: it pauses (yields) after every `ROWS_PER_SLICE` rows typed, before
 * each sheet's tables and while they are detected (`detectTablesInSlices`), so a caller can let
 * other work run in between; the workbook is the generator's return value.
 */
export function* buildWorkbookInSlices(
  sheets: readonly RawSheet[],
  caps: WorkbookCaps,
  format: FormatValue,
): Generator<void, Workbook, void> {
  const grids = new Map<string, Map<number, RawSheetCell>>();
  const notes: SheetNote[] = [];
  const kept: { sheet: RawSheet; rows: RawSheet["rows"] }[] = [];
  let cells = 0;
  for (const sheet of sheets) {
    const grid = new Map<number, RawSheetCell>();
    const rows: RawSheet["rows"] = [];
    for (const row of sheet.rows) {
      if (rows.length >= caps.maxRowsPerSheet || cells + row.cells.length > caps.maxCells) break;
      rows.push(row);
      cells += row.cells.length;
      for (const cell of row.cells) grid.set(key(row.r, cell.c), cell);
    }
    grids.set(sheet.name.toLowerCase(), grid);
    const lastGiven = sheet.rows.length ? sheet.rows[sheet.rows.length - 1]!.r + 1 : 0;
    const total = Math.max(sheet.totalRows ?? 0, lastGiven);
    // Rows left out: by the cell budget here, or by the reader before.
    const readRows =
      rows.length < sheet.rows.length
        ? rows.length
          ? rows[rows.length - 1]!.r + 1
          : 0
        : sheet.totalRows !== undefined
          ? Math.min(total, sheet.readRows ?? lastGiven)
          : total;
    notes.push({ sheet: sheet.name, totalRows: total, readRows, ...(sheet.hidden ? { hidden: true } : {}) });
    kept.push({ sheet, rows });
  }

  // Formula results the file does not store, computed on demand with memo and a depth guard.
  const computed = new Map<string, Scalar | undefined>();
  let depth = 0;
  const valueOf = (sheetName: string, r: number, c: number): Scalar | undefined => {
    const grid = grids.get(sheetName.toLowerCase());
    if (!grid) return undefined;
    const cell = grid.get(key(r, c));
    if (!cell) return null;
    if (cell.v !== undefined && cell.v !== null) return toScalar(cell.v);
    if (!cell.f) return null;
    const id = `${sheetName.toLowerCase()}!${key(r, c)}`;
    if (computed.has(id)) return computed.get(id);
    if (depth >= MAX_FORMULA_DEPTH) return undefined;
    computed.set(id, undefined); // a cycle reads as unknown
    depth++;
    try {
      const v = evaluateFormula(cell.f, sheetName, valueOf);
      computed.set(id, v);
      return v;
    } finally {
      depth--;
    }
  };

  const blocks = [];
  for (const [i, { sheet, rows }] of kept.entries()) {
    const typedRows: WorkbookRow[] = [];
    let sliced = 0;
    for (const row of rows) {
      if (++sliced % ROWS_PER_SLICE === 0) yield;
      const typed: WorkbookCell[] = [];
      for (const raw of row.cells) {
        let cell: WorkbookCell | null;
        if ((raw.v === undefined || raw.v === null) && raw.f) {
          const v = valueOf(sheet.name, row.r, raw.c);
          if (v === undefined || v === null || v === "") continue;
          const shown = typeof v === "number" && raw.z && raw.z !== "General" ? format(raw.z, v) : null;
          // A computed date is a serial day number in a date format.
          const value =
            typeof v === "number" && isDateFormat(raw.z)
              ? new Date(Date.UTC(1899, 11, 30) + Math.round(v * 86_400_000))
              : v;
          cell = typeCell(raw.c, { v: value, z: raw.z, ...(shown ? { w: shown } : {}) }, true);
        } else {
          cell = typeCell(raw.c, { v: raw.v, z: raw.z, w: raw.w });
        }
        if (cell) typed.push(cell);
      }
      if (typed.length) typedRows.push({ r: row.r, cells: typed });
    }
    notes[i]!.keptRows = typedRows.length;
    yield;
    for (const block of yield* detectTablesInSlices({
      sheet: sheet.name,
      rows: typedRows,
      merges: sheet.merges,
    }))
      blocks.push(block);
  }
  const notices = notes
    .filter((n) => n.readRows < n.totalRows)
    .map((n) => rowsReadNotice(n.sheet, n.readRows, n.totalRows));
  return { version: 1, sheets: notes, blocks, notices };
}

function toScalar(v: unknown): Scalar {
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return v;
  if (v instanceof Date) return (v.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
  return null;
}
