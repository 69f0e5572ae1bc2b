/**
 * The dashboard's revenue growth line chart (docs/product.md#financial-dashboard): five points
 * revenue_year_1, revenue_year_2, revenue_current_year, revenue_forecast_1, revenue_forecast_2,
 * labelled with their calendar years (current − 2 … current + 2).
 */
export interface RevenueChartSource {
  revenueYear1?: number | null;
  revenueYear2?: number | null;
  revenueCurrentYear?: number | null;
  revenueForecast1?: number | null;
  revenueForecast2?: number | null;
  /** The wizard's 'last year's total' (used for the last-year point when revenue_year_2 is empty). */
  previousYearRevenue?: number | null;
  /** The wizard's 'this year so far' (used for this year's point when revenue_current_year is empty). */
  currentYearRevenue?: number | null;
  /**
   * This year's revenue from the one revenue function (./revenue.ts), as the overview, the
   * report and the valuation read it: this year's point whenever it is above 0, so the chart
   * never shows a second figure for this year.
   */
  currentYearTotal?: number | null;
}

export interface RevenueChartPoint {
  year: string;
  Omzet: number | null;
}

export const REVENUE_CHART_CATEGORY = "Omzet";

const value = (...candidates: (number | null | undefined)[]) => {
  for (const c of candidates) if (typeof c === "number" && Number.isFinite(c)) return c;
  return null;
};

/** Five points; an empty column is null (a gap), never a made-up 0. */
export function buildRevenueGrowthSeries(
  source: RevenueChartSource,
  currentYear: number,
): RevenueChartPoint[] {
  return [
    { year: String(currentYear - 2), Omzet: value(source.revenueYear1) },
    { year: String(currentYear - 1), Omzet: value(source.revenueYear2, source.previousYearRevenue) },
    {
      year: String(currentYear),
      Omzet: value(
        (source.currentYearTotal ?? 0) > 0 ? source.currentYearTotal : null,
        source.revenueCurrentYear,
        source.currentYearRevenue,
      ),
    },
    { year: String(currentYear + 1), Omzet: value(source.revenueForecast1) },
    { year: String(currentYear + 2), Omzet: value(source.revenueForecast2) },
  ];
}

/** Whether the chart has anything to draw. */
export function hasRevenuePoints(points: readonly RevenueChartPoint[]): boolean {
  return points.some((p) => p.Omzet !== null);
}
