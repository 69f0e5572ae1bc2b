/**
 * An investor's data on request: everything recorded about them as JSON, or all of it
 * deleted ('forget'). Both are scoped to one company and to what is the investor's alone:
 * the browsers (visitor ids) that came through their link and no other investor's
 * (app/domain/investors/ownership.ts), and the events carrying their id.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import {
  callRequests,
  chatConversations,
  chatMessages,
  documentRequests,
  emailSubscriptions,
  investors,
  outboxEmails,
  pageViews,
  visitorClocks,
  visitorEvents,
} from "../../../db/schema";
import { citedPages } from "../../domain/investors/citations";
import { visitorIdsOf } from "../../domain/investors/ownership";
import { visitorEventColumns } from "./visitor-event-columns.server";

/** D1 binds at most 100 parameters per statement. */
const IDS_PER_STATEMENT = 90;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / IDS_PER_STATEMENT) }, (_, i) =>
    items.slice(i * IDS_PER_STATEMENT, (i + 1) * IDS_PER_STATEMENT),
  );

async function findInvestor(db: Db, companyId: string, investorId: string) {
  return db.query.investors.findFirst({
    where: and(eq(investors.companyId, companyId), eq(investors.id, investorId)),
    // Never the link token's hash.
    columns: {
      id: true,
      name: true,
      email: true,
      firm: true,
      expiresAt: true,
      revokedAt: true,
      firstOpenedAt: true,
      createdAt: true,
    },
  });
}

/** The requests that are the investor's: filed through their link, or naming their address. */
const requestsOf = (
  table: typeof documentRequests | typeof callRequests,
  companyId: string,
  investorId: string,
  email: string,
) =>
  and(
    eq(table.companyId, companyId),
    or(eq(table.investorId, investorId), eq(sql`lower(${table.email})`, email)),
  );

/** Outbox rows whose idempotency key starts with `prefix`, as a range: D1 refuses LIKE patterns over 50 bytes. */
const keyStartsWith = (prefix: string) =>
  and(
    gte(outboxEmails.idempotencyKey, prefix),
    lt(
      outboxEmails.idempotencyKey,
      `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`,
    ),
  );

/** The browsers of the investor: who else came through the same visitor ids decides what is theirs alone. */
async function browsersOf(db: Db, companyId: string, investorId: string) {
  const theirs = db
    .selectDistinct({ visitorId: visitorEvents.visitorId })
    .from(visitorEvents)
    .where(and(eq(visitorEvents.companyId, companyId), eq(visitorEvents.investorId, investorId)));
  const links = await db
    .selectDistinct({ visitorId: visitorEvents.visitorId, investorId: visitorEvents.investorId })
    .from(visitorEvents)
    .where(
      and(
        eq(visitorEvents.companyId, companyId),
        isNotNull(visitorEvents.investorId),
        inArray(visitorEvents.visitorId, theirs),
      ),
    );
  return visitorIdsOf(investorId, links);
}

import { visitorQuestions } from "./visitor-questions.server";

export type InvestorExport = Awaited<ReturnType<typeof exportInvestorData>>;

/** Everything recorded about one investor of the company; null when there is no such investor. */
export async function exportInvestorData(db: Db, companyId: string, investorId: string, now = new Date()) {
  const investor = await findInvestor(db, companyId, investorId);
  if (!investor) return null;
  const { exclusive, shared } = await browsersOf(db, companyId, investorId);
  const events = [];
  // Their own events, and the anonymous ones of browsers that are theirs alone.
  events.push(
    ...(await db
      .select(visitorEventColumns)
      .from(visitorEvents)
      .where(and(eq(visitorEvents.companyId, companyId), eq(visitorEvents.investorId, investorId)))),
  );
  for (const ids of chunks(exclusive)) {
    events.push(
      ...(await db
        .select(visitorEventColumns)
        .from(visitorEvents)
        .where(
          and(
            eq(visitorEvents.companyId, companyId),
            sql`${visitorEvents.investorId} is null`,
            inArray(visitorEvents.visitorId, ids),
          ),
        )),
    );
  }
  events.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

  const questions: { askedAt: string; question: string; answer: string | null; pagesCited: number[] }[] = [];
  for (const ids of chunks(exclusive)) {
    for (const { askedAt, question, answer } of await visitorQuestions(db, companyId, { visitorIds: ids }))
      questions.push({ askedAt, question, answer, pagesCited: answer ? citedPages(answer) : [] });
  }
  questions.sort((a, b) => (a.askedAt < b.askedAt ? -1 : 1));

  const email = investor.email.toLowerCase();
  const [documents, calls, subscription] = await Promise.all([
    db
      .select({
        type: documentRequests.type,
        name: documentRequests.name,
        email: documentRequests.email,
        company: documentRequests.company,
        message: documentRequests.message,
        createdAt: documentRequests.createdAt,
      })
      .from(documentRequests)
      .where(requestsOf(documentRequests, companyId, investorId, email))
      .orderBy(asc(documentRequests.createdAt)),
    db
      .select({
        name: callRequests.name,
        email: callRequests.email,
        company: callRequests.company,
        message: callRequests.message,
        preferredTime: callRequests.preferredTime,
        createdAt: callRequests.createdAt,
      })
      .from(callRequests)
      .where(requestsOf(callRequests, companyId, investorId, email))
      .orderBy(asc(callRequests.createdAt)),
    db.query.emailSubscriptions.findFirst({
      where: and(eq(emailSubscriptions.companyId, companyId), eq(emailSubscriptions.email, email)),
      columns: { email: true, verified: true, subscribedAt: true },
    }),
  ]);
  return {
    exportedAt: now.toISOString(),
    investor,
    visitorIds: [...exclusive, ...shared].sort(),
    events,
    questions,
    requests: { documents, calls },
    subscription: subscription ?? null,
  };
}

