/**
 * Financial planning forms (docs/product.md#financial-data-wizard): the profile / wizard schema, the auto revenue
 * (CAC/LTV) configuration and the valuation parameters. Field names are the spec's
 * startup_data names (snake_case).
 */
import { FORM_ERRORS as E, VALUATION_FORM_ERRORS as V } from "../copy/finance/texts";
import { AMOUNT_RANGE, LTV_MONTHS_RANGE } from "../domain/bounds";
import { readOptionalAmount } from "../domain/finance/amount";
import { CONFIGURATION_ERRORS, validateAutoRevenueConfiguration } from "../domain/finance/auto-revenue";
import { COST_FIELDS } from "../domain/finance/options";
import { sanitizeProjectionYears, type ValuationParameters } from "../domain/finance/valuation";
import { amountField } from "./amount";
import { z } from "./zod";

/** An empty input becomes undefined, otherwise it is converted to a number ("abc" → NaN → rejected). */
function emptyToUndefinedNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    return text === "" ? undefined : Number(text);
  }
  return value;
}

const NUMBER_MESSAGE = E.number;

/** Money in Dutch notation (`42.500`): a number from 0 to a trillion, optional. */
const money = () =>
  amountField("nl", {
    min: 0,
    minMessage: E.negativeAmount,
    max: AMOUNT_RANGE.max,
    maxMessage: E.amountTooBig,
  });

/** A percentage 0–100 in Dutch notation (`2,5`), optional. */
const percent = () =>
  amountField("nl", { min: 0, minMessage: E.percentRange, max: 100, maxMessage: E.percentRange });

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, E.textTooLong);

export const MIN_FOUNDING_YEAR = 1900;

export const FINANCIAL_MONEY_FIELDS = [
  "mrr_current",
  "revenue_year_1",
  "revenue_year_2",
  "revenue_year_3",
  "previous_year_revenue",
  "current_year_revenue",
  "revenue_current_year",
  "revenue_forecast_1",
  "revenue_forecast_2",
  ...COST_FIELDS,
  "equity_investment",
  "debt_amount",
] as const;

export const FINANCIAL_PERCENT_FIELDS = [
  "risk_free_rate",
  "market_return",
  "cost_of_equity",
  "cost_of_debt",
] as const;

type MoneyShape = { [K in (typeof FINANCIAL_MONEY_FIELDS)[number]]: ReturnType<typeof money> };
type PercentShape = { [K in (typeof FINANCIAL_PERCENT_FIELDS)[number]]: ReturnType<typeof percent> };

/**
 * The profile / wizard schema for the final save. A function of the current year so the
 * founding-year bound stays pure and testable: founding_year is a whole number from 1900 to
 * `currentYear` (optional; the form starts at the current year).
 */
export function createFinancialProfileSchema(currentYear: number) {
  const moneyShape = Object.fromEntries(FINANCIAL_MONEY_FIELDS.map((f) => [f, money()])) as MoneyShape;
  const percentShape = Object.fromEntries(
    FINANCIAL_PERCENT_FIELDS.map((f) => [f, percent()]),
  ) as PercentShape;
  return z.object({
    company_name: requiredText(E.companyNameRequired),
    country: requiredText(E.countryRequired),
    sector: requiredText(E.sectorRequired),
    stage: requiredText(E.stageRequired),
    founding_year: z.preprocess(
      emptyToUndefinedNumber,
      z
        .number({ error: NUMBER_MESSAGE })
        .int(E.foundingYearWhole)
        .min(MIN_FOUNDING_YEAR, E.foundingYearMin(MIN_FOUNDING_YEAR))
        .max(currentYear, E.foundingYearMax(currentYear))
        .optional(),
    ),
    ...moneyShape,
    ...percentShape,
    beta_value: amountField("nl", { min: 0, minMessage: E.betaNegative, max: 100, maxMessage: E.betaTooBig }),
  });
}

export type FinancialProfileSchema = ReturnType<typeof createFinancialProfileSchema>;
export type FinancialProfileValues = z.output<FinancialProfileSchema>;

/** Defaults of the form: founding year = current year, 2 / 8 / 1.2, cost of debt 5, MRR 0 (docs/product.md#financial-data-wizard). */
export function createFinancialProfileDefaults(currentYear: number) {
  return {
    founding_year: currentYear,
    risk_free_rate: 2,
    market_return: 8,
    beta_value: 1.2,
    cost_of_debt: 5,
    mrr_current: 0,
  };
}

/* --------------------------------------------------- auto revenue configuration */

