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
 * `v` with 0 or 1 decimals exactly as Intl's nl-NL `intl` writes it (also the fallback for
 * extreme values): the number's shortest decimal notation rounded half away from zero, a
 * thousands dot, the sign kept on a rounded zero. Written out because Intl's format is costly
 * in a Worker, and a sales page writes ~200 rates and counts.
 */
function dutchFixed(v: number, decimals: 0 | 1, intl: Intl.NumberFormat): string {
  const digits = String(Math.abs(v));
  if (digits.includes("e") || Math.abs(v) >= 1e12) return intl.format(v);
  const dot = digits.indexOf(".");
  const whole = dot < 0 ? digits : digits.slice(0, dot);
  const kept = decimals && dot >= 0 ? Number(digits[dot + 1]) : 0;
  const next = dot < 0 ? -1 : dot + 1 + decimals;
  const roundUp = next > 0 && next < digits.length && digits.charCodeAt(next) >= 53; // "5"
  const scale = decimals ? 10 : 1;
  const units = Number(whole) * scale + kept + (roundUp ? 1 : 0);
  const grouped = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+$)/g, ".");
  const sign = v < 0 || Object.is(v, -0) ? "-" : "";
  return decimals ? `${sign}${grouped},${units % 10}` : `${sign}${grouped}`;
}

/** One decimal (docs/product.md#weekly-sales-metrics): 48.25 → "48,3%". */
export const formatPercent = (value: number) => `${dutchFixed(finite(value), 1, PERCENT)}%`;

/** A whole count with Dutch thousands: 1234 → "1.234". */
export const formatCount = (value: number) => dutchFixed(finite(value), 0, COUNT);

/** A chart axis amount: 800 → "€ 800", 45_000 → "€ 45K", 1_400_000 → "€ 1,4 mln.". */
export const formatEuroCompact = (value: number) => EURO_COMPACT.format(finite(value));
