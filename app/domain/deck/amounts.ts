/**
 * Numbers as numbers: the amounts a deck states, read from text in the notations decks use —
 * currency signs and codes (€, $, £, ₹, ¥, Rs, EUR, USD, INR…), scales (k, M, mn, bn, B,
 * Cr/crore, L/lakh, million, miljoen, mld…), ranges ('$15-25M', 'USD 15,000-250,000'),
 * percentages, multiples ('3×', '3x faster') and per-unit prices ('€0.05/page', '€0,05 per
 * pagina'). Pure; the deck answer uses it to tell whether a passage states the amount a
 * question asks for.
 */

export type AmountKind = "money" | "percent" | "multiple" | "number";

export type Amount = {
  /** The amount as written. */
  text: string;
  /** Offset in the text read. */
  index: number;
  kind: AmountKind;
  /** ISO 4217 code for money ('EUR', 'USD', 'GBP', 'INR', 'JPY'…), else null. */
  currency: string | null;
  /** The value, scale applied (a range's low end). */
  value: number;
  /** A range's high end ('10-30%': 30), else equal to `value`. */
  high: number;
  /** Written with a scale word or suffix ('2M', '3 Cr', '1.2 billion'). */
  scaled: boolean;
  /** Per what ('page', 'month', 'user'…) for a per-unit price or rate, else null. */
  per: string | null;
  /** A four-digit year on its own (1900–2100, no currency, scale or unit). */
  year: boolean;
};

const CURRENCY_SIGNS: Record<string, string> = {
  "€": "EUR",
  $: "USD",
  "£": "GBP",
  "₹": "INR",
  "¥": "JPY",
  us$: "USD",
  a$: "AUD",
  c$: "CAD",
  s$: "SGD",
  rs: "INR",
  "rs.": "INR",
};
const CURRENCY_CODES = [
  "EUR",
  "USD",
  "GBP",
  "INR",
  "JPY",
  "CNY",
  "RMB",
  "CHF",
  "AUD",
  "CAD",
  "SGD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "BRL",
  "ZAR",
  "AED",
  "HKD",
  "NZD",
];
const CURRENCY_WORDS: Record<string, string> = {
  euro: "EUR",
  euros: "EUR",
  dollar: "USD",
  dollars: "USD",
  pound: "GBP",
  pounds: "GBP",
  rupee: "INR",
  rupees: "INR",
  yen: "JPY",
  yuan: "CNY",
  franc: "CHF",
  francs: "CHF",
};

/** Scale words and suffixes, lower case; 'B', 'L' and 'M' are matched case-sensitively below. */
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  duizend: 1e3,
  m: 1e6,
  mn: 1e6,
  mln: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  miljoen: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  miljard: 1e9,
  mld: 1e9,
  mrd: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
};

const SIGN = String.raw`(?:us\$|a\$|c\$|s\$|rs\.?(?=\s?\d)|[€$£₹¥])`;
const CODE = `(?:${CURRENCY_CODES.join("|")})`;
const NUM = String.raw`\d+(?:[.,]\d+)*`;
// Scale words stand apart; single-letter suffixes ('2M', '15L', '3 Cr') must not run into a word ('5 miles', '4 Lanes').
const SCALE = String.raw`(?:thousands?|duizend|millions?|miljoen|billions?|miljard|trillion|lakhs?|lacs?|crores?|mln|mio|mld|mrd|mn|bn|tn|cr\.?|[kmbl])(?![\p{L}\d])`;
const WORD_CURRENCY = String.raw`(?:euros?|dollars?|pounds?|rupees?|yen|yuan|francs?)`;
const UNIT = String.raw`(\s?(?:\/|per|a|an|each|p\.?|pro)\s?(?:(?:one|1)\s)?([\p{L}]{1,20}))`;

