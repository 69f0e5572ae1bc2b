/**
 * The weekly analysis tables (docs/product.md#weekly-sales-metrics): direct trends, agency
 * trends and conversion rates, on the weekly page and in the admin dashboard's views.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { SALES_TEXTS as T } from "../../../copy/growth/sales-texts";
import { formatEuroExact } from "../../../domain/format/money";
import { formatPercent as pct } from "../../../domain/format/numbers";
import { AGENCY_CONVERSIONS } from "../../../domain/growth/sales-dashboard";
import {
  conversionTone,
  deriveWeek,
  formatChange,
  hasAgencyData,
  type WeekDerived,
  weekOverWeek,
  type WeekRecord,
} from "../../../domain/growth/sales-metrics";
import { weekLabel } from "./week-form";

/**
 * A week as the tables take it: its record. The figures derived from it are computed here, not
 * sent: as loader data they were a third of the page's data, each rate a long decimal.
 */
export type WeekRowData = {
  id: string;
  week: number;
  year: number;
  notes: string | null;
  record: WeekRecord;
};

const withDerived = (weeks: readonly WeekRowData[]) =>
  weeks.map((w) => ({ ...w, derived: deriveWeek(w.record) }));

/**
 * A value's change against the next older week. A plain function, not a component: the tables
 * call it in most cells, and every component costs the server render.
 */
function change(current: number, previous: number | undefined, kind: "value" | "rate" = "value") {
  const delta = weekOverWeek(current, previous, kind);
  if (delta === null) return <span className="sr-only">{T.noChange}</span>;
  const tone = delta > 0 ? "change-up" : delta < 0 ? "change-down" : "change-flat";
  return <span className={`change-chip ${tone}`}>{formatChange(delta, kind === "rate" ? "pp" : "%")}</span>;
}

/**
 * A table of weeks; each body cell carries its column's name as `data-label` (a `stack-table`
 * shows each row as a card below 768 px, each cell under its column name: app/tailwind.css).
 * The rows set it themselves from `head`: cloning every cell to add it cost the server render.
 */
function Table({
  title,
  empty,
  head,
  children,
  testId,
}: {
  title: string;
  empty: string | null;
  head: readonly string[];
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      tabIndex={0}
      className="overflow-x-auto rounded-xl border bg-white shadow-sm"
      aria-labelledby={`${testId}-title`}
    >
      <h2 id={`${testId}-title`} className="px-4 pt-4 text-lg font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="p-4 text-sm text-gray-600">{empty}</p>
      ) : (
        <table className="stack-table w-full text-right text-sm" data-testid={testId}>
          <thead className="text-gray-600">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-4 py-2 font-medium first:text-left">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </section>
  );
}

const cell = "px-4 py-2";
const rowHeader = "px-4 py-2 text-left font-normal";

const DIRECT_HEAD = [
  "Week",
  "Direct investment",
  "Direct MQLs",
  "SQLs",
  "Direct customers",
  "Direct MRR",
  "Direct ROI",
] as const;

