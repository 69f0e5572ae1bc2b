/**
 * /numbers, the financial dashboard: its page data and its valuation intents. Every query is
 * scoped by company; the rules live in app/domain/finance.
 */
import type { Db } from "../../../db";
import { VALUATION_FORM_ERRORS, VALUATION_TOASTS } from "../../copy/finance/texts";
import { valuationErrorText } from "../../copy/finance/valuation-texts";
import {
  computeYearlyCohortRevenue,
  listBreakdownYears,
  summarizeRevenueBreakdown,
} from "../../domain/finance/auto-revenue";
import { getSmartDefaults } from "../../domain/finance/benchmarks";
import { parseOptionalNumber } from "../../domain/finance/parse-number";
import { getAmsterdamPeriod } from "../../domain/finance/period";
import { buildRevenueGrowthSeries } from "../../domain/finance/revenue-chart";
import {
  computeValuation,
  computeWacc,
  resolveValuationParameters,
  type ValuationParameters,
} from "../../domain/finance/valuation";
import { clampOverviewYear } from "../../domain/finance/yearly-overview";
import { formatEuroWhole } from "../../domain/format/money";
import {
  checkMonthlyCosts,
  currentYearCostsOf,
  getCurrentYearCosts,
  getStartupData,
  monthlyCostsCheckOfRecords,
  monthlyCostsOfYearRead,
  saveValuationParameters,
  startupDataRead,
  toMonthlyCostRecords,
  toValuationInput,
  toValuationParameters,
} from "../company/startup-data.server";
import type { Toast } from "../platform/toast.server";
import { readWholeRows } from "../platform/whole-rows.server";
import { cohortsRead, listCustomerCohorts, listDirectSalesCosts } from "./auto-revenue.server";
import { composeYearlyOverview, revenueOf } from "./financial-overview.server";

/**
 * Everything /numbers shows, or null when the company has no startup data yet (it fills in the
 * wizard first). `?year=` picks the yearly overview's year, `?details=1` its cost details,
 * `?breakdown=1&breakdownYear=&editMonth=` the auto revenue breakdown, `?valuation=1` the
 * result of the saved valuation parameters.
 */
export async function loadFinancialDashboard(db: Db, companyId: string, params: URLSearchParams, asOf: Date) {
  // Amsterdam's month of `asOf`, read once: Intl's time-zone formatting is costly in a Worker.
  const reference = getAmsterdamPeriod(asOf);
  const currentYear = reference.year;
  const overviewYear = clampOverviewYear(params.get("year"), currentYear);
  const showBreakdown = params.get("breakdown") === "1";
  const breakdownYears = listBreakdownYears(currentYear);
  const requestedBreakdownYear = Number(params.get("breakdownYear"));
  const breakdownYear = breakdownYears.includes(requestedBreakdownYear)
    ? requestedBreakdownYear
    : currentYear;

  // The overview of this year reads the same monthly cost rows as the cost-source check: once.
  const sameYear = overviewYear === currentYear;
  const [[startupRows, cohorts, costRows], directSales, otherYearCheck] = await Promise.all([
    // The page's fixed reads in one D1 batch: one round trip.
    readWholeRows(db, [
      startupDataRead(db, companyId),
      cohortsRead(db, companyId),
      monthlyCostsOfYearRead(db, companyId, overviewYear),
    ]),
    showBreakdown ? listDirectSalesCosts(db, companyId, breakdownYear) : Promise.resolve(null),
    sameYear ? null : checkMonthlyCosts(db, companyId, currentYear),
  ]);
  const row = startupRows[0] ?? null;
  const costRecords = toMonthlyCostRecords(costRows);
  const monthlyCheck = otherYearCheck ?? monthlyCostsCheckOfRecords(costRecords, currentYear);
  if (!row) return null;

  // This year's costs from the one cost source, as the yearly overview and the report show them.
  const currentYearCosts = currentYearCostsOf(row, monthlyCheck, asOf);
  const revenue = revenueOf(row, cohorts, reference);
  const thisYear = revenue.year(currentYear);
  const currentYearRevenue = thisYear.total ?? 0;
  // The cohorts' part of this year's revenue (0 while auto revenue is switched off).
  const autoYearly = thisYear.cohortTotal;
  const overview = composeYearlyOverview(
    overviewYear,
    row,
    cohorts,
    costRecords,
    { ...currentYearCosts, year: currentYear },
    reference,
  );

  let breakdown = null;
  if (showBreakdown && directSales) {
    const months = computeYearlyCohortRevenue(cohorts, breakdownYear).monthlyBreakdown;
    const editMonth = parseOptionalNumber(params.get("editMonth"));
    breakdown = {
      year: breakdownYear,
      years: breakdownYears,
      months: months.map((m) => ({ ...m, directSalesCosts: directSales[m.month - 1] ?? 0 })),
      summary: summarizeRevenueBreakdown(months),
      editMonth:
        editMonth !== undefined && Number.isInteger(editMonth) && editMonth >= 1 && editMonth <= 12
          ? editMonth
          : null,
    };
  }

  const parameters = resolveValuationParameters(toValuationParameters(row));
  // ?valuation=1 after 'Bereken Bedrijfswaarde': the result of the saved parameters.
  const valuation =
    params.get("valuation") === "1"
      ? computeValuation(toValuationInput(row, currentYearRevenue, currentYearCosts), parameters)
      : null;

  return {
    currentYear,
    // Only what the page shows of the ~70 columns (the summary, the CAC/LTV form, the valuation
    // advice): the loader data is encoded and travels in the HTML too.
    startupData: {
      companyName: row.companyName,
      sector: row.sector,
      stage: row.stage,
      country: row.country,
      foundingYear: row.foundingYear,
      mrrCurrent: row.mrrCurrent,
      costCalculationSource: currentYearCosts.source,
      fixedCostsCurrentYear: currentYearCosts.fixed,
      variableCostsCurrentYear: currentYearCosts.variable,
      equityInvestment: row.equityInvestment,
      debtAmount: row.debtAmount,
      riskFreeRate: row.riskFreeRate,
      marketReturn: row.marketReturn,
      betaValue: row.betaValue,
      autoRevenueCalculationEnabled: row.autoRevenueCalculationEnabled,
      cacPerCustomer: row.cacPerCustomer,
      revenueModel: row.revenueModel,
      ltvMonths: row.ltvMonths,
      revenuePerCustomerMonthly: row.revenuePerCustomerMonthly,
      revenuePerCustomerOnetime: row.revenuePerCustomerOnetime,
      lastAutoRevenueSync: row.lastAutoRevenueSync,
    },
    autoYearly,
    currentYearRevenue,
    revenueSeries: buildRevenueGrowthSeries(revenue, currentYear),
    parameters,
    valuation,
    overview,
    showCostDetails: params.get("details") === "1",
    breakdown,
  };
}

