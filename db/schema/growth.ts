/**
 * Growth forecast and sales tracking (docs/product.md#growth-data): forecast scenarios with their monthly
 * projections, and weekly sales metrics.
 * The spec's `user_id` columns are `company_id` here (docs/architecture.md#tenancy-and-roles).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { companies, users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/* ------------------------------------------------------ revenue_projections */

/** A forecast scenario. */
export const revenueProjections = sqliteTable(
  "revenue_projections",
  {
    id: id(),
    companyId: companyId(),
    scenarioName: text("scenario_name").notNull(),
    /** Euros per month (form default 0). */
    monthlyMarketingBudget: real("monthly_marketing_budget").notNull().default(0),
    /** Percent per month (form default 0, step 0.1). */
    marketingBudgetGrowthRate: real("marketing_budget_growth_rate").notNull().default(0),
    /** 12, 24, 36 (default) or 48. */
    projectionMonths: integer("projection_months").notNull().default(36),
    /** Calendar date 'YYYY-MM-DD'. */
    projectionStartDate: text("projection_start_date").notNull(),
    // Not in the spec: the member who created the scenario (the tenant key is now the company).
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("revenue_projections_company_created_idx").on(t.companyId, t.createdAt)],
);

/* ------------------------------------------------------ monthly_projections */

export const monthlyProjections = sqliteTable(
  "monthly_projections",
  {
    id: id(),
    // Denormalised tenant key (the convention: every business row carries company_id).
    companyId: companyId(),
    projectionId: text("projection_id")
      .notNull()
      .references(() => revenueProjections.id, { onDelete: "cascade" }),
    /** Calendar month 1-12. */
    month: integer("month").notNull(),
    year: integer("year").notNull(),
    marketingInvestment: real("marketing_investment").notNull(),
    newCustomers: integer("new_customers").notNull(),
    totalActiveCustomers: integer("total_active_customers").notNull(),
    monthlyRecurringRevenue: real("monthly_recurring_revenue").notNull(),
    cumulativeRevenue: real("cumulative_revenue").notNull(),
  },
  (t) => [
    // Not stated by the spec, but a scenario has one row per calendar month (rows are replaced, not appended).
    uniqueIndex("monthly_projections_projection_year_month_uq").on(t.projectionId, t.year, t.month),
    index("monthly_projections_company_idx").on(t.companyId),
    check("monthly_projections_month_ck", sql`${t.month} BETWEEN 1 AND 12`),
  ],
);

/* ----------------------------------------------------- weekly_sales_metrics */

/** Integer count; the form turns an invalid value into 0. */
const count = (name: string) => integer(name).notNull().default(0);
/** Euro amount ("fields whose name contains 'investment' are parsed as decimals"). */
const money = (name: string) => real(name).notNull().default(0);

export const weeklySalesMetrics = sqliteTable(
  "weekly_sales_metrics",
  {
    id: id(),
    companyId: companyId(),
    weekNumber: integer("week_number").notNull(),
    year: integer("year").notNull(),
    notes: text("notes"),
    mqlComments: text("mql_comments"),

    // Marketing investment: total = direct + agency.
    marketingInvestment: money("marketing_investment"),
    marketingInvestmentDirect: money("marketing_investment_direct"),
    marketingInvestmentAgency: money("marketing_investment_agency"),

    // MQLs: mqls_marketing = direct + agency.
    mqlsMarketing: count("mqls_marketing"),
    mqlsMarketingDirect: count("mqls_marketing_direct"),
    mqlsMarketingAgency: count("mqls_marketing_agency"),
    mqlsInfluencers: count("mqls_influencers"),

    // SQLs.
    sqlsTotal: count("sqls_total"),
    sqlsRegistered: count("sqls_registered"),
    sqlsIntegrated: count("sqls_integrated"),
    sqlsFirstChat: count("sqls_first_chat"),
    sqlsActive: count("sqls_active"),
    sqlsAtRisk: count("sqls_at_risk"),
    sqlsCsmTouchpoints: count("sqls_csm_touchpoints"),
    sqlsDormant: count("sqls_dormant"),

    // Paying customers per tier.
    payingCustomers20: count("paying_customers_20"),
    /** Legacy 99 tier. */
    payingCustomers99: count("paying_customers_99"),
    payingCustomers249: count("paying_customers_249"),
    /** The regular 99 tier. */
    payingCustomersRegular: count("paying_customers_regular"),
    payingCustomersEnterprise: count("paying_customers_enterprise"),
    payingCustomers150Agency: count("paying_customers_150_agency"),
    payingCustomers750Agency: count("paying_customers_750_agency"),

    // Agency funnel.
    agenciesLeads: count("agencies_leads"),
    agenciesOutreach: count("agencies_outreach"),
    agenciesInContact: count("agencies_in_contact"),
    agenciesMeeting: count("agencies_meeting"),
    agenciesFollowUp: count("agencies_follow_up"),
    agenciesProposalSend: count("agencies_proposal_send"),
    agenciesDeal: count("agencies_deal"),
    agenciesNoDeal: count("agencies_no_deal"),
    agenciesMarketingInvestment: money("agencies_marketing_investment"),

    // Not in the spec: bookkeeping timestamp (the spec has only updated_at).
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec: unique per user, week_number and year; (company, year, week) order serves "year desc, week desc".
    uniqueIndex("weekly_sales_metrics_company_year_week_uq").on(t.companyId, t.year, t.weekNumber),
    // The spec's picker offers weeks 1-52; 53 is allowed so a year with a 53rd week can still be stored.
    check("weekly_sales_metrics_week_ck", sql`${t.weekNumber} BETWEEN 1 AND 53`),
  ],
);

/* ------------------------------------------------------------------- types */

export type RevenueProjection = typeof revenueProjections.$inferSelect;
export type NewRevenueProjection = typeof revenueProjections.$inferInsert;
export type MonthlyProjection = typeof monthlyProjections.$inferSelect;
export type NewMonthlyProjection = typeof monthlyProjections.$inferInsert;
export type WeeklySalesMetrics = typeof weeklySalesMetrics.$inferSelect;
export type NewWeeklySalesMetrics = typeof weeklySalesMetrics.$inferInsert;
