/**
 * The `budgets` counters (app/domain/budgets.ts): uses are counted before the work is done, in
 * one `INSERT … ON CONFLICT DO UPDATE … RETURNING` per key, so parallel requests each get a
 * distinct count and a burst never gets past a limit; what a limit refuses is given back.
 */
import { eq, lt, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { budgets, visitorClocks } from "../../../db/schema";
import {
  type BudgetEntry,
  budgetExpiry,
  budgetRefusal,
  type BudgetScope,
  usesWithin,
} from "../../domain/budgets";

/** The statement that counts `uses` on a key (RETURNING the count it reached). */
export function countStatement(db: Db, key: string, uses: number, asOf: Date) {
  return db
    .insert(budgets)
    .values({ key, used: uses, expiresAt: budgetExpiry(asOf) })
    .onConflictDoUpdate({ target: budgets.key, set: { used: sql`${budgets.used} + excluded.used` } })
    .returning({ used: budgets.used });
}

/** countStatement as plain D1 (no query builder): for writers that count many keys per batch. */
export function countD1(d1: D1Database, key: string, uses: number, asOf: Date): D1PreparedStatement {
  return d1
    .prepare(
      "INSERT INTO budgets (key, used, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET used = budgets.used + excluded.used RETURNING used",
    )
    .bind(key, uses, budgetExpiry(asOf));
}

/** giveBackStatement as plain D1. */
export function giveBackD1(d1: D1Database, key: string, uses: number): D1PreparedStatement {
  return d1.prepare("UPDATE budgets SET used = max(used - ?2, 0) WHERE key = ?1").bind(key, uses);
}

/** The statement that gives `uses` back on a key. */
export function giveBackStatement(db: Db, key: string, uses: number) {
  return db
    .update(budgets)
    .set({ used: sql`max(${budgets.used} - ${uses}, 0)` })
    .where(eq(budgets.key, key));
}

export type Spent =
  { allowed: true; counts: number[] } | { allowed: false; scope: BudgetScope; counts: number[] };

/**
 * Spends one use on every key at once (one D1 batch). When any key is past its limit the use
 * is given back on all of them, and the answer names the first refusing key's scope.
 */
export async function spendBudget(
  db: Db,
  entries: readonly BudgetEntry[],
  asOf = new Date(),
): Promise<Spent> {
  const [first, ...rest] = entries.map((e) => countStatement(db, e.key, 1, asOf));
  if (!first) return { allowed: true, counts: [] };
  const results = (await db.batch([first, ...rest])) as { used: number }[][];
  const counts = results.map((rows) => rows[0]?.used ?? 0);
  const scope = budgetRefusal(entries, counts);
  if (!scope) return { allowed: true, counts };
  const [back, ...others] = entries.map((e) => giveBackStatement(db, e.key, 1));
  await db.batch([back!, ...others]);
  return { allowed: false, scope, counts };
}

/** Gives a spent use back (the work it was for did not happen). */
export async function giveBackBudget(db: Db, entries: readonly BudgetEntry[]) {
  const [first, ...rest] = entries.map((e) => giveBackStatement(db, e.key, 1));
  if (first) await db.batch([first, ...rest]);
}

/**
 * For many uses on one key at once (a batch of recorded events): counts them all and answers
 * how many fit the limit; the rest are given back.
 */
export async function spendMany(
  db: Db,
  key: string,
  limit: number,
  wanted: number,
  asOf = new Date(),
): Promise<number> {
  if (wanted <= 0) return 0;
  const [row] = await countStatement(db, key, wanted, asOf);
  const allowed = usesWithin(wanted, row?.used ?? wanted, limit);
  if (allowed < wanted) await giveBackStatement(db, key, wanted - allowed);
  return allowed;
}

/** How many uses a key has counted (0 when none). */
export async function budgetUsed(db: Db, key: string): Promise<number> {
  const row = await db.query.budgets.findFirst({ where: eq(budgets.key, key), columns: { used: true } });
  return row?.used ?? 0;
}

/**
 * The daily job's clean-up: counters of past periods, and deck-viewer clocks idle for two days
 * (a visitor's next beacon is then anchored on their page views again).
 */
export async function pruneBudgets(db: Db, asOf: Date): Promise<{ budgets: number; clocks: number }> {
  const [spent, clocks] = await db.batch([
    db.delete(budgets).where(lt(budgets.expiresAt, asOf.toISOString())),
    db.delete(visitorClocks).where(lt(visitorClocks.lastAt, asOf.getTime() - 2 * 24 * 60 * 60 * 1000)),
  ]);
  return { budgets: spent.meta.changes ?? 0, clocks: clocks.meta.changes ?? 0 };
}
