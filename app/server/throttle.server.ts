import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { throttles } from "../../db/schema";
import { lockRemainingMs, registerFailure, type ThrottlePolicy, type ThrottleState } from "../domain/auth/throttle";

async function readState(db: Db, key: string): Promise<ThrottleState | null> {
  const row = await db.query.throttles.findFirst({ where: eq(throttles.key, key) });
  if (!row) return null;
  return {
    failures: row.failures,
    windowStartedAt: new Date(row.windowStartedAt),
    lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
  };
}

/** Milliseconds the longest-locked of these keys must still wait (0 = free to try). */
export async function getLockRemaining(db: Db, keys: string[], asOf = new Date()) {
  const states = await Promise.all(keys.map((key) => readState(db, key)));
  return Math.max(0, ...states.map((s) => lockRemainingMs(s, asOf)));
}

export async function recordFailures(db: Db, entries: Array<[key: string, policy: ThrottlePolicy]>, asOf = new Date()) {
  for (const [key, policy] of entries) {
    const next = registerFailure(await readState(db, key), asOf, policy);
    const values = {
      failures: next.failures,
      windowStartedAt: next.windowStartedAt.toISOString(),
      lockedUntil: next.lockedUntil?.toISOString() ?? null,
    };
    await db.insert(throttles).values({ key, ...values }).onConflictDoUpdate({ target: throttles.key, set: values });
  }
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** The client's address as Cloudflare reports it (falls back for local runs). */
export function clientAddress(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local";
}