export function DirectTrends({ weeks: rows }: { weeks: WeekRowData[] }) {
  const H = DIRECT_HEAD;
  const weeks = withDerived(rows);
  return (
    <Table title={T.directTrends} testId="direct-trends" empty={weeks.length ? null : T.emptyWeekly} head={H}>
      {weeks.map((w, i) => {
        const prev = weeks[i + 1];
        const d = w.derived;
        return (
          <tr key={w.id} className="border-t">
            <th scope="row" className={rowHeader} data-label={H[0]}>
              {weekLabel(w)}
            </th>
            <td className={cell} data-label={H[1]}>
              {formatEuroExact(w.record.marketingInvestmentDirect)}
              {change(w.record.marketingInvestmentDirect, prev?.record.marketingInvestmentDirect)}
            </td>
            <td className={cell} data-label={H[2]}>
              {d.totalDirectMQLs}
              {change(d.totalDirectMQLs, prev?.derived.totalDirectMQLs)}
            </td>
            <td className={cell} data-label={H[3]}>
              {d.totalSQLs}
              {change(d.totalSQLs, prev?.derived.totalSQLs)}
            </td>
            <td className={cell} data-label={H[4]}>
              {d.totalDirectCustomers}
              {change(d.totalDirectCustomers, prev?.derived.totalDirectCustomers)}
            </td>
            <td className={cell} data-label={H[5]}>
              {formatEuroExact(d.directRevenue)}
              {change(d.directRevenue, prev?.derived.directRevenue)}
            </td>
            <td className={cell} data-label={H[6]}>
              {pct(d.directMqlROI)}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const AGENCY_HEAD = [
  "Week",
  "Agency investment",
  "Leads",
  "Won",
  "Lost",
  "Win rate",
  "Agency ROI",
  ...AGENCY_CONVERSIONS.map(([, h]) => h),
] as const;

export function AgencyTrends({ weeks }: { weeks: WeekRowData[] }) {
  const withAgency = withDerived(weeks.filter((w) => hasAgencyData(w.record)));
  const H = AGENCY_HEAD;
  return (
    <Table
      title={T.agencyTrends}
      testId="agency-trends"
      empty={withAgency.length ? null : T.emptyAgency}
      head={H}
    >
      {withAgency.map((w, i) => {
        const prev = withAgency[i + 1];
        const r = w.record;
        const d = w.derived;
        return (
          <tr key={w.id} className="border-t">
            <th scope="row" className={rowHeader} data-label={H[0]}>
              {weekLabel(w)}
            </th>
            <td className={cell} data-label={H[1]}>
              {formatEuroExact(r.agenciesMarketingInvestment)}
            </td>
            <td className={cell} data-label={H[2]}>
              {r.agenciesLeads}
              {change(r.agenciesLeads, prev?.record.agenciesLeads)}
            </td>
            <td className={cell} data-label={H[3]}>
              {r.agenciesDeal}
            </td>
            <td className={cell} data-label={H[4]}>
              {r.agenciesNoDeal}
            </td>
            <td className={cell} data-label={H[5]}>
              {pct(d.agenciesWinRate)}
              {change(d.agenciesWinRate, prev?.derived.agenciesWinRate, "rate")}
            </td>
            <td className={cell} data-label={H[6]}>
              {pct(d.agenciesROI)}
            </td>
            {AGENCY_CONVERSIONS.map(([key], k) => rateCell(key, d.agencyRates[key], H[7 + k]))}
          </tr>
        );
      })}
    </Table>
  );
}

/** A conversion rate's cell, tinted by its tone (the tint is the cell's own, not a badge inside it). */
const TONE = { green: "rate-green", yellow: "rate-yellow", red: "rate-red" } as const;

function rateCell(key: string, rate: number, label: string | undefined) {
  return (
    <td key={key} className={TONE[conversionTone(rate)]} data-label={label}>
      {pct(rate)}
    </td>
  );
}

const RATE_COLUMNS = [
  ["MQL → SQL", "mqlToSql"],
  ["SQL → Customer", "sqlToCustomer"],
  ["Registered / MQL", "registeredPerMql"],
  ["Integrated / Registered", "integratedPerRegistered"],
  ["Integrated / MQL", "integratedPerMql"],
  ["First chat / MQL", "firstChatPerMql"],
  ["First chat / (Registered + Integrated)", "firstChatPerOnboarded"],
  ["Direct MQL → SQL", "directMqlToSql"],
  ["Active / MQL", "activePerMql"],
  ["Customers / MQL", "customersPerMql"],
] as const;
const CONVERSION_HEAD = ["Week", "MQLs", ...RATE_COLUMNS.map(([h]) => h)] as const;

function rateCells(rates: WeekDerived["rates"]) {
  return RATE_COLUMNS.map(([label, key]) => rateCell(key, rates[key], label));
}

/** TOTAAL over all weeks, then every week (as many rows as TOTAAL adds up); a week links to its figures (`drill`). */
export function ConversionRates({
  weeks,
  total,
  drill,
}: {
  weeks: WeekRowData[];
  total: WeekDerived | null;
  drill: (w: { week: number; year: number }) => string;
}) {
  const H = CONVERSION_HEAD;
  return (
    <Table
      title={T.conversion}
      testId="conversion-rates"
      empty={weeks.length && total ? null : T.emptyConversion}
      head={H}
    >
      {total ? (
        <tr className="border-t bg-gray-50 font-semibold">
          <th scope="row" className="px-4 py-2 text-left" data-label={H[0]}>
            {T.total}
          </th>
          <td className={cell} data-label={H[1]}>
            {total.totalMQLs}
          </td>
          {rateCells(total.rates)}
        </tr>
      ) : null}
      {withDerived(weeks).map((w) => (
        <tr key={w.id} className="border-t">
          <th scope="row" className={rowHeader} data-label={H[0]}>
            {/* Drill-down: the week's own figures in the form; its notes as a tooltip. */}
            <Link to={drill(w)} title={w.notes ?? undefined} className="text-blue-700 underline">
              {weekLabel(w)}
            </Link>
          </th>
          <td className={cell} data-label={H[1]}>
            {w.derived.totalMQLs}
          </td>
          {rateCells(w.derived.rates)}
        </tr>
      ))}
    </Table>
  );
}
