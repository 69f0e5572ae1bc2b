import { Form, useSearchParams, useSubmit } from "@remix-run/react";
import { Fragment, useEffect, useRef, useState } from "react";

import { YEARLY_OVERVIEW_TEXTS } from "../../copy/finance/texts";
import {
  buildCsvFileName,
  buildOverviewTsv,
  listOverviewYears,
  selectVisibleRows,
  type YearlyOverview,
} from "../../domain/finance/yearly-overview";
import { formatEuroExact } from "../../domain/format/money";
import { type ToastData, Toaster } from "../ui/toaster";
import { useHydrated } from "../use-hydrated";

const actionButton = "rounded-md border bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100";

/**
 * 'Financieel Overzicht {year} - Excel Format' (docs/product.md#yearly-overview). Year and
 * 'Kostendetails' are a GET form (?year=&details=1); the CSV is a download route; copy and
 * print need JavaScript and appear once it runs. Printing prints only this section.
 */
/** A figure that is not known (before the founding year, a year without data). */
const NOT_KNOWN = "—";
const euroOrDash = (v: number | null) => (v === null ? NOT_KNOWN : formatEuroExact(v));

/**
 * The metric column stays in view while the months scroll (not in print, where every column
 * fits). No column is sticky on the right: a sticky total hid the last months under it.
 */
const stickyMetric = "sticky left-0 print:static";

/** A row's value as shown: amounts in euros, customers as a count, unknown as "—". */
function cellText(row: { kind: string }, v: number | null): string {
  if (v === null) return NOT_KNOWN;
  return row.kind === "customers" ? String(v) : formatEuroExact(v);
}

/** Whether the table is wider than its region (the scroll cue shows only then once JS runs). */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

