/**
 * The update mail on the server (docs/decisions/058-the-update-mail-sent-well-and-read-back.md):
 * its recipients (verified subscribers and/or invited investors by pipeline stage), each one's
 * mail with signed read-back links, written to the outbox as `pending` rows before anything is
 * queued (the resumable fan-out, ADR 039) — now, or by the Cron Trigger at the scheduled hour —
 * and the test mail to the founder alone.
 */
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import {
  companies,
  emailSubscriptions,
  investors,
  monthlyUpdates,
  outboxEmails,
  pipelineEntries,
  updates,
} from "../../../db/schema";
import { UPDATE_MAIL_TEXTS } from "../../copy/mail/update-mail-texts";
import { monthlyUpdateMailWords } from "../../copy/monthly-update/texts";
import { base64Url } from "../../domain/investors/links";
import { mailClickUrl } from "../../domain/investors/mail-links";
import {
  parseStoredAudience,
  recipientKey,
  type UpdateAudience,
  updateRecipients,
} from "../../domain/mail/update-audience";
import { renderUpdateMail } from "../../domain/mail/update-mail";
import { openPixelPath, recipientMessage, updatePagePath } from "../../domain/mail/update-read-back";
import { type MonthlyUpdateSnapshot, readSnapshot } from "../../domain/monthly-update/compose";
import { monthlyUpdateMailHtml, monthlyUpdateMailText } from "../../domain/monthly-update/mail";
import type { Stage } from "../../domain/pipeline/stages";
import type { MailMessage } from "../queues/messages";
import { enqueueOutboxRows, pendingRowsOf, recipientInserts } from "./fan-out.server";
import { signMailClick } from "./mail-links.server";
import type { NotificationQueue } from "./queue.server";

