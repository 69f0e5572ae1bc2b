import { describe, expect, it } from "vitest";

import {
  ACCESS_CODE_PER_ADDRESS,
  ACCESS_CODE_SLOW_LANE,
  ACCESS_CODE_UNKNOWN_DEVICES,
  attemptClock,
  attemptVerdict,
  gateThrottleKeys,
  LOGIN_PER_EMAIL_AND_ADDRESS,
  LOGIN_PER_KNOWN_DEVICE,
  LOGIN_UNKNOWN_DEVICES,
  loginThrottleKeys,
} from "./throttle";

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
    const { windowCutoff, now, lockUntil } = attemptClock(
      new Date("2026-01-01T00:05:00.000Z"),
      ACCESS_CODE_PER_ADDRESS,
    );
    expect([lockUntil, windowCutoff, now].sort()).toEqual([windowCutoff, now, lockUntil]);
  });
});

describe("attemptVerdict", () => {
  const lockUntil = new Date(t0.getTime() + 15 * MINUTE).toISOString();

  it("lets every attempt up to the limit be checked, the one that reaches it included", () => {
    for (let attempts = 1; attempts <= 5; attempts++) {
      expect(
        attemptVerdict(
          { attempts, lockedUntil: attempts === 5 ? lockUntil : null },
          t0,
          LOGIN_PER_EMAIL_AND_ADDRESS,
        ),
      ).toEqual({ allowed: true });
    }
  });

  it("refuses the attempt past the limit with the lock's remaining time", () => {
    const later = new Date(t0.getTime() + MINUTE);
    expect(
      attemptVerdict({ attempts: 6, lockedUntil: lockUntil }, later, LOGIN_PER_EMAIL_AND_ADDRESS),
    ).toEqual({ allowed: false, remainingMs: 14 * MINUTE });
  });

  it("refuses for a whole lock when the count is over the limit without a running lock", () => {
    expect(attemptVerdict({ attempts: 31, lockedUntil: null }, t0, ACCESS_CODE_PER_ADDRESS)).toEqual({
      allowed: false,
      remainingMs: 15 * MINUTE,
    });
  });

  it("lets unknown devices together check at most 10 passwords of an account in 15 minutes", () => {
    expect(attemptVerdict({ attempts: 10, lockedUntil: null }, t0, LOGIN_UNKNOWN_DEVICES)).toEqual({
      allowed: true,
    });
    expect(attemptVerdict({ attempts: 11, lockedUntil: null }, t0, LOGIN_UNKNOWN_DEVICES)).toEqual({
      allowed: false,
      remainingMs: 15 * MINUTE,
    });
  });

  it("gives the slow lane one check, then a wait of seconds, not minutes", () => {
    expect(
      attemptVerdict(
        { attempts: 1, lockedUntil: new Date(t0.getTime() + 10_000).toISOString() },
        t0,
        ACCESS_CODE_SLOW_LANE,
      ),
    ).toEqual({ allowed: true });
    expect(
      attemptVerdict(
        { attempts: 2, lockedUntil: new Date(t0.getTime() + 4_000).toISOString() },
        t0,
        ACCESS_CODE_SLOW_LANE,
      ),
    ).toEqual({ allowed: false, remainingMs: 4_000 });
  });
});

describe("loginThrottleKeys", () => {
  it("counts an unknown device on its address, the account from that address, and all unknown devices of the account", () => {
    const keys = loginThrottleKeys({ account: "acct1", address: "2001:db8:0:1::/64", knownDevice: null });
    expect(keys.entries.map((e) => e.key)).toEqual([
      "login:addr:2001:db8:0:1::/64",
      "login:email-addr:acct1:2001:db8:0:1::/64",
      "login:unknown-devices:acct1",
    ]);
    expect(keys.entries[2]!.policy).toBe(LOGIN_UNKNOWN_DEVICES);
    expect(keys.strict).toBe("login:email-addr:acct1:2001:db8:0:1::/64");
  });

  it("counts a known device on its own key only: no address, no account-wide key can refuse it", () => {
    const keys = loginThrottleKeys({ account: "acct1", address: "198.51.100.1", knownDevice: "dev-123" });
    expect(keys.entries).toEqual([{ key: "login:device:dev-123:acct1", policy: LOGIN_PER_KNOWN_DEVICE }]);
    expect(keys.strict).toBe("login:device:dev-123:acct1");
  });
});

describe("gateThrottleKeys", () => {
  it("counts an unknown device on its address, then the company's ceiling, with the slow lane past it", () => {
    const keys = gateThrottleKeys({ companyId: "c1", address: "192.0.2.9", knownDevice: null });
    expect(keys.entries).toEqual([{ key: "gate:c1:addr:192.0.2.9", policy: ACCESS_CODE_PER_ADDRESS }]);
    expect(keys.ceiling).toEqual({ key: "gate:c1:unknown-devices", policy: ACCESS_CODE_UNKNOWN_DEVICES });
    expect(keys.slowLane).toEqual({ key: "gate:c1:slow-lane", policy: ACCESS_CODE_SLOW_LANE });
  });

  it("gives a device that held the company's grant its own key, outside the ceiling", () => {
    const keys = gateThrottleKeys({ companyId: "c1", address: "192.0.2.9", knownDevice: "dev-9" });
    expect(keys.entries.map((e) => e.key)).toEqual(["gate:c1:device:dev-9"]);
    expect(keys.ceiling).toBeNull();
    expect(keys.slowLane).toBeNull();
  });
});
