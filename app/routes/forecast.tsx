import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LazyEuroLineChart } from "../components/charts/lazy-charts";
import { ErrorList, StatusButton } from "../components/forms";
import { PageHeader } from "../components/page-header";
import { useHydrated } from "../components/use-hydrated";
import { formatEuroExact, formatEuroWhole } from "../domain/format/money";
import { DEFAULT_PROJECTION_MONTHS, missingForecastFields, PROJECTION_MONTH_OPTIONS, summarizeForecast } from "../domain/growth/forecast";
import { FORECAST_TEXTS as T } from "../domain/growth/forecast-texts";
import { ScenarioFormSchema } from "../schemas/forecast";
import { requireMember } from "../server/auth.server";
import { createScenario, deleteScenario, getForecastProfile, listProjections, listScenarios } from "../server/forecast.server";
import { redirectWithToast } from "../server/toast.server";
import { readForm } from "../server/form.server";

export const meta: MetaFunction = () => [{ title: "Revenue Forecast" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const companyId = member.company.id;
  const params = new URL(request.url).searchParams;
  const profile = await getForecastProfile(context.db, companyId);
  const base = { companyName: member.company.name };
  if (!profile) return { ...base, state: "no-data" as const };
  const missing = missingForecastFields(profile);
  if (missing.length > 0) return { ...base, state: "missing" as const, missing };
  const scenarios = await listScenarios(context.db, companyId);
  const selected = scenarios.find((s) => s.id === params.get("scenario")) ?? scenarios[0] ?? null;
  const projections = selected ? await listProjections(context.db, companyId, selected.id) : [];
  return {
    ...base,
    state: "ready" as const,
    scenarios: scenarios.map((s) => ({ id: s.id, name: s.scenarioName })),
    selected,
    projections,
    summary: summarizeForecast(projections),
    showForm: params.get("new") === "1",
    // ?delete=id: the confirmation step of a delete without JavaScript.
    confirmDelete: scenarios.filter((s) => s.id === params.get("delete")).map((s) => ({ id: s.id, name: s.scenarioName }))[0] ?? null,
    today: new Date().toISOString().slice(0, 10),
  };
}

type ActionData = { intent: string; error: string; fieldErrors?: Record<string, string[] | null | undefined>; values?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "en");
  const intent = String(form.get("intent") ?? "");

  if (intent === "scenario.create") {
    const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const submission = parseWithZod(form, { schema: ScenarioFormSchema });
    if (submission.status !== "success") {
      return data<ActionData>({ intent, error: T.createFailedTitle, fieldErrors: submission.error ?? {}, values }, { status: 400 });
    }
    try {
      const outcome = await createScenario(context.db, member.company.id, member.user.id, submission.value, new Date());
      if (!outcome.ok) return data<ActionData>({ intent, error: `${T.missingInputsTitle}: ${T.missingInputs}`, values }, { status: 400 });
      return redirectWithToast(context.toasts, request, `/forecast?scenario=${outcome.id}`, { title: T.createdTitle, description: T.created });
    } catch (error) {
      console.error("scenario create failed", error);
      return data<ActionData>({ intent, error: T.createFailed((error as Error).message || T.unknownError), values }, { status: 500 });
    }
  }

  if (intent === "scenario.delete") {
    const id = String(form.get("id") ?? "").slice(0, 100);
    try {
      if (!id || !(await deleteScenario(context.db, member.company.id, id))) {
        return data<ActionData>({ intent, error: T.deleteFailed(T.notFound) }, { status: 404 });
      }
    } catch (error) {
      console.error("scenario delete failed", error);
      return data<ActionData>({ intent, error: T.deleteFailed((error as Error).message || T.unknownError) }, { status: 500 });
    }
    return redirectWithToast(context.toasts, request, "/forecast", { title: T.deletedTitle, description: T.deleted });
  }

  return data<ActionData>({ intent, error: T.unknownError }, { status: 400 });
}

const deleteButton = "rounded-full px-2 text-gray-500 hover:bg-red-100 hover:text-red-700";

const monthLabel = (month: number, year: number) => `${String(month).padStart(2, "0")}-${year}`;
const percent = (v: number) => `${v.toLocaleString("nl-NL", { maximumFractionDigits: 1 })}%`;

export default function ForecastPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <div className="min-h-screen">
      <PageHeader title={T.title} subtitle={page.companyName} links={[["/numbers", "Back to Dashboard"]]} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        {page.state !== "ready" ? (
          <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="mb-4">{page.state === "no-data" ? T.noStartupData : T.missingFields(page.missing)}</p>
            <Link to="/numbers" className="rounded-md bg-red-600 px-4 py-2 text-white hover:bg-red-700">
              {T.toDashboard}
            </Link>
          </section>
        ) : (
          <ScenarioManager page={page} actionData={actionData} />
        )}
      </main>
    </div>
  );
}

type Ready = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: "ready" }>;

