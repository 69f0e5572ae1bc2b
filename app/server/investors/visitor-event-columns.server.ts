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

/** The event's fields in the order the fair read selects them. */
const EVENT_FIELDS = Object.keys(visitorEventColumns) as (keyof typeof visitorEventColumns)[];

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
  // D1's array form, mapped by position (the select's fields in EVENT_FIELDS' order): a busy
  // round's tab reads thousands of events, and drizzle's object rows cost it ~3 ms per ~900
  // events (paired, ADR 063).
  const { sql: text, params } = fairEventsQuery(db, companyId, opts).toSQL();
  const rows = await db.$client
    .prepare(text)
    .bind(...params)
    .raw<unknown[]>();
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    EVENT_FIELDS.forEach((field, i) => (row[field] = values[i]));
    return row as EventRow;
  });
}

type FairEventsOptions = {
  perVisitor: number;
  limit: number;
  window?: { since: string; until: string };
  /** A subquery of visitor ids: only their events are read. */
  visitorsIn?: SQL;
};

/** readFairEvents' statement; its fields in this order are the row's positions. */
function fairEventsQuery(db: Db, companyId: string, opts: FairEventsOptions) {
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
    .select(Object.fromEntries(EVENT_FIELDS.map((field) => [field, ranked[field]])))
    .from(ranked)
    .where(lte(ranked.n, opts.perVisitor))
    .orderBy(desc(ranked.invited), asc(ranked.n), desc(ranked.busy), desc(ranked.createdAt))
    .limit(opts.limit);
}
