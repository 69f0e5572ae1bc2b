/** Test helpers: raw sheets written as arrays, the way a spreadsheet parser hands them over. */
import type { RawSheet, RawSheetCell } from "./build";
import type { MergeRange } from "./tables";

export type FixtureCell =
  string | number | boolean | Date | null | { v?: unknown; z?: string; w?: string; f?: string };

export function rawSheet(
  name: string,
  rows: FixtureCell[][],
  opts: { merges?: MergeRange[]; hidden?: boolean; totalRows?: number } = {},
): RawSheet {
  return {
    name,
    ...(opts.hidden ? { hidden: true } : {}),
    ...(opts.merges ? { merges: opts.merges } : {}),
    ...(opts.totalRows ? { totalRows: opts.totalRows } : {}),
    rows: rows
      .map((cells, r) => ({
        r,
        cells: cells
          .map((value, c): RawSheetCell | null => {
            if (value === null || value === undefined) return null;
            if (typeof value === "object" && !(value instanceof Date)) return { c, ...value };
            return { c, v: value };
          })
          .filter((x): x is RawSheetCell => x !== null),
      }))
      .filter((row) => row.cells.length > 0),
  };
}

/** A number format applied the simple way tests need ('#,##0' → grouped, '0%' → percent). */
export function formatValue(format: string, value: number): string | null {
  if (/%/.test(format)) return `${(value * 100).toFixed(format.includes(".0") ? 1 : 0)}%`;
  const grouped = new Intl.NumberFormat("en-US", {
    maximumFractionDigits: format.includes(".00") ? 2 : 0,
    minimumFractionDigits: format.includes(".00") ? 2 : 0,
  }).format(value);
  if (format.includes("€")) return `€${grouped}`;
  if (format.includes("£")) return `£${grouped}`;
  if (format.includes("$")) return `$${grouped}`;
  return grouped;
}
