/**
 * One revenue per period (docs/decisions/044-amounts-revenue-and-valuations.md): the yearly
 * overview, the report, the valuation basis, the revenue chart and /forecast's starting MRR all
 * read their revenue from `companyRevenue`, so one company's month and year have one figure.
 *
 * Current MRR is what the company earns in the reference month (the month of `asOf`): it already
 * holds every customer who pays then, the CAC/LTV cohorts' customers included. So the cohorts
 * active in the reference month are not added on top: they are taken out of the MRR to leave
 * the "base" (customers not tracked as cohorts), and every month is base + the cohorts active
 * in that month. In the reference month that is exactly the MRR; a cohort acquired later adds
 * its customers from its month, and a cohort leaves after its LTV months.
 *
 * Only what is known is shown: no figure before the founding year, and past years (before the
 * reference year) only as the yearly total the wizard holds for them (`revenue_year_3`, else
 * 'last year's total', = last year, `revenue_year_2` = two years ago, `revenue_year_1` = three
 * years ago) — never the
 * current MRR projected backwards. Pure.
 */
import { computeYearlyCohortRevenue, type CustomerCohort } from "./auto-revenue";

export interface RevenueSource {
  mrrCurrent: number | null | undefined;
  foundingYear: number | null | undefined;
  /** The cohorts counted (empty while auto revenue is switched off). */
  cohorts: readonly CustomerCohort[];
  /** The wizard's revenue of the three past years. */
  revenueYear1?: number | null;
  revenueYear2?: number | null;
  revenueYear3?: number | null;
  /** The wizard's 'last year's total' (used for last year when revenue_year_3 is empty). */
  previousYearRevenue?: number | null;
}

export interface YearRevenue {
  year: number;
  /** Twelve months, January first; null where the month's revenue is not known. */
  months: (number | null)[];
  /** The year's total; null when nothing is known about that year. */
  total: number | null;
  /** The cohorts' part of the total (0 when the months are not known). */
  cohortTotal: number;
}

export interface CompanyRevenue {
  /** MRR without the cohorts active in the reference month (never below 0). */
  base: number;
  referenceYear: number;
  referenceMonth: number;
  /** Revenue of one month (1–12), or null when it is not known. */
  month(year: number, month: number): number | null;
  year(year: number): YearRevenue;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const known = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

export function companyRevenue(
  source: RevenueSource,
  reference: { year: number; month: number },
): CompanyRevenue {
  const cohortMonths = new Map<number, number[]>();
  const cohortMonthsOf = (year: number) => {
    let months = cohortMonths.get(year);
    if (!months)
      cohortMonths.set(
        year,
        (months = computeYearlyCohortRevenue(source.cohorts, year).monthlyBreakdown.map((m) => m.revenue)),
      );
    return months;
  };
  const mrr = Math.max(0, source.mrrCurrent ?? 0);
  const base = Math.max(0, mrr - (cohortMonthsOf(reference.year)[reference.month - 1] ?? 0));
  const founded = source.foundingYear ?? null;
  const pastTotals: Record<number, number | null> = {
    [reference.year - 1]: known(source.revenueYear3) ?? known(source.previousYearRevenue),
    [reference.year - 2]: known(source.revenueYear2),
    [reference.year - 3]: known(source.revenueYear1),
  };

  const beforeFounding = (year: number) => founded !== null && year < founded;

  const month = (year: number, m: number): number | null => {
    if (beforeFounding(year) || year < reference.year) return null;
    return cents(base + (cohortMonthsOf(year)[m - 1] ?? 0));
  };

  const year = (y: number): YearRevenue => {
    if (beforeFounding(y)) return { year: y, months: Array(12).fill(null), total: null, cohortTotal: 0 };
    if (y < reference.year)
      return { year: y, months: Array(12).fill(null), total: pastTotals[y] ?? null, cohortTotal: 0 };
    const cohort = cohortMonthsOf(y);
    const months = cohort.map((c) => cents(base + c));
    return {
      year: y,
      months,
      total: cents(months.reduce((s, v) => s + v, 0)),
      cohortTotal: cents(cohort.reduce((s, v) => s + v, 0)),
    };
  };

  return { base, referenceYear: reference.year, referenceMonth: reference.month, month, year };
}
