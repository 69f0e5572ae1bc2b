import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { PageHeader } from "../components/page-header";
import { formatEuroWhole } from "../domain/format/money";
import {
  AGENCY_STAGES,
  AGENCY_TIERS,
  conversionTone,
  deriveWeek,
  DIRECT_TIERS,
  emptyWeek,
  formatChange,
  hasAgencyData,
  hasConversionData,
  outOfRangeWeekFields,
  periodOptions,
  readWeekForm,
  SQL_STAGES,
  totalOfWeeks,
  weekOverWeek,
  withTotals,
  type WeekRecord,
} from "../domain/growth/sales-metrics";
import { SALES_FIELD_LABELS as L, SALES_TEXTS as T } from "../domain/growth/sales-texts";
import { requireMember } from "../server/auth.server";
import { deleteWeek, listWeeks, upsertWeek, type StoredWeek } from "../server/sales-metrics.server";
import { redirectWithToast } from "../server/toast.server";
import { readForm } from "../server/form.server";
import { ownValue } from "../domain/own-keys";

export const meta: MetaFunction = () => [{ title: T.title }];

/** `?week=&year=` within the picker's range, else this week. */
function readPeriod(params: URLSearchParams | FormData, asOf: Date) {
  const options = periodOptions(asOf);
  const week = Number(params.get("week"));
  const year = Number(params.get("year"));
  const valid = options.weeks.includes(week) && options.years.includes(year);
  return { options, valid, period: valid ? { week, year } : options.current };
}

const toRecord = (row: StoredWeek): WeekRecord => {
  const { id: _id, companyId: _c, weekNumber: _w, year: _y, createdAt: _ca, updatedAt: _ua, ...record } = row;
  return record;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const { options, period } = readPeriod(new URL(request.url).searchParams, new Date());
  const rows = await listWeeks(context.db, member.company.id);
  const current = rows.find((r) => r.weekNumber === period.week && r.year === period.year) ?? null;
  // Newest first; "the previous week is the next older record in the list".
  const weeks = rows.map((row) => {
    const record = toRecord(row);
    return { id: row.id, week: row.weekNumber, year: row.year, notes: row.notes, record, derived: deriveWeek(record) };
  });
  const total = weeks.length ? deriveWeek(totalOfWeeks(weeks.map((w) => w.record))) : null;
  return {
    companyName: member.company.name,
    options,
    period,
    currentId: current?.id ?? null,
    record: current ? toRecord(current) : emptyWeek(),
    weeks,
    total,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "en");
  const intent = form.get("intent");
  if (intent === "sales.save") {
    const { valid, period } = readPeriod(form, new Date());
    if (!valid) return data({ error: T.badPeriod }, { status: 400 });
    const input = readWeekForm((name) => form.get(name));
    const outOfRange = outOfRangeWeekFields(input);
    if (outOfRange.length > 0) return data({ error: T.outOfRange(outOfRange.map((f) => ownValue<string>(L, f) ?? f)) }, { status: 400 });
    const record = withTotals(input);
    try {
      await upsertWeek(context.db, member.company.id, period, record, new Date());
    } catch (error) {
      console.error("sales metrics save failed", error);
      return data({ error: T.saveFailed }, { status: 500 });
    }
    return redirectWithToast(context.toasts, request, `/sales-metrics?week=${period.week}&year=${period.year}`, { title: T.savedTitle, description: T.saved });
  }
  if (intent === "sales.delete") {
    const id = String(form.get("id") ?? "").slice(0, 100);
    let removed = false;
    try {
      removed = id ? await deleteWeek(context.db, member.company.id, id) : false;
    } catch (error) {
      console.error("sales metrics delete failed", error);
      return data({ error: T.deleteFailed }, { status: 500 });
    }
    if (!removed) return data({ error: T.deleteFailed }, { status: 404 });
    return redirectWithToast(context.toasts, request, "/sales-metrics", { title: T.deletedTitle, description: T.deleted });
  }
  return data({ error: T.saveFailed }, { status: 400 });
}

