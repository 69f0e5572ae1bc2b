/**
 * The data of the yearly overview 'Financieel Overzicht {year} - Excel Format' (docs/product.md#yearly-overview):
 * revenue per month (manual MRR + cohort revenue), customers and the seven cost categories from
 * the company's monthly costs. Shared by /numbers and its CSV export.
 */
import type { Db } from "../../../db";
import type { StartupData } from "../../../db/schema";
import { type CustomerCohort } from "../../domain/finance/auto-revenue";
import {
  type CurrentYearCosts,
  manualOverviewCosts,
  wizardCostsOfYear,
  type WizardYearlyCosts,
} from "../../domain/finance/cost-source";
import type { MonthlyCostRecord } from "../../domain/finance/monthly-costs";
import { currentYearOf, getAmsterdamPeriod } from "../../domain/finance/period";
import { companyRevenue } from "../../domain/finance/revenue";
import { buildYearlyOverview, type YearlyOverview } from "../../domain/finance/yearly-overview";
import {
  currentYearCostsOf,
  monthlyCostsCheckOf,
  monthlyCostsOfYearsRead,
  startupDataRead,
  toMonthlyCostRecords,
} from "../company/startup-data.server";
import { readWholeRows, type RowsOf } from "../platform/whole-rows.server";
import { cohortsRead } from "./auto-revenue.server";

/** What the overview reads of startup_data. */
export type OverviewSettings = Pick<
  StartupData,
  | "mrrCurrent"
  | "revenuePerCustomerMonthly"
  | "foundingYear"
  | "autoRevenueCalculationEnabled"
  | "revenueYear1"
  | "revenueYear2"
  | "revenueYear3"
  | "previousYearRevenue"
> &
  WizardYearlyCosts;

/** The one revenue of the company (./revenue.ts): cohorts count only while auto revenue is on. */
export function revenueOf(
  settings: OverviewSettings,
  cohorts: readonly CustomerCohort[],
  reference: { year: number; month: number },
) {
  return companyRevenue(
    { ...settings, cohorts: settings.autoRevenueCalculationEnabled ? cohorts : [] },
    reference,
  );
}

/**
 * The overview from already loaded pieces (no I/O). Revenue from the one revenue function;
 * `currentYearCosts` are this year's costs from the one cost source: entered by hand, they
 * replace the monthly records of this year. A year without monthly records takes the
 * wizard's yearly costs of that year; without those its costs are "—", not €0.
 */
export function composeYearlyOverview(
  year: number,
  settings: OverviewSettings | null,
  cohorts: readonly CustomerCohort[],
  records: readonly MonthlyCostRecord[],
  currentYearCosts: CurrentYearCosts & { year: number },
  reference: { year: number; month: number },
): YearlyOverview {
  const revenue = settings ? revenueOf(settings, cohorts, reference).year(year) : null;
  const hasRecords = records.some((r) => r.year === year);
  const manual =
    currentYearCosts.year === year
      ? manualOverviewCosts(currentYearCosts)
      : !hasRecords && settings
        ? wizardCostsOfYear(settings, year, currentYearCosts.year)
        : null;
  return buildYearlyOverview({
    year,
    monthlyRevenue: revenue ? revenue.months : Array(12).fill(null),
    revenueTotal: revenue?.total ?? null,
    monthlyRevenuePerCustomer: settings?.revenuePerCustomerMonthly ?? null,
    monthlyCosts: records,
    manualCosts: manual,
    costsUnknownWithoutRecords: true,
  });
}

/** Everything the overview of `year` needs, scoped by company (this year's costs from the one cost source). */
export async function getYearlyOverview(
  db: Db,
  companyId: string,
  year: number,
  asOf: Date,
): Promise<YearlyOverview> {
  const rows = await readWholeRows(db, overviewReads(db, companyId, [year], asOf));
  return overviewsFrom(rows, [year], asOf).get(year)!;
}

/**
 * The reads of the overviews of `years` for a page's D1 batch: the startup data, the cohorts
 * and the monthly cost rows of those years and of this year (the cost source's check).
 */
export function overviewReads(db: Db, companyId: string, years: readonly number[], asOf: Date) {
  const wanted = [...new Set([...years, currentYearOf(asOf)])];
  return [
    startupDataRead(db, companyId),
    cohortsRead(db, companyId),
    monthlyCostsOfYearsRead(db, companyId, wanted),
  ] as const;
}

/** The overviews of `years` (those overviewReads was given), by year. */
export function overviewsFrom(
  [startupRows, cohorts, costRows]: RowsOf<ReturnType<typeof overviewReads>>,
  years: readonly number[],
  asOf: Date,
): Map<number, YearlyOverview> {
  const settings = startupRows[0] ?? null;
  const reference = getAmsterdamPeriod(asOf);
  const currentYear = currentYearOf(asOf);
  const rowsOf = (year: number) => costRows.filter((r) => r.year === year);
  const costs = settings
    ? currentYearCostsOf(settings, monthlyCostsCheckOf(rowsOf(currentYear), currentYear), asOf)
    : { source: "manual" as const, fixed: null, variable: null };
  return new Map(
    years.map((year) => [
      year,
      composeYearlyOverview(
        year,
        settings,
        cohorts,
        toMonthlyCostRecords(rowsOf(year)),
        { ...costs, year: reference.year },
        reference,
      ),
    ]),
  );
}
