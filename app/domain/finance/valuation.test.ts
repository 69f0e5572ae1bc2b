import { describe, expect, it } from "vitest";

import {
  computeCurrentRevenue,
  computeEbitdaMultipleValuation,
  computeGrowthRate,
  computeProjections,
  computeRevenueMultipleValuation,
  computeTerminalValue,
  computeValuation,
  computeWacc,
  DEFAULT_VALUATION_PARAMETERS,
  discount,
  isValuationAvailable,
  resolveValuationParameters,
  sanitizeValuationParameters,
} from "./valuation";

describe("default parameters", () => {
  it("are terminal growth 2.5, 5 years, revenue multiple 5, EBITDA multiple 12, margin 20", () => {
    expect(DEFAULT_VALUATION_PARAMETERS).toEqual({
      terminalGrowthRate: 2.5,
      projectionYears: 5,
      revenueMultiple: 5,
      ebitdaMultiple: 12,
      targetEbitdaMargin: 20,
    });
  });
  it("fill in every missing saved parameter", () => {
    expect(resolveValuationParameters(null)).toEqual(DEFAULT_VALUATION_PARAMETERS);
    expect(resolveValuationParameters({ revenueMultiple: 9, projectionYears: null })).toEqual({
      ...DEFAULT_VALUATION_PARAMETERS,
      revenueMultiple: 9,
    });
  });
});

describe("sanitizeValuationParameters", () => {
  it("turns a non-numeric value into 0", () => {
    const p = sanitizeValuationParameters({
      terminalGrowthRate: "abc",
      projectionYears: 5,
      revenueMultiple: "",
      ebitdaMultiple: "x",
      targetEbitdaMargin: "20.5",
    });
    expect(p).toEqual({
      terminalGrowthRate: 0,
      projectionYears: 5,
      revenueMultiple: 0,
      ebitdaMultiple: 0,
      targetEbitdaMargin: 20.5,
    });
  });
  it("keeps integer projection years from 3 to 10", () => {
    expect(sanitizeValuationParameters({ projectionYears: 3 }).projectionYears).toBe(3);
    expect(sanitizeValuationParameters({ projectionYears: "10" }).projectionYears).toBe(10);
  });
  it("falls back to 5 for non-integer projection years", () => {
    expect(sanitizeValuationParameters({ projectionYears: 7.5 }).projectionYears).toBe(5);
    expect(sanitizeValuationParameters({ projectionYears: "abc" }).projectionYears).toBe(5);
    expect(sanitizeValuationParameters({}).projectionYears).toBe(5);
  });
});

describe("isValuationAvailable", () => {
  it("needs equity or debt above 0", () => {
    expect(isValuationAvailable({ equityInvestment: 0, debtAmount: 0 })).toBe(false);
    expect(isValuationAvailable({ equityInvestment: null, debtAmount: undefined })).toBe(false);
    expect(isValuationAvailable({ equityInvestment: 1, debtAmount: 0 })).toBe(true);
    expect(isValuationAvailable({ equityInvestment: 0, debtAmount: 50_000 })).toBe(true);
  });
});

describe("computeCurrentRevenue", () => {
  it("is MRR × 12 plus the auto-generated yearly revenue", () => {
    expect(computeCurrentRevenue(10_000, 30_000)).toBe(150_000);
    expect(computeCurrentRevenue(10_000, null)).toBe(120_000);
  });
});

describe("computeGrowthRate", () => {
  it("is 20 % by default (no last-year revenue)", () => {
    expect(computeGrowthRate(150_000, 0)).toBe(0.2);
    expect(computeGrowthRate(150_000, null)).toBe(0.2);
  });
  it("is 20 % when current revenue does not exceed last year's", () => {
    expect(computeGrowthRate(100_000, 100_000)).toBe(0.2);
    expect(computeGrowthRate(80_000, 100_000)).toBe(0.2);
  });
  it("is the relative increase over last year", () => {
    expect(computeGrowthRate(150_000, 100_000)).toBeCloseTo(0.5, 12);
  });
  it("is clamped to at least 5 %", () => {
    expect(computeGrowthRate(102_000, 100_000)).toBe(0.05);
  });
  it("is clamped to at most 100 %", () => {
    expect(computeGrowthRate(350_000, 100_000)).toBe(1);
  });
});

