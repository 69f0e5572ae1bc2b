/**
 * The admin Sales Metrics Dashboard's data (docs/product.md#admin-sales-dashboard): the company's weeks, shaped for
 * the one view that is open (the other views' figures are not sent).
 */
import type { Db } from "../../../db";
import {
  agencyFunnelView,
  agencyTrendChart,
  conversionOverview,
  directTrendChart,
  enhancedAnalytics,
  funnelStatus,
  marketingFunnel,
  overviewOf,
  readSalesView,
  readWeekChoice,
  type SalesView,
  weekChoiceValue,
} from "../../domain/growth/sales-dashboard";
import { listWeekRows, totalOfRows, weekFormData } from "./sales-metrics.server";

export async function loadSalesDashboard(
  db: Db,
  companyId: string,
  params: URLSearchParams,
  asOf: Date,
  only?: SalesView,
) {
  const view = only ?? readSalesView(params.get("view"));
  const rows = await listWeekRows(db, companyId);
  const dated = rows.map(({ week, year, record }) => ({ week, year, record }));
  const records = rows.map((r) => r.record);
  const any = rows.length > 0;
  switch (view) {
    case "input":
      return { view, form: weekFormData(rows, params, asOf) } as const;
    case "overview": {
      const choice = readWeekChoice(params.get("period"), dated);
      return {
        view,
        choice: choice === "all" ? "all" : weekChoiceValue(choice),
        weekOptions: rows.map((r) => ({ value: weekChoiceValue(r), week: r.week, year: r.year })),
        overview: overviewOf(dated, choice),
      } as const;
    }
    case "funnel-status":
      return { view, status: any ? funnelStatus(records) : null } as const;
    case "trends":
      return { view, weeks: rows, chart: directTrendChart(dated) } as const;
    case "agency-trends":
      return { view, weeks: rows, chart: agencyTrendChart(dated) } as const;
    case "conversion":
      return {
        view,
        weeks: rows,
        total: totalOfRows(rows),
        rates: any ? conversionOverview(records) : null,
      } as const;
    case "marketing":
      return { view, marketing: any ? marketingFunnel(dated) : null } as const;
    case "agencies":
      return { view, agencies: any ? agencyFunnelView(dated) : null } as const;
    case "enhanced":
      return { view, enhanced: any ? enhancedAnalytics(dated) : null } as const;
  }
}
