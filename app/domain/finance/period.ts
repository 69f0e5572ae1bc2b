/** The calendar month the finance pages work in: the product's time zone is Amsterdam. */
import { parseMonth, parseYear } from "../bounds";

export interface CalendarMonth {
  month: number;
  year: number;
}

const AMSTERDAM_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "numeric",
});

/** The calendar month and year of `asOf` in Amsterdam. */
export function getAmsterdamPeriod(asOf: Date): CalendarMonth {
  const parts = AMSTERDAM_PARTS.formatToParts(asOf);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: value("month"), year: value("year") };
}

/** The current calendar year in Amsterdam. */
export function currentYearOf(asOf: Date): number {
  return getAmsterdamPeriod(asOf).year;
}

/**
 * `month` / `year` of a query or a post; an absent one is the fallback's (the current month) or,
 * without a fallback, makes the answer null, as does a present one outside the calendar bounds
 * (a forged URL).
 */
export function readPeriod(
  params: { get(name: string): unknown },
  fallback?: CalendarMonth,
): CalendarMonth | null {
  const m = params.get("month");
  const y = params.get("year");
  const month = m === null && fallback ? fallback.month : parseMonth(m);
  const year = y === null && fallback ? fallback.year : parseYear(y);
  return month === null || year === null ? null : { month, year };
}
