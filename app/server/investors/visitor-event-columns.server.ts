import { type SQL, sql } from "drizzle-orm";

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

type RawEvent = {
  visitor_id: string;
  investor_id: string | null;
  kind: EventRow["kind"];
  path: string | null;
  document_id: string | null;
  page_number: number | null;
  duration_ms: number | null;
  source: EventRow["source"];
  email: string | null;
  ref: string | null;
  created_at: string;
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
  opts: {
    perVisitor: number;
    limit: number;
    window?: { since: string; until: string };
    /** A subquery of visitor ids: only their events are read. */
    visitorsIn?: SQL;
  },
): Promise<EventRow[]> {
  const inWindow = opts.window
    ? sql`AND created_at >= ${opts.window.since} AND created_at < ${opts.window.until}`
    : sql``;
  const ofVisitors = opts.visitorsIn ? sql`AND visitor_id IN (${opts.visitorsIn})` : sql``;
  const rows = await db.all<RawEvent & { n: number }>(sql`
    WITH linked AS (SELECT DISTINCT visitor_id FROM visitor_events WHERE company_id = ${companyId} AND investor_id IS NOT NULL),
    ranked AS (
      SELECT visitor_id, investor_id, kind, path, document_id, page_number, duration_ms, source, email, ref, created_at,
        row_number() OVER (PARTITION BY visitor_id ORDER BY created_at DESC) AS n,
        count(*) OVER (PARTITION BY visitor_id) AS busy,
        visitor_id IN (SELECT visitor_id FROM linked) AS invited
      FROM visitor_events WHERE company_id = ${companyId} ${inWindow} ${ofVisitors}
    )
    SELECT visitor_id, investor_id, kind, path, document_id, page_number, duration_ms, source, email, ref, created_at, n
    FROM ranked WHERE n <= ${opts.perVisitor}
    ORDER BY invited DESC, n, busy DESC, created_at DESC
    LIMIT ${opts.limit}`);
  return rows.map((r) => ({
    visitorId: r.visitor_id,
    investorId: r.investor_id,
    kind: r.kind,
    path: r.path,
    documentId: r.document_id,
    pageNumber: r.page_number,
    durationMs: r.duration_ms,
    source: r.source,
    email: r.email,
    ref: r.ref,
    createdAt: r.created_at,
  }));
}
