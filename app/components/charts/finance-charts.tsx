/**
 * tremor chart wrappers for the financial dashboard (/numbers) and the forecast (/forecast),
 * loaded lazily (lazy-charts.tsx), so the charting code (recharts) stays out of other bundles.
 */
// Deep imports: tremor's package has no "sideEffects": false, so importing its index would ship
// every tremor component (date pickers, headless UI…) instead of just the two charts.
import BarChart from "@tremor/react/dist/components/chart-elements/BarChart/BarChart.js";
import LineChart from "@tremor/react/dist/components/chart-elements/LineChart/LineChart.js";

import { formatEuroAxis } from "../../domain/format/money";
import { BARS_FROM_ZERO } from "./bar-domain";
import { ChartLegend } from "./chart-legend";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tremor charts take any row shape
type Row = Record<string, any>;

interface ChartProps {
  data: readonly Row[] | Row[];
  index: string;
  categories: string[];
  colors?: string[];
  /** The accessible name of the chart (an SVG has no text alternative of its own); a figure, not an img, so the legend inside stays a list. */
  label: string;
  className?: string;
  /** Axis and tooltip format: euros (default) or plain counts, e.g. customers. */
  format?: "euro" | "count";
}

const COUNT = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const formatterOf = (format: ChartProps["format"]) =>
  format === "count" ? (v: number) => COUNT.format(v) : formatEuroAxis;

/** A euro line chart: axis and tooltip as €45K / €2,5M (formatEuroAxis). */
export function EuroLineChart({
  data,
  index,
  categories,
  colors = ["blue", "emerald"],
  label,
  className = "h-72",
  format,
}: ChartProps) {
  return (
    <div role="figure" aria-label={label}>
      <ChartLegend categories={categories} colors={colors} />
      <LineChart
        className={className}
        data={[...data]}
        index={index}
        categories={categories}
        colors={colors}
        valueFormatter={formatterOf(format)}
        yAxisWidth={72}
        connectNulls
        showLegend={false}
        showAnimation={false}
      />
    </div>
  );
}

/** A euro bar chart (one bar per row). */
export function EuroBarChart({
  data,
  index,
  categories,
  colors = ["violet"],
  label,
  className = "h-72",
}: ChartProps) {
  return (
    <div role="figure" aria-label={label}>
      <ChartLegend categories={categories} colors={colors} />
      <BarChart
        className={className}
        data={[...data]}
        index={index}
        categories={categories}
        colors={colors}
        valueFormatter={formatEuroAxis}
        yAxisWidth={72}
        {...BARS_FROM_ZERO}
        showLegend={false}
        showAnimation={false}
      />
    </div>
  );
}
