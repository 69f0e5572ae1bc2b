import { sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { investors, pipelineEntries } from "../../../db/schema";

/** Who gets an entry: an address (a verified visitor's), or an invited investor with theirs. */
export type EntryFor = { email: string; name?: string; firm?: string | null; investorId?: string };

/**
 * The one write that puts someone in the pipeline (at Backlog), made where they appear — the
 * invite, a verified address at the gate or from an update mail (the seed and a company import
 * write the same rows in SQL) — so reading the pipeline writes nothing (ADR 054). Idempotent: an
 * existing entry keeps what the founder entered; an investor's address already in it (imported,
 * or verified before the invite) is only linked to the investor. A query, not yet run: the
 * invite puts it in the investor write's batch, where the link is made only when the
 * investor's row landed (a parallel duplicate invite's never does).
 */
export function ensurePipelineEntry(db: Db, companyId: string, who: EntryFor) {
  const email = who.email.trim().toLowerCase();
  const insert = db.insert(pipelineEntries).values({
    companyId,
    email,
    name: who.name ?? email,
    firm: who.firm ?? null,
    investorId: who.investorId
      ? sql`(SELECT id FROM ${investors} WHERE company_id = ${companyId} AND id = ${who.investorId})`
      : null,
  });
  const target = [pipelineEntries.companyId, pipelineEntries.email];
  if (!who.investorId) return insert.onConflictDoNothing({ target });
  return insert.onConflictDoUpdate({
    target,
    set: { investorId: sql`excluded.investor_id` },
    setWhere: sql`excluded.investor_id IS NOT NULL AND ${pipelineEntries.investorId} IS NOT excluded.investor_id`,
  });
}

/**
 * ensurePipelineEntry for every investor of the company at once, as one statement: for a
 * restored archive (one made before the pipeline existed has no entries). migrations/0029 did
 * the same once for the rows from before.
 */
export function everyInvestorsEntry(companyId: string) {
  return sql`INSERT INTO ${pipelineEntries} (id, company_id, email, name, firm, investor_id)
    SELECT lower(hex(randomblob(16))), company_id, lower(trim(email)), name, firm, id FROM ${investors}
    WHERE company_id = ${companyId}
    ON CONFLICT (company_id, email) DO UPDATE SET investor_id = excluded.investor_id
    WHERE ${pipelineEntries.investorId} IS NOT excluded.investor_id`;
}