type Page = ReturnType<typeof useLoaderData<typeof loader>>;
type WeekRow = Page["weeks"][number];

const pct = (v: number) => `${v.toFixed(1)}%`;
const label = (w: { week: number; year: number }) => `W${w.week} ${w.year}`;

export default function SalesMetricsPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="min-h-screen">
      <PageHeader
        title={T.title}
        subtitle={page.companyName}
        links={[
          ["/admin/dashboard", "Back to Dashboard"],
          ["/numbers", "Financial Dashboard"],
        ]}
      />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <PeriodPicker page={page} />
        {actionData?.error ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-2 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {/* Keyed by period: choosing another week starts from that week's record. */}
        <WeekForm key={`${page.period.year}-${page.period.week}`} page={page} />
        <DirectTrends weeks={page.weeks} />
        <AgencyTrends weeks={page.weeks} />
        <ConversionRates page={page} />
      </main>
    </div>
  );
}

function PeriodPicker({ page }: { page: Page }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border bg-white p-4 shadow-sm" aria-label={T.period}>
      {(
        [
          ["week", T.week, page.options.weeks, page.period.week],
          ["year", T.year, page.options.years, page.period.year],
        ] as const
      ).map(([name, text, values, current]) => (
        <div key={name}>
          <label htmlFor={`period-${name}`} className="mb-1 block text-sm font-medium text-gray-700">
            {text}
          </label>
          <select id={`period-${name}`} name={name} defaultValue={current} className="rounded-md border px-3 py-2">
            {values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="rounded-md border px-4 py-2 hover:bg-gray-100">
        {T.load}
      </button>
    </Form>
  );
}

const inputClass = "block w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

function NumberField({ name, value, money }: { name: string; value: number; money?: boolean }) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="mb-1 block text-sm text-gray-700">
        {L[name]}
      </label>
      <input id={`f-${name}`} name={name} type="number" min={0} step={money ? "0.01" : "1"} inputMode={money ? "decimal" : "numeric"} defaultValue={value} className={inputClass} />
    </div>
  );
}

function Total({ name, value, money }: { name: string; value: number; money?: boolean }) {
  return (
    <div>
      <span className="mb-1 block text-sm text-gray-700">{L[name]}</span>
      <output data-testid={`total-${name}`} className="block rounded-md bg-gray-100 px-3 py-2 font-semibold">
        {money ? formatEuroWhole(value) : value}
      </output>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

/** The week's figures; the read-only totals follow the inputs live with JavaScript. */
function WeekForm({ page }: { page: Page }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "sales.save";
  const r = page.record;
  const [totals, setTotals] = useState({ investment: r.marketingInvestment, mqls: r.mqlsMarketing, sqls: r.sqlsTotal });
  useEffect(() => setTotals({ investment: r.marketingInvestment, mqls: r.mqlsMarketing, sqls: r.sqlsTotal }), [r]);
  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const w = withTotals(readWeekForm((name) => new FormData(e.currentTarget).get(name)));
    setTotals({ investment: w.marketingInvestment, mqls: w.mqlsMarketing, sqls: w.sqlsTotal });
  };
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">
        {label(page.period)}
        {page.currentId ? null : <span className="ml-3 text-sm font-normal text-gray-500">{T.newWeek}</span>}
      </h2>
      <Form method="post" onInput={onInput} className="space-y-4" aria-label={`${T.title} ${label(page.period)}`}>
        <input type="hidden" name="intent" value="sales.save" />
        <input type="hidden" name="week" value={page.period.week} />
        <input type="hidden" name="year" value={page.period.year} />
        <Card title={T.cards.marketing}>
          <NumberField name="marketingInvestmentDirect" value={r.marketingInvestmentDirect} money />
          <NumberField name="marketingInvestmentAgency" value={r.marketingInvestmentAgency} money />
          <Total name="marketingInvestment" value={totals.investment} money />
          <div />
          <NumberField name="mqlsMarketingDirect" value={r.mqlsMarketingDirect} />
          <NumberField name="mqlsMarketingAgency" value={r.mqlsMarketingAgency} />
          <Total name="mqlsMarketing" value={totals.mqls} />
          <NumberField name="mqlsInfluencers" value={r.mqlsInfluencers} />
          <div className="sm:col-span-2 lg:col-span-4">
            <label htmlFor="f-mqlComments" className="mb-1 block text-sm text-gray-700">
              {L.mqlComments}
            </label>
            <input id="f-mqlComments" name="mqlComments" defaultValue={r.mqlComments ?? ""} maxLength={5000} className={inputClass} />
          </div>
        </Card>
        <Card title={T.cards.sql}>
          {SQL_STAGES.map((f) => (
            <NumberField key={f} name={f} value={r[f]} />
          ))}
          <Total name="sqlsTotal" value={totals.sqls} />
        </Card>
        <Card title={T.cards.agency}>
          {AGENCY_STAGES.map((f) => (
            <NumberField key={f} name={f} value={r[f]} />
          ))}
          <NumberField name="agenciesMarketingInvestment" value={r.agenciesMarketingInvestment} money />
        </Card>
        <Card title={T.cards.tiers}>
          {[...DIRECT_TIERS, ...AGENCY_TIERS].map((f) => (
            <NumberField key={f} name={f} value={r[f]} />
          ))}
        </Card>
        <fieldset className="rounded-xl border bg-white p-4 shadow-sm">
          <legend className="px-1 font-semibold">{T.cards.notes}</legend>
          <label htmlFor="f-notes" className="sr-only">
            {L.notes}
          </label>
          <textarea id="f-notes" name="notes" rows={3} defaultValue={r.notes ?? ""} maxLength={5000} className={inputClass} />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={saving} className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white shadow hover:bg-blue-700 disabled:opacity-60">
            {saving ? T.saving : T.save}
          </button>
        </div>
      </Form>
      {page.currentId ? (
        <Form
          method="post"
          onSubmit={(e) => {
            if (!confirm(T.deleteConfirm)) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="sales.delete" />
          <input type="hidden" name="id" value={page.currentId} />
          <button type="submit" className="rounded-md border border-red-300 px-4 py-2 text-sm text-red-700 hover:bg-red-50">
            {T.delete}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** A value with its change against the next older week. */
function Change({ current, previous, kind = "value" }: { current: number; previous?: number; kind?: "value" | "rate" }) {
  const change = weekOverWeek(current, previous, kind);
  if (change === null) return <span className="sr-only">{T.noChange}</span>;
  const tone = change > 0 ? "bg-green-100 text-green-800" : change < 0 ? "bg-red-100 text-red-800" : "bg-gray-100 text-gray-700";
  return <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>{formatChange(change, kind === "rate" ? "pp" : "%")}</span>;
}

function Table({ title, empty, head, children, testId }: { title: string; empty: string | null; head: string[]; children: ReactNode; testId: string }) {
  return (
    <section className="overflow-x-auto rounded-xl border bg-white shadow-sm" aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="px-4 pt-4 text-lg font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="p-4 text-sm text-gray-500">{empty}</p>
      ) : (
        <table className="w-full text-right text-sm" data-testid={testId}>
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

function DirectTrends({ weeks }: { weeks: WeekRow[] }) {
  return (
    <Table title={T.directTrends} testId="direct-trends" empty={weeks.length ? null : T.emptyWeekly} head={["Week", "Direct investment", "Direct MQLs", "SQLs", "Direct customers", "Direct MRR", "Direct ROI"]}>
      {weeks.map((w, i) => {
        const prev = weeks[i + 1];
        return (
          <tr key={w.id} className="border-t">
            <th scope="row" className="px-4 py-2 text-left font-normal">
              {label(w)}
            </th>
            <td className="px-4 py-2">
              {formatEuroWhole(w.record.marketingInvestmentDirect)}
              <Change current={w.record.marketingInvestmentDirect} previous={prev?.record.marketingInvestmentDirect} />
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
              <Change current={w.derived.totalDirectCustomers} previous={prev?.derived.totalDirectCustomers} />
            </td>
            <td className="px-4 py-2">
              {formatEuroWhole(w.derived.directRevenue)}
              <Change current={w.derived.directRevenue} previous={prev?.derived.directRevenue} />
            </td>
            <td className="px-4 py-2">{pct(w.derived.directMqlROI)}</td>
          </tr>
        );
      })}
    </Table>
  );
}

function AgencyTrends({ weeks }: { weeks: WeekRow[] }) {
  const withAgency = weeks.filter((w) => hasAgencyData(w.record));
  return (
    <Table title={T.agencyTrends} testId="agency-trends" empty={withAgency.length ? null : T.emptyAgency} head={["Week", "Agency investment", "Leads", "Won", "Lost", "Win rate", "Agency ROI"]}>
      {withAgency.map((w, i) => {
        const prev = withAgency[i + 1];
        return (
          <tr key={w.id} className="border-t">
            <th scope="row" className="px-4 py-2 text-left font-normal">
              {label(w)}
            </th>
            <td className="px-4 py-2">{formatEuroWhole(w.record.agenciesMarketingInvestment)}</td>
            <td className="px-4 py-2">
              {w.record.agenciesLeads}
              <Change current={w.record.agenciesLeads} previous={prev?.record.agenciesLeads} />
            </td>
            <td className="px-4 py-2">{w.record.agenciesDeal}</td>
            <td className="px-4 py-2">{w.record.agenciesNoDeal}</td>
            <td className="px-4 py-2">
              {pct(w.derived.agenciesWinRate)}
              <Change current={w.derived.agenciesWinRate} previous={prev?.derived.agenciesWinRate} kind="rate" />
            </td>
            <td className="px-4 py-2">{pct(w.derived.agenciesROI)}</td>
          </tr>
        );
      })}
    </Table>
  );
}

const TONE = { green: "bg-green-100 text-green-800", yellow: "bg-yellow-100 text-yellow-800", red: "bg-red-100 text-red-800" } as const;
const RATE_COLUMNS = [
  ["MQL → SQL", "mqlToSql"],
  ["SQL → Customer", "sqlToCustomer"],
  ["Registered / MQL", "registeredPerMql"],
  ["Integrated / Registered", "integratedPerRegistered"],
  ["First chat / MQL", "firstChatPerMql"],
  ["Active / MQL", "activePerMql"],
  ["Customers / MQL", "customersPerMql"],
] as const;

function RateCells({ rates }: { rates: WeekRow["derived"]["rates"] }) {
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

function ConversionRates({ page }: { page: Page }) {
  const weeks = page.weeks.filter((w) => hasConversionData(w.record));
  return (
    <Table title={T.conversion} testId="conversion-rates" empty={weeks.length && page.total ? null : T.emptyConversion} head={["Week", "MQLs", ...RATE_COLUMNS.map(([h]) => h)]}>
      {page.total ? (
        <tr className="border-t bg-gray-50 font-semibold">
          <th scope="row" className="px-4 py-2 text-left">
            {T.total}
          </th>
          <td className="px-4 py-2">{page.total.totalMQLs}</td>
          <RateCells rates={page.total.rates} />
        </tr>
      ) : null}
      {weeks.map((w) => (
        <tr key={w.id} className="border-t">
          <th scope="row" className="px-4 py-2 text-left font-normal">
            {/* Drill-down: the week's own figures in the form above; its notes as a tooltip. */}
            <Link to={`?week=${w.week}&year=${w.year}`} title={w.notes ?? undefined} className="text-blue-700 underline">
              {label(w)}
            </Link>
          </th>
          <td className="px-4 py-2">{w.derived.totalMQLs}</td>
          <RateCells rates={w.derived.rates} />
        </tr>
      ))}
    </Table>
  );
}
