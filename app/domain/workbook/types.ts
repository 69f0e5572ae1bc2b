/**
 * A workbook as the forecast chat reads it: typed cells grouped into table blocks, stored as
 * JSON beside the uploaded file (one per upload). Addresses are A1-style, rows and columns
 * 0-based in `r` / `c`.
 */

export type CellKind = "number" | "currency" | "percent" | "date" | "text" | "boolean";

export type WorkbookCell = {
  /** 0-based column. */
  c: number;
  k: CellKind;
  /** Numbers (also currency, percent) as numbers; dates as ISO 'YYYY-MM-DD'; text as text. */
  v: number | string | boolean;
  /** The value as the workbook shows it (its own number format), e.g. '$240.78', '15,000円', '5%'. */
  t: string;
  /** Currency symbol or code of a currency cell ('$', '£', '€', '円', 'JPY'…). */
  cur?: string;
  /** True when the value was computed here from the cell's formula (no cached result in the file). */
  calc?: true;
};

export type WorkbookRow = { r: number; cells: WorkbookCell[] };

export type TableBlock = {
  sheet: string;
  /** A title line above the table ('Revenue model (segment 1)'), if any. */
  title: string | null;
  /** 0-based rows that form the header (none for a label/value list). */
  headerRows: number[];
  /** Column labels by 0-based column (merged and stacked header rows joined). */
  headers: Record<number, string>;
  /** Header cells that are dates, by column: ISO 'YYYY-MM-DD'. */
  headerDates?: Record<number, string>;
  rows: WorkbookRow[];
};

export type SheetNote = {
  sheet: string;
  /** Rows and columns in the file (from its XML dimension) and how many rows were read. */
  totalRows: number;
  readRows: number;
  /** Rows with data stored from the sheet (what the admin is told was read). */
  keptRows?: number;
  hidden?: boolean;
};

export type Workbook = {
  version: 1;
  sheets: SheetNote[];
  blocks: TableBlock[];
  /** What the admin is told about caps ('Sheet 'Data': the first 20,000 of 50,001 rows were read'). */
  notices: string[];
};
