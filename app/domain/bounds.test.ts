import { describe, expect, it } from "vitest";

import {
  AMOUNT_RANGE,
  boundedInteger,
  boundedNumber,
  COUNT_RANGE,
  isInRange,
  parseMonth,
  parseWeek,
  parseYear,
} from "./bounds";

const HUGE = [
  1e23,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Infinity,
  -Infinity,
  NaN,
];

describe("calendar bounds", () => {
  it("years 1900–2200", () => {
    expect(parseYear("2026")).toBe(2026);
    expect(parseYear(" 1900 ")).toBe(1900);
    expect(parseYear(2200)).toBe(2200);
    for (const bad of [
      "1899",
      "2201",
      "2026.5",
      "",
      "  ",
      "abc",
      "1e23",
      "-1e308",
      "0x7e9",
      null,
      undefined,
      {},
      ...HUGE,
    ])
      expect(parseYear(bad), String(bad)).toBeNull();
  });

  it("months 1–12", () => {
    expect(parseMonth("1")).toBe(1);
    expect(parseMonth(12)).toBe(12);
    for (const bad of ["0", "13", "-1", "1.5", "", "1e1", ...HUGE])
      expect(parseMonth(bad), String(bad)).toBeNull();
  });

  it("weeks 1–53", () => {
    expect(parseWeek("53")).toBe(53);
    for (const bad of ["0", "54", "1e23", ...HUGE]) expect(parseWeek(bad), String(bad)).toBeNull();
  });
});

describe("counts and amounts", () => {
  it("a count is a whole number from 0 to a billion", () => {
    expect(boundedInteger("0", COUNT_RANGE)).toBe(0);
    expect(boundedInteger("1000000000", COUNT_RANGE)).toBe(1_000_000_000);
    for (const bad of ["-1", "1000000001", "2.5", ...HUGE])
      expect(boundedInteger(bad, COUNT_RANGE), String(bad)).toBeNull();
  });

  it("an amount is a finite number from 0 to a trillion", () => {
    expect(boundedNumber("12.5", AMOUNT_RANGE)).toBe(12.5);
    for (const bad of ["-0.01", "1000000000001", ...HUGE])
      expect(boundedNumber(bad, AMOUNT_RANGE), String(bad)).toBeNull();
    expect(isInRange(1e12, AMOUNT_RANGE)).toBe(true);
    expect(isInRange(1e23, AMOUNT_RANGE)).toBe(false);
    expect(isInRange(NaN, AMOUNT_RANGE)).toBe(false);
  });
});
