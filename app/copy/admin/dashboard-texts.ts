/**
 * The admin dashboard (/admin/dashboard, English): its header links, the timeline's headings,
 * the first-run checklist (its steps' order and links: first-run.ts) and the page views card. Quoted texts verbatim from docs/product.md#admin-dashboard.
 */

import type { SetupFacts } from "../../domain/first-run";

export const ADMIN_DASHBOARD_TEXTS = {
  title: "Dashboard",
  journey: "Our Journey So Far",
  noUpdates: "No updates available yet.",
  addFirstUpdate: "Add First Update",
  questions: "Questions About Our Progress?",
  scheduleCall: "Schedule a Call",
  addWebsite: "Add your website",
  checklist: {
    title: "Get started",
    progress: (done: number, all: number) => `${done} of ${all} done`,
    done: "(done)",
    /** The four steps, by the fact each sets up. */
    steps: {
      hasProfile: "Describe your company (profile and website)",
      hasDeck: "Upload your pitch deck",
      hasUpdate: "Publish your first update",
      hasAccessCode: "Set the access code for investors",
    } satisfies Record<keyof SetupFacts, string>,
    financialTools: "Your financial tools (costs, forecast, report) are on the",
    financialDashboard: "Financial Dashboard",
  },
  /** The line shown when the pitch deck chat has used up today's AI budget (ADR 034). */
  aiBudgetReached: (limit: number) =>
    `Today's AI budget is used up: the pitch deck chat has answered ${limit} questions for visitors and answers no more until tomorrow (UTC). You can raise it under Admin Panel → Settings → AI budget.`,
  pageViews: {
    title: "Page views (last 30 days)",
    empty: "No page views yet.",
    columns: { page: "Page", views: "Views", uniqueVisitors: "Unique visitors" },
  },
} as const;
