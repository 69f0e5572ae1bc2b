import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import type { Db } from "../../db";
import { pageViews } from "../../db/schema";
import { deviceType, summarizePageViews, viewDay } from "../domain/page-views";

/** Browser-session visitor id (no Max-Age: it ends with the browser session). */
const visitorCookie = createCookie("__vid", { httpOnly: true, sameSite: "lax", path: "/" });

export async function getVisitorId(request: Request): Promise<{ id: string; isNew: boolean }> {
  const existing = await visitorCookie.parse(request.headers.get("Cookie"));
  if (typeof existing === "string" && /^[0-9a-f-]{36}$/.test(existing)) return { id: existing, isNew: false };
  return { id: crypto.randomUUID(), isNew: true };
}

/**
 * Records a view of a public page on the server, after the response (waitUntil), and
 * returns the headers that set the visitor cookie when it is new. Failures are only logged.
 */
export async function recordPageView(request: Request, context: AppLoadContext, companyId: string, asOf = new Date()) {
  const visitor = await getVisitorId(request);
  const url = new URL(request.url);
  const day = viewDay(asOf);
  // One statement (no read-then-write round trip): the row is the visitor's first of the
  // day for this company exactly when no earlier row matches.
  const write = () =>
    context.db.run(sql`
      INSERT INTO ${pageViews} (id, company_id, page_path, referrer, user_agent, session_id, is_unique_visitor, device_type, viewed_on)
      SELECT ${crypto.randomUUID()}, ${companyId}, ${url.pathname}, ${request.headers.get("Referer")?.slice(0, 500) ?? null},
        ${request.headers.get("User-Agent")?.slice(0, 500) ?? null}, ${visitor.id},
        NOT EXISTS (SELECT 1 FROM ${pageViews} WHERE company_id = ${companyId} AND session_id = ${visitor.id} AND viewed_on = ${day}),
        ${deviceType(request.headers.get("User-Agent"))}, ${day}`);
  context.cloudflare.ctx.waitUntil(write().catch((error) => console.error("page view not recorded", error)));
  const headers = new Headers();
  if (visitor.isNew) headers.append("Set-Cookie", await visitorCookie.serialize(visitor.id));
  return headers;
}

/** Views per page of the last 30 days for the admin dashboard. */
export async function pageViewsLast30Days(db: Db, companyId: string, asOf = new Date()) {
  const since = viewDay(new Date(asOf.getTime() - 29 * 24 * 60 * 60 * 1000));
  const rows = await db
    .select({
      path: pageViews.pagePath,
      views: count(),
      uniqueVisitors: sum(sql<number>`case when ${pageViews.isUniqueVisitor} then 1 else 0 end`).mapWith(Number),
    })
    .from(pageViews)
    .where(and(eq(pageViews.companyId, companyId), gte(pageViews.viewedOn, since)))
    .groupBy(pageViews.pagePath);
  return summarizePageViews(rows.map((r) => ({ ...r, uniqueVisitors: r.uniqueVisitors ?? 0 })));
}
