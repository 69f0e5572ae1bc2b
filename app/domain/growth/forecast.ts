/**
 * The revenue forecast engine (docs/product.md#forecast-engine): a scenario's monthly
 * marketing budget buys customers at the company's CAC; each cohort stays LTV months; active
 * customers pay the revenue per customer every month.
 */

/** Used when a figure is absent (docs/product.md#forecast-engine). The page and the create action require them first. */
export const FORECAST_DEFAULTS = {
  cacPerCustomer: 100,
  revenuePerCustomerMonthly: 50,
  ltvMonths: 12,
} as const;
export const PROJECTION_MONTH_OPTIONS = [12, 24, 36, 48] as const;
export const DEFAULT_PROJECTION_MONTHS = 36;

export type ForecastProfile = {
  mrrCurrent: number;
  cacPerCustomer: number | null;
  revenuePerCustomerMonthly: number | null;
  ltvMonths: number | null;
};

export type ScenarioInput = {
  monthlyMarketingBudget: number;
  /** Percent per month. */
  marketingBudgetGrowthRate: number;
  projectionMonths: number;
  /** 'YYYY-MM-DD'. */
  projectionStartDate: string;
};

export type MonthlyProjection = {
  /** Calendar month 1-12 and year, counted from the start date's month. */
  month: number;
  year: number;
  marketingInvestment: number;
  newCustomers: number;
  totalActiveCustomers: number;
  monthlyRecurringRevenue: number;
  cumulativeRevenue: number;
};

export type ForecastSummary = {
  totalInvestment: number;
  totalNewCustomers: number;
  finalActiveCustomers: number;
  finalMRR: number;
  totalRevenue: number;
  roi: number;
};

/** The engine's refusal when CAC or revenue per customer is missing or zero (docs/product.md#forecast-engine). */
export const FORECAST_NOT_CONFIGURED =
  "CAC en revenue per customer moeten geconfigureerd zijn voor forecasting";

/** The startup-data fields forecasting needs, by their column names, that are missing (docs/product.md#forecast-engine). */
export function missingForecastFields(profile: ForecastProfile): string[] {
  const missing: string[] = [];
  if (!profile.cacPerCustomer) missing.push("cac_per_customer");
  if (!profile.revenuePerCustomerMonthly) missing.push("revenue_per_customer_monthly");
  if (!profile.ltvMonths) missing.push("ltv_months");
  return missing;
}

export function projectForecast(profile: ForecastProfile, scenario: ScenarioInput): MonthlyProjection[] {
  const cac = profile.cacPerCustomer ?? FORECAST_DEFAULTS.cacPerCustomer;
  const revenuePerCustomer = profile.revenuePerCustomerMonthly ?? FORECAST_DEFAULTS.revenuePerCustomerMonthly;
  const ltv = profile.ltvMonths ?? FORECAST_DEFAULTS.ltvMonths;
  if (!cac || !revenuePerCustomer) throw new Error(FORECAST_NOT_CONFIGURED);

  const [startYear, startMonth] = scenario.projectionStartDate.split("-").map(Number) as [number, number];
  const cohorts: number[] = [];
  let active = Math.floor(profile.mrrCurrent / revenuePerCustomer);
  let cumulative = 0;
  const rows: MonthlyProjection[] = [];
  for (let i = 0; i < scenario.projectionMonths; i++) {
    const marketingInvestment =
      scenario.monthlyMarketingBudget * Math.pow(1 + scenario.marketingBudgetGrowthRate / 100, i);
    const newCustomers = Math.floor(marketingInvestment / cac);
    cohorts.push(newCustomers);
    // The cohort acquired LTV months ago leaves now (customers there at the start stay).
    const churned = i >= ltv ? cohorts[i - ltv]! : 0;
    active = active + newCustomers - churned;
    const monthlyRecurringRevenue = active * revenuePerCustomer;
    cumulative += monthlyRecurringRevenue;
    const monthIndex = startMonth - 1 + i;
    rows.push({
      month: (monthIndex % 12) + 1,
      year: startYear + Math.floor(monthIndex / 12),
      marketingInvestment,
      newCustomers,
      totalActiveCustomers: active,
      monthlyRecurringRevenue,
      cumulativeRevenue: cumulative,
    });
  }
  return rows;
}

export function summarizeForecast(rows: readonly MonthlyProjection[]): ForecastSummary {
  const totalInvestment = rows.reduce((s, r) => s + r.marketingInvestment, 0);
  const totalNewCustomers = rows.reduce((s, r) => s + r.newCustomers, 0);
  const last = rows[rows.length - 1];
  const totalRevenue = last?.cumulativeRevenue ?? 0;
  return {
    totalInvestment,
    totalNewCustomers,
    finalActiveCustomers: last?.totalActiveCustomers ?? 0,
    finalMRR: last?.monthlyRecurringRevenue ?? 0,
    totalRevenue,
    roi: totalInvestment > 0 ? ((totalRevenue - totalInvestment) / totalInvestment) * 100 : 0,
  };
}
