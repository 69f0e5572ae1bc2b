/**
 * The finance charts, loaded on demand: recharts and tremor (~130 KB gzip) arrive as their own
 * chunk after the dashboard has hydrated, so they do not hold up /numbers' first render. The
 * charts only draw in the browser anyway (they measure their container).
 */
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";

import type { EuroBarChart as BarType, EuroLineChart as LineType } from "./finance-charts";

const LineChart = lazy(() => import("./finance-charts").then((m) => ({ default: m.EuroLineChart })));
const BarChart = lazy(() => import("./finance-charts").then((m) => ({ default: m.EuroBarChart })));

function Placeholder({ label, className = "h-72" }: { label: string; className?: string }) {
  return (
    <div
      role="figure"
      aria-label={label}
      aria-busy="true"
      className={`${className} w-full animate-pulse rounded-md bg-gray-50`}
    />
  );
}

function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function LazyEuroLineChart(props: ComponentProps<typeof LineType>) {
  const mounted = useMounted();
  if (!mounted) return <Placeholder label={props.label} className={props.className} />;
  return (
    <Suspense fallback={<Placeholder label={props.label} className={props.className} />}>
      <LineChart {...props} />
    </Suspense>
  );
}

export function LazyEuroBarChart(props: ComponentProps<typeof BarType>) {
  const mounted = useMounted();
  if (!mounted) return <Placeholder label={props.label} className={props.className} />;
  return (
    <Suspense fallback={<Placeholder label={props.label} className={props.className} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
