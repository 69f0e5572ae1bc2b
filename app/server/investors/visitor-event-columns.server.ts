import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { visitorEvents } from "../../../db/schema";
import type { EventRow } from "../../domain/investors/activity";

/**
 * The columns of an event that the Investors tab and the daily digest fold: not its path, which
 * they never show (with 20,000 events, leaving it out took the tab from 117.5 to 108.9 ms).
 */
const activityColumns = {
  visitorId: visitorEvents.visitorId,
  investorId: visitorEvents.investorId,
  kind: visitorEvents.kind,
  documentId: visitorEvents.documentId,
  pageNumber: visitorEvents.pageNumber,
  durationMs: visitorEvents.durationMs,
  source: visitorEvents.source,
  // The address given with a request, a subscription or at the gate, and what it refers to.
  email: visitorEvents.email,
  ref: visitorEvents.ref,
  createdAt: visitorEvents.createdAt,
};

/** An event's columns in an investor's export: everything the tab reads, and the page's path. */
export const visitorEventColumns = { ...activityColumns, path: visitorEvents.path };

/** The event's fields in the order the fair read selects them. */
const EVENT_FIELDS = Object.keys(activityColumns) as (keyof typeof activityColumns)[];

/**
 * A company's events as the Investors tab and the digest read them, fair to every visitor
 * (docs/decisions/034-budgets-and-throttles.md): each visitor's newest `perVisitor` events at
 * most, and when more than `limit` remain, the browsers of invited investors first, then every
 * visitor's newest event before anyone's second (the busier visitor first within a round). So
 * however much one visitor — or a crowd of fresh anonymous ones — records, it never pushes an
 * investor's activity out of the read. `window`: only events in [since, until); `visitorsIn`:
 * only these visitors' events. The events come newest first when they all fit, otherwise in
 * the fair order.
 */
export async function readFairEvents(
  db: Db,
  companyId: string,
  opts: FairEventsOptions,
): Promise<EventRow[]> {
  // Most companies' events fit both caps: they are read whole, the caps checked in the same
  // statement (ranking them costs SQLite ~1.4 ms more per ~900 events, ADR 063). An empty
  // answer means no events or a cap exceeded; only then is the ranked read sent (for a company
  // without events it is one more empty read).
  const whole = await eventsOf(db, wholeEventsQuery(db, companyId, opts));
  return whole.length > 0 ? whole : eventsOf(db, fairEventsQuery(db, companyId, opts));
}

/**
 * D1's array form, mapped by position (the select's fields in EVENT_FIELDS' order): a busy
 * round's tab reads thousands of events, and drizzle's object rows cost it ~3 ms per ~900
 * events (paired, ADR 063).
 */
async function eventsOf(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
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

/** The events readFairEvents reads: the company's, in the window, of the visitors asked for. */
function readScope(companyId: string, opts: FairEventsOptions) {
  return and(
    eq(visitorEvents.companyId, companyId),
    opts.window ? gte(visitorEvents.createdAt, opts.window.since) : undefined,
    opts.window ? lt(visitorEvents.createdAt, opts.window.until) : undefined,
    opts.visitorsIn ? sql`${visitorEvents.visitorId} IN (${opts.visitorsIn})` : undefined,
  );
}

/**
 * Every event in scope, newest first, or none when they exceed a cap: more than `limit` in
 * all or more than `perVisitor` of one visitor (SQLite evaluates the check once, before the scan).
 */
function wholeEventsQuery(db: Db, companyId: string, opts: FairEventsOptions) {
  const perVisitor = db
    .select({ n: sql<number>`count(*)`.as("n") })
    .from(visitorEvents)
    .where(readScope(companyId, opts))
    .groupBy(visitorEvents.visitorId)
    .as("per_visitor");
  const fits = db
    .select({
      fits: sql<number>`coalesce(sum(${perVisitor.n}), 0) <= ${opts.limit}
        AND coalesce(max(${perVisitor.n}), 0) <= ${opts.perVisitor}`,
    })
    .from(perVisitor);
  return db
    .select(activityColumns)
    .from(visitorEvents)
    .where(and(readScope(companyId, opts), sql`(${fits})`))
    .orderBy(desc(visitorEvents.createdAt));
}

/** The ranked read of readFairEvents; its fields in this order are the row's positions. */
function fairEventsQuery(db: Db, companyId: string, opts: FairEventsOptions) {
  const ranked = db.$with("ranked").as(
    db
      .select({
        ...activityColumns,
        n: sql<number>`row_number() OVER (PARTITION BY ${visitorEvents.visitorId} ORDER BY ${visitorEvents.createdAt} DESC)`.as(
          "n",
        ),
        busy: sql<number>`count(*) OVER (PARTITION BY ${visitorEvents.visitorId})`.as("busy"),
        invited: sql<number>`${visitorEvents.visitorId} IN (SELECT visitor_id FROM visitor_events
          WHERE company_id = ${companyId} AND investor_id IS NOT NULL)`.as("invited"),
      })
      .from(visitorEvents)
      .where(readScope(companyId, opts)),
  );
  return db
    .with(ranked)
    .select(Object.fromEntries(EVENT_FIELDS.map((field) => [field, ranked[field]])))
    .from(ranked)
    .where(lte(ranked.n, opts.perVisitor))
    .orderBy(desc(ranked.invited), asc(ranked.n), desc(ranked.busy), desc(ranked.createdAt))
    .limit(opts.limit);
}
