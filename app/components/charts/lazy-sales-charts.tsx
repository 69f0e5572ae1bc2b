/**
 * The sales dashboard's charts, loaded on demand: recharts and tremor arrive as their own chunk
 * once the page has hydrated; the server and a browser without JavaScript get a placeholder
 * with the chart's name (the figures are in the cards and tables beside it).
 */
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useState } from "react";

import { SALES_CHART_HEIGHT } from "./chart-height";
import type {
  SalesBarChart as BarType,
  SalesLineChart as LineType,
  SalesPieChart as PieType,
} from "./sales-charts";

const LineChart = lazy(() => import("./sales-charts").then((m) => ({ default: m.SalesLineChart })));
const BarChart = lazy(() => import("./sales-charts").then((m) => ({ default: m.SalesBarChart })));
const PieChart = lazy(() => import("./sales-charts").then((m) => ({ default: m.SalesPieChart })));

function Placeholder({ label }: { label: string }) {
  return (
    <div
      role="figure"
      aria-label={label}
      aria-busy="true"
      className={`${SALES_CHART_HEIGHT} w-full rounded-md bg-gray-50`}
    />
  );
}

function deferred<P extends { label: string }>(Chart: ComponentType<P>) {
  return function Deferred(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (!mounted) return <Placeholder label={props.label} />;
    return (
      <Suspense fallback={<Placeholder label={props.label} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const LazySalesLineChart = deferred<ComponentProps<typeof LineType>>(LineChart);
export const LazySalesBarChart = deferred<ComponentProps<typeof BarType>>(BarChart);
export const LazySalesPieChart = deferred<ComponentProps<typeof PieType>>(PieChart);
