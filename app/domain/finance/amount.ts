/**
 * One reader for amounts and percentages typed into the product's forms, in the notation of the
 * screen's language (docs/decisions/044-amounts-revenue-and-valuations.md):
 *
 * - nl: '.' groups thousands, ',' is the decimal mark — `42.500`, `42500`, `42.500,00` → 42500;
 *   `1.234,56` → 1234.56; `2,5` → 2.5.
 * - en: ',' groups thousands, '.' is the decimal mark — `42,500`, `1,234.56`, `2.5`.
 *
 * A value is never read 1000× off: the screen's decimal mark followed by exactly three digits
 * after a one-to-three digit whole part (`1,234` on a Dutch screen, `1.234` on an English one)
 * is what the other notation writes as a thousand, so it is refused as ambiguous. Anything
 * that is not a number in the screen's notation (`1.5` on a Dutch screen, `1,5` on an English
 * one, `12abc`, `1..2`) is refused as malformed. Pure: no I/O.
 */

export type Notation = "nl" | "en";

export type AmountProblem = "malformed" | "ambiguous";
export type AmountRead = { ok: true; value: number } | { ok: false; problem: AmountProblem };

const SIGNS: Record<Notation, { group: string; decimal: string }> = {
  nl: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

/** Digits at most (a trillion with cents fits; anything longer is a typo or forged). */
const MAX_DIGITS = 20;

const escape = (c: string) => (c === "." ? "\\." : c);

/**
 * Reads `text` as a number in `notation`. Around the number a euro sign, a trailing percent
 * sign and spaces are allowed; a leading '-' (or '−') or '+' gives the sign. The empty text is
 * not a number here: forms decide whether empty means "not given" (see `readOptionalAmount`).
 */
export function readAmount(text: string, notation: Notation): AmountRead {
  const { group, decimal } = SIGNS[notation];
  let body = text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  let negative = false;
  if (/^[-−+]/.test(body)) {
    negative = body[0] !== "+";
    body = body.slice(1).trim();
  }
  body = body.replace(/^€\s*/, "").replace(/\s*%$/, "");
  if (/^[-−+]/.test(body) && !negative) {
    negative = body[0] !== "+";
    body = body.slice(1);
  }
  if (body === "" || body.replace(/\D/g, "").length > MAX_DIGITS) return { ok: false, problem: "malformed" };
  const g = escape(group);
  const d = escape(decimal);
  const whole = `(\\d+|\\d{1,3}(?:${g}\\d{3})+)`;
  const match = new RegExp(`^(?:${whole})?(?:${d}(\\d+))?$`).exec(body);
  if (!match || (match[1] === undefined && match[2] === undefined))
    return { ok: false, problem: "malformed" };
  const [, wholePart = "0", fraction] = match;
  // `1,234` (nl) / `1.234` (en): the other notation's thousand. `0,125` is unambiguous.
  if (fraction?.length === 3 && /^[1-9]\d{0,2}$/.test(wholePart)) return { ok: false, problem: "ambiguous" };
  const value = Number(`${wholePart.split(group).join("")}${fraction === undefined ? "" : `.${fraction}`}`);
  if (!Number.isFinite(value)) return { ok: false, problem: "malformed" };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** Empty (or only spaces) → `undefined`; otherwise as `readAmount`. Numbers pass through when finite. */
export function readOptionalAmount(
  value: unknown,
  notation: Notation,
): AmountRead | { ok: true; value: undefined } {
  if (value === null || value === undefined) return { ok: true, value: undefined };
  if (typeof value === "number")
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: "malformed" };
  if (typeof value !== "string") return { ok: false, problem: "malformed" };
  if (value.trim() === "") return { ok: true, value: undefined };
  return readAmount(value, notation);
}

const INPUT_FORMATS: Record<Notation, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 6 }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 }),
};

/**
 * A stored value as an amount field shows it, so that posting it back reads the same value:
 * 42500 → `42.500`, 1234.56 → `1.234,56`, 2.5 → `2,5` (nl). Empty for null / undefined / non-finite.
 */
export function formatAmountInput(value: number | null | undefined, notation: Notation): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  // A small whole number reads the same in both notations; Intl's format is costly in a Worker
  // and a form shows many (the weekly sales form: 30 fields, mostly counts).
  if (Number.isInteger(value) && value > -1000 && value < 1000 && !Object.is(value, -0)) return String(value);
  return INPUT_FORMATS[notation].format(value);
}
