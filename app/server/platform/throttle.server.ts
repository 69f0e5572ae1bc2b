import { eq, inArray, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { throttles } from "../../../db/schema";
import { attemptClock, attemptVerdict, type ThrottleEntry } from "../../domain/auth/throttle";
import { addressKey } from "../../domain/security/client-address";

export type { ThrottleEntry };

/**
 * Counts one attempt on a key in one statement and returns the count it got. D1 runs
 * statements one at a time, so parallel attempts each see a distinct count. A window that ran
 * out, or a lock that ran out, starts again at 1; reaching the limit sets the lock.
 */
async function countOne(db: Db, { key, policy }: ThrottleEntry, asOf: Date) {
  const { now, windowCutoff, lockUntil } = attemptClock(asOf, policy);
  const { failures: attempts, windowStartedAt, lockedUntil } = throttles;
  const restart = sql`((${lockedUntil} IS NULL AND ${windowStartedAt} <= ${windowCutoff}) OR (${lockedUntil} IS NOT NULL AND ${lockedUntil} <= ${now}))`;
  const [row] = await db
    .insert(throttles)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: policy.maxAttempts <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        failures: sql`CASE WHEN ${restart} THEN 1 ELSE ${attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${restart} THEN ${now} ELSE ${windowStartedAt} END`,
        lockedUntil: sql`CASE
          WHEN ${restart} THEN ${policy.maxAttempts <= 1 ? lockUntil : null}
          WHEN ${lockedUntil} IS NULL AND ${attempts} + 1 >= ${policy.maxAttempts} THEN ${lockUntil}
          ELSE ${lockedUntil} END`,
      },
    })
    .returning({ attempts: throttles.failures, lockedUntil: throttles.lockedUntil });
  return row!;
}

/** Gives an attempt back (it was refused, or it succeeded); below the limit the lock goes too. */
function refundStatement(db: Db, { key, policy }: ThrottleEntry) {
  return db
    .update(throttles)
    .set({
      failures: sql`max(${throttles.failures} - 1, 0)`,
      lockedUntil: sql`CASE WHEN ${throttles.failures} - 1 < ${policy.maxAttempts} THEN NULL ELSE ${throttles.lockedUntil} END`,
    })
    .where(eq(throttles.key, key));
}

async function refund(db: Db, entries: ThrottleEntry[]) {
  const [first, ...rest] = entries.map((entry) => refundStatement(db, entry));
  if (first) await db.batch([first, ...rest]);
}

export type Attempt = { allowed: true; counted: ThrottleEntry[] } | { allowed: false; remainingMs: number };

/**
 * Counts an attempt on each key in turn, before anything is checked. The first key over its
 * limit refuses it; the counts already taken for it are given back, so a refused attempt
 * never adds to another key (a stranger locked out on one key cannot push an owner's other keys).
 */
export async function countAttempt(db: Db, entries: ThrottleEntry[], asOf = new Date()): Promise<Attempt> {
  const counted: ThrottleEntry[] = [];
  for (const entry of entries) {
    counted.push(entry);
    const verdict = attemptVerdict(await countOne(db, entry, asOf), asOf, entry.policy);
    if (!verdict.allowed) {
      await refund(db, counted);
      return verdict;
    }
  }
  return { allowed: true, counted };
}

/** After a successful check: `clear` keys start afresh, the other counted keys get the attempt back. */
export async function attemptSucceeded(
  db: Db,
  attempt: Extract<Attempt, { allowed: true }>,
  clear: string[] = [],
) {
  await refund(
    db,
    attempt.counted.filter((entry) => !clear.includes(entry.key)),
  );
  if (clear.length) await db.delete(throttles).where(inArray(throttles.key, clear));
}

/**
 * What address throttles and budgets key the client on: its IPv4 address or its IPv6 /64
 * (app/domain/security/client-address.ts), as Cloudflare reports it in `CF-Connecting-IP`
 * (falls back for local runs).
 */
export function clientAddress(request: Request) {
  return addressKey(
    request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0],
  );
}
