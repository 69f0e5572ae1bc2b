const LONG_EN = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const NL_DATE_TIME = new Intl.DateTimeFormat("nl-NL", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Amsterdam",
});

const MONTH_NAMES = {
  nl: new Intl.DateTimeFormat("nl-NL", { month: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }),
};

/** A month's name (1 = January): 'januari' / 'January'. */
export function monthName(month: number, lang: "nl" | "en"): string {
  return MONTH_NAMES[lang].format(Date.UTC(2000, month - 1, 1));
}

/** The English month names, January first. */
export const ENGLISH_MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * 'YYYY-MM-DD' (or an ISO timestamp) as 'March 5, 2026', the timelines' long English date (in
 * UTC). Written out for four-digit years, as Intl writes them: a timeline formats a date per
 * card, and Intl's formatting costs several microseconds a call in a Worker.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return LONG_EN.format(date);
  return `${ENGLISH_MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}

/** nl-NL day-month-year hour:minute, as the interviews table shows dates. */
export function formatNlDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : NL_DATE_TIME.format(date);
}
