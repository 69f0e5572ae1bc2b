/**
 * Monthly cost records (the monthly costs page, its calls and messages: docs/product.md#monthly-costs; the
 * copy dialog: docs/product.md#copy-to-other-months). The rules
 * live in app/domain/finance/{monthly-costs,copy-months}.ts; this module does the I/O, always
 * scoped by company, and reads form data into domain values.
 */
import { asc, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { monthlyCosts } from "../../../db/schema";
import { COPY_DIALOG_TEXTS, COPY_ERRORS, MONTHLY_COSTS_TEXTS as T } from "../../copy/finance/texts";
import { GROWTH_PERCENT_RANGE, isInRange, parseMonth, parseYear } from "../../domain/bounds";
import { buildNotProcessedNotice } from "../../domain/finance/auto-revenue";
import {
  clampYearsAhead,
  groupTargetsByYear,
  listCopyTargets,
  type MonthPosition,
  planMonthCopies,
  toggleYearSelection,
  toMonthKey,
} from "../../domain/finance/copy-months";
import {
  createEmptyMonthlyCosts,
  type CustomCostFields,
  listMonthlyCostYears,
  type MonthlyCostValues,
  parseCostValue,
  toMonthlyCostValues,
} from "../../domain/finance/monthly-costs";
import { isCostSection } from "../../domain/finance/monthly-costs-form";
import { getAmsterdamPeriod, readPeriod } from "../../domain/finance/period";
import type { Toast } from "../platform/toast.server";
import { readWholeRows, wholeRowsRead } from "../platform/whole-rows.server";
import { processDirectSales, runFullAutoRevenueSync } from "./auto-revenue.server";

export interface MonthlyCostsState extends MonthPosition {
  values: MonthlyCostValues;
  customFields: CustomCostFields;
}

/* ------------------------------------------------------------------ parsing */

/** Stored custom_fields with every amount parsed, known sections only (robust against hand-edited JSON). */
function normalizeCustomFields(stored: unknown): CustomCostFields {
  const result: CustomCostFields = {};
  if (!stored || typeof stored !== "object") return result;
  for (const [section, items] of Object.entries(stored as Record<string, unknown>)) {
    if (!isCostSection(section) || !items || typeof items !== "object") continue;
    result[section] = Object.fromEntries(
      Object.entries(items as Record<string, unknown>).map(([name, v]) => [name, parseCostValue(v)]),
    );
  }
  return result;
}

/* -------------------------------------------------------------------- reads */

/** One month's record (zero or one row), or null when the month has no data. */
export async function getMonthlyCosts(
  db: Db,
  companyId: string,
  position: MonthPosition,
): Promise<MonthlyCostsState | null> {
  const [[row]] = await readWholeRows(db, [
    wholeRowsRead(
      db,
      monthlyCosts,
      "WHERE company_id = ?1 AND year = ?2 AND month = ?3 LIMIT 1",
      companyId,
      position.year,
      position.month,
    ),
  ]);
  if (!row) return null;
  return {
    month: row.month,
    year: row.year,
    values: toMonthlyCostValues(row),
    customFields: normalizeCustomFields(row.customFields),
  };
}

/** Keys ("2027-03") of every month that has a stored record: the copy dialog's warning icons. */
export async function listMonthsWithData(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ month: monthlyCosts.month, year: monthlyCosts.year })
    .from(monthlyCosts)
    .where(eq(monthlyCosts.companyId, companyId))
    .orderBy(asc(monthlyCosts.year), asc(monthlyCosts.month));
  return rows.map((r) => toMonthKey(r));
}

/* ------------------------------------------------------------------- writes */

function upsertStatement(db: Db, companyId: string, state: MonthlyCostsState, nowIso: string) {
  const customFields: Record<string, Record<string, number>> = {};
  for (const [section, items] of Object.entries(state.customFields)) if (items) customFields[section] = items;
  const values = { ...state.values, customFields };
  return db
    .insert(monthlyCosts)
    .values({ companyId, month: state.month, year: state.year, ...values })
    .onConflictDoUpdate({
      target: [monthlyCosts.companyId, monthlyCosts.year, monthlyCosts.month],
      set: { ...values, updatedAt: nowIso },
    });
}

