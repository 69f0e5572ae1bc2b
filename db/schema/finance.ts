/**
 * Financial planning and valuation (docs/product.md#finance-data): startup data, monthly costs, customer cohorts.
 * The spec's `user_id` columns are `company_id` here (docs/architecture.md#tenancy-and-roles).
 * Money and percentages are `real`, years and counts `integer`; timestamps are ISO-8601 text.
 */
import { sql } from "drizzle-orm";
import { check, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { companies } from "./auth";
import { bool, createdAt, id, updatedAt } from "./columns";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const revenueModels = ["subscription", "one-time"] as const;
export const costCalculationSources = ["manual", "monthly_costs"] as const;

/* ------------------------------------------------------------- startup_data */

/** One row per company (spec: one row per user, key user_id). */
export const startupData = sqliteTable(
  "startup_data",
  {
    id: id(),
    companyId: companyId().unique(),

    // Profile. The empty row created on first visit has empty texts (spec), hence not null default ''.
    companyName: text("company_name").notNull().default(""),
    country: text("country").notNull().default(""),
    sector: text("sector").notNull().default(""),
    stage: text("stage").notNull().default(""),
    foundingYear: integer("founding_year"),

    // Revenue.
    mrrCurrent: real("mrr_current").notNull().default(0),
    revenueYear1: real("revenue_year_1"),
    revenueYear2: real("revenue_year_2"),
    /** Treated as last year. */
    revenueYear3: real("revenue_year_3"),
    previousYearRevenue: real("previous_year_revenue"),
    currentYearRevenue: real("current_year_revenue"),
    revenueCurrentYear: real("revenue_current_year"),
    revenueForecast1: real("revenue_forecast_1"),
    revenueForecast2: real("revenue_forecast_2"),
    revenueGrowth: real("revenue_growth"),
    grossMargin: real("gross_margin"),

    // Costs.
    fixedCostsYear1: real("fixed_costs_year_1"),
    fixedCostsYear2: real("fixed_costs_year_2"),
    fixedCostsYear3: real("fixed_costs_year_3"),
    fixedCostsCurrentYear: real("fixed_costs_current_year"),
    fixedCostsForecast1: real("fixed_costs_forecast_1"),
    fixedCostsForecast2: real("fixed_costs_forecast_2"),
    fixedCostsForecast3: real("fixed_costs_forecast_3"),
    variableCostsYear1: real("variable_costs_year_1"),
    variableCostsYear2: real("variable_costs_year_2"),
    variableCostsYear3: real("variable_costs_year_3"),
    variableCostsCurrentYear: real("variable_costs_current_year"),
    variableCostsForecast1: real("variable_costs_forecast_1"),
    variableCostsForecast2: real("variable_costs_forecast_2"),
    variableCostsForecast3: real("variable_costs_forecast_3"),
    fixedCosts: real("fixed_costs"),
    variableCosts: real("variable_costs"),
    costGrowth: real("cost_growth"),
    costCalculationSource: text("cost_calculation_source", { enum: costCalculationSources })
      .notNull()
      .default("manual"),
    monthlyCostsYear: integer("monthly_costs_year"),
    /** ISO timestamp of the last copy of monthly-cost totals into the *_current_year fields. */
    monthlyCostsLastSync: text("monthly_costs_last_sync"),

    // Capital and WACC (percentages as numbers 0-100).
    equityInvestment: real("equity_investment"),
    debtAmount: real("debt_amount"),
    riskFreeRate: real("risk_free_rate").notNull().default(2),
    marketReturn: real("market_return").notNull().default(8),
    betaValue: real("beta_value").notNull().default(1.2),
    costOfEquity: real("cost_of_equity"),
    costOfDebt: real("cost_of_debt").notNull().default(5),

    // Valuation parameters.
    terminalGrowthRate: real("terminal_growth_rate").notNull().default(2.5),
    projectionYears: integer("projection_years").notNull().default(5),
    revenueMultiple: real("revenue_multiple").notNull().default(5),
    ebitdaMultiple: real("ebitda_multiple").notNull().default(12),
    targetEbitdaMargin: real("target_ebitda_margin").notNull().default(20),

    // Funding.
    vcRoundPlanned: bool("vc_round_planned").notNull().default(false),
    vcRoundYear: integer("vc_round_year"),
    vcRoundAmount: real("vc_round_amount"),
    vcPreMoneyValuation: real("vc_pre_money_valuation"),
    enableGrowthScenarios: bool("enable_growth_scenarios").notNull().default(false),
    aiScenarioSuggestion: text("ai_scenario_suggestion"),

    // Customer economics (the CAC/LTV configuration of the auto revenue).
    cacPerCustomer: real("cac_per_customer"),
    revenueModel: text("revenue_model", { enum: revenueModels }).notNull().default("subscription"),
    ltvMonths: integer("ltv_months").notNull().default(12),
    revenuePerCustomerMonthly: real("revenue_per_customer_monthly"),
    revenuePerCustomerOnetime: real("revenue_per_customer_onetime"),

    // Auto revenue.
    autoRevenueCalculationEnabled: bool("auto_revenue_calculation_enabled").notNull().default(false),
    autoGeneratedRevenueMonthly: real("auto_generated_revenue_monthly"),
    /** ISO timestamp. */
    lastAutoRevenueSync: text("last_auto_revenue_sync"),

    // LinkedIn.
    linkedinCompanyUrl: text("linkedin_company_url"),
    linkedinCompanyId: text("linkedin_company_id"),
    linkedinEmployeeCount: integer("linkedin_employee_count"),
    linkedinIndustry: text("linkedin_industry"),
    /** ISO timestamp. */
    linkedinLastSync: text("linkedin_last_sync"),
    linkedinVerified: bool("linkedin_verified").notNull().default(false),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The unique constraint on company_id doubles as its index.
);

/* ------------------------------------------------------------ monthly_costs */

/** A cost amount in euros; the spec: "All numeric fields default to 0". */
const cost = (name: string) => real(name).notNull().default(0);

/** Custom cost items: category → item name → amount. */
export type CustomCostFields = Record<string, Record<string, number>>;

export const monthlyCosts = sqliteTable(
  "monthly_costs",
  {
    id: id(),
    companyId: companyId(),
    /** 1-12. */
    month: integer("month").notNull(),
    year: integer("year").notNull(),

    // Personnel (14).
    salaryCeo: cost("salary_ceo"),
    salaryCmo: cost("salary_cmo"),
    salaryCto: cost("salary_cto"),
    salaryCfo: cost("salary_cfo"),
    salaryCoo: cost("salary_coo"),
    salaryDevelopers: cost("salary_developers"),
    salarySales: cost("salary_sales"),
    salaryMarketing: cost("salary_marketing"),
    salarySupport: cost("salary_support"),
    salaryOtherStaff: cost("salary_other_staff"),
    freelancers: cost("freelancers"),
    payrollKosten: cost("payroll_kosten"),
    vergoedingen: cost("vergoedingen"),
    bonussen: cost("bonussen"),

    // Operational (5).
    huurKantoor: cost("huur_kantoor"),
    kantoorbenodigdheden: cost("kantoorbenodigdheden"),
    abonnementen: cost("abonnementen"),
    telefoonInternet: cost("telefoon_internet"),
    reiskosten: cost("reiskosten"),

    // Tech (4).
    cloudkosten: cost("cloudkosten"),
    domeinenHosting: cost("domeinen_hosting"),
    softwareDevelopment: cost("software_development"),
    licenties: cost("licenties"),

    // Marketing (6).
    advertentiekosten: cost("advertentiekosten"),
    crmTools: cost("crm_tools"),
    websiteOnderhoud: cost("website_onderhoud"),
    designBranding: cost("design_branding"),
    evenementen: cost("evenementen"),
    directSalesCosts: cost("direct_sales_costs"),

    // Admin (5).
    boekhouding: cost("boekhouding"),
    accountant: cost("accountant"),
    bankingkosten: cost("bankingkosten"),
    juridischAdvies: cost("juridisch_advies"),
    notariskosten: cost("notariskosten"),

    // Production (4).
    inkoopkosten: cost("inkoopkosten"),
    logistiek: cost("logistiek"),
    opslag: cost("opslag"),
    retouren: cost("retouren"),

    // Other (4).
    onvoorzien: cost("onvoorzien"),
    afschrijvingen: cost("afschrijvingen"),
    verzekeringen: cost("verzekeringen"),
    investeringskosten: cost("investeringskosten"),

    growthBudgetCosts: cost("growth_budget_costs"),

    /** Not a cost: the month's cash balance in euros (the monthly update's cash and runway); null when not given. */
    cashBalance: real("cash_balance"),

    customFields: text("custom_fields", { mode: "json" }).$type<CustomCostFields>().notNull().default({}),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec: unique per user_id, month, year. Column order (company, year, month) also serves
    // the "by company and year" and "ordered by year then month" reads.
    uniqueIndex("monthly_costs_company_year_month_uq").on(t.companyId, t.year, t.month),
    check("monthly_costs_month_ck", sql`${t.month} BETWEEN 1 AND 12`),
  ],
);

/* --------------------------------------------------------- customer_cohorts */

export const customerCohorts = sqliteTable(
  "customer_cohorts",
  {
    id: id(),
    companyId: companyId(),
    /** 1-12. */
    acquisitionMonth: integer("acquisition_month").notNull(),
    acquisitionYear: integer("acquisition_year").notNull(),
    customerCount: integer("customer_count").notNull(),
    monthlyRevenuePerCustomer: real("monthly_revenue_per_customer").notNull(),
    ltvMonths: integer("ltv_months").notNull(),
    growthBudgetInvestment: real("growth_budget_investment").notNull().default(0),
    // Not in the spec: bookkeeping timestamps (cohorts are upserted by the auto revenue sync).
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec: unique per user, month and year; (company, year, month) order serves "ordered by year then month".
    uniqueIndex("customer_cohorts_company_year_month_uq").on(
      t.companyId,
      t.acquisitionYear,
      t.acquisitionMonth,
    ),
    check("customer_cohorts_month_ck", sql`${t.acquisitionMonth} BETWEEN 1 AND 12`),
  ],
);

/* ------------------------------------------------------------------- types */

export type StartupData = typeof startupData.$inferSelect;
export type NewStartupData = typeof startupData.$inferInsert;
export type MonthlyCosts = typeof monthlyCosts.$inferSelect;
export type NewMonthlyCosts = typeof monthlyCosts.$inferInsert;
export type CustomerCohort = typeof customerCohorts.$inferSelect;
export type NewCustomerCohort = typeof customerCohorts.$inferInsert;
