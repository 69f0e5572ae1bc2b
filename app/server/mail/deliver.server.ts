import { and, eq, inArray, ne } from "drizzle-orm";

import type { Db } from "../../../db";
import { outboxEmails } from "../../../db/schema";
import { configFailureReason, deliveryReasonText } from "../../copy/mail/delivery-texts";
import type { MailConfigCheck } from "../../domain/mail/config";
import { decideAfterFailure } from "../../domain/mail/delivery";
import type { MailMessage } from "../queues/messages";
import { mailFromRow } from "./fan-out.server";
import { MailSendError, sendWithResend } from "./resend.server";

/**
 * Outbox row statuses: `pending` (written before its first send: an update's recipients),
 * `sent` (stored or handed to the provider), `sending` (claimed by a delivery, or waiting for
 * its retry), `queued` (sent again from the Outbox), `failed`.
 */
export type OutboxStatus = "pending" | "sent" | "sending" | "queued" | "failed";

/** Statuses a delivery may take: the mail has not gone out, nor failed for good. */
const UNSENT: OutboxStatus[] = ["pending", "sending", "queued"];

/** What the consumer does with the message: acknowledge it, or retry it after `delaySeconds`. */
export type DeliveryOutcome =
  | { outcome: "sent" }
  /** Sent before (a duplicated or retried message): nothing sent again. */
  | { outcome: "duplicate" }
  /** The mail already ended failed: only 'Opnieuw versturen' sends it again (a late duplicate of its message). */
  | { outcome: "stale" }
  | { outcome: "failed"; reason: string }
  /** `rateLimited`: the mail service answered 429, so the rest of the batch waits as long. */
  | { outcome: "retry"; delaySeconds: number; reason: string; rateLimited: boolean };

const REASON_CHARS = 500;

function outboxRow(mail: MailMessage, status: OutboxStatus, error: string | null = null) {
  return {
    companyId: mail.companyId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: mail.mailKind,
    idempotencyKey: mail.idempotencyKey,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
    status,
    error: error?.slice(0, REASON_CHARS) ?? null,
  };
}

const setRow = (db: Db, key: string, status: OutboxStatus, error: string | null) =>
  db
    .update(outboxEmails)
    .set({ status, error: error?.slice(0, REASON_CHARS) ?? null })
    .where(eq(outboxEmails.idempotencyKey, key));

/**
 * Takes the mail's outbox row for this delivery, as `status`: a new row, or one waiting to be
 * (re)sent (`pending`, `sending`, `queued`). A row that is `sent` or `failed` is left as it is.
 */
async function claim(
  db: Db,
  mail: MailMessage,
  status: OutboxStatus,
): Promise<"claimed" | "sent" | "failed"> {
  const inserted = await db
    .insert(outboxEmails)
    .values(outboxRow(mail, status))
    .onConflictDoNothing({ target: outboxEmails.idempotencyKey })
    .returning({ id: outboxEmails.id });
  if (inserted.length) return "claimed";
  const taken = await db
    .update(outboxEmails)
    .set({ status })
    .where(and(eq(outboxEmails.idempotencyKey, mail.idempotencyKey), inArray(outboxEmails.status, UNSENT)))
    .returning({ id: outboxEmails.id });
  if (taken.length) return "claimed";
  const existing = await db.query.outboxEmails.findFirst({
    where: eq(outboxEmails.idempotencyKey, mail.idempotencyKey),
    columns: { status: true },
  });
  return existing?.status === "sent" ? "sent" : "failed";
}

/**
 * Records the mail as failed with its reason — written when it has no row yet, so a mail is
 * never dropped without a trace — unless it was sent. Used for a missing mail configuration
 * and for messages read from the dead-letter queue.
 */
export async function recordMailFailure(db: Db, mail: MailMessage, reason: string): Promise<void> {
  const inserted = await db
    .insert(outboxEmails)
    .values(outboxRow(mail, "failed", reason))
    .onConflictDoNothing({ target: outboxEmails.idempotencyKey })
    .returning({ id: outboxEmails.id });
  if (inserted.length) return;
  await db
    .update(outboxEmails)
    .set({ status: "failed", error: reason.slice(0, REASON_CHARS) })
    .where(and(eq(outboxEmails.idempotencyKey, mail.idempotencyKey), ne(outboxEmails.status, "sent")));
}

