import type { Db } from "../../../db";
import { updates } from "../../../db/schema";
import {
  columnsRead,
  companyIs,
  type CompanyKey,
  decoded,
  readWholeRows,
} from "../platform/whole-rows.server";

export type TimelineUpdate = {
  id: string;
  title: string;
  description: string;
  date: string;
  type: string;
  metrics: string[];
};

type UpdateRow = Omit<TimelineUpdate, "metrics"> & { metrics: string | null };

/**
 * The company's updates, newest first (by date, then by creation), as a read a page batches with
 * its other reads: plain SQL, so no drizzle `select()` is built per request.
 */
export const updatesRead = (db: Db, company: CompanyKey) => {
  const [isCompany, key] = companyIs(company);
  return columnsRead<UpdateRow, TimelineUpdate>(
    db,
    `SELECT id, title, description, date, type, metrics FROM updates WHERE ${isCompany} ORDER BY date DESC, created_at DESC`,
    [key],
    (r) => ({
      ...r,
      metrics: (decoded(updates.metrics, r.metrics) as string[] | null) ?? [],
    }),
  );
};

/** The company's updates, newest first (by date, then by creation). */
export async function listUpdates(db: Db, companyId: string): Promise<TimelineUpdate[]> {
  const [rows] = await readWholeRows(db, [updatesRead(db, companyId)]);
  return rows;
}
