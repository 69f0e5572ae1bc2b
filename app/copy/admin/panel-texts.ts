/**
 * The Admin Panel's shell (/admin/management): its title, header links, tab labels and the
 * answers of the panel itself. Each tab's own copy is in the `*-texts.ts` beside this file
 * (Interviews: interview/texts.ts; the sales tabs: growth/sales-texts.ts), so a tab's browser
 * chunk carries only its own texts. Quoted texts verbatim from docs/product.md.
 */

export const PANEL_TEXTS = {
  title: "Admin Panel",
  tabsLabel: "Admin tabs",
  tabs: {
    documents: "Documents",
    interviews: "Interviews",
    "chat-messages": "Chat Messages",
    videos: "Videos",
    "sales-dashboard": "Sales Dashboard",
    "sales-input": "Sales Input",
    updates: "Updates",
    "add-update": "Add Update",
    "monthly-update": "Nieuwe maandupdate",
    settings: "Settings",
    team: "Team",
    requests: "Requests",
    outbox: "Outbox",
    investors: "Investors",
    "data-room": "Data room",
  },
  /** From one item of a tab (an interview, a conversation) back to the tab's list. */
  backToList: "Terug naar overzicht",
  /** While a tab's script arrives. */
  loading: "Loading...",
  unknownAction: "Onbekende actie",
  pager: {
    label: "Pagina's",
    previous: "Vorige",
    next: "Volgende",
    position: (page: number, pages: number, total: number) =>
      `Pagina ${page} van ${pages} (${total} in totaal)`,
  },
} as const;
