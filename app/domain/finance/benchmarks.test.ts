import { describe, expect, it } from "vitest";

import {
  getSectorBenchmark,
  getSmartDefaults,
  matchBenchmarkSector,
  normalizeStage,
  SECTOR_BENCHMARKS,
} from "./benchmarks";
import { SECTOR_OPTIONS } from "./options";

describe("SECTOR_BENCHMARKS", () => {
  it("holds the seven rows, low-high (typical)", () => {
    const row = (s: keyof typeof SECTOR_BENCHMARKS) => {
      const b = SECTOR_BENCHMARKS[s];
      return [b.revenueMultiple, b.ebitdaMultiple, b.ebitdaMargin]
        .map((r) => `${r.low}-${r.high} (${r.typical})`)
        .join(" | ");
    };
    expect(row("saas")).toBe("8-15 (10) | 15-25 (18) | 20-35 (25)");
    expect(row("technology")).toBe("5-12 (7) | 12-20 (15) | 15-30 (20)");
    expect(row("ecommerce")).toBe("1-4 (2.5) | 8-15 (10) | 5-15 (8)");
    expect(row("fintech")).toBe("6-14 (9) | 12-22 (16) | 25-45 (32)");
    expect(row("healthcare")).toBe("3-8 (5) | 10-18 (13) | 12-25 (18)");
    expect(row("education")).toBe("2-6 (3.5) | 8-14 (10) | 15-28 (20)");
    expect(row("default")).toBe("3-8 (5) | 10-16 (12) | 15-25 (20)");
  });
});

describe("matchBenchmarkSector", () => {
  it("matches a table key in lower case", () => {
    expect(matchBenchmarkSector("SaaS")).toBe("saas");
    expect(matchBenchmarkSector("Technology")).toBe("technology");
    expect(matchBenchmarkSector("FINTECH")).toBe("fintech");
  });
  it("maps the form's sector options to rows", () => {
    expect(matchBenchmarkSector("SaaS/Software")).toBe("saas");
    expect(matchBenchmarkSector("E-commerce")).toBe("ecommerce");
    expect(matchBenchmarkSector("FinTech")).toBe("fintech");
    expect(matchBenchmarkSector("HealthTech")).toBe("healthcare");
    expect(matchBenchmarkSector("EdTech")).toBe("education");
    expect(matchBenchmarkSector("AI/ML")).toBe("technology");
    expect(matchBenchmarkSector("IoT")).toBe("technology");
  });
  it("uses the default row for the other options and unknown texts", () => {
    for (const s of [
      "GreenTech",
      "Gaming",
      "Media/Content",
      "Logistics",
      "Food & Beverage",
      "Fashion",
      "Real Estate",
      "Travel",
      "Other",
      "Space mining",
    ]) {
      expect(matchBenchmarkSector(s)).toBe("default");
    }
  });
  it("gives every form option a row", () => {
    for (const s of SECTOR_OPTIONS) expect(Object.keys(SECTOR_BENCHMARKS)).toContain(matchBenchmarkSector(s));
  });
  it("uses the default sector 'technology' when none is stored", () => {
    expect(matchBenchmarkSector("")).toBe("technology");
    expect(matchBenchmarkSector(null)).toBe("technology");
    expect(getSectorBenchmark(undefined)).toBe(SECTOR_BENCHMARKS.technology);
  });
});

describe("normalizeStage", () => {
  it("lower-cases and defaults to 'growth'", () => {
    expect(normalizeStage("MVP")).toBe("mvp");
    expect(normalizeStage("")).toBe("growth");
    expect(normalizeStage(null)).toBe("growth");
  });
});

describe("getSmartDefaults", () => {
  it("takes terminal growth 2.5 and the sector's typical multiples and margin", () => {
    expect(getSmartDefaults({ sector: "SaaS/Software", stage: "Seed" })).toEqual({
      terminalGrowthRate: 2.5,
      projectionYears: 5,
      revenueMultiple: 10,
      ebitdaMultiple: 18,
      targetEbitdaMargin: 25,
    });
  });
  it("projects 7 years for stage 'startup' (any case)", () => {
    expect(getSmartDefaults({ sector: "FinTech", stage: "startup" }).projectionYears).toBe(7);
    expect(getSmartDefaults({ sector: "FinTech", stage: "Startup" }).projectionYears).toBe(7);
  });
  it("uses technology and growth when nothing is stored", () => {
    expect(getSmartDefaults({})).toEqual({
      terminalGrowthRate: 2.5,
      projectionYears: 5,
      revenueMultiple: 7,
      ebitdaMultiple: 15,
      targetEbitdaMargin: 20,
    });
  });
  it("uses the default row for an unmatched sector", () => {
    expect(getSmartDefaults({ sector: "Travel" })).toMatchObject({
      revenueMultiple: 5,
      ebitdaMultiple: 12,
      targetEbitdaMargin: 20,
    });
  });
});

describe("a stored sector named after an inherited member", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "%s falls back to the default benchmark",
    (sector) => {
      expect(matchBenchmarkSector(sector)).toBe("default");
      expect(getSmartDefaults({ sector, stage: "Seed" }).revenueMultiple).toBe(
        getSmartDefaults({ sector: "unknown sector", stage: "Seed" }).revenueMultiple,
      );
    },
  );
});
