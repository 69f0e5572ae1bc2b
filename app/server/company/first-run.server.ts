import type { Db } from "../../../db";
import type { SetupFacts } from "../../domain/first-run";
import { columnsRead } from "../platform/whole-rows.server";

type SetupFactsRow = {
  about: string | null;
  websiteUrl: string | null;
  hasAccessCode: number;
  hasDeck: number;
  hasUpdate: number;
};

/** The company's website and what it has set up so far, in one read (a page may batch it with its other reads). */
export const setupFactsRead = (db: Db, companyId: string) =>
  columnsRead<SetupFactsRow>(
    db,
    `SELECT about, website_url AS websiteUrl, access_code_hash IS NOT NULL AS hasAccessCode,
       EXISTS (SELECT 1 FROM documents d WHERE d.company_id = ?1 AND d.type = 'pdf') AS hasDeck,
       EXISTS (SELECT 1 FROM updates u WHERE u.company_id = ?1) AS hasUpdate
     FROM companies WHERE id = ?1 LIMIT 1`,
    [companyId],
  );

export function setupFactsFrom([row]: SetupFactsRow[]): SetupFacts & {
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