/**
 * Delivers one mail message through the configured transport (ADR 004, ADR 030). Every mail
 * gets a row in `outbox_emails` (the admin panel's Outbox) under its unique idempotency key, so
 * a retried or duplicated message never sends twice.
 * - Configuration missing or invalid: the row is written `failed` with the problems.
 * - `outbox`: storing the row as `sent` is the delivery.
 * - `resend`: the row is claimed (`sending`), the mail goes to Resend with the key as
 *   `Idempotency-Key`, and the row becomes `sent`; a refusal or no answer is judged by
 *   `decideAfterFailure` (retry after a delay, or `failed` with the reason).
 * Throws only when D1 fails (the consumer then retries the message).
 */
export async function deliverMail(
  db: Db,
  checked: MailConfigCheck,
  mail: MailMessage,
  {
    attempt = 1,
    fetchImpl = fetch,
    now = new Date(),
  }: { attempt?: number; fetchImpl?: typeof fetch; now?: Date } = {},
): Promise<DeliveryOutcome> {
  if (!checked.ok) {
    const reason = configFailureReason(checked.problems);
    await recordMailFailure(db, mail, reason);
    return { outcome: "failed", reason };
  }
  const { config } = checked;
  const claimed = await claim(db, mail, config.transport === "outbox" ? "sent" : "sending");
  if (claimed === "sent") return { outcome: "duplicate" };
  if (claimed === "failed") return { outcome: "stale" };
  // The outbox transport claimed the row as `sent`: that was the delivery.
  if (config.transport === "outbox") return { outcome: "sent" };

  try {
    await sendWithResend(mail, { apiKey: config.apiKey!, from: config.from }, fetchImpl);
  } catch (error) {
    const failure =
      error instanceof MailSendError
        ? { status: error.status, retryAfter: error.retryAfter, message: error.message }
        : { status: null, message: error instanceof Error ? error.message.slice(0, 200) : "unknown error" };
    const decision = decideAfterFailure(failure, attempt, now);
    const reason = deliveryReasonText(decision.reason);
    if (decision.action === "fail") {
      await setRow(db, mail.idempotencyKey, "failed", reason);
      return { outcome: "failed", reason };
    }
    // Still `sending`: the next delivery of this message takes it again.
    await setRow(db, mail.idempotencyKey, "sending", reason);
    return {
      outcome: "retry",
      delaySeconds: decision.delaySeconds,
      reason,
      rateLimited: failure.status === 429,
    };
  }
  await setRow(db, mail.idempotencyKey, "sent", null);
  return { outcome: "sent" };
}

/**
 * Delivers the mail an `outbox-mail` message names (an update's recipient, a row the sweep
 * queued again): the row holds the mail, `deliverMail` claims it only while it is unsent.
 * A row that is gone (the investor forgotten, the company deleted) is nothing to send.
 */
export async function deliverOutboxRow(
  db: Db,
  checked: MailConfigCheck,
  outboxId: string,
  options: { attempt?: number; fetchImpl?: typeof fetch; now?: Date } = {},
): Promise<DeliveryOutcome | { outcome: "gone" }> {
  const row = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.id, outboxId) });
  if (!row) return { outcome: "gone" };
  if (row.status === "sent") return { outcome: "duplicate" };
  if (row.status === "failed") return { outcome: "stale" };
  return deliverMail(db, checked, mailFromRow(row), options);
}

/** A row named by a dead-lettered `outbox-mail` message fails with the reason, unless it was sent. */
export async function failOutboxRow(db: Db, outboxId: string, reason: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: "failed", error: reason.slice(0, REASON_CHARS) })
    .where(and(eq(outboxEmails.id, outboxId), ne(outboxEmails.status, "sent")));
}
