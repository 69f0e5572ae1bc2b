/**
 * 'Kopieer naar andere maanden' (docs/product.md#copy-to-other-months).
 */
import { type CustomCostFields, MONTHLY_COST_FIELDS, type MonthlyCostValues } from "./monthly-costs";
import { clamp, parseOptionalNumber } from "./parse-number";

export const DEFAULT_YEARS_AHEAD = 5;
export const MIN_YEARS_AHEAD = 1;
export const MAX_YEARS_AHEAD = 10;

export interface MonthPosition {
  /** 1-12. */
  month: number;
  year: number;
}

export interface CopyTarget extends MonthPosition {
  /** Months between the source and this target (1 for the month right after the source). */
  monthsAhead: number;
}

/** 'Jaren vooruit': an integer clamped to 1–10 (a fraction rounds down); empty or non-numeric → 5. */
export function clampYearsAhead(value: unknown): number {
  const years = parseOptionalNumber(value);
  if (years === undefined) return DEFAULT_YEARS_AHEAD;
  return clamp(Math.trunc(years), MIN_YEARS_AHEAD, MAX_YEARS_AHEAD);
}

/** Months from `source` to `target` (negative when the target lies before the source). */
export function computeMonthsBetween(source: MonthPosition, target: MonthPosition): number {
  return (target.year - source.year) * 12 + (target.month - source.month);
}

/** The targets: years ahead × 12 months, starting the month after the source. */
export function listCopyTargets(source: MonthPosition, yearsAhead: unknown): CopyTarget[] {
  const count = clampYearsAhead(yearsAhead) * 12;
  const targets: CopyTarget[] = [];
  for (let monthsAhead = 1; monthsAhead <= count; monthsAhead++) {
    const index = source.year * 12 + (source.month - 1) + monthsAhead;
    targets.push({ month: (index % 12) + 1, year: Math.floor(index / 12), monthsAhead });
  }
  return targets;
}

/** Targets grouped per calendar year, for the per-year accordions. */
export function groupTargetsByYear(
  targets: readonly CopyTarget[],
): { year: number; targets: CopyTarget[] }[] {
  const groups: { year: number; targets: CopyTarget[] }[] = [];
  for (const target of targets) {
    const last = groups[groups.length - 1];
    if (last && last.year === target.year) last.targets.push(target);
    else groups.push({ year: target.year, targets: [target] });
  }
  return groups;
}

/**
 * Multiplier = (1 + growth%/100)^(months between source and target). Growth is any number;
 * −100 % makes every later month 0, and anything below −100 % is treated as −100 % (a
 * negative base would flip the sign month by month, and costs are never negative).
 */
export function computeGrowthMultiplier(growthPercent: number, monthsBetween: number): number {
  const growth = Number.isFinite(growthPercent) ? Math.max(-100, growthPercent) : 0;
  return Math.pow(1 + growth / 100, monthsBetween);
}

/** Every value × multiplier, rounded to whole euros; custom items the same way. */
export function scaleMonthlyCosts(
  values: MonthlyCostValues,
  customFields: CustomCostFields | null | undefined,
  multiplier: number,
): { values: MonthlyCostValues; customFields: CustomCostFields } {
  const scale = (v: number) => Math.round(v * multiplier) + 0; // + 0 turns -0 into 0
  const scaled = { ...values };
  for (const field of MONTHLY_COST_FIELDS) scaled[field.key] = scale(values[field.key] ?? 0);
  const custom: CustomCostFields = {};
  for (const [section, items] of Object.entries(customFields ?? {})) {
    custom[section] = Object.fromEntries(
      Object.entries(items ?? {}).map(([name, v]) => [name, scale(Number(v) || 0)]),
    );
  }
  return { values: scaled, customFields: custom };
}

export interface MonthCopy extends MonthPosition {
  values: MonthlyCostValues;
  customFields: CustomCostFields;
}

export type CopyPlan = { ok: true; copies: MonthCopy[] } | { ok: false; reason: "no_target_months" };

/**
 * The records to upsert: one per selected target, scaled by its multiplier. At least one
 * target month is required (the button is disabled without one).
 */
export function planMonthCopies(input: {
  source: MonthPosition;
  values: MonthlyCostValues;
  customFields?: CustomCostFields | null;
  targets: readonly MonthPosition[];
  growthPercent: number;
}): CopyPlan {
  if (input.targets.length === 0) return { ok: false, reason: "no_target_months" };
  const copies = input.targets.map((target) => {
    const multiplier = computeGrowthMultiplier(
      input.growthPercent,
      computeMonthsBetween(input.source, target),
    );
    return {
      month: target.month,
      year: target.year,
      ...scaleMonthlyCosts(input.values, input.customFields, multiplier),
    };
  });
  return { ok: true, copies };
}

/* ----------------------------------------------------------------- selection */

/** "2027-03": the key of a month in a selection. */
export function toMonthKey(position: MonthPosition): string {
  return `${position.year}-${String(position.month).padStart(2, "0")}`;
}

export function fromMonthKey(key: string): MonthPosition {
  const [year, month] = key.split("-").map(Number);
  return { year, month };
}

export type YearSelectionState = "all" | "partial" | "none";

/** The year accordion's checkbox: all, some (indeterminate) or none of its months selected. */
export function getYearSelectionState(
  selected: ReadonlySet<string>,
  yearTargets: readonly MonthPosition[],
): YearSelectionState {
  const count = yearTargets.filter((t) => selected.has(toMonthKey(t))).length;
  if (count === 0) return "none";
  return count === yearTargets.length ? "all" : "partial";
}

/** Clicking the year checkbox: deselect the year when all its months are selected, else select all of them. */
export function toggleYearSelection(
  selected: ReadonlySet<string>,
  yearTargets: readonly MonthPosition[],
): Set<string> {
  const next = new Set(selected);
  const selectAll = getYearSelectionState(selected, yearTargets) !== "all";
  for (const t of yearTargets) {
    if (selectAll) next.add(toMonthKey(t));
    else next.delete(toMonthKey(t));
  }
  return next;
}

export function toggleMonthSelection(selected: ReadonlySet<string>, target: MonthPosition): Set<string> {
  const next = new Set(selected);
  const key = toMonthKey(target);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The summary: selected months and the number of calendar years they fall in. */
export function summarizeSelection(selected: ReadonlySet<string>): { months: number; years: number } {
  return { months: selected.size, years: new Set([...selected].map((k) => fromMonthKey(k).year)).size };
}

/** Targets that already hold data get a warning icon. */
export function hasExistingData(existing: ReadonlySet<string>, target: MonthPosition): boolean {
  return existing.has(toMonthKey(target));
}