/**
 * Deletes everything recorded about one investor of the company in one D1 batch (all or
 * nothing): their events (also those carrying their address), the anonymous events, page
 * views (with them their share of the page-view counts), deck clocks and chats of browsers
 * that are theirs alone, their requests (filed through their link
 * or naming their address) with the admins' mails about them, their subscription, every
 * mail in the outbox to their address or about them (the invite, the first-open notices),
 * and their row with its first-open mark. Other investors' and visitors' rows are untouched;
 * a browser shared with another investor keeps its chats. False when there is no such investor.
 */
export async function forgetInvestor(db: Db, companyId: string, investorId: string): Promise<boolean> {
  const investor = await findInvestor(db, companyId, investorId);
  if (!investor) return false;
  const email = investor.email.toLowerCase();
  const { exclusive } = await browsersOf(db, companyId, investorId);
  const byBrowser = exclusive.length ? chunks(exclusive) : [];
  // The admins' mails about each request go with it (keyed `request:{id}:to:{user}`).
  const requestIds = [
    ...(await db
      .select({ id: documentRequests.id })
      .from(documentRequests)
      .where(requestsOf(documentRequests, companyId, investorId, email))),
    ...(await db
      .select({ id: callRequests.id })
      .from(callRequests)
      .where(requestsOf(callRequests, companyId, investorId, email))),
  ].map((r) => r.id);
  const statements = [
    ...byBrowser.flatMap((ids) => {
      const conversations = db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.companyId, companyId), inArray(chatConversations.visitorId, ids)));
      return [
        db
          .delete(chatMessages)
          .where(
            and(eq(chatMessages.companyId, companyId), inArray(chatMessages.conversationId, conversations)),
          ),
        db
          .delete(chatConversations)
          .where(and(eq(chatConversations.companyId, companyId), inArray(chatConversations.visitorId, ids))),
        db
          .delete(visitorEvents)
          .where(and(eq(visitorEvents.companyId, companyId), inArray(visitorEvents.visitorId, ids))),
        // The page-view triggers (migrations/0007) take them out of the dashboard's counts too.
        db
          .delete(pageViews)
          .where(and(eq(pageViews.companyId, companyId), inArray(pageViews.sessionId, ids))),
        // The deck viewer's clock of the browser (when it last read, what today was credited).
        db
          .delete(visitorClocks)
          .where(and(eq(visitorClocks.companyId, companyId), inArray(visitorClocks.visitorId, ids))),
      ];
    }),
    db
      .delete(visitorEvents)
      .where(
        and(
          eq(visitorEvents.companyId, companyId),
          or(eq(visitorEvents.investorId, investorId), eq(visitorEvents.email, email)),
        ),
      ),
    ...requestIds.map((id) =>
      db
        .delete(outboxEmails)
        .where(and(eq(outboxEmails.companyId, companyId), keyStartsWith(`request:${id}:`))),
    ),
    db.delete(documentRequests).where(requestsOf(documentRequests, companyId, investorId, email)),
    db.delete(callRequests).where(requestsOf(callRequests, companyId, investorId, email)),
    db
      .delete(emailSubscriptions)
      .where(and(eq(emailSubscriptions.companyId, companyId), eq(emailSubscriptions.email, email))),
    db
      .delete(outboxEmails)
      .where(
        and(
          eq(outboxEmails.companyId, companyId),
          or(
            eq(sql`lower(${outboxEmails.toAddress})`, email),
            eq(outboxEmails.idempotencyKey, `investor-invite:${investorId}`),
            keyStartsWith(`investor-first-open:${investorId}:`),
          ),
        ),
      ),
    db.delete(investors).where(and(eq(investors.companyId, companyId), eq(investors.id, investorId))),
  ];
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  return true;
}
