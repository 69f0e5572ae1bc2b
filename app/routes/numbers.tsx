import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { AutoRevenueBreakdown } from "../components/finance/auto-revenue-breakdown";
import { FinancialDataEditor } from "../components/finance/financial-data-editor";
import { RevenueGrowthChart } from "../components/finance/revenue-growth-chart";
import { ValuationPanel } from "../components/finance/valuation-panel";
import { YearlyOverviewSection } from "../components/finance/yearly-overview";
import { PageTitle } from "../components/page-header";
import { directSalesEditError, NUMBERS_TEXTS as T, VALUATION_FORM_ERRORS } from "../copy/finance/texts";
import { readDirectSalesEdit } from "../domain/finance/direct-sales-edit";
import { AutoRevenueConfigurationSchema, ValuationParametersSchema } from "../schemas/finance";
import { requireMember } from "../server/auth/auth.server";
import { saveAutoRevenueConfiguration } from "../server/company/startup-data.server";
import { updateDirectSalesForMonth } from "../server/finance/auto-revenue.server";
import {
  calculateValuation,
  getValuationDefaults,
  loadFinancialDashboard,
} from "../server/finance/financial-dashboard.server";
import { recordPageView } from "../server/investors/page-views.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const asOf = new Date();
  const page = await loadFinancialDashboard(
    context.db,
    member.company.id,
    new URL(request.url).searchParams,
    asOf,
  );
  // A company without startup data fills in the wizard first.
  if (!page) throw redirect("/numbers/wizard");
  const headers = await recordPageView(request, context, member.company.id, asOf);
  return data(page, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const companyId = member.company.id;
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");

  if (intent === "autoRevenue.save") {
    const submission = parseForm(form, AutoRevenueConfigurationSchema);
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const outcome = await saveAutoRevenueConfiguration(context.db, companyId, submission.value, new Date());
    if (!outcome.ok)
      return data({ intent, result: submission.reply({ formErrors: [outcome.message] }) }, { status: 500 });
    const A = T.autoRevenue;
    const toast =
      outcome.sync && !outcome.sync.ok
        ? {
            title: A.warningTitle,
            description: A.savedWithWarning(outcome.sync.message),
            variant: "destructive" as const,
          }
        : { title: A.savedTitle, description: outcome.sync?.message ?? A.savedDescription };
    return redirectWithToast(context.toasts, request, "/numbers#auto-revenue", toast);
  }

  if (intent === "valuation.defaults") {
    return data({ intent, parameters: await getValuationDefaults(context.db, companyId) });
  }

  if (intent === "valuation.calculate") {
    const posted = Object.fromEntries(
      [...form].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const submission = parseForm(form, ValuationParametersSchema);
    if (submission.status !== "success") {
      const fieldErrors = Object.fromEntries(
        Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => Array.isArray(e[1])),
      );
      return data(
        { intent, refused: { posted, fieldErrors, error: VALUATION_FORM_ERRORS.refused } },
        { status: 400 },
      );
    }
    const outcome = await calculateValuation(context.db, companyId, submission.value, new Date());
    if (outcome.status === "no-startup-data") throw redirect("/numbers/wizard");
    if (outcome.status === "refused")
      return data(
        { intent, refused: { posted, fieldErrors: outcome.fieldErrors, error: outcome.error } },
        { status: 400 },
      );
    return redirectWithToast(
      context.toasts,
      request,
      outcome.status === "calculated" ? "/numbers?valuation=1#valuation" : "/numbers#valuation",
      outcome.toast,
    );
  }

  if (intent === "directSales.update") {
    const edit = readDirectSalesEdit(form);
    if (!edit.ok)
      return data({ intent, month: edit.month, error: directSalesEditError(edit.error) }, { status: 400 });
    const result = await updateDirectSalesForMonth(context.db, companyId, edit, new Date());
    return redirectWithToast(
      context.toasts,
      request,
      `/numbers?breakdown=1&breakdownYear=${edit.year}#breakdown`,
      {
        title: result.title,
        description: result.message,
        variant: result.ok && !result.warning ? "default" : "destructive",
      },
    );
  }

  return data({ intent, error: T.unknownAction }, { status: 400 });
}

export default function NumbersRoute() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen">
      {navigation.state === "loading" ? (
        <div
          role="status"
          className="fixed right-4 top-4 z-40 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-gray-700 shadow print:hidden"
        >
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
            aria-hidden="true"
          />
          {T.loading}
        </div>
      ) : null}
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <PageTitle title={T.title} />
        <div className="print:hidden">
          <FinancialDataEditor
            data={d.startupData}
            autoYearly={d.autoYearly}
            currentYear={d.currentYear}
            actionData={
              actionData?.intent === "autoRevenue.save" && "result" in actionData ? actionData : null
            }
          />
        </div>
        <div className="print:hidden">
          <RevenueGrowthChart points={d.revenueSeries} currentYear={d.currentYear} />
        </div>
        <div className="print:hidden">
          <ValuationPanel
            data={d.startupData}
            savedParameters={d.parameters}
            smartDefaults={
              actionData?.intent === "valuation.defaults" && "parameters" in actionData
                ? actionData.parameters
                : null
            }
            valuation={d.valuation}
            refused={
              actionData?.intent === "valuation.calculate" && "refused" in actionData
                ? actionData.refused
                : null
            }
          />
        </div>
        <div className="print:hidden">
          <AutoRevenueBreakdown
            breakdown={d.breakdown}
            actionError={
              actionData?.intent === "directSales.update" && "error" in actionData
                ? (actionData.error ?? null)
                : null
            }
          />
        </div>
        <YearlyOverviewSection overview={d.overview} showCostDetails={d.showCostDetails} />
      </main>
    </div>
  );
}
