import type { ComponentType } from "react";
import type { ManagementTabId } from "../../server/management/registry.server";
import { DocumentsTab } from "./documents-tab";
import { lazyTab, type TabViewComponents, type TabViewData, type TabViewProps } from "./lazy-tab";

export type { TabViewData, TabViewProps } from "./lazy-tab";

/**
 * Client side of the admin panel's tab registry (server side: registry.server.ts; labels:
 * domain/admin/panel-texts.ts). Each view is its own chunk in the browser (lazy-tab.tsx); the
 * server renders it in place. The Documents tab, the panel's default, comes with the panel: its
 * upload cards work from the first click instead of after a second download.
 */
export const MANAGEMENT_TAB_VIEWS: TabViewComponents = {
  documents: DocumentsTab,
  interviews: lazyTab("interviews", () => import("./interviews-tab").then((m) => m.InterviewsTab)),
  "chat-messages": lazyTab("chat-messages", () => import("./chat-messages-tab").then((m) => m.ChatMessagesTab)),
  videos: lazyTab("videos", () => import("./videos-tab").then((m) => m.VideosTab)),
  "sales-dashboard": lazyTab("sales-dashboard", () => import("./sales-tabs").then((m) => m.SalesDashboardTab)),
  "sales-input": lazyTab("sales-input", () => import("./sales-tabs").then((m) => m.SalesInputTab)),
  updates: lazyTab("updates", () => import("./updates-tab").then((m) => m.UpdatesTab)),
  "add-update": lazyTab("add-update", () => import("./updates-tab").then((m) => m.AddUpdateTab)),
  settings: lazyTab("settings", () => import("./settings-tab").then((m) => m.SettingsTab)),
  team: lazyTab("team", () => import("./team-tab").then((m) => m.TeamTab)),
  requests: lazyTab("requests", () => import("./requests-tab").then((m) => m.RequestsTab)),
  outbox: lazyTab("outbox", () => import("./outbox-tab").then((m) => m.OutboxTab)),
  investors: lazyTab("investors", () => import("./investors-tab").then((m) => m.InvestorsTab)),
};

/** A loaded tab (`LoadedTab` of registry.server.ts) as the browser receives it. */
export type LoadedTabView<Id extends ManagementTabId = ManagementTabId> = { [K in Id]: { tab: K; data: TabViewData<K> } }[Id];

/** The open tab's view with its data: the id picks the view and types the data together. */
export function TabPanel<Id extends ManagementTabId>({ loaded, companySlug }: { loaded: LoadedTabView<Id>; companySlug: string }) {
  const View: ComponentType<TabViewProps<Id>> = MANAGEMENT_TAB_VIEWS[loaded.tab];
  return <View data={loaded.data} companySlug={companySlug} />;
}
