import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_TEXTS } from "../../../app/copy/auth/account-texts";
import { MANAGEMENT_TABS, type ManagementTabId, tabPath } from "../../../app/domain/admin/panel-tabs";
import { ALIASES } from "../../../app/domain/aliases";
import { MAIL_TO_OTHERS_INTENTS } from "../../../app/domain/auth/mail-to-others";
import { pageImageKey } from "../../../app/domain/deck/pages";
import { hashToken, newToken } from "../../../app/server/auth/account-tokens.server";
import { hashSecret } from "../../../app/server/auth/password.server";
import { chatMessagesTab } from "../../../app/server/management/chat-messages.tab.server";
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
import * as build from "../../../build/server";
import { createDb } from "../../../db";
import { documentPages, founderInterviews, memberships, teamInvites, users } from "../../../db/schema";
import { createMember, createUpdate, type TestMember } from "../../factories";
import { createStoredDocument, makePdf, PNG_1x1 } from "../../factories/documents";
import { createSubscription } from "../../factories/subscriptions";
import { createVideo } from "../../factories/videos";
import { Browser } from "../http";

/**
 * Every route of the app × every kind of caller: no caller reads or changes another
 * company's data. Company A and company B each have an admin, an access code, gated content
 * (an update, a video, the pitch deck) and private data (a workbook, a subscriber, a
 * founder interview). Callers: anonymous, an investor holding A's grant, A's founder with
 * an interview link, the owner of A ("adminA"), an admin and a viewer of A, and the owner of B
 * ("adminB"). A's viewer reads every members' page and gets 403 for every post; A's admin
 * changes anything but the team (403 for every team intent); an admin of A whose address is not
 * confirmed reads everything but sends no mail to anyone (403 for every intent that would).
 *
 * The table below must name every route the build has (checked against the server build's
 * route manifest and the files in app/routes): a new route fails this file until it says
 * who may use it.
 */

type Access =
  /** Anyone; it shows no company's private data. */
  | "open"
  /** Signed-in members only, scoped to their own company: others are sent to the login. */
  | "member"
  /** A company's public page: its gated content only with that company's grant. */
  | "gated"
  /** The URL's token is the credential (founder interviews). */
  | "token"
  /** A stored file: the members of its company; the deck and slides also with the grant. */
  | "file";

type World = { a: Company; b: Company };
type Company = TestMember & {
  code: string;
  markers: { gated: string[]; private: string[] };
  ids: {
    update: string;
    video: string;
    deck: string;
    sheet: string;
    interview: string;
    viewerUser: string;
    adminUser: string;
  };
  token: string;
  /** An open team invitation's link token, and the viewer's and the admin's sign-in. */
  inviteToken: string;
  viewer: { email: string; password: string };
  teamAdmin: { email: string; password: string };
  unverifiedAdmin: { email: string; password: string };
};

type RouteCase = {
  access: Access;
  /** The URLs to read and post to, for company A (and its ids). */
  urls: (w: World) => string[];
  /** The form intents its action knows (posted with A's ids). */
  intents?: string[];
  /** A members' route only the owner reads: A's admin and viewer get 403. */
  ownerOnly?: boolean;
};

/** Each Admin Panel tab's form intents, as its route module (admin.management.{tab}.tsx) answers them. */
const TAB_ACTIONS: Record<ManagementTabId, object> = {
  documents: documentsTab.actions,
  interviews: interviewsTab.actions,
  "chat-messages": chatMessagesTab.actions,
  videos: videosTab.actions,
  "sales-dashboard": salesDashboardTab.actions,
  "sales-input": salesInputTab.actions,
  updates: updatesTab.actions,
  "add-update": addUpdateTab.actions,
  "monthly-update": monthlyUpdateTab.actions,
  settings: settingsTab.actions,
  team: teamTab.actions,
  requests: requestsTab.actions,
  outbox: outboxTab.actions,
  investors: investorsTab.actions,
  "data-room": dataRoomTab.actions,
};
const TEAM_INTENTS = Object.keys(teamTab.actions);
/** The account page's intents ('sessions.end-all' is left out as logging out is: it would end the caller's session). */
const ACCOUNT_INTENTS = [
  "password.change",
  "session.end",
  "verify.resend",
  "company.switch",
  "two-factor.begin",
  "two-factor.confirm",
  "two-factor.cancel",
  "two-factor.recovery",
  "two-factor.disable",
];
const CHAT_INTENTS = ["ask", "reset", "document.process-images", "document.reprocess"];

/** The server build's routes, by id (the ids are checked against ROUTES below). */
const routes: Record<string, { index?: boolean; module: unknown }> = build.routes;

