/**
 * 'Financieel Overzicht {year} - Excel Format' (docs/product.md#yearly-overview): a column per
 * month plus a total, rows Klanten, Omzet, the seven cost categories, Totaal Kosten and
 * RESULTAAT, four summary numbers, CSV export and tab-separated copy.
 */
import { computeAverageCustomers, computeCustomersFromRevenue } from "./auto-revenue";
import {
  computeCategoryTotals,
  type MonthlyCostRecord,
  OVERVIEW_CATEGORY_KEYS,
  type OverviewCategory,
} from "./monthly-costs";
import { parseOptionalNumber } from "./parse-number";

export const OVERVIEW_MONTH_LABELS = [
  "Jan",
  "Feb",
  "Mrt",
  "Apr",
  "Mei",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Okt",
  "Nov",
  "Dec",
] as const;

export const MIN_OVERVIEW_YEAR = 2020;
export const MAX_OVERVIEW_YEAR = 2035;

/** The year select: 2020 to 2035. */
export function listOverviewYears(): number[] {
  return Array.from({ length: MAX_OVERVIEW_YEAR - MIN_OVERVIEW_YEAR + 1 }, (_, i) => MIN_OVERVIEW_YEAR + i);
}

/** A requested year inside 2020–2035 (an integer; out of range → the nearest bound, non-numeric → fallback). */
export function clampOverviewYear(value: unknown, fallback: number): number {
  const year = parseOptionalNumber(value);
  const chosen = year !== undefined && Number.isInteger(year) ? year : fallback;
  return Math.min(MAX_OVERVIEW_YEAR, Math.max(MIN_OVERVIEW_YEAR, chosen));
}

/** Our Dutch row labels for the seven categories (the spec names the groups, not their labels). */
export const OVERVIEW_CATEGORY_LABELS: Readonly<Record<OverviewCategory, string>> = {
  personnel: "Personeel",
  office: "Kantoor",
  it: "IT",
  marketing: "Marketing",
  operational: "Operationeel",
  financial: "Financieel",
  other: "Overig",
};

export type OverviewRowKind = "customers" | "revenue" | "category" | "total_costs" | "result";

export interface OverviewRow {
  key: string;
  label: string;
  kind: OverviewRowKind;
  /** Twelve values, January first; null where the figure is not known ("—"). */
  values: (number | null)[];
  /** The total column; for Klanten the average (rounded); null when not known. */
  total: number | null;
}

export interface YearlyOverview {
  year: number;
  months: readonly string[];
  rows: OverviewRow[];
  /** RESULTAAT per month: true when 0 or more (green), false when negative (red). */
  resultPositive: boolean[];
  resultTotalPositive: boolean;
  summary: {
    averageCustomers: number | null;
    totalRevenue: number | null;
    totalCosts: number | null;
    netResult: number | null;
  };
}

export interface YearlyOverviewInput {
  year: number;
  /**
   * Revenue per month (companyRevenue in ./revenue.ts), January first; a missing month counts 0,
   * a null one is not known.
   */
  monthlyRevenue: readonly (number | null)[];
  /** The year's revenue when its months are not known (a past year's total from the wizard). */
  revenueTotal?: number | null;
  /** For Klanten = round(month revenue / revenue per customer). */
  monthlyRevenuePerCustomer: number | null | undefined;
  /** The monthly cost records; other years are ignored, a missing month is 0. */
  monthlyCosts: readonly MonthlyCostRecord[];
  /**
   * This year's costs when they are entered by hand (cost source manual): the yearly fixed and
   * variable amounts, spread evenly over the twelve months in their own two rows instead of
   * the cost categories, so the overview's total costs are the ones the report shows.
   */
  manualCosts?: { fixed: number; variable: number } | null;
  /** Without monthly records or manual costs the costs are not known ("—"), rather than €0. */
  costsUnknownWithoutRecords?: boolean;
}

export const MANUAL_COST_LABELS = { fixed: "Vaste kosten", variable: "Variabele kosten" } as const;

/*
 * Every amount is kept in whole cents, so a total is exactly the sum of the months shown
 * (rounded once, to the cent) and cents entered are never lost.
 */
const toCents = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) : 0);
const sumCents = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const toEuros = (cents: number) => cents / 100;

/** A yearly amount over twelve months in cents; the left-over cents go to the first months. */
export function spreadOverMonths(yearly: number): number[] {
  const cents = toCents(yearly);
  const base = Math.trunc(cents / 12);
  const rest = cents - base * 12;
  return Array.from({ length: 12 }, (_, i) => toEuros(base + (i < Math.abs(rest) ? Math.sign(rest) : 0)));
}

/** RESULTAAT is green when 0 or more, red when negative. */
export function isPositiveResult(value: number): boolean {
  return value >= 0;
}

