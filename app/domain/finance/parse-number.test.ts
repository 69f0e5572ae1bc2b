import { describe, expect, it } from "vitest";

import { clamp, numberOr, parseNumberOrZero, parseOptionalNumber } from "./parse-number";

describe("parseNumberOrZero (spec: a non-numeric value becomes 0)", () => {
  it("keeps numbers", () => {
    expect(parseNumberOrZero(12.5)).toBe(12.5);
    expect(parseNumberOrZero(-3)).toBe(-3);
  });
  it("reads numeric strings", () => {
    expect(parseNumberOrZero("12.5")).toBe(12.5);
    expect(parseNumberOrZero(" 7 ")).toBe(7);
  });
  it("turns non-numeric input into 0", () => {
    expect(parseNumberOrZero("abc")).toBe(0);
    expect(parseNumberOrZero("12abc")).toBe(0);
    expect(parseNumberOrZero("")).toBe(0);
    expect(parseNumberOrZero(null)).toBe(0);
    expect(parseNumberOrZero(undefined)).toBe(0);
    expect(parseNumberOrZero(Number.NaN)).toBe(0);
    expect(parseNumberOrZero(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseNumberOrZero({})).toBe(0);
  });
});

describe("parseOptionalNumber", () => {
  it("gives undefined for empty input", () => {
    expect(parseOptionalNumber("  ")).toBeUndefined();
    expect(parseOptionalNumber(null)).toBeUndefined();
  });
  it("keeps 0", () => {
    expect(parseOptionalNumber("0")).toBe(0);
  });
});

describe("numberOr", () => {
  it("falls back only for missing or non-numeric values", () => {
    expect(numberOr(null, 2)).toBe(2);
    expect(numberOr("x", 2)).toBe(2);
    expect(numberOr(0, 2)).toBe(0);
  });
});

describe("clamp", () => {
  it("limits to the range", () => {
    expect(clamp(0.01, 0.05, 1)).toBe(0.05);
    expect(clamp(2, 0.05, 1)).toBe(1);
    expect(clamp(0.5, 0.05, 1)).toBe(0.5);
  });
});
