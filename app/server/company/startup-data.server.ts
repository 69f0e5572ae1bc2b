/**
 * The company's startup_data row (docs/product.md#financial-data-wizard): one row per company. The rules
 * live in app/domain/finance/*; this module reads and writes D1, always scoped by company.
 *
 * - Wizard: saveWizardProgress (one tab, 'Volgende') and saveStartupDataFinal (all fields).
 *   Both write one upsert statement, so a failing save writes nothing.
 * - Cost source (docs/product.md#monthly-costs): each save checks the company's monthly costs of the current year
 *   (one query, ≤ 12 rows, 10 s time-out → manual) and, when the source is monthly_costs,
 *   copies the yearly totals into fixed_costs_current_year / variable_costs_current_year.
 * - Valuation parameters live in startup_data's own columns (terminal_growth_rate …).
 * - The CAC/LTV configuration: saved, and a changed configuration with auto revenue on
 *   triggers the full auto revenue sync (app/server/finance/auto-revenue.server.ts).
 */
import { eq } from "drizzle-orm";

import type { Db } from "../../../db";
import {
  type MonthlyCosts,
  monthlyCosts,
  type NewStartupData,
  type StartupData,
  startupData,
} from "../../../db/schema";
import { saveErrorMessage } from "../../copy/finance/texts";
import {
  type CostSourceUpdate,
  type CurrentYearCosts,
  MONTHLY_COSTS_CHECK_TIMEOUT_MS,
  planCostSourceUpdate,
  resolveCurrentYearCosts,
} from "../../domain/finance/cost-source";
import {
  computeYearlyCostsFromMonthly,
  type CustomCostFields,
  type MonthlyCostField,
  type MonthlyCostRecord,
  toMonthlyCostValues,
} from "../../domain/finance/monthly-costs";
import { canSaveWizardProgress, WIZARD_STEP_FIELDS, type WizardStepId } from "../../domain/finance/options";
import { currentYearOf } from "../../domain/finance/period";
import { finalSaveProblemOf, saveProblemOf } from "../../domain/finance/save-errors";
import type { ValuationInput, ValuationParameters } from "../../domain/finance/valuation";
import { ownValue } from "../../domain/own-keys";
import {
  type AutoRevenueConfigurationValues,
  createFinancialProfileDefaults,
  FINANCIAL_MONEY_FIELDS,
  FINANCIAL_PERCENT_FIELDS,
} from "../../schemas/finance";
import type { WizardStepValues } from "../../schemas/finance-wizard";
import { runFullAutoRevenueSync } from "../finance/auto-revenue.server";
import { readWholeRows, wholeRowsRead } from "../platform/whole-rows.server";

/* ----------------------------------------------------------------- mapping */

