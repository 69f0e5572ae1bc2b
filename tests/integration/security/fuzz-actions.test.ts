import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { dataRoomTab } from "../../../app/server/management/data-room.tab.server";
import { documentsTab } from "../../../app/server/management/documents.tab.server";
import { interviewsTab } from "../../../app/server/management/interviews.tab.server";
import { investorsTab } from "../../../app/server/management/investors.tab.server";
import { monthlyUpdateTab } from "../../../app/server/management/monthly-update.tab.server";
import { outboxTab } from "../../../app/server/management/outbox.tab.server";
import { requestsTab } from "../../../app/server/management/requests.tab.server";
import { salesDashboardTab, salesInputTab } from "../../../app/server/management/sales.tab.server";
import { settingsTab } from "../../../app/server/management/settings.tab.server";
import { teamTab } from "../../../app/server/management/team.tab.server";
import { addUpdateTab, updatesTab } from "../../../app/server/management/updates.tab.server";
import { videosTab } from "../../../app/server/management/videos.tab.server";
import { PIPELINE_ACTIONS } from "../../../app/server/pipeline/pipeline-actions.server";
import { Browser } from "../http";
import { createWorld, expectNoLeak, forbiddenTexts, type World } from "./world";

/**
 * Every action of the app (each route module that exports one) gets malformed bodies, other
 * methods, wrong types, huge numbers, very long strings and control characters. No answer is a
 * 500, none leaks a secret, and where the answer is a 4xx the database is exactly as before.
 * The inputs come from a seeded generator: the same requests on every run.
 */

