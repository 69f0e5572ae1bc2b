/**
 * A document version whose processing stopped without finishing (ADR 030): its job message
 * reached the dead-letter queue (every delivery was killed or kept failing), or it made no
 * progress for STUCK_AFTER_MINUTES (the sweep on the Cron Trigger). Either way it becomes
 * failed with a reason and the way to try again (worded in app/copy/admin/documents-texts.ts:
 * stoppedOutcome), and the live version stays what it was.
 */

/**
 * No progress for this long means the work died: a step is bounded (ADR 021) and writes its
 * progress when it ends, and a queue consumer runs at most 15 minutes of wall time.
 */
export const STUCK_AFTER_MINUTES = 30;

/** Versions whose processing state last moved before this time are stuck (ISO-8601, compares as text). */
export function stuckCutoff(now: Date): string {
  return new Date(now.getTime() - STUCK_AFTER_MINUTES * 60_000).toISOString();
}

export type StopCause = "dead-letter" | "stalled";
