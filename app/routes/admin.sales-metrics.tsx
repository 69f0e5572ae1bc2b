import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { SalesDashboard } from "../components/growth/sales/dashboard";
import { PageTitle } from "../components/page-header";
import { DASHBOARD_TEXTS as D } from "../copy/growth/sales-dashboard-texts";
import { SALES_TEXTS as T } from "../copy/growth/sales-texts";
import { salesViewLabel } from "../domain/growth/sales-dashboard";
import { requireMember } from "../server/auth/auth.server";
import { loadSalesDashboard } from "../server/growth/sales-dashboard.server";
import { handleWeekIntent } from "../server/growth/sales-metrics.server";
import { readForm } from "../server/platform/form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${salesViewLabel(data.dashboard.view)} · ${D.title}` : D.title },
];

/** The dashboard's data as the screen receives it. */
export type SalesDashboardData = SerializeFrom<typeof loader>["dashboard"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const dashboard = await loadSalesDashboard(
    context.db,
    member.company.id,
    new URL(request.url).searchParams,
    new Date(),
  );
  return { dashboard };
}

/** The Input Data view's form: save or delete a week, then back to the view on that week. */
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

export default function AdminSalesMetrics() {
  const { dashboard } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <PageTitle title={D.title} />
      <SalesDashboard
        data={dashboard}
        path="/admin/sales-metrics"
        error={actionData && "error" in actionData ? actionData.error : undefined}
      />
    </main>
  );
}
