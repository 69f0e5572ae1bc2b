/**
 * The Admin Panel's two sales tabs, kept out of the panel's JavaScript: in the browser their
 * views (the sales dashboard, ~11 KB gzip) arrive as their own chunk when a sales tab is
 * opened. On the server they are provided up front (sales.tab.server.ts), because documents
 * are rendered to a string, which does not wait for a lazy chunk: the tab's HTML is complete
 * without JavaScript, and the browser hydrates it once the chunk is there.
 */
import { lazy, Suspense } from "react";
import type { TabViewProps } from "./tabs";

type Views = typeof import("./sales-tabs");

let serverViews: Views | undefined;
/** Server only: render the views in place. */
export function provideSalesTabViews(views: Views) {
  serverViews = views;
}

const Dashboard = lazy(() => import("./sales-tabs").then((m) => ({ default: m.SalesDashboardTab })));
const Input = lazy(() => import("./sales-tabs").then((m) => ({ default: m.SalesInputTab })));

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-sm text-gray-600">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" aria-hidden="true" />
      Loading...
    </p>
  );
}

export function LazySalesDashboardTab(props: TabViewProps<"sales-dashboard">) {
  const View = serverViews?.SalesDashboardTab ?? Dashboard;
  return (
    <Suspense fallback={<Loading />}>
      <View {...props} />
    </Suspense>
  );
}

export function LazySalesInputTab(props: TabViewProps<"sales-input">) {
  const View = serverViews?.SalesInputTab ?? Input;
  return (
    <Suspense fallback={<Loading />}>
      <View {...props} />
    </Suspense>
  );
}
