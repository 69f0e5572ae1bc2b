import { describe, expect, it } from "vitest";

import { formatOutcome } from "../documents";
import { stoppedOutcome, STUCK_AFTER_MINUTES, stuckCutoff } from "./stopped";

describe("processing that stopped", () => {
  it("is stuck once its state has not moved for the deadline", () => {
    expect(STUCK_AFTER_MINUTES).toBe(30);
    expect(stuckCutoff(new Date("2026-06-01T10:00:00.000Z"))).toBe("2026-06-01T09:30:00.000Z");
    // Stored times have the same format, so they compare as text.
    expect("2026-06-01T09:29:59.999Z" < stuckCutoff(new Date("2026-06-01T10:00:00.000Z"))).toBe(true);
  });

  it("fails with what happened and the way to process it again", () => {
    expect(formatOutcome(stoppedOutcome("pdf", "dead-letter"))).toBe(
      "!Verwerkingsfout\nDe verwerking is gestopt zonder te eindigen: de taak werd bij elke poging afgebroken. Klik op 'Reprocess' om het bestand opnieuw te verwerken.",
    );
    expect(stoppedOutcome("excel", "stalled").description).toBe(
      "De verwerking maakte 30 minuten geen voortgang en is gestopt. Klik op 'Reprocess' om het bestand opnieuw te verwerken.",
    );
    expect(stoppedOutcome("pitch-combined", "stalled").description).toContain("'Reprocess Images'");
  });
});
