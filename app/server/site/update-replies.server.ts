/**
 * What investors send back on an update (ADR 058): 'Reageer' replies (stored, mailed to the
 * company's admins) and reactions from a small fixed set (one of each per visitor).
 */
import { and, asc, count, desc, eq, max } from "drizzle-orm";

import type { Db } from "../../../db";
import { investors, updateReactions, updateReplies } from "../../../db/schema";
import { UPDATE_REPLY_MAIL_TEXTS } from "../../copy/mail/update-reply-texts";
import type { UpdateReaction } from "../../domain/mail/update-read-back";
import { renderUpdateReplyMail, type ReplyInput } from "../../domain/site/update-reply";
import { listCompanyAdmins } from "../investors/requests.server";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import type { MailMessage } from "../queues/messages";

/** The replies to one of the company's updates, oldest first. */
export function listUpdateReplies(db: Db, companyId: string, updateId: string) {
  return db
    .select({
      id: updateReplies.id,
      name: updateReplies.name,
      email: updateReplies.email,
      body: updateReplies.body,
      createdAt: updateReplies.createdAt,
    })
    .from(updateReplies)
    .where(and(eq(updateReplies.companyId, companyId), eq(updateReplies.updateId, updateId)))
    .orderBy(asc(updateReplies.createdAt));
}

/** The replies an investor (by address) sent, newest first: shown on their page. */
export function listRepliesOf(db: Db, companyId: string, email: string) {
  return db
    .select({
      id: updateReplies.id,
      updateId: updateReplies.updateId,
      body: updateReplies.body,
      createdAt: updateReplies.createdAt,
    })
    .from(updateReplies)
    .where(and(eq(updateReplies.companyId, companyId), eq(updateReplies.email, email.toLowerCase())))
    .orderBy(desc(updateReplies.createdAt));
}

/** How often each reaction was given to one of the company's updates. */
export async function reactionCounts(db: Db, companyId: string, updateId: string) {
  const rows = await db
    .select({ reaction: updateReactions.reaction, n: count() })
    .from(updateReactions)
    .where(and(eq(updateReactions.companyId, companyId), eq(updateReactions.updateId, updateId)))
    .groupBy(updateReactions.reaction);
  return Object.fromEntries(rows.map((r) => [r.reaction, r.n])) as Record<string, number>;
}

/**
 * Stores a reply and mails each of the company's admins (keyed per reply and admin). The row is
 * the record (the Updates tab lists it), so a failed enqueue is logged, not reported as lost.
 */
export async function createUpdateReply(
  db: Db,
  queue: NotificationQueue,
  opts: {
    company: { id: string; name: string };
    update: { id: string; title: string };
    reply: ReplyInput;
    investorId: string | null;
    baseUrl: string;
  },
) {
  const [row] = await db
    .insert(updateReplies)
    .values({
      companyId: opts.company.id,
      updateId: opts.update.id,
      investorId: opts.investorId,
      ...opts.reply,
    })
    .returning({ id: updateReplies.id });
  try {
    const investor = opts.investorId
      ? await db.query.investors.findFirst({
          where: and(eq(investors.companyId, opts.company.id), eq(investors.id, opts.investorId)),
          columns: { name: true },
        })
      : null;
    const mail = renderUpdateReplyMail({
      companyName: opts.company.name,
      updateTitle: opts.update.title,
      reply: opts.reply,
      investorName: investor?.name ?? null,
      adminUrl: `${new URL(opts.baseUrl).origin}/admin/management/updates?detail=${encodeURIComponent(opts.update.id)}`,
      texts: UPDATE_REPLY_MAIL_TEXTS,
    });
    const admins = await listCompanyAdmins(db, opts.company.id);
    await enqueueMails(
      queue,
      admins.map((admin): MailMessage => ({
        kind: "mail",
        companyId: opts.company.id,
        to: admin.email,
        ...mail,
        idempotencyKey: `update-reply:${row!.id}:to:${admin.userId}`,
        mailKind: "update-reply",
      })),
    );
  } catch (error) {
    console.error({ event: "update-reply-stored-mail-not-enqueued", replyId: row!.id, error });
  }
  return row!;
}

/** A reaction, once per visitor and reaction (a second press changes nothing). */
export async function addUpdateReaction(
  db: Db,
  companyId: string,
  updateId: string,
  visitorId: string,
  reaction: UpdateReaction,
) {
  await db.insert(updateReactions).values({ companyId, updateId, visitorId, reaction }).onConflictDoNothing();
}

/**
 * Replies per address (lowercased) of the company: the pipeline counts them as engagement. The
 * statement goes in the pipeline's D1 batch; replyCountsFrom reads its rows.
 */
export const replyCountsQuery = (db: Db, companyId: string) =>
  db
    .select({ email: updateReplies.email, n: count(), last: max(updateReplies.createdAt) })
    .from(updateReplies)
    .where(eq(updateReplies.companyId, companyId))
    .groupBy(updateReplies.email);

export const replyCountsFrom = (rows: Awaited<ReturnType<typeof replyCountsQuery>>) =>
  new Map(rows.map((r) => [r.email, { count: r.n, last: r.last }]));
