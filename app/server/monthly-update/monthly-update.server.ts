/**
 * The monthly update's reads and writes (docs/decisions/057-monthly-update-kpis-and-plan.md).
 * Every figure comes from the function its own page uses — revenue, customers and costs from
 * the yearly overview (/numbers), the funnel from the sales dashboard's conversion view, the
 * round from the pipeline — so an update never shows a figure the pages would not. Every query
 * is scoped by the company.
 */
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import type { Db } from "../../../db";
import { forecastPlans, monthlyCosts, monthlyUpdates } from "../../../db/schema";
import type { YearlyOverview } from "../../domain/finance/yearly-overview";
import { conversionOverview } from "../../domain/growth/sales-dashboard";
import { type MonthlyUpdateSnapshot, readSnapshot } from "../../domain/monthly-update/compose";
import {
  type KpiInputs,
  type MonthKey,
  monthKey,
  parseMonthKey,
  weeksOfMonth,
} from "../../domain/monthly-update/kpi";
import type { Actual, PlanMonth } from "../../domain/monthly-update/plan";
import { getYearlyOverview, overviewReads, overviewsFrom } from "../finance/financial-overview.server";
import { listProjections, scenariosRead } from "../finance/forecast.server";
import { weekRowsFrom, weeksRead } from "../growth/sales-metrics.server";
import { openRoundFrom, openRoundReads } from "../pipeline/pipeline.server";
import {
  columnsRead,
  companyIs,
  type CompanyKey,
  decoded,
  readWholeRows,
  type RowsOf,
  wholeRowsRead,
} from "../platform/whole-rows.server";

const rowOf = (overview: YearlyOverview, key: string) => overview.rows.find((r) => r.key === key);

/**
 * Per year, the overview /numbers shows, read once per year asked for within one request: the
 * KPI block and the plan's actuals share one reader (the reader lives as long as the request).
 */
export type OverviewReader = (year: number) => Promise<YearlyOverview>;

/** `loaded`: overviews the request read already (in its own D1 batch); other years are read when asked for. */
export function overviewReader(
  db: Db,
  companyId: string,
  asOf: Date,
  loaded: ReadonlyMap<number, YearlyOverview> = new Map(),
): OverviewReader {
  const years = new Map<number, Promise<YearlyOverview>>(
    [...loaded].map(([year, overview]) => [year, Promise.resolve(overview)]),
  );
  return (year: number) => {
    let overview = years.get(year);
    if (!overview) years.set(year, (overview = getYearlyOverview(db, companyId, year, asOf)));
    return overview;
  };
}

/** The years the KPI block of `month` reads: the month's and, in January, the year before. */
const kpiYears = (m: { year: number; month: number }) => (m.month === 1 ? [m.year, m.year - 1] : [m.year]);

/**
 * The KPI block's reads, for the page's D1 batch: the overviews of its years (their monthly
 * cost rows hold the month's cash), the sales weeks and the open round.
 */
function kpiReads(db: Db, companyId: string, month: MonthKey, asOf: Date) {
  const m = parseMonthKey(month);
  if (!m) throw new Error(`not a month: ${month}`);
  return [
    ...overviewReads(db, companyId, kpiYears(m), asOf),
    weeksRead(db, companyId),
    ...openRoundReads(db, companyId),
  ] as const;
}

