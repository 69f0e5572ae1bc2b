/**
 * Attempt throttling. Every attempt is counted before it is checked, and whether it may be
 * checked is decided from the count it got: a burst of parallel attempts can never check more
 * than `maxAttempts` in a window. Reaching the limit locks the key for `lockMs`. Attempts that
 * were refused or succeeded are given back, so the count is failures plus checks in flight.
 */
export type ThrottlePolicy = { maxAttempts: number; windowMs: number; lockMs: number };

const MINUTE = 60_000;

/** Strict: one address guessing one account's password. */
export const LOGIN_PER_EMAIL_AND_ADDRESS: ThrottlePolicy = { maxAttempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/**
 * A ceiling per account over all addresses: far above the strict limit, so a stranger
 * guessing from one address cannot lock the owner out, while a spread-out attack still stops.
 */
export const LOGIN_PER_EMAIL: ThrottlePolicy = { maxAttempts: 100, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** One address trying many accounts. */
export const LOGIN_PER_ADDRESS: ThrottlePolicy = { maxAttempts: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const ACCESS_CODE_PER_ADDRESS: ThrottlePolicy = { maxAttempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** New accounts (and companies) from one address; every attempt counts, successful or not. */
export const REGISTRATION_PER_ADDRESS: ThrottlePolicy = { maxAttempts: 10, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE };

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
export function attemptVerdict(counted: { attempts: number; lockedUntil: string | null }, asOf: Date, policy: ThrottlePolicy): AttemptVerdict {
  if (counted.attempts <= policy.maxAttempts) return { allowed: true };
  const lockedMs = counted.lockedUntil ? Date.parse(counted.lockedUntil) - asOf.getTime() : 0;
  return { allowed: false, remainingMs: lockedMs > 0 ? lockedMs : policy.lockMs };
}

/** The message shown while locked, in the login screen's language. */
export function throttleMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `Te veel mislukte pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}
