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
  formatChange,
  hasAgencyData,
  type WeekDerived,
  weekOverWeek,
  type WeekRecord,
} from "../../../domain/growth/sales-metrics";
import { labelRows } from "../../ui/stack-table";
import { weekLabel } from "./week-form";

export type WeekRowData = {
  id: string;
  week: number;
  year: number;
  notes: string | null;
  record: WeekRecord;
  derived: WeekDerived;
};

/** A value with its change against the next older week. */
function Change({
  current,
  previous,
  kind = "value",
}: {
  current: number;
  previous?: number;
  kind?: "value" | "rate";
}) {
  const change = weekOverWeek(current, previous, kind);
  if (change === null) return <span className="sr-only">{T.noChange}</span>;
  const tone =
    change > 0
      ? "bg-green-100 text-green-800"
      : change < 0
        ? "bg-red-100 text-red-800"
        : "bg-gray-100 text-gray-700";
  return (
    <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>
      {formatChange(change, kind === "rate" ? "pp" : "%")}
    </span>
  );
}

function Table({
  title,
  empty,
  head,
  children,
  testId,
}: {
  title: string;
  empty: string | null;
  head: string[];
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
          <tbody>{labelRows(children, head)}</tbody>
        </table>
      )}
    </section>
  );
}

export function DirectTrends({ weeks }: { weeks: WeekRowData[] }) {
  return (
    <Table
      title={T.directTrends}
      testId="direct-trends"
      empty={weeks.length ? null : T.emptyWeekly}
      head={[
        "Week",
        "Direct investment",
        "Direct MQLs",
        "SQLs",
        "Direct customers",
        "Direct MRR",
        "Direct ROI",
      ]}
    >
      {weeks.map((w, i) => {
        const prev = weeks[i + 1];
        return (
          <tr key={w.id} className="border-t">
            <th scope="row" className="px-4 py-2 text-left font-normal">
              {weekLabel(w)}
            </th>
            <td className="px-4 py-2">
              {formatEuroExact(w.record.marketingInvestmentDirect)}
              <Change
                current={w.record.marketingInvestmentDirect}
                previous={prev?.record.marketingInvestmentDirect}
              />
            </td>
            <td className="px-4 py-2">
              {w.derived.totalDirectMQLs}
              <Change current={w.derived.totalDirectMQLs} previous={prev?.derived.totalDirectMQLs} />
            </td>
            <td className="px-4 py-2">
              {w.derived.totalSQLs}
              <Change current={w.derived.totalSQLs} previous={prev?.derived.totalSQLs} />
            </td>
            <td className="px-4 py-2">
              {w.derived.totalDirectCustomers}
              <Change
                current={w.derived.totalDirectCustomers}
                previous={prev?.derived.totalDirectCustomers}
              />
            </td>
            <td className="px-4 py-2">
              {formatEuroExact(w.derived.directRevenue)}
              <Change current={w.derived.directRevenue} previous={prev?.derived.directRevenue} />
            </td>
            <td className="px-4 py-2">{pct(w.derived.directMqlROI)}</td>
          </tr>
        );
      })}
    </Table>
  );
}

export function AgencyTrends({ weeks }: { weeks: WeekRowData[] }) {
  const withAgency = weeks.filter((w) => hasAgencyData(w.record));
  return (
    <Table
      title={T.agencyTrends}
      testId="agency-trends"
      empty={withAgency.length ? null : T.emptyAgency}
      head={[
        "Week",
        "Agency investment",
        "Leads",
        "Won",
        "Lost",
        "Win rate",
        "Agency ROI",
        ...AGENCY_CONVERSIONS.map(([, h]) => h),
      ]}
    >
      {withAgency.map((w, i) => {
        const prev = withAgency[i + 1];
        return (
          <tr key={w.id} className="border-t">
            <th scope="row" className="px-4 py-2 text-left font-normal">
              {weekLabel(w)}
            </th>
            <td className="px-4 py-2">{formatEuroExact(w.record.agenciesMarketingInvestment)}</td>
            <td className="px-4 py-2">
              {w.record.agenciesLeads}
              <Change current={w.record.agenciesLeads} previous={prev?.record.agenciesLeads} />
            </td>
            <td className="px-4 py-2">{w.record.agenciesDeal}</td>
            <td className="px-4 py-2">{w.record.agenciesNoDeal}</td>
            <td className="px-4 py-2">
              {pct(w.derived.agenciesWinRate)}
              <Change
                current={w.derived.agenciesWinRate}
                previous={prev?.derived.agenciesWinRate}
                kind="rate"
              />
            </td>
            <td className="px-4 py-2">{pct(w.derived.agenciesROI)}</td>
            {AGENCY_CONVERSIONS.map(([key]) => (
              <td key={key} className="px-2 py-2">
                <span className={`rounded px-2 py-0.5 ${TONE[conversionTone(w.derived.agencyRates[key])]}`}>
                  {pct(w.derived.agencyRates[key])}
                </span>
              </td>
            ))}
          </tr>
        );
      })}
    </Table>
  );
}

const TONE = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  red: "bg-red-100 text-red-800",
} as const;
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

function RateCells({ rates }: { rates: WeekDerived["rates"] }) {
  return (
    <>
      {RATE_COLUMNS.map(([, key]) => (
        <td key={key} className="px-2 py-2">
          <span className={`rounded px-2 py-0.5 ${TONE[conversionTone(rates[key])]}`}>{pct(rates[key])}</span>
        </td>
      ))}
    </>
  );
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
  return (
    <Table
      title={T.conversion}
      testId="conversion-rates"
      empty={weeks.length && total ? null : T.emptyConversion}
      head={["Week", "MQLs", ...RATE_COLUMNS.map(([h]) => h)]}
    >
      {total ? (
        <tr className="border-t bg-gray-50 font-semibold">
          <th scope="row" className="px-4 py-2 text-left">
            {T.total}
          </th>
          <td className="px-4 py-2">{total.totalMQLs}</td>
          <RateCells rates={total.rates} />
        </tr>
      ) : null}
      {weeks.map((w) => (
        <tr key={w.id} className="border-t">
          <th scope="row" className="px-4 py-2 text-left font-normal">
            {/* Drill-down: the week's own figures in the form; its notes as a tooltip. */}
            <Link to={drill(w)} title={w.notes ?? undefined} className="text-blue-700 underline">
              {weekLabel(w)}
            </Link>
          </th>
          <td className="px-4 py-2">{w.derived.totalMQLs}</td>
          <RateCells rates={w.derived.rates} />
        </tr>
      ))}
    </Table>
  );
}
