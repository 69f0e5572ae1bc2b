/** The recorded acceptances of the company's agreement (NDA): per investor or visitor, and as CSV. */
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";

import type { Db } from "../../../db";
import { investors, ndaAcceptances } from "../../../db/schema";

const COLUMNS = {
  id: ndaAcceptances.id,
  acceptedAt: ndaAcceptances.acceptedAt,
  name: ndaAcceptances.name,
  email: ndaAcceptances.email,
  version: ndaAcceptances.version,
  textSha256: ndaAcceptances.textSha256,
  address: ndaAcceptances.address,
  investorId: ndaAcceptances.investorId,
  visitorId: ndaAcceptances.visitorId,
};

/**
 * The acceptances of one investor (theirs, or of their verified address) or of one visitor
 * (their browser's, or of the address they verified), newest first.
 */
export async function acceptancesOf(
  db: Db,
  companyId: string,
  who: { investorId?: string | null; visitorIds?: string[]; email?: string | null },
) {
  const any: SQL[] = [];
  if (who.investorId) any.push(eq(ndaAcceptances.investorId, who.investorId));
  if (who.email) any.push(eq(ndaAcceptances.email, who.email.toLowerCase()));
  if (who.visitorIds?.length) any.push(inArray(ndaAcceptances.visitorId, who.visitorIds.slice(0, 90)));
  if (any.length === 0) return [];
  const rows = await db
    .select(COLUMNS)
    .from(ndaAcceptances)
    .where(and(eq(ndaAcceptances.companyId, companyId), or(...any)))
    .orderBy(desc(ndaAcceptances.acceptedAt))
    .limit(100);
  return rows.map(({ visitorId: _v, investorId: _i, ...r }) => r);
}

/** One page of the company's acceptances, oldest first, with the investor's name when there is one. */
export async function acceptancePage(db: Db, companyId: string, page: number, size: number) {
  return db
    .select({ ...COLUMNS, investor: investors.name })
    .from(ndaAcceptances)
    .leftJoin(investors, and(eq(investors.id, ndaAcceptances.investorId), eq(investors.companyId, companyId)))
    .where(eq(ndaAcceptances.companyId, companyId))
    .orderBy(ndaAcceptances.acceptedAt, ndaAcceptances.id)
    .limit(size)
    .offset(page * size);
}
