import { desc, eq, sql } from "drizzle-orm";

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

const updatesQuery = (db: Db) =>
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
    .where(eq(updates.companyId, sql.placeholder("companyId")))
    .orderBy(desc(updates.date), desc(updates.createdAt))
    .prepare();

/** The company's updates, newest first (by date, then by creation). */
export async function listUpdates(db: Db, companyId: string): Promise<TimelineUpdate[]> {
  const rows = await updatesQuery(db).all({ companyId });
  return rows.map((r) => ({ ...r, metrics: r.metrics ?? [] }));
}
