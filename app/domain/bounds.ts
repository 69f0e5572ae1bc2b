/**
 * The real ranges of the calendar and count inputs every form takes. `Number.isInteger` alone
 * is not enough: 1e23 and -1e308 are integers too, and would be stored as a year.
 */

/** Years a record may be stored for: wide enough for any history and any copy / forecast target. */
export const YEAR_RANGE = { min: 1900, max: 2200 } as const;
export const MONTH_RANGE = { min: 1, max: 12 } as const;
/** ISO weeks: a year has 52 or 53. */
export const WEEK_RANGE = { min: 1, max: 53 } as const;
export const DAY_RANGE = { min: 1, max: 31 } as const;
/** A count of people, leads or customers in one record. */
export const COUNT_RANGE = { min: 0, max: 1_000_000_000 } as const;
/** A euro amount in one field (a trillion: far above any real figure, far below float trouble). */
export const AMOUNT_RANGE = { min: 0, max: 1_000_000_000_000 } as const;
/** A customer lifetime in months (100 years). */
export const LTV_MONTHS_RANGE = { min: 0, max: 1200 } as const;
/** A growth percentage per month (as the forecast's budget growth). */
export const GROWTH_PERCENT_RANGE = { min: -100, max: 1000 } as const;

type Range = { readonly min: number; readonly max: number };

const toNumber = (value: unknown): number =>
  typeof value === "number"
    ? value
    : typeof value === "string" && value.trim() !== ""
      ? Number(value.trim())
      : NaN;

/** A whole number within the range (a number, or its text in decimal digits: not "1e1" or "0x7e9"), else null. */
export function boundedInteger(value: unknown, range: Range): number | null {
  if (typeof value === "string" && !/^\s*[+-]?\d+\s*$/.test(value)) return null;
  const n = toNumber(value);
  return Number.isInteger(n) && n >= range.min && n <= range.max ? n : null;
}

/** A finite number within the range, else null. */
export function boundedNumber(value: unknown, range: Range): number | null {
  const n = toNumber(value);
  return Number.isFinite(n) && n >= range.min && n <= range.max ? n : null;
}

export const parseYear = (value: unknown) => boundedInteger(value, YEAR_RANGE);
export const parseMonth = (value: unknown) => boundedInteger(value, MONTH_RANGE);
export const parseWeek = (value: unknown) => boundedInteger(value, WEEK_RANGE);

export const isInRange = (value: number, range: Range) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;
