/**
 * A document version whose processing stopped without finishing (ADR 030): its job message
 * reached the dead-letter queue (every delivery was killed or kept failing), or it made no
 * progress for STUCK_AFTER_MINUTES (the sweep on the Cron Trigger). Either way it becomes
 * failed with a reason and the way to try again, and the live version stays what it was.
 */
import type { OutcomeToast } from "../documents";

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

/** The failed version's outcome: what happened and how to process it again. */
export function stoppedOutcome(type: string, cause: StopCause): OutcomeToast {
  const what =
    cause === "dead-letter"
      ? "De verwerking is gestopt zonder te eindigen: de taak werd bij elke poging afgebroken."
      : `De verwerking maakte ${STUCK_AFTER_MINUTES} minuten geen voortgang en is gestopt.`;
  const again =
    type === "pitch-combined"
      ? "Klik op 'Reprocess Images' om de afbeeldingen opnieuw te verwerken."
      : "Klik op 'Reprocess' om het bestand opnieuw te verwerken.";
  return { title: "Verwerkingsfout", description: `${what} ${again}`, variant: "destructive" };
}
