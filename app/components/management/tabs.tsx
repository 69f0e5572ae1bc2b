import type { ComponentType } from "react";
import type { ManagementTabId } from "../../server/management/registry.server";
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

type TabView = { label: string; View: ComponentType<{ data: unknown; companySlug: string }> };

/** Client side of the admin panel's tab registry (server side: registry.server.ts). */
export const MANAGEMENT_TAB_VIEWS: Record<ManagementTabId, TabView> = {
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
