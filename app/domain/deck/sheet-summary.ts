/**
 * A deterministic text form of a parsed Excel forecast (docs/product.md#forecast-chat: the forecast chat answers
 * from the uploaded file's real contents). Both providers use it: numbers must be exact,
 * so no model summarises them. The text is sheet-tagged ('--- Sheet 1: Revenue ---'), so the
 * chat retrieves and cites per sheet.
 *
 * Per sheet: the header row, the number of data rows, the total of every numeric column,
 * and the rows themselves as 'header: value' lines (up to MAX_ROWS_PER_SHEET), so a
 * question about one month can be answered from that month's row.
 */
import { formatDeckPages, type DeckPage } from "./chunks";

export type SheetCell = string | number | boolean | Date | null | undefined;
export type SheetTable = { name: string; rows: readonly (readonly SheetCell[])[] };

export const MAX_ROWS_PER_SHEET = 120;
export const MAX_COLUMNS = 30;

const nl = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 2 });

const isBlank = (c: SheetCell) => c === null || c === undefined || (typeof c === "string" && c.trim() === "");

function asNumber(c: SheetCell): number | null {
  if (typeof c === "number") return Number.isFinite(c) ? c : null;
  if (typeof c === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(c)) return Number(c);
  return null;
}

function cellText(c: SheetCell): string {
  if (isBlank(c)) return "";
  if (typeof c === "number") return nl.format(c);
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? "" : c.toISOString().slice(0, 10);
  if (typeof c === "boolean") return c ? "yes" : "no";
  return String(c).replace(/\s+/g, " ").trim();
}

export type SheetFacts = {
  name: string;
  headers: string[];
  dataRows: number;
  /** Columns where at least half the non-empty data cells are numbers. */
  totals: { column: string; total: number }[];
  truncated: boolean;
};

/**
 * The header row is the first row with at least two non-empty cells that are mostly text;
 * without one, columns are named 'Column 1', 'Column 2'…
 */
export function describeSheet(table: SheetTable): SheetFacts & { rows: string[][] } {
  const rows = table.rows.map((r) => r.slice(0, MAX_COLUMNS));
  const nonEmpty = rows.filter((r) => r.some((c) => !isBlank(c)));
  const headerIndex = nonEmpty.findIndex((r) => {
    const filled = r.filter((c) => !isBlank(c));
    return filled.length >= 2 && filled.filter((c) => typeof c === "string" && asNumber(c) === null).length > filled.length / 2;
  });
  const width = Math.max(0, ...nonEmpty.map((r) => r.length));
  const headerRow = headerIndex >= 0 ? nonEmpty[headerIndex] : [];
  const headers = Array.from({ length: width }, (_, i) => cellText(headerRow[i]) || `Column ${i + 1}`);
  const data = headerIndex >= 0 ? nonEmpty.slice(headerIndex + 1) : nonEmpty;
  const totals: { column: string; total: number }[] = [];
  for (let col = 0; col < width; col++) {
    const cells = data.map((r) => r[col]).filter((c) => !isBlank(c));
    const numbers = cells.map(asNumber).filter((n): n is number => n !== null);
    if (numbers.length > 0 && numbers.length >= cells.length / 2) {
      totals.push({ column: headers[col], total: Math.round(numbers.reduce((a, b) => a + b, 0) * 100) / 100 });
    }
  }
  return {
    name: table.name,
    headers,
    dataRows: data.length,
    totals,
    truncated: data.length > MAX_ROWS_PER_SHEET,
    rows: data.slice(0, MAX_ROWS_PER_SHEET).map((r) => headers.map((_, i) => cellText(r[i]))),
  };
}

/** Sheets as tagged pages (one per sheet). */
export function sheetPages(tables: readonly SheetTable[]): DeckPage[] {
  return tables.map((table, i) => {
    const facts = describeSheet(table);
    const lines: string[] = [];
    if (facts.dataRows === 0 && facts.headers.length === 0) {
      lines.push(`Sheet '${table.name}' is empty.`);
    } else {
      lines.push(`Sheet '${table.name}': ${facts.dataRows} data ${facts.dataRows === 1 ? "row" : "rows"}, ${facts.headers.length} ${facts.headers.length === 1 ? "column" : "columns"}.`);
      lines.push(`Columns: ${facts.headers.join(", ")}.`);
      if (facts.totals.length > 0) lines.push(`Column totals: ${facts.totals.map((t) => `${t.column} ${nl.format(t.total)}`).join("; ")}.`);
      for (const row of facts.rows) {
        const cells = row.map((v, c) => (v ? `${facts.headers[c]}: ${v}` : "")).filter(Boolean);
        if (cells.length > 0) lines.push(`${cells.join("; ")}.`);
      }
      if (facts.truncated) lines.push(`(Only the first ${MAX_ROWS_PER_SHEET} of ${facts.dataRows} rows are included.)`);
    }
    return { source: "sheet" as const, number: i + 1, name: table.name, text: lines.join("\n") };
  });
}

/** The stored text of a forecast workbook: sheet-tagged, deterministic. */
export function summariseSheetTables(tables: readonly SheetTable[]): string {
  if (tables.length === 0) return "";
  return formatDeckPages(sheetPages(tables));
}
