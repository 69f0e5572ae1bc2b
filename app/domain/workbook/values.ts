/**
 * Typed cells: what a raw spreadsheet value is (number, currency with its symbol, percent,
 * date, text) and how the workbook itself shows it. Text that holds a value ('30%',
 * '15,000円', '€ 1.200', '500億円') is read as that value, keeping its text for display.
 */
import type { CellKind, WorkbookCell } from "./types";

export type RawCell = {
  /** The cell's value: number, string, boolean or Date (null when empty). */
  v: unknown;
  /** Its number format ('#,##0', '0.0%', '"$"#,##0.00', 'mmm-yy'…), if any. */
  z?: string;
  /** The text the spreadsheet shows for it, if known. */
  w?: string;
};

const CURRENCY_SYMBOLS = [
  "$",
  "£",
  "€",
  "¥",
  "円",
  "₹",
  "₩",
  "CHF",
  "kr",
  "USD",
  "EUR",
  "GBP",
  "JPY",
] as const;

/** The currency a number format names: '"$"#,##0' → '$', '[$€-413] #,##0' → '€', '#,##0"円"' → '円'. */
export function currencyOfFormat(z: string | undefined): string | null {
  if (!z) return null;
  const bracket = /\[\$([^\]-]*)(?:-[0-9A-Fa-f]+)?\]/.exec(z);
  if (bracket && bracket[1]) return bracket[1];
  const stripped = z.replace(/\[[^\]]*\]/g, "");
  for (const sym of CURRENCY_SYMBOLS) {
    if (sym.length === 1 ? stripped.includes(sym) : new RegExp(`"${sym}"|\\b${sym}\\b`).test(stripped))
      return sym;
  }
  return null;
}

/** A '%' outside quotes makes a format a percent format. */
export function isPercentFormat(z: string | undefined): boolean {
  return !!z && /%/.test(z.replace(/"[^"]*"/g, "").replace(/\\./g, ""));
}

/** Date formats (d, m, y tokens outside quotes and brackets, not a plain number format). */
export function isDateFormat(z: string | undefined): boolean {
  if (!z || z === "General") return false;
  const s = z
    .replace(/"[^"]*"/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\\./g, "");
  return /[dy]/i.test(s) || /(^|[^a-z])m{3,}/i.test(s) || /\bmm?[-/.]yy/i.test(s);
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mln: 1e6,
  mio: 1e6,
  bn: 1e9,
  mrd: 1e9,
  千: 1e3,
  万: 1e4,
  億: 1e8,
  兆: 1e12,
};

export type ParsedValueText = {
  kind: Exclude<CellKind, "text" | "date" | "boolean">;
  value: number;
  currency?: string;
};

/**
 * A value written as text: '30%', '0.5%', '15,000円', '$1,200.50', '€ 1.200', '(2,500)', '500億円', '1.2m'.
 * Null when the text holds anything else (a label, '18 months', '20%/年').
 */
export function parseValueText(text: string): ParsedValueText | null {
  let s = text.normalize("NFKC").trim();
  if (!s || s.length > 40) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  let currency: string | undefined;
  for (const sym of CURRENCY_SYMBOLS) {
    if (s.startsWith(sym)) {
      currency = sym;
      s = s.slice(sym.length).trim();
      break;
    }
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1).trim();
  }
  let percent = false;
  if (s.endsWith("%")) {
    percent = true;
    s = s.slice(0, -1).trim();
  }
  if (!currency) {
    for (const sym of CURRENCY_SYMBOLS) {
      if (s.endsWith(sym)) {
        currency = sym;
        s = s.slice(0, -sym.length).trim();
        break;
      }
    }
  }
  let factor = 1;
  const mult = /^(.*?)\s*(k|m|mln|mio|bn|mrd|千|万|億|兆)$/i.exec(s);
  if (mult && /\d$/.test(mult[1]!)) {
    factor = MULTIPLIERS[mult[2]!.toLowerCase()] ?? 1;
    s = mult[1]!;
  }
  const n = parseLocaleNumber(s);
  if (n === null) return null;
  if (percent && (currency || factor !== 1)) return null;
  const value = (negative ? -n : n) * factor;
  if (percent) return { kind: "percent", value: value / 100 };
  if (currency) return { kind: "currency", value, currency };
  return { kind: "number", value };
}

/** '1,200.50' / '1.200,50' / '1 200' / '0.5' → number; null for anything else. */
export function parseLocaleNumber(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(s) && !/^[.,]\d+$/.test(s)) return null;
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normal = lastDot > lastComma ? s.replace(/,/g, "") : s.replace(/\./g, "").replace(",", ".");
  } else if (lastComma >= 0) {
    // '15,000' groups thousands; '2,5' is a decimal comma.
    normal = /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : s.replace(",", ".");
  } else if (lastDot >= 0 && /^\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    normal = s.replace(/\./g, "");
  } else {
    normal = s;
  }
  if ((normal.match(/\./g) ?? []).length > 1) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Plain display of a number without a format of its own: grouped, up to 2 decimals (4 when small). */
const PLAIN = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const PLAIN_SMALL = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });
export function plainNumber(n: number): string {
  const abs = Math.abs(n);
  return (abs !== 0 && abs < 1 ? PLAIN_SMALL : PLAIN).format(n);
}

/** One typed cell from a raw value, or null for an empty one. */
export function typeCell(c: number, raw: RawCell, calc = false): WorkbookCell | null {
  const { v, z } = raw;
  const w = typeof raw.w === "string" ? raw.w.replace(/\s+/g, " ").trim() : undefined;
  const extra = calc ? { calc: true as const } : {};
  if (v === null || v === undefined) return null;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    return { c, k: "date", v: isoDate(v), t: w || isoDate(v), ...extra };
  }
  if (typeof v === "boolean") return { c, k: "boolean", v, t: w || (v ? "TRUE" : "FALSE"), ...extra };
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return null;
    const shown = w || plainNumber(v);
    if (isPercentFormat(z) || (w !== undefined && /%$/.test(w)))
      return { c, k: "percent", v, t: w || `${plainNumber(v * 100)}%`, ...extra };
    const cur = currencyOfFormat(z) ?? (w ? parseValueText(w)?.currency : undefined);
    if (cur) return { c, k: "currency", v, t: shown, cur, ...extra };
    return { c, k: "number", v, t: shown, ...extra };
  }
  const text = String(v).replace(/\s+/g, " ").trim();
  if (!text) return null;
  const parsed = parseValueText(text);
  if (parsed)
    return {
      c,
      k: parsed.kind,
      v: parsed.value,
      t: text,
      ...(parsed.currency ? { cur: parsed.currency } : {}),
      ...extra,
    };
  return { c, k: "text", v: text, t: text, ...extra };
}

/** A cell that holds a value a question can ask for (not a label). */
export const isValueCell = (cell: WorkbookCell) => cell.k !== "text" || /^[\s(+\-−$£€¥]*\d/.test(cell.t);
export const isNumeric = (cell: WorkbookCell): cell is WorkbookCell & { v: number } =>
  typeof cell.v === "number";

/** 'A1'-style column letters of a 0-based column. */
export function columnLetters(c: number): string {
  let s = "";
  let n = c + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export const address = (r: number, c: number) => `${columnLetters(c)}${r + 1}`;

/** "'Sheet name'!C7" — quotes doubled inside, as spreadsheets write it. */
export const sheetRef = (sheet: string, r: number, c: number) =>
  `'${sheet.replace(/'/g, "''")}'!${address(r, c)}`;
