/** Failed-attempt throttling: a fixed window of failures, then a lock for a while. */
export type ThrottlePolicy = { maxFailures: number; windowMs: number; lockMs: number };
export type ThrottleState = { failures: number; windowStartedAt: Date; lockedUntil: Date | null };

const MINUTE = 60_000;

export const LOGIN_PER_EMAIL: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const LOGIN_PER_ADDRESS: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const ACCESS_CODE_PER_ADDRESS: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Milliseconds until the key may try again, or 0 when it is not locked. */
export function lockRemainingMs(state: ThrottleState | null, asOf: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - asOf.getTime());
}

export function registerFailure(state: ThrottleState | null, asOf: Date, policy: ThrottlePolicy): ThrottleState {
  const windowExpired = !state || asOf.getTime() - state.windowStartedAt.getTime() >= policy.windowMs;
  const lockExpired = !state?.lockedUntil || state.lockedUntil.getTime() <= asOf.getTime();
  const base = windowExpired && lockExpired ? { failures: 0, windowStartedAt: asOf } : state!;
  const failures = base.failures + 1;
  const lockedUntil =
    failures >= policy.maxFailures ? new Date(asOf.getTime() + policy.lockMs) : lockExpired ? null : state!.lockedUntil;
  return { failures, windowStartedAt: base.windowStartedAt, lockedUntil };
}

/** The message shown while locked, in the login screen's language. */
export function throttleMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `Te veel mislukte pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}
