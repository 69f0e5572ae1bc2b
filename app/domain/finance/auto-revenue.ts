/**
 * Automatic revenue from direct sales costs, CAC and LTV (docs/product.md#auto-revenue).
 */
import { formatEuroAmount } from "../format/money";
import { parseOptionalNumber } from "./parse-number";

/** Stored as in startup_data.revenue_model; 'one_time' (the report's spelling) is read as 'one-time'. */
export type RevenueModel = "subscription" | "one-time";

export interface AutoRevenueConfiguration {
  cacPerCustomer: number | null;
  revenueModel: RevenueModel;
  ltvMonths: number;
  revenuePerCustomerMonthly: number | null;
  revenuePerCustomerOnetime: number | null;
}

/** The CAC/LTV fields as stored or submitted (any may be missing). */
export interface AutoRevenueConfigurationInput {
  cacPerCustomer?: number | null;
  revenueModel?: string | null;
  ltvMonths?: number | null;
  revenuePerCustomerMonthly?: number | null;
  revenuePerCustomerOnetime?: number | null;
}

export interface CustomerCohort {
  /** 1-12. */
  acquisitionMonth: number;
  acquisitionYear: number;
  customerCount: number;
  monthlyRevenuePerCustomer: number;
  ltvMonths: number;
  growthBudgetInvestment?: number;
}

export const DEFAULT_LTV_MONTHS = 12;
export const DEFAULT_REVENUE_MODEL: RevenueModel = "subscription";
/** A one-time sale counts as revenue in its acquisition month only. */
export const ONE_TIME_EFFECTIVE_LTV_MONTHS = 1;

/* ------------------------------------------------------------ configuration */

export function normalizeRevenueModel(value: string | null | undefined): RevenueModel {
  const v = (value ?? "").trim().toLowerCase();
  return v === "one-time" || v === "one_time" || v === "onetime" ? "one-time" : DEFAULT_REVENUE_MODEL;
}

/** The configuration with its defaults: LTV 12 months and the subscription model when missing. */
export function resolveAutoRevenueConfiguration(
  input: AutoRevenueConfigurationInput | null | undefined,
): AutoRevenueConfiguration {
  const c = input ?? {};
  return {
    cacPerCustomer: parseOptionalNumber(c.cacPerCustomer) ?? null,
    revenueModel: normalizeRevenueModel(c.revenueModel),
    ltvMonths: parseOptionalNumber(c.ltvMonths) ?? DEFAULT_LTV_MONTHS,
    revenuePerCustomerMonthly: parseOptionalNumber(c.revenuePerCustomerMonthly) ?? null,
    revenuePerCustomerOnetime: parseOptionalNumber(c.revenuePerCustomerOnetime) ?? null,
  };
}

export const CONFIGURATION_ERRORS = {
  cac: "CAC per customer moet groter zijn dan 0",
  revenueMonthly: "Revenue per klant per maand moet groter zijn dan 0 voor subscription model",
  ltvMonths: "LTV maanden moet groter zijn dan 0 voor subscription model",
  revenueOnetime: "Revenue per klant (eenmalig) moet groter zijn dan 0 voor one-time model",
} as const;

export interface ConfigurationValidation {
  isValid: boolean;
  errors: string[];
}

/**
 * Configuration rules (docs/product.md#auto-revenue): CAC > 0; subscription: revenue per month > 0 and LTV months > 0; one-time:
 * one-time revenue > 0. Validates the fields as given (no LTV default), so an empty LTV of a
 * subscription is reported rather than silently taken as 12.
 */
export function validateAutoRevenueConfiguration(
  input: AutoRevenueConfigurationInput,
): ConfigurationValidation {
  const errors: string[] = [];
  const positive = (v: number | null | undefined) => (parseOptionalNumber(v) ?? 0) > 0;
  if (!positive(input.cacPerCustomer)) errors.push(CONFIGURATION_ERRORS.cac);
  if (normalizeRevenueModel(input.revenueModel) === "subscription") {
    if (!positive(input.revenuePerCustomerMonthly)) errors.push(CONFIGURATION_ERRORS.revenueMonthly);
    if (!positive(input.ltvMonths)) errors.push(CONFIGURATION_ERRORS.ltvMonths);
  } else if (!positive(input.revenuePerCustomerOnetime)) {
    errors.push(CONFIGURATION_ERRORS.revenueOnetime);
  }
  return { isValid: errors.length === 0, errors };
}