/** The URLs beyond a tab's own that open one of A's items in it (an edit form, a detail, a working order). */
const TAB_ITEM_URLS: Partial<Record<ManagementTabId, (w: World) => string[]>> = {
  updates: ({ a }) => [`/admin/management/updates?edit=${a.ids.update}`],
  videos: ({ a }) => [`/admin/management/videos?edit=${a.ids.video}`],
  "monthly-update": () => ["/admin/management/monthly-update?month=2026-10"],
  interviews: ({ a }) => [`/admin/management/interviews?interview=${a.ids.interview}`],
  documents: ({ a }) => [`/admin/management/documents?order=${a.ids.deck},${a.ids.sheet}`],
  investors: ({ a }) => [
    `/admin/management/investors?visitor=i:${a.ids.update}`,
    "/admin/management/investors?sort=name&dir=asc",
  ],
};

function tabRoutes(): Record<string, RouteCase> {
  return Object.fromEntries(
    MANAGEMENT_TABS.map((tab) => [
      `routes/admin.management.${tab}`,
      {
        access: "member",
        urls: (w: World) => [tabPath(tab), ...(TAB_ITEM_URLS[tab]?.(w) ?? [])],
        intents: Object.keys(TAB_ACTIONS[tab]),
      } satisfies RouteCase,
    ]),
  );
}

