/**
 * The Admin Panel's tab views for the server's render: in place (app/entry.server.tsx provides
 * them), while the browser loads each as its own chunk (app/components/management/lazy-tab.tsx).
 */
import type { TabViewComponents } from "../../components/management/lazy-tab";
import { ChatMessagesTab } from "../../components/management/chat-messages-tab";
import { DocumentsTab } from "../../components/management/documents-tab";
import { InterviewsTab } from "../../components/management/interviews-tab";
import { InvestorsTab } from "../../components/management/investors-tab";
import { OutboxTab } from "../../components/management/outbox-tab";
import { RequestsTab } from "../../components/management/requests-tab";
import { SalesDashboardTab, SalesInputTab } from "../../components/management/sales-tabs";
import { SettingsTab } from "../../components/management/settings-tab";
import { TeamTab } from "../../components/management/team-tab";
import { AddUpdateTab, UpdatesTab } from "../../components/management/updates-tab";
import { VideosTab } from "../../components/management/videos-tab";

export const SERVER_TAB_VIEWS: TabViewComponents = {
  documents: DocumentsTab,
  interviews: InterviewsTab,
  "chat-messages": ChatMessagesTab,
  videos: VideosTab,
  "sales-dashboard": SalesDashboardTab,
  "sales-input": SalesInputTab,
  updates: UpdatesTab,
  "add-update": AddUpdateTab,
  settings: SettingsTab,
  team: TeamTab,
  requests: RequestsTab,
  outbox: OutboxTab,
  investors: InvestorsTab,
};
