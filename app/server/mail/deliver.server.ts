import { eq } from "drizzle-orm";
import type { Db } from "../../../db";
import { outboxEmails } from "../../../db/schema";
import type { MailMessage } from "../queues/messages";
import type { MailConfig } from "./config.server";
import { sendWithResend } from "./resend.server";

/** Outbox row statuses: `sent` (stored or handed to the provider), `sending`, `failed`. */
export type OutboxStatus = "sent" | "sending" | "failed";

function outboxRow(mail: MailMessage, status: OutboxStatus) {
  return {
    companyId: mail.companyId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: mail.mailKind,
    idempotencyKey: mail.idempotencyKey,
    status,
  };
}

/**
 * Sends one mail through the configured transport. Every transport records the mail in
 * `outbox_emails` (listed in the admin panel) under its unique idempotency key, so a retried
 * or duplicated queue message never sends twice.
 * - `outbox`: storing it is the delivery.
 * - `resend`: the row is claimed first (`sending`), then the mail goes to Resend with the
 *   same key as `Idempotency-Key`; the row becomes `sent`, or `failed` and the error is
 *   thrown so the queue retries.
 */
export async function deliverMail(db: Db, config: MailConfig, mail: MailMessage, fetchImpl: typeof fetch = fetch): Promise<"sent" | "duplicate"> {
  if (config.transport === "outbox") {
    const inserted = await db
      .insert(outboxEmails)
      .values(outboxRow(mail, "sent"))
      .onConflictDoNothing({ target: outboxEmails.idempotencyKey })
      .returning({ id: outboxEmails.id });
    return inserted.length ? "sent" : "duplicate";
  }

  const claimed = await db
    .insert(outboxEmails)
    .values(outboxRow(mail, "sending"))
    .onConflictDoNothing({ target: outboxEmails.idempotencyKey })
    .returning({ id: outboxEmails.id });
  if (!claimed.length) {
    const existing = await db.query.outboxEmails.findFirst({
      where: eq(outboxEmails.idempotencyKey, mail.idempotencyKey),
      columns: { status: true },
    });
    if (existing?.status === "sent") return "duplicate";
  }
  try {
    await sendWithResend(mail, { apiKey: config.apiKey!, from: config.from }, fetchImpl);
  } catch (error) {
    await db.update(outboxEmails).set({ status: "failed" }).where(eq(outboxEmails.idempotencyKey, mail.idempotencyKey));
    throw error;
  }
  await db.update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.idempotencyKey, mail.idempotencyKey));
  return "sent";
}
