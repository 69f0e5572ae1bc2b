import { beforeAll, describe, expect, it } from "vitest";

import { MANAGEMENT_TABS, tabPath } from "../../../app/domain/admin/panel-tabs";
import { Browser } from "../http";
import { createWorld, expectNoLeak, forbiddenTexts, PROTOTYPE_NAMES, type World } from "./world";

/**
 * Every action that dispatches on a posted key (intent, step, mode, section, document type)
 * answers an inherited name such as "constructor" or "__proto__" as an unknown key: a 4xx, with
 * nothing of the request context, the secrets or the bindings in the answer. Both the document
 * URL and the single-fetch `.data` URL of each route.
 */

type Who = "admin" | "visitor" | "anonymous";
type Dispatch = {
  label: string;
  who: Who;
  path: (w: World) => string;
  index?: boolean;
  fields: (key: string) => Record<string, string>;
};

const PERIOD = { month: "3", year: "2026" };

const DISPATCHES: Dispatch[] = [
  // Every Admin Panel tab with forms (Chat Messages and Requests only read).
  ...MANAGEMENT_TABS.filter((tab) => tab !== "chat-messages" && tab !== "requests").map((tab): Dispatch => ({
    label: `admin panel ${tab} intent`,
    who: "admin",
    path: () => tabPath(tab),
    fields: (key) => ({ intent: key }),
  })),
  { label: "numbers intent", who: "admin", path: () => "/numbers", fields: (key) => ({ intent: key }) },
  {
    label: "wizard intent",
    who: "admin",
    path: () => "/numbers/wizard",
    fields: (key) => ({ intent: key, step: "company" }),
  },
  {
    label: "wizard step",
    who: "admin",
    path: () => "/numbers/wizard",
    fields: (key) => ({ intent: "wizard.next", step: key, company_name: "Acme" }),
  },
  {
    label: "wizard mode",
    who: "admin",
    path: () => "/numbers/wizard",
    fields: (key) => ({ intent: "wizard.next", step: "company", mode: key, company_name: "Acme" }),
  },
  {
    label: "monthly costs intent",
    who: "admin",
    path: () => "/monthly-costs",
    fields: (key) => ({ intent: key, ...PERIOD }),
  },
  {
    label: "monthly costs section (add)",
    who: "admin",
    path: () => "/monthly-costs",
    fields: (key) => ({ intent: `add-item:${key}`, [`new_item:${key}`]: "Podcast", ...PERIOD }),
  },
  {
    label: "monthly costs section (delete)",
    who: "admin",
    path: () => "/monthly-costs",
    fields: (key) => ({ intent: `delete-item:${key}:Podcast`, ...PERIOD }),
  },
  {
    label: "sales metrics intent",
    who: "admin",
    path: () => "/sales-metrics",
    fields: (key) => ({ intent: key }),
  },
  {
    label: "sales dashboard intent",
    who: "admin",
    path: () => "/admin/sales-metrics",
    fields: (key) => ({ intent: key }),
  },
  { label: "forecast intent", who: "admin", path: () => "/forecast", fields: (key) => ({ intent: key }) },
  {
    label: "pitch deck chat intent",
    who: "admin",
    path: () => "/pitch-deck-chat",
    fields: (key) => ({ intent: key }),
  },
  {
    label: "forecast chat intent",
    who: "admin",
    path: () => "/forecast-chat",
    fields: (key) => ({ intent: key }),
  },
  {
    label: "document upload intent",
    who: "admin",
    path: () => "/admin/documents/upload",
    fields: (key) => ({ intent: key }),
  },
  {
    label: "interview intent",
    who: "anonymous",
    path: (w) => w.interviewPath,
    fields: (key) => ({ intent: key }),
  },
  {
    label: "public home intent",
    who: "visitor",
    path: (w) => `/public/${w.member.slug}`,
    index: true,
    fields: (key) => ({ intent: key }),
  },
  {
    label: "public timeline intent",
    who: "visitor",
    path: (w) => `/public/${w.member.slug}/timeline`,
    fields: (key) => ({ intent: key }),
  },
  {
    label: "public videos intent",
    who: "visitor",
    path: (w) => `/public/${w.member.slug}/videos`,
    fields: (key) => ({ intent: key }),
  },
  {
    label: "public pitch deck intent",
    who: "visitor",
    path: (w) => `/public/${w.member.slug}/pitch-deck`,
    fields: (key) => ({ intent: key }),
  },
  {
    label: "document request type",
    who: "visitor",
    path: (w) => `/public/${w.member.slug}/request-document`,
    fields: (key) => ({ type: key, name: "Ann Investor", email: "ann@example.com" }),
  },
  {
    label: "sign-in intent",
    who: "anonymous",
    path: () => "/admin/login",
    fields: (key) => ({ intent: key }),
  },
  {
    label: "sign-up intent",
    who: "anonymous",
    path: () => "/admin",
    index: true,
    fields: (key) => ({ intent: key }),
  },
];

