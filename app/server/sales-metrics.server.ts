/**
 * Weekly sales metrics (spec part 3 §4, §7): one record per company, week and year, saved
 * as an upsert; listed newest first. Every query is filtered by the company.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { weeklySalesMetrics } from "../../db/schema";
import type { WeekRecord } from "../domain/growth/sales-metrics";

export type StoredWeek = typeof weeklySalesMetrics.$inferSelect;

export async function listWeeks(db: Db, companyId: string): Promise<StoredWeek[]> {
  return db
    .select()
    .from(weeklySalesMetrics)
    .where(eq(weeklySalesMetrics.companyId, companyId))
    .orderBy(desc(weeklySalesMetrics.year), desc(weeklySalesMetrics.weekNumber));
}

export async function upsertWeek(db: Db, companyId: string, period: { week: number; year: number }, record: WeekRecord, asOf: Date) {
  const now = asOf.toISOString();
  const [row] = await db
    .insert(weeklySalesMetrics)
    .values({ companyId, weekNumber: period.week, year: period.year, ...record, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [weeklySalesMetrics.companyId, weeklySalesMetrics.year, weeklySalesMetrics.weekNumber], set: { ...record, updatedAt: now } })
    .returning({ id: weeklySalesMetrics.id });
  return row!;
}

/** False when the record is not the company's (or gone). */
export async function deleteWeek(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(weeklySalesMetrics)
    .where(and(eq(weeklySalesMetrics.companyId, companyId), eq(weeklySalesMetrics.id, id)))
    .returning({ id: weeklySalesMetrics.id });
  return rows.length > 0;
}
