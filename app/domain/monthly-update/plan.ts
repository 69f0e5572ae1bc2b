/**
 * Plan vs actual (docs/decisions/057-monthly-update-kpis-and-plan.md): the locked plan (a copy of
 * one forecast scenario's months, taken when the founder locked it) against the actual MRR and
 * customers, month by month, with the variance in %. Pure: no I/O.
 */
import { type MonthKey, monthKey, parseMonthKey, round1 } from "./kpi";

/** One month of a locked plan (from the scenario's monthly projections). */
export type PlanMonth = { year: number; month: number; mrr: number; customers: number };

export type Actual = { mrr: number | null; customers: number | null };

export type PlanRow = {
  month: MonthKey;
  planMrr: number;
  actualMrr: number | null;
  /** (actual − plan) / plan × 100, one decimal; null when the actual is not known or the plan is 0. */
  mrrVariancePct: number | null;
  planCustomers: number;
  actualCustomers: number | null;
  customersVariancePct: number | null;
};

export function variancePct(actual: number | null, plan: number): number | null {
  if (actual === null || !Number.isFinite(plan) || plan === 0) return null;
  return round1(((actual - plan) / plan) * 100);
}

/** How many months the block shows: the update's month and the ones before it. */
export const PLAN_MONTHS_SHOWN = 6;

/**
 * The rows for the plan's months up to and including `through`, at most `count` of them (the
 * newest), oldest first. `actuals` holds what is known per month; a month missing from it has
 * no actual ("geen gegevens").
 */
export function planVsActual(
  plan: readonly PlanMonth[],
  actuals: ReadonlyMap<MonthKey, Actual>,
  through: MonthKey,
  count = PLAN_MONTHS_SHOWN,
): PlanRow[] {
  const last = parseMonthKey(through);
  if (!last) return [];
  const upTo = last.year * 12 + last.month;
  return plan
    .filter((p) => p.year * 12 + p.month <= upTo)
    .sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month))
    .slice(-count)
    .map((p) => {
      const key = monthKey(p.year, p.month);
      const actual = actuals.get(key) ?? { mrr: null, customers: null };
      return {
        month: key,
        planMrr: p.mrr,
        actualMrr: actual.mrr,
        mrrVariancePct: variancePct(actual.mrr, p.mrr),
        planCustomers: p.customers,
        actualCustomers: actual.customers,
        customersVariancePct: variancePct(actual.customers, p.customers),
      };
    });
}

/** The plan's months that `planVsActual` would show, so the server reads only their actuals. */
export function planMonthsShown(
  plan: readonly PlanMonth[],
  through: MonthKey,
  count = PLAN_MONTHS_SHOWN,
): MonthKey[] {
  return planVsActual(plan, new Map(), through, count).map((r) => r.month);
}

/**
 * The chart's bars, as a share of the largest value shown (0-100, whole), so a table of bars can
 * draw them without a charting library (the mail, and the page without JavaScript).
 */
export function barsOf(
  rows: readonly PlanRow[],
): Array<{ month: MonthKey; plan: number; actual: number | null }> {
  const max = Math.max(0, ...rows.flatMap((r) => [r.planMrr, r.actualMrr ?? 0]));
  const share = (v: number) => (max > 0 ? Math.round((Math.max(0, v) / max) * 100) : 0);
  return rows.map((r) => ({
    month: r.month,
    plan: share(r.planMrr),
    actual: r.actualMrr === null ? null : share(r.actualMrr),
  }));
}
