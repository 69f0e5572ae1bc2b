import { env } from "cloudflare:test";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openRoundReads } from "../../app/server/pipeline/pipeline.server";
import { readWholeRows, wholeRowsRead } from "../../app/server/platform/whole-rows.server";
import { updatesRead } from "../../app/server/site/updates.server";
import { createDb } from "../../db";
import {
  companies,
  customerCohorts,
  monthlyCosts,
  pipelineEntries,
  rounds,
  startupData,
  updates as updatesTable,
} from "../../db/schema";
import { createMember, createUpdate } from "../factories";

describe("whole rows read with plain SQL", () => {
  it("are the rows drizzle's select() reads: every column, null, boolean and JSON alike", async () => {
    const { companyId } = await createMember(env.DB);
    const other = await createMember(env.DB);
    const db = createDb(env.DB);
    await db.batch([
      db.insert(startupData).values({
        companyId,
        companyName: "Acme",
        mrrCurrent: 12_500.5,
        foundingYear: null,
        vcRoundPlanned: true,
        autoRevenueCalculationEnabled: false,
        costCalculationSource: "monthly_costs",
      }),
      db.insert(startupData).values({ companyId: other.companyId, companyName: "Other" }),
      // One statement per row: D1 binds at most 100 parameters per statement.
      db.insert(monthlyCosts).values({
        companyId,
        month: 3,
        year: 2026,
        salaryCeo: 4000,
        customFields: { tech: { "GPU's": 120.25 } },
      }),
      db.insert(monthlyCosts).values({ companyId, month: 4, year: 2026, huurKantoor: 900 }),
      db.insert(monthlyCosts).values({ companyId, month: 4, year: 2025, huurKantoor: 800 }),
      db.insert(monthlyCosts).values({ companyId: other.companyId, month: 4, year: 2026, huurKantoor: 1 }),
      db.insert(customerCohorts).values([
        {
          companyId,
          acquisitionMonth: 5,
          acquisitionYear: 2026,
          customerCount: 3,
          monthlyRevenuePerCustomer: 99,
          ltvMonths: 12,
        },
        {
          companyId,
          acquisitionMonth: 11,
          acquisitionYear: 2025,
          customerCount: 2,
          monthlyRevenuePerCustomer: 49,
          ltvMonths: 24,
        },
      ]),
    ]);

    const [startup, costs, cohorts] = await readWholeRows(db, [
      wholeRowsRead(db, startupData, "WHERE company_id = ?1 LIMIT 1", companyId),
      wholeRowsRead(db, monthlyCosts, "WHERE company_id = ?1 AND year = ?2 ORDER BY month", companyId, 2026),
      wholeRowsRead(
        db,
        customerCohorts,
        "WHERE company_id = ?1 ORDER BY acquisition_year, acquisition_month",
        companyId,
      ),
    ]);

    expect(startup).toEqual(
      await db.select().from(startupData).where(eq(startupData.companyId, companyId)).limit(1),
    );
    expect(startup[0]).toMatchObject({
      vcRoundPlanned: true,
      autoRevenueCalculationEnabled: false,
      foundingYear: null,
    });
    expect(costs).toEqual(
      await db
        .select()
        .from(monthlyCosts)
        .where(and(eq(monthlyCosts.companyId, companyId), eq(monthlyCosts.year, 2026)))
        .orderBy(asc(monthlyCosts.month)),
    );
    expect(costs.map((c) => c.month)).toEqual([3, 4]);
    expect(costs[0]!.customFields).toEqual({ tech: { "GPU's": 120.25 } });
    expect(cohorts.map((c) => [c.acquisitionYear, c.acquisitionMonth])).toEqual([
      [2025, 11],
      [2026, 5],
    ]);
    expect(cohorts).toEqual(
      await db
        .select()
        .from(customerCohorts)
        .where(eq(customerCohorts.companyId, companyId))
        .orderBy(asc(customerCohorts.acquisitionYear), asc(customerCohorts.acquisitionMonth)),
    );
  });

  it("answers no rows as an empty list", async () => {
    const db = createDb(env.DB);
    const [rows] = await readWholeRows(db, [
      wholeRowsRead(db, startupData, "WHERE company_id = ?1 LIMIT 1", crypto.randomUUID()),
    ]);
    expect(rows).toEqual([]);
  });

  it("reads a page's chosen columns as drizzle's select() does: the dashboard's updates and open round", async () => {
    const { companyId } = await createMember(env.DB);
    const other = await createMember(env.DB);
    const db = createDb(env.DB);
    await createUpdate(env.DB, companyId, { date: "2026-03-01", metrics: ["🚀 MRR €25k - 30 customers"] });
    await createUpdate(env.DB, companyId, { date: "2026-05-01", metrics: [] });
    await createUpdate(env.DB, companyId, { date: "2026-05-01", type: "funding" });
    await createUpdate(env.DB, other.companyId, { date: "2026-06-01" });
    await db.batch([
      db.insert(rounds).values({ companyId, name: "Seed", targetAmount: 1_000_000, instrument: "priced" }),
      db.insert(rounds).values({
        companyId,
        name: "Pre-seed",
        targetAmount: 500_000,
        instrument: "safe",
        closedAt: "2025-12-01T00:00:00Z",
      }),
      db.insert(pipelineEntries).values([
        { companyId, name: "A", email: "a@example.com", stage: "committed", ticketCommitted: 250_000 },
        { companyId, name: "B", email: "b@example.com", stage: "meeting", ticketIndicated: 100_000 },
        { companyId: other.companyId, name: "C", email: "c@example.com", ticketCommitted: 9 },
      ]),
    ]);

    const [{ slug }] = await db
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, companyId));
    const [updates, bySlug, open, tickets] = await readWholeRows(db, [
      updatesRead(db, companyId),
      updatesRead(db, { slug }),
      ...openRoundReads(db, companyId),
    ]);
    const drizzleRows = await db
      .select({
        id: updatesTable.id,
        title: updatesTable.title,
        description: updatesTable.description,
        date: updatesTable.date,
        type: updatesTable.type,
        metrics: updatesTable.metrics,
      })
      .from(updatesTable)
      .where(eq(updatesTable.companyId, companyId))
      .orderBy(desc(updatesTable.date), desc(updatesTable.createdAt));
    expect(updates).toEqual(drizzleRows);
    // Named by its public slug (a gated page's batch with the company's own read): the same rows.
    expect(bySlug).toEqual(updates);
    expect(updates.map((u) => u.date)).toEqual(["2026-05-01", "2026-05-01", "2026-03-01"]);
    expect(updates.at(-1)!.metrics).toEqual(["🚀 MRR €25k - 30 customers"]);
    expect(open).toEqual(
      await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.companyId, companyId), isNull(rounds.closedAt))),
    );
    expect(tickets).toEqual([{ stage: "committed", ticketIndicated: null, ticketCommitted: 250_000 }]);
  });
});
