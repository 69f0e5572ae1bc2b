import { describe, expect, it } from "vitest";

import {
  type CostSourceInput,
  decideCostSource,
  hasManualCurrentYearCosts,
  MONTHLY_COSTS_CHECK_TIMEOUT_MS,
  planCostSourceUpdate,
} from "./cost-source";

const none: CostSourceInput = {
  hasMonthlyCostsForCurrentYear: true,
  currentSource: "manual",
  fixedCostsCurrentYear: null,
  variableCostsCurrentYear: null,
};
const asOf = new Date("2026-04-01T10:00:00Z");

describe("decideCostSource", () => {
  it("is monthly_costs with monthly costs this year and no manual current-year costs", () => {
    expect(decideCostSource(none)).toBe("monthly_costs");
    expect(decideCostSource({ ...none, fixedCostsCurrentYear: 0, variableCostsCurrentYear: 0 })).toBe(
      "monthly_costs",
    );
  });
  it("stays manual when fixed or variable current-year costs are entered", () => {
    expect(decideCostSource({ ...none, fixedCostsCurrentYear: 50_000 })).toBe("manual");
    expect(decideCostSource({ ...none, variableCostsCurrentYear: 1 })).toBe("manual");
  });
  it("stays manual without monthly costs this year (also after a failed or timed-out check)", () => {
    expect(decideCostSource({ ...none, hasMonthlyCostsForCurrentYear: false })).toBe("manual");
    expect(MONTHLY_COSTS_CHECK_TIMEOUT_MS).toBe(10_000);
  });
  it("keeps monthly_costs when the current-year fields hold the copied totals", () => {
    const copied = {
      ...none,
      currentSource: "monthly_costs" as const,
      fixedCostsCurrentYear: 120_000,
      variableCostsCurrentYear: 30_000,
    };
    expect(hasManualCurrentYearCosts(copied)).toBe(false);
    expect(decideCostSource(copied)).toBe("monthly_costs");
  });
});

describe("planCostSourceUpdate", () => {
  it("copies the yearly totals into the current-year fields", () => {
    expect(planCostSourceUpdate(none, { fixedCosts: 120_000, variableCosts: 30_000 }, 2026, asOf)).toEqual({
      costCalculationSource: "monthly_costs",
      fixedCostsCurrentYear: 120_000,
      variableCostsCurrentYear: 30_000,
      monthlyCostsYear: 2026,
      monthlyCostsLastSync: "2026-04-01T10:00:00.000Z",
    });
  });
  it("writes only the source when manual", () => {
    expect(
      planCostSourceUpdate(
        { ...none, fixedCostsCurrentYear: 5 },
        { fixedCosts: 1, variableCosts: 1 },
        2026,
        asOf,
      ),
    ).toEqual({ costCalculationSource: "manual" });
  });
  it("falls back to manual without yearly totals", () => {
    expect(planCostSourceUpdate(none, null, 2026, asOf)).toEqual({ costCalculationSource: "manual" });
  });
});

import { manualOverviewCosts, resolveCurrentYearCosts } from "./cost-source";

describe("resolveCurrentYearCosts (one source for this year's costs)", () => {
  const monthlyPlan = {
    costCalculationSource: "monthly_costs",
    fixedCostsCurrentYear: 240_000.5,
    variableCostsCurrentYear: 72_000,
    monthlyCostsYear: 2026,
    monthlyCostsLastSync: asOf.toISOString(),
  } as const;
  it("takes the live monthly-cost totals when the source is monthly costs, over stale copied amounts", () => {
    expect(
      resolveCurrentYearCosts({ fixedCostsCurrentYear: 100, variableCostsCurrentYear: null }, monthlyPlan),
    ).toEqual({ source: "monthly_costs", fixed: 240_000.5, variable: 72_000 });
  });
  it("takes the entered current-year amounts when manual, else the general costs, else nothing", () => {
    const manual = { costCalculationSource: "manual" } as const;
    expect(
      resolveCurrentYearCosts(
        { fixedCostsCurrentYear: 264_000, variableCostsCurrentYear: 48_000, fixedCosts: 1 },
        manual,
      ),
    ).toEqual({ source: "manual", fixed: 264_000, variable: 48_000 });
    expect(
      resolveCurrentYearCosts({ fixedCostsCurrentYear: null, fixedCosts: 10, variableCosts: 5 }, manual),
    ).toEqual({ source: "manual", fixed: 10, variable: 5 });
    expect(resolveCurrentYearCosts({}, manual)).toEqual({ source: "manual", fixed: null, variable: null });
  });
});

describe("manualOverviewCosts", () => {
  it("spreads only manual amounts, and only when there are some", () => {
    expect(manualOverviewCosts({ source: "manual", fixed: 264_000, variable: 48_000 })).toEqual({
      fixed: 264_000,
      variable: 48_000,
    });
    expect(manualOverviewCosts({ source: "manual", fixed: null, variable: 1 })).toEqual({
      fixed: 0,
      variable: 1,
    });
    expect(manualOverviewCosts({ source: "manual", fixed: 0, variable: null })).toBeNull();
    expect(manualOverviewCosts({ source: "monthly_costs", fixed: 5, variable: 5 })).toBeNull();
  });
});