/** The document URL and the single-fetch URL of a route (`?index` for an index route). */
/** The Settings tab's mail status names the mail settings (never their values) to the admin, by design. */
const allowedAt = (path: string, forbidden: string[]) =>
  path.startsWith("/admin/management/settings") ? forbidden.filter((t) => !t.startsWith("MAIL_")) : forbidden;

const urlsOf = (path: string, index = false) => [
  index ? `${path}?index` : path,
  `${path}.data${index ? "?index" : ""}`,
];

describe("keys named after Object.prototype members", () => {
  let world: World;
  let forbidden: string[];
  beforeAll(async () => {
    world = await createWorld();
    forbidden = forbiddenTexts();
  }, 30_000);
  const browserOf = (who: Who) =>
    who === "admin" ? world.admin : who === "visitor" ? world.visitor : new Browser();

  it.each(DISPATCHES.map((d) => [d.label, d] as const))(
    "%s: every inherited name is a 4xx without a leak",
    { timeout: 30_000 },
    async (_label, dispatch) => {
      const browser = browserOf(dispatch.who);
      const posts = PROTOTYPE_NAMES.flatMap((key) =>
        urlsOf(dispatch.path(world), dispatch.index).map((url) => ({ key, url })),
      );
      await Promise.all(
        posts.map(async ({ key, url }) => {
          const res = await browser.post(url, dispatch.fields(key));
          const body = await res.text();
          const label = `${url} ${dispatch.label}=${key}`;
          expect(res.status, `${label}: ${body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${label}: ${body.slice(0, 300)}`).toBeLessThan(500);
          expectNoLeak(body, label, allowedAt(url, forbidden));
        }),
      );
    },
  );

  it("fields named after inherited members are ignored, never dispatched or leaked", async () => {
    const extra = Object.fromEntries(PROTOTYPE_NAMES.map((k) => [k, "1"]));
    const posts: [Browser, string, Record<string, string>][] = [
      [
        world.admin,
        "/sales-metrics",
        { intent: "sales.save", week: "10", year: String(new Date().getUTCFullYear()), ...extra },
      ],
      [
        world.admin,
        "/monthly-costs",
        {
          intent: "save",
          ...PERIOD,
          ...extra,
          ...Object.fromEntries(PROTOTYPE_NAMES.map((k) => [`custom:${k}:Item`, "5"])),
        },
      ],
      [world.admin, "/numbers", { intent: "valuation.defaults", ...extra }],
      [world.admin, "/admin/management/settings", { intent: "settings.profile", ...extra }],
    ];
    for (const [browser, path, fields] of posts) {
      const res = await browser.post(path, fields);
      const body = await res.text();
      expect(res.status, `${path}: ${body.slice(0, 300)}`).toBeLessThan(500);
      expectNoLeak(body, path, allowedAt(path, forbidden));
    }
  }, 30_000);

  it("query parameters named after or set to inherited members never reach a lookup", async () => {
    const pages: [Who, string][] = [
      ["admin", "/admin/management"],
      ...MANAGEMENT_TABS.map((tab): [Who, string] => ["admin", tabPath(tab)]),
      ["admin", "/numbers"],
      ["admin", "/numbers/wizard"],
      ["admin", "/monthly-costs"],
      ["admin", "/sales-metrics"],
      ["admin", "/admin/sales-metrics"],
      ["admin", "/admin/sales-metrics/export"],
      ["admin", "/forecast"],
      ["admin", "/pitch-deck-chat"],
      ["admin", "/forecast-chat"],
      ["admin", "/report"],
      ["visitor", `/public/${world.member.slug}/timeline`],
      ["visitor", `/public/${world.member.slug}/pitch-deck`],
    ];
    const params = [
      "tab",
      "step",
      "mode",
      "scenario",
      "conversation",
      "interview",
      "edit",
      "order",
      "year",
      "month",
      "week",
      "breakdownYear",
      "editMonth",
      "view",
      "section",
      "sort",
      "copy",
      "toggle_year",
      "period",
      "format",
    ];
    for (const [who, path] of pages) {
      await Promise.all(
        PROTOTYPE_NAMES.map(async (key) => {
          const query = new URLSearchParams(params.map((p) => [p, key]));
          query.append(key, key);
          const res = await browserOf(who).fetch(`${path}?${query}`);
          const body = await res.text();
          expect(res.status, `${path}?…=${key}`).toBeLessThan(500);
          expectNoLeak(body, `${path}?…=${key}`, allowedAt(path, forbidden));
        }),
      );
    }
  }, 120_000);
});
