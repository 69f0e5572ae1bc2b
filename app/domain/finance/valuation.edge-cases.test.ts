import { describe, expect, it } from "vitest";

import { generateValuationAdvice } from "./advice";
import {
  checkPlausibility,
  computeValuation,
  DEFAULT_VALUATION_PARAMETERS,
  sanitizeValuationParameters,
} from "./valuation";

const base = { mrrCurrent: 10_000, equityInvestment: 100_000 };

describe("WACC not above the terminal growth rate", () => {
  it("gives an error result, not Infinity, when WACC equals g", () => {
    // rf 2, market 8, beta 0.5 → WACC 5 %; g 5 %: the denominator WACC − g is 0.
    const outcome = computeValuation(
      { ...base, riskFreeRate: 2, marketReturn: 8, betaValue: 0.5 },
      { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 5 },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome).toMatchObject({ code: "wacc_not_above_terminal_growth", terminalGrowth: 0.05 });
    if (outcome.code === "wacc_not_above_terminal_growth") expect(outcome.wacc).toBeCloseTo(0.05, 12);
  });
  it("gives an error result, not a negative value, when WACC is below g", () => {
    const outcome = computeValuation(base, { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 12 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome).toMatchObject({ code: "wacc_not_above_terminal_growth", terminalGrowth: 0.12 });
    if (outcome.code === "wacc_not_above_terminal_growth") expect(outcome.wacc).toBeCloseTo(0.092, 12);
  });
  it("still computes just above the boundary", () => {
    const outcome = computeValuation(base, { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 9.1 });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(Number.isFinite(outcome.result.dcfValuation)).toBe(true);
  });
  it("treats a non-numeric terminal growth as 0 % (and computes)", () => {
    const outcome = computeValuation(base, { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: "abc" });
    expect(outcome.ok).toBe(true);
  });
});

describe("other edges", () => {
  it("values a company without revenue at 0", () => {
    const outcome = computeValuation({ mrrCurrent: 0, equityInvestment: 1 }, DEFAULT_VALUATION_PARAMETERS);
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.result.dcfValuation).toBe(0);
    expect(outcome.result.revenueMultipleValuation).toBe(0);
    expect(outcome.result.ebitdaMultipleValuation).toBe(0);
  });
  it("projects as many years as requested, clamped to 3–10", () => {
    const ten = computeValuation(base, { ...DEFAULT_VALUATION_PARAMETERS, projectionYears: 25 });
    const three = computeValuation(base, { ...DEFAULT_VALUATION_PARAMETERS, projectionYears: 1 });
    expect(ten.ok && ten.result.projections.length).toBe(10);
    expect(three.ok && three.result.projections.length).toBe(3);
  });
  it("clamps integer projection years outside 3–10 to the nearest bound", () => {
    expect(sanitizeValuationParameters({ projectionYears: 2 }).projectionYears).toBe(3);
    expect(sanitizeValuationParameters({ projectionYears: 11 }).projectionYears).toBe(10);
  });
  it("answers the spec's no-result message when the numbers overflow", () => {
    const outcome = computeValuation(
      { mrrCurrent: 1e307, equityInvestment: 1 },
      DEFAULT_VALUATION_PARAMETERS,
    );
    expect(outcome).toEqual({ ok: false, code: "invalid_input" });
  });
});

describe("valuations a founder can defend", () => {
  const capital = {
    equityInvestment: 500_000,
    debtAmount: 0,
    riskFreeRate: 2,
    marketReturn: 8,
    betaValue: 1.2,
  };
  const parameters = {
    terminalGrowthRate: 2.5,
    projectionYears: 5,
    revenueMultiple: 10,
    ebitdaMultiple: 18,
    targetEbitdaMargin: 25,
  };

  it("takes this year's costs into the free cash flows: a loss-making year starts with its own margin", () => {
    const withoutCosts = computeValuation(
      { ...capital, currentRevenue: 654_000, sector: "saas" },
      parameters,
    );
    const withCosts = computeValuation(
      { ...capital, currentRevenue: 654_000, currentCosts: 1_466_000, sector: "saas" },
      parameters,
    );
    if (!withoutCosts.ok || !withCosts.ok) throw new Error("no valuation");
    expect(withCosts.currentCosts).toBe(1_466_000);
    // Year 1: margin moves one fifth of the way from −124,2 % to 25 %.
    const start = (654_000 - 1_466_000) / 654_000;
    const year1 = withCosts.result.projections[0]!;
    expect(year1.freeCashFlow).toBeCloseTo(year1.revenue * (start + (0.25 - start) / 5), 6);
    // The last year reaches the target margin (the terminal value's base).
    const last = withCosts.result.projections[4]!;
    expect(last.freeCashFlow).toBeCloseTo(last.revenue * 0.25, 6);
    expect(withCosts.result.dcfValuation).toBeLessThan(withoutCosts.result.dcfValuation);
  });

  it("says when growth is held at 100 %", () => {
    const outcome = computeValuation(
      { ...capital, currentRevenue: 654_000, lastYearRevenue: 100_000 },
      parameters,
    );
    if (!outcome.ok) throw new Error("no valuation");
    expect(outcome.growthRate).toBe(1);
    expect(outcome.growthClamp).toBe("max");
  });

  it("flags a DCF far outside the sector's revenue and EBITDA multiples, and the advisor's score drops", () => {
    const outcome = computeValuation(
      {
        ...capital,
        currentRevenue: 654_000,
        currentCosts: 1_466_000,
        lastYearRevenue: 100_000,
        sector: "saas",
      },
      { ...parameters, projectionYears: 10 },
    );
    if (!outcome.ok) throw new Error("no valuation");
    const plausibility = checkPlausibility(49_600_000, 654_000, 654_000 - 1_466_000, {
      revenueMultiple: { low: 8, high: 15 },
      ebitdaMultiple: { low: 15, high: 25 },
    });
    expect(plausibility.impliedRevenueMultiple).toBeCloseTo(75.84, 1);
    expect(plausibility.impliedEbitdaMultiple).toBeNull();
    expect(plausibility.warnings).toEqual([
      { code: "revenueMultiple", implied: 49_600_000 / 654_000, low: 8, high: 15 },
      { code: "lossMaking", ebitda: 654_000 - 1_466_000 },
    ]);
    const plain = generateValuationAdvice({ parameters, sector: "saas", stage: "Seed" });
    const flagged = generateValuationAdvice({ parameters, sector: "saas", stage: "Seed", plausibility });
    expect(plain.overallScore).toBe(85);
    expect(flagged.overallScore).toBe(55);
    expect(flagged.recommendations[0]).toEqual({ code: "plausibility", warning: plausibility.warnings[0] });
    // A DCF inside the range is not flagged.
    expect(
      checkPlausibility(6_540_000, 654_000, 300_000, {
        revenueMultiple: { low: 8, high: 15 },
        ebitdaMultiple: { low: 15, high: 25 },
      }).warnings,
    ).toEqual([]);
  });
});
