import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AutoRevenueBreakdown } from "../components/finance/auto-revenue-breakdown";
import { FinancialDataEditor } from "../components/finance/financial-data-editor";
import { RevenueGrowthChart } from "../components/finance/revenue-growth-chart";
import { ValuationPanel } from "../components/finance/valuation-panel";
import { YearlyOverviewSection } from "../components/finance/yearly-overview";
import { computeYearlyCohortRevenue, listBreakdownYears, summarizeRevenueBreakdown } from "../domain/finance/auto-revenue";
import { getSmartDefaults } from "../domain/finance/benchmarks";
import { parseOptionalNumber } from "../domain/finance/parse-number";
import { buildRevenueGrowthSeries } from "../domain/finance/revenue-chart";
import { computeCurrentRevenue, computeValuation, resolveValuationParameters } from "../domain/finance/valuation";
import { clampOverviewYear } from "../domain/finance/yearly-overview";
import { formatEuroWhole } from "../domain/format/money";
import { AutoRevenueConfigurationSchema, ValuationParametersSchema } from "../schemas/finance";
import { requireMember } from "../server/auth.server";
import { listCustomerCohorts, listDirectSalesCosts, updateDirectSalesForMonth } from "../server/auto-revenue.server";
import { composeYearlyOverview, listMonthlyCostRecords } from "../server/financial-overview.server";
import { recordPageView } from "../server/page-views.server";
import {
  checkMonthlyCosts,
  currentYearCostsOf,
  currentYearOf,
  getStartupData,
  saveAutoRevenueConfiguration,
  saveValuationParameters,
  toValuationInput,
  toValuationParameters,
} from "../server/startup-data.server";
import { redirectWithToast } from "../server/toast.server";
import { LogoutButton, PageHeader } from "../components/page-header";
import { readForm } from "../server/form.server";
import { AMOUNT_RANGE, parseMonth, parseYear } from "../domain/bounds";

export const meta: MetaFunction = () => [{ title: "Financial Dashboard" }];

