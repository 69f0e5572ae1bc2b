/**
 * Revenue forecast scenarios (docs/product.md#forecast-scenarios): a scenario and its monthly projections
 * are written in one batch (never a scenario without its months), listed newest first, and
 * deleted together. Every query is filtered by the company.
 */
import { and, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { monthlyProjections, revenueProjections } from "../../../db/schema";
import { getAmsterdamPeriod } from "../../domain/finance/period";
import {
  type ForecastProfile,
  missingForecastFields,
  projectForecast,
  summarizeForecast,
} from "../../domain/growth/forecast";
import type { ScenarioForm } from "../../schemas/forecast";
import { getStartupData } from "../company/startup-data.server";
import { columnsRead, readWholeRows, wholeRowsRead } from "../platform/whole-rows.server";
import { listCustomerCohorts } from "./auto-revenue.server";
import { revenueOf } from "./financial-overview.server";

/** The startup data the engine reads (one row or none), as a read a page may batch. */
const profileRead = (db: Db, companyId: string) =>
  columnsRead<ForecastProfile>(
    db,
    `SELECT mrr_current AS mrrCurrent, cac_per_customer AS cacPerCustomer,
       revenue_per_customer_monthly AS revenuePerCustomerMonthly, ltv_months AS ltvMonths
     FROM startup_data WHERE company_id = ?1 LIMIT 1`,
    [companyId],
  );

/** The startup data the engine reads, or null when the company has none. */
export async function getForecastProfile(db: Db, companyId: string): Promise<ForecastProfile | null> {
  const [rows] = await readWholeRows(db, [profileRead(db, companyId)]);
  return rows[0] ?? null;
}

/** The company's scenarios, newest first, as a read a page may batch. */
export const scenariosRead = (db: Db, companyId: string) =>
  wholeRowsRead(db, revenueProjections, "WHERE company_id = ?1 ORDER BY created_at DESC, id DESC", companyId);

export async function listScenarios(db: Db, companyId: string) {
  const [rows] = await readWholeRows(db, [scenariosRead(db, companyId)]);
  return rows;
}

const MONTHS_IN_ORDER = "ORDER BY year, month";

const projectionsRead = (db: Db, companyId: string, scenarioId: string) =>
  wholeRowsRead(
    db,
    monthlyProjections,
    `WHERE company_id = ?1 AND projection_id = ?2 ${MONTHS_IN_ORDER}`,
    companyId,
    scenarioId,
  );

export async function listProjections(db: Db, companyId: string, scenarioId: string) {
  const [rows] = await readWholeRows(db, [projectionsRead(db, companyId, scenarioId)]);
  return rows;
}

/** The months of the company's newest scenario (the page's default choice), read beside the list. */
const newestProjectionsRead = (db: Db, companyId: string) =>
  wholeRowsRead(
    db,
    monthlyProjections,
    `WHERE company_id = ?1 AND projection_id = (SELECT id FROM revenue_projections
       WHERE company_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 1) ${MONTHS_IN_ORDER}`,
    companyId,
  );

/**
 * The forecast page: why it cannot forecast yet (no startup data / missing fields), or the
 * scenarios with the chosen one (`?scenario=id`, else the newest) and its months.
 * `?new=1` opens the form; `?delete=id` is the confirmation step of a delete without JavaScript.
 */
export async function loadForecastPage(db: Db, companyId: string, params: URLSearchParams, asOf: Date) {
  // The profile, the scenarios and the chosen scenario's months in one D1 batch (one round trip).
  const wanted = params.get("scenario");
  const [[profile], scenarios, months] = await readWholeRows(db, [
    profileRead(db, companyId),
    scenariosRead(db, companyId),
    wanted ? projectionsRead(db, companyId, wanted) : newestProjectionsRead(db, companyId),
  ]);
  if (!profile) return { state: "no-data" as const };
  const missing = missingForecastFields(profile);
  if (missing.length > 0) return { state: "missing" as const, missing };
  const selected = scenarios.find((s) => s.id === wanted) ?? scenarios[0] ?? null;
  // Read again only when the months read are not the chosen scenario's (an unknown ?scenario, or a scenario added in between).
  const projections = !selected
    ? []
    : months.length > 0 && months.every((m) => m.projectionId === selected.id)
      ? months
      : await listProjections(db, companyId, selected.id);
  const toChoice = (s: (typeof scenarios)[number]) => ({ id: s.id, name: s.scenarioName });
  return {
    state: "ready" as const,
    scenarios: scenarios.map(toChoice),
    selected,
    projections,
    summary: summarizeForecast(projections),
    showForm: params.get("new") === "1",
    confirmDelete: scenarios.filter((s) => s.id === params.get("delete")).map(toChoice)[0] ?? null,
    today: asOf.toISOString().slice(0, 10),
  };
}

export type CreateScenarioOutcome = { ok: true; id: string } | { ok: false; reason: "missing-inputs" };

export async function createScenario(
  db: Db,
  companyId: string,
  userId: string,
  input: ScenarioForm,
  asOf: Date,
): Promise<CreateScenarioOutcome> {
  const [profile, row, cohorts] = await Promise.all([
    getForecastProfile(db, companyId),
    getStartupData(db, companyId),
    listCustomerCohorts(db, companyId),
  ]);
  if (!profile || !row || missingForecastFields(profile).length > 0)
    return { ok: false, reason: "missing-inputs" };
  // The starting MRR is the start month's revenue as /numbers shows it (the one revenue function).
  const [startYear, startMonth] = input.projectionStartDate.split("-").map(Number) as [number, number];
  const startMrr =
    revenueOf(row, cohorts, getAmsterdamPeriod(asOf)).month(startYear, startMonth) ?? profile.mrrCurrent;
  const rows = projectForecast({ ...profile, mrrCurrent: startMrr }, input);
  const id = crypto.randomUUID();
  const now = asOf.toISOString();
  await db.batch([
    db
      .insert(revenueProjections)
      .values({ id, companyId, createdBy: userId, ...input, createdAt: now, updatedAt: now }),
    // D1 binds at most 100 parameters per statement: 10 months of 10 columns each.
    ...chunk(rows, 10).map((part) =>
      db.insert(monthlyProjections).values(part.map((r) => ({ companyId, projectionId: id, ...r }))),
    ),
  ]);
  return { ok: true, id };
}

/** Deletes the scenario and its months (projections first, as the spec orders it); false when it is not the company's. */
export async function deleteScenario(db: Db, companyId: string, scenarioId: string): Promise<boolean> {
  const [, deleted] = await db.batch([
    db
      .delete(monthlyProjections)
      .where(
        and(eq(monthlyProjections.companyId, companyId), eq(monthlyProjections.projectionId, scenarioId)),
      ),
    db
      .delete(revenueProjections)
      .where(and(eq(revenueProjections.companyId, companyId), eq(revenueProjections.id, scenarioId)))
      .returning({ id: revenueProjections.id }),
  ]);
  return deleted.length > 0;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
