import { describe, expect, it } from "vitest";

import {
  FORECAST_NOT_CONFIGURED,
  missingForecastFields,
  projectForecast,
  summarizeForecast,
} from "./forecast";

const profile = { mrrCurrent: 1000, cacPerCustomer: 100, revenuePerCustomerMonthly: 50, ltvMonths: 3 };
const scenario = {
  monthlyMarketingBudget: 1000,
  marketingBudgetGrowthRate: 10,
  projectionMonths: 6,
  projectionStartDate: "2026-11-15",
};

describe("forecast engine", () => {
  it("grows the budget, buys customers at the CAC, lets each cohort go after LTV months", () => {
    const rows = projectForecast(profile, scenario);
    // Start: floor(1000 / 50) = 20 customers. Budget 1000 × 1.1^i; new = floor(budget / 100).
    expect(
      rows.map((r) => [
        r.month,
        r.year,
        r.newCustomers,
        r.totalActiveCustomers,
        r.monthlyRecurringRevenue,
        r.cumulativeRevenue,
      ]),
    ).toEqual([
      [11, 2026, 10, 30, 1500, 1500],
      [12, 2026, 11, 41, 2050, 3550],
      [1, 2027, 12, 53, 2650, 6200],
      [2, 2027, 13, 56, 2800, 9000], // the first cohort (10) leaves after 3 months
      [3, 2027, 14, 59, 2950, 11950],
      [4, 2027, 16, 63, 3150, 15100],
    ]);
    [1000, 1100, 1210, 1331, 1464.1, 1610.51].forEach((v, i) =>
      expect(rows[i]!.marketingInvestment).toBeCloseTo(v, 6),
    );
  });

  it("sums up investment, customers, final MRR, revenue and ROI", () => {
    const summary = summarizeForecast(projectForecast(profile, scenario));
    expect(summary.totalInvestment).toBeCloseTo(7715.61, 6);
    expect(summary.totalNewCustomers).toBe(76);
    expect(summary.finalActiveCustomers).toBe(63);
    expect(summary.finalMRR).toBe(3150);
    expect(summary.totalRevenue).toBe(15100);
    expect(summary.roi).toBeCloseTo(((15100 - 7715.61) / 7715.61) * 100, 6);
  });

  it("gives ROI 0 without investment; starting customers never churn", () => {
    const rows = projectForecast(profile, { ...scenario, monthlyMarketingBudget: 0 });
    expect(rows.every((r) => r.totalActiveCustomers === 20 && r.newCustomers === 0)).toBe(true);
    expect(summarizeForecast(rows).roi).toBe(0);
    expect(summarizeForecast([])).toEqual({
      totalInvestment: 0,
      totalNewCustomers: 0,
      finalActiveCustomers: 0,
      finalMRR: 0,
      totalRevenue: 0,
      roi: 0,
    });
  });

  it("uses the defaults for absent figures (CAC 100, revenue 50, LTV 12) and refuses zero ones", () => {
    const withDefaults = projectForecast(
      { mrrCurrent: 0, cacPerCustomer: null, revenuePerCustomerMonthly: null, ltvMonths: null },
      { ...scenario, marketingBudgetGrowthRate: 0, projectionMonths: 14 },
    );
    expect(withDefaults[11]!.totalActiveCustomers).toBe(120);
    expect(withDefaults[12]!.totalActiveCustomers).toBe(120); // month 13: the first cohort leaves, a new one comes
    expect(withDefaults[0]!.monthlyRecurringRevenue).toBe(500);
    expect(() => projectForecast({ ...profile, cacPerCustomer: 0 }, scenario)).toThrow(
      FORECAST_NOT_CONFIGURED,
    );
    expect(() => projectForecast({ ...profile, revenuePerCustomerMonthly: 0 }, scenario)).toThrow(
      FORECAST_NOT_CONFIGURED,
    );
  });

  it("names the startup-data fields forecasting needs", () => {
    expect(missingForecastFields(profile)).toEqual([]);
    expect(
      missingForecastFields({
        mrrCurrent: 0,
        cacPerCustomer: null,
        revenuePerCustomerMonthly: 0,
        ltvMonths: null,
      }),
    ).toEqual(["cac_per_customer", "revenue_per_customer_monthly", "ltv_months"]);
  });
});
