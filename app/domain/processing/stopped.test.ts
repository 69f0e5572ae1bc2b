import { describe, expect, it } from "vitest";

import { STUCK_AFTER_MINUTES, stuckCutoff } from "./stopped";

describe("processing that stopped", () => {
  it("is stuck once its state has not moved for the deadline", () => {
    expect(STUCK_AFTER_MINUTES).toBe(30);
    expect(stuckCutoff(new Date("2026-06-01T10:00:00.000Z"))).toBe("2026-06-01T09:30:00.000Z");
    // Stored times have the same format, so they compare as text.
    expect("2026-06-01T09:29:59.999Z" < stuckCutoff(new Date("2026-06-01T10:00:00.000Z"))).toBe(true);
  });
});
