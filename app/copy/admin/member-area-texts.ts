/**
 * The member area's one header (app/routes/_member.tsx): the company over its own tagline, and the
 * links to every page of the founder's tools. The labels are the ones the pages' own headers
 * used before (docs/product.md#admin-dashboard: 'Public Site', 'Sales Metrics', …).
 */

export const MEMBER_AREA_TEXTS = {
  navLabel: "Member area",
  links: [
    ["/admin/dashboard", "Dashboard"],
    ["/admin/sales-metrics", "Sales Metrics"],
    ["/numbers", "Financial Dashboard"],
    ["/monthly-costs", "Monthly Costs"],
    ["/forecast", "Forecast"],
    ["/sales-metrics", "Weekly Sales Metrics"],
    ["/report", "Report"],
    ["/pitch-deck-chat", "Pitch Deck Chat"],
    ["/forecast-chat", "Forecast Chat"],
    ["/admin/pipeline", "Pipeline"],
    ["/admin/management", "Admin Panel"],
    ["/admin/account", "Mijn account"],
  ],
  publicSite: "Public Site",
  logout: "Logout",
} as const;
