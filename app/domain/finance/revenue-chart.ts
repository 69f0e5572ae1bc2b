/**
 * The dashboard's revenue growth line chart ('Omzetgroei', docs/product.md#financial-dashboard):
 * five calendar years, current − 2 … current + 2, each the year's revenue from the one revenue
 * function (./revenue.ts) — the figures the yearly overview, the report and the valuation show.
 *
 * The chart asks only for what a founder can enter: past years are the wizard's revenue of that
 * year ('Omzet vorig jaar'; older years only when the company holds them, e.g. from an import),
 * this year and the coming years follow from the current MRR and the CAC/LTV cohorts. The stored
 * revenue_current_year / revenue_forecast_1 / revenue_forecast_2 columns, which no screen lets a
 * founder enter, are not plotted: they would give a second figure for a year the overview shows.
 */

export interface RevenueChartPoint {
  year: string;
  Omzet: number | null;
}

export const REVENUE_CHART_CATEGORY = "Omzet";

/** What the chart reads: a year's revenue total, null when nothing is known about that year. */
export interface YearlyRevenueSource {
  year(year: number): { total: number | null };
}

/**
 * The five points, leading unknown years left out (a year before the founding year or without
 * an entered total is not plotted as an empty slot); a gap after the first known year stays a
 * gap (null), never a made-up 0.
 */
export function buildRevenueGrowthSeries(
  revenue: YearlyRevenueSource,
  currentYear: number,
): RevenueChartPoint[] {
  const points: RevenueChartPoint[] = [];
  for (let y = currentYear - 2; y <= currentYear + 2; y++) {
    const total = revenue.year(y).total;
    const value = typeof total === "number" && Number.isFinite(total) ? total : null;
    if (value === null && points.length === 0) continue;
    points.push({ year: String(y), Omzet: value });
  }
  return points;
}

/** Whether the chart has anything to draw. */
export function hasRevenuePoints(points: readonly RevenueChartPoint[]): boolean {
  return points.some((p) => p.Omzet !== null);
}
