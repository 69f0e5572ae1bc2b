/**
 * What each visitor of the investor site does: the public pages they open and the deck
 * pages they read (the server's page loads, and the viewer's beacons with the time per page).
 * A visitor is the chat's visitor id (the signed `__chat` cookie), so their questions join
 * their pages; an investor's personal grant adds who they are. Writes happen after the
 * response (`ctx.waitUntil`), batched over requests, and a failure is only logged: recording
 * never slows or breaks a public page.
 *
 * Budgets (docs/decisions/034-budgets-and-throttles.md): a visitor records at most
 * EVENTS_PER_VISITOR events a day; beacon time goes to one row per visitor, deck page and day,
 * and is credited only up to the wall-clock time since the visitor's previous beacon or page view.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { and, desc, eq, isNotNull } from "drizzle-orm";

import { visitorEvents } from "../../../db/schema";
import { budgetDay, EVENTS_PER_VISITOR, usesWithin } from "../../domain/budgets";
import {
  BEACON_SLACK_MS,
  type BeaconEntry,
  creditEntries,
  DECK_MS_PER_DAY,
  requestedMs,
} from "../../domain/investors/beacon";
import { countD1, giveBackD1 } from "../ai/budget.server";
import { type ChatState, chatStateCookie, companyVisitorId, readChatState } from "../chat/chat-state.server";
import { grantedInvestorId, type PublicCompany, readGrant } from "./access-gate.server";

export type Visitor = { visitorId: string; investorId: string | null };

type NewEvent = typeof visitorEvents.$inferInsert;

/** An event's columns, in the order the insert binds them (the id is made here, the time defaults to SQLite's). */
const EVENT_COLUMNS =
  "id, company_id, visitor_id, investor_id, kind, path, document_id, page_number, duration_ms, source, email, ref, day, created_at";
const EVENT_VALUES = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`;
/** D1 binds at most 100 parameters per statement; an event takes 14. */
const EVENTS_PER_STATEMENT = 7;

const eventParams = (e: NewEvent) => [
  e.id ?? crypto.randomUUID(),
  e.companyId,
  e.visitorId,
  e.investorId ?? null,
  e.kind,
  e.path ?? null,
  e.documentId ?? null,
  e.pageNumber ?? null,
  e.durationMs ?? null,
  e.source,
  e.email ?? null,
  e.ref ?? null,
  e.day ?? null,
  e.createdAt ?? null,
];

/** One insert of up to EVENTS_PER_STATEMENT events, as plain D1: the batch's writer builds no query objects. */
function insertEvents(d1: D1Database, events: NewEvent[]): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO visitor_events (${EVENT_COLUMNS}) VALUES ${events.map(() => EVENT_VALUES).join(", ")}`,
    )
    .bind(...events.flatMap(eventParams));
}

/** Whether the request carries the browser's visitor cookie (`__chat`), i.e. the client keeps cookies. */
export const keepsVisitorCookie = (request: Request) =>
  /(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? "");

/**
 * The visitor of a granted request at a company (their id there: companyVisitorId), and the
 * Set-Cookie that keeps the browser's id when it had none yet (the chat cookie then starts with it).
 * `recorded`: only a client that sent the cookie back is recorded as a visitor — one that keeps
 * no cookies would be a new visitor on every request (ADR 041); the gate and an investor's
 * link set the cookie, so a browser's first page past them is recorded. `state`: the chat
 * cookie's state it was read from, for the page to use instead of reading the cookie again.
 */
export async function identifyVisitor(
  request: Request,
  context: AppLoadContext,
  companyId: string,
  investorId: string | null,
): Promise<{ visitor: Visitor; setCookie: string | null; recorded: boolean; state: ChatState }> {
  const state = await readChatState(request, context);
  const known = keepsVisitorCookie(request);
  return {
    visitor: { visitorId: await companyVisitorId(context, companyId, state), investorId },
    setCookie: known ? null : await chatStateCookie(request, context, state),
    recorded: known,
    state,
  };
}

/** Events wait this long in the isolate and are then written together. */
export const EVENT_FLUSH_MS = 250;
const pending: NewEvent[] = [];
let flushing: Promise<void> | null = null;

/**
 * The events of a batch that fit their visitors' daily budgets, and the statements that give
 * back what was counted beyond them: one counting statement per visitor and day, in one batch.
 */
