/**
 * Attempt throttling. Every attempt is counted before it is checked, and whether it may be
 * checked is decided from the count it got: a burst of parallel attempts can never check more
 * than `maxAttempts` in a window. Reaching the limit locks the key for `lockMs`. Attempts that
 * were refused or succeeded are given back, so the count is failures plus checks in flight.
 */
export type ThrottlePolicy = { maxAttempts: number; windowMs: number; lockMs: number };

const MINUTE = 60_000;

/** Strict: one address guessing one account's password. */
export const LOGIN_PER_EMAIL_AND_ADDRESS: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/**
 * Every device without the account's device cookie together, over all addresses: a guess
 * spread over many addresses stops after 10 checks. It never stops the owner's known devices,
 * which have budgets of their own (OWASP's device cookies; docs/decisions/034-budgets-and-throttles.md).
 */
export const LOGIN_UNKNOWN_DEVICES: ThrottlePolicy = {
  maxAttempts: 10,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** A device that signed in to the account before: its own budget, untouched by guesses from elsewhere. */
export const LOGIN_PER_KNOWN_DEVICE: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** One address (an IPv4 address or an IPv6 /64) trying many accounts. */
export const LOGIN_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
export const ACCESS_CODE_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** A device that entered the company's code before (after a rotation, or when its grant ran out): its own budget. */
export const ACCESS_CODE_PER_KNOWN_DEVICE: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/**
 * The company-wide ceiling on wrong codes from unknown devices, however many addresses they
 * use. Past it nobody is locked out: unknown devices go to the slow lane below.
 */
export const ACCESS_CODE_UNKNOWN_DEVICES: ThrottlePolicy = {
  maxAttempts: 30,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** The slow lane: while the ceiling holds, one code of an unknown device is checked per company every 10 seconds. */
export const ACCESS_CODE_SLOW_LANE: ThrottlePolicy = { maxAttempts: 1, windowMs: 10_000, lockMs: 10_000 };
/** New accounts (and companies) from one address; every attempt counts, successful or not. */
export const REGISTRATION_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 10,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};

/** One counter an attempt is counted on: its key and its limits. */
export type ThrottleEntry = { key: string; policy: ThrottlePolicy };

/**
 * The counters of a password attempt, in the order they are counted. A known device (its
 * device cookie names the account) counts on its own key only; an unknown one on its address,
 * the account from that address (`strict`, cleared on success) and all unknown devices of the
 * account together. `address` is the address key (client-address.ts), `account` a tag of the e-mail address.
 */
export function loginThrottleKeys(input: { account: string; address: string; knownDevice: string | null }): {
  entries: ThrottleEntry[];
  strict: string;
} {
  if (input.knownDevice) {
    const key = `login:device:${input.knownDevice}:${input.account}`;
    return { entries: [{ key, policy: LOGIN_PER_KNOWN_DEVICE }], strict: key };
  }
  const strict = `login:email-addr:${input.account}:${input.address}`;
  return {
    entries: [
      { key: `login:addr:${input.address}`, policy: LOGIN_PER_ADDRESS },
      { key: strict, policy: LOGIN_PER_EMAIL_AND_ADDRESS },
      { key: `login:unknown-devices:${input.account}`, policy: LOGIN_UNKNOWN_DEVICES },
    ],
    strict,
  };
}

/**
 * The counters of an access-code attempt. A device that held the company's grant before counts
 * on its own key only. An unknown device counts on its address (`strict`) and then on the
 * company's ceiling; past the ceiling it needs the company's slow lane (`slowLane`) instead.
 */
export function gateThrottleKeys(input: { companyId: string; address: string; knownDevice: string | null }): {
  entries: ThrottleEntry[];
  strict: string;
  ceiling: ThrottleEntry | null;
  slowLane: ThrottleEntry | null;
} {
  if (input.knownDevice) {
    const key = `gate:${input.companyId}:device:${input.knownDevice}`;
    return {
      entries: [{ key, policy: ACCESS_CODE_PER_KNOWN_DEVICE }],
      strict: key,
      ceiling: null,
      slowLane: null,
    };
  }
  const strict = `gate:${input.companyId}:addr:${input.address}`;
  return {
    entries: [{ key: strict, policy: ACCESS_CODE_PER_ADDRESS }],
    strict,
    ceiling: { key: `gate:${input.companyId}:unknown-devices`, policy: ACCESS_CODE_UNKNOWN_DEVICES },
    slowLane: { key: `gate:${input.companyId}:slow-lane`, policy: ACCESS_CODE_SLOW_LANE },
  };
}

/** The moments an attempt at `asOf` is counted against (ISO strings, as stored). */
export function attemptClock(asOf: Date, policy: ThrottlePolicy) {
  return {
    now: asOf.toISOString(),
    /** A window that started at or before this has run out. */
    windowCutoff: new Date(asOf.getTime() - policy.windowMs).toISOString(),
    /** Until when a key that reaches its limit now stays locked. */
    lockUntil: new Date(asOf.getTime() + policy.lockMs).toISOString(),
  };
}

export type AttemptVerdict = { allowed: true } | { allowed: false; remainingMs: number };

/** From the count an attempt got (its own included): may it be checked, or how long to wait. */
export function attemptVerdict(
  counted: { attempts: number; lockedUntil: string | null },
  asOf: Date,
  policy: ThrottlePolicy,
): AttemptVerdict {
  if (counted.attempts <= policy.maxAttempts) return { allowed: true };
  const lockedMs = counted.lockedUntil ? Date.parse(counted.lockedUntil) - asOf.getTime() : 0;
  return { allowed: false, remainingMs: lockedMs > 0 ? lockedMs : policy.lockMs };
}