/** Upsert on company + month + year (the unique key). The caller validates month and year. */
export async function saveMonthlyCosts(
  db: Db,
  companyId: string,
  state: MonthlyCostsState,
  asOf: Date,
): Promise<void> {
  if (parseMonth(state.month) === null || parseYear(state.year) === null)
    throw new Error("invalid month or year reached saveMonthlyCosts");
  await upsertStatement(db, companyId, state, asOf.toISOString());
}

/* --------------------------------------------------------------------- copy */

export interface CopyRequest {
  source: MonthPosition;
  yearsAhead: number;
  growthPercent: number;
  /** Month keys ("2027-03"). */
  targets: string[];
}

export type CopyOutcome =
  | {
      ok: true;
      copied: number;
      /** Whether any copied month carries direct sales costs (the cohorts then need a sync). */ directSalesCopied: boolean;
    }
  | { ok: false; status: 400 | 404 | 500; message: string };

/**
 * Copies the stored source month to the selected targets: every target must be one of the
 * dialog's months (1–10 years after the source); values are compounded by the growth and
 * rounded (planMonthCopies); all target months are written in ONE batch, so either all or
 * none are stored.
 */
export async function copyMonthlyCosts(
  db: Db,
  companyId: string,
  request: CopyRequest,
  asOf: Date,
): Promise<CopyOutcome> {
  const allowed = new Map(listCopyTargets(request.source, request.yearsAhead).map((t) => [toMonthKey(t), t]));
  const unique = [...new Set(request.targets)];
  if (unique.length === 0) return { ok: false, status: 400, message: COPY_ERRORS.noTargets };
  const targets: MonthPosition[] = [];
  for (const key of unique) {
    const target = allowed.get(key);
    if (!target) return { ok: false, status: 400, message: COPY_ERRORS.invalidTarget };
    targets.push({ month: target.month, year: target.year });
  }
  const source = await getMonthlyCosts(db, companyId, request.source);
  if (!source) return { ok: false, status: 404, message: COPY_ERRORS.noSource };

  const plan = planMonthCopies({
    source: request.source,
    values: source.values,
    customFields: source.customFields,
    targets,
    growthPercent: request.growthPercent,
  });
  if (!plan.ok) return { ok: false, status: 400, message: COPY_ERRORS.noTargets };
  const nowIso = asOf.toISOString();
  const statements = plan.copies.map((copy) => upsertStatement(db, companyId, copy, nowIso));
  try {
    await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  } catch (error) {
    console.error("copy monthly costs failed", error);
    return { ok: false, status: 500, message: T.copyFailedDescription };
  }
  return {
    ok: true,
    copied: plan.copies.length,
    directSalesCopied: plan.copies.some((c) => c.values.directSalesCosts > 0),
  };
}

/* ------------------------------------------------------------------ intents */

/**
 * /monthly-costs: the month of `?month=&year=` (default: this month in Amsterdam; null when
 * forged), its record or an empty one, and with `?copy=1` the copy dialog's choices (its
 * no-JavaScript year toggle is `toggle_year`).
 */
export async function loadMonthlyCostsPage(db: Db, companyId: string, params: URLSearchParams, asOf: Date) {
  const current = getAmsterdamPeriod(asOf);
  const position = readPeriod(params, current);
  if (!position) return null;

  let record: { values: MonthlyCostValues; customFields: CustomCostFields } | null = null;
  let loadError: string | null = null;
  try {
    const stored = await getMonthlyCosts(db, companyId, position);
    record = stored ? { values: stored.values, customFields: stored.customFields } : null;
  } catch (error) {
    console.error("monthly costs load failed", error);
    loadError = T.databaseError;
  }

  let copy: { yearsAhead: number; growth: string; selected: string[]; monthsWithData: string[] } | null =
    null;
  if (params.get("copy") === "1" && record !== null) {
    const yearsAhead = clampYearsAhead(params.get("years_ahead"));
    const targets = params.getAll("target");
    let selected = new Set(targets);
    const toggle = Number(params.get("toggle_year"));
    if (Number.isInteger(toggle)) {
      const group = groupTargetsByYear(listCopyTargets(position, yearsAhead)).find((g) => g.year === toggle);
      if (group) selected = toggleYearSelection(selected, group.targets);
    }
    copy = {
      yearsAhead,
      growth: params.get("growth") ?? "0",
      selected: [...selected],
      monthsWithData: await listMonthsWithData(db, companyId),
    };
  }

  const years = listMonthlyCostYears(current.year);
  if (!years.includes(position.year)) {
    years.push(position.year);
    years.sort((a, b) => a - b);
  }
  return {
    position,
    years,
    record: record ?? { values: createEmptyMonthlyCosts(), customFields: {} },
    hasRecord: record !== null,
    loadError,
    copy,
  };
}