/** A subscriber's one-click unsubscribe link (also sent as List-Unsubscribe). */
export function unsubscribeUrl(baseUrl: string, token: string) {
  return `${new URL(baseUrl).origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** A fragment the mail places after the update's text (the monthly update's KPI block). */
export type UpdateMailExtra = { html: string; text: string; replacesText?: boolean } | null;

/**
 * A monthly update's block in the mail (English, as the whole mail): the figures, the sections
 * and plan vs actual from the frozen snapshot. It takes the place of the update's text and key
 * points, which are derived from the same snapshot.
 */
function monthlyExtra(snapshot: MonthlyUpdateSnapshot): UpdateMailExtra {
  return {
    html: monthlyUpdateMailHtml(snapshot, monthlyUpdateMailWords("en")),
    text: monthlyUpdateMailText(snapshot, monthlyUpdateMailWords("en")),
    replacesText: true,
  };
}

/** The one place an update's mail finds its monthly snapshot: none for an ordinary update. */
async function storedExtra(db: Db, companyId: string, updateId: string): Promise<UpdateMailExtra> {
  const row = await db
    .select({ snapshot: monthlyUpdates.snapshot })
    .from(monthlyUpdates)
    .where(and(eq(monthlyUpdates.companyId, companyId), eq(monthlyUpdates.updateId, updateId)))
    .get();
  const snapshot = row ? readSnapshot(row.snapshot) : null;
  return snapshot ? monthlyExtra(snapshot) : null;
}

type MailCompany = { id: string; name: string; slug: string };
type MailUpdate = {
  id: string;
  title: string;
  description: string;
  date: string;
  type: string;
  metrics: string[] | null;
};

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

export async function signRecipient(secret: string, companyId: string, key: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    new TextEncoder().encode(recipientMessage(companyId, key)),
  );
  return base64Url(new Uint8Array(signature));
}

/** True when `token` is the signature of this company's outbox key (compared in constant time over the digests). */
export async function verifyRecipient(secret: string, companyId: string, key: string, token: string) {
  const expected = await signRecipient(secret, companyId, key);
  if (expected.length !== token.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ token.charCodeAt(i);
  return diff === 0;
}

/** The audience's recipients: verified subscribers, and invited investors (not revoked) with their pipeline stage (Backlog for an address without an entry). */
async function audienceRecipients(db: Db, companyId: string, audience: UpdateAudience) {
  const [subscribers, investorRows] = await Promise.all([
    audience.subscribers || audience.stages.length
      ? db
          .select({
            id: emailSubscriptions.id,
            email: emailSubscriptions.email,
            unsubscribeToken: emailSubscriptions.unsubscribeToken,
          })
          .from(emailSubscriptions)
          .where(and(eq(emailSubscriptions.companyId, companyId), eq(emailSubscriptions.verified, true)))
          .orderBy(asc(emailSubscriptions.subscribedAt), asc(emailSubscriptions.id))
      : Promise.resolve([]),
    audience.stages.length
      ? db
          .select({
            id: investors.id,
            email: investors.email,
            revokedAt: investors.revokedAt,
            stage: pipelineEntries.stage,
          })
          .from(investors)
          .leftJoin(
            pipelineEntries,
            and(eq(pipelineEntries.companyId, companyId), eq(pipelineEntries.email, investors.email)),
          )
          .where(eq(investors.companyId, companyId))
          .orderBy(asc(investors.createdAt), asc(investors.id))
      : Promise.resolve([]),
  ]);
  return updateRecipients(
    audience,
    subscribers,
    investorRows.map((i) => ({
      id: i.id,
      email: i.email,
      stage: (i.stage ?? "backlog") as Stage,
      revoked: i.revokedAt !== null,
    })),
  );
}

/**
 * One mail per recipient of `audience`, each with its own signed links, keyed
 * `update:{id}:{sub|inv}:{id}`; a monthly update's mails carry its stored snapshot's block.
 */
export async function renderAudienceMails(
  db: Db,
  company: MailCompany & { openTracking: boolean },
  update: MailUpdate,
  audience: UpdateAudience,
  { baseUrl, secret }: { baseUrl: string; secret: string },
): Promise<MailMessage[]> {
  const origin = new URL(baseUrl).origin;
  const page = updatePagePath(company.slug, update.id);
  const [recipients, extra] = await Promise.all([
    audienceRecipients(db, company.id, audience),
    storedExtra(db, company.id, update.id),
  ]);
  return Promise.all(
    recipients.map(async (r) => {
      const key = recipientKey(update.id, r);
      const rt = await signRecipient(secret, company.id, key);
      const read = new URL(
        r.kind === "subscriber"
          ? mailClickUrl(origin, company.slug, r.id, await signMailClick(secret, company.id, r.id), page)
          : `${origin}/public/${encodeURIComponent(company.slug)}/go?to=${encodeURIComponent(page)}`,
      );
      read.searchParams.set("r", key);
      read.searchParams.set("rt", rt);
      const pixel = company.openTracking ? new URL(openPixelPath(company.slug), origin) : null;
      pixel?.searchParams.set("r", key);
      pixel?.searchParams.set("rt", rt);
      const unsubscribe = r.kind === "subscriber" ? unsubscribeUrl(origin, r.unsubscribeToken) : null;
      const mail = renderUpdateMail({
        companyName: company.name,
        update: { ...update, metrics: update.metrics ?? [] },
        readUrl: read.toString(),
        reason: r.kind,
        unsubscribeUrl: unsubscribe,
        openPixelUrl: pixel?.toString() ?? null,
        extra,
        texts: UPDATE_MAIL_TEXTS,
      });
      return {
        kind: "mail",
        companyId: company.id,
        to: r.email,
        ...mail,
        idempotencyKey: key,
        mailKind: "update-notification",
        ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}),
      } satisfies MailMessage;
    }),
  );
}

/**
 * The test mail: the update as it would go out, to the signed-in member alone, without read-back
 * links. Nothing is stored yet, so a monthly update's test is given the snapshot it would publish.
 */
export function renderTestMail(
  company: MailCompany,
  update: Omit<MailUpdate, "id">,
  to: string,
  { baseUrl, monthly = null }: { baseUrl: string; monthly?: MonthlyUpdateSnapshot | null },
): MailMessage {
  const origin = new URL(baseUrl).origin;
  const extra = monthly ? monthlyExtra(monthly) : null;
  const mail = renderUpdateMail({
    companyName: company.name,
    update: { ...update, metrics: update.metrics ?? [] },
    readUrl: `${origin}/public/${encodeURIComponent(company.slug)}/timeline`,
    reason: "test",
    extra,
    texts: UPDATE_MAIL_TEXTS,
  });
  return {
    kind: "mail",
    companyId: company.id,
    to,
    ...mail,
    idempotencyKey: `update-test:${crypto.randomUUID()}`,
    mailKind: "update-test",
  };
}

/**
 * Writes the update's recipients as `pending` outbox rows and marks it mailed, in one batch — only
 * while it is not mailed yet (a second run, a second cron, writes nothing: the keys and the
 * `mailed_at IS NULL` condition keep it to one mail per recipient) — then queues the rows.
 * Returns how many recipients were written; a queue refusal leaves them to the sweep.
 */
export async function fanOutUpdateMail(
  db: Db,
  queue: NotificationQueue,
  companyId: string,
  updateId: string,
  mails: readonly MailMessage[],
  now: Date,
): Promise<number> {
  const marked = db
    .update(updates)
    .set({ mailedAt: now.toISOString(), ...(mails.length ? { sendNotifications: true } : {}) })
    .where(and(eq(updates.id, updateId), eq(updates.companyId, companyId), isNull(updates.mailedAt)))
    .returning({ id: updates.id });
  // The mark first: when it finds the update mailed already, the rows that follow are the same keys.
  const [mark] = await db.batch([marked, ...recipientInserts(db, updateId, mails)]);
  if (!mark.length) return 0;
  if (mails.length) {
    try {
      await enqueueOutboxRows(queue, await pendingRowsOf(db, companyId, updateId));
    } catch (error) {
      console.error({ event: "update-mail-not-enqueued", updateId, error });
    }
  }
  return mails.length;
}

/** Scheduled mails taken per Cron run; the rest wait for the next (15 minutes later). */
const DUE_PER_RUN = 20;

/**
 * The Cron Trigger's part: every update whose scheduled moment has come and that is not mailed
 * yet is rendered for its audience and fanned out as above. One update failing does not stop
 * the others; it is tried again on the next run.
 */
export async function sendDueUpdateMails(
  db: Db,
  queue: NotificationQueue,
  { now, baseUrl, secret }: { now: Date; baseUrl: string | null; secret: string },
): Promise<{ updates: number; mails: number }> {
  const due = await db
    .select({
      id: updates.id,
      companyId: updates.companyId,
      title: updates.title,
      description: updates.description,
      date: updates.date,
      type: updates.type,
      metrics: updates.metrics,
      mailAudience: updates.mailAudience,
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        openTracking: companies.openTracking,
      },
    })
    .from(updates)
    .innerJoin(companies, eq(companies.id, updates.companyId))
    .where(
      and(
        sql`${updates.mailAt} IS NOT NULL`,
        isNull(updates.mailedAt),
        lte(updates.mailAt, now.toISOString()),
      ),
    )
    .orderBy(asc(updates.mailAt))
    .limit(DUE_PER_RUN);
  if (!due.length) return { updates: 0, mails: 0 };
  if (!baseUrl) {
    console.error({ event: "scheduled-update-mail-no-base-url", due: due.length });
    return { updates: 0, mails: 0 };
  }
  let sent = 0;
  let mails = 0;
  for (const u of due) {
    try {
      const rendered = await renderAudienceMails(db, u.company, u, parseStoredAudience(u.mailAudience), {
        baseUrl,
        secret,
      });
      mails += await fanOutUpdateMail(db, queue, u.companyId, u.id, rendered, now);
      sent++;
    } catch (error) {
      console.error({ event: "scheduled-update-mail-failed", updateId: u.id, error });
    }
  }
  return { updates: sent, mails };
}

/** Per recipient of one of the company's updates: the outbox row's state and its read-back. */
export async function updateRecipientStates(db: Db, companyId: string, updateId: string) {
  return db
    .select({
      email: outboxEmails.toAddress,
      status: outboxEmails.status,
      openedAt: outboxEmails.openedAt,
      clickedAt: outboxEmails.clickedAt,
    })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.companyId, companyId), eq(outboxEmails.updateId, updateId)))
    .orderBy(asc(outboxEmails.toAddress));
}

/**
 * Records a read-back on the outbox row the link names, once (the first time wins): `clicked`
 * from the read link, `opened` from the pixel — the pixel only while the company has open
 * tracking on. A forged or altered link changes nothing.
 */
export async function recordReadBack(
  db: Db,
  secret: string,
  companyId: string,
  link: { key: string; token: string },
  what: "opened" | "clicked",
  now = new Date(),
): Promise<boolean> {
  if (!(await verifyRecipient(secret, companyId, link.key, link.token))) return false;
  const column = what === "opened" ? outboxEmails.openedAt : outboxEmails.clickedAt;
  const conditions = [
    eq(outboxEmails.companyId, companyId),
    eq(outboxEmails.idempotencyKey, link.key),
    isNull(column),
  ];
  if (what === "opened")
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${companies} WHERE ${companies.id} = ${companyId} AND ${companies.openTracking} = 1)`,
    );
  const changed = await db
    .update(outboxEmails)
    .set(what === "opened" ? { openedAt: now.toISOString() } : { clickedAt: now.toISOString() })
    .where(and(...conditions))
    .returning({ id: outboxEmails.id });
  return changed.length > 0;
}

/** The company's updates whose mail waits for its hour: id → the moment (UTC ISO). */
export async function scheduledUpdateMails(db: Db, companyId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: updates.id, mailAt: updates.mailAt })
    .from(updates)
    .where(
      and(eq(updates.companyId, companyId), sql`${updates.mailAt} IS NOT NULL`, isNull(updates.mailedAt)),
    );
  return Object.fromEntries(rows.flatMap((r) => (r.mailAt ? [[r.id, r.mailAt]] : [])));
}
