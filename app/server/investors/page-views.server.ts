import { type AppLoadContext, createCookie } from "@remix-run/cloudflare";

import type { Db } from "../../../db";
import { deviceType, summarizePageViews, viewDay } from "../../domain/page-views";
import { columnsRead, readWholeRows } from "../platform/whole-rows.server";
import { companyScopedId } from "./visitor-id.server";

/** Browser-session visitor id (no Max-Age: it ends with the browser session); Secure on https. */
const visitorCookie = createCookie("__vid", { httpOnly: true, sameSite: "lax", path: "/" });
const secureVisitorCookie = createCookie("__vid", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: true,
});

/** The browser's own page-view id (never recorded as it is: see recordPageView). A malformed cookie is a new visitor. */
export async function getVisitorId(request: Request): Promise<{ id: string; isNew: boolean }> {
  const existing: unknown = await visitorCookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (typeof existing === "string" && /^[0-9a-f-]{36}$/.test(existing)) return { id: existing, isNew: false };
  return { id: crypto.randomUUID(), isNew: true };
}

type PageView = {
  companyId: string;
  path: string;
  referrer: string | null;
  userAgent: string | null;
  sessionId: string;
  deviceType: ReturnType<typeof deviceType>;
  day: string;
};

/** Views wait this long in the isolate and are then written together. */
export const PAGE_VIEW_FLUSH_MS = 250;
const pending: PageView[] = [];
let flushing: Promise<void> | null = null;

/** D1 binds at most 100 parameters per statement; a view takes 8 (its order is inlined). */
const VIEWS_PER_STATEMENT = 12;

/** One statement for n views; a view is unique unless the same visitor was counted that day (in the table or earlier in the statement). */
function insertViewsSql(n: number): string {
  const rows = Array.from({ length: n }, (_, i) => `(${i}, ?, ?, ?, ?, ?, ?, ?, ?)`).join(", ");
  return `WITH v(ord, id, company_id, page_path, referrer, user_agent, session_id, device_type, viewed_on) AS (VALUES ${rows})
    INSERT INTO page_views (id, company_id, page_path, referrer, user_agent, session_id, is_unique_visitor, device_type, viewed_on)
    SELECT id, company_id, page_path, referrer, user_agent, session_id,
      NOT EXISTS (SELECT 1 FROM page_views p WHERE p.company_id = v.company_id AND p.session_id = v.session_id AND p.viewed_on = v.viewed_on)
        AND NOT EXISTS (SELECT 1 FROM v AS w WHERE w.company_id = v.company_id AND w.session_id = v.session_id AND w.viewed_on = v.viewed_on AND w.ord < v.ord),
      device_type, viewed_on
    FROM v ORDER BY ord`;
}

function insertViews(d1: D1Database, views: readonly PageView[]) {
  const params = views.flatMap((v) => [
    crypto.randomUUID(),
    v.companyId,
    v.path,
    v.referrer,
    v.userAgent,
    v.sessionId,
    v.deviceType,
    v.day,
  ]);
  return d1.prepare(insertViewsSql(views.length)).bind(...params);
}

async function writePending(d1: D1Database) {
  while (pending.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, PAGE_VIEW_FLUSH_MS));
    const views = pending.splice(0, pending.length);
    const statements = [];
    for (let i = 0; i < views.length; i += VIEWS_PER_STATEMENT)
      statements.push(insertViews(d1, views.slice(i, i + VIEWS_PER_STATEMENT)));
    try {
      // One batch: one round trip, one transaction (the triggers of migrations/0007 count each view).
      await d1.batch(statements);
    } catch (error) {
      console.error(`${views.length} page view(s) not recorded`, error);
    }
  }
}

/**
 * Records a view of a public page on the server and returns the headers that set the
 * visitor cookie when it is new. The write happens after the response: the first view of a
 * quiet moment starts a short timer (kept alive by its request's waitUntil) and every view
 * that arrives meanwhile is written with it (up to 12 views per statement), so a busy page
 * costs a write per PAGE_VIEW_FLUSH_MS instead of one per request. Failures are only logged (docs/architecture.md#the-public-read-cache-and-page-views).
 * `visitorId`: the granted visitor's id at the company, when there is one.
 */
export async function recordPageView(
  request: Request,
  context: AppLoadContext,
  companyId: string,
  asOf = new Date(),
  visitorId?: string,
) {
  const visitor = await getVisitorId(request);
  // A granted visitor's views carry their visitor id (so forgetting an investor finds them);
  // anyone else's the browser's page-view id as seen by this company only.
  const sessionId = visitorId ?? (await companyScopedId(context.env.SESSION_SECRET, companyId, visitor.id));
  const userAgent = request.headers.get("User-Agent");
  pending.push({
    companyId,
    path: new URL(request.url).pathname,
    referrer: request.headers.get("Referer")?.slice(0, 500) ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
    sessionId,
    deviceType: deviceType(userAgent),
    day: viewDay(asOf),
  });
  if (!flushing) {
    flushing = writePending(context.cloudflare.env.DB).finally(() => {
      flushing = null;
    });
    context.cloudflare.ctx.waitUntil(flushing);
  }
  const headers = new Headers();
  const cookie = new URL(request.url).protocol === "https:" ? secureVisitorCookie : visitorCookie;
  if (visitor.isNew) headers.append("Set-Cookie", await cookie.serialize(visitor.id));
  return headers;
}

/**
 * Views per page summed over the window's days, each with its unique visitors (a correlated
 * count over the visitors table): one statement (a page may batch it with its other reads). Columns of the outer table are
 * qualified by hand, as drizzle writes bare names in a one-table select.
 */
export type PageViewSummaryRow = { path: string; views: number; uniqueVisitors: number };

/** Views and unique visitors per page over the 30 days up to `asOf`: a read a page may batch with its other reads. */
export const viewsSummaryRead = (db: Db, companyId: string, asOf = new Date()) =>
  columnsRead<PageViewSummaryRow>(
    db,
    `SELECT d.page_path AS path, sum(d.views) AS views,
       (SELECT count(*) FROM page_view_visitors v
         WHERE v.company_id = d.company_id AND v.page_path = d.page_path AND v.last_viewed_on >= ?2) AS uniqueVisitors
     FROM page_view_daily d WHERE d.company_id = ?1 AND d.day >= ?2 GROUP BY d.page_path`,
    [companyId, viewDay(new Date(asOf.getTime() - 29 * 24 * 60 * 60 * 1000))],
  );

export const pageViewsFrom = (rows: PageViewSummaryRow[]) =>
  summarizePageViews(rows.filter((r) => r.views > 0));

/**
 * Views per page of the last 30 days for the admin dashboard, from the counts the page_views
 * triggers keep (migrations/0007): views summed per day, and unique visitors as the visitors
 * whose last view of the page falls in the window — distinct over the 30 days, not per day.
 */
export async function pageViewsLast30Days(db: Db, companyId: string, asOf = new Date()) {
  const [rows] = await readWholeRows(db, [viewsSummaryRead(db, companyId, asOf)]);
  return pageViewsFrom(rows);
}