async function withinVisitorBudgets(d1: D1Database, events: NewEvent[]) {
  const groups = new Map<string, NewEvent[]>();
  for (const e of events) {
    const key = `events:v:${e.companyId}:${e.visitorId}:${(e.createdAt ?? "").slice(0, 10)}`;
    const group = groups.get(key);
    if (group) group.push(e);
    else groups.set(key, [e]);
  }
  const keys = [...groups.keys()];
  const counted = await d1.batch<{ used: number }>(
    keys.map((key) => {
      const group = groups.get(key)!;
      return countD1(d1, key, group.length, new Date(group[0]!.createdAt ?? Date.now()));
    }),
  );
  const kept: NewEvent[] = [];
  const giveBack: D1PreparedStatement[] = [];
  for (const [i, key] of keys.entries()) {
    const group = groups.get(key)!;
    const allowed = usesWithin(
      group.length,
      counted[i]?.results[0]?.used ?? group.length,
      EVENTS_PER_VISITOR,
    );
    kept.push(...group.slice(0, allowed));
    if (allowed < group.length) giveBack.push(giveBackD1(d1, key, group.length - allowed));
  }
  return { kept, giveBack };
}

async function writePending(d1: D1Database) {
  while (pending.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, EVENT_FLUSH_MS));
    const events = pending.splice(0, pending.length);
    try {
      const { kept, giveBack } = await withinVisitorBudgets(d1, events);
      const statements: D1PreparedStatement[] = [];
      for (let i = 0; i < kept.length; i += EVENTS_PER_STATEMENT)
        statements.push(insertEvents(d1, kept.slice(i, i + EVENTS_PER_STATEMENT)));
      const all = [...statements, ...giveBack];
      if (all.length) await d1.batch(all);
      if (kept.length < events.length)
        console.warn(
          `${events.length - kept.length} visitor event(s) over a visitor's daily budget, not recorded`,
        );
    } catch (error) {
      console.error(`${events.length} visitor event(s) not recorded`, error);
    }
  }
}

/**
 * Records events after the response; nothing is awaited by the page. The first events of a
 * quiet moment start a short timer (kept alive by their request's waitUntil) and whatever
 * arrives meanwhile is written with them in one D1 batch, as the page views are.
 */
export function recordEvents(context: AppLoadContext, events: NewEvent[]) {
  if (events.length === 0) return;
  pending.push(...events);
  if (!flushing) {
    flushing = writePending(context.cloudflare.env.DB).finally(() => {
      flushing = null;
    });
    context.cloudflare.ctx.waitUntil(flushing);
  }
}

/** The time of the request, not of the (later) write: the JavaScript-off page times are its gaps. */
const now = () => new Date().toISOString();

export function pageEvent(companyId: string, { visitorId, investorId }: Visitor, path: string): NewEvent {
  return {
    companyId,
    visitorId,
    investorId,
    kind: "page",
    path: path.slice(0, 300),
    source: "server",
    createdAt: now(),
  };
}

/** A deck page the server showed (each page its own URL without JavaScript). */
export function deckPageEvent(
  companyId: string,
  { visitorId, investorId }: Visitor,
  documentId: string,
  pageNumber: number,
  kind: "deck-page" | "room-page" = "deck-page",
): NewEvent {
  return {
    companyId,
    visitorId,
    investorId,
    kind,
    documentId,
    pageNumber,
    source: "server",
    createdAt: now(),
  };
}

/**
 * Credits a beacon in one statement, so parallel beacons of one visitor never share a moment
 * twice: the time since the visitor's anchor — the later of their clock (`last_at`, where the
 * previous beacon's credit ended) and their latest page view — plus BEACON_SLACK_MS, within
 * what `day` has left of DECK_MS_PER_DAY. No anchor (no page view or beacon yet): nothing, but
 * the clock starts. The clock moves to the end of the credit, and never before `now`.
 */
const CREDIT_BEACON_SQL = `WITH
  c AS (SELECT last_at, CASE WHEN day = ?4 THEN deck_ms ELSE 0 END AS today FROM visitor_clocks WHERE company_id = ?1 AND visitor_id = ?2),
  p AS (SELECT max(created_at) AS at FROM visitor_events WHERE company_id = ?1 AND visitor_id = ?2 AND source = 'server' AND kind IN ('page', 'deck-page', 'room-page')),
  a AS (SELECT max(coalesce((SELECT last_at FROM c), 0), coalesce((SELECT CAST(round((julianday(at) - 2440587.5) * 86400000) AS INTEGER) FROM p), 0)) AS anchor,
    coalesce((SELECT today FROM c), 0) AS today),
  g AS (SELECT anchor, today, CASE WHEN anchor = 0 THEN 0 ELSE min(?5, max(0, ?3 + ?6 - anchor), max(0, ?7 - today)) END AS granted FROM a)
INSERT INTO visitor_clocks (company_id, visitor_id, last_at, day, deck_ms, granted_ms)
SELECT ?1, ?2, max(anchor + granted, ?3), ?4, today + granted, granted FROM g WHERE true
ON CONFLICT (company_id, visitor_id) DO UPDATE SET last_at = excluded.last_at, day = excluded.day, deck_ms = excluded.deck_ms, granted_ms = excluded.granted_ms
RETURNING granted_ms`;

