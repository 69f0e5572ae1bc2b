import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { visitorEvents } from "../../../db/schema";
import type { EventRow } from "../../domain/investors/activity";

/** The columns of an event that the Investors tab, the daily digest and an investor's export read. */
export const visitorEventColumns = {
  visitorId: visitorEvents.visitorId,
  investorId: visitorEvents.investorId,
  kind: visitorEvents.kind,
  path: visitorEvents.path,
  documentId: visitorEvents.documentId,
  pageNumber: visitorEvents.pageNumber,
  durationMs: visitorEvents.durationMs,
  source: visitorEvents.source,
  // The address given with a request, a subscription or at the gate, and what it refers to.
  email: visitorEvents.email,
  ref: visitorEvents.ref,
  createdAt: visitorEvents.createdAt,
};

/**
 * A company's events as the Investors tab and the digest read them, fair to every visitor
 * (docs/decisions/034-budgets-and-throttles.md): each visitor's newest `perVisitor` events at
 * most, and when more than `limit` remain, the browsers of invited investors first, then every
 * visitor's newest event before anyone's second (the busier visitor first within a round). So
 * however much one visitor — or a crowd of fresh anonymous ones — records, it never pushes an
 * investor's activity out of the read. `window`: only events in [since, until); `visitorsIn`:
 * only these visitors' events.
 */
export async function readFairEvents(
  db: Db,
  companyId: string,
  opts: FairEventsOptions,
): Promise<EventRow[]> {
  return fairEventsFrom(await fairEventsQuery(db, companyId, opts));
}

type FairEventsOptions = {
  perVisitor: number;
  limit: number;
  window?: { since: string; until: string };
  /** A subquery of visitor ids: only their events are read. */
  visitorsIn?: SQL;
};

/** readFairEvents' statement, for a page's own D1 batch (its rows read with fairEventsFrom). */
export function fairEventsQuery(db: Db, companyId: string, opts: FairEventsOptions) {
  const ranked = db.$with("ranked").as(
    db
      .select({
        ...visitorEventColumns,
        n: sql<number>`row_number() OVER (PARTITION BY ${visitorEvents.visitorId} ORDER BY ${visitorEvents.createdAt} DESC)`.as(
          "n",
        ),
        busy: sql<number>`count(*) OVER (PARTITION BY ${visitorEvents.visitorId})`.as("busy"),
        invited: sql<number>`${visitorEvents.visitorId} IN (SELECT visitor_id FROM visitor_events
          WHERE company_id = ${companyId} AND investor_id IS NOT NULL)`.as("invited"),
      })
      .from(visitorEvents)
      .where(
        and(
          eq(visitorEvents.companyId, companyId),
          opts.window ? gte(visitorEvents.createdAt, opts.window.since) : undefined,
          opts.window ? lt(visitorEvents.createdAt, opts.window.until) : undefined,
          opts.visitorsIn ? sql`${visitorEvents.visitorId} IN (${opts.visitorsIn})` : undefined,
        ),
      ),
  );
  return db
    .with(ranked)
    .select({
      visitorId: ranked.visitorId,
      investorId: ranked.investorId,
      kind: ranked.kind,
      path: ranked.path,
      documentId: ranked.documentId,
      pageNumber: ranked.pageNumber,
      durationMs: ranked.durationMs,
      source: ranked.source,
      email: ranked.email,
      ref: ranked.ref,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.n, opts.perVisitor))
    .orderBy(desc(ranked.invited), asc(ranked.n), desc(ranked.busy), desc(ranked.createdAt))
    .limit(opts.limit);
}

/** The rows as the activity rules read them (a data-room page view is one of the kinds they pass over). */
export const fairEventsFrom = (rows: Awaited<ReturnType<typeof fairEventsQuery>>) => rows as EventRow[];
