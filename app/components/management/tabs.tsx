import type { SerializeFrom } from "@remix-run/cloudflare";
import type { ComponentType } from "react";
import type { ManagementTabData, ManagementTabId } from "../../server/management/registry.server";
import { SettingsTab } from "./settings-tab";
import { RequestsTab } from "./requests-tab";
import { OutboxTab } from "./outbox-tab";
import { AddUpdateTab, UpdatesTab } from "./updates-tab";
import { VideosTab } from "./videos-tab";
import { DocumentsTab } from "./documents-tab";
import { ChatMessagesTab } from "./chat-messages-tab";
import { InterviewsTab } from "./interviews-tab";
import { LazySalesDashboardTab, LazySalesInputTab } from "./sales-tabs-lazy";
import { InvestorsTab } from "./investors-tab";

/** A tab's loader data as its view receives it (after the loader's serialisation). */
export type TabViewData<Id extends ManagementTabId> = SerializeFrom<() => ManagementTabData[Id]>;

/** What a tab's view receives: its own tab's data, typed by the tab's `load` (registry.server.ts). */
export type TabViewProps<Id extends ManagementTabId> = { data: TabViewData<Id>; companySlug: string };

type TabViews = { readonly [Id in ManagementTabId]: { label: string; View: ComponentType<TabViewProps<Id>> } };

/** Client side of the admin panel's tab registry (server side: registry.server.ts). */
export const MANAGEMENT_TAB_VIEWS: TabViews = {
  documents: { label: "Documents", View: DocumentsTab },
  interviews: { label: "Interviews", View: InterviewsTab },
  "chat-messages": { label: "Chat Messages", View: ChatMessagesTab },
  videos: { label: "Videos", View: VideosTab },
  "sales-dashboard": { label: "Sales Dashboard", View: LazySalesDashboardTab },
  "sales-input": { label: "Sales Input", View: LazySalesInputTab },
  updates: { label: "Updates", View: UpdatesTab },
  "add-update": { label: "Add Update", View: AddUpdateTab },
  settings: { label: "Settings", View: SettingsTab },
  requests: { label: "Requests", View: RequestsTab },
  outbox: { label: "Outbox", View: OutboxTab },
  investors: { label: "Investors", View: InvestorsTab },
};

/** A loaded tab (`LoadedTab` of registry.server.ts) as the browser receives it. */
export type LoadedTabView<Id extends ManagementTabId = ManagementTabId> = { [K in Id]: { tab: K; data: TabViewData<K> } }[Id];

/** The open tab's view with its data: the id picks the view and types the data together. */
export function TabPanel<Id extends ManagementTabId>({ loaded, companySlug }: { loaded: LoadedTabView<Id>; companySlug: string }) {
  const { View } = MANAGEMENT_TAB_VIEWS[loaded.tab];
  return <View data={loaded.data} companySlug={companySlug} />;
}
