import { describe, expect, it } from "vitest";

import {
  generateValuationAdvice,
  getFieldStatus,
  getRevenueRecommendation,
  getScoreColor,
  type ValuationInsight,
} from "./advice";
import { DEFAULT_VALUATION_PARAMETERS, type ValuationParameters } from "./valuation";

const params = (p: Partial<ValuationParameters> = {}): ValuationParameters => ({
  ...DEFAULT_VALUATION_PARAMETERS,
  ...p,
});
const advise = (
  p: Partial<ValuationParameters>,
  extra: { sector?: string; stage?: string; mrrCurrent?: number } = {},
) => generateValuationAdvice({ parameters: params(p), sector: "Technology", stage: "Seed", ...extra });
const insightFor = (insights: ValuationInsight[], field: keyof ValuationParameters) =>
  insights.find((i) => i.field === field);

describe("score", () => {
  it("starts at 85", () => {
    expect(advise({}).overallScore).toBe(85);
  });
  it("loses 10 for terminal growth above 4", () => {
    expect(advise({ terminalGrowthRate: 4.1 }).overallScore).toBe(75);
  });
  it("loses 15 for a revenue multiple above the sector high", () => {
    expect(advise({ revenueMultiple: 13 }).overallScore).toBe(70);
  });
  it("loses 20 for stage 'MVP' or 'startup'", () => {
    expect(advise({}, { stage: "MVP" }).overallScore).toBe(65);
    expect(advise({}, { stage: "startup" }).overallScore).toBe(65);
  });
  it("does not go below 40 after the early-stage deduction", () => {
    expect(advise({ terminalGrowthRate: 6, revenueMultiple: 20 }, { stage: "MVP" }).overallScore).toBe(40);
  });
  it("stays within 0–100", () => {
    const score = advise({ terminalGrowthRate: 6, revenueMultiple: 20 }).overallScore;
    expect(score).toBe(60);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
  });
});

describe("terminal growth insights", () => {
  it("warns above 4 %", () => {
    expect(insightFor(advise({ terminalGrowthRate: 5 }).insights, "terminalGrowthRate")).toEqual({
      field: "terminalGrowthRate",
      code: "terminalGrowthHigh",
      type: "warning",
      value: "5",
      benchmark: "2-3%",
    });
  });
  it("praises 2 to 3 inclusive", () => {
    for (const tg of [2, 2.5, 3]) {
      const i = insightFor(advise({ terminalGrowthRate: tg }).insights, "terminalGrowthRate");
      expect(i?.type).toBe("info");
      expect(i?.code).toBe("terminalGrowthGood");
    }
  });
  it("says nothing at exactly 4, between 3 and 4, or below 2", () => {
    for (const tg of [4, 3.5, 1.9])
      expect(insightFor(advise({ terminalGrowthRate: tg }).insights, "terminalGrowthRate")).toBeUndefined();
  });
});

describe("revenue multiple insights (sector range)", () => {
  it("warns above the sector high", () => {
    const i = insightFor(advise({ revenueMultiple: 12.5 }).insights, "revenueMultiple");
    expect(i).toMatchObject({
      type: "warning",
      code: "revenueMultipleHigh",
      value: "12,5",
      benchmark: "5-12x",
    });
  });
  it("informs within the range, bounds included", () => {
    for (const rm of [5, 12])
      expect(insightFor(advise({ revenueMultiple: rm }).insights, "revenueMultiple")?.type).toBe("info");
    expect(insightFor(advise({ revenueMultiple: 12 }).insights, "revenueMultiple")).toMatchObject({
      code: "revenueMultipleInRange",
      value: "12",
      benchmark: "5-12x",
    });
  });
  it("says nothing below the sector low", () => {
    expect(insightFor(advise({ revenueMultiple: 4 }).insights, "revenueMultiple")).toBeUndefined();
  });
  it("uses the sector's own range (SaaS 8-15)", () => {
    expect(advise({ revenueMultiple: 14 }, { sector: "SaaS/Software" }).overallScore).toBe(85);
    expect(advise({ revenueMultiple: 16 }, { sector: "SaaS/Software" }).overallScore).toBe(70);
  });
});

