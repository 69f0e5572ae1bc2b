/**
 * The Admin Panel's tab views, each kept out of the panel's JavaScript: in the browser a tab's
 * view arrives as its own chunk when the tab is shown, so the panel ships its shell and the
 * open tab only (the forms library, for one, only with the tabs that have forms). The server
 * renders documents to a string, which does not wait for a lazy chunk, so it hands every view
 * in through {@link ServerTabViews} (app/entry.server.tsx, with the map of
 * app/server/management/tab-views.server.ts): a tab's HTML is complete without JavaScript,
 * and the browser hydrates it once its chunk is there.
 */
import type { SerializeFrom } from "@remix-run/cloudflare";
import { createContext, lazy, Suspense, useContext, type ComponentType } from "react";
import { PANEL_TEXTS } from "../../domain/admin/panel-texts";
import type { ManagementTabData, ManagementTabId } from "../../server/management/registry.server";

/** A tab's loader data as its view receives it (after the loader's serialisation). */
export type TabViewData<Id extends ManagementTabId> = SerializeFrom<() => ManagementTabData[Id]>;

/** What a tab's view receives: its own tab's data, typed by the tab's `load` (registry.server.ts). */
export type TabViewProps<Id extends ManagementTabId> = { data: TabViewData<Id>; companySlug: string };

/** Every tab's view, each typed by its own tab's data. */
export type TabViewComponents = { readonly [Id in ManagementTabId]: ComponentType<TabViewProps<Id>> };

/** Every view to render in place; provided by the server's render only (none in the browser). */
export const ServerTabViews = createContext<TabViewComponents | undefined>(undefined);

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-sm text-gray-600">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" aria-hidden="true" />
      {PANEL_TEXTS.loading}
    </p>
  );
}

/** A tab's view: in place on the server, its own chunk in the browser. */
export function lazyTab<Id extends ManagementTabId>(id: Id, load: () => Promise<ComponentType<TabViewProps<Id>>>): ComponentType<TabViewProps<Id>> {
  const Lazy = lazy(() => load().then((View) => ({ default: View })));
  function LazyTab(props: TabViewProps<Id>) {
    const serverViews = useContext(ServerTabViews);
    const View: ComponentType<TabViewProps<Id>> = serverViews?.[id] ?? Lazy;
    return (
      <Suspense fallback={<Loading />}>
        <View {...props} />
      </Suspense>
    );
  }
  LazyTab.displayName = `LazyTab(${id})`;
  return LazyTab;
}
