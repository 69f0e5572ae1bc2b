/**
 * The Admin Panel's tabs, in the spec's order (documents … add-update) followed by ours: each is
 * the route /admin/management/{tab} (app/routes/admin.management.{tab}.tsx).
 */
export const MANAGEMENT_TABS = [
  "documents",
  "interviews",
  "chat-messages",
  "videos",
  "sales-dashboard",
  "sales-input",
  "updates",
  "add-update",
  "monthly-update",
  "settings",
  "team",
  "requests",
  "outbox",
  "investors",
  "data-room",
] as const;

export type ManagementTabId = (typeof MANAGEMENT_TABS)[number];

export const DEFAULT_TAB: ManagementTabId = "documents";

/** Tabs whose forms a viewer still uses: the sales tabs' week pickers only read (GET). */
export const VIEWER_FORM_TABS: ReadonlySet<ManagementTabId> = new Set(["sales-dashboard", "sales-input"]);

export function isManagementTab(id: string | null | undefined): id is ManagementTabId {
  return !!id && (MANAGEMENT_TABS as readonly string[]).includes(id);
}

export const tabPath = (tab: ManagementTabId) => `/admin/management/${tab}`;

/** The tab a pathname under /admin/management shows, if any. */
export function tabOfPath(pathname: string): ManagementTabId | null {
  const match = /^\/admin\/management\/([^/]+)\/?$/.exec(pathname);
  return match && isManagementTab(match[1]) ? match[1] : null;
}

/**
 * The tab route for an old panel URL (`/admin/management?tab=x&…`): the tab's path with the
 * other parameters kept; an unknown or missing tab opens the default one.
 */
export function legacyTabUrl(search: URLSearchParams): string {
  const requested = search.get("tab");
  const params = new URLSearchParams(search);
  params.delete("tab");
  params.delete("index");
  const query = params.toString();
  return `${tabPath(isManagementTab(requested) ? requested : DEFAULT_TAB)}${query ? `?${query}` : ""}`;
}
