import { describe, expect, it } from "vitest";

import { amsterdamToUtc, checkSchedule, isAmsterdamSummerTime, isDue, utcToAmsterdam } from "./schedule";

/** What the platform's time-zone database says the Amsterdam wall clock reads at `instant`. */
const AMSTERDAM = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});
function intlAmsterdam(instant: Date) {
  const parts = AMSTERDAM.formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { date: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) };
}

describe("Amsterdam schedule times", () => {
  it("winter time is UTC+1, summer time UTC+2", () => {
    expect(amsterdamToUtc("2026-01-15", 9)!.toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(amsterdamToUtc("2026-07-15", 9)!.toISOString()).toBe("2026-07-15T07:00:00.000Z");
  });

  it("the clocks go forward on the last Sunday of March: 02:00 does not exist, 03:00 is summer time", () => {
    expect(amsterdamToUtc("2026-03-29", 1)!.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(amsterdamToUtc("2026-03-29", 2)).toBeNull();
    expect(amsterdamToUtc("2026-03-29", 3)!.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("the clocks go back on the last Sunday of October: the repeated 02:00 is taken the first time", () => {
    expect(amsterdamToUtc("2026-10-25", 2)!.toISOString()).toBe("2026-10-25T00:00:00.000Z");
    expect(amsterdamToUtc("2026-10-25", 3)!.toISOString()).toBe("2026-10-25T02:00:00.000Z");
    expect(isAmsterdamSummerTime(new Date("2026-10-25T00:59:59Z"))).toBe(true);
    expect(isAmsterdamSummerTime(new Date("2026-10-25T01:00:00Z"))).toBe(false);
  });

  it("agrees with the platform's time-zone database every hour of two years", () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const instant = new Date(t);
      const { date, hour } = utcToAmsterdam(instant);
      const intl = intlAmsterdam(instant);
      if (intl.date !== date || intl.hour !== hour)
        mismatches.push(`${instant.toISOString()} → ${date} ${hour}`);
      // The repeated October hour maps back to its first occurrence: the same wall clock.
      const back = intlAmsterdam(amsterdamToUtc(date, hour)!);
      if (back.date !== date || back.hour !== hour) mismatches.push(`back ${date} ${hour}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("reads a moment back as Amsterdam's date, hour and minute", () => {
    expect(utcToAmsterdam(new Date("2026-11-27T13:00:00Z"))).toEqual({
      date: "2026-11-27",
      hour: 14,
      minute: 0,
    });
    expect(utcToAmsterdam(new Date("2026-06-01T07:30:00Z"))).toEqual({
      date: "2026-06-01",
      hour: 9,
      minute: 30,
    });
  });
});

describe("checkSchedule", () => {
  const now = new Date("2026-11-27T11:05:00Z"); // 12:05 in Amsterdam

  it("accepts a future hour and gives its UTC moment", () => {
    const check = checkSchedule("2026-11-27", "13", now);
    expect(check).toEqual({ ok: true, at: new Date("2026-11-27T12:00:00Z") });
  });

  it("refuses the current or a past hour, a bad date or hour, the skipped hour and a year ahead", () => {
    expect(checkSchedule("2026-11-27", "12", now)).toMatchObject({
      ok: false,
      problem: "inPast",
    });
    expect(checkSchedule("2026-02-30", "10", now)).toMatchObject({ ok: false, field: "date" });
    expect(checkSchedule("27-11-2026", "10", now)).toMatchObject({ ok: false, field: "date" });
    expect(checkSchedule("2026-12-01", "24", now)).toMatchObject({ ok: false, field: "hour" });
    expect(checkSchedule("2026-12-01", "9.5", now)).toMatchObject({ ok: false, field: "hour" });
    expect(checkSchedule("2027-03-28", "2", now)).toMatchObject({
      ok: false,
      problem: "hourSkipped",
    });
    expect(checkSchedule("2027-12-31", "10", now)).toMatchObject({
      ok: false,
      problem: "tooFar",
    });
  });

  it("a scheduled moment is due from its own minute on", () => {
    expect(isDue("2026-11-27T12:00:00.000Z", new Date("2026-11-27T11:59:59Z"))).toBe(false);
    expect(isDue("2026-11-27T12:00:00.000Z", new Date("2026-11-27T12:00:00Z"))).toBe(true);
  });
});