function ScenarioManager({ page, actionData }: { page: Ready; actionData?: ActionData }) {
  const createError = actionData?.intent === "scenario.create" ? actionData : undefined;
  const deleteError = actionData?.intent === "scenario.delete" ? actionData.error : undefined;
  const formOpen = page.showForm || !!createError;
  const hydrated = useHydrated();
  const { selected, summary, projections } = page;
  const chartRows = projections.map((p) => ({
    maand: monthLabel(p.month, p.year),
    [T.series.monthly]: p.monthlyRecurringRevenue,
    [T.series.cumulative]: p.cumulativeRevenue,
    [T.series.customers]: p.totalActiveCustomers,
    [T.series.investment]: p.marketingInvestment,
  }));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Scenarios" className="flex flex-wrap gap-2">
          {page.scenarios.map((s) => (
            <span key={s.id} className={`inline-flex items-center gap-1 rounded-full border py-1 pl-3 pr-1 text-sm ${s.id === selected?.id ? "border-blue-600 bg-blue-50 text-blue-800" : "bg-white"}`}>
              <Link to={`?scenario=${s.id}`} aria-current={s.id === selected?.id ? "true" : undefined}>
                {s.name}
              </Link>
              {hydrated ? (
                <Form
                  method="post"
                  onSubmit={(e) => {
                    if (!confirm(T.deleteConfirm)) e.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="scenario.delete" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" aria-label={`${T.delete} ${s.name}`} className={deleteButton}>
                    ×
                  </button>
                </Form>
              ) : (
                // Without JavaScript there is no confirm(): the link opens a confirmation step.
                <Link to={`?scenario=${selected?.id ?? s.id}&delete=${s.id}`} aria-label={`${T.delete} ${s.name}`} className={deleteButton}>
                  ×
                </Link>
              )}
            </span>
          ))}
        </nav>
        {page.scenarios.length > 0 && !formOpen ? (
          <Link to="?new=1" className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700">
            {T.newScenario}
          </Link>
        ) : null}
      </div>
      {page.confirmDelete ? (
        <section role="alertdialog" aria-labelledby="confirm-delete-title" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p id="confirm-delete-title" className="mb-3 font-medium text-red-900">
            {T.deleteConfirm} ({page.confirmDelete.name})
          </p>
          <div className="flex gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="scenario.delete" />
              <input type="hidden" name="id" value={page.confirmDelete.id} />
              <button type="submit" className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800">
                {T.delete}
              </button>
            </Form>
            <Link to={`?scenario=${selected?.id ?? ""}`} className="rounded-md border bg-white px-4 py-2 text-sm hover:bg-gray-50">
              {T.cancel}
            </Link>
          </div>
        </section>
      ) : null}
      {deleteError ? (
        <p role="alert" className="text-sm text-red-700">
          {deleteError}
        </p>
      ) : null}
      {formOpen ? <ScenarioForm today={page.today} error={createError} /> : null}

      {!selected ? (
        !formOpen ? (
          <section className="rounded-xl border bg-white p-10 text-center shadow-sm">
            <h2 className="mb-2 text-xl font-semibold">{T.emptyTitle}</h2>
            <p className="mb-6 text-gray-600">{T.emptyBody}</p>
            <Link to="?new=1" className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700">
              {T.firstScenario}
            </Link>
          </section>
        ) : null
      ) : (
        <section aria-labelledby="scenario-heading" className="space-y-6">
          <div className="rounded-xl border bg-white p-6 shadow-sm">
            <h2 id="scenario-heading" className="mb-2 text-lg font-semibold">
              {selected.scenarioName}
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-4">
              <Detail label={T.fields.projectionStartDate} value={selected.projectionStartDate} />
              <Detail label={T.fields.monthlyMarketingBudget} value={formatEuroExact(selected.monthlyMarketingBudget)} />
              <Detail label={T.fields.marketingBudgetGrowthRate} value={percent(selected.marketingBudgetGrowthRate)} />
              <Detail label={T.fields.projectionMonths} value={T.months(selected.projectionMonths)} />
            </dl>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="forecast-summary">
            <Card label={T.cards.customers} value={summary.finalActiveCustomers.toLocaleString("nl-NL")} />
            <Card label={T.cards.mrr} value={formatEuroWhole(summary.finalMRR)} />
            <Card label={T.cards.cumulative} value={formatEuroWhole(summary.totalRevenue)} />
            <Card label={T.cards.investment} value={formatEuroWhole(summary.totalInvestment)} note={`${T.roi} ${percent(summary.roi)}`} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="rounded-xl border bg-white p-4 shadow-sm">
              <h3 className="mb-2 font-semibold">{T.revenueChart}</h3>
              <LazyEuroLineChart data={chartRows} index="maand" categories={[T.series.monthly, T.series.cumulative]} label={T.revenueChart} />
            </div>
            <div className="rounded-xl border bg-white p-4 shadow-sm">
              <h3 className="mb-2 font-semibold">{T.customersChart}</h3>
              {/* Customers and euros differ by orders of magnitude: each on its own axis, in its own chart. */}
              <LazyEuroLineChart data={chartRows} index="maand" categories={[T.series.customers]} colors={["violet"]} format="count" label={T.series.customers} className="h-32" />
              <LazyEuroLineChart data={chartRows} index="maand" categories={[T.series.investment]} colors={["amber"]} label={T.series.investment} className="h-32" />
            </div>
          </div>
          <div tabIndex={0} className="max-h-96 overflow-auto rounded-xl border bg-white shadow-sm">
            <table className="w-full text-right text-sm">
              <caption className="px-4 py-2 text-left font-semibold">{T.tableCaption}</caption>
              <thead className="sticky top-0 bg-gray-50 text-gray-600">
                <tr>
                  {T.columns.map((c) => (
                    <th key={c} scope="col" className="px-4 py-2 font-medium first:text-left">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {projections.map((p) => (
                  <tr key={`${p.year}-${p.month}`} className="border-t" data-testid="projection-row">
                    <th scope="row" className="px-4 py-1.5 text-left font-normal">
                      {monthLabel(p.month, p.year)}
                    </th>
                    <td className="px-4 py-1.5">{formatEuroWhole(p.marketingInvestment)}</td>
                    <td className="px-4 py-1.5">{p.newCustomers}</td>
                    <td className="px-4 py-1.5">{p.totalActiveCustomers}</td>
                    <td className="px-4 py-1.5">{formatEuroWhole(p.monthlyRecurringRevenue)}</td>
                    <td className="px-4 py-1.5">{formatEuroWhole(p.cumulativeRevenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border bg-white p-4 shadow-sm">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
      {note ? <p className="text-sm text-gray-600">{note}</p> : null}
    </div>
  );
}

/** 'Nieuw Scenario': a plain form (works without JS); with JS the button waits for a name and a date. */
function ScenarioForm({ today, error }: { today: string; error?: ActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "scenario.create";
  const values = error?.values ?? {};
  const [name, setName] = useState(values.scenarioName ?? "");
  const [start, setStart] = useState(values.projectionStartDate ?? today);
  // The empty-field rule needs JavaScript; without it the server answers with the reason.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const field = (key: keyof typeof T.fields) => ({
    id: `scenario-${key}`,
    name: key,
    "aria-invalid": error?.fieldErrors?.[key]?.length ? true : undefined,
    "aria-describedby": error?.fieldErrors?.[key]?.length ? `scenario-${key}-error` : undefined,
    className: "block w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500",
  });
  const label = (key: keyof typeof T.fields) => (
    <label htmlFor={`scenario-${key}`} className="mb-1 block text-sm font-medium text-gray-700">
      {T.fields[key]}
    </label>
  );
  const errors = (key: keyof typeof T.fields) => <ErrorList id={`scenario-${key}-error`} errors={error?.fieldErrors?.[key]} />;
  return (
    <section role="dialog" aria-labelledby="new-scenario-title" className="rounded-xl border-2 border-blue-200 bg-white p-6 shadow-sm">
      <h2 id="new-scenario-title" className="mb-4 text-lg font-semibold">
        {T.newScenario}
      </h2>
      <Form method="post" action="/forecast" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="scenario.create" />
        <div className="sm:col-span-2">
          {label("scenarioName")}
          <input {...field("scenarioName")} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
          {errors("scenarioName")}
        </div>
        <div>
          {label("projectionStartDate")}
          <input {...field("projectionStartDate")} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
          {errors("projectionStartDate")}
        </div>
        <div>
          {label("projectionMonths")}
          <select {...field("projectionMonths")} defaultValue={values.projectionMonths ?? String(DEFAULT_PROJECTION_MONTHS)}>
            {PROJECTION_MONTH_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {T.months(n)}
              </option>
            ))}
          </select>
          {errors("projectionMonths")}
        </div>
        <div>
          {label("monthlyMarketingBudget")}
          <input {...field("monthlyMarketingBudget")} type="number" min={0} step="any" inputMode="decimal" defaultValue={values.monthlyMarketingBudget ?? "0"} />
          {errors("monthlyMarketingBudget")}
        </div>
        <div>
          {label("marketingBudgetGrowthRate")}
          <input {...field("marketingBudgetGrowthRate")} type="number" step={0.1} inputMode="decimal" defaultValue={values.marketingBudgetGrowthRate ?? "0"} />
          {errors("marketingBudgetGrowthRate")}
        </div>
        {error && !error.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error.error}
          </p>
        ) : null}
        <div className="flex gap-2 sm:col-span-2">
          <StatusButton pending={busy} pendingText={T.creating} disabled={hydrated && (!name.trim() || !start.trim())}>
            {T.create}
          </StatusButton>
          <Link to="/forecast" className="rounded-md px-4 py-2 text-gray-600 hover:text-gray-900">
            {T.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
