import { describe, expect, it } from "vitest";

import { formatCount, formatEuroCompact, formatPercent } from "./numbers";

describe("Dutch number formats", () => {
  it("writes percentages with one decimal and a decimal comma", () => {
    expect(formatPercent(48.25)).toBe("48,3%");
    expect(formatPercent(0)).toBe("0,0%");
    expect(formatPercent(-12.04)).toBe("-12,0%");
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe("0,0%");
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