// Route files and their sources, to find every action (raw text: nothing is executed).
const ROUTE_SOURCES = import.meta.glob("../../../app/routes/*.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const ROUTES_WITH_ACTION = Object.entries(ROUTE_SOURCES)
  .filter(([, source]) => /export (async function|const|function) action\b/.test(source))
  .map(([file]) =>
    file
      .split("/")
      .pop()!
      .replace(/\.tsx$/, ""),
  )
  .sort();

type Who = "admin" | "visitor" | "anonymous";
type Target = { who: Who; intents: string[]; fields: string[] };

const MONTHLY_COST_COLUMNS = [
  "salary_ceo",
  "huur_kantoor",
  "direct_sales_costs",
  "custom:marketing:Podcast",
  "new_item:marketing",
  "target",
  "growth",
  "years_ahead",
];
const SALES_FIELDS = [
  "week",
  "year",
  "id",
  "marketingInvestmentDirect",
  "mqlsMarketingDirect",
  "payingCustomers20",
  "sqlsRegistered",
  "notes",
  "mqlComments",
];
const CHAT_FIELDS = ["question", "js", "id"];
const PUBLIC_REQUEST = [
  "name",
  "email",
  "company",
  "message",
  "redirectTo",
  "type",
  "phone",
  "preferredDate",
  "preferredTime",
];

const TAB_FIELDS = [
  "id",
  // The monthly update's composer and the data room's forms.
  "month",
  "scenario",
  "highlights",
  "asks",
  "folderId",
  "visibility",
  "downloads",
  "requestType",
  "requestId",
  "title",
  "description",
  "date",
  "type",
  "metrics",
  "url",
  "name",
  "about",
  "websiteUrl",
  "order",
  "email",
  "firm",
  "expires",
  "role",
  "requireTwoFactor",
  ...SALES_FIELDS,
];
/** The tabs with forms, by route (Chat Messages only reads); Settings and Team last. */
const TAB_ACTIONS = {
  documents: documentsTab.actions,
  interviews: interviewsTab.actions,
  videos: videosTab.actions,
  "sales-dashboard": salesDashboardTab.actions,
  "sales-input": salesInputTab.actions,
  updates: updatesTab.actions,
  "add-update": addUpdateTab.actions,
  "monthly-update": monthlyUpdateTab.actions,
  requests: requestsTab.actions,
  "data-room": dataRoomTab.actions,
  outbox: outboxTab.actions,
  investors: investorsTab.actions,
  team: teamTab.actions,
  settings: settingsTab.actions,
};

/** What to post to each route's action (route file name → who, its intents, the fields it reads). */
const TARGETS: Record<string, Target> = {
  "admin._index": {
    who: "anonymous",
    intents: ["login", "register"],
    fields: ["email", "password", "fullName", "companyName", "redirectTo"],
  },
  "admin.login": {
    who: "anonymous",
    intents: ["login", "register"],
    fields: ["email", "password", "redirectTo"],
  },
  "admin.logout": { who: "anonymous", intents: [""], fields: [] },
  setup: {
    who: "anonymous",
    intents: [""],
    fields: ["token", "fullName", "companyName", "email", "password"],
  },
  "admin.documents.pages": {
    who: "admin",
    intents: [""],
    fields: ["step", "id", "pageCount", "page", "image", "ocrText", "slide", "text"],
  },
  // A data-room PDF's page images, rendered in the admin's browser.
  "admin.data-room.pages": {
    who: "admin",
    intents: [""],
    fields: ["step", "id", "pageCount", "page", "image"],
  },
  "admin.documents.upload": {
    who: "admin",
    intents: [
      "document.upload-pdf",
      "document.upload-images",
      "document.upload-excel",
      "document.process-images",
    ],
    fields: ["file", "files", "process"],
  },
  numbers: {
    who: "admin",
    intents: ["autoRevenue.save", "valuation.defaults", "valuation.calculate", "directSales.update"],
    fields: [
      "year",
      "month",
      "direct_sales_costs",
      "terminal_growth_rate",
      "projection_years",
      "revenue_multiple",
      "ebitda_multiple",
      "target_ebitda_margin",
      "cac_per_customer",
      "ltv_months",
      "revenue_model",
      "auto_revenue_calculation_enabled",
      "revenue_per_customer_monthly",
    ],
  },
  "numbers_.wizard": {
    who: "admin",
    intents: ["wizard.next", "wizard.final"],
    fields: [
      "step",
      "mode",
      "done",
      "company_name",
      "founding_year",
      "sector",
      "stage",
      "country",
      "mrr_current",
      "previous_year_revenue",
      "beta_value",
      "risk_free_rate",
    ],
  },
  "monthly-costs": {
    who: "admin",
    intents: ["save", "open-copy", "copy", "add-item:marketing", "delete-item:marketing:Podcast"],
    fields: ["month", "year", ...MONTHLY_COST_COLUMNS],
  },
  "sales-metrics": { who: "admin", intents: ["sales.save", "sales.delete"], fields: SALES_FIELDS },
  "admin.sales-metrics": { who: "admin", intents: ["sales.save", "sales.delete"], fields: SALES_FIELDS },
  forecast: {
    who: "admin",
    intents: ["scenario.create", "scenario.delete"],
    fields: [
      "id",
      "scenarioName",
      "projectionStartDate",
      "monthlyMarketingBudget",
      "marketingBudgetGrowthRate",
      "projectionMonths",
    ],
  },
  "pitch-deck-chat": {
    who: "admin",
    intents: ["ask", "reset", "document.reprocess", "document.process-images"],
    fields: CHAT_FIELDS,
  },
  "pitch-deck-chat_.stream": { who: "admin", intents: [""], fields: CHAT_FIELDS },
  "forecast-chat": { who: "admin", intents: ["ask", "reset"], fields: CHAT_FIELDS },
  "forecast-chat_.stream": { who: "admin", intents: [""], fields: CHAT_FIELDS },
  "interview.$token": { who: "anonymous", intents: ["start", "answer"], fields: ["question", "answer"] },
  "public.$slug._index": { who: "visitor", intents: ["unlock"], fields: ["accessCode"] },
  "public.$slug.timeline": { who: "visitor", intents: ["unlock"], fields: ["accessCode"] },
  "public.$slug.videos": { who: "visitor", intents: ["unlock"], fields: ["accessCode"] },
  "public.$slug.pitch-deck": { who: "visitor", intents: ["ask", "reset"], fields: CHAT_FIELDS },
  "public.$slug.pitch-deck_.stream": { who: "visitor", intents: [""], fields: CHAT_FIELDS },
  "public.$slug.subscribe": { who: "visitor", intents: [""], fields: ["email", "redirectTo"] },
  "public.$slug.request-document": { who: "visitor", intents: [""], fields: PUBLIC_REQUEST },
  "public.$slug.schedule-call": { who: "visitor", intents: [""], fields: PUBLIC_REQUEST },
  "public.$slug.request-access": {
    who: "visitor",
    intents: ["access.request"],
    fields: ["name", "email", "message", "lang", "redirectTo"],
  },
  "public.$slug.beacon": { who: "visitor", intents: [""], fields: ["d", "p"] },
  // The data room (an id that is no document's) and its time-per-page beacon.
  "public.$slug.documents._index": { who: "visitor", intents: ["unlock"], fields: ["accessCode"] },
  "public.$slug.documents.$id": {
    who: "visitor",
    intents: ["unlock", "gate-send-code", "gate-accept-nda", "gate-other-email"],
    fields: ["accessCode", "email", "code", "name", "agree"],
  },
  "public.$slug.room-beacon": { who: "visitor", intents: [""], fields: ["d", "p"] },
  // An update's own page: 'Reageer' and reactions (an id that is no update's).
  "public.$slug.updates.$id": {
    who: "visitor",
    intents: ["reply", "react"],
    fields: ["name", "email", "body", "reaction"],
  },
  unsubscribe: { who: "anonymous", intents: [""], fields: ["token"] },
  "subscribe.verify": { who: "anonymous", intents: [""], fields: ["token"] },
  // 'Doorgaan als …' on a personal link (the token here is no investor's).
  "public.$slug.i.$token": { who: "visitor", intents: [""], fields: [] },
  // Accounts ('sessions.end-all' is left out: it would sign the admin out for the routes after it).
  "admin.forgot-password": { who: "anonymous", intents: ["reset.request"], fields: ["email"] },
  "admin.reset-password.$token": { who: "anonymous", intents: ["reset.set"], fields: ["password"] },
  "admin.verify-email.$token": { who: "anonymous", intents: ["verify.confirm"], fields: [] },
  "admin.invite.$token": {
    who: "anonymous",
    intents: ["invite.create", "invite.join"],
    fields: ["fullName", "password"],
  },
  "admin.two-factor": { who: "anonymous", intents: ["two-factor.verify"], fields: ["code", "recoveryCode"] },
  "admin.account": {
    who: "admin",
    intents: [
      "password.change",
      "session.end",
      "verify.resend",
      "company.switch",
      "two-factor.begin",
      "two-factor.confirm",
      "two-factor.cancel",
      "two-factor.disable",
      "two-factor.recovery",
    ],
    fields: ["currentPassword", "newPassword", "password", "handle", "companyId", "code"],
  },
  // The owner's restore of a company archive (this company has data, so even a valid archive is refused).
  "admin.company-import": { who: "admin", intents: [""], fields: ["archive"] },
  // Any other path (an alias URL forwards a post; the rest is a 404), and the panel's old address.
  $: { who: "anonymous", intents: [""], fields: [] },
  "admin.management._index": { who: "admin", intents: [""], fields: ["tab"] },
  // The investor pipeline: stages, cards, the activity log, the round and the CSV import.
  "admin.pipeline": {
    who: "admin",
    intents: Object.keys(PIPELINE_ACTIONS),
    fields: [
      "id",
      "stage",
      "key",
      "returnTo",
      "ticketIndicated",
      "ticketCommitted",
      "lead",
      "nextFollowUp",
      "reasonPassed",
      "reasonPassedNote",
      "notes",
      "kind",
      "day",
      "note",
      "name",
      "target",
      "instrument",
      "targetClose",
      "csv",
      "file",
    ],
  },
  // The Admin Panel's tab routes, each with its own intents; last, as their random intents may change the company's profile or access code.
  ...Object.fromEntries(
    (Object.entries(TAB_ACTIONS) as [string, object][]).map(([tab, actions]) => [
      `admin.management.${tab}`,
      { who: "admin", intents: Object.keys(actions), fields: TAB_FIELDS } satisfies Target,
    ]),
  ),
};
const ORDER = Object.keys(TARGETS);

/** The URL of a route file: `public.$slug.pitch-deck_.stream` → `/public/{slug}/pitch-deck/stream`; index routes get `?index`. */
function urlOf(route: string, world: World): { path: string; index: boolean } {
  const segments = route.split(".");
  const index = segments.at(-1) === "_index";
  const parts = segments
    .filter((s) => s !== "_index")
    .map((s) => s.replace(/_$/, ""))
    .map((s) =>
      s === "$slug" ? world.member.slug : s === "$token" ? world.interviewPath.split("/").pop()! : s,
    );
  return { path: `/${parts.join("/")}`, index };
}

/** mulberry32: a small seeded generator, so every run posts the same inputs. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_VALUES = [
  "",
  " ",
  "0",
  "-1",
  "1e308",
  "-1e308",
  "1e23",
  "-1e23",
  "9007199254740993",
  "Infinity",
  "-Infinity",
  "NaN",
  "0x7e9",
  "1,5",
  "2026-02-30",
  "99999-12-31",
  "x".repeat(100_000),
  "\u0000",
  "a\r\nb\u0000c",
  "\t\u000b\u000c",
  "\u202eevil",
  "😀".repeat(1000),
  "<script>alert(1)</script>",
  "..\\..\\evil.html",
  "/\t/evil.example",
  "' OR 1=1 --",
  "constructor",
  "__proto__",
  "true",
  "on",
];

type Case = { label: string; init: RequestInit; url: string };

function malformedCases(url: string): Case[] {
  const boundary = "----fuzzBoundary7MA4YWxkTrZu0gW";
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 truncated`;
  return [
    {
      label: "JSON body",
      url,
      init: {
        method: "POST",
        body: JSON.stringify({ intent: "save", month: 1 }),
        headers: { "Content-Type": "application/json" },
      },
    },
    { label: "no body, no Content-Type", url, init: { method: "POST" } },
    {
      label: "form text without Content-Type",
      url,
      init: { method: "POST", body: new Blob(["intent=save&month=1"]) },
    },
    {
      label: "text/plain",
      url,
      init: { method: "POST", body: "intent=save", headers: { "Content-Type": "text/plain" } },
    },
    {
      label: "truncated multipart",
      url,
      init: {
        method: "POST",
        body: multipart,
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      },
    },
    {
      label: "multipart without boundary",
      url,
      init: { method: "POST", body: multipart, headers: { "Content-Type": "multipart/form-data" } },
    },
    {
      label: "garbage urlencoded",
      url,
      init: {
        method: "POST",
        body: "%%%&&&==%ZZ&intent",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    },
    {
      label: "PUT",
      url,
      init: {
        method: "PUT",
        body: "intent=save",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    },
  ];
}

function randomCases(url: string, target: Target, random: () => number, perIntent: number): Case[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const cases: Case[] = [];
  for (const intent of target.intents) {
    for (let n = 0; n < perIntent; n++) {
      const multipart = random() < 0.4;
      const form = new FormData();
      if (intent) form.append("intent", intent);
      for (const field of target.fields) {
        const roll = random();
        if (roll < 0.15) continue; // missing
        if (multipart && roll > 0.9)
          form.append(
            field,
            new File([pick(NASTY_VALUES)], pick(["x.pdf", "..\\..\\evil.html", ""]), {
              type: pick(["application/pdf", "text/html", ""]),
            }),
          );
        else form.append(field, pick(NASTY_VALUES));
        if (roll > 0.85) form.append(field, pick(NASTY_VALUES)); // twice
      }
      const init: RequestInit = multipart
        ? { method: "POST", body: form }
        : {
            method: "POST",
            body: new URLSearchParams([...form].map(([k, v]) => [k, typeof v === "string" ? v : v.name])),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          };
      cases.push({
        label: `${intent || "(no intent)"} #${n} ${multipart ? "multipart" : "urlencoded"}`,
        url,
        init,
      });
    }
  }
  return cases;
}

// Not compared: attempt counters and budget counters (a wrong code or password counts on
// purpose; a use is counted before it is checked and given back when refused), page views, the
// counts their triggers keep, and visitor events with their budgets and the viewer's clocks (a
// refused document post still renders its page, whose loader records the view).
const SKIP_TABLES = new Set([
  "d1_migrations",
  "sqlite_sequence",
  "_cf_KV",
  "_cf_METADATA",
  "throttles",
  "budgets",
  "page_views",
  "page_view_daily",
  "page_view_visitors",
  "visitor_events",
  "visitor_clocks",
]);
let tables: string[] = [];

/** The whole database as text (but the tables above). */
async function snapshot(): Promise<string> {
  const results = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM "${t}"`)));
  return JSON.stringify(results.map((r, i) => [tables[i], r.results]));
}

describe("fuzzing every action", () => {
  let world: World;
  let forbidden: string[];
  beforeAll(async () => {
    world = await createWorld();
    forbidden = forbiddenTexts();
    const rows = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    ).all<{ name: string }>();
    tables = rows.results
      .map((r) => r.name)
      .filter((name) => !SKIP_TABLES.has(name) && !name.startsWith("sqlite_"));
  }, 30_000);

  it("covers every route module that has an action", () => {
    expect(ROUTES_WITH_ACTION.length).toBeGreaterThan(15);
    expect([...ROUTES_WITH_ACTION].sort()).toEqual([...ORDER].sort());
  });

  it("never answers 500, never leaks, and a 4xx changes nothing", { timeout: 120_000 }, async () => {
    const random = seeded(0x5eed);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    for (const route of ORDER) {
      const target = TARGETS[route]!;
      const browser =
        target.who === "admin" ? world.admin : target.who === "visitor" ? world.visitor : new Browser();
      const { path, index } = urlOf(route, world);
      const documentUrl = index ? `${path}?index` : path;
      const dataUrl = `${path}.data${index ? "?index" : ""}`;
      const cases = [
        ...malformedCases(documentUrl),
        ...malformedCases(dataUrl).filter((c) =>
          ["JSON body", "truncated multipart", "PUT"].includes(c.label),
        ),
        ...randomCases(documentUrl, target, random, 1),
        ...randomCases(dataUrl, target, random, 1).slice(0, 2),
      ];
      for (const c of cases) {
        const before = await snapshot();
        const res = await browser.fetch(c.url, {
          ...c.init,
          headers: { Origin: "http://localhost", ...(c.init.headers as Record<string, string> | undefined) },
        });
        const body = await res.text();
        const label = `${c.url} ${c.label} → ${res.status}`;
        statuses[String(res.status)] = (statuses[String(res.status)] ?? 0) + 1;
        if (res.status >= 500) failures.push(`${label}: ${body.slice(0, 200)}`);
        // The Settings tab's mail status names the mail settings (never their values) to the admin, by design.
        expectNoLeak(
          body,
          label,
          path.startsWith("/admin/management/settings")
            ? forbidden.filter((t) => !t.startsWith("MAIL_"))
            : forbidden,
        );
        if (res.status >= 400 && res.status < 500) {
          const after = await snapshot();
          if (after !== before) {
            const [b, a] = [
              JSON.parse(before) as [string, unknown][],
              JSON.parse(after) as [string, unknown][],
            ];
            const changed = a
              .filter(([, rows], i) => JSON.stringify(rows) !== JSON.stringify(b[i]?.[1]))
              .map(([t]) => t);
            failures.push(`${label}: the database changed (${changed.join(", ")})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every malformed body was refused; the random forms reached the actions' own checks too.
    expect(statuses["400"]).toBeGreaterThan(0);
  });
});
