/**
 * The admins' mails about investor activity, and the daily job: the first-open mail when an
 * invited investor first opens the deck (once per investor: `investors.first_opened_at` is set
 * by one conditional UPDATE, so only the request that sets it mails), and, run by the Cron
 * Trigger, the daily activity digest and the retention pruning. Every mail goes through the
 * NOTIFICATIONS queue (the outbox locally).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import {
  callRequests,
  chatConversations,
  chatMessages,
  companies,
  documentRequests,
  investors,
  visitorEvents,
} from "../../../db/schema";
import { ACTIVITY_DIGEST_MAIL_TEXTS, FIRST_OPEN_MAIL_TEXTS } from "../../copy/mail/investor-activity-texts";
import { type ActivityDigest, activityDigest, digestDue, digestWindow } from "../../domain/investors/digest";
import { retentionCutoff } from "../../domain/investors/retention";
import { renderActivityDigestMail, renderFirstOpenMail } from "../../domain/mail/investor-activity";
import { followUpToday } from "../../domain/pipeline/suggestions";
import { getLiveDocument } from "../documents/document-versions.server";
import { enqueueMails, type NotificationQueue, publicBaseUrl } from "../mail/queue.server";
import { loadPipeline } from "../pipeline/pipeline.server";
import type { MailMessage } from "../queues/messages";
import { listCompanyAdmins } from "./requests.server";
import { readFairEvents } from "./visitor-event-columns.server";
import { visitorQuestions } from "./visitor-questions.server";

export const investorDetailPath = (investorId: string) =>
  `/admin/management/investors?visitor=${encodeURIComponent(`i:${investorId}`)}`;
const INVESTORS_TAB_PATH = "/admin/management/investors";
/** An invited investor's pipeline card (the pipeline finds the entry by the investor). */
export const pipelineCardPath = (investorId: string) =>
  `/admin/pipeline?investor=${encodeURIComponent(investorId)}`;

/**
 * Marks the investor's first deck open and, when the company wants it, mails its admins.
 * False when the deck was opened before (or the investor is not the company's). A failed
 * enqueue clears the mark again, so the next page the investor opens tries once more.
 */
export async function sendFirstOpenMail(
  db: Db,
  queue: NotificationQueue,
  opts: { companyId: string; investorId: string; baseUrl: string; now?: Date },
): Promise<boolean> {
  const [investor] = await db
    .update(investors)
    .set({ firstOpenedAt: (opts.now ?? new Date()).toISOString() })
    .where(
      and(
        eq(investors.companyId, opts.companyId),
        eq(investors.id, opts.investorId),
        isNull(investors.firstOpenedAt),
      ),
    )
    .returning({ id: investors.id, name: investors.name, email: investors.email, firm: investors.firm });
  if (!investor) return false;
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, opts.companyId),
    columns: { name: true, notifyFirstOpen: true },
  });
  if (!company?.notifyFirstOpen) return true;
  const mail = renderFirstOpenMail({
    companyName: company.name,
    investor,
    detailUrl: new URL(investorDetailPath(investor.id), opts.baseUrl).toString(),
    pipelineUrl: new URL(pipelineCardPath(investor.id), opts.baseUrl).toString(),
    texts: FIRST_OPEN_MAIL_TEXTS,
  });
  const admins = await listCompanyAdmins(db, opts.companyId);
  const messages: MailMessage[] = admins.map((admin) => ({
    kind: "mail",
    companyId: opts.companyId,
    to: admin.email,
    ...mail,
    idempotencyKey: `investor-first-open:${investor.id}:to:${admin.userId}`,
    mailKind: "investor-first-open",
  }));
  try {
    await enqueueMails(queue, messages);
  } catch (error) {
    await db
      .update(investors)
      .set({ firstOpenedAt: null })
      .where(and(eq(investors.companyId, opts.companyId), eq(investors.id, investor.id)));
    throw error;
  }
  return true;
}

/**
 * Called where a deck page of an investor is recorded (the page the server shows, the
 * viewer's beacon): after the response, mails the admins on the investor's first open.
 */
export function noteDeckOpened(
  context: AppLoadContext,
  _request: Request,
  companyId: string,
  investorId: string | null,
) {
  if (!investorId) return;
  // The mail links to the site's public origin (PUBLIC_BASE_URL), not to the Host this request named.
  const work = Promise.resolve()
    .then(() =>
      sendFirstOpenMail(context.db, context.cloudflare.env.NOTIFICATIONS, {
        companyId,
        investorId,
        baseUrl: publicBaseUrl(context.cloudflare.env),
      }),
    )
    .catch((error) => console.error("first-open mail not sent", investorId, error));
  context.cloudflare.ctx.waitUntil(work);
}

/** At most this many events of one day are read for a digest, at most DIGEST_EVENTS_PER_VISITOR of each visitor (readFairEvents). */
const DIGEST_EVENT_LIMIT = 20_000;
const DIGEST_EVENTS_PER_VISITOR = 1_000;

