import { eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies } from "../../../db/schema";
import type { SetupFacts } from "../../domain/first-run";

/** The company's website and what it has set up so far, in one query (a page may batch it with its other reads). */
export const setupFactsQuery = (db: Db, companyId: string) =>
  db
    .select({
      about: companies.about,
      websiteUrl: companies.websiteUrl,
      hasAccessCode: sql<number>`${companies.accessCodeHash} IS NOT NULL`,
      // Spelled out: inside sql`` drizzle leaves column names unqualified, and the subquery would
      // compare its own table's columns.
      hasDeck: sql<number>`EXISTS (SELECT 1 FROM documents d WHERE d.company_id = ${companyId} AND d.type = 'pdf')`,
      hasUpdate: sql<number>`EXISTS (SELECT 1 FROM updates u WHERE u.company_id = ${companyId})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);

export function setupFactsFrom([row]: Awaited<ReturnType<typeof setupFactsQuery>>): SetupFacts & {
  websiteUrl: string | null;
} {
  return {
    websiteUrl: row?.websiteUrl ?? null,
    hasProfile: Boolean(row?.about?.trim()),
    hasDeck: Boolean(row?.hasDeck),
    hasUpdate: Boolean(row?.hasUpdate),
    hasAccessCode: Boolean(row?.hasAccessCode),
  };
}

/** The company's website and what it has set up so far. */
export async function loadSetupFacts(db: Db, companyId: string) {
  return setupFactsFrom(await setupFactsQuery(db, companyId));
}
