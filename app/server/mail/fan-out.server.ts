/**
 * Resumable fan-out (ADR 039): an update's recipients are outbox rows written before any send,
 * queue messages only name a row, and the sweep sends again what stopped moving. A row moves
 * `pending` → `sent` (or `sending` → `sent` / `failed` with a real mail service); its unique
 * idempotency key keeps every path to one mail.
 */
import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { outboxEmails } from "../../../db/schema";
import { chunkForQueue } from "../../domain/mail/batches";
import { summariseDeliveries, unsentCutoff, type UpdateDelivery } from "../../domain/mail/fan-out";
import type { MailMessage, OutboxMailMessage } from "../queues/messages";
import type { NotificationQueue } from "./queue.server";

/** Bound parameters per D1 statement are capped at 100: the rows of one INSERT stay under it. */
const ROWS_PER_INSERT = 8;
/** Ids per `IN (…)` list, under the same cap. */
const IDS_PER_STATEMENT = 90;
/** Rows sent again per sweep: the rest waits for the next one. */
export const SWEEP_MAX_ROWS = 2_000;

const chunk = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The mail as the queue used to carry it, rebuilt from its row (the Outbox resend and the `outbox-mail` consumer). */
export function mailFromRow(row: typeof outboxEmails.$inferSelect): MailMessage {
  return {
    kind: "mail",
    companyId: row.companyId,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    idempotencyKey: row.idempotencyKey,
    mailKind: row.kind,
    ...(row.unsubscribeUrl ? { unsubscribeUrl: row.unsubscribeUrl } : {}),
  };
}

/**
 * The INSERTs that write an update's recipients as `pending` rows, for the caller's D1 batch
 * (one transaction with the update itself). A key already written (a fan-out run twice) is left as it is.
 */
export function recipientInserts(db: Db, updateId: string, mails: readonly MailMessage[]) {
  return chunk(mails, ROWS_PER_INSERT).map((part) =>
    db
      .insert(outboxEmails)
      .values(
        part.map((mail) => ({
          companyId: mail.companyId,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          kind: mail.mailKind,
          idempotencyKey: mail.idempotencyKey,
          unsubscribeUrl: mail.unsubscribeUrl ?? null,
          updateId,
          status: "pending",
        })),
      )
      .onConflictDoNothing({ target: outboxEmails.idempotencyKey }),
  );
}

/** The ids of an update's rows that still wait for their first send. */
export async function pendingRowsOf(db: Db, companyId: string, updateId: string): Promise<string[]> {
  const rows = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.companyId, companyId),
        eq(outboxEmails.updateId, updateId),
        eq(outboxEmails.status, "pending"),
      ),
    );
  return rows.map((r) => r.id);
}

/** Queues one `outbox-mail` message per row (at most 100 per batch). Throws when the queue refuses: the rows wait for the sweep. */
export async function enqueueOutboxRows(queue: NotificationQueue, ids: readonly string[]) {
  const messages = ids.map((outboxId): OutboxMailMessage => ({ kind: "outbox-mail", outboxId }));
  for (const batch of chunkForQueue(messages)) await queue.sendBatch(batch.map((body) => ({ body })));
}

/**
 * The sweep (every 15 minutes): rows left `pending`, `sending` or `queued` whose status has not
 * moved since the deadline — their message was lost, or its consumer died — are queued again.
 * Their `status_at` moves to now first, so the next sweep waits a full deadline before trying
 * them again. A row that meanwhile went out is not sent twice: the consumer claims only rows
 * still unsent, and a mail service gets the same idempotency key.
 */
export async function resumeUnsentMails(db: Db, queue: NotificationQueue, now: Date): Promise<number> {
  const before = unsentCutoff(now);
  const rows = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(inArray(outboxEmails.status, ["pending", "sending", "queued"]), lt(outboxEmails.statusAt, before)),
    )
    .orderBy(asc(outboxEmails.statusAt))
    .limit(SWEEP_MAX_ROWS);
  if (!rows.length) return 0;
  const ids = rows.map((r) => r.id);
  const stamp = now.toISOString();
  const parts = chunk(ids, IDS_PER_STATEMENT).map((part) =>
    db
      .update(outboxEmails)
      .set({ statusAt: stamp })
      .where(
        and(inArray(outboxEmails.id, part), inArray(outboxEmails.status, ["pending", "sending", "queued"])),
      ),
  );
  await db.batch(parts as [(typeof parts)[number], ...typeof parts]);
  await enqueueOutboxRows(queue, ids);
  return ids.length;
}

/** How far each of the company's updates got: `n of m sent`, and how many failed. */
export async function updateDeliveries(db: Db, companyId: string): Promise<Record<string, UpdateDelivery>> {
  const rows = await db
    .select({ updateId: outboxEmails.updateId, status: outboxEmails.status, n: sql<number>`count(*)` })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.companyId, companyId), isNotNull(outboxEmails.updateId)))
    .groupBy(outboxEmails.updateId, outboxEmails.status);
  return summariseDeliveries(
    rows.flatMap((r) => (r.updateId ? [{ updateId: r.updateId, status: r.status, count: Number(r.n) }] : [])),
  );
}

export type ResendUpdateAnswer = { ok: true; count: number } | { ok: false; status: 404 | 409 };

/**
 * 'Opnieuw versturen' for an update's failed mails: one conditional UPDATE moves them from
 * `failed` to `queued` (a second post finds none: 409), then each is queued. Should the queue
 * refuse, they stay `queued` and the sweep sends them.
 */
export async function resendFailedUpdateMails(
  db: Db,
  queue: NotificationQueue,
  companyId: string,
  updateId: string,
): Promise<ResendUpdateAnswer> {
  if (!updateId) return { ok: false, status: 404 };
  const moved = await db
    .update(outboxEmails)
    .set({ status: "queued", error: null })
    .where(
      and(
        eq(outboxEmails.companyId, companyId),
        eq(outboxEmails.updateId, updateId),
        eq(outboxEmails.status, "failed"),
      ),
    )
    .returning({ id: outboxEmails.id });
  if (!moved.length) return { ok: false, status: 409 };
  try {
    await enqueueOutboxRows(
      queue,
      moved.map((r) => r.id),
    );
  } catch (error) {
    console.error({ event: "update-resend-not-enqueued", updateId, rows: moved.length, error });
  }
  return { ok: true, count: moved.length };
}
