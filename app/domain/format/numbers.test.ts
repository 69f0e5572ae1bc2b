import { describe, expect, it } from "vitest";

import { formatCount, formatEuroCompact, formatPercent } from "./numbers";

describe("Dutch number formats", () => {
  it("writes percentages with one decimal and a decimal comma", () => {
    expect(formatPercent(48.25)).toBe("48,3%");
    expect(formatPercent(0)).toBe("0,0%");
    expect(formatPercent(-12.04)).toBe("-12,0%");
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe("0,0%");
    expect(formatPercent(1234.56)).toBe("1.234,6%");
  });
  it("writes percentages and counts exactly as Intl's nl-NL format does", () => {
    const intl = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const values = [
      -0, 0.05, -0.04, 0.15, 0.25, -0.25, 999.95, 999.96, 1e-7, -1e-7, 123_456_789.05, 1e12, 1e21,
    ];
    for (let i = -5_000; i <= 5_000; i++) values.push(i / 100, i / 1000 + 0.0005, i / 7);
    // A fixed pseudo-random walk over many magnitudes (a test needs no real randomness).
    let seed = 1;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 16807) % 2147483647;
      values.push(((seed / 2147483647 - 0.5) * 10 ** (i % 9)) / 3);
    }
    const count = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
    for (const v of values) {
      expect(formatPercent(v), String(v)).toBe(`${intl.format(v)}%`);
      expect(formatCount(v), String(v)).toBe(count.format(v));
    }
  });
  it("writes counts with a thousands dot", () => {
    expect(formatCount(1234)).toBe("1.234");
    expect(formatCount(Number.NaN)).toBe("0");
  });
  it("writes chart euros compactly, the Dutch way", () => {
    expect(formatEuroCompact(800)).toBe("€\u00a0800");
    expect(formatEuroCompact(1_400_000)).toBe("€\u00a01,4\u00a0mln.");
    expect(formatEuroCompact(45_000)).toMatch(/^€\u00a045\u00a0?K$/);
  });
});