/**
 * The viewer's beacon: time per deck page, credited (see CREDIT_BEACON_SQL) and added to the
 * visitor's row of each page for the day. Returns the milliseconds credited.
 */
export async function recordBeacon(
  context: AppLoadContext,
  companyId: string,
  visitor: Visitor,
  documentId: string,
  entries: readonly BeaconEntry[],
  asOf = new Date(),
  /** 'room-page': a data-room document's viewer, on the same clock and budget as the deck's. */
  kind: "deck-page" | "room-page" = "deck-page",
): Promise<number> {
  const day = budgetDay(asOf);
  const credit = await context.cloudflare.env.DB.prepare(CREDIT_BEACON_SQL)
    .bind(
      companyId,
      visitor.visitorId,
      asOf.getTime(),
      day,
      requestedMs(entries),
      BEACON_SLACK_MS,
      DECK_MS_PER_DAY,
    )
    .first<{ granted_ms: number }>();
  const granted = credit?.granted_ms ?? 0;
  const credited = creditEntries(entries, granted);
  if (credited.length === 0) return granted;
  const at = asOf.toISOString();
  const rows = credited.map((e) => ({
    companyId,
    ...visitor,
    kind,
    documentId,
    pageNumber: e.page,
    durationMs: e.ms,
    source: "beacon" as const,
    day,
    createdAt: at,
  }));
  const upsert = (chunk: typeof rows) =>
    context.db
      .insert(visitorEvents)
      .values(chunk)
      .onConflictDoUpdate({
        target: [
          visitorEvents.companyId,
          visitorEvents.visitorId,
          visitorEvents.documentId,
          visitorEvents.pageNumber,
          visitorEvents.day,
        ],
        targetWhere: sql`source = 'beacon'`,
        set: {
          durationMs: sql`${visitorEvents.durationMs} + excluded.duration_ms`,
          createdAt: sql`excluded.created_at`,
          investorId: sql`coalesce(excluded.investor_id, ${visitorEvents.investorId})`,
        },
      });
  const statements = [];
  for (let i = 0; i < rows.length; i += EVENTS_PER_STATEMENT)
    statements.push(upsert(rows.slice(i, i + EVENTS_PER_STATEMENT)));
  await context.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return granted;
}

export type VisitorAction = Pick<NewEvent, "email" | "ref" | "documentId" | "path"> & {
  kind: "download" | "request" | "subscribe" | "gate-email" | "email-verified";
};

/** One thing a visitor did (a download, a request, a subscription). */
export function actionEvent(
  companyId: string,
  { visitorId, investorId }: Visitor,
  action: VisitorAction,
): NewEvent {
  return {
    companyId,
    visitorId,
    investorId,
    ...action,
    email: action.email?.trim().toLowerCase() ?? null,
    source: "server",
    createdAt: now(),
  };
}

/**
 * Records an action of the granted visitor behind a public request (after the response, as
 * every event); the team's own use of its site is not recorded.
 */
export async function recordVisitorAction(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  action: VisitorAction,
) {
  try {
    const grant = await readGrant(request, context, company);
    if (!grant || grant.member) return;
    const { visitor, recorded } = await identifyVisitor(request, context, company.id, grant.investorId);
    if (recorded) recordEvents(context, [actionEvent(company.id, visitor, action)]);
  } catch (error) {
    console.error(`visitor ${action.kind} not recorded`, error);
  }
}

/**
 * The investor this browser belongs to at the company: the one its grant names, else the last
 * one whose link this browser's visitor id came through. Null for a browser of nobody yet.
 */
export async function browserInvestor(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
): Promise<string | null> {
  const named = await grantedInvestorId(request, context, company);
  if (named) return named;
  if (!/(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? "")) return null;
  const visitorId = await companyVisitorId(context, company.id, await readChatState(request, context));
  const [seen] = await context.db
    .select({ investorId: visitorEvents.investorId })
    .from(visitorEvents)
    .where(
      and(
        eq(visitorEvents.companyId, company.id),
        eq(visitorEvents.visitorId, visitorId),
        isNotNull(visitorEvents.investorId),
      ),
    )
    .orderBy(desc(visitorEvents.createdAt))
    .limit(1);
  return seen?.investorId ?? null;
}
