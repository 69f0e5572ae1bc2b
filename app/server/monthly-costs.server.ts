/**
 * Monthly cost records (the monthly costs page, its calls and messages: docs/product.md#monthly-costs; the
 * copy dialog: docs/product.md#copy-to-other-months). The rules
 * live in app/domain/finance/{monthly-costs,copy-months}.ts; this module does the I/O, always
 * scoped by company, and reads form data into domain values.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { monthlyCosts } from "../../db/schema";
import {
  listCopyTargets,
  planMonthCopies,
  toMonthKey,
  clampYearsAhead,
  type MonthPosition,
} from "../domain/finance/copy-months";
import {
  COST_SECTION_KEYS,
  MONTHLY_COST_FIELDS,
  parseCostValue,
  toMonthlyCostValues,
  type CostSectionKey,
  type CustomCostFields,
  type MonthlyCostValues,
} from "../domain/finance/monthly-costs";
import { parseNumberOrZero } from "../domain/finance/parse-number";
import { parseMonth, parseYear } from "../domain/bounds";


export interface MonthlyCostsState extends MonthPosition {
  values: MonthlyCostValues;
  customFields: CustomCostFields;
}

export const MONTHLY_COSTS_MESSAGES = {
  savedTitle: "Kosten opgeslagen",
  savedDescription: "Je maandelijkse kosten zijn succesvol opgeslagen.",
  savedWithRevenueTitle: "Kosten opgeslagen + Auto Revenue verwerkt",
  processingFailed: "Auto sales verwerking gefaald. Je kunt handmatig syncen in Auto Revenue.",
  saveFailedTitle: "Fout bij opslaan",
  loadFailedTitle: "Fout bij laden",
  copyFailedTitle: "Fout bij kopiëren",
  copyFailedDescription: "Er is een fout opgetreden bij het kopiëren van de kosten.",
  copiedTitle: "Kosten gekopieerd",
} as const;

export function buildDatabaseErrorMessage(error: unknown): string {
  return `Database fout: ${error instanceof Error && error.message ? error.message : String(error)}`;
}

/* ------------------------------------------------------------------ parsing */

/** A month 1–12 / a year 1900–2200, else null (the app's calendar bounds). */
export { parseMonth, parseYear };

export function isCostSection(value: unknown): value is CostSectionKey {
  return typeof value === "string" && (COST_SECTION_KEYS as readonly string[]).includes(value);
}

/**
 * The month's values and custom items from the page's form: each fixed field by its spec
 * column name, custom items as `custom:{section}:{name}` (names keep their ':' — only the first
 * two separators split). Values parse as a number, otherwise 0 (docs/product.md#monthly-costs). Custom items of an
 * unknown section are dropped.
 */
export function readCostsForm(form: FormData): { values: MonthlyCostValues; customFields: CustomCostFields } {
  const raw: Record<string, unknown> = {};
  for (const field of MONTHLY_COST_FIELDS) raw[field.key] = form.get(field.column);
  const values = toMonthlyCostValues(raw);
  const customFields: CustomCostFields = {};
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("custom:")) continue;
    const rest = key.slice("custom:".length);
    const sep = rest.indexOf(":");
    if (sep < 0) continue;
    const section = rest.slice(0, sep);
    const name = rest.slice(sep + 1).trim();
    if (!isCostSection(section) || name === "") continue;
    customFields[section] = { ...customFields[section], [name]: parseCostValue(typeof value === "string" ? value : "") };
  }
  return { values, customFields };
}

/** Stored custom_fields with every amount parsed, known sections only (robust against hand-edited JSON). */
function normalizeCustomFields(stored: unknown): CustomCostFields {
  const result: CustomCostFields = {};
  if (!stored || typeof stored !== "object") return result;
  for (const [section, items] of Object.entries(stored as Record<string, unknown>)) {
    if (!isCostSection(section) || !items || typeof items !== "object") continue;
    result[section] = Object.fromEntries(Object.entries(items as Record<string, unknown>).map(([name, v]) => [name, parseCostValue(v)]));
  }
  return result;
}

/* -------------------------------------------------------------------- reads */

/** One month's record (zero or one row), or null when the month has no data. */
export async function getMonthlyCosts(db: Db, companyId: string, position: MonthPosition): Promise<MonthlyCostsState | null> {
  const [row] = await db
    .select()
    .from(monthlyCosts)
    .where(and(eq(monthlyCosts.companyId, companyId), eq(monthlyCosts.year, position.year), eq(monthlyCosts.month, position.month)))
    .limit(1);
  if (!row) return null;
  return { month: row.month, year: row.year, values: toMonthlyCostValues(row), customFields: normalizeCustomFields(row.customFields) };
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
    .onConflictDoUpdate({ target: [monthlyCosts.companyId, monthlyCosts.year, monthlyCosts.month], set: { ...values, updatedAt: nowIso } });
}

/** Upsert on company + month + year (the unique key). The caller validates month and year. */
export async function saveMonthlyCosts(db: Db, companyId: string, state: MonthlyCostsState, asOf: Date): Promise<void> {
  if (parseMonth(state.month) === null || parseYear(state.year) === null) throw new Error("invalid month or year reached saveMonthlyCosts");
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
  | { ok: true; copied: number; /** Whether any copied month carries direct sales costs (the cohorts then need a sync). */ directSalesCopied: boolean }
  | { ok: false; status: 400 | 404 | 500; message: string };

export const COPY_ERRORS = {
  noTargets: "Selecteer minstens één maand.",
  invalidTarget: "Ongeldige doelmaand.",
  noSource: "Er zijn geen kosten opgeslagen voor deze maand.",
} as const;

/**
 * The copy dialog's form: 'Jaren vooruit' clamped to 1–10 (default 5), growth any number
 * (non-numeric → 0), the selected month keys.
 */
export function readCopyForm(form: FormData | URLSearchParams): { yearsAhead: number; growthPercent: number; targets: string[] } {
  return {
    yearsAhead: clampYearsAhead(form.get("years_ahead")),
    growthPercent: parseNumberOrZero(form.get("growth")),
    targets: form.getAll("target").filter((v): v is string => typeof v === "string"),
  };
}

/**
 * Copies the stored source month to the selected targets: every target must be one of the
 * dialog's months (1–10 years after the source); values are compounded by the growth and
 * rounded (planMonthCopies); all target months are written in ONE batch, so either all or
 * none are stored.
 */
export async function copyMonthlyCosts(db: Db, companyId: string, request: CopyRequest, asOf: Date): Promise<CopyOutcome> {
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

  const plan = planMonthCopies({ source: request.source, values: source.values, customFields: source.customFields, targets, growthPercent: request.growthPercent });
  if (!plan.ok) return { ok: false, status: 400, message: COPY_ERRORS.noTargets };
  const nowIso = asOf.toISOString();
  const statements = plan.copies.map((copy) => upsertStatement(db, companyId, copy, nowIso));
  try {
    await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  } catch (error) {
    console.error("copy monthly costs failed", error);
    return { ok: false, status: 500, message: MONTHLY_COSTS_MESSAGES.copyFailedDescription };
  }
  return { ok: true, copied: plan.copies.length, directSalesCopied: plan.copies.some((c) => c.values.directSalesCosts > 0) };
}
