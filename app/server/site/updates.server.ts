import { desc, eq, type SQLWrapper } from "drizzle-orm";

import type { Db } from "../../../db";
import { updates } from "../../../db/schema";

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

/** The company's updates, newest first (by date, then by creation). */
export async function listUpdates(db: Db, companyId: string): Promise<TimelineUpdate[]> {
  return updatesFrom(await updatesQuery(db, companyId));
}