/** LTV in months as used for cohorts: 1 for the one-time model, else the configured months. */
export function getEffectiveLtvMonths(config: AutoRevenueConfiguration): number {
  return config.revenueModel === "one-time" ? ONE_TIME_EFFECTIVE_LTV_MONTHS : config.ltvMonths;
}

/** Revenue per customer per month: the monthly amount, or the one-time amount for one-time sales. */
export function getRevenuePerCustomer(config: AutoRevenueConfiguration): number {
  return (
    (config.revenueModel === "one-time"
      ? config.revenuePerCustomerOnetime
      : config.revenuePerCustomerMonthly) ?? 0
  );
}

/* ----------------------------------------------------------------- formulas */

/**
 * New customers = floor(direct sales spend / CAC). Computed on whole cents so 0.30 / 0.10
 * gives 3, not the 2 that binary floating point would give.
 */
export function computeNewCustomers(directSalesCosts: number, cacPerCustomer: number): number {
  if (!(directSalesCosts > 0) || !(cacPerCustomer > 0)) return 0;
  const spendCents = Math.round(directSalesCosts * 100);
  const cacCents = Math.round(cacPerCustomer * 100);
  return cacCents > 0 ? Math.floor(spendCents / cacCents) : Math.floor(directSalesCosts / cacPerCustomer);
}

/** Monthly revenue = new customers × revenue per customer. */
export function computeCohortMonthlyRevenue(newCustomers: number, revenuePerCustomer: number): number {
  return newCustomers * revenuePerCustomer;
}

/** Months from the cohort's acquisition month to (month, year); negative before it. */
export function computeMonthsSinceAcquisition(
  cohort: Pick<CustomerCohort, "acquisitionMonth" | "acquisitionYear">,
  month: number,
  year: number,
): number {
  return (year - cohort.acquisitionYear) * 12 + (month - cohort.acquisitionMonth);
}

/** A cohort is active in a month when 0 ≤ months since acquisition < its LTV months (across year boundaries). */
export function isCohortActive(cohort: CustomerCohort, month: number, year: number): boolean {
  const since = computeMonthsSinceAcquisition(cohort, month, year);
  return since >= 0 && since < cohort.ltvMonths;
}

export function countActiveCustomers(
  cohorts: readonly CustomerCohort[],
  month: number,
  year: number,
): number {
  return cohorts.reduce((sum, c) => sum + (isCohortActive(c, month, year) ? c.customerCount : 0), 0);
}

/** Cohorts ordered by year then month, as the store returns them. */
export function sortCohorts(cohorts: readonly CustomerCohort[]): CustomerCohort[] {
  return [...cohorts].sort(
    (a, b) => a.acquisitionYear - b.acquisitionYear || a.acquisitionMonth - b.acquisitionMonth,
  );
}

export interface MonthlyRevenue {
  /** 1-12. */
  month: number;
  activeCustomers: number;
  revenue: number;
}

export interface YearlyRevenueResult {
  totalYearlyRevenue: number;
  monthlyBreakdown: MonthlyRevenue[];
}

/**
 * Cohort revenue of a year: for months 1–12, active customers × the FIRST cohort's monthly
 * revenue per customer (the earliest cohort, by year then month). This is the spec's rule as
 * written: all cohorts are priced at the first cohort's rate, so a later price change does
 * not show until the old cohorts are gone from the list.
 */
export function computeYearlyCohortRevenue(
  cohorts: readonly CustomerCohort[],
  year: number,
): YearlyRevenueResult {
  const sorted = sortCohorts(cohorts);
  const pricePerCustomer = sorted[0]?.monthlyRevenuePerCustomer ?? 0;
  const monthlyBreakdown: MonthlyRevenue[] = [];
  for (let month = 1; month <= 12; month++) {
    const activeCustomers = countActiveCustomers(sorted, month, year);
    monthlyBreakdown.push({ month, activeCustomers, revenue: activeCustomers * pricePerCustomer });
  }
  return { totalYearlyRevenue: monthlyBreakdown.reduce((sum, m) => sum + m.revenue, 0), monthlyBreakdown };
}

/** Final yearly revenue = manual MRR × 12 + cohort yearly revenue. */
export function computeFinalYearlyRevenue(
  manualMrr: number | null | undefined,
  cohortYearlyRevenue: number,
): number {
  return (manualMrr ?? 0) * 12 + cohortYearlyRevenue;
}

/** Customers in a month = round(month revenue / monthly revenue per customer) when that rate is above 0, else 0. */
export function computeCustomersFromRevenue(
  monthRevenue: number,
  monthlyRevenuePerCustomer: number | null | undefined,
): number {
  const rate = monthlyRevenuePerCustomer ?? 0;
  return rate > 0 ? Math.round(monthRevenue / rate) : 0;
}

