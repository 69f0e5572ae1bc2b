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
  const write = async () => {
    const db = context.db;
    const [seen] = await db
      .select({ n: count() })
      .from(pageViews)
      .where(and(eq(pageViews.companyId, companyId), eq(pageViews.sessionId, visitor.id), eq(pageViews.viewedOn, day)));
    await db.insert(pageViews).values({
      companyId,
      pagePath: url.pathname,
      referrer: request.headers.get("Referer")?.slice(0, 500) ?? null,
      userAgent: request.headers.get("User-Agent")?.slice(0, 500) ?? null,
      sessionId: visitor.id,
      isUniqueVisitor: (seen?.n ?? 0) === 0,
      deviceType: deviceType(request.headers.get("User-Agent")),
      viewedOn: day,
    });
  };
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
