/** The calendar month the finance pages work in: the product's time zone is Amsterdam. */
import { parseMonth, parseYear } from "../bounds";

export interface CalendarMonth {
  month: number;
  year: number;
}

const AMSTERDAM_PARTS = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric", month: "numeric" });

const HOUR_MS = 3_600_000;
/** The last answer, by UTC hour: Amsterdam's offset is whole hours and changes on the hour. */
let lastPeriod: { hour: number; period: CalendarMonth } | null = null;

/** The calendar month and year of `asOf` in Amsterdam. */
export function getAmsterdamPeriod(asOf: Date): CalendarMonth {
  const hour = Math.floor(asOf.getTime() / HOUR_MS);
  if (lastPeriod?.hour !== hour) {
    const parts = AMSTERDAM_PARTS.formatToParts(asOf);
    const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    lastPeriod = { hour, period: { month: value("month"), year: value("year") } };
  }
  return { ...lastPeriod.period };
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
export function readPeriod(params: { get(name: string): unknown }, fallback?: CalendarMonth): CalendarMonth | null {
  const m = params.get("month");
  const y = params.get("year");
  const month = m === null && fallback ? fallback.month : parseMonth(m);
  const year = y === null && fallback ? fallback.year : parseYear(y);
  return month === null || year === null ? null : { month, year };
}
