import { describe, expect, it } from "vitest";

import { currentYearOf, getAmsterdamPeriod, readPeriod } from "./period";

describe("getAmsterdamPeriod", () => {
  it("is the month in Amsterdam, not in UTC, around a month's and a year's turn", () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam (UTC+1 in winter).
    expect(getAmsterdamPeriod(new Date("2026-12-31T23:30:00Z"))).toEqual({ month: 1, year: 2027 });
    expect(currentYearOf(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    // 22:30 UTC on 31 July is 00:30 on 1 August in summer time (UTC+2).
    expect(getAmsterdamPeriod(new Date("2026-07-31T22:30:00Z"))).toEqual({ month: 8, year: 2026 });
    expect(getAmsterdamPeriod(new Date("2026-07-31T21:30:00Z"))).toEqual({ month: 7, year: 2026 });
  });

  it("turns the month on the hour it turns in Amsterdam, also when asked within that hour before", () => {
    // The month turns at 23:00 UTC in winter, 22:00 in summer.
    expect(getAmsterdamPeriod(new Date("2026-01-31T22:00:00Z"))).toEqual({ month: 1, year: 2026 });
    expect(getAmsterdamPeriod(new Date("2026-01-31T22:59:59.999Z"))).toEqual({ month: 1, year: 2026 });
    expect(getAmsterdamPeriod(new Date("2026-01-31T23:00:00Z"))).toEqual({ month: 2, year: 2026 });
    expect(getAmsterdamPeriod(new Date("2026-03-31T21:59:59.999Z"))).toEqual({ month: 3, year: 2026 });
    expect(getAmsterdamPeriod(new Date("2026-03-31T22:00:00Z"))).toEqual({ month: 4, year: 2026 });
    // A caller changing its copy changes no later answer.
    const period = getAmsterdamPeriod(new Date("2026-03-31T22:10:00Z"));
    period.month = 9;
    expect(getAmsterdamPeriod(new Date("2026-03-31T22:20:00Z"))).toEqual({ month: 4, year: 2026 });
  });
});

describe("readPeriod", () => {
  const now = { month: 3, year: 2026 };

  it("falls back to the current month for an absent month or year", () => {
    expect(readPeriod(new URLSearchParams(""), now)).toEqual(now);
    expect(readPeriod(new URLSearchParams("month=11"), now)).toEqual({ month: 11, year: 2026 });
    expect(readPeriod(new URLSearchParams("year=2030"), now)).toEqual({ month: 3, year: 2030 });
  });

  it("refuses a forged month or year instead of guessing", () => {
    expect(readPeriod(new URLSearchParams("month=13&year=2026"), now)).toBeNull();
    expect(readPeriod(new URLSearchParams("month=0"), now)).toBeNull();
    expect(readPeriod(new URLSearchParams("month=abc"), now)).toBeNull();
    expect(readPeriod(new URLSearchParams("year=99999"), now)).toBeNull();
  });

  it("without a fallback, needs both", () => {
    expect(readPeriod(new URLSearchParams("month=4&year=2026"))).toEqual({ month: 4, year: 2026 });
    expect(readPeriod(new URLSearchParams("month=4"))).toBeNull();
    expect(readPeriod(new URLSearchParams("year=2026"))).toBeNull();
  });

  it("reads a posted form as well", () => {
    const form = new FormData();
    form.set("month", "12");
    form.set("year", "2027");
    expect(readPeriod(form, now)).toEqual({ month: 12, year: 2027 });
  });
});
