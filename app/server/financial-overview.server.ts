/**
 * The data of the yearly overview 'Financieel Overzicht {year} - Excel Format' (docs/product.md#yearly-overview):
 * revenue per month (manual MRR + cohort revenue), customers and the seven cost categories from
 * the company's monthly costs. Shared by /numbers and its CSV export.
 */
import type { Db } from "../../db";
import { computeYearlyCohortRevenue, type CustomerCohort } from "../domain/finance/auto-revenue";
import { toMonthlyCostValues, type CustomCostFields, type MonthlyCostField, type MonthlyCostRecord } from "../domain/finance/monthly-costs";
import { manualOverviewCosts, type CurrentYearCosts } from "../domain/finance/cost-source";
import { buildYearlyOverview, type YearlyOverview } from "../domain/finance/yearly-overview";
import { listCustomerCohorts } from "./auto-revenue.server";
import { getCurrentYearCosts, getStartupData, readMonthlyCostRows } from "./startup-data.server";
import { currentYearOf } from "../domain/finance/period";

/** The company's monthly cost records of a year (at most 12 rows). */
export async function listMonthlyCostRecords(db: Db, companyId: string, year: number): Promise<MonthlyCostRecord[]> {
  const rows = await readMonthlyCostRows(db, companyId, year);
  return rows.map((r) => ({
    month: r.month,
    year: r.year,
    values: toMonthlyCostValues(r as unknown as Partial<Record<MonthlyCostField, unknown>>),
    customFields: r.customFields as CustomCostFields,
  }));
}

/**
 * The overview from already loaded pieces (no I/O). `currentYearCosts` are this year's costs
 * from the one cost source: entered by hand, they replace the monthly records of this year.
 */
export function composeYearlyOverview(
  year: number,
  settings: { mrrCurrent: number; revenuePerCustomerMonthly: number | null } | null,
  cohorts: readonly CustomerCohort[],
  records: readonly MonthlyCostRecord[],
  currentYearCosts: (CurrentYearCosts & { year: number }) | null = null,
): YearlyOverview {
  const cohortMonths = computeYearlyCohortRevenue(cohorts, year).monthlyBreakdown;
  const mrr = settings?.mrrCurrent ?? 0;
  return buildYearlyOverview({
    year,
    monthlyRevenue: cohortMonths.map((m) => mrr + m.revenue),
    monthlyRevenuePerCustomer: settings?.revenuePerCustomerMonthly ?? null,
    monthlyCosts: records,
    manualCosts: currentYearCosts && currentYearCosts.year === year ? manualOverviewCosts(currentYearCosts) : null,
  });
}

/** Everything the overview of `year` needs, scoped by company (this year's costs from the one cost source). */
export async function getYearlyOverview(db: Db, companyId: string, year: number, asOf: Date): Promise<YearlyOverview> {
  const [settings, cohorts, records] = await Promise.all([
    getStartupData(db, companyId),
    listCustomerCohorts(db, companyId),
    listMonthlyCostRecords(db, companyId, year),
  ]);
  const currentYear = currentYearOf(asOf);
  const costs = settings && year === currentYear ? { ...(await getCurrentYearCosts(db, companyId, settings, asOf)), year } : null;
  return composeYearlyOverview(year, settings ?? null, cohorts, records, costs);
}
