/**
 * Form and stored values as numbers. The rule (docs/product.md#financial-data-wizard): "A non-numeric value becomes 0"
 * (valuation inputs) and "Cost values parse as a number, otherwise 0" (monthly costs).
 */

/**
 * A finite number, or `undefined` when the value is empty (null, undefined, "", whitespace)
 * or not numeric ("abc", NaN, ±Infinity, objects). Strings are read with `Number()` after
 * trimming, so "12.5" → 12.5 and "12abc" → undefined (not 12, as parseFloat would give).
 */
export function parseOptionalNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text === "") return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A finite number, otherwise 0. */
export function parseNumberOrZero(value: unknown): number {
  return parseOptionalNumber(value) ?? 0;
}

/** A finite number, otherwise `fallback` (used for "missing → default" rules). */
export function numberOr(value: unknown, fallback: number): number {
  return parseOptionalNumber(value) ?? fallback;
}

/** Clamp `value` to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
