/**
 * /numbers, the financial dashboard: its page data and its valuation intents. Every query is
 * scoped by company; the rules live in app/domain/finance.
 */
import type { Db } from "../../db";
import { computeYearlyCohortRevenue, listBreakdownYears, summarizeRevenueBreakdown } from "../domain/finance/auto-revenue";
import { getSmartDefaults } from "../domain/finance/benchmarks";
import { parseOptionalNumber } from "../domain/finance/parse-number";
import { currentYearOf } from "../domain/finance/period";
import { buildRevenueGrowthSeries } from "../domain/finance/revenue-chart";
import { VALUATION_TOASTS } from "../domain/finance/texts";
import { computeCurrentRevenue, computeValuation, resolveValuationParameters, type ValuationParameters } from "../domain/finance/valuation";
import { clampOverviewYear } from "../domain/finance/yearly-overview";
import { formatEuroWhole } from "../domain/format/money";
import { listCustomerCohorts, listDirectSalesCosts } from "./auto-revenue.server";
import { composeYearlyOverview, toMonthlyCostRecords } from "./financial-overview.server";
import { checkMonthlyCosts, currentYearCostsOf, getStartupData, monthlyCostsCheckOf, readMonthlyCostRows, saveValuationParameters, toValuationInput, toValuationParameters } from "./startup-data.server";
import type { Toast } from "./toast.server";

/**
 * Everything /numbers shows, or null when the company has no startup data yet (it fills in the
 * wizard first). `?year=` picks the yearly overview's year, `?details=1` its cost details,
 * `?breakdown=1&breakdownYear=&editMonth=` the auto revenue breakdown, `?valuation=1` the
 * result of the saved valuation parameters.
 */
export async function loadFinancialDashboard(db: Db, companyId: string, params: URLSearchParams, asOf: Date) {
  const currentYear = currentYearOf(asOf);
  const overviewYear = clampOverviewYear(params.get("year"), currentYear);
  const showBreakdown = params.get("breakdown") === "1";
  const breakdownYears = listBreakdownYears(currentYear);
  const requestedBreakdownYear = Number(params.get("breakdownYear"));
  const breakdownYear = breakdownYears.includes(requestedBreakdownYear) ? requestedBreakdownYear : currentYear;

  // The overview of this year reads the same monthly cost rows as the cost-source check: once.
  const sameYear = overviewYear === currentYear;
  const [row, cohorts, costRows, directSales, otherYearCheck] = await Promise.all([
    getStartupData(db, companyId),
    listCustomerCohorts(db, companyId),
    readMonthlyCostRows(db, companyId, overviewYear),
    showBreakdown ? listDirectSalesCosts(db, companyId, breakdownYear) : Promise.resolve(null),
    sameYear ? null : checkMonthlyCosts(db, companyId, currentYear),
  ]);
  const costRecords = toMonthlyCostRecords(costRows);
  const monthlyCheck = otherYearCheck ?? monthlyCostsCheckOf(costRows, currentYear);
  if (!row) return null;

  // This year's costs from the one cost source, as the yearly overview and the report show them.
  const currentYearCosts = currentYearCostsOf(row, monthlyCheck, asOf);
  const cohortYearly = computeYearlyCohortRevenue(cohorts, currentYear).totalYearlyRevenue;
  // This year's auto-generated revenue counts only while auto revenue is switched on (as in the report).
  const autoYearly = row.autoRevenueCalculationEnabled ? cohortYearly : 0;
  const overview = composeYearlyOverview(overviewYear, row, cohorts, costRecords, { ...currentYearCosts, year: currentYear });

  let breakdown = null;
  if (showBreakdown && directSales) {
    const months = computeYearlyCohortRevenue(cohorts, breakdownYear).monthlyBreakdown;
    const editMonth = parseOptionalNumber(params.get("editMonth"));
    breakdown = {
      year: breakdownYear,
      years: breakdownYears,
      months: months.map((m) => ({ ...m, directSalesCosts: directSales[m.month - 1] ?? 0 })),
      summary: summarizeRevenueBreakdown(months),
      editMonth: editMonth !== undefined && Number.isInteger(editMonth) && editMonth >= 1 && editMonth <= 12 ? editMonth : null,
    };
  }

  const parameters = resolveValuationParameters(toValuationParameters(row));
  // ?valuation=1 after 'Bereken Bedrijfswaarde': the result of the saved parameters.
  const valuation = params.get("valuation") === "1" ? computeValuation(toValuationInput(row, cohortYearly), parameters) : null;

  return {
    currentYear,
    startupData: { ...row, costCalculationSource: currentYearCosts.source, fixedCostsCurrentYear: currentYearCosts.fixed, variableCostsCurrentYear: currentYearCosts.variable },
    autoYearly,
    revenueSeries: buildRevenueGrowthSeries({ ...row, currentRevenueEstimate: computeCurrentRevenue(row.mrrCurrent, autoYearly) }, currentYear),
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

export type ValuationOutcome = { status: "no-startup-data" } | { status: "calculated"; toast: Toast } | { status: "failed"; toast: Toast };

/**
 * 'Bereken Bedrijfswaarde' (docs/product.md#valuation): saves the parameters, then values the
 * company with them. Without startup data there is nothing to value (the wizard comes first).
 */
export async function calculateValuation(db: Db, companyId: string, parameters: ValuationParameters, asOf: Date): Promise<ValuationOutcome> {
  let row;
  try {
    row = await getStartupData(db, companyId);
    if (!row || !(await saveValuationParameters(db, companyId, parameters, asOf))) return { status: "no-startup-data" };
  } catch (error) {
    console.error("valuation parameters not saved", error);
    return { status: "failed", toast: { title: VALUATION_TOASTS.saveFailed, description: VALUATION_TOASTS.genericError, variant: "destructive" } };
  }
  const cohorts = await listCustomerCohorts(db, companyId);
  const outcome = computeValuation(toValuationInput(row, computeYearlyCohortRevenue(cohorts, currentYearOf(asOf)).totalYearlyRevenue), parameters);
  if (!outcome.ok) return { status: "failed", toast: { title: VALUATION_TOASTS.failed, description: outcome.message, variant: "destructive" } };
  return { status: "calculated", toast: { title: VALUATION_TOASTS.calculated, description: VALUATION_TOASTS.calculatedDescription(formatEuroWhole(outcome.result.dcfValuation)) } };
}