export function buildYearlyOverview(input: YearlyOverviewInput): YearlyOverview {
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const revenue = months.map((m) => {
    const v = input.monthlyRevenue[m - 1];
    return v === null ? null : toCents(v ?? 0);
  });
  const revenueKnown = revenue.every((r) => r !== null);
  const revenueTotalCents = revenueKnown
    ? sumCents(revenue as number[])
    : input.revenueTotal != null
      ? toCents(input.revenueTotal)
      : null;
  const customers = revenue.map((r) =>
    r === null ? null : computeCustomersFromRevenue(toEuros(r), input.monthlyRevenuePerCustomer),
  );

  const records = input.monthlyCosts.filter((r) => r.year === input.year && r.month >= 1 && r.month <= 12);
  let costRows: Array<{ key: string; label: string; values: (number | null)[] }>;
  if (input.manualCosts) {
    costRows = (["fixed", "variable"] as const).map((k) => ({
      key: `manual_${k}`,
      label: MANUAL_COST_LABELS[k],
      values: spreadOverMonths(input.manualCosts![k]).map(toCents),
    }));
  } else if (records.length === 0 && input.costsUnknownWithoutRecords) {
    costRows = OVERVIEW_CATEGORY_KEYS.map((c) => ({
      key: c,
      label: OVERVIEW_CATEGORY_LABELS[c],
      values: months.map(() => null),
    }));
  } else {
    const categoryValues = Object.fromEntries(
      OVERVIEW_CATEGORY_KEYS.map((c) => [c, months.map(() => 0)]),
    ) as Record<OverviewCategory, number[]>;
    for (const record of records) {
      const totals = computeCategoryTotals(record.values, record.customFields);
      for (const c of OVERVIEW_CATEGORY_KEYS) categoryValues[c][record.month - 1] += toCents(totals[c]);
    }
    costRows = OVERVIEW_CATEGORY_KEYS.map((c) => ({
      key: c,
      label: OVERVIEW_CATEGORY_LABELS[c],
      values: categoryValues[c],
    }));
  }
  const costsKnown = costRows.every((r) => r.values.every((v) => v !== null));
  const totalCosts = months.map((_, i) =>
    costsKnown ? sumCents(costRows.map((r) => r.values[i] as number)) : null,
  );
  const result = months.map((_, i) =>
    revenue[i] !== null && totalCosts[i] !== null ? revenue[i]! - totalCosts[i]! : null,
  );
  const totalCostsCents = costsKnown ? sumCents(totalCosts as number[]) : null;
  const netResultCents =
    revenueTotalCents !== null && totalCostsCents !== null ? revenueTotalCents - totalCostsCents : null;

  const averageCustomers = revenueKnown ? computeAverageCustomers(customers as number[]) : null;
  const sumKnown = (cents: (number | null)[]) =>
    cents.every((c) => c !== null) ? toEuros(sumCents(cents as number[])) : null;
  const euroRow = (
    key: string,
    label: string,
    kind: OverviewRowKind,
    cents: (number | null)[],
    total = sumKnown(cents),
  ): OverviewRow => ({
    key,
    label,
    kind,
    values: cents.map((c) => (c === null ? null : toEuros(c))),
    total,
  });
  const rows: OverviewRow[] = [
    { key: "customers", label: "Klanten", kind: "customers", values: customers, total: averageCustomers },
    euroRow(
      "revenue",
      "Omzet",
      "revenue",
      revenue,
      revenueTotalCents === null ? null : toEuros(revenueTotalCents),
    ),
    ...costRows.map((r) => euroRow(r.key, r.label, "category", r.values)),
    euroRow("total_costs", "Totaal Kosten", "total_costs", totalCosts),
    euroRow(
      "result",
      "RESULTAAT",
      "result",
      result,
      netResultCents === null ? null : toEuros(netResultCents),
    ),
  ];

  const netResult = netResultCents === null ? null : toEuros(netResultCents);
  return {
    year: input.year,
    months: OVERVIEW_MONTH_LABELS,
    rows,
    resultPositive: result.map((c) => c === null || isPositiveResult(c)),
    resultTotalPositive: netResult === null || isPositiveResult(netResult),
    summary: {
      averageCustomers,
      totalRevenue: revenueTotalCents === null ? null : toEuros(revenueTotalCents),
      totalCosts: totalCostsCents === null ? null : toEuros(totalCostsCents),
      netResult,
    },
  };
}

/** The rows shown: cost categories only with 'Kostendetails' on. */
export function selectVisibleRows(overview: YearlyOverview, showCostDetails: boolean): OverviewRow[] {
  return overview.rows.filter((r) => showCostDetails || r.kind !== "category");
}

/* ------------------------------------------------------------------- export */

export function buildCsvFileName(year: number): string {
  return `Financieel_Overzicht_${year}.csv`;
}

/** Numbers as plain machine-readable text, rounded to cents: 1234.5 → "1234.5"; an unknown figure is empty. */
function exportNumber(value: number | null): string {
  return value === null ? "" : String(Math.round(value * 100) / 100 + 0);
}

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, quotes doubled. */
export function quoteCsvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

function exportTable(overview: YearlyOverview, includeCostDetails: boolean): string[][] {
  const header = ["Metric", ...overview.months, "Totaal"];
  const body = selectVisibleRows(overview, includeCostDetails).map((r) => [
    r.label,
    ...r.values.map(exportNumber),
    exportNumber(r.total),
  ]);
  return [header, ...body];
}

/** CSV text: a header, then per row the metric, 12 months and the total; CRLF line ends. */
export function buildOverviewCsv(
  overview: YearlyOverview,
  options: { includeCostDetails?: boolean } = {},
): string {
  return exportTable(overview, options.includeCostDetails ?? true)
    .map((cells) => cells.map(quoteCsvField).join(","))
    .join("\r\n");
}

/** Tab-separated text for the clipboard (pastes into a spreadsheet); tabs and line breaks inside a cell become spaces. */
export function buildOverviewTsv(
  overview: YearlyOverview,
  options: { includeCostDetails?: boolean } = {},
): string {
  return exportTable(overview, options.includeCostDetails ?? true)
    .map((cells) => cells.map((c) => c.replace(/[\t\r\n]+/g, " ")).join("\t"))
    .join("\n");
}
