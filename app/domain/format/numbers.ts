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

/** One decimal (docs/product.md#weekly-sales-metrics): 48.25 → "48,3%". */
export const formatPercent = (value: number) => `${PERCENT.format(finite(value))}%`;

/** A whole count with Dutch thousands: 1234 → "1.234". */
export const formatCount = (value: number) => COUNT.format(finite(value));

/** A chart axis amount: 800 → "€ 800", 45_000 → "€ 45K", 1_400_000 → "€ 1,4 mln.". */
export const formatEuroCompact = (value: number) => EURO_COMPACT.format(finite(value));
