import { describe, expect, it } from "vitest";

import {
  computeNewCustomers,
  computeYearlyCohortRevenue,
  type CustomerCohort,
  decideDirectSalesProcessing,
  isCohortActive,
} from "./auto-revenue";

const c = (
  acquisitionYear: number,
  acquisitionMonth: number,
  customerCount: number,
  monthlyRevenuePerCustomer: number,
  ltvMonths: number,
): CustomerCohort => ({
  acquisitionYear,
  acquisitionMonth,
  customerCount,
  monthlyRevenuePerCustomer,
  ltvMonths,
});

describe("cohorts across several years", () => {
  it("a 36-month cohort from January 2024 is active through December 2026", () => {
    const cohort = c(2024, 1, 4, 25, 36);
    expect(isCohortActive(cohort, 12, 2026)).toBe(true);
    expect(isCohortActive(cohort, 1, 2027)).toBe(false);
    expect(computeYearlyCohortRevenue([cohort], 2026).totalYearlyRevenue).toBe(4 * 25 * 12);
    expect(computeYearlyCohortRevenue([cohort], 2027).totalYearlyRevenue).toBe(0);
  });
  it("a one-time cohort (LTV 1) counts only in its acquisition month", () => {
    const { monthlyBreakdown, totalYearlyRevenue } = computeYearlyCohortRevenue(
      [c(2026, 6, 3, 1_200, 1)],
      2026,
    );
    expect(monthlyBreakdown.filter((m) => m.revenue > 0).map((m) => m.month)).toEqual([6]);
    expect(totalYearlyRevenue).toBe(3_600);
  });
  it("a cohort with LTV 0 is never active", () => {
    expect(isCohortActive(c(2026, 6, 3, 10, 0), 6, 2026)).toBe(false);
  });
  it("prices all cohorts at the first cohort's rate (spec rule as written)", () => {
    const { totalYearlyRevenue } = computeYearlyCohortRevenue(
      [c(2026, 1, 1, 100, 1), c(2026, 2, 1, 999, 1)],
      2026,
    );
    expect(totalYearlyRevenue).toBe(200);
  });
  it("ignores cohorts acquired after the year", () => {
    expect(computeYearlyCohortRevenue([c(2027, 1, 10, 50, 12)], 2026).totalYearlyRevenue).toBe(0);
  });
});

describe("spend exactly at the CAC", () => {
  it("buys one customer", () => {
    expect(computeNewCustomers(300, 300)).toBe(1);
  });
  it("a string-typed stored configuration is read as numbers", () => {
    const decision = decideDirectSalesProcessing({
      startupDataFound: true,
      autoRevenueEnabled: true,
      configuration: {
        cacPerCustomer: 300,
        revenueModel: "SUBSCRIPTION",
        ltvMonths: 6,
        revenuePerCustomerMonthly: 40,
      },
      directSalesCosts: 600,
      month: 12,
      year: 2026,
    });
    expect(decision.processed && decision.cohort).toMatchObject({
      customerCount: 2,
      ltvMonths: 6,
      monthlyRevenuePerCustomer: 40,
    });
  });
});
