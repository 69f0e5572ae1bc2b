/**
 * 'Export Data' of the admin Sales Metrics Dashboard (docs/product.md#admin-sales-dashboard): every weekly record
 * with its computed figures and week-over-week changes, as indented JSON
 * (sales-metrics-{date}.json) and, beside it, as CSV. Pure: the date comes in.
 */
import type { DatedWeek } from "./sales-dashboard";
import { COUNT_FIELDS, deriveWeek, MONEY_FIELDS, weekOverWeek, type WeekRecord } from "./sales-metrics";

export type ExportFormat = "json" | "csv";
const FORMATS: ReadonlyMap<string, ExportFormat> = new Map([
  ["json", "json"],
  ["csv", "csv"],
]);
/** `?format=` → json (absent) / csv; anything else is null (a 400). */
export function readExportFormat(requested: string | null): ExportFormat | null {
  return requested === null ? "json" : (FORMATS.get(requested) ?? null);
}

/** The spec's column names: marketingInvestmentDirect → marketing_investment_direct, payingCustomers150Agency → paying_customers_150_agency. */
export const columnName = (field: string) =>
  field.replace(/([a-z])(\d)/g, "$1_$2").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const STORED = [
  "marketingInvestment",
  ...MONEY_FIELDS,
  "mqlsMarketing",
  "sqlsTotal",
  ...COUNT_FIELDS,
] as const;

/** The figures whose change against the previous (next older) week is exported; rates in points. */
const CHANGES = [
  ["marketing_investment", (w: WeekRecord) => w.marketingInvestment, "value"],
  ["total_mqls", (w: WeekRecord) => deriveWeek(w).totalMQLs, "value"],
  ["total_sqls", (w: WeekRecord) => deriveWeek(w).totalSQLs, "value"],
  ["total_customers", (w: WeekRecord) => deriveWeek(w).totalCustomers, "value"],
  ["revenue", (w: WeekRecord) => deriveWeek(w).revenue, "value"],
  ["agencies_leads", (w: WeekRecord) => w.agenciesLeads, "value"],
  ["agencies_deal", (w: WeekRecord) => w.agenciesDeal, "value"],
  ["mql_to_sql_rate", (w: WeekRecord) => deriveWeek(w).rates.mqlToSql, "rate"],
  ["agencies_win_rate", (w: WeekRecord) => deriveWeek(w).agenciesWinRate, "rate"],
] as const;

const round2 = (v: number) => Math.round(v * 100) / 100;

export type ExportedWeek = ReturnType<typeof exportWeeks>["weeks"][number];

/** The export's content, newest week first ("the previous week is the next older record"). */
export function exportWeeks(newestFirst: readonly DatedWeek[], exportedAt: Date) {
  return {
    exported_at: exportedAt.toISOString(),
    weeks: newestFirst.map((w, i) => {
      const previous = newestFirst[i + 1]?.record;
      const d = deriveWeek(w.record);
      return {
        week_number: w.week,
        year: w.year,
        ...Object.fromEntries(STORED.map((f) => [columnName(f), w.record[f]])),
        notes: w.record.notes,
        mql_comments: w.record.mqlComments,
        computed: {
          total_mqls: d.totalMQLs,
          total_direct_mqls: d.totalDirectMQLs,
          total_agency_mqls: d.totalAgencyMQLs,
          total_sqls: d.totalSQLs,
          total_customers: d.totalCustomers,
          total_direct_customers: d.totalDirectCustomers,
          total_agencies: d.totalAgencies,
          revenue: d.revenue,
          direct_revenue: d.directRevenue,
          agencies_win_rate: round2(d.agenciesWinRate),
          agencies_roi: round2(d.agenciesROI),
          direct_mql_roi: round2(d.directMqlROI),
          agency_mql_roi: round2(d.agencyMqlROI),
          mql_to_sql_rate: round2(d.rates.mqlToSql),
          sql_to_customer_rate: round2(d.rates.sqlToCustomer),
        },
        /** Percent change (rates: points); null when there is no older week or it was 0. */
        changes: Object.fromEntries(
          CHANGES.map(([name, pick, kind]) => {
            const change = previous ? weekOverWeek(pick(w.record), pick(previous), kind) : null;
            return [name, change === null ? null : round2(change)];
          }),
        ) as Record<(typeof CHANGES)[number][0], number | null>,
      };
    }),
  };
}

/** `sales-metrics-2026-11-23.json` (the date in UTC). */
export const exportFileName = (format: ExportFormat, at: Date) =>
  `sales-metrics-${at.toISOString().slice(0, 10)}.${format}`;

/** The JSON file: indented by two spaces. */
export const exportJson = (content: ReturnType<typeof exportWeeks>) =>
  `${JSON.stringify(content, null, 2)}\n`;

/**
 * The CSV file: one row per week, the JSON's fields flattened (computed_…, change_…). A text
 * starting with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula.
 */
export function exportCsv(content: ReturnType<typeof exportWeeks>): string {
  const rows = content.weeks.map((w) => {
    const { computed, changes, ...fields } = w;
    return {
      ...fields,
      ...Object.fromEntries(Object.entries(computed).map(([k, v]) => [`computed_${k}`, v])),
      ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [`change_${k}`, v])),
    } as Record<string, string | number | null>;
  });
  const header = rows[0] ? Object.keys(rows[0]) : ["week_number", "year"];
  const cell = (v: string | number | null) => {
    if (v === null) return "";
    if (typeof v === "number") return String(v);
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return (
    [header.join(","), ...rows.map((r) => header.map((h) => cell(r[h] ?? null)).join(","))].join("\r\n") +
    "\r\n"
  );
}