/** 'Slimme standaardwaarden': the benchmark parameters for the company's sector and stage. */
export async function getValuationDefaults(db: Db, companyId: string): Promise<ValuationParameters> {
  const row = await getStartupData(db, companyId);
  return getSmartDefaults({ sector: row?.sector, stage: row?.stage });
}

export type ValuationOutcome =
  | { status: "no-startup-data" }
  | { status: "calculated"; toast: Toast }
  | { status: "failed"; toast: Toast }
  | { status: "refused"; fieldErrors: Record<string, string[]>; error: string };

/**
 * 'Bereken Bedrijfswaarde' (docs/product.md#valuation): values the company with the posted
 * parameters and saves them only when they give a valuation — terminal growth at or above the
 * WACC is refused on its field and nothing is saved. Revenue and costs are this year's from the
 * one revenue function and the one cost source, as on the rest of /numbers and in the report.
 * Without startup data there is nothing to value (the wizard comes first).
 */
export async function calculateValuation(
  db: Db,
  companyId: string,
  parameters: ValuationParameters,
  asOf: Date,
): Promise<ValuationOutcome> {
  const row = await getStartupData(db, companyId);
  if (!row) return { status: "no-startup-data" };
  const [cohorts, costs] = await Promise.all([
    listCustomerCohorts(db, companyId),
    getCurrentYearCosts(db, companyId, row, asOf),
  ]);
  const reference = getAmsterdamPeriod(asOf);
  const currentRevenue = revenueOf(row, cohorts, reference).year(reference.year).total ?? 0;
  const outcome = computeValuation(toValuationInput(row, currentRevenue, costs), parameters);
  if (!outcome.ok && outcome.code === "wacc_not_above_terminal_growth") {
    const wacc = `${(Math.round(computeWacc(row) * 1000) / 10).toString().replace(".", ",")}%`;
    return {
      status: "refused",
      fieldErrors: { terminal_growth_rate: [VALUATION_FORM_ERRORS.terminalGrowthAboveWacc(wacc)] },
      error: valuationErrorText(outcome),
    };
  }
  if (!outcome.ok)
    return {
      status: "failed",
      toast: {
        title: VALUATION_TOASTS.failed,
        description: valuationErrorText(outcome),
        variant: "destructive",
      },
    };
  try {
    if (!(await saveValuationParameters(db, companyId, parameters, asOf)))
      return { status: "no-startup-data" };
  } catch (error) {
    console.error("valuation parameters not saved", error);
    return {
      status: "failed",
      toast: {
        title: VALUATION_TOASTS.saveFailed,
        description: VALUATION_TOASTS.genericError,
        variant: "destructive",
      },
    };
  }
  return {
    status: "calculated",
    toast: {
      title: VALUATION_TOASTS.calculated,
      description: VALUATION_TOASTS.calculatedDescription(formatEuroWhole(outcome.result.dcfValuation)),
    },
  };
}