/** What the pages give for `month` (the KPI block's inputs), from kpiReads' rows. */
function kpiInputsFrom(
  rows: RowsOf<ReturnType<typeof kpiReads>>,
  month: MonthKey,
  asOf: Date,
): { inputs: KpiInputs; overviews: Map<number, YearlyOverview> } {
  const m = parseMonthKey(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const [startupRows, cohortRows, costRows, weekRows, openRows, committedRows] = rows;
  const overviews = overviewsFrom([startupRows, cohortRows, costRows], kpiYears(m), asOf);
  const overview = overviews.get(m.year)!;
  const previousOverview = overviews.get(m.month === 1 ? m.year - 1 : m.year)!;
  const costRow = costRows.find((r) => r.year === m.year && r.month === m.month);
  const weeks = weekRowsFrom(weekRows);
  const round = openRoundFrom(openRows, committedRows);
  const i = m.month - 1;
  const revenue = rowOf(overview, "revenue")?.values ?? [];
  const previousIndex = m.month === 1 ? 11 : i - 1;
  const ytd = revenue.slice(0, m.month);
  // Costs are known for a month with its own cost record, or when this year's costs are entered
  // by hand (the overview spreads them over the months); a month without either has none.
  const manualCosts = overview.rows.some((r) => r.key.startsWith("manual_"));
  const costs = manualCosts || costRow ? (rowOf(overview, "total_costs")?.values[i] ?? null) : null;
  const wanted = new Set(weeksOfMonth(m.year, m.month));
  const records = weeks.filter((w) => w.year === m.year && wanted.has(w.week)).map((w) => w.record);
  const rates = records.length ? conversionOverview(records).direct : null;
  const rate = (key: string) => rates?.find((r) => r.key === key)?.rate ?? 0;
  const inputs: KpiInputs = {
    month,
    mrr: revenue[i] ?? null,
    previousMrr: rowOf(previousOverview, "revenue")?.values[previousIndex] ?? null,
    revenueYtd:
      ytd.length === m.month && ytd.every((v) => v !== null)
        ? Math.round((ytd as number[]).reduce((s, v) => s + v, 0) * 100) / 100
        : null,
    costs,
    cash: costRow?.cashBalance ?? null,
    customers: rowOf(overview, "customers")?.values[i] ?? null,
    funnel: rates
      ? { mqlToSql: rate("mqlToSql"), sqlToCustomer: rate("sqlToCustomer"), weeks: records.length }
      : null,
    round: round
      ? { name: round.name, committed: round.progress.committed, target: round.progress.target }
      : null,
  };
  return { inputs, overviews };
}

/**
 * What composing the update of `month` reads, in one D1 batch: the KPI block's inputs, the
 * scenarios (to lock one as the plan) and the plan; `overviewOf` reads each year's overview
 * once (those of the block's years came with the batch) for the plan's actuals.
 */
export async function loadComposeSources(db: Db, companyId: string, month: MonthKey, asOf: Date) {
  const [startup, cohorts, costs, weeks, open, committed, scenarios, [plan]] = await readWholeRows(db, [
    ...kpiReads(db, companyId, month, asOf),
    scenariosRead(db, companyId),
    latestPlanRead(db, companyId),
  ]);
  const { inputs, overviews } = kpiInputsFrom([startup, cohorts, costs, weeks, open, committed], month, asOf);
  return {
    inputs,
    overviewOf: overviewReader(db, companyId, asOf, overviews),
    scenarios,
    plan: plan ?? null,
  };
}

/** The actual MRR and customers of the months asked for (the yearly overview of each year). */
export async function loadActuals(
  months: readonly MonthKey[],
  overviewOf: OverviewReader,
): Promise<Map<MonthKey, Actual>> {
  const out = new Map<MonthKey, Actual>();
  await Promise.all(
    months.map(async (key) => {
      const m = parseMonthKey(key);
      if (!m) return;
      const overview = await overviewOf(m.year);
      out.set(key, {
        mrr: rowOf(overview, "revenue")?.values[m.month - 1] ?? null,
        customers: rowOf(overview, "customers")?.values[m.month - 1] ?? null,
      });
    }),
  );
  return out;
}

/** The plan: the newest locked copy (one row or none), as a read a page may batch. */
const latestPlanRead = (db: Db, companyId: string) =>
  wholeRowsRead(
    db,
    forecastPlans,
    "WHERE company_id = ?1 ORDER BY locked_at DESC, id DESC LIMIT 1",
    companyId,
  );

export type LockOutcome = { ok: true; name: string } | { ok: false; reason: "not-found" | "empty" };

/** Locks a scenario as the plan: its months are copied, so later edits of the scenario leave the plan as it was. */
export async function lockPlan(
  db: Db,
  companyId: string,
  userId: string,
  scenario: { id: string; name: string } | undefined,
): Promise<LockOutcome> {
  if (!scenario) return { ok: false, reason: "not-found" };
  const rows = await listProjections(db, companyId, scenario.id);
  if (rows.length === 0) return { ok: false, reason: "empty" };
  const months: PlanMonth[] = rows.map((r) => ({
    year: r.year,
    month: r.month,
    mrr: r.monthlyRecurringRevenue,
    customers: r.totalActiveCustomers,
  }));
  await db.insert(forecastPlans).values({
    companyId,
    projectionId: scenario.id,
    scenarioName: scenario.name,
    months,
    lockedBy: userId,
    lockedAt: new Date().toISOString(),
  });
  return { ok: true, name: scenario.name };
}

/**
 * What publishing writes besides the update itself (a 'metrics' update, as the timeline and the
 * update mail know it), in the same batch: the frozen snapshot, and the cash balance given kept
 * with the month's costs when that month has a cost record (no record is made for it: that
 * would read as €0 costs).
 */
export function monthlyUpdateWrites(
  db: Db,
  companyId: string,
  updateId: string,
  snapshot: MonthlyUpdateSnapshot,
): BatchItem<"sqlite">[] {
  const m = parseMonthKey(snapshot.month)!;
  const cash = snapshot.figures.find((f) => f.key === "cash")?.value ?? null;
  return [
    db.insert(monthlyUpdates).values({ updateId, companyId, month: snapshot.month, snapshot }),
    db
      .update(monthlyCosts)
      .set({ cashBalance: cash })
      .where(
        and(
          eq(monthlyCosts.companyId, companyId),
          eq(monthlyCosts.year, m.year),
          eq(monthlyCosts.month, m.month),
        ),
      ),
  ];
}

/** The company's published monthly updates' snapshots, as a read a page batches with its other reads. */
export const monthlySnapshotsRead = (db: Db, company: CompanyKey) => {
  const [isCompany, key] = companyIs(company);
  return columnsRead<{ updateId: string; snapshot: string }, { updateId: string; snapshot: unknown }>(
    db,
    `SELECT update_id AS updateId, snapshot FROM monthly_updates WHERE ${isCompany}`,
    [key],
    (r) => ({ updateId: r.updateId, snapshot: decoded(monthlyUpdates.snapshot, r.snapshot) }),
  );
};

/** The snapshots by update id (an unreadable one is left out). */
export function monthlySnapshotsFrom(
  rows: readonly { updateId: string; snapshot: unknown }[],
): Record<string, MonthlyUpdateSnapshot> {
  const out: Record<string, MonthlyUpdateSnapshot> = {};
  for (const r of rows) {
    const snapshot = readSnapshot(r.snapshot);
    if (snapshot) out[r.updateId] = snapshot;
  }
  return out;
}

/** The company's published monthly updates' snapshots, by update id. */
export async function listMonthlySnapshots(
  db: Db,
  companyId: string,
): Promise<Record<string, MonthlyUpdateSnapshot>> {
  const [rows] = await readWholeRows(db, [monthlySnapshotsRead(db, companyId)]);
  return monthlySnapshotsFrom(rows);
}

/** The month the composer opens on: the last complete month. */
export function defaultMonth(asOf: Date): MonthKey {
  const y = asOf.getUTCFullYear();
  const m = asOf.getUTCMonth() + 1;
  return m === 1 ? monthKey(y - 1, 12) : monthKey(y, m - 1);
}
