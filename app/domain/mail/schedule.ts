/**
 * When a scheduled update mail goes out: the founder picks a date and a whole hour in
 * Europe/Amsterdam; the mail is stored with that moment in UTC and the Cron Trigger (every 15
 * minutes) sends it on its first run at or after it. Pure: the EU summer-time rule is computed
 * here (last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC), no time-zone database.
 */
export const SCHEDULE_TIME_ZONE = "Europe/Amsterdam";

/** The furthest ahead a mail may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;

/** The UTC day of the month of March's or October's last Sunday in `year`. */
function lastSunday(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Summer time (CEST, UTC+2) is in force at `instant`. */
export function isAmsterdamSummerTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const start = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const end = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const t = instant.getTime();
  return t >= start && t < end;
}

/** Amsterdam's offset from UTC at `instant`, in hours (1 or 2). */
export const amsterdamOffsetHours = (instant: Date) => (isAmsterdamSummerTime(instant) ? 2 : 1);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC instant of `hour`:00 on `date` in Amsterdam, or null when that local time does not
 * exist (the hour the clocks skip). The hour repeated in October is taken the first time (CEST).
 */
export function amsterdamToUtc(date: string, hour: number): Date | null {
  const m = DATE.exec(date);
  if (!m || !Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const asUtc = Date.UTC(y, mo, d, hour);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo || check.getUTCDate() !== d) return null;
  // Try summer time first (the first of a repeated hour), then winter time.
  for (const offset of [2, 1]) {
    const instant = new Date(asUtc - offset * 3_600_000);
    if (amsterdamOffsetHours(instant) === offset) return instant;
  }
  return null;
}

/** The Amsterdam wall-clock date ('YYYY-MM-DD') and hour of `instant`. */
export function utcToAmsterdam(instant: Date): { date: string; hour: number; minute: number } {
  const local = new Date(instant.getTime() + amsterdamOffsetHours(instant) * 3_600_000);
  return {
    date: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** Why a moment is refused (`hourSkipped`: the hour the clocks skip); app/copy/admin/updates-texts.ts words it. */
export type ScheduleProblem = "dateInvalid" | "hourInvalid" | "hourSkipped" | "inPast" | "tooFar";
export type ScheduleCheck =
  { ok: true; at: Date } | { ok: false; problem: ScheduleProblem; field: "date" | "hour" };

/** A founder's chosen date and hour, checked against `now`: in the future and within a year. */
export function checkSchedule(date: string, hourText: string, now: Date): ScheduleCheck {
  if (!DATE.test(date)) return { ok: false, field: "date", problem: "dateInvalid" };
  if (!/^\d{1,2}$/.test(hourText.trim())) return { ok: false, field: "hour", problem: "hourInvalid" };
  const hour = Number(hourText.trim());
  if (hour > 23) return { ok: false, field: "hour", problem: "hourInvalid" };
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d)
    return { ok: false, field: "date", problem: "dateInvalid" };
  const at = amsterdamToUtc(date, hour);
  if (!at) return { ok: false, field: "hour", problem: "hourSkipped" };
  if (at.getTime() <= now.getTime()) return { ok: false, field: "hour", problem: "inPast" };
  if (at.getTime() - now.getTime() > SCHEDULE_MAX_DAYS * 86_400_000)
    return { ok: false, field: "date", problem: "tooFar" };
  return { ok: true, at };
}

/** A scheduled mail is due on the first Cron run at or after its moment. */
export const isDue = (at: string, now: Date) => new Date(at).getTime() <= now.getTime();
