/**
 * The monthly investor update (docs/decisions/057-monthly-update-kpis-and-plan.md): the locked
 * plan (a frozen copy of one forecast scenario's months) and each published monthly update's
 * frozen figures and sections, beside its row in `updates`.
 */
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

import type { MonthlyUpdateSnapshot } from "../../app/domain/monthly-update/compose";
import type { PlanMonth } from "../../app/domain/monthly-update/plan";
import { companies, users } from "./auth";
import { createdAt, id, writtenAt } from "./columns";
import { revenueProjections } from "./growth";
import { updates } from "./site";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const forecastPlans = sqliteTable(
  "forecast_plans",
  {
    id: id(),
    companyId: companyId(),
    /** The scenario it was copied from (null once that scenario is deleted: the plan stays). */
    projectionId: text("projection_id").references(() => revenueProjections.id, { onDelete: "set null" }),
    scenarioName: text("scenario_name").notNull(),
    months: text("months", { mode: "json" }).$type<PlanMonth[]>().notNull(),
    lockedBy: text("locked_by").references(() => users.id, { onDelete: "set null" }),
    lockedAt: writtenAt("locked_at"),
  },
  (t) => [index("forecast_plans_company_locked_idx").on(t.companyId, t.lockedAt)],
);

export const monthlyUpdates = sqliteTable(
  "monthly_updates",
  {
    updateId: text("update_id")
      .primaryKey()
      .references(() => updates.id, { onDelete: "cascade" }),
    companyId: companyId(),
    /** 'YYYY-MM'. */
    month: text("month").notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<MonthlyUpdateSnapshot>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("monthly_updates_company_month_idx").on(t.companyId, t.month)],
);

export type ForecastPlan = typeof forecastPlans.$inferSelect;
export type MonthlyUpdateRow = typeof monthlyUpdates.$inferSelect;
