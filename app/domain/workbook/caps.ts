/**
 * What a workbook upload may cost. A queue consumer has 128 MB of memory and limited CPU per
 * message: a parsed cell costs about 150 bytes in the parser and ~50 bytes of sheet XML,
 * so 200,000 cells (20,000 rows of 10 columns) stay well inside it. The caps are checked
 * before parsing, from the file's zip directory and each sheet's XML dimension, and what
 * was left out is told to the admin.
 */
import type { ZipLimits } from "./zip";

export type WorkbookCaps = {
  maxRowsPerSheet: number;
  maxCells: number;
  /** Sheet XML (uncompressed) a single parse may inflate. */
  maxSheetXmlBytes: number;
};

export const WORKBOOK_CAPS: WorkbookCaps = {
  maxRowsPerSheet: 20_000,
  maxCells: 200_000,
  maxSheetXmlBytes: 24 * 1024 * 1024,
};

const MiB = 1024 * 1024;

/**
 * What the zip of a workbook may inflate to (an upload is at most 20 MB): real sheets compress
 * 5–20 times, so a full upload stays well inside; a zip bomb (1,000 times, or a directory that
 * understates it) is refused before or while it is inflated, never read into memory.
 */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  maxEntryBytes: 256 * MiB,
  maxTotalBytes: 512 * MiB,
  maxRatio: 100,
  ratioFreeBytes: MiB,
};

/**
 * Parts the spreadsheet parser inflates whole besides the sheet's slice and its strings
 * (styles, theme, the workbook part): each at most this much. Larger parts it does not need
 * (pivot caches, drawings) are left out of the parser's copy.
 */
export const MAX_PARSER_PART_BYTES = 16 * MiB;
/** Parts the parser cannot do without: one larger than `MAX_PARSER_PART_BYTES` refuses the workbook. */
export const isParserEssential = (name: string) =>
  /^(\[Content_Types\]\.xml|_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/styles\.xml)$/.test(
    name,
  );

const COUNT = new Intl.NumberFormat("en-US");
const count = (n: number) => COUNT.format(n);

/** "Sheet 'Data': the first 20,000 of 50,001 rows were read." */
export function rowsReadNotice(sheet: string, read: number, total: number): string {
  return `Sheet '${sheet}': the first ${count(read)} of ${count(total)} rows were read.`;
}

/** A sheet's 'A1:T50001' dimension → its rows and columns (null when it cannot be read). */
export function parseDimension(ref: string): { rows: number; cols: number } | null {
  const m = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/.exec(ref.trim().toUpperCase());
  if (!m) return null;
  const col = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const r1 = Number(m[4] ?? m[2]);
  const c0 = col(m[1]!);
  const c1 = col(m[3] ?? m[1]!);
  return { rows: r1, cols: Math.max(1, c1 - c0 + 1) };
}

/**
 * Rows of each sheet to read so the whole workbook stays within the caps: every sheet gets
 * its rows up to the per-sheet cap, the cell budget shared in sheet order.
 */
export function rowsToRead(
  sheets: readonly { rows: number; cols: number }[],
  caps: WorkbookCaps = WORKBOOK_CAPS,
): number[] {
  let budget = caps.maxCells;
  return sheets.map((s) => {
    const rows = Math.max(
      0,
      Math.min(s.rows, caps.maxRowsPerSheet, Math.floor(budget / Math.max(1, s.cols))),
    );
    budget -= rows * s.cols;
    return rows;
  });
}
