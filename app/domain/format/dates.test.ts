import { describe, expect, it } from "vitest";

import { formatLongDate, formatNlDateTime } from "./dates";

describe("formatLongDate", () => {
  it("writes month name, day and year in English", () => {
    expect(formatLongDate("2026-03-05")).toBe("March 5, 2026");
  });
  it("does not shift a date across midnight", () => {
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
  });
  it("returns unparseable input unchanged", () => {
    expect(formatLongDate("not a date")).toBe("not a date");
  });
  it("writes every day as Intl's long en-US date in UTC does", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let i = 0; i < 4_000; i++) {
      const date = new Date(Date.UTC(1995, 0, 1 + i * 3, (i * 7) % 24, i % 60));
      expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
      expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
    }
    for (const year of [999, 1000, 9999]) {
      const date = new Date(Date.UTC(year, 5, 15));
      expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
    }
  });
  it("answers a date asked again as the first time, for each of many dates", () => {
    const days = Array.from({ length: 2_500 }, (_, i) =>
      new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const first = days.map(formatLongDate);
    expect(days.map(formatLongDate)).toEqual(first);
    expect(first[0]).toBe("January 1, 2020");
    expect(formatLongDate("2026-03-05")).toBe("March 5, 2026");
  });
});

describe("formatNlDateTime", () => {
  it("writes day-month-year hour:minute in Amsterdam time", () => {
    expect(formatNlDateTime("2026-11-23T09:05:00Z")).toBe("23-11-2026, 10:05");
  });
});
