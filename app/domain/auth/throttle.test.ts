import { describe, expect, it } from "vitest";
import { ACCESS_CODE_PER_ADDRESS, LOGIN_PER_EMAIL, LOGIN_PER_EMAIL_AND_ADDRESS, attemptClock, attemptVerdict, throttleMessage } from "./throttle";

const t0 = new Date("2026-11-23T10:00:00.000Z");
const MINUTE = 60_000;

describe("attemptClock", () => {
  it("gives the window's cut-off and the end of a lock that starts now, as stored (ISO)", () => {
    expect(attemptClock(t0, LOGIN_PER_EMAIL_AND_ADDRESS)).toEqual({
      now: "2026-11-23T10:00:00.000Z",
      windowCutoff: "2026-11-23T09:45:00.000Z",
      lockUntil: "2026-11-23T10:15:00.000Z",
    });
  });

  it("keeps ISO strings comparable as text (the database compares them so)", () => {
    const { windowCutoff, now, lockUntil } = attemptClock(new Date("2026-01-01T00:05:00.000Z"), ACCESS_CODE_PER_ADDRESS);
    expect([lockUntil, windowCutoff, now].sort()).toEqual([windowCutoff, now, lockUntil]);
  });
});

describe("attemptVerdict", () => {
  const lockUntil = new Date(t0.getTime() + 15 * MINUTE).toISOString();

  it("lets every attempt up to the limit be checked, the one that reaches it included", () => {
    for (let attempts = 1; attempts <= 5; attempts++) {
      expect(attemptVerdict({ attempts, lockedUntil: attempts === 5 ? lockUntil : null }, t0, LOGIN_PER_EMAIL_AND_ADDRESS)).toEqual({ allowed: true });
    }
  });

  it("refuses the attempt past the limit with the lock's remaining time", () => {
    const later = new Date(t0.getTime() + MINUTE);
    expect(attemptVerdict({ attempts: 6, lockedUntil: lockUntil }, later, LOGIN_PER_EMAIL_AND_ADDRESS)).toEqual({ allowed: false, remainingMs: 14 * MINUTE });
  });

  it("refuses for a whole lock when the count is over the limit without a running lock", () => {
    expect(attemptVerdict({ attempts: 31, lockedUntil: null }, t0, ACCESS_CODE_PER_ADDRESS)).toEqual({ allowed: false, remainingMs: 15 * MINUTE });
  });

  it("gives the per-account ceiling far more room than the strict per-address limit", () => {
    expect(attemptVerdict({ attempts: 50, lockedUntil: null }, t0, LOGIN_PER_EMAIL)).toEqual({ allowed: true });
    expect(attemptVerdict({ attempts: 50, lockedUntil: null }, t0, LOGIN_PER_EMAIL_AND_ADDRESS).allowed).toBe(false);
  });
});

describe("throttleMessage", () => {
  it("says how many minutes to wait, rounded up", () => {
    expect(throttleMessage(14 * MINUTE + 1)).toBe("Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.");
    expect(throttleMessage(30_000)).toBe("Te veel mislukte pogingen. Probeer het over 1 minuut opnieuw.");
  });
});
