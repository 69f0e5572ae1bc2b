/**
 * The Admin Panel's tab views, each kept out of the panel's JavaScript: in the browser a tab's
 * view arrives as its own chunk when the tab is shown, so the panel ships its shell and the
 * open tab only (the forms library, for one, only with the tabs that have forms). On the
 * server every view is provided up front (app/server/management/tab-views.server.ts), because
 * documents are rendered to a string, which does not wait for a lazy chunk: a tab's HTML is
 * complete without JavaScript, and the browser hydrates it once its chunk is there.
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { ManagementTabId } from "../../server/management/registry.server";

export type TabViewProps = { data: unknown; companySlug: string };
// Each view types its own `data`; the registry hands it the data its own tab loaded.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTabView = ComponentType<{ data: any; companySlug: string }>;

const serverViews = new Map<ManagementTabId, AnyTabView>();

/** Server only: render these views in place. */
export function provideTabViews(views: Record<ManagementTabId, AnyTabView>) {
  for (const [id, View] of Object.entries(views)) serverViews.set(id as ManagementTabId, View);
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-sm text-gray-600">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" aria-hidden="true" />
      Loading...
    </p>
  );
}

/** A tab's view: in place on the server, its own chunk in the browser. */
export function lazyTab(id: ManagementTabId, load: () => Promise<AnyTabView>): ComponentType<TabViewProps> {
  const Lazy = lazy(() => load().then((View) => ({ default: View })));
  function LazyTab(props: TabViewProps) {
    const View = serverViews.get(id) ?? Lazy;
    return (
      <Suspense fallback={<Loading />}>
        <View {...props} />
      </Suspense>
    );
  }
  LazyTab.displayName = `LazyTab(${id})`;
  return LazyTab;
}
