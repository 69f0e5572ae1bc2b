/**
 * tremor charts of the admin Sales Metrics Dashboard, loaded lazily (lazy-sales-charts.tsx)
 * and only by that dashboard, so recharts stays out of every other page's JavaScript.
 * Height 300 and Dutch number formats (docs/product.md#weekly-sales-metrics).
 */
// Deep imports: tremor's index would ship every tremor component (see finance-charts.tsx).
import BarChart from "@tremor/react/dist/components/chart-elements/BarChart/BarChart.js";
import DonutChart from "@tremor/react/dist/components/chart-elements/DonutChart/DonutChart.js";
import LineChart from "@tremor/react/dist/components/chart-elements/LineChart/LineChart.js";

import { formatCount, formatEuroCompact, formatPercent } from "../../domain/format/numbers";
import { BARS_FROM_ZERO } from "./bar-domain";
import { SALES_CHART_HEIGHT } from "./chart-height";
import { ChartLegend } from "./chart-legend";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tremor charts take any row shape
type Row = Record<string, any>;
export type ChartFormat = "count" | "percent" | "euro";

export interface SalesChartProps {
  data: readonly Row[];
  index: string;
  categories: string[];
  colors?: string[];
  /** The accessible name of the chart (an SVG has no text alternative of its own); a figure, not an img, so the legend inside stays a list. */
  label: string;
  format?: ChartFormat;
  layout?: "vertical" | "horizontal";
}

const FORMATTERS: Record<ChartFormat, (v: number) => string> = {
  count: formatCount,
  percent: formatPercent,
  euro: formatEuroCompact,
};

export function SalesLineChart({
  data,
  index,
  categories,
  colors = ["blue", "emerald"],
  label,
  format = "count",
}: SalesChartProps) {
  return (
    <div role="figure" aria-label={label}>
      <ChartLegend categories={categories} colors={colors} />
      <LineChart
        className={SALES_CHART_HEIGHT}
        data={[...data]}
        index={index}
        categories={categories}
        colors={colors}
        valueFormatter={FORMATTERS[format]}
        yAxisWidth={72}
        connectNulls
        showLegend={false}
        showAnimation={false}
      />
    </div>
  );
}

export function SalesBarChart({
  data,
  index,
  categories,
  colors = ["blue"],
  label,
  format = "count",
  layout = "horizontal",
}: SalesChartProps) {
  return (
    <div role="figure" aria-label={label}>
      <ChartLegend categories={categories} colors={colors} />
      <BarChart
        className={SALES_CHART_HEIGHT}
        data={[...data]}
        index={index}
        categories={categories}
        colors={colors}
        valueFormatter={FORMATTERS[format]}
        yAxisWidth={layout === "vertical" ? 136 : 72}
        layout={layout}
        {...BARS_FROM_ZERO}
        showLegend={false}
        showAnimation={false}
      />
    </div>
  );
}

/**
 * recharts makes the pie a keyboard stop (tabindex 0, no name); inside the hidden wrapper it
 * must not be one. React leaves the attribute alone afterwards: its own prop never changes.
 */
function unfocusPie(wrapper: HTMLDivElement | null) {
  if (!wrapper) return;
  const apply = () =>
    wrapper.querySelectorAll("[tabindex]").forEach((el) => el.setAttribute("tabindex", "-1"));
  apply();
  // The chart measures its box first and draws the pie a frame later.
  new MutationObserver(apply).observe(wrapper, { childList: true, subtree: true });
}

/** A pie (tremor draws no legend for it: the views list the slices beside it). */
export function SalesPieChart({
  data,
  index,
  category,
  colors,
  label,
  format = "count",
}: {
  data: readonly Row[];
  index: string;
  category: string;
  colors: string[];
  label: string;
  format?: ChartFormat;
}) {
  return (
    <div role="figure" aria-label={label}>
      {/* recharts gives every slice role="img" without a name: the figure's label and the list beside it speak for the pie. */}
      <div aria-hidden="true" ref={unfocusPie}>
        <DonutChart
          className={SALES_CHART_HEIGHT}
          data={[...data]}
          index={index}
          category={category}
          colors={colors}
          variant="pie"
          valueFormatter={FORMATTERS[format]}
          showAnimation={false}
        />
      </div>
    </div>
  );
}