describe("computeProjections", () => {
  it("grows revenue as current × (1 + rate)^n and takes FCF = revenue × margin", () => {
    const p = computeProjections(100_000, 0.2, 3, 20);
    expect(p.map((x) => x.year)).toEqual([1, 2, 3]);
    expect(p[0].revenue).toBeCloseTo(120_000, 6);
    expect(p[1].revenue).toBeCloseTo(144_000, 6);
    expect(p[2].revenue).toBeCloseTo(172_800, 6);
    expect(p[2].freeCashFlow).toBeCloseTo(34_560, 6);
  });
});

describe("computeWacc", () => {
  it("is rf + beta × (market − rf) with the defaults 2 %, 8 %, 1.2", () => {
    expect(computeWacc({})).toBeCloseTo(0.092, 12);
  });
  it("uses the entered values, percentages divided by 100", () => {
    expect(computeWacc({ riskFreeRate: 4, marketReturn: 9, betaValue: 1.2 })).toBeCloseTo(0.1, 12);
  });
  it("keeps an entered 0", () => {
    expect(computeWacc({ riskFreeRate: 0, marketReturn: 10, betaValue: 1 })).toBeCloseTo(0.1, 12);
  });
});

describe("terminal value, discounting and multiples", () => {
  it("terminal value = last FCF × (1 + g) / (WACC − g)", () => {
    expect(computeTerminalValue(34_560, 0.1, 0.02)).toBeCloseTo(440_640, 6);
  });
  it("discounts over n years at the WACC", () => {
    expect(discount(440_640, 0.1, 3)).toBeCloseTo(440_640 / 1.331, 6);
  });
  it("revenue multiple valuation = revenue × multiple", () => {
    expect(computeRevenueMultipleValuation(150_000, 5)).toBe(750_000);
  });
  it("EBITDA multiple valuation = revenue × margin × multiple", () => {
    expect(computeEbitdaMultipleValuation(150_000, 20, 12)).toBeCloseTo(360_000, 6);
  });
});

describe("computeValuation", () => {
  it("adds the discounted cash flows and the discounted terminal value (3 years, 10 % WACC, 2 % growth)", () => {
    const outcome = computeValuation(
      {
        mrrCurrent: 5_000,
        autoGeneratedYearlyRevenue: 40_000,
        lastYearRevenue: 0,
        riskFreeRate: 4,
        marketReturn: 9,
        betaValue: 1.2,
        equityInvestment: 10_000,
      },
      {
        terminalGrowthRate: 2,
        projectionYears: 3,
        revenueMultiple: 5,
        ebitdaMultiple: 12,
        targetEbitdaMargin: 20,
      },
    );
    if (!outcome.ok) throw new Error(outcome.code);
    const pvFcf = 24_000 / 1.1 + 28_800 / 1.21 + 34_560 / 1.331;
    const pvTv = (34_560 * 1.02) / 0.08 / 1.331;
    expect(outcome.currentRevenue).toBe(100_000);
    expect(outcome.growthRate).toBe(0.2);
    expect(outcome.result.wacc).toBeCloseTo(0.1, 12);
    expect(outcome.result.terminalValue).toBeCloseTo(pvTv, 6);
    expect(outcome.result.dcfValuation).toBeCloseTo(pvFcf + pvTv, 6);
    expect(outcome.result.dcfValuation).toBeCloseTo(402_644.63, 1);
    expect(outcome.result.revenueMultipleValuation).toBe(500_000);
    expect(outcome.result.ebitdaMultipleValuation).toBeCloseTo(240_000, 6);
    expect(outcome.result.projections).toHaveLength(3);
  });

  it("uses the defaults and the growth from last year's revenue (5 years, 9.2 % WACC)", () => {
    const outcome = computeValuation(
      { mrrCurrent: 10_000, autoGeneratedYearlyRevenue: 30_000, lastYearRevenue: 100_000, debtAmount: 1 },
      DEFAULT_VALUATION_PARAMETERS,
    );
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.growthRate).toBeCloseTo(0.5, 12);
    expect(outcome.result.projections[4].revenue).toBeCloseTo(1_139_062.5, 6);
    expect(outcome.result.projections[4].freeCashFlow).toBeCloseTo(227_812.5, 6);
    expect(outcome.result.terminalValue).toBeCloseTo(2_244_468.02, 1);
    expect(outcome.result.dcfValuation).toBeCloseTo(2_673_554.66, 1);
    expect(outcome.result.revenueMultipleValuation).toBe(750_000);
    expect(outcome.result.ebitdaMultipleValuation).toBeCloseTo(360_000, 6);
  });

  it("answers missing capital when neither equity nor debt is above 0", () => {
    expect(computeValuation({ mrrCurrent: 10_000 }, DEFAULT_VALUATION_PARAMETERS)).toEqual({
      ok: false,
      code: "missing_capital",
    });
  });
});
