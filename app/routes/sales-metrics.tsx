import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { AgencyTrends, ConversionRates, DirectTrends } from "../components/growth/sales/trend-tables";
import { PeriodPicker, WeekForm } from "../components/growth/sales/week-form";
import { FunnelStatus, WeekOverview } from "../components/growth/sales/weekly-analysis";
import { PageTitle } from "../components/page-header";
import { SALES_TEXTS as T } from "../copy/growth/sales-texts";
import {
  funnelStatus,
  readWeekChoice,
  weekChoiceValue,
  weekOverview,
} from "../domain/growth/sales-dashboard";
import { requireMember } from "../server/auth/auth.server";
import {
  handleWeekIntent,
  listWeekRows,
  totalOfRows,
  weekFormData,
} from "../server/growth/sales-metrics.server";
import { readForm } from "../server/platform/form.server";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const weeks = await listWeekRows(context.db, member.company.id);
  const params = new URL(request.url).searchParams;
  const dated = weeks.map(({ week, year, record }) => ({ week, year, record }));
  const choice = readWeekChoice(params.get("period"), dated);
  return {
    ...weekFormData(weeks, params, new Date()),
    // The tables derive each week's figures from its record (trend-tables): not sent twice.
    weeks: weeks.map(({ id, week, year, notes, record }) => ({ id, week, year, notes, record })),
    total: totalOfRows(weeks),
    choice: choice === "all" ? "all" : weekChoiceValue(choice),
    weekOptions: weeks.map((w) => ({ value: weekChoiceValue(w), week: w.week, year: w.year })),
    overview: weekOverview(dated, choice),
    status: weeks.length ? funnelStatus(weeks.map((w) => w.record)) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "en");
  const answer = await handleWeekIntent(String(form.get("intent") ?? ""), form, {
    request,
    context,
    companyId: member.company.id,
  });
  return answer ?? data({ intent: "unknown", error: T.saveFailed }, { status: 400 });
}

export default function SalesMetricsPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="min-h-screen">
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <PageTitle title={T.title} />
        <PeriodPicker page={page} />
        {actionData && "error" in actionData ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-2 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {/* Keyed by period: choosing another week starts from that week's record. */}
        <WeekForm key={`${page.period.year}-${page.period.week}`} page={page} />
        {page.overview ? (
          <WeekOverview
            overview={page.overview}
            choice={page.choice}
            weekOptions={page.weekOptions}
            keep={{ week: String(page.period.week), year: String(page.period.year) }}
          />
        ) : null}
        {page.status ? <FunnelStatus status={page.status} /> : null}
        <DirectTrends weeks={page.weeks} />
        <AgencyTrends weeks={page.weeks} />
        <ConversionRates
          weeks={page.weeks}
          total={page.total}
          drill={(w) => `?week=${w.week}&year=${w.year}`}
        />
      </main>
    </div>
  );
}