/** What happened on the company's investor site in the window; null when nothing did. */
export async function buildActivityDigest(
  db: Db,
  companyId: string,
  now: Date,
): Promise<ActivityDigest | null> {
  const window = digestWindow(now);
  const inWindow = <
    T extends
      | typeof visitorEvents.createdAt
      | typeof chatMessages.createdAt
      | typeof documentRequests.createdAt
      | typeof callRequests.createdAt,
  >(
    column: T,
  ) => and(gte(column, window.since), lt(column, window.until));
  const [events, links, investorRows, questions, documentsAsked, callsAsked, live] = await Promise.all([
    readFairEvents(db, companyId, {
      perVisitor: DIGEST_EVENTS_PER_VISITOR,
      limit: DIGEST_EVENT_LIMIT,
      window,
    }),
    db
      .selectDistinct({ visitorId: visitorEvents.visitorId, investorId: visitorEvents.investorId })
      .from(visitorEvents)
      .where(and(eq(visitorEvents.companyId, companyId), isNotNull(visitorEvents.investorId))),
    db
      .select({ id: investors.id, name: investors.name, firm: investors.firm })
      .from(investors)
      .where(eq(investors.companyId, companyId)),
    // The window's questions of visitors' deck chats, each with the reply after it.
    visitorQuestions(db, companyId, { since: window.since, pitchDeckOnly: true }),
    db
      .select({ n: count() })
      .from(documentRequests)
      .where(and(eq(documentRequests.companyId, companyId), inWindow(documentRequests.createdAt))),
    db
      .select({ n: count() })
      .from(callRequests)
      .where(and(eq(callRequests.companyId, companyId), inWindow(callRequests.createdAt))),
    getLiveDocument(db, companyId, "pdf"),
  ]);
  const pageCount = live ? live.pages.length || live.pageCount || 0 : 0;
  return activityDigest({
    ...window,
    events,
    links: new Map(links.map((l) => [l.visitorId, l.investorId!])),
    investors: investorRows,
    questions,
    newRequests: (documentsAsked[0]?.n ?? 0) + (callsAsked[0]?.n ?? 0),
    deck: live && pageCount > 0 ? { documentId: live.id, pageCount } : null,
  });
}

/**
 * Sends the company's digest when it is due and there was activity. The day's idempotency key
 * keeps a re-run from mailing twice; `digest_sent_at` keeps the next run from sending again
 * within 20 hours. Returns whether a digest was enqueued.
 */
export async function sendDailyDigest(
  db: Db,
  queue: NotificationQueue,
  company: { id: string; name: string; notifyDailyDigest: boolean; digestSentAt: string | null },
  now: Date,
  baseUrl: string | null,
): Promise<boolean> {
  if (!digestDue(company, now)) return false;
  const digest = await buildActivityDigest(db, company.id, now);
  if (!digest) return false;
  const day = now.toISOString().slice(0, 10);
  const { cards } = await loadPipeline(db, company.id, now);
  const mail = renderActivityDigestMail({
    companyName: company.name,
    digest,
    investorsUrl: baseUrl ? new URL(INVESTORS_TAB_PATH, baseUrl).toString() : null,
    followUps: followUpToday(cards, day),
    pipelineUrl: baseUrl ? new URL("/admin/pipeline", baseUrl).toString() : null,
    texts: ACTIVITY_DIGEST_MAIL_TEXTS,
  });
  const admins = await listCompanyAdmins(db, company.id);
  await enqueueMails(
    queue,
    admins.map((admin) => ({
      kind: "mail",
      companyId: company.id,
      to: admin.email,
      ...mail,
      idempotencyKey: `investor-digest:${company.id}:${day}:to:${admin.userId}`,
      mailKind: "investor-digest",
    })),
  );
  await db.update(companies).set({ digestSentAt: now.toISOString() }).where(eq(companies.id, company.id));
  return true;
}

/**
 * Deletes the company's recordings older than `cutoff`, in one D1 batch: visitor events, and
 * visitors' chat conversations (with their messages) that had no message since.
 */
export async function pruneRecordings(
  db: Db,
  companyId: string,
  cutoff: string,
): Promise<{ events: number; conversations: number }> {
  const stale = and(
    eq(chatConversations.companyId, companyId),
    isNotNull(chatConversations.visitorId),
    isNull(chatConversations.createdBy),
    lt(chatConversations.createdAt, cutoff),
    notExists(
      db
        .select({ one: sql`1` })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.conversationId, chatConversations.id), gte(chatMessages.createdAt, cutoff)),
        ),
    ),
  );
  const [events, , conversations] = await db.batch([
    db
      .delete(visitorEvents)
      .where(and(eq(visitorEvents.companyId, companyId), lt(visitorEvents.createdAt, cutoff))),
    db
      .delete(chatMessages)
      .where(
        and(
          eq(chatMessages.companyId, companyId),
          inArray(
            chatMessages.conversationId,
            db.select({ id: chatConversations.id }).from(chatConversations).where(stale),
          ),
        ),
      ),
    db.delete(chatConversations).where(stale),
  ]);
  return { events: events.meta.changes ?? 0, conversations: conversations.meta.changes ?? 0 };
}

/**
 * The daily job (Cron Trigger): per company, prune what is older than its retention period
 * and send its digest. A company that fails is logged and the others still run.
 */
export async function runDailyInvestorJob(
  db: Db,
  queue: NotificationQueue,
  opts: { now: Date; baseUrl: string | null },
) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      notifyDailyDigest: companies.notifyDailyDigest,
      digestSentAt: companies.digestSentAt,
      retentionMonths: companies.retentionMonths,
    })
    .from(companies)
    .orderBy(asc(companies.createdAt));
  const outcome = {
    companies: rows.length,
    digests: 0,
    prunedEvents: 0,
    prunedConversations: 0,
    failures: 0,
  };
  for (const company of rows) {
    try {
      const pruned = await pruneRecordings(
        db,
        company.id,
        retentionCutoff(opts.now, company.retentionMonths),
      );
      outcome.prunedEvents += pruned.events;
      outcome.prunedConversations += pruned.conversations;
      if (await sendDailyDigest(db, queue, company, opts.now, opts.baseUrl)) outcome.digests++;
    } catch (error) {
      outcome.failures++;
      console.error("daily investor job failed for a company", company.id, error);
    }
  }
  return outcome;
}