/** The valuation toasts (docs/product.md#valuation). */
export const VALUATION_TOASTS = {
  calculated: "✅ Bedrijfswaarde berekend",
  failed: "Fout bij waardering",
  saveFailed: "Fout bij opslaan",
  genericError: "Er is een fout opgetreden",
  missingParameters: "Fout bij waardering: vul alle waarderingsparameters in.",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const companyId = member.company.id;
  const asOf = new Date();
  const currentYear = currentYearOf(asOf);
  const url = new URL(request.url);
  const params = url.searchParams;

  const overviewYear = clampOverviewYear(params.get("year"), currentYear);
  const showBreakdown = params.get("breakdown") === "1";
  const breakdownYears = listBreakdownYears(currentYear);
  const requestedBreakdownYear = Number(params.get("breakdownYear"));
  const breakdownYear = breakdownYears.includes(requestedBreakdownYear) ? requestedBreakdownYear : currentYear;

  const [row, cohorts, costRecords, directSales, monthlyCheck] = await Promise.all([
    getStartupData(context.db, companyId),
    listCustomerCohorts(context.db, companyId),
    listMonthlyCostRecords(context.db, companyId, overviewYear),
    showBreakdown ? listDirectSalesCosts(context.db, companyId, breakdownYear) : Promise.resolve(null),
    checkMonthlyCosts(context.db, companyId, currentYear),
  ]);
  // A company without startup data fills in the wizard first.
  if (!row) throw redirect("/numbers/wizard");

  // This year's costs from the one cost source, as the yearly overview and the report show them.
  const currentYearCosts = currentYearCostsOf(row, monthlyCheck, asOf);
  const cohortYearly = computeYearlyCohortRevenue(cohorts, currentYear).totalYearlyRevenue;
  // This year's auto-generated revenue counts only while auto revenue is switched on (as in the report).
  const autoYearly = row.autoRevenueCalculationEnabled ? cohortYearly : 0;
  const overview = composeYearlyOverview(overviewYear, row, cohorts, costRecords, { ...currentYearCosts, year: currentYear });

  let breakdown = null;
  if (showBreakdown && directSales) {
    const months = computeYearlyCohortRevenue(cohorts, breakdownYear).monthlyBreakdown;
    const editMonth = parseOptionalNumber(params.get("editMonth"));
    breakdown = {
      year: breakdownYear,
      years: breakdownYears,
      months: months.map((m) => ({ ...m, directSalesCosts: directSales[m.month - 1] ?? 0 })),
      summary: summarizeRevenueBreakdown(months),
      editMonth: editMonth !== undefined && Number.isInteger(editMonth) && editMonth >= 1 && editMonth <= 12 ? editMonth : null,
    };
  }

  const parameters = resolveValuationParameters(toValuationParameters(row));
  const valuationInput = toValuationInput(row, cohortYearly);
  // ?valuation=1 after 'Bereken Bedrijfswaarde': the result of the saved parameters.
  const valuation = params.get("valuation") === "1" ? computeValuation(valuationInput, parameters) : null;

  const headers = await recordPageView(request, context, companyId, asOf);
  return data(
    {
      currentYear,
      startupData: { ...row, costCalculationSource: currentYearCosts.source, fixedCostsCurrentYear: currentYearCosts.fixed, variableCostsCurrentYear: currentYearCosts.variable },
      autoYearly,
      revenueSeries: buildRevenueGrowthSeries({ ...row, currentRevenueEstimate: computeCurrentRevenue(row.mrrCurrent, autoYearly) }, currentYear),
      parameters,
      valuation,
      overview,
      showCostDetails: params.get("details") === "1",
      breakdown,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const companyId = member.company.id;
  const asOf = new Date();
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");

  if (intent === "autoRevenue.save") {
    const submission = parseWithZod(form, { schema: AutoRevenueConfigurationSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const outcome = await saveAutoRevenueConfiguration(context.db, companyId, submission.value, asOf);
    if (!outcome.ok) return data({ intent, result: submission.reply({ formErrors: [outcome.message] }) }, { status: 500 });
    if (outcome.sync && !outcome.sync.ok) {
      return redirectWithToast(context.toasts, request, "/numbers#auto-revenue", { title: "Waarschuwing", description: `Configuratie opgeslagen. ${outcome.sync.message}`, variant: "destructive" });
    }
    return redirectWithToast(context.toasts, request, "/numbers#auto-revenue", {
      title: "✅ Configuratie opgeslagen",
      description: outcome.sync?.message ?? "De CAC/LTV configuratie is bijgewerkt.",
    });
  }

  if (intent === "valuation.defaults") {
    const row = await getStartupData(context.db, companyId);
    return data({ intent, parameters: getSmartDefaults({ sector: row?.sector, stage: row?.stage }) });
  }

  if (intent === "valuation.calculate") {
    const parsed = ValuationParametersSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data({ intent, error: VALUATION_TOASTS.missingParameters }, { status: 400 });
    const parameters = parsed.data;
    let row;
    try {
      row = await getStartupData(context.db, companyId);
      if (!row || !(await saveValuationParameters(context.db, companyId, parameters, asOf))) throw redirect("/numbers/wizard");
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("valuation parameters not saved", error);
      return redirectWithToast(context.toasts, request, "/numbers#valuation", { title: VALUATION_TOASTS.saveFailed, description: VALUATION_TOASTS.genericError, variant: "destructive" });
    }
    const cohorts = await listCustomerCohorts(context.db, companyId);
    const outcome = computeValuation(toValuationInput(row, computeYearlyCohortRevenue(cohorts, currentYearOf(asOf)).totalYearlyRevenue), parameters);
    if (!outcome.ok) {
      return redirectWithToast(context.toasts, request, "/numbers#valuation", { title: VALUATION_TOASTS.failed, description: outcome.message, variant: "destructive" });
    }
    return redirectWithToast(context.toasts, request, "/numbers?valuation=1#valuation", {
      title: VALUATION_TOASTS.calculated,
      description: `DCF waardering: ${formatEuroWhole(outcome.result.dcfValuation)}`,
    });
  }

  if (intent === "directSales.update") {
    const year = parseYear(form.get("year"));
    const month = parseMonth(form.get("month"));
    const costs = parseOptionalNumber(form.get("direct_sales_costs"));
    if (year === null || month === null) return data({ intent, month, error: "Ongeldige maand of jaar." }, { status: 400 });
    const back = `/numbers?breakdown=1&breakdownYear=${year}#breakdown`;
    if (costs === undefined || costs < 0 || costs > AMOUNT_RANGE.max) {
      const error = costs === undefined ? "Voer een geldig getal in" : costs < 0 ? "Bedrag mag niet negatief zijn" : "Bedrag is te groot";
      return data({ intent, month, error }, { status: 400 });
    }
    const result = await updateDirectSalesForMonth(context.db, companyId, { month, year, directSalesCosts: costs }, asOf);
    return redirectWithToast(context.toasts, request, back, { title: result.title, description: result.message, variant: result.ok && !result.warning ? "default" : "destructive" });
  }

  return data({ intent, error: "Onbekende actie" }, { status: 400 });
}

export default function NumbersRoute() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen">
      {navigation.state === "loading" ? (
        <div role="status" className="fixed right-4 top-4 z-40 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-gray-700 shadow print:hidden">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" aria-hidden="true" />
          Laden...
        </div>
      ) : null}
      <PageHeader
        title="Financial Dashboard"
        subtitle={d.startupData.companyName}
        links={[
          ["/admin/dashboard", "Dashboard"],
          ["/monthly-costs", "Monthly Costs"],
          ["/forecast", "Forecast"],
          ["/sales-metrics", "Sales Metrics"],
          ["/report", "Rapport"],
        ]}
      >
        <LogoutButton />
      </PageHeader>
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <div className="print:hidden">
          <FinancialDataEditor data={d.startupData} autoYearly={d.autoYearly} currentYear={d.currentYear} actionData={actionData?.intent === "autoRevenue.save" && "result" in actionData ? actionData : null} />
        </div>
        <div className="print:hidden">
          <RevenueGrowthChart points={d.revenueSeries} />
        </div>
        <div className="print:hidden">
          <ValuationPanel
            data={d.startupData}
            savedParameters={d.parameters}
            smartDefaults={actionData?.intent === "valuation.defaults" && "parameters" in actionData ? actionData.parameters : null}
            valuation={d.valuation}
          />
        </div>
        <div className="print:hidden">
          <AutoRevenueBreakdown breakdown={d.breakdown} actionError={actionData?.intent === "directSales.update" && "error" in actionData ? (actionData.error ?? null) : null} />
        </div>
        <YearlyOverviewSection overview={d.overview} showCostDetails={d.showCostDetails} />
      </main>
    </div>
  );
}