export function YearlyOverviewSection({
  overview,
  showCostDetails,
}: {
  overview: YearlyOverview;
  showCostDetails: boolean;
}) {
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [toast, setToast] = useState<ToastData | null>(null);
  // Each figure's text once: the table and the phone's month cards both show it.
  const rows = selectVisibleRows(overview, showCostDetails).map((row) => ({
    ...row,
    texts: row.values.map((v) => cellText(row, v)),
    totalText: cellText(row, row.total),
  }));
  const csvHref = `/numbers/overview.csv?year=${overview.year}`;
  const [scroller, cue] = useOverflows();

  async function copy() {
    try {
      await navigator.clipboard.writeText(buildOverviewTsv(overview));
      setToast({
        title: YEARLY_OVERVIEW_TEXTS.copied,
        description: "De tabel staat als tab-gescheiden tekst op het klembord.",
      });
    } catch {
      setToast({
        title: "Kopiëren mislukt",
        description: "Het klembord is niet beschikbaar in deze browser.",
        variant: "destructive",
      });
    }
  }

  return (
    <section
      id="overview"
      aria-labelledby="overview-title"
      className="overview-page rounded-xl border bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <Toaster toast={toast} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="overview-title" className="text-lg font-semibold">
          {YEARLY_OVERVIEW_TEXTS.title(overview.year)}
        </h2>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Form
            method="get"
            preventScrollReset
            className="flex items-center gap-2"
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          >
            {/* Keep the rest of the dashboard's state (valuation, breakdown) when the year changes. */}
            {["valuation", "breakdown", "breakdownYear"].map((name) =>
              searchParams.has(name) ? (
                <input key={name} type="hidden" name={name} value={searchParams.get(name) ?? ""} />
              ) : null,
            )}
            <label htmlFor="overview-year" className="text-sm text-gray-600">
              Jaar
            </label>
            <select
              id="overview-year"
              name="year"
              defaultValue={overview.year}
              className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
            >
              {listOverviewYears().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <label className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                name="details"
                value="1"
                defaultChecked={showCostDetails}
                className="h-4 w-4"
              />
              Kostendetails
            </label>
            <noscript>
              <button type="submit" className={actionButton}>
                Toon
              </button>
            </noscript>
          </Form>
          <a
            href={csvHref}
            download={buildCsvFileName(overview.year)}
            className={actionButton}
            onClick={() =>
              setToast({
                title: YEARLY_OVERVIEW_TEXTS.csvExported,
                description: buildCsvFileName(overview.year),
              })
            }
          >
            CSV Export
          </a>
          {hydrated ? (
            <>
              <button type="button" onClick={copy} className={actionButton}>
                Kopieer
              </button>
              <button type="button" onClick={() => window.print()} className={actionButton}>
                Print
              </button>
            </>
          ) : null}
        </div>
      </div>

      {/*
        From 640 px and in print: the Excel-like table, all twelve months and the total. On a
        screen it scrolls sideways inside its own region (focusable, so the keyboard can scroll
        it) with the metric column in view and a cue that more months follow; in print it fits
        the landscape page (overview-print in tailwind.css). Below 640 px: one card per month.
      */}
      <div className="hidden sm:block print:block">
        <p
          className="mb-1 text-xs text-gray-600 print:hidden"
          data-testid="overview-scroll-cue"
          hidden={!cue}
        >
          Alle 12 maanden en het totaal: scroll de tabel opzij →
        </p>
        <div
          ref={scroller}
          className="overview-scroll overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Jaaroverzicht per maand"
        >
          <table
            className="overview-print min-w-full border-collapse text-right text-sm"
            data-testid="overview-table"
          >
            <thead>
              <tr className="bg-gray-100">
                <th scope="col" className={`${stickyMetric} bg-gray-100 px-2 py-1.5 text-left`}>
                  Metric
                </th>
                {overview.months.map((m) => (
                  <th key={m} scope="col" className="px-2 py-1.5">
                    {m}
                  </th>
                ))}
                <th scope="col" className="bg-gray-100 px-2 py-1.5">
                  Totaal
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const isResult = row.kind === "result";
                return (
                  <tr
                    key={row.key}
                    className={`border-b ${isResult ? "font-bold" : row.kind === "total_costs" ? "font-semibold" : ""} ${row.kind === "category" ? "text-gray-600" : ""}`}
                  >
                    <th
                      scope="row"
                      className={`${stickyMetric} bg-white px-2 py-1.5 text-left ${row.kind === "category" ? "pl-5 font-normal" : ""}`}
                    >
                      {row.label}
                    </th>
                    {row.values.map((_, i) => (
                      <td
                        key={overview.months[i]}
                        className={`whitespace-nowrap px-2 py-1.5 ${isResult ? (overview.resultPositive[i] ? "text-green-700" : "text-red-700") : ""}`}
                      >
                        {row.texts[i]}
                      </td>
                    ))}
                    <td
                      className={`whitespace-nowrap bg-gray-50 px-2 py-1.5 font-semibold ${isResult ? (overview.resultTotalPositive ? "text-green-700" : "text-red-700") : ""}`}
                      data-testid={isResult ? "result-total" : undefined}
                    >
                      {row.totalText}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      <ol
        className="grid gap-3 sm:hidden print:hidden"
        aria-label="Jaaroverzicht per maand"
        data-testid="overview-months"
      >
        {[...overview.months, "Totaal"].map((m, i) => (
          <li key={m} className="rounded-lg border p-3">
            <h3 className="mb-1 text-sm font-semibold">{m === "Totaal" ? `Totaal ${overview.year}` : m}</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
              {rows.map((row) => {
                const isResult = row.kind === "result";
                const positive = i === 12 ? overview.resultTotalPositive : overview.resultPositive[i];
                return (
                  <Fragment key={row.key}>
                    <dt
                      className={`${row.kind === "category" ? "pl-3 text-gray-600" : ""} ${isResult ? "font-bold" : ""}`}
                    >
                      {row.label}
                    </dt>
                    <dd
                      className={`text-right tabular-nums ${isResult ? `font-bold ${positive ? "text-green-700" : "text-red-700"}` : ""}`}
                    >
                      {i === 12 ? row.totalText : (row.texts[i] ?? NOT_KNOWN)}
                    </dd>
                  </Fragment>
                );
              })}
            </dl>
          </li>
        ))}
      </ol>

      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          label="Gemiddeld aantal klanten"
          value={
            overview.summary.averageCustomers === null ? NOT_KNOWN : String(overview.summary.averageCustomers)
          }
        />
        <SummaryCard label="Totale omzet" value={euroOrDash(overview.summary.totalRevenue)} />
        <SummaryCard label="Totale kosten" value={euroOrDash(overview.summary.totalCosts)} />
        <SummaryCard
          label="Netto resultaat"
          value={euroOrDash(overview.summary.netResult)}
          tone={overview.resultTotalPositive ? "text-green-600" : "text-red-600"}
        />
      </div>
    </section>
  );
}

function SummaryCard({
  label,
  value,
  tone = "text-gray-900",
}: {
  label: string;
  value: string;
  tone?: string;
}) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <p className="text-xs font-medium uppercase text-gray-500">{label}</p>
      <p className={`text-xl font-bold ${tone}`}>{value}</p>
    </div>
  );
}
