import type { ManagementTab, TabAction, TabContext } from "./types";
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
import { teamTab } from "./team.tab.server";
import { guardMailToOthers } from "../mail-to-others.server";

/**
 * The admin panel's working tabs, in the spec's order (documents, interviews,
 * chat-messages, videos, sales-dashboard, sales-input, updates, add-update) followed by
 * ours. A tab appears only once it works.
 */
const TABS = {
  documents: documentsTab,
  interviews: interviewsTab,
  "chat-messages": chatMessagesTab,
  videos: videosTab,
  "sales-dashboard": salesDashboardTab,
  "sales-input": salesInputTab,
  updates: updatesTab,
  "add-update": addUpdateTab,
  settings: settingsTab,
  team: teamTab,
  requests: requestsTab,
  outbox: outboxTab,
  investors: investorsTab,
} satisfies Record<string, ManagementTab<unknown>>;

export type ManagementTabId = keyof typeof TABS;

/** What each tab's `load` gives its view, by tab id. */
export type ManagementTabData = { [Id in ManagementTabId]: Awaited<ReturnType<(typeof TABS)[Id]["load"]>> };

/**
 * The same tabs, typed per id: indexing with a generic `Id` keeps `load`'s result tied to
 * that id (rather than a union of every tab's data), so the loader can hand a tab's data to its
 * view without a cast.
 */
export const MANAGEMENT_TABS: { readonly [Id in ManagementTabId]: ManagementTab<ManagementTabData[Id]> } = TABS;

/** One tab with its data: a union over the tab ids, narrowed by `tab`. */
export type LoadedTab<Id extends ManagementTabId = ManagementTabId> = { [K in Id]: { tab: K; data: ManagementTabData[K] } }[Id];

export async function loadTab<Id extends ManagementTabId>(tab: Id, ctx: TabContext): Promise<LoadedTab<Id>> {
  const data: ManagementTabData[Id] = await MANAGEMENT_TABS[tab].load(ctx);
  return { tab, data };
}

/** The tab ids in the panel's order. */
export const MANAGEMENT_TAB_IDS = Object.keys(TABS) as ManagementTabId[];
export const DEFAULT_TAB: ManagementTabId = "documents";

export function isManagementTab(id: string | null): id is ManagementTabId {
  return !!id && Object.hasOwn(MANAGEMENT_TABS, id);
}

/**
 * Every form intent of every tab, by its own name only. A Map (not a property lookup on
 * the tabs' objects) so a user-supplied intent such as "constructor" or "__proto__" can never
 * reach something inherited from Object.prototype. Each goes through the guard that keeps mail
 * to others back until the member's address is confirmed.
 */
const TAB_ACTIONS: ReadonlyMap<string, TabAction> = new Map(
  Object.values(MANAGEMENT_TABS).flatMap((tab) =>
    Object.entries(tab.actions as Record<string, TabAction>).map(([intent, handler]) => [intent, guardMailToOthers(intent, handler)] as const),
  ),
);

/** The handler of a form intent, whichever tab declares it. */
export function findTabAction(intent: string): TabAction | undefined {
  return TAB_ACTIONS.get(intent);
}