/** Average customers = round(sum over the 12 months / 12). */
export function computeAverageCustomers(customersPerMonth: readonly number[]): number {
  return Math.round(customersPerMonth.reduce((sum, n) => sum + n, 0) / 12);
}

/** The breakdown's summary tiles: total yearly revenue, active months (revenue above 0), peak customers. */
export function summarizeRevenueBreakdown(months: readonly MonthlyRevenue[]): {
  totalYearlyRevenue: number;
  activeMonths: number;
  peakCustomers: number;
} {
  return {
    totalYearlyRevenue: months.reduce((sum, m) => sum + m.revenue, 0),
    activeMonths: months.filter((m) => m.revenue > 0).length,
    peakCustomers: months.reduce((max, m) => Math.max(max, m.activeCustomers), 0),
  };
}

/** The breakdown's year select: current year − 2 … + 2. */
export function listBreakdownYears(currentYear: number): number[] {
  return [-2, -1, 0, 1, 2].map((d) => currentYear + d);
}

/* --------------------------------------------------------------- processing */

export const AUTO_REVENUE_MESSAGES = {
  startupDataNotFound: "Startup data niet gevonden",
  notEnabled: "Auto revenue niet ingeschakeld",
  configurationNotFound: "Auto revenue configuratie niet gevonden",
  noDirectSalesCosts: "Geen direct sales costs om te verwerken",
  syncDisabled: "Auto revenue berekening is uitgeschakeld",
  syncConfigurationNotFound: "CAC/LTV configuratie niet gevonden",
  unknownError: "Onbekende fout",
} as const;

const euro = (value: number) => `€${formatEuroAmount(value)}`;

export function buildConfigurationIncompleteMessage(errors: readonly string[]): string {
  return `Configuratie incompleet: ${errors.join(", ")}`;
}

export function buildTooLowMessage(directSalesCosts: number, cacPerCustomer: number): string {
  return `Direct sales costs (${euro(directSalesCosts)}) is te laag om klanten te genereren (CAC: ${euro(cacPerCustomer)})`;
}

export function buildProcessedMessage(newCustomers: number, monthlyRevenue: number): string {
  return `Succesvol verwerkt: ${newCustomers} nieuwe klanten, ${euro(monthlyRevenue)} maandelijkse revenue`;
}

/** The direct sales editor's success text: 'Succesvol verwerkt: €{costs} → {n} klanten, €{mrr} MRR'. */
export function buildDirectSalesUpdatedMessage(
  directSalesCosts: number,
  newCustomers: number,
  monthlyRevenue: number,
): string {
  return `Succesvol verwerkt: ${euro(directSalesCosts)} → ${newCustomers} klanten, ${euro(monthlyRevenue)} MRR`;
}

export function buildAutoSyncCompletedMessage(totalYearlyRevenue: number): string {
  return `Auto sync voltooid: ${euro(totalYearlyRevenue)} jaarlijkse omzet`;
}

/**
 * What a user is told of a failure: a text the code gave on purpose (a string), else 'Onbekende
 * fout'. A thrown Error's own message (SQL, a driver's words) is for the log, never the screen.
 */
export function describeError(error: unknown): string {
  if (typeof error === "string" && error) return error;
  return AUTO_REVENUE_MESSAGES.unknownError;
}

export function buildAutoSyncFailedMessage(error: unknown): string {
  return `Auto sync gefaald: ${describeError(error)}`;
}

export function buildErrorMessage(error: unknown): string {
  return `Fout: ${describeError(error)}`;
}

/** Monthly costs toast when the save went through but the direct sales costs were not turned into revenue. */
export function buildNotProcessedNotice(reason: string): string {
  return `Direct sales costs niet automatisch verwerkt: ${reason}`;
}

export type DirectSalesSkipReason =
  | "startup_data_not_found"
  | "not_enabled"
  | "configuration_not_found"
  | "configuration_invalid"
  | "no_direct_sales_costs"
  | "too_low";

export type DirectSalesDecision =
  | { processed: false; reason: DirectSalesSkipReason; message: string }
  | {
      processed: true;
      cohort: CustomerCohort;
      newCustomers: number;
      monthlyRevenue: number;
      message: string;
    };

export interface DirectSalesProcessingInput {
  /** False when the company has no startup_data row. */
  startupDataFound: boolean;
  autoRevenueEnabled: boolean;
  /** null when no CAC/LTV configuration is stored. */
  configuration: AutoRevenueConfigurationInput | null;
  directSalesCosts: number;
  /** 1-12. */
  month: number;
  year: number;
}

