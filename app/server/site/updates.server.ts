import { desc, eq, type SQLWrapper } from "drizzle-orm";

import type { Db } from "../../../db";
import { updates } from "../../../db/schema";
import { columnsRead, readWholeRows } from "../platform/whole-rows.server";

export type TimelineUpdate = {
  id: string;
  title: string;
  description: string;
  date: string;
  type: string;
  metrics: string[];
};

/** The company's updates, newest first (by date, then by creation): a query a page may batch with its other reads. */
export const updatesQuery = (db: Db, companyId: string | SQLWrapper) =>
  db
    .select({
      id: updates.id,
      title: updates.title,
      description: updates.description,
      date: updates.date,
      type: updates.type,
      metrics: updates.metrics,
    })
    .from(updates)
    .where(eq(updates.companyId, companyId))
    .orderBy(desc(updates.date), desc(updates.createdAt));

export const updatesFrom = (rows: Awaited<ReturnType<typeof updatesQuery>>): TimelineUpdate[] =>
  rows.map((r) => ({ ...r, metrics: r.metrics ?? [] }));

type UpdateRow = Omit<TimelineUpdate, "metrics"> & { metrics: string | null };

/**
 * The same rows as `updatesQuery` for a page whose company id is known (the dashboard, the
 * Updates tab): plain SQL, so no drizzle `select()` is built per request.
 */
export const updatesRead = (db: Db, companyId: string) =>
  columnsRead<UpdateRow, TimelineUpdate>(
    db,
    "SELECT id, title, description, date, type, metrics FROM updates WHERE company_id = ?1 ORDER BY date DESC, created_at DESC",
    [companyId],
    (r) => ({
      ...r,
      metrics: r.metrics === null ? [] : (updates.metrics.mapFromDriverValue(r.metrics) as string[]),
    }),
  );

/** The company's updates, newest first (by date, then by creation). */
export async function listUpdates(db: Db, companyId: string): Promise<TimelineUpdate[]> {
  const [rows] = await readWholeRows(db, [updatesRead(db, companyId)]);
  return rows;
}
