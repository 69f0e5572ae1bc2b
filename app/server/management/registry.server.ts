import type { ManagementTab, TabAction } from "./types";
import { addUpdateTab, updatesTab } from "./updates.tab.server";
import { settingsTab } from "./settings.tab.server";
import { requestsTab } from "./requests.tab.server";
import { outboxTab } from "./outbox.tab.server";
import { videosTab } from "./videos.tab.server";
import { documentsTab } from "./documents.tab.server";
import { chatMessagesTab } from "./chat-messages.tab.server";
import { interviewsTab } from "./interviews.tab.server";
import { salesDashboardTab, salesInputTab } from "./sales.tab.server";
import { investorsTab } from "./investors.tab.server";
// The views the server renders in place (the browser loads each tab's view lazily).
import "./tab-views.server";

/**
 * The admin panel's working tabs, in the spec's order (documents, interviews,
 * chat-messages, videos, sales-dashboard, sales-input, updates, add-update) followed by
 * ours. A tab appears only once it works.
 */
export const MANAGEMENT_TABS = {
  documents: documentsTab,
  interviews: interviewsTab,
  "chat-messages": chatMessagesTab,
  videos: videosTab,
  "sales-dashboard": salesDashboardTab,
  "sales-input": salesInputTab,
  updates: updatesTab,
  "add-update": addUpdateTab,
  settings: settingsTab,
  requests: requestsTab,
  outbox: outboxTab,
  investors: investorsTab,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} satisfies Record<string, ManagementTab<any>>;

export type ManagementTabId = keyof typeof MANAGEMENT_TABS;
export const DEFAULT_TAB: ManagementTabId = "documents";

export function isManagementTab(id: string | null): id is ManagementTabId {
  return !!id && Object.hasOwn(MANAGEMENT_TABS, id);
}

/**
 * Every form intent of every tab, by its own name only. A Map (not a property lookup on
 * the tabs' objects) so a user-supplied intent such as "constructor" or "__proto__" can never
 * reach something inherited from Object.prototype.
 */
const TAB_ACTIONS: ReadonlyMap<string, TabAction> = new Map(
  Object.values(MANAGEMENT_TABS).flatMap((tab) => Object.entries(tab.actions as Record<string, TabAction>)),
);

/** The handler of a form intent, whichever tab declares it. */
export function findTabAction(intent: string): TabAction | undefined {
  return TAB_ACTIONS.get(intent);
}