/** A checkbox: "on" / "true" / true → true; absent → false. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

const ERROR_FIELD: Record<string, string> = {
  [CONFIGURATION_ERRORS.cac]: "cac_per_customer",
  [CONFIGURATION_ERRORS.revenueMonthly]: "revenue_per_customer_monthly",
  [CONFIGURATION_ERRORS.ltvMonths]: "ltv_months",
  [CONFIGURATION_ERRORS.revenueOnetime]: "revenue_per_customer_onetime",
};

/**
 * The CAC/LTV configuration. Amounts are numbers ≥ 0 and LTV a whole number of months; with
 * auto revenue switched on the spec's rules apply (CAC > 0; subscription: monthly revenue and
 * LTV > 0; one-time: one-time revenue > 0), each message on its field. Switched off, an
 * incomplete configuration may be saved (it is checked again when processing).
 */
export const AutoRevenueConfigurationSchema = z
  .object({
    auto_revenue_calculation_enabled: checkbox,
    cac_per_customer: money(),
    revenue_model: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? "subscription" : v === "one_time" ? "one-time" : v),
      z.enum(["subscription", "one-time"], { error: E.revenueModel }),
    ),
    ltv_months: amountField("nl", {
      integer: E.ltvWhole,
      min: 0,
      minMessage: E.ltvNegative,
      max: LTV_MONTHS_RANGE.max,
      maxMessage: E.ltvTooBig,
    }),
    revenue_per_customer_monthly: money(),
    revenue_per_customer_onetime: money(),
  })
  .superRefine((value, ctx) => {
    if (!value.auto_revenue_calculation_enabled) return;
    const { errors } = validateAutoRevenueConfiguration({
      cacPerCustomer: value.cac_per_customer,
      revenueModel: value.revenue_model,
      ltvMonths: value.ltv_months,
      revenuePerCustomerMonthly: value.revenue_per_customer_monthly,
      revenuePerCustomerOnetime: value.revenue_per_customer_onetime,
    });
    for (const message of errors) ctx.addIssue({ code: "custom", message, path: [ERROR_FIELD[message]] });
  });

export type AutoRevenueConfigurationValues = z.output<typeof AutoRevenueConfigurationSchema>;

/* --------------------------------------------------------- valuation parameters */

/**
 * The valuation panel's five inputs in Dutch notation (`2,5`). A value that is not a number or
 * lies outside its range is refused on its field and nothing is saved (the spec's "non-numeric
 * becomes 0" silently valued the company with a 0 multiple); terminal growth ≥ WACC is refused
 * by the server, which knows the WACC. The output uses the domain's camelCase ValuationParameters.
 */
/** An absent parameter is read as empty, so it is refused like an emptied one ('Vul een waarde in'). */
const REQUIRED_PARAMETERS = {
  terminal_growth_rate: "",
  projection_years: "",
  revenue_multiple: "",
  ebitda_multiple: "",
  target_ebitda_margin: "",
};

export const ValuationParametersSchema = z.preprocess(
  (v) => (v !== null && typeof v === "object" ? { ...REQUIRED_PARAMETERS, ...v } : v),
  z
    .object({
      terminal_growth_rate: amountField("nl", {
        required: V.required,
        min: -10,
        max: 20,
        minMessage: V.terminalGrowthRange,
        maxMessage: V.terminalGrowthRange,
      }),
      // The spec's rule stays: a whole number is held to 3–10, anything else is 5.
      projection_years: z.unknown().transform((v) => {
        const read = readOptionalAmount(v, "nl");
        return sanitizeProjectionYears(read.ok ? read.value : undefined);
      }),
      revenue_multiple: amountField("nl", {
        required: V.required,
        min: 0,
        max: 1000,
        minMessage: V.multipleRange,
        maxMessage: V.multipleRange,
      }),
      ebitda_multiple: amountField("nl", {
        required: V.required,
        min: 0,
        max: 1000,
        minMessage: V.multipleRange,
        maxMessage: V.multipleRange,
      }),
      target_ebitda_margin: amountField("nl", {
        required: V.required,
        min: 0,
        max: 100,
        minMessage: E.percentRange,
        maxMessage: E.percentRange,
      }),
    })
    .transform((v): ValuationParameters => ({
      // `required` refuses an empty value, so each is a number here.
      terminalGrowthRate: v.terminal_growth_rate as number,
      projectionYears: v.projection_years,
      revenueMultiple: v.revenue_multiple as number,
      ebitdaMultiple: v.ebitda_multiple as number,
      targetEbitdaMargin: v.target_ebitda_margin as number,
    })),
);
