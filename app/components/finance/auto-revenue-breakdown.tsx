import { Form, Link, useSearchParams, useSubmit } from "@remix-run/react";

import { formatAmountInput } from "../../domain/finance/amount";
import { DUTCH_MONTH_NAMES } from "../../domain/finance/monthly-costs";
import { formatEuroExact } from "../../domain/format/money";
import { cardClass } from "../ui/card";
import { useIsPending } from "../use-is-pending";

export interface BreakdownView {
  year: number;
  years: number[];
  months: { month: number; activeCustomers: number; revenue: number; directSalesCosts: number }[];
  summary: { totalYearlyRevenue: number; activeMonths: number; peakCustomers: number };
  /** The month being edited inline (?editMonth=), or null. */
  editMonth: number | null;
}

const link = "rounded-md border bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100";
/** The other dashboard state kept in the URL (overview year, cost details, valuation). */
const KEPT = ["year", "details", "valuation"] as const;

function useHref() {
  const [searchParams] = useSearchParams();
  return (updates: Record<string, string | null>) => {
    const params = new URLSearchParams();
    for (const name of KEPT) {
      const value = searchParams.get(name);
      if (value !== null) params.set(name, value);
    }
    for (const [name, value] of Object.entries(updates)) if (value !== null) params.set(name, value);
    const query = params.toString();
    return `/numbers${query ? `?${query}` : ""}#breakdown`;
  };
}

/**
 * 'Auto Revenue Breakdown & Direct Sales Editor' (docs/product.md#auto-revenue).
 * Open/closed, the year and the month being edited live in the URL (?breakdown=1&breakdownYear=
 * &editMonth=), so everything works without JavaScript.
 */
export function AutoRevenueBreakdown({
  breakdown,
  actionError,
}: {
  breakdown: BreakdownView | null;
  actionError: string | null;
}) {
  const href = useHref();
  if (!breakdown) {
    return (
      <section
        id="breakdown"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-white p-6 shadow-sm"
      >
        <div>
          <h2 className="text-lg font-semibold">Auto Revenue Details</h2>
          <p className="text-sm text-gray-600">Klanten, direct sales costs en berekende omzet per maand.</p>
        </div>
        <Link
          to={href({ breakdown: "1" })}
          preventScrollReset
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          Toon Breakdown
        </Link>
      </section>
    );
  }
  return <BreakdownPanel breakdown={breakdown} actionError={actionError} />;
}

function BreakdownPanel({
  breakdown,
  actionError,
}: {
  breakdown: BreakdownView;
  actionError: string | null;
}) {
  const submit = useSubmit();
  const href = useHref();
  const [searchParams] = useSearchParams();
  const saving = useIsPending("directSales.update");
  const { summary } = breakdown;
  return (
    <section id="breakdown" aria-labelledby="breakdown-title" className={cardClass()}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="breakdown-title" className="text-lg font-semibold">
          Auto Revenue Breakdown &amp; Direct Sales Editor
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Form
            method="get"
            preventScrollReset
            className="flex items-center gap-2"
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          >
            <input type="hidden" name="breakdown" value="1" />
            {KEPT.map((name) =>
              searchParams.has(name) ? (
                <input key={name} type="hidden" name={name} value={searchParams.get(name) ?? ""} />
              ) : null,
            )}
            <label htmlFor="breakdown-year" className="text-sm text-gray-600">
              Jaar
            </label>
            <select
              id="breakdown-year"
              name="breakdownYear"
              defaultValue={breakdown.year}
              className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
            >
              {breakdown.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={link}>
                Toon
              </button>
            </noscript>
          </Form>
          <Link
            to={href({ breakdown: "1", breakdownYear: String(breakdown.year) })}
            preventScrollReset
            className={link}
          >
            Vernieuwen
          </Link>
          <Link to={href({})} preventScrollReset className={link}>
            Verberg
          </Link>
        </div>
      </div>

      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <Tile label="Totale jaaromzet" value={formatEuroExact(summary.totalYearlyRevenue)} />
        <Tile label="Actieve maanden" value={String(summary.activeMonths)} />
        <Tile label="Piek klanten" value={String(summary.peakCustomers)} />
      </div>
      {actionError ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-2 text-sm text-red-700">
          {actionError}
        </p>
      ) : null}

      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {breakdown.months.map((m) => {
          const editing = breakdown.editMonth === m.month;
          const name = DUTCH_MONTH_NAMES[m.month - 1];
          return (
            <li
              key={m.month}
              className={`rounded-lg border p-3 ${m.revenue > 0 ? "border-green-200 bg-green-50/50" : ""}`}
              data-testid="breakdown-month"
            >
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-gray-600">Klanten: {m.activeCustomers}</p>
              {editing ? (
                <Form method="post" preventScrollReset className="mt-1 space-y-1">
                  <input type="hidden" name="intent" value="directSales.update" />
                  <input type="hidden" name="month" value={m.month} />
                  <input type="hidden" name="year" value={breakdown.year} />
                  <label htmlFor={`direct-sales-${m.month}`} className="block text-xs text-gray-600">
                    Direct sales costs {name}
                  </label>
                  <input
                    id={`direct-sales-${m.month}`}
                    name="direct_sales_costs"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={formatAmountInput(m.directSalesCosts, "nl")}
                    autoFocus
                    className="block w-full rounded-md border border-gray-300 px-2 py-1 text-sm"
                  />
                  <div className="flex gap-1">
                    <button
                      type="submit"
                      disabled={saving}
                      className="rounded bg-blue-600 px-2 py-1 text-xs font-medium text-white hover:bg-blue-700 disabled:opacity-60"
                    >
                      {saving ? "Opslaan..." : "Opslaan"}
                    </button>
                    <Link
                      to={href({ breakdown: "1", breakdownYear: String(breakdown.year) })}
                      preventScrollReset
                      className="rounded border px-2 py-1 text-xs hover:bg-gray-100"
                    >
                      Annuleren
                    </Link>
                  </div>
                </Form>
              ) : (
                <p className="flex items-center justify-between text-sm text-gray-600">
                  <span>Direct sales: {formatEuroExact(m.directSalesCosts)}</span>
                  <Link
                    to={href({
                      breakdown: "1",
                      breakdownYear: String(breakdown.year),
                      editMonth: String(m.month),
                    })}
                    preventScrollReset
                    className="text-xs text-blue-600 underline"
                    aria-label={`Bewerk ${name}`}
                  >
                    Bewerk
                  </Link>
                </p>
              )}
              <p className="text-sm font-medium text-gray-900">Omzet: {formatEuroExact(m.revenue)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-indigo-50 p-3">
      <p className="text-xs font-medium uppercase text-indigo-700">{label}</p>
      <p className="text-xl font-bold text-indigo-950">{value}</p>
    </div>
  );
}