/**
 * 'Opslaan': the month, then its direct sales costs into auto revenue (docs/product.md#monthly-costs).
 * The answer is the page's toast: saved; saved with the revenue processed; saved with why it
 * was not processed; saved with processing failed; or the save failed (nothing written).
 */
export async function saveMonthAndSyncRevenue(
  db: Db,
  companyId: string,
  state: MonthlyCostsState,
  asOf: Date,
): Promise<{ saved: boolean; toast: Toast }> {
  if (parseMonth(state.month) === null || parseYear(state.year) === null)
    throw new Error("invalid month or year reached saveMonthAndSyncRevenue");
  const saved = (toast: Toast) => ({ saved: true, toast });
  const saveFailed = (error: unknown) => {
    console.error("saving monthly costs failed", error);
    return {
      saved: false,
      toast: { title: T.saveFailedTitle, description: T.databaseError, variant: "destructive" as const },
    };
  };
  const statement = upsertStatement(db, companyId, state, asOf.toISOString());
  if (!(state.values.directSalesCosts > 0)) {
    try {
      await statement;
    } catch (error) {
      return saveFailed(error);
    }
    return saved({ title: T.savedTitle, description: T.savedDescription });
  }
  // The month's costs and the cohort derived from its direct sales costs: one D1 batch, both or neither.
  let result;
  try {
    result = await processDirectSales(
      db,
      companyId,
      { month: state.month, year: state.year, directSalesCosts: state.values.directSalesCosts },
      asOf,
      statement,
    );
  } catch (error) {
    return saveFailed(error);
  }
  return saved(
    result.processed
      ? { title: T.savedWithRevenueTitle, description: result.message }
      : { title: T.savedTitle, description: buildNotProcessedNotice(result.message) },
  );
}

/**
 * 'Kopieer naar geselecteerde maanden': the copies in one batch; copied direct sales costs
 * become cohorts through a complete sync when auto revenue is on (it ends at once when it is
 * off; a failure is only logged, as docs/product.md#copy-to-other-months says).
 * A refusal comes back with its status; a failed write as a toast.
 */
export async function copyMonthAndSyncRevenue(
  db: Db,
  companyId: string,
  request: CopyRequest,
  asOf: Date,
): Promise<
  { ok: true; toast: Toast } | { ok: false; toast: Toast } | { ok: false; status: 400 | 404; message: string }
> {
  if (!isInRange(request.growthPercent, GROWTH_PERCENT_RANGE))
    return { ok: false, status: 400, message: T.growthOutOfRange };
  const outcome = await copyMonthlyCosts(db, companyId, request, asOf);
  if (outcome.ok) {
    if (outcome.directSalesCopied) {
      const sync = await runFullAutoRevenueSync(db, companyId, asOf);
      if (!sync.ok) console.warn("auto revenue sync after copy:", sync.message);
    }
    return {
      ok: true,
      toast: { title: T.copiedTitle, description: COPY_DIALOG_TEXTS.copied(outcome.copied) },
    };
  }
  if (outcome.status === 500)
    return {
      ok: false,
      toast: { title: T.copyFailedTitle, description: T.copyFailedDescription, variant: "destructive" },
    };
  return { ok: false, status: outcome.status, message: outcome.message };
}
