/**
 * Where this year's fixed and variable costs come from (docs/product.md#monthly-costs; the wizard's
 * costs tab overlay 'Berekend uit monthly costs': docs/product.md#financial-data-wizard).
 */

export type CostCalculationSource = "manual" | "monthly_costs";

export interface CostSourceInput {
  /**
   * Whether monthly costs exist for the current year. The server passes false when the
   * check fails or times out (10 s): the source then falls back to manual.
   */
  hasMonthlyCostsForCurrentYear: boolean;
  /** The stored source; values copied from monthly costs earlier are not "manual" entries. */
  currentSource: CostCalculationSource | null | undefined;
  fixedCostsCurrentYear: number | null | undefined;
  variableCostsCurrentYear: number | null | undefined;
}

export const MONTHLY_COSTS_CHECK_TIMEOUT_MS = 10_000;

/**
 * A current-year amount counts as manually entered when it is above 0 and did not come
 * from monthly costs (when the stored source is monthly_costs, the fields hold the copied
 * totals, which must not lock the source back to manual on the next check).
 */
export function hasManualCurrentYearCosts(input: CostSourceInput): boolean {
  if (input.currentSource === "monthly_costs") return false;
  return (input.fixedCostsCurrentYear ?? 0) > 0 || (input.variableCostsCurrentYear ?? 0) > 0;
}

/** monthly_costs when monthly costs exist for the current year and no manual current-year fixed or variable costs are entered; else manual. */
export function decideCostSource(input: CostSourceInput): CostCalculationSource {
  return input.hasMonthlyCostsForCurrentYear && !hasManualCurrentYearCosts(input)
    ? "monthly_costs"
    : "manual";
}

export interface CostSourceUpdate {
  costCalculationSource: CostCalculationSource;
  fixedCostsCurrentYear?: number;
  variableCostsCurrentYear?: number;
  monthlyCostsYear?: number;
  /** ISO timestamp of the copy. */
  monthlyCostsLastSync?: string;
}

/**
 * The startup_data fields to write. With monthly_costs the yearly totals (from
 * calculate_yearly_costs_from_monthly) are copied to fixed_costs_current_year and
 * variable_costs_current_year, with the year and time of the copy; with manual only the
 * source is written and the entered amounts stay.
 */
export function planCostSourceUpdate(
  input: CostSourceInput,
  yearlyFromMonthly: { fixedCosts: number; variableCosts: number } | null,
  currentYear: number,
  asOf: Date,
): CostSourceUpdate {
  const source = decideCostSource(input);
  if (source === "manual" || !yearlyFromMonthly) return { costCalculationSource: "manual" };
  return {
    costCalculationSource: "monthly_costs",
    fixedCostsCurrentYear: yearlyFromMonthly.fixedCosts,
    variableCostsCurrentYear: yearlyFromMonthly.variableCosts,
    monthlyCostsYear: currentYear,
    monthlyCostsLastSync: asOf.toISOString(),
  };
}

/** This year's costs as every page shows them (the dashboard, the yearly overview, the report). */
export interface CurrentYearCosts {
  source: CostCalculationSource;
  fixed: number | null;
  variable: number | null;
}

/**
 * The one answer to "what are this year's costs": with monthly_costs the live totals of this
 * year's monthly costs (so a month saved since the last wizard visit already counts); with
 * manual the entered current-year amounts, falling back to the general fixed/variable costs.
 */
export function resolveCurrentYearCosts(
  stored: {
    fixedCostsCurrentYear?: number | null;
    variableCostsCurrentYear?: number | null;
    fixedCosts?: number | null;
    variableCosts?: number | null;
  },
  plan: CostSourceUpdate,
): CurrentYearCosts {
  if (plan.costCalculationSource === "monthly_costs") {
    return {
      source: "monthly_costs",
      fixed: plan.fixedCostsCurrentYear ?? 0,
      variable: plan.variableCostsCurrentYear ?? 0,
    };
  }
  return {
    source: "manual",
    fixed: stored.fixedCostsCurrentYear ?? stored.fixedCosts ?? null,
    variable: stored.variableCostsCurrentYear ?? stored.variableCosts ?? null,
  };
}

/**
 * The manual yearly costs the yearly overview spreads over the months, or null when this
 * year's costs come from monthly costs (their own records) or none are entered.
 */
export function manualOverviewCosts(costs: CurrentYearCosts): { fixed: number; variable: number } | null {
  if (costs.source !== "manual") return null;
  const fixed = costs.fixed ?? 0;
  const variable = costs.variable ?? 0;
  return fixed > 0 || variable > 0 ? { fixed, variable } : null;
}

/** The wizard's seven yearly cost columns, by their offset from the current year (−3 … +3). */
export interface WizardYearlyCosts {
  fixedCostsYear1?: number | null;
  fixedCostsYear2?: number | null;
  fixedCostsYear3?: number | null;
  fixedCostsCurrentYear?: number | null;
  fixedCostsForecast1?: number | null;
  fixedCostsForecast2?: number | null;
  fixedCostsForecast3?: number | null;
  variableCostsYear1?: number | null;
  variableCostsYear2?: number | null;
  variableCostsYear3?: number | null;
  variableCostsCurrentYear?: number | null;
  variableCostsForecast1?: number | null;
  variableCostsForecast2?: number | null;
  variableCostsForecast3?: number | null;
}

const COST_COLUMN_BY_OFFSET = {
  [-3]: "Year1",
  [-2]: "Year2",
  [-1]: "Year3",
  0: "CurrentYear",
  1: "Forecast1",
  2: "Forecast2",
  3: "Forecast3",
} as const;

/**
 * The wizard's fixed and variable costs of `year` (3 years ago … in 3 years), or null when
 * neither is entered or the year is outside the wizard's columns. Used by the yearly overview
 * for a year without monthly costs, instead of €0.
 */
export function wizardCostsOfYear(
  row: WizardYearlyCosts,
  year: number,
  currentYear: number,
): { fixed: number; variable: number } | null {
  const suffix = (COST_COLUMN_BY_OFFSET as Record<number, string | undefined>)[year - currentYear];
  if (!suffix) return null;
  const r = row as Record<string, number | null | undefined>;
  const fixed = r[`fixedCosts${suffix}`] ?? 0;
  const variable = r[`variableCosts${suffix}`] ?? 0;
  return fixed > 0 || variable > 0 ? { fixed, variable } : null;
}
