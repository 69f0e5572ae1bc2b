import { describe, expect, it } from "vitest";
import { computeValuation, DEFAULT_VALUATION_PARAMETERS, sanitizeValuationParameters } from "./valuation";

const base = { mrrCurrent: 10_000, equityInvestment: 100_000 };

describe("WACC not above the terminal growth rate", () => {
  it("gives an error result, not Infinity, when WACC equals g", () => {
    // rf 2, market 8, beta 0.5 → WACC 5 %; g 5 %: the denominator WACC − g is 0.
    const outcome = computeValuation({ ...base, riskFreeRate: 2, marketReturn: 8, betaValue: 0.5 }, { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 5 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.code).toBe("wacc_not_above_terminal_growth");
    expect(outcome.message).toBe("De WACC (5%) moet hoger zijn dan de terminal growth rate (5%). Verlaag de terminal growth rate of controleer de WACC-gegevens.");
  });
  it("gives an error result, not a negative value, when WACC is below g", () => {
    const outcome = computeValuation(base, { ...DEFAULT_VALUATION_PARAMETERS, terminalGrowthRate: 12 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toContain("De WACC (9,2%)");
    expect(outcome.message).toContain("(12%)");
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
    if (!outcome.ok) throw new Error(outcome.message);
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
    const outcome = computeValuation({ mrrCurrent: 1e307, equityInvestment: 1 }, DEFAULT_VALUATION_PARAMETERS);
    expect(outcome).toEqual({ ok: false, code: "invalid_input", message: "Unable to calculate valuation - check your financial data" });
  });
});
