/**
 * Counts, percentages and compact euro amounts in Dutch (nl-NL) notation, for the sales
 * dashboards' cards, badges and chart axes: 48.25 → "48,3%", 1234 → "1.234",
 * 1_400_000 → "€ 1,4 mln.". A non-finite value is shown as 0.
 */
const PERCENT = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const EURO_COMPACT = new Intl.NumberFormat("nl-NL", {
  style: "currency",
  currency: "EUR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const finite = (v: number) => (Number.isFinite(v) ? v : 0);

/**
 * One decimal (docs/product.md#weekly-sales-metrics): 48.25 → "48,3%". Written out instead of
 * Intl's format, which is costly in a Worker and a sales page writes ~200 rates; the result is
 * Intl's nl-NL (PERCENT, the fallback for extreme values): the number's shortest decimal
 * notation rounded half away from zero, a thousands dot, the sign kept on a rounded zero.
 */
export function formatPercent(value: number): string {
  const v = finite(value);
  const digits = String(Math.abs(v));
  if (digits.includes("e") || Math.abs(v) >= 1e12) return `${PERCENT.format(v)}%`;
  const dot = digits.indexOf(".");
  const whole = dot < 0 ? digits : digits.slice(0, dot);
  const tenth = dot < 0 ? 0 : Number(digits[dot + 1]);
  const roundUp = dot >= 0 && dot + 2 < digits.length && digits.charCodeAt(dot + 2) >= 53; // "5"
  const tenths = Number(whole) * 10 + tenth + (roundUp ? 1 : 0);
  const grouped = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, ".");
  return `${v < 0 || Object.is(v, -0) ? "-" : ""}${grouped},${tenths % 10}%`;
}

/** A whole count with Dutch thousands: 1234 → "1.234". */
export const formatCount = (value: number) => COUNT.format(finite(value));

/** A chart axis amount: 800 → "€ 800", 45_000 → "€ 45K", 1_400_000 → "€ 1,4 mln.". */
export const formatEuroCompact = (value: number) => EURO_COMPACT.format(finite(value));