const ROUTES: Record<string, RouteCase> = {
  // Any other path: the spec's alias URLs redirect to their pages (app/domain/aliases.ts), the rest is a 404.
  "routes/$": {
    access: "open",
    urls: () => ["/no-such-page", ...ALIASES.map(([alias]) => alias.replace(":token", "forged-token"))],
  },
  "routes/_index": { access: "open", urls: () => ["/"] },
  "routes/dev": { access: "open", urls: () => ["/dev"] },
  // The first owner of an empty install; with accounts present it only sends to the sign-in.
  "routes/setup": { access: "open", urls: () => ["/setup"] },
  // (Not 'register': a new account would replace the caller's session; it touches no other company.)
  "routes/admin._index": { access: "open", urls: () => ["/admin"], intents: ["login"] },
  "routes/admin.login": { access: "open", urls: () => ["/admin/login"], intents: ["login"] },
  "routes/admin.logout": { access: "open", urls: () => ["/admin/logout"] },
  "routes/dashboard": { access: "open", urls: () => ["/dashboard"] },
  // The founder's landing page after an interview: the company's name and website only.
  "routes/public.$slug.thank-you": { access: "open", urls: ({ a }) => [`/public/${a.slug}/thank-you`] },
  "routes/subscribe.verify": {
    access: "open",
    urls: () => ["/subscribe/verify", "/subscribe/verify?token=forged"],
    intents: ["verify"],
  },
  "routes/unsubscribe": {
    access: "open",
    urls: () => ["/unsubscribe", "/unsubscribe?token=forged"],
    intents: ["unsubscribe"],
  },
  // Asking for a reset link answers the same for every address; the code step needs a correct password first.
  "routes/admin.forgot-password": {
    access: "open",
    urls: () => ["/admin/forgot-password"],
    intents: ["reset.request"],
  },
  "routes/admin.two-factor": {
    access: "open",
    urls: () => ["/admin/two-factor"],
    intents: ["two-factor.verify"],
  },
  // Single-use links from a mail: the token is the credential; a forged one is a 404.
  "routes/admin.reset-password.$token": {
    access: "token",
    urls: () => [`/admin/reset-password/${"F".repeat(43)}`, "/admin/reset-password/forged-token"],
    intents: ["reset.set"],
  },
  "routes/admin.verify-email.$token": {
    access: "token",
    urls: () => [`/admin/verify-email/${"F".repeat(43)}`, "/admin/verify-email/forged-token"],
    intents: ["verify.confirm"],
  },
  "routes/admin.invite.$token": {
    access: "token",
    urls: ({ a }) => [`/admin/invite/${a.inviteToken}`, "/admin/invite/forged-token"],
    intents: ["invite.create", "invite.join"],
  },
  // The signed-in member's own account (every role): nothing of the company changes there.
  "routes/admin.account": {
    access: "member",
    urls: () => ["/admin/account", "/admin/account?setup=two-factor"],
    intents: ACCOUNT_INTENTS,
  },

  "routes/admin.dashboard": { access: "member", urls: () => ["/admin/dashboard"] },
  // The Admin Panel: its layout (an old `?tab=` URL leads to the tab's route), and one route per tab.
  // The member area's pathless layout (its header): read with each of its pages.
  "routes/_member": { access: "member", urls: () => ["/admin/dashboard", "/admin/account"] },
  "routes/admin.management": { access: "member", urls: () => ["/admin/management?tab=outbox"] },
  "routes/admin.management._index": {
    access: "member",
    urls: () => MANAGEMENT_TABS.map((tab) => `/admin/management?tab=${tab}`),
  },
  ...tabRoutes(),
  "routes/admin.documents.upload": {
    access: "member",
    urls: () => ["/admin/documents/upload"],
    intents: [
      "document.upload-pdf",
      "document.upload-images",
      "document.upload-excel",
      "document.process-images",
    ],
  },
  "routes/monthly-costs": {
    access: "member",
    urls: () => ["/monthly-costs", "/monthly-costs?month=2026-01"],
    intents: ["save", "copy", "open-copy"],
  },
  "routes/admin.sales-metrics": { access: "member", urls: () => ["/admin/sales-metrics"] },
  "routes/admin.sales-metrics_.export": {
    access: "member",
    urls: () => ["/admin/sales-metrics/export", "/admin/sales-metrics/export?format=csv"],
  },
  // The page-image posts of the admin's browser (their steps are begin/page/complete/slides).
  "routes/admin.documents.pages": { access: "member", urls: () => ["/admin/documents/pages"] },
  "routes/sales-metrics": {
    access: "member",
    urls: () => ["/sales-metrics"],
    intents: ["sales.save", "sales.delete"],
  },
  "routes/forecast-chat": { access: "member", urls: () => ["/forecast-chat"], intents: CHAT_INTENTS },
  "routes/forecast-chat_.stream": { access: "member", urls: () => ["/forecast-chat/stream"] },
  "routes/pitch-deck-chat": { access: "member", urls: () => ["/pitch-deck-chat"], intents: CHAT_INTENTS },
  "routes/pitch-deck-chat_.stream": { access: "member", urls: () => ["/pitch-deck-chat/stream"] },
  "routes/forecast": {
    access: "member",
    urls: () => ["/forecast"],
    intents: ["scenario.create", "scenario.delete"],
  },
  "routes/numbers": {
    access: "member",
    urls: () => ["/numbers"],
    intents: ["autoRevenue.save", "directSales.update", "valuation.calculate", "valuation.defaults"],
  },
  "routes/numbers_.wizard": {
    access: "member",
    urls: () => ["/numbers/wizard"],
    intents: ["wizard.next", "wizard.final"],
  },
  "routes/numbers_.overview[.csv]": { access: "member", urls: () => ["/numbers/overview.csv"] },
  "routes/report": { access: "member", urls: () => ["/report"] },
  "routes/admin.investors[.csv]": { access: "member", urls: () => ["/admin/investors.csv"] },
  "routes/admin.nda-acceptances[.csv]": { access: "member", urls: () => ["/admin/nda-acceptances.csv"] },
  // A data-room PDF for the member's browser to render, and the page images it posts (an unknown version is a 404).
  "routes/admin.data-room.pages": {
    access: "member",
    urls: ({ a }) => [`/admin/data-room/pages?version=${a.ids.update}`],
  },
  // The data room's audit trail: the member's own company's visits only.
  "routes/admin.audit[.csv]": { access: "member", urls: () => ["/admin/audit.csv"] },
  // The investor pipeline: every member reads it, admins change it (the viewer's posts are 403).
  "routes/admin.pipeline": {
    access: "member",
    urls: () => ["/admin/pipeline", "/admin/pipeline?view=table", "/admin/pipeline?view=import"],
    intents: Object.keys(PIPELINE_ACTIONS),
  },
  "routes/admin.pipeline[.csv]": { access: "member", urls: () => ["/admin/pipeline.csv"] },
  // The company's whole archive, and its import into an empty company (the owner only; app/server/company/company-import.server.ts).
  "routes/admin.company-export": { access: "member", urls: () => ["/admin/company-export"], ownerOnly: true },
  "routes/admin.company-import": { access: "member", urls: () => ["/admin/company-import"] },
  // One investor's data as JSON: the id is only looked up within the member's company.
  "routes/admin.investors.$id.export": {
    access: "member",
    urls: ({ a }) => [`/admin/investors/${a.ids.update}/export`],
  },

  "routes/public.$slug._index": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}`],
    intents: ["unlock"],
  },
  "routes/public.$slug.timeline": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/timeline`],
    intents: ["unlock"],
  },
  "routes/public.$slug.videos": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/videos`],
    intents: ["unlock"],
  },
  "routes/public.$slug.pitch-deck": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/pitch-deck`],
    intents: ["unlock", "ask", "reset"],
  },
  "routes/public.$slug.pitch-deck_.stream": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/pitch-deck/stream`],
  },
  "routes/public.$slug.subscribe": { access: "gated", urls: ({ a }) => [`/public/${a.slug}/subscribe`] },
  "routes/public.$slug.request-document": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/request-document`],
  },
  "routes/public.$slug.schedule-call": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/schedule-call`],
  },
  // 'Toegang aanvragen' from the gate: for visitors without the code (POST only; it shows nothing of the company).
  "routes/public.$slug.request-access": {
    access: "open",
    urls: ({ a }) => [`/public/${a.slug}/request-access`],
  },
  // The data room: its list, a document's viewer, page images and download (an unknown document is a 404 to everyone).
  "routes/public.$slug.documents._index": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/documents`],
    intents: ["unlock"],
  },
  "routes/public.$slug.documents.$id": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/documents/${a.ids.update}`],
    intents: ["unlock"],
  },
  "routes/public.$slug.documents.$id_.pages.$page": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/documents/${a.ids.update}/pages/1`],
  },
  "routes/public.$slug.documents.$id_.download": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/documents/${a.ids.update}/download`],
  },
  "routes/public.$slug.room-beacon": { access: "gated", urls: ({ a }) => [`/public/${a.slug}/room-beacon`] },
  // The viewer's time-per-page beacon (POST only).
  "routes/public.$slug.beacon": { access: "gated", urls: ({ a }) => [`/public/${a.slug}/beacon`] },
  // An update mail's link: a redirect to a page of the company's own site, recorded only with a valid subscriber token.
  "routes/public.$slug.go": {
    access: "open",
    urls: ({ a }) => [`/public/${a.slug}/go?s=forged&t=${"F".repeat(43)}&to=/admin`, `/public/${a.slug}/go`],
  },
  // An update's own page: its reactions and 'Reageer' behind the gate.
  "routes/public.$slug.updates.$id": {
    access: "gated",
    urls: ({ a }) => [`/public/${a.slug}/updates/${a.ids.update}`],
    intents: ["unlock", "react", "reply"],
  },
  // An update mail's open pixel: the same GIF for anyone, recorded only with a valid recipient token.
  "routes/public.$slug.open": {
    access: "open",
    urls: ({ a }) => [
      `/public/${a.slug}/open?r=update:x:sub:y&rt=${"F".repeat(43)}`,
      `/public/${a.slug}/open`,
    ],
  },
  // A personal investor link: the token is the credential; a forged one shows the gate (404).
  "routes/public.$slug.i.$token": {
    access: "token",
    urls: ({ a }) => [`/public/${a.slug}/i/${"F".repeat(43)}`, `/public/${a.slug}/i/forged-token`],
    intents: ["switch"],
  },

  "routes/interview.$token": {
    access: "token",
    urls: ({ a }) => [`/interview/${a.token}`, "/interview/forged-token"],
    intents: ["start", "answer"],
  },

  "routes/documents_.$id.pages.$page": {
    access: "file",
    urls: ({ a }) => [`/documents/${a.ids.deck}/pages/1`],
  },
  "routes/documents.$id": {
    access: "file",
    urls: ({ a }) => [
      `/documents/${a.ids.deck}`,
      `/documents/${a.ids.sheet}`,
      `/documents/${a.ids.deck}?download=1`,
    ],
  },
};

type Actor = "anonymous" | "investorA" | "founderA" | "adminA" | "teamAdminA" | "viewerA" | "adminB";
const ACTORS: Actor[] = ["anonymous", "investorA", "founderA", "adminA", "teamAdminA", "viewerA", "adminB"];
/** Members of company A besides its owner. */
const A_TEAM = new Set<Actor>(["teamAdminA", "viewerA"]);

/** Tables whose rows of a company only its members may change (the public forms, chats and views are the public's). */
const ADMIN_TABLES = [
  "memberships",
  "team_invites",
  "documents",
  "updates",
  "videos",
  "customer_cohorts",
  "monthly_costs",
  "startup_data",
  "monthly_projections",
  "revenue_projections",
  "weekly_sales_metrics",
  "founder_interviews",
  "interview_responses",
  "document_pages",
  "investors",
  "rounds",
  "pipeline_entries",
  "pipeline_activities",
];
/** What a founder with the interview link may change: their own interview. */
const FOUNDER_TABLES = new Set(["founder_interviews", "interview_responses"]);

async function snapshot(company: Company, actor: Actor) {
  const tables: Record<string, unknown> = {};
  for (const table of ADMIN_TABLES) {
    if (actor === "founderA" && FOUNDER_TABLES.has(table)) continue;
    tables[table] = (
      await env.DB.prepare(`SELECT * FROM ${table} WHERE company_id = ? ORDER BY rowid`)
        .bind(company.companyId)
        .all()
    ).results;
  }
  tables.companies = await env.DB.prepare("SELECT * FROM companies WHERE id = ?")
    .bind(company.companyId)
    .first();
  tables.users = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(company.userId).first();
  tables.files = (await env.FILES.list({ prefix: `${company.companyId}/` })).objects.map((o) => [
    o.key,
    o.etag,
  ]);
  return tables;
}

async function addTeamMember(
  companyId: string,
  role: "admin" | "viewer",
  email: string,
  opts: { unverified?: boolean } = {},
) {
  const db = createDb(env.DB);
  const userId = crypto.randomUUID();
  const password = `${role} password 2026`;
  await db.batch([
    db.insert(users).values({
      id: userId,
      email,
      fullName: `A ${role}`,
      passwordHash: await hashSecret(password),
      emailVerifiedAt: opts.unverified ? null : new Date().toISOString(),
    }),
    db.insert(memberships).values({ userId, companyId, role }),
  ]);
  return { userId, email, password };
}

let counter = 0;
async function company(label: "ALPHA" | "BRAVO"): Promise<Company> {
  const tag = `${label}-${Date.now().toString(36)}${counter++}`;
  const code = `${label.toLowerCase()}-code-2026`;
  const member = await createMember(env.DB, { accessCode: code, companyName: `${label} company` });
  const update = await createUpdate(env.DB, member.companyId, {
    title: `${tag}-UPDATE`,
    description: `${tag}-UPDATE-BODY`,
  });
  const video = await createVideo(env.DB, member.companyId, { title: `${tag}-VIDEO` });
  const deck = await createStoredDocument(env, member.companyId, {
    type: "pdf",
    name: `${tag}-DECK.pdf`,
    // A readable PDF: an investor's download is stamped with their watermark.
    body: await makePdf([[`${tag}-DECKTEXT raising a seed round`]]),
    extractedText: `[Page 1]\n${tag}-DECKTEXT raising a seed round`,
    extractionStatus: "done",
  });
  const sheet = await createStoredDocument(env, member.companyId, {
    type: "excel",
    name: `${tag}-SHEET.xlsx`,
    body: "PK\u0003\u0004",
  });
  // The deck's first page as the viewer shows it: an image in R2 and its row.
  const pageKey = pageImageKey(member.companyId, deck.id, 1);
  await env.FILES.put(pageKey, PNG_1x1, { httpMetadata: { contentType: "image/webp" } });
  await createDb(env.DB).insert(documentPages).values({
    companyId: member.companyId,
    documentId: deck.id,
    pageNumber: 1,
    imagePath: pageKey,
    imageSize: PNG_1x1.byteLength,
  });
  await createSubscription(env.DB, member.companyId, {
    email: `${tag.toLowerCase()}-subscriber@example.com`,
  });
  const token = `${tag}-interview-token-0123456789abcdef`;
  const [interview] = await createDb(env.DB)
    .insert(founderInterviews)
    .values({
      companyId: member.companyId,
      token,
      founderEmail: `${tag.toLowerCase()}-founder@example.com`,
      expiresAt: "2099-01-01T00:00:00.000Z",
    })
    .returning();
  // The team: an admin and a viewer beside the owner, and an open invitation.
  const viewer = await addTeamMember(member.companyId, "viewer", `${tag.toLowerCase()}-viewer@example.com`);
  const teamAdmin = await addTeamMember(member.companyId, "admin", `${tag.toLowerCase()}-admin@example.com`);
  const unverifiedAdmin = await addTeamMember(
    member.companyId,
    "admin",
    `${tag.toLowerCase()}-unverified@example.com`,
    { unverified: true },
  );
  const inviteToken = newToken();
  await createDb(env.DB)
    .insert(teamInvites)
    .values({
      companyId: member.companyId,
      email: `${tag.toLowerCase()}-invitee@example.com`,
      role: "admin",
      tokenHash: await hashToken(inviteToken),
      invitedBy: member.userId,
      expiresAt: "2099-01-01T00:00:00.000Z",
    });
  return {
    ...member,
    code,
    token,
    inviteToken,
    viewer,
    teamAdmin,
    unverifiedAdmin,
    ids: {
      update: update.id,
      video: video.id,
      deck: deck.id,
      sheet: sheet.id,
      interview: interview!.id,
      viewerUser: viewer.userId,
      adminUser: teamAdmin.userId,
    },
    markers: {
      // The grant shows these (the deck's name is the download link's).
      gated: [`${tag}-UPDATE`, `${tag}-VIDEO`],
      private: [`${tag}-SHEET`, `${tag.toLowerCase()}-subscriber@example.com`, token, member.email],
    },
  };
}

const dataUrl = (url: string) => {
  const u = new URL(url, "http://localhost");
  u.pathname = u.pathname === "/" ? "/_root.data" : `${u.pathname.replace(/\/$/, "")}.data`;
  return `${u.pathname}${u.search}`;
};

const isLoginRedirect = (res: Response, body: string) =>
  ([301, 302, 303].includes(res.status) && (res.headers.get("Location") ?? "").startsWith("/admin/login")) ||
  (res.status === 202 && body.includes("/admin/login")) ||
  res.status === 401;

describe("authorization matrix: every route × every caller", () => {
  let world: World;
  const browsers = {} as Record<Actor, Browser>;

  beforeAll(async () => {
    world = { a: await company("ALPHA"), b: await company("BRAVO") };
    for (const actor of ACTORS) browsers[actor] = new Browser();
    expect((await browsers.adminA.login(world.a.email, world.a.password)).status).toBe(302);
    expect((await browsers.adminB.login(world.b.email, world.b.password)).status).toBe(302);
    expect(
      (await browsers.teamAdminA.login(world.a.teamAdmin.email, world.a.teamAdmin.password)).status,
    ).toBe(302);
    expect((await browsers.viewerA.login(world.a.viewer.email, world.a.viewer.password)).status).toBe(302);
    expect(
      (
        await browsers.investorA.post(`/public/${world.a.slug}`, {
          intent: "unlock",
          accessCode: world.a.code,
        })
      ).status,
    ).toBe(302);
    // The founder has only the link; visiting it is all they do before answering.
    expect((await browsers.founderA.fetch(`/interview/${world.a.token}`)).status).toBe(200);
  });

  it("names every route of the build and every file in app/routes", () => {
    const built = Object.keys(build.routes)
      .filter((id) => id !== "root")
      .sort();
    const files = Object.keys(import.meta.glob("../../../app/routes/*.{ts,tsx}"))
      .map(
        (path) =>
          `routes/${path
            .split("/")
            .pop()!
            .replace(/\.tsx?$/, "")}`,
      )
      .sort();
    const listed = Object.keys(ROUTES).sort();
    expect(files, "app/routes and the server build differ: rebuild (npm run build)").toEqual(built);
    expect(
      built.filter((id) => !ROUTES[id]),
      "routes without an entry in the authorization matrix",
    ).toEqual([]);
    expect(
      listed.filter((id) => !built.includes(id)),
      "matrix entries for routes that no longer exist",
    ).toEqual([]);
    // A route whose action takes intents lists them.
    for (const id of built) {
      const module = routes[id]!.module as { action?: unknown };
      if (module.action && ROUTES[id]!.access === "member")
        expect(ROUTES[id]!.urls(world).length, id).toBeGreaterThan(0);
    }
  });

  /** Every GET a route answers: the document and, for a route with a screen, its .data. */
  function reads(id: string) {
    const module = routes[id]!.module as { loader?: unknown; default?: unknown };
    if (!module.loader) return [];
    const urls = ROUTES[id]!.urls(world);
    return module.default ? urls.flatMap((u) => [u, dataUrl(u)]) : urls;
  }

  it("reads: nobody sees another company's data; non-members of member routes are sent to the login", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const id of Object.keys(ROUTES)) {
      const route = ROUTES[id]!;
      for (const url of reads(id)) {
        for (const actor of ACTORS) {
          const res = await browsers[actor].fetch(url);
          const body = await res.text();
          checked++;
          const where = `${actor} GET ${url} → ${res.status}`;
          if (res.status >= 500) failures.push(`${where}: server error`);
          const own = actor === "adminA" || A_TEAM.has(actor) ? world.a : actor === "adminB" ? world.b : null;
          const other = actor === "adminB" ? world.a : actor === "adminA" ? world.b : world.a;
          // What of the other company may show: its gated content to its grant holder on its gated pages and files.
          const mayShowGated = actor === "investorA" && (route.access === "gated" || route.access === "file");
          // The interview link's token is in its own URL (and the page's form), for whoever holds the link.
          const forbidden = [
            ...other.markers.private.filter((m) => route.access !== "token" || m !== other.token),
            ...(mayShowGated ? [] : other.markers.gated),
          ];
          if (!(actor === "adminA" || A_TEAM.has(actor)) || other !== world.a) {
            for (const marker of forbidden)
              if (body.includes(marker)) failures.push(`${where}: shows ${marker}`);
          }
          if (route.access === "member" && !own && !isLoginRedirect(res, body))
            failures.push(`${where}: not sent to the login`);
          // Every role of A reads every members' page of A.
          if (route.ownerOnly && A_TEAM.has(actor)) {
            if (res.status !== 403) failures.push(`${where}: only the owner may read it`);
          } else if (
            route.access === "member" &&
            own === world.a &&
            (isLoginRedirect(res, body) || res.status === 403)
          )
            failures.push(`${where}: a member of A cannot read it`);
          if (route.access === "file") {
            const allowed =
              actor === "adminA" ||
              A_TEAM.has(actor) ||
              (actor === "investorA" && url.includes(world.a.ids.deck));
            if (allowed !== (res.status === 200))
              failures.push(`${where}: expected ${allowed ? "200" : "404"}`);
          }
          if (
            route.access === "token" &&
            url.includes("forged") &&
            res.status !== 404 &&
            !url.includes(".data")
          )
            failures.push(`${where}: a forged token is not a 404`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 480_000);

  it("positive controls: the markers are seen by those entitled to them", async () => {
    const admin = await (await browsers.adminA.fetch("/admin/management/updates")).text();
    expect(admin).toContain(world.a.markers.gated[0]);
    const documents = await (await browsers.adminA.fetch("/admin/management/documents")).text();
    expect(documents).toContain(world.a.markers.private[0]);
    const timeline = await (await browsers.investorA.fetch(`/public/${world.a.slug}/timeline`)).text();
    expect(timeline).toContain(world.a.markers.gated[0]);
    const videos = await (await browsers.investorA.fetch(`/public/${world.a.slug}/videos`)).text();
    expect(videos).toContain(world.a.markers.gated[1]);
  });

  /** The A ids an intent is about, by its name ('video.delete' → the video); the update's for the rest. */
  const idsFor = (intent: string, a: Company) => {
    const kind = intent.split(".")[0];
    if (kind === "video") return [a.ids.video];
    if (kind === "document") return [a.ids.deck, a.ids.sheet];
    if (kind === "interview") return [a.ids.interview];
    if (kind === "team") return [a.ids.viewerUser, a.userId, a.ids.adminUser];
    return [a.ids.update];
  };

  /** What every post sends besides its intent and id. */
  const fields = (a: Company, route: RouteCase, all: string) => ({
    ids: all,
    order: all,
    // A form that is refused echoes what was sent: the token goes only where it is the credential.
    token: route.access === "token" ? a.token : "forged-token",
    question: `What does ${a.slug} raise?`,
    answer: "An answer",
    accessCode: "wrong-code",
    email: "visitor@example.com",
    name: "Visitor",
    title: "Changed title",
    slug: a.slug,
    role: "admin",
    requireTwoFactor: "on",
  });

  it("writes: no caller but A's admin changes A's data, whatever intent and A id it posts", async () => {
    const a = world.a;
    const all = Object.values(a.ids).join(",");
    const failures: string[] = [];
    // Logging out goes last: it ends the caller's session.
    const order = Object.keys(ROUTES).sort(
      (x, y) => Number(x === "routes/admin.logout") - Number(y === "routes/admin.logout"),
    );
    const leaks = (access: Access) => a.markers.private.filter((m) => access !== "token" || m !== a.token);
    // A's admin may change A's data (only the team is out of its reach); A's viewer: the next test.
    for (const actor of ACTORS.filter((x) => x !== "adminA" && !A_TEAM.has(x))) {
      const before = await snapshot(a, actor);
      for (const id of order) {
        const module = routes[id]!.module as { action?: unknown; default?: unknown };
        if (!module.action) continue;
        const route = ROUTES[id]!;
        const index = routes[id]!.index ? "?index" : "";
        // The action is the same for every URL of a route: its first, as a document and (once) as .data.
        // Only the founder holds the interview link; everyone else tries a forged one.
        const urls = route.urls(world);
        const url =
          route.access === "token" && actor !== "founderA"
            ? urls.find((u) => u.includes("forged"))!
            : urls[0]!;
        const posts: { path: string; intent: string; target: string }[] = [];
        // A member route turns a non-member away before it reads the form: one intent shows it.
        const intents =
          route.access === "member" && actor !== "adminB"
            ? (route.intents ?? []).slice(0, 1)
            : (route.intents ?? []);
        for (const intent of [...intents, ""]) {
          for (const target of idsFor(intent, a)) posts.push({ path: `${url}${index}`, intent, target });
        }
        if (module.default)
          posts.push({
            path: `${dataUrl(url)}${index}`,
            intent: route.intents?.[0] ?? "",
            target: a.ids.update,
          });
        for (const { path, intent, target } of posts) {
          const res = await browsers[actor].post(path, { intent, id: target, ...fields(a, route, all) });
          const body = await res.text();
          const where = `${actor} POST ${path} intent=${intent} id=${target} → ${res.status}`;
          for (const marker of leaks(route.access))
            if (body.includes(marker)) failures.push(`${where}: shows ${marker}`);
          if (route.access === "member" && actor !== "adminB" && !isLoginRedirect(res, body))
            failures.push(`${where}: not sent to the login`);
        }
      }
      const after = await snapshot(a, actor);
      for (const table of Object.keys(before)) {
        if (JSON.stringify(after[table]) !== JSON.stringify(before[table]))
          failures.push(
            `${actor} changed company A's ${table}: ${JSON.stringify(before[table])} → ${JSON.stringify(after[table])}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 480_000);

  it("viewer: every intent of every members' route is refused with 403 and a Dutch reason; nothing of A changes", async () => {
    const a = world.a;
    const all = Object.values(a.ids).join(",");
    const failures: string[] = [];
    const before = await snapshot(a, "viewerA");
    let posted = 0;
    for (const id of Object.keys(ROUTES)) {
      const route = ROUTES[id]!;
      const module = routes[id]!.module as { action?: unknown; default?: unknown };
      // Their own account page is theirs (the tests of accounts cover it).
      if (route.access !== "member" || !module.action || id === "routes/admin.account") continue;
      const url = route.urls(world)[0]!;
      const index = routes[id]!.index ? "?index" : "";
      const posts = [...(route.intents ?? []), ""].map((intent) => ({
        path: `${url}${index}`,
        intent,
        target: idsFor(intent, a)[0]!,
      }));
      if (module.default)
        posts.push({
          path: `${dataUrl(url)}${index}`,
          intent: route.intents?.[0] ?? "",
          target: a.ids.update,
        });
      for (const { path, intent, target } of posts) {
        const res = await browsers.viewerA.post(path, { intent, id: target, ...fields(a, route, all) });
        const body = await res.text();
        posted++;
        if (res.status !== 403 || !body.includes("niets wijzigen"))
          failures.push(
            `viewerA POST ${path} intent=${intent} → ${res.status}: not refused with 403 and the reason`,
          );
      }
    }
    const after = await snapshot(a, "viewerA");
    for (const table of Object.keys(before)) {
      if (JSON.stringify(after[table]) !== JSON.stringify(before[table]))
        failures.push(`viewerA changed company A's ${table}`);
    }
    expect(failures).toEqual([]);
    expect(posted).toBeGreaterThan(60);
  }, 480_000);

  it("unverified admin: reads every members' page of A; every intent that mails others is 403 with the reason; nothing of A changes, no mail leaves", async () => {
    const a = world.a;
    const failures: string[] = [];
    const browser = new Browser();
    expect((await browser.login(a.unverifiedAdmin.email, a.unverifiedAdmin.password)).status).toBe(302);
    for (const id of Object.keys(ROUTES).filter(
      (id) => ROUTES[id]!.access === "member" && !ROUTES[id]!.ownerOnly,
    )) {
      for (const url of reads(id)) {
        const res = await browser.fetch(url);
        const body = await res.text();
        if (res.status === 403 || res.status >= 500 || isLoginRedirect(res, body))
          failures.push(`unverified GET ${url} → ${res.status}: cannot read it`);
      }
    }
    // The tab route that answers each intent of the rule (a rule naming an intent no tab has fails here).
    const tabOfIntent = new Map(
      MANAGEMENT_TABS.flatMap((tab) => Object.keys(TAB_ACTIONS[tab]).map((intent) => [intent, tab] as const)),
    );
    expect([...tabOfIntent.keys()], "an intent of the rule that no tab has").toEqual(
      expect.arrayContaining([...MAIL_TO_OTHERS_INTENTS]),
    );
    const before = {
      ...(await snapshot(a, "teamAdminA")),
      outbox: (
        await env.DB.prepare("SELECT id, status FROM outbox_emails WHERE company_id = ? ORDER BY rowid")
          .bind(a.companyId)
          .all()
      ).results,
    };
    const all = Object.values(a.ids).join(",");
    for (const intent of MAIL_TO_OTHERS_INTENTS) {
      const tab = tabOfIntent.get(intent)!;
      for (const path of [tabPath(tab), dataUrl(tabPath(tab))]) {
        const res = await browser.post(path, {
          intent,
          id: a.ids.update,
          ...fields(a, ROUTES[`routes/admin.management.${tab}`]!, all),
          sendNotifications: "on",
          date: "2026-09-01",
          type: "growth",
          description: "Mailed",
        });
        const body = await res.text();
        if (res.status !== 403 || !body.includes(ACCOUNT_TEXTS.needsVerification.slice(0, 40)))
          failures.push(
            `unverified POST ${path} intent=${intent} → ${res.status}: not refused with 403 and the reason`,
          );
      }
    }
    const after = {
      ...(await snapshot(a, "teamAdminA")),
      outbox: (
        await env.DB.prepare("SELECT id, status FROM outbox_emails WHERE company_id = ? ORDER BY rowid")
          .bind(a.companyId)
          .all()
      ).results,
    };
    for (const table of Object.keys(before) as (keyof typeof before)[]) {
      if (JSON.stringify(after[table]) !== JSON.stringify(before[table]))
        failures.push(`the unverified admin changed company A's ${table}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("team: only the owner manages it — A's admin and viewer get 403 for every team intent, B's owner finds no A member", async () => {
    const a = world.a;
    const failures: string[] = [];
    const before = await snapshot(a, "teamAdminA");
    // B's owner logged out at the end of the writes: sign in again.
    const ownerB = new Browser();
    expect((await ownerB.login(world.b.email, world.b.password)).status).toBe(302);
    const callers = { teamAdminA: browsers.teamAdminA, viewerA: browsers.viewerA, adminB: ownerB };
    for (const actor of ["teamAdminA", "viewerA", "adminB"] as const) {
      for (const intent of TEAM_INTENTS) {
        for (const target of [a.ids.viewerUser, a.userId]) {
          const res = await callers[actor].post("/admin/management/team", {
            intent,
            id: target,
            email: "new-member@example.com",
            role: "admin",
            requireTwoFactor: "on",
          });
          const body = await res.text();
          const where = `${actor} ${intent} id=${target} → ${res.status}`;
          if (actor === "adminB") {
            // B's owner acts on B: an A member is not found, and inviting goes to B's own team.
            if (
              !["team.invite", "team.require-two-factor"].includes(intent) &&
              res.status !== 404 &&
              res.status !== 400
            )
              failures.push(`${where}: expected 404 for another company's member`);
          } else if (res.status !== 403) failures.push(`${where}: expected 403`);
          else if (!body.includes(actor === "viewerA" ? "niets wijzigen" : "Alleen de eigenaar"))
            failures.push(`${where}: no Dutch reason`);
        }
      }
    }
    const after = await snapshot(a, "teamAdminA");
    for (const table of ["memberships", "team_invites", "companies"]) {
      if (JSON.stringify(after[table]) !== JSON.stringify(before[table]))
        failures.push(`company A's ${table} changed`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
