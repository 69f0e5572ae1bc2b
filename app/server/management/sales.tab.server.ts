import { loadSalesDashboard } from "../growth/sales-dashboard.server";
import { deleteWeekIntent, saveWeekIntent } from "../growth/sales-metrics.server";
import type { ManagementTab } from "./types";

/** The weekly form's intents: the Sales Input tab's, and the Sales Dashboard's Input Data view's. */
const weekActions = {
  "sales.save": ({ form, request, context, member }) =>
    saveWeekIntent(form, { request, context, companyId: member.company.id }),
  "sales.delete": ({ form, request, context, member }) =>
    deleteWeekIntent(form, { request, context, companyId: member.company.id }),
} satisfies ManagementTab["actions"];

/** 'Sales Dashboard': the admin Sales Metrics Dashboard's views (`?view=`), as on /admin/sales-metrics. */
export const salesDashboardTab = {
  async load({ context, member, url }) {
    return loadSalesDashboard(context.db, member.company.id, url.searchParams, new Date());
  },
  actions: weekActions,
} satisfies ManagementTab;

/** 'Sales Input': the weekly form (its Input Data view). */
export const salesInputTab = {
  async load({ context, member, url }) {
    return loadSalesDashboard(context.db, member.company.id, url.searchParams, new Date(), "input");
  },
  actions: weekActions,
} satisfies ManagementTab;
