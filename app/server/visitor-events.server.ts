/**
 * What each visitor of the investor site does: the public pages they open and the deck
 * pages they read (the server's page loads, and the viewer's beacons with the time per page).
 * A visitor is the chat's visitor id (the signed `__chat` cookie), so their questions join
 * their pages; an investor's personal grant adds who they are. Writes happen after the
 * response (`ctx.waitUntil`), batched over requests, and a failure is only logged: recording
 * never slows or breaks a public page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { visitorEvents } from "../../db/schema";
import type { BeaconEntry } from "../domain/investors/beacon";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { grantedInvestorId, readGrant, type PublicCompany } from "./access-gate.server";
import { chatStateCookie, companyVisitorId, readChatState } from "./chat.server";

export type Visitor = { visitorId: string; investorId: string | null };

type NewEvent = typeof visitorEvents.$inferInsert;

/** D1 binds at most 100 parameters per statement; an event takes 10. */
const EVENTS_PER_STATEMENT = 9;

/**
 * The visitor of a granted request at a company (their id there: companyVisitorId), and the
 * Set-Cookie that keeps the browser's id when it had none yet (the chat cookie then starts with it).
 */
export async function identifyVisitor(request: Request, context: AppLoadContext, companyId: string, investorId: string | null): Promise<{ visitor: Visitor; setCookie: string | null }> {
  const state = await readChatState(request, context);
  const known = /(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? "");
  return { visitor: { visitorId: await companyVisitorId(context, companyId, state), investorId }, setCookie: known ? null : await chatStateCookie(request, context, state) };
}

/** Events wait this long in the isolate and are then written together. */
export const EVENT_FLUSH_MS = 250;
const pending: NewEvent[] = [];
let flushing: Promise<void> | null = null;

async function writePending(db: AppLoadContext["db"]) {
  while (pending.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, EVENT_FLUSH_MS));
    const events = pending.splice(0, pending.length);
    const statements = [];
    for (let i = 0; i < events.length; i += EVENTS_PER_STATEMENT) statements.push(db.insert(visitorEvents).values(events.slice(i, i + EVENTS_PER_STATEMENT)));
    try {
      await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
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
    flushing = writePending(context.db).finally(() => {
      flushing = null;
    });
    context.cloudflare.ctx.waitUntil(flushing);
  }
}

/** The time of the request, not of the (later) write: the JavaScript-off page times are its gaps. */
const now = () => new Date().toISOString();

export function pageEvent(companyId: string, { visitorId, investorId }: Visitor, path: string): NewEvent {
  return { companyId, visitorId, investorId, kind: "page", path: path.slice(0, 300), source: "server", createdAt: now() };
}

/** A deck page the server showed (each page its own URL without JavaScript). */
export function deckPageEvent(companyId: string, { visitorId, investorId }: Visitor, documentId: string, pageNumber: number): NewEvent {
  return { companyId, visitorId, investorId, kind: "deck-page", documentId, pageNumber, source: "server", createdAt: now() };
}

/** The viewer's beacon: time per deck page. */
export function beaconEvents(companyId: string, visitor: Visitor, documentId: string, entries: readonly BeaconEntry[]): NewEvent[] {
  const at = now();
  return entries.map((e) => ({ companyId, ...visitor, kind: "deck-page" as const, documentId, pageNumber: e.page, durationMs: e.ms, source: "beacon" as const, createdAt: at }));
}

export type VisitorAction = Pick<NewEvent, "email" | "ref" | "documentId" | "path"> & { kind: "download" | "request" | "subscribe" | "gate-email" };

/** One thing a visitor did (a download, a request, a subscription). */
export function actionEvent(companyId: string, { visitorId, investorId }: Visitor, action: VisitorAction): NewEvent {
  return { companyId, visitorId, investorId, ...action, email: action.email?.trim().toLowerCase() ?? null, source: "server", createdAt: now() };
}

/**
 * Records an action of the granted visitor behind a public request (after the response, as
 * every event); the team's own use of its site is not recorded.
 */
export async function recordVisitorAction(request: Request, context: AppLoadContext, company: PublicCompany, action: VisitorAction) {
  try {
    const grant = await readGrant(request, context, company);
    if (!grant || grant.member) return;
    const { visitor } = await identifyVisitor(request, context, company.id, grant.investorId);
    recordEvents(context, [actionEvent(company.id, visitor, action)]);
  } catch (error) {
    console.error(`visitor ${action.kind} not recorded`, error);
  }
}

/**
 * The investor this browser belongs to at the company: the one its grant names, else the last
 * one whose link this browser's visitor id came through. Null for a browser of nobody yet.
 */
export async function browserInvestor(request: Request, context: AppLoadContext, company: PublicCompany): Promise<string | null> {
  const named = await grantedInvestorId(request, context, company);
  if (named) return named;
  if (!/(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? "")) return null;
  const visitorId = await companyVisitorId(context, company.id, await readChatState(request, context));
  const [seen] = await context.db
    .select({ investorId: visitorEvents.investorId })
    .from(visitorEvents)
    .where(and(eq(visitorEvents.companyId, company.id), eq(visitorEvents.visitorId, visitorId), isNotNull(visitorEvents.investorId)))
    .orderBy(desc(visitorEvents.createdAt))
    .limit(1);
  return seen?.investorId ?? null;
}