const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d.,])` +
    String.raw`(?:(${SIGN}|${CODE})\s?)?` + // 1: currency before
    String.raw`(${NUM})` + // 2: number
    String.raw`(?:\s?(${SCALE}))?` + // 3: scale
    String.raw`(?:\s?(?:-|–|—|to|tot)\s?(?:${SIGN}|${CODE})?\s?(${NUM})(?:\s?(${SCALE}))?)?` + // 4, 5: range end and its scale
    String.raw`(?:\s?(%|percent|procent|pct|×|x(?![\p{L}\d])|times|keer)|\s?(${SIGN}|${CODE}|${WORD_CURRENCY})(?![\p{L}]))?` + // 6: percent / multiple, 7: currency after
    `${UNIT}?`, // 8: per-unit clause, 9: its unit
  "giu",
);

/** Units a per-unit price or rate names ('/page', 'per month'); other words after 'a'/'per' are no unit. */
const UNITS = new Set(
  `page pages pagina paginas month months mo maand year years yr jaar annum week day dag hour hr uur minute user users seat seats
   customer client klant employee license licence unit item order booking transaction call request query api gb tb kg kwh mwh gwh
   kilogram litre liter ton tonne sqm m2 visit lead document doc report student patient vehicle device`.split(
    /\s+/,
  ),
);

/**
 * Parses a written number: '1,278' and '750.000' are thousands; '0,05', '1,5' and '14.18' are
 * decimals; with both separators the last one is the decimal mark ('1.234,5', '1,234.5').
 */
export function parseNumber(raw: string): number {
  const dots = (raw.match(/\./g) ?? []).length;
  const commas = (raw.match(/,/g) ?? []).length;
  if (dots > 0 && commas > 0) {
    const decimal = raw.lastIndexOf(".") > raw.lastIndexOf(",") ? "." : ",";
    const thousands = decimal === "." ? /,/g : /\./g;
    return Number(raw.replace(thousands, "").replace(",", "."));
  }
  const sep = dots > 0 ? "." : commas > 0 ? "," : null;
  if (!sep) return Number(raw);
  const parts = raw.split(sep);
  // Several separators of one kind, or one followed by exactly three digits after a non-zero
  // integer part: thousands ('1,278', '750.000'); otherwise a decimal mark ('0,05', '14.18').
  const thousands = parts.length > 2 || (parts[1].length === 3 && parts[0] !== "0" && parts[0].length <= 3);
  return thousands ? Number(parts.join("")) : Number(parts.join("."));
}

function currencyOf(raw: string | undefined): string | null {
  if (!raw) return null;
  const lower = raw.toLowerCase();
  return (
    CURRENCY_SIGNS[lower] ??
    CURRENCY_WORDS[lower] ??
    (CURRENCY_CODES.includes(raw.toUpperCase()) ? raw.toUpperCase() : null)
  );
}

function scaleOf(raw: string | undefined): number | null {
  if (!raw) return null;
  // 'M' and 'm', 'B', 'K', 'L', 'Cr' all read the same; 'cr.' is written with a dot too.
  return SCALES[raw.toLowerCase().replace(/\.$/, "")] ?? null;
}

/**
 * The scale a suffix gives, or null. A single letter after a space ('3 m', '5 l', '2023-2025 m.')
 * is more often a unit, a list mark or an abbreviation than a scale: only a currency before the
 * number makes it one. A lower-case 'l' is litres unless a currency says otherwise ('15L' is lakh).
 */
function scaleOk(raw: string | undefined, whole: string, currency: boolean): number | null {
  const scale = scaleOf(raw);
  if (scale === null || !raw) return null;
  if (/^[a-z]\.?$/i.test(raw)) {
    const at = whole.lastIndexOf(raw);
    if (/\s$/.test(whole.slice(0, at)) && !currency) return null;
    if (raw === "l" && !currency) return null;
  }
  return scale;
}

/** Every amount in a text, in order. */
export function readAmounts(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, before, num, scaleRaw, endNum, endScaleRaw, mark, after, unitClause, unitRaw] = m;
    const single = scaleOk(scaleRaw, whole, Boolean(before));
    const endScale = scaleOk(endScaleRaw, whole, Boolean(before));
    const scale = single ?? endScale ?? 1;
    // '$15-25M': the range's scale applies to both ends.
    const value = parseNumber(num) * (single ?? (endNum && endScale ? endScale : 1));
    const high = endNum ? parseNumber(endNum) * (endScale ?? scale) : value;
    const currency = currencyOf(before) ?? currencyOf(after);
    const markLower = mark?.toLowerCase();
    const kind: AmountKind = currency
      ? "money"
      : markLower && /^(%|percent|procent|pct)$/.test(markLower)
        ? "percent"
        : markLower && /^(×|x|times|keer)$/.test(markLower)
          ? "multiple"
          : "number";
    const unit = unitRaw?.toLowerCase();
    const per = unit && UNITS.has(unit) ? unit : null;
    const scaled = single !== null || endScale !== null;
    // '2023' and '2023-2032' are years, not figures.
    const year =
      kind === "number" && !scaled && /^(19|20)\d\d$/.test(num) && (!endNum || /^(19|20)\d\d$/.test(endNum));
    // The text as far as it was read: an unknown word after 'per' / 'a' is not part of it.
    const written = (per || !unitClause ? whole : whole.slice(0, whole.length - unitClause.length)).trim();
    out.push({
      text: written,
      index: m.index ?? 0,
      kind,
      currency,
      value,
      high: Math.max(value, high),
      scaled,
      per,
      year,
    });
  }
  return out.filter((a) => Number.isFinite(a.value));
}

/** An amount of money in the text (a currency sign, code or word with a number). */
export function hasMoney(text: string): boolean {
  return readAmounts(text).some((a) => a.kind === "money");
}

/**
 * A figure in the text: money, a percentage, a multiple, a scaled number, or a number that is
 * neither a year nor small enough to be a slide or list number (≤ 31).
 */
export function hasFigure(text: string): boolean {
  return readAmounts(text).some(
    (a) => a.kind !== "number" || a.scaled || (!a.year && (a.value > 31 || a.high > 31)),
  );
}

/** A rate or price per unit ('€0.05/page', '$9 per user per month'). */
export function hasUnitPrice(text: string): boolean {
  return readAmounts(text).some((a) => a.per !== null && (a.kind === "money" || a.kind === "number"));
}

/** A comparison stated with a figure: a multiple ('3×', '3x faster') or a percentage beside a comparative ('60% cheaper', '40% less'). */
export function hasComparisonFigure(text: string): boolean {
  const amounts = readAmounts(text);
  if (amounts.some((a) => a.kind === "multiple")) return true;
  return amounts.some((a) => a.kind === "percent") && COMPARATIVE.test(text);
}

export const COMPARATIVE =
  /\b(?:\p{L}+er than|faster|cheaper|quicker|slower|better|lower|higher|less|fewer|more|reduc\p{L}*|sav\p{L}*|cut\p{L}*|increas\p{L}*|improv\p{L}*|decreas\p{L}*|sneller|goedkoper|minder|meer|lager|hoger|besparing|bespaart|vermindert)\b/iu;