/**
 * What to do with a month's direct sales costs (docs/product.md#auto-revenue): stop with a reason when the
 * startup data is missing, auto revenue is off, there is no configuration, the configuration
 * is invalid, the costs are 0 or less, or they buy no customer; otherwise the cohort to
 * upsert (customers = floor(spend / CAC), LTV 1 month for one-time sales, the spend as
 * growth-budget investment) and the success message. Syncing the totals afterwards is I/O and
 * sets the result's totalRevenueSynced.
 */
export function decideDirectSalesProcessing(input: DirectSalesProcessingInput): DirectSalesDecision {
  const skip = (reason: DirectSalesSkipReason, message: string): DirectSalesDecision => ({
    processed: false,
    reason,
    message,
  });
  if (!input.startupDataFound)
    return skip("startup_data_not_found", AUTO_REVENUE_MESSAGES.startupDataNotFound);
  if (!input.autoRevenueEnabled) return skip("not_enabled", AUTO_REVENUE_MESSAGES.notEnabled);
  if (!input.configuration)
    return skip("configuration_not_found", AUTO_REVENUE_MESSAGES.configurationNotFound);
  const validation = validateAutoRevenueConfiguration(input.configuration);
  if (!validation.isValid)
    return skip("configuration_invalid", buildConfigurationIncompleteMessage(validation.errors));
  if (!(input.directSalesCosts > 0))
    return skip("no_direct_sales_costs", AUTO_REVENUE_MESSAGES.noDirectSalesCosts);

  const config = resolveAutoRevenueConfiguration(input.configuration);
  const cac = config.cacPerCustomer ?? 0;
  const newCustomers = computeNewCustomers(input.directSalesCosts, cac);
  if (newCustomers === 0) return skip("too_low", buildTooLowMessage(input.directSalesCosts, cac));

  const revenuePerCustomer = getRevenuePerCustomer(config);
  const monthlyRevenue = computeCohortMonthlyRevenue(newCustomers, revenuePerCustomer);
  return {
    processed: true,
    cohort: {
      acquisitionMonth: input.month,
      acquisitionYear: input.year,
      customerCount: newCustomers,
      monthlyRevenuePerCustomer: revenuePerCustomer,
      ltvMonths: getEffectiveLtvMonths(config),
      growthBudgetInvestment: input.directSalesCosts,
    },
    newCustomers,
    monthlyRevenue,
    message: buildProcessedMessage(newCustomers, monthlyRevenue),
  };
}

/** The spec's "Sales processing result". */
export interface SalesProcessingResult {
  processed: boolean;
  newCustomers: number;
  monthlyRevenue: number;
  totalRevenueSynced: boolean;
  message: string;
}

export function toSalesProcessingResult(
  decision: DirectSalesDecision,
  totalRevenueSynced: boolean,
): SalesProcessingResult {
  return decision.processed
    ? {
        processed: true,
        newCustomers: decision.newCustomers,
        monthlyRevenue: decision.monthlyRevenue,
        totalRevenueSynced,
        message: decision.message,
      }
    : {
        processed: false,
        newCustomers: 0,
        monthlyRevenue: 0,
        totalRevenueSynced: false,
        message: decision.message,
      };
}

export type AutoSyncDecision =
  { ok: true; configuration: AutoRevenueConfiguration } | { ok: false; message: string };

/**
 * Whether a complete auto revenue sync may run ('Auto revenue berekening is uitgeschakeld',
 * 'CAC/LTV configuratie niet gevonden', 'Configuratie incompleet: …'); runs only when enabled.
 */
export function decideAutoRevenueSync(input: {
  startupDataFound: boolean;
  autoRevenueEnabled: boolean;
  configuration: AutoRevenueConfigurationInput | null;
}): AutoSyncDecision {
  if (!input.startupDataFound) return { ok: false, message: AUTO_REVENUE_MESSAGES.startupDataNotFound };
  if (!input.autoRevenueEnabled) return { ok: false, message: AUTO_REVENUE_MESSAGES.syncDisabled };
  if (!input.configuration) return { ok: false, message: AUTO_REVENUE_MESSAGES.syncConfigurationNotFound };
  const validation = validateAutoRevenueConfiguration(input.configuration);
  if (!validation.isValid)
    return { ok: false, message: buildConfigurationIncompleteMessage(validation.errors) };
  return { ok: true, configuration: resolveAutoRevenueConfiguration(input.configuration) };
}