describe("EBITDA margin below the sector low", () => {
  it("gives a suggestion and a recommendation", () => {
    const a = advise({ targetEbitdaMargin: 10 });
    const i = insightFor(a.insights, "targetEbitdaMargin");
    expect(i).toMatchObject({
      type: "suggestion",
      code: "ebitdaMarginLow",
      value: "10",
      benchmark: "15-30%",
    });
    expect(a.recommendations).toContainEqual({ code: "ebitdaMargin", benchmark: "15-30%" });
  });
  it("does not change the score", () => {
    expect(advise({ targetEbitdaMargin: 10 }).overallScore).toBe(85);
  });
  it("says nothing at the sector low", () => {
    expect(insightFor(advise({ targetEbitdaMargin: 15 }).insights, "targetEbitdaMargin")).toBeUndefined();
  });
});

describe("revenue band recommendations (MRR × 12)", () => {
  it("under 100000: product-market fit and customer acquisition", () => {
    expect(getRevenueRecommendation(5_000)).toBe("smallRevenue");
    expect(getRevenueRecommendation(8_333)).toBe("smallRevenue"); // 99 996
  });
  it("under 1000000: revenue growth and unit economics", () => {
    expect(getRevenueRecommendation(100_000 / 12)).toBe("mediumRevenue"); // exactly 100 000
    expect(getRevenueRecommendation(83_333)).toBe("mediumRevenue"); // 999 996
  });
  it("otherwise: efficiency and scalability", () => {
    expect(getRevenueRecommendation(1_000_000 / 12)).toBe("largeRevenue");
  });
  it("none without positive revenue", () => {
    expect(getRevenueRecommendation(0)).toBeNull();
    expect(getRevenueRecommendation(null)).toBeNull();
    expect(getRevenueRecommendation(-10)).toBeNull();
  });
  it("lands in the advice's recommendations", () => {
    expect(advise({}, { mrrCurrent: 5_000 }).recommendations).toEqual([{ code: "smallRevenue" }]);
  });
});

describe("early stage", () => {
  it("recommends caution for MVP and startup, in any case", () => {
    expect(advise({}, { stage: "mvp" }).recommendations).toContainEqual({ code: "earlyStage" });
    expect(advise({}, { stage: "Startup" }).recommendations).toContainEqual({ code: "earlyStage" });
  });
  it("does not apply to other stages", () => {
    for (const stage of ["Idea", "Seed", "Series A", "Growth"])
      expect(advise({}, { stage }).recommendations).not.toContainEqual({ code: "earlyStage" });
  });
});

describe("benchmarkComparison", () => {
  it("lists the sector row, the stage and the ranges", () => {
    expect(advise({}, { sector: "FinTech", stage: "Series A" }).benchmarkComparison).toEqual({
      sector: "fintech",
      stage: "series a",
      revenueMultipleRange: { low: 6, high: 14 },
      ebitdaMultipleRange: { low: 12, high: 22 },
      terminalGrowthSuggestion: { low: 2, high: 3 },
    });
  });
  it("falls back to technology and growth", () => {
    const c = generateValuationAdvice({ parameters: params() }).benchmarkComparison;
    expect(c.sector).toBe("technology");
    expect(c.stage).toBe("growth");
  });
});

describe("getFieldStatus", () => {
  const insights: ValuationInsight[] = [
    { field: "terminalGrowthRate", type: "warning", code: "terminalGrowthHigh", value: "5" },
    { field: "revenueMultiple", type: "info", code: "revenueMultipleInRange", value: "6" },
    { field: "targetEbitdaMargin", type: "suggestion", code: "ebitdaMarginLow", value: "10" },
  ];
  it("maps warning → warning, info → good, other → error, none → null", () => {
    expect(getFieldStatus(insights, "terminalGrowthRate")).toBe("warning");
    expect(getFieldStatus(insights, "revenueMultiple")).toBe("good");
    expect(getFieldStatus(insights, "targetEbitdaMargin")).toBe("error");
    expect(getFieldStatus(insights, "ebitdaMultiple")).toBeNull();
  });
});

describe("getScoreColor", () => {
  it("is green from 80, orange from 60, red below", () => {
    expect(getScoreColor(100)).toBe("green");
    expect(getScoreColor(80)).toBe("green");
    expect(getScoreColor(79)).toBe("orange");
    expect(getScoreColor(60)).toBe("orange");
    expect(getScoreColor(59)).toBe("red");
    expect(getScoreColor(0)).toBe("red");
  });
});
