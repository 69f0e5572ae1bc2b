/**
 * An update's notification mails as a whole (ADR 039): how far the fan-out got, and when an
 * unsent mail counts as stopped so the sweep sends it again.
 */

/**
 * A mail not sent this long after its status last moved has lost its queue message (or its
 * consumer died): the sweep queues it again. Longer than a batch of retries takes (backoff
 * 10 s … 160 s) and than the consumer's 15 minutes of wall time.
 */
export const UNSENT_AFTER_MINUTES = 30;

/** Rows whose status last moved before this time are stopped (ISO-8601, compares as text). */
export function unsentCutoff(now: Date): string {
  return new Date(now.getTime() - UNSENT_AFTER_MINUTES * 60_000).toISOString();
}

/** One update's mails: all of them, those sent, those failed (the rest are on their way). */
export type UpdateDelivery = { total: number; sent: number; failed: number };

/** Per update, from counts per (update, status). */
export function summariseDeliveries(
  rows: readonly { updateId: string; status: string; count: number }[],
): Record<string, UpdateDelivery> {
  const out: Record<string, UpdateDelivery> = {};
  for (const { updateId, status, count } of rows) {
    const d = (out[updateId] ??= { total: 0, sent: 0, failed: 0 });
    d.total += count;
    if (status === "sent") d.sent += count;
    else if (status === "failed") d.failed += count;
  }
  return out;
}
