import { describe, expect, it } from "vitest";

import { slowLaneMessage, throttleMessage } from "./throttle-texts";

const MINUTE = 60_000;

describe("throttleMessage", () => {
  it("says how many minutes to wait, rounded up", () => {
    expect(throttleMessage(14 * MINUTE + 1)).toBe(
      "Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.",
    );
    expect(throttleMessage(30_000)).toBe("Te veel mislukte pogingen. Probeer het over 1 minuut opnieuw.");
  });

  it("says how many seconds the slow lane needs", () => {
    expect(slowLaneMessage(9_001)).toBe(
      "Er worden nu veel onjuiste codes geprobeerd. Probeer het over 10 seconden opnieuw.",
    );
    expect(slowLaneMessage(200)).toBe(
      "Er worden nu veel onjuiste codes geprobeerd. Probeer het over 1 seconde opnieuw.",
    );
  });
});