/** The wizard's form fields (snake_case, as in the spec) and their startup_data properties. */
const TEXT_FIELDS = {
  company_name: "companyName",
  country: "country",
  sector: "sector",
  stage: "stage",
} as const;
type TextField = keyof typeof TEXT_FIELDS;

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Number columns that are NOT NULL: an empty input stores the column default (docs/product.md#financial-data-wizard). */
const NUMBER_DEFAULTS: Partial<Record<string, number>> = {
  mrr_current: 0,
  risk_free_rate: 2,
  market_return: 8,
  beta_value: 1.2,
  cost_of_debt: 5,
};

const WIZARD_FIELDS = [
  ...Object.keys(TEXT_FIELDS),
  "founding_year",
  ...FINANCIAL_MONEY_FIELDS,
  ...FINANCIAL_PERCENT_FIELDS,
  "beta_value",
] as const;

/** The columns to write for the given form fields; an absent (empty) number becomes null or its default. */
export function toStartupDataColumns(
  values: WizardStepValues,
  fields: readonly string[],
): Partial<NewStartupData> {
  const out: Record<string, string | number | null> = {};
  for (const field of fields) {
    const value = values[field as keyof WizardStepValues];
    if (Object.hasOwn(TEXT_FIELDS, field)) {
      out[TEXT_FIELDS[field as TextField]] = typeof value === "string" ? value.trim() : "";
    } else {
      out[camel(field)] = typeof value === "number" ? value : (ownValue(NUMBER_DEFAULTS, field) ?? null);
    }
  }
  // The wizard's "last year's total" is also revenue_year_3, which the spec treats as last year
  // (the valuation's growth rate and the report read it).
  if ("previousYearRevenue" in out) out.revenueYear3 = out.previousYearRevenue!;
  return out as Partial<NewStartupData>;
}

/** The row as the wizard form's values (snake_case); without a row the defaults of docs/product.md#financial-data-wizard. */
export function toWizardFormValues(
  row: StartupData | null,
  currentYear: number,
): Record<string, string | number | null> {
  const defaults = createFinancialProfileDefaults(currentYear);
  const values: Record<string, string | number | null> = {};
  for (const field of WIZARD_FIELDS) {
    if (Object.hasOwn(TEXT_FIELDS, field)) values[field] = row ? row[TEXT_FIELDS[field as TextField]] : "";
    else
      values[field] = row
        ? ((row as unknown as Record<string, number | null>)[camel(field)] ?? null)
        : (ownValue<number>(defaults as Record<string, number>, field) ?? null);
  }
  return values;
}

/* ------------------------------------------------------------------- reads */

/** The company's startup data (a page may batch this read with its other reads; the row or none). */
export const startupDataRead = (db: Db, companyId: string) =>
  wholeRowsRead(db, startupData, "WHERE company_id = ?1 LIMIT 1", companyId);

export async function getStartupData(db: Db, companyId: string): Promise<StartupData | null> {
  const [rows] = await readWholeRows(db, [startupDataRead(db, companyId)]);
  return rows[0] ?? null;
}

/** The company's monthly cost rows of some years (at most 12 each), as a read a page may batch. */
export const monthlyCostsOfYearsRead = (db: Db, companyId: string, years: readonly number[]) =>
  wholeRowsRead(
    db,
    monthlyCosts,
    `WHERE company_id = ?1 AND year IN (${years.map((_, i) => `?${i + 2}`).join(", ")})`,
    companyId,
    ...years,
  );

/** The company's monthly cost rows of one year (at most 12), as a read a page may batch. */
export const monthlyCostsOfYearRead = (db: Db, companyId: string, year: number) =>
  monthlyCostsOfYearsRead(db, companyId, [year]);

/** The company's monthly cost rows of one year (at most 12). */
export async function readMonthlyCostRows(db: Db, companyId: string, year: number): Promise<MonthlyCosts[]> {
  const [rows] = await readWholeRows(db, [monthlyCostsOfYearRead(db, companyId, year)]);
  return rows;
}

/* --------------------------------------------------------------- cost source */

export interface MonthlyCostsCheck {
  /** Whether monthly costs exist for the year (false when the check failed or timed out). */
  hasMonthlyCosts: boolean;
  /** The yearly fixed / variable totals (spec: calculate_yearly_costs_from_monthly). */
  totals: { fixedCosts: number; variableCosts: number } | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("monthly costs check timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Monthly cost rows as the domain reads them (the yearly overview and the cost-source check). */
export function toMonthlyCostRecords(
  rows: Awaited<ReturnType<typeof readMonthlyCostRows>>,
): MonthlyCostRecord[] {
  return rows.map((r) => ({
    month: r.month,
    year: r.year,
    values: toMonthlyCostValues(r as unknown as Partial<Record<MonthlyCostField, unknown>>),
    customFields: r.customFields as CustomCostFields,
  }));
}

/** The check from the year's records when they are already read (the financial dashboard reads them for its overview). */
export function monthlyCostsCheckOfRecords(
  records: readonly MonthlyCostRecord[],
  year: number,
): MonthlyCostsCheck {
  if (records.length === 0) return { hasMonthlyCosts: false, totals: null };
  return { hasMonthlyCosts: true, totals: computeYearlyCostsFromMonthly(records, year) };
}

/** The check from the year's rows when they are already read. */
export function monthlyCostsCheckOf(
  rows: Awaited<ReturnType<typeof readMonthlyCostRows>>,
  year: number,
): MonthlyCostsCheck {
  return monthlyCostsCheckOfRecords(toMonthlyCostRecords(rows), year);
}

/**
 * One query: the company's monthly cost rows of `year` (at most 12), summed into yearly fixed
 * and variable costs by the domain. A failure or a time-out (10 s) counts as "no monthly
 * costs", so the source falls back to manual (docs/product.md#monthly-costs).
 */
export async function checkMonthlyCosts(
  db: Db,
  companyId: string,
  year: number,
  timeoutMs = MONTHLY_COSTS_CHECK_TIMEOUT_MS,
): Promise<MonthlyCostsCheck> {
  try {
    const rows = await withTimeout(readMonthlyCostRows(db, companyId, year), timeoutMs);
    return monthlyCostsCheckOf(rows, year);
  } catch (error) {
    console.warn("monthly costs check failed; cost source stays manual", error);
    return { hasMonthlyCosts: false, totals: null };
  }
}

/** The cost-source plan for a save (or for showing the wizard): the stored source and the current-year amounts to judge. */
export function planCostSource(
  check: MonthlyCostsCheck,
  current: {
    source: StartupData["costCalculationSource"] | null;
    fixed: number | null | undefined;
    variable: number | null | undefined;
  },
  currentYear: number,
  asOf: Date,
): CostSourceUpdate {
  return planCostSourceUpdate(
    {
      hasMonthlyCostsForCurrentYear: check.hasMonthlyCosts,
      currentSource: current.source,
      fixedCostsCurrentYear: current.fixed,
      variableCostsCurrentYear: current.variable,
    },
    check.totals,
    currentYear,
    asOf,
  );
}

/**
 * This year's fixed and variable costs as /numbers, its yearly overview and the report show
 * them: the cost source decided live (monthly costs saved since the last wizard visit count
 * at once), read from one query of this year's monthly costs.
 */
export async function getCurrentYearCosts(
  db: Db,
  companyId: string,
  row: Pick<
    StartupData,
    | "costCalculationSource"
    | "fixedCostsCurrentYear"
    | "variableCostsCurrentYear"
    | "fixedCosts"
    | "variableCosts"
  >,
  asOf: Date,
): Promise<CurrentYearCosts> {
  return currentYearCostsOf(row, await checkMonthlyCosts(db, companyId, currentYearOf(asOf)), asOf);
}

/** getCurrentYearCosts from an already made check of this year's monthly costs. */
export function currentYearCostsOf(
  row: Parameters<typeof getCurrentYearCosts>[2],
  check: MonthlyCostsCheck,
  asOf: Date,
): CurrentYearCosts {
  const year = currentYearOf(asOf);
  return resolveCurrentYearCosts(
    row,
    planCostSource(
      check,
      {
        source: row.costCalculationSource,
        fixed: row.fixedCostsCurrentYear,
        variable: row.variableCostsCurrentYear,
      },
      year,
      asOf,
    ),
  );
}

/* ------------------------------------------------------------------ writes */

export type SaveOutcome =
  | { ok: true; saved: boolean; costSource: CostSourceUpdate["costCalculationSource"] }
  | { ok: false; message: string };

async function upsertStartupData(
  db: Db,
  companyId: string,
  row: StartupData | null,
  columns: Partial<NewStartupData>,
  asOf: Date,
) {
  const currentYear = currentYearOf(asOf);
  const check = await checkMonthlyCosts(db, companyId, currentYear);
  const plan = planCostSource(
    check,
    {
      source: row?.costCalculationSource ?? null,
      fixed: "fixedCostsCurrentYear" in columns ? columns.fixedCostsCurrentYear : row?.fixedCostsCurrentYear,
      variable:
        "variableCostsCurrentYear" in columns
          ? columns.variableCostsCurrentYear
          : row?.variableCostsCurrentYear,
    },
    currentYear,
    asOf,
  );
  const set = { ...columns, ...plan, updatedAt: asOf.toISOString() };
  await db
    .insert(startupData)
    .values({ ...set, companyId })
    .onConflictDoUpdate({ target: startupData.companyId, set });
  return plan.costCalculationSource;
}

/**
 * 'Volgende': saves the tab's fields. Needs only a company name (the posted one on the company
 * tab, else the stored one); without it nothing is written and `saved` is false (docs/product.md#financial-data-wizard:
 * "otherwise it silently skips"). Errors come back as the messages of docs/product.md#saving-startup-data.
 */
export async function saveWizardProgress(
  db: Db,
  companyId: string,
  step: WizardStepId,
  values: WizardStepValues,
  asOf: Date,
  /** Fields of the tab not to write (this year's costs while they come from monthly costs). */
  keepStored: readonly string[] = [],
): Promise<SaveOutcome> {
  try {
    const row = await getStartupData(db, companyId);
    const fields = WIZARD_STEP_FIELDS[step].filter((f) => !keepStored.includes(f));
    const columns = toStartupDataColumns(values, fields);
    const companyName = "companyName" in columns ? columns.companyName : row?.companyName;
    if (!canSaveWizardProgress(companyName))
      return { ok: true, saved: false, costSource: row?.costCalculationSource ?? "manual" };
    const costSource = await upsertStartupData(db, companyId, row, columns, asOf);
    return { ok: true, saved: true, costSource };
  } catch (error) {
    console.error("startup data progress save failed", error);
    return { ok: false, message: saveErrorMessage(saveProblemOf(error)) };
  }
}

/** The final save: every wizard field (validated by the whole profile schema). */
export async function saveStartupDataFinal(
  db: Db,
  companyId: string,
  values: WizardStepValues,
  asOf: Date,
): Promise<SaveOutcome> {
  try {
    const row = await getStartupData(db, companyId);
    if (!canSaveWizardProgress(values.company_name))
      return { ok: false, message: saveErrorMessage("notNull") };
    const columns = toStartupDataColumns(values, WIZARD_FIELDS);
    const costSource = await upsertStartupData(db, companyId, row, columns, asOf);
    return { ok: true, saved: true, costSource };
  } catch (error) {
    console.error("startup data final save failed", error);
    return { ok: false, message: saveErrorMessage(finalSaveProblemOf(error)) };
  }
}

/* ------------------------------------------------------------ valuation */

/**
 * The valuation's input from the row: MRR, this year's auto-generated revenue (only while auto
 * revenue is on), last year's revenue (revenue_year_3), capital and the WACC inputs.
 */
export function toValuationInput(
  row: StartupData,
  currentRevenue: number,
  costs: { fixed: number | null; variable: number | null } | null,
): ValuationInput {
  const totalCosts = costs ? (costs.fixed ?? 0) + (costs.variable ?? 0) : 0;
  return {
    currentRevenue,
    currentCosts: totalCosts > 0 ? totalCosts : null,
    sector: row.sector,
    mrrCurrent: row.mrrCurrent,
    lastYearRevenue: row.revenueYear3,
    equityInvestment: row.equityInvestment,
    debtAmount: row.debtAmount,
    riskFreeRate: row.riskFreeRate,
    marketReturn: row.marketReturn,
    betaValue: row.betaValue,
  };
}

/** The saved valuation parameters (the columns have the spec's defaults 2.5 / 5 / 5 / 12 / 20). */
export function toValuationParameters(row: StartupData | null): Partial<ValuationParameters> | null {
  if (!row) return null;
  return {
    terminalGrowthRate: row.terminalGrowthRate,
    projectionYears: row.projectionYears,
    revenueMultiple: row.revenueMultiple,
    ebitdaMultiple: row.ebitdaMultiple,
    targetEbitdaMargin: row.targetEbitdaMargin,
  };
}

/** Updates the five parameters and updated_at (docs/product.md#valuation); false when the company has no startup data. */
export async function saveValuationParameters(
  db: Db,
  companyId: string,
  parameters: ValuationParameters,
  asOf: Date,
): Promise<boolean> {
  const updated = await db
    .update(startupData)
    .set({ ...parameters, updatedAt: asOf.toISOString() })
    .where(eq(startupData.companyId, companyId))
    .returning({ id: startupData.id });
  return updated.length > 0;
}

/* ------------------------------------------------------- auto revenue config */

export type AutoRevenueConfigurationSave =
  | { ok: false; message: string }
  | {
      ok: true;
      changed: boolean;
      sync: { ok: boolean; message: string; totalYearlyRevenue?: number } | null;
    };

/** Whether the saved configuration (or the enable switch) differs from the stored one. */
export function isConfigurationChanged(row: StartupData, next: AutoRevenueConfigurationValues): boolean {
  return (
    row.autoRevenueCalculationEnabled !== next.auto_revenue_calculation_enabled ||
    row.cacPerCustomer !== (next.cac_per_customer ?? null) ||
    row.revenueModel !== next.revenue_model ||
    row.ltvMonths !== (next.ltv_months ?? 12) ||
    row.revenuePerCustomerMonthly !== (next.revenue_per_customer_monthly ?? null) ||
    row.revenuePerCustomerOnetime !== (next.revenue_per_customer_onetime ?? null)
  );
}

/**
 * Saves the CAC/LTV configuration and the enable switch. When auto revenue is on and the
 * configuration changed, the full auto revenue sync runs; its outcome comes back so the page
 * can show a warning toast when it failed (docs/product.md#auto-revenue). An empty LTV stores the default 12.
 */
export async function saveAutoRevenueConfiguration(
  db: Db,
  companyId: string,
  values: AutoRevenueConfigurationValues,
  asOf: Date,
): Promise<AutoRevenueConfigurationSave> {
  let changed: boolean;
  try {
    const row = await getStartupData(db, companyId);
    if (!row) return { ok: false, message: "Startup data niet gevonden" };
    changed = isConfigurationChanged(row, values);
    await db
      .update(startupData)
      .set({
        autoRevenueCalculationEnabled: values.auto_revenue_calculation_enabled,
        cacPerCustomer: values.cac_per_customer ?? null,
        revenueModel: values.revenue_model,
        ltvMonths: values.ltv_months ?? 12,
        revenuePerCustomerMonthly: values.revenue_per_customer_monthly ?? null,
        revenuePerCustomerOnetime: values.revenue_per_customer_onetime ?? null,
        updatedAt: asOf.toISOString(),
      })
      .where(eq(startupData.companyId, companyId));
  } catch (error) {
    console.error("auto revenue configuration save failed", error);
    return { ok: false, message: saveErrorMessage(saveProblemOf(error)) };
  }
  const sync =
    values.auto_revenue_calculation_enabled && changed
      ? await runFullAutoRevenueSync(db, companyId, asOf)
      : null;
  return { ok: true, changed, sync };
}
