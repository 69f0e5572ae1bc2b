/**
 * Money in euros with Dutch (nl-NL) number formatting (docs/product.md#conventions: "Amounts in euros with
 * Dutch number formatting"). Pure: Intl (or its output written out), no clock, no I/O.
 *
 * Node 20+ / V8 (full ICU) write nl-NL EUR as "€", a NO-BREAK SPACE (U+00A0), then the amount
 * with "." thousands and "," decimals: `formatEuro(1234.5)` → "€\u00a01.234,50"; negative
 * amounts as "€\u00a0-1.234,50".
 */
const EURO = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
const EURO_WHOLE = new Intl.NumberFormat("nl-NL", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const AMOUNT_WHOLE = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const AMOUNT_CENTS = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A non-finite amount (NaN, ±Infinity) is shown as 0 rather than as "NaN" or "∞". */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** The nl-NL currency string with cents: 1234.5 → "€ 1.234,50" (the space is U+00A0). */
export function formatEuro(value: number): string {
  return EURO.format(finite(value));
}

/** The nl-NL currency string rounded to whole euros: 1234.5 → "€ 1.235" (for cards and tables). */
export function formatEuroWhole(value: number): string {
  return EURO_WHOLE.format(finite(value));
}

/**
 * An entered amount as it was entered: whole euros without decimals, otherwise with its cents
 * (1500 → "€ 1.500", 750.5 → "€ 750,50", never "€ 751"). For figures whose inputs accept cents
 * and totals of them; rounded to the cent once, here.
 */
export function formatEuroExact(value: number): string {
  const cents = Math.round(finite(value) * 100);
  const abs = Math.abs(cents);
  // Written out from the cents, as EURO_WHOLE / EURO write them (their format is costly in a
  // Worker, and a table writes many); they stay for amounts beyond exact cents.
  if (abs >= 1e15) return (cents % 100 === 0 ? EURO_WHOLE : EURO).format(cents / 100);
  const sign = cents < 0 || Object.is(cents, -0) ? "-" : "";
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  const rest = abs % 100;
  return `€\u00a0${sign}${whole}${rest ? `,${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * The amount alone, nl-NL: whole amounts without decimals, other amounts with two.
 * 1500 → "1.500", 1234.5 → "1.234,50". Used where a spec message writes "€X" with the sign
 * glued to the number ('Direct sales costs (€X) is te laag …').
 */
export function formatEuroAmount(value: number): string {
  const cents = Math.round(finite(value) * 100);
  const amount = cents / 100;
  return cents % 100 === 0 ? AMOUNT_WHOLE.format(amount) : AMOUNT_CENTS.format(amount);
}

/**
 * The chart axis and tooltip label of the finance charts: thousands as K, millions as M
 * (docs/product.md#conventions), in Dutch notation (decimal comma, like every other figure a founder reads).
 * 2500000 → "€2,5M", 1450000 → "€1,5M", 45000 → "€45K", 800 → "€800", -3000 → "€-3K".
 */
export function formatEuroAxis(value: number): string {
  const v = finite(value);
  const abs = Math.abs(v);
  if (abs >= 1_000_000) return `€${trimZero((v / 1_000_000).toFixed(1)).replace(".", ",")}M`;
  if (abs >= 1_000) return `€${(v / 1_000).toFixed(0)}K`;
  return `€${Math.round(v)}`;
}

function trimZero(text: string): string {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}
