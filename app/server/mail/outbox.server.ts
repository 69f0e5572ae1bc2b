import { and, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { outboxEmails } from "../../../db/schema";
import { OUTBOX_RESEND as T } from "../../copy/admin/outbox-texts";
import { mailFromRow } from "./fan-out.server";
import type { NotificationQueue } from "./queue.server";

export type ResendAnswer = { ok: true; to: string } | { ok: false; status: 404 | 409 | 503; message: string };

/**
 * 'Opnieuw versturen' of a failed mail in the Outbox (ADR 030): the row goes from `failed` to
 * `queued` in one conditional UPDATE — only one post can win, and a mail that is sent or on its
 * way is never queued again — then the mail is enqueued as it was first sent (same idempotency
 * key, so the mail service does not send a copy it already took). If the queue refuses, the row
 * is failed again with that reason.
 */
export async function resendFailedMail(
  db: Db,
  queue: NotificationQueue,
  companyId: string,
  id: string,
): Promise<ResendAnswer> {
  if (!id) return { ok: false, status: 404, message: T.notFound };
  const [row] = await db
    .update(outboxEmails)
    .set({ status: "queued", error: null })
    .where(
      and(eq(outboxEmails.id, id), eq(outboxEmails.companyId, companyId), eq(outboxEmails.status, "failed")),
    )
    .returning();
  if (!row) {
    const exists = await db.query.outboxEmails.findFirst({
      where: and(eq(outboxEmails.id, id), eq(outboxEmails.companyId, companyId)),
      columns: { id: true },
    });
    return exists
      ? { ok: false, status: 409, message: T.notFailed }
      : { ok: false, status: 404, message: T.notFound };
  }
  const mail = mailFromRow(row);
  try {
    await queue.send(mail);
  } catch (error) {
    console.error("resend not enqueued", id, error);
    await db
      .update(outboxEmails)
      .set({ status: "failed", error: T.notQueuedReason })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "queued")));
    return { ok: false, status: 503, message: T.notQueued };
  }
  return { ok: true, to: row.toAddress };
}
