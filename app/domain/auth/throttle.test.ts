import { describe, expect, it } from "vitest";
import { LOGIN_PER_EMAIL, lockRemainingMs, registerFailure, throttleMessage, type ThrottleState } from "./throttle";

const t0 = new Date("2026-11-23T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

function fail(times: number, start: ThrottleState | null = null, stepMs = 1000) {
  let state = start;
  for (let i = 0; i < times; i++) state = registerFailure(state, at(i * stepMs), LOGIN_PER_EMAIL);
  return state!;
}

describe("login throttle", () => {
  it("does not lock below the limit", () => {
    const state = fail(4);
    expect(state.failures).toBe(4);
    expect(lockRemainingMs(state, at(5000))).toBe(0);
  });

  it("locks for 15 minutes on the fifth failure in the window", () => {
    const state = fail(5);
    expect(state.lockedUntil?.toISOString()).toBe(at(4000 + 15 * 60_000).toISOString());
    expect(lockRemainingMs(state, at(5000))).toBe(15 * 60_000 - 1000);
  });

  it("starts a new window once the old one has passed and no lock is active", () => {
    const state = fail(4);
    const later = registerFailure(state, at(16 * 60_000), LOGIN_PER_EMAIL);
    expect(later.failures).toBe(1);
    expect(later.lockedUntil).toBeNull();
  });

  it("unlocks after the lock has run out", () => {
    const state = fail(5);
    expect(lockRemainingMs(state, at(4000 + 15 * 60_000))).toBe(0);
  });

  it("says how many minutes to wait, rounded up", () => {
    expect(throttleMessage(14 * 60_000 + 1)).toBe("Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.");
    expect(throttleMessage(30_000)).toBe("Te veel mislukte pogingen. Probeer het over 1 minuut opnieuw.");
  });
});
