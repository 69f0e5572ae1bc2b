import { describe, expect, it } from "vitest";

import { computeFinalYearlyRevenue, computeYearlyCohortRevenue, type CustomerCohort } from "./auto-revenue";
import { companyRevenue } from "./revenue";

const cohort = (
  acquisitionYear: number,
  acquisitionMonth: number,
  customerCount: number,
  monthlyRevenuePerCustomer = 50,
  ltvMonths = 12,
): CustomerCohort => ({
  acquisitionYear,
  acquisitionMonth,
  customerCount,
  monthlyRevenuePerCustomer,
  ltvMonths,
});

describe("companyRevenue: one revenue per period", () => {
  it("with cohorts acquired after the reference month it is the spec's final yearly revenue: MRR × 12 + cohort revenue", () => {
    // Reference January 2026, MRR €1.000; 10 customers × €50 from February (LTV 12).
    const cohorts = [cohort(2026, 2, 10)];
    const revenue = companyRevenue(
      { mrrCurrent: 1000, foundingYear: 2024, cohorts },
      { year: 2026, month: 1 },
    );
    const year = revenue.year(2026);
    expect(year.months).toEqual([1000, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500]);
    expect(year.total).toBe(
      computeFinalYearlyRevenue(1000, computeYearlyCohortRevenue(cohorts, 2026).totalYearlyRevenue),
    );
    expect(year.total).toBe(17_500);
    expect(year.cohortTotal).toBe(5_500);
  });

  it("never counts a customer twice: the cohorts active in the reference month are part of the current MRR", () => {
    // November 2026, MRR €42.500 holds the 40 customers × €500 acquired in October.
    const cohorts = [cohort(2026, 10, 40, 500, 12)];
    const revenue = companyRevenue(
      { mrrCurrent: 42_500, foundingYear: 2023, cohorts },
      { year: 2026, month: 11 },
    );
    expect(revenue.base).toBe(22_500);
    expect(revenue.month(2026, 11)).toBe(42_500);
    expect(revenue.month(2026, 9)).toBe(22_500);
    expect(revenue.month(2026, 10)).toBe(42_500);
    // The cohort leaves after its 12 months: October 2027 is the base again.
    expect(revenue.month(2027, 9)).toBe(42_500);
    expect(revenue.month(2027, 10)).toBe(22_500);
    // Every month and its year agree.
    for (const y of [2026, 2027, 2028]) {
      const year = revenue.year(y);
      expect(year.months).toEqual(Array.from({ length: 12 }, (_, i) => revenue.month(y, i + 1)));
      expect(year.total).toBe(year.months.reduce((s: number, v) => s + v!, 0));
    }
    expect(revenue.year(2026).total).toBe(22_500 * 9 + 42_500 * 3);
  });

  it("shows nothing before the founding year and only the wizard's total for past years, never MRR × 12 backwards", () => {
    const revenue = companyRevenue(
      { mrrCurrent: 42_500, foundingYear: 2024, cohorts: [], revenueYear3: 180_000, revenueYear2: 0 },
      { year: 2026, month: 11 },
    );
    expect(revenue.year(2020)).toEqual({
      year: 2020,
      months: Array(12).fill(null),
      total: null,
      cohortTotal: 0,
    });
    expect(revenue.year(2023).total).toBeNull();
    expect(revenue.year(2024).total).toBeNull();
    expect(revenue.year(2025)).toEqual({
      year: 2025,
      months: Array(12).fill(null),
      total: 180_000,
      cohortTotal: 0,
    });
    expect(revenue.month(2025, 6)).toBeNull();
    expect(revenue.year(2026).total).toBe(510_000);
  });

  it("keeps the base at 0 when the cohorts exceed the MRR entered", () => {
    const revenue = companyRevenue(
      { mrrCurrent: 100, foundingYear: null, cohorts: [cohort(2026, 1, 10)] },
      { year: 2026, month: 3 },
    );
    expect(revenue.base).toBe(0);
    expect(revenue.month(2026, 3)).toBe(500);
  });
});
