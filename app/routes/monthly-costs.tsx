import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CopyDialog } from "../components/finance/monthly-costs/copy-dialog";
import { MonthNavigator } from "../components/finance/monthly-costs/month-navigator";
import { MonthlyCostsForm, type MonthlyCostsFormState } from "../components/finance/monthly-costs/monthly-costs-form";
import { buildNotProcessedNotice } from "../domain/finance/auto-revenue";
import { REPORT_LOADING_MESSAGE } from "../domain/finance/report";
import { buildCopySuccessMessage, toggleYearSelection, listCopyTargets, groupTargetsByYear, type MonthPosition } from "../domain/finance/copy-months";
import {
  addCustomItem,
  createEmptyMonthlyCosts,
  hasOversizedAmount,
  listMonthlyCostYears,
  removeCustomItem,
  validateCustomItemName,
  type CostSectionKey,
} from "../domain/finance/monthly-costs";
import { requireMember } from "../server/auth.server";
import { getAmsterdamPeriod, processDirectSales, runFullAutoRevenueSync } from "../server/auto-revenue.server";
import {
  MONTHLY_COSTS_MESSAGES,
  buildDatabaseErrorMessage,
  copyMonthlyCosts,
  getMonthlyCosts,
  isCostSection,
  listMonthsWithData,
  parseMonth,
  parseYear,
  readCopyForm,
  readCostsForm,
  saveMonthlyCosts,
} from "../server/monthly-costs.server";
import { redirectWithToast } from "../server/toast.server";
import { PageHeader } from "../components/page-header";
import { readForm } from "../server/form.server";
import { GROWTH_PERCENT_RANGE, isInRange } from "../domain/bounds";

export const meta: MetaFunction = () => [{ title: "Monthly Cost Items" }];

const INVALID_PERIOD = "Ongeldige maand of jaar.";
const AMOUNT_TOO_BIG = "Bedrag is te groot (maximaal 1.000.000.000.000).";
const GROWTH_OUT_OF_RANGE = "Groei moet tussen -100% en 1000% liggen.";
const MAX_CUSTOM_ITEM_NAME = 100;

/** month / year from the query (defaults: the current month in Amsterdam), or null when forged. */
function readPeriod(params: URLSearchParams | FormData, fallback: MonthPosition): MonthPosition | null {
  const m = params.get("month");
  const y = params.get("year");
  const month = m === null ? fallback.month : parseMonth(m);
  const year = y === null ? fallback.year : parseYear(y);
  return month === null || year === null ? null : { month, year };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const now = new Date();
  const current = getAmsterdamPeriod(now);
  const position = readPeriod(url.searchParams, current);
  if (!position) throw data({ message: INVALID_PERIOD }, { status: 400 });

  const db = context.db;
  const companyId = member.company.id;
  let record: MonthlyCostsFormState | null = null;
  let loadError: string | null = null;
  try {
    const stored = await getMonthlyCosts(db, companyId, position);
    record = stored ? { values: stored.values, customFields: stored.customFields } : null;
  } catch (error) {
    loadError = buildDatabaseErrorMessage(error);
  }

  let copy: { yearsAhead: number; growth: string; selected: string[]; monthsWithData: string[] } | null = null;
  if (url.searchParams.get("copy") === "1" && record !== null) {
    const { yearsAhead, targets } = readCopyForm(url.searchParams);
    let selected = new Set(targets);
    const toggle = Number(url.searchParams.get("toggle_year"));
    if (Number.isInteger(toggle)) {
      const group = groupTargetsByYear(listCopyTargets(position, yearsAhead)).find((g) => g.year === toggle);
      if (group) selected = toggleYearSelection(selected, group.targets);
    }
    copy = { yearsAhead, growth: url.searchParams.get("growth") ?? "0", selected: [...selected], monthsWithData: await listMonthsWithData(db, companyId) };
  }

  const years = listMonthlyCostYears(current.year);
  if (!years.includes(position.year)) {
    years.push(position.year);
    years.sort((a, b) => a - b);
  }
  return {
    position,
    years,
    record: record ?? { values: createEmptyMonthlyCosts(), customFields: {} },
    hasRecord: record !== null,
    loadError,
    copy,
    companyName: member.company.name,
    loadId: crypto.randomUUID(),
  };
}

type Draft = { draft: MonthlyCostsFormState & { position: MonthPosition }; draftId: string; sectionErrors: Partial<Record<CostSectionKey, string>>; openSection: CostSectionKey };
type ActionResult = Draft | { copyError: string } | { error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const month = parseMonth(form.get("month"));
  const year = parseYear(form.get("year"));
  const position = month !== null && year !== null ? { month, year } : null;
  if (!position) return data<ActionResult>({ error: INVALID_PERIOD }, { status: 400 });
  const db = context.db;
  const companyId = member.company.id;
  const url = new URL(request.url);
  const pageUrl = `${url.pathname}?month=${position.month}&year=${position.year}`;
  const asOf = new Date();

  if (intent === "save" || intent === "open-copy") {
    const { values, customFields } = readCostsForm(form);
    if (hasOversizedAmount(values, customFields)) return data<ActionResult>({ error: AMOUNT_TOO_BIG }, { status: 400 });
    try {
      await saveMonthlyCosts(db, companyId, { ...position, values, customFields }, asOf);
    } catch (error) {
      console.error("saving monthly costs failed", error);
      return redirectWithToast(context.toasts, request, pageUrl, {
        title: MONTHLY_COSTS_MESSAGES.saveFailedTitle,
        description: buildDatabaseErrorMessage(error),
        variant: "destructive",
      });
    }
    const target = intent === "open-copy" ? `${pageUrl}&copy=1` : pageUrl;
    if (!(values.directSalesCosts > 0)) {
      return redirectWithToast(context.toasts, request, target, { title: MONTHLY_COSTS_MESSAGES.savedTitle, description: MONTHLY_COSTS_MESSAGES.savedDescription });
    }
    const result = await processDirectSales(db, companyId, { ...position, directSalesCosts: values.directSalesCosts }, asOf);
    if (result.failed) {
      return redirectWithToast(context.toasts, request, target, {
        title: MONTHLY_COSTS_MESSAGES.savedTitle,
        description: MONTHLY_COSTS_MESSAGES.processingFailed,
        variant: "destructive",
      });
    }
    return redirectWithToast(
      context.toasts,
      request,
      target,
      result.processed
        ? { title: MONTHLY_COSTS_MESSAGES.savedWithRevenueTitle, description: result.message }
        : { title: MONTHLY_COSTS_MESSAGES.savedTitle, description: buildNotProcessedNotice(result.message) },
    );
  }

  if (intent.startsWith("add-item:") || intent.startsWith("delete-item:")) {
    // The no-JavaScript path of the prompt / confirm: the edited month comes back unsaved.
    const [kind, section, ...rest] = intent.split(":");
    if (!isCostSection(section)) return data<ActionResult>({ error: "Onbekende categorie." }, { status: 400 });
    const state = readCostsForm(form);
    const sectionErrors: Partial<Record<CostSectionKey, string>> = {};
    let status = 200;
    if (kind === "add-item") {
      const check = validateCustomItemName(String(form.get(`new_item:${section}`) ?? ""), state.customFields, section);
      if (check.ok && check.name.length > MAX_CUSTOM_ITEM_NAME) {
        sectionErrors[section] = `Maximaal ${MAX_CUSTOM_ITEM_NAME} tekens.`;
        status = 400;
      } else if (check.ok) state.customFields = addCustomItem(state.customFields, section, check.name);
      else if (check.reason === "duplicate") {
        sectionErrors[section] = check.message;
        status = 400;
      }
    } else {
      state.customFields = removeCustomItem(state.customFields, section, rest.join(":"));
    }
    return data<ActionResult>({ draft: { ...state, position }, draftId: crypto.randomUUID(), sectionErrors, openSection: section }, { status });
  }

  if (intent === "copy") {
    const { yearsAhead, growthPercent, targets } = readCopyForm(form);
    if (!isInRange(growthPercent, GROWTH_PERCENT_RANGE)) return data<ActionResult>({ copyError: GROWTH_OUT_OF_RANGE }, { status: 400 });
    const outcome = await copyMonthlyCosts(db, companyId, { source: position, yearsAhead, growthPercent, targets }, asOf);
    if (outcome.ok) {
      // Copied direct sales costs become cohorts: a complete sync when auto revenue is on
      // (it ends at once when it is off; a failure is only logged, as the spec says).
      if (outcome.directSalesCopied) {
        const sync = await runFullAutoRevenueSync(db, companyId, asOf);
        if (!sync.ok) console.warn("auto revenue sync after copy:", sync.message);
      }
      return redirectWithToast(context.toasts, request, pageUrl, { title: MONTHLY_COSTS_MESSAGES.copiedTitle, description: buildCopySuccessMessage(outcome.copied) });
    }
    if (outcome.status === 500) {
      return redirectWithToast(context.toasts, request, pageUrl, {
        title: MONTHLY_COSTS_MESSAGES.copyFailedTitle,
        description: MONTHLY_COSTS_MESSAGES.copyFailedDescription,
        variant: "destructive",
      });
    }
    return data<ActionResult>({ copyError: outcome.message }, { status: outcome.status });
  }

  return data<ActionResult>({ error: "Onbekende actie" }, { status: 400 });
}

/** An add / delete of a custom item without JavaScript returns the edited month: keep it, do not reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  if (actionResult && typeof actionResult === "object" && "draft" in actionResult) return false;
  return defaultShouldRevalidate;
};

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}


export default function MonthlyCostsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const { position } = loaderData;

  const draft = actionData && "draft" in actionData && actionData.draft.position.month === position.month && actionData.draft.position.year === position.year ? actionData : null;
  const initial = draft ? draft.draft : loaderData.record;
  const stateKey = draft ? draft.draftId : loaderData.loadId;
  const submittingIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const pageUrl = `${location.pathname}?month=${position.month}&year=${position.year}`;

  return (
    <div className="min-h-screen bg-gray-50">
      <PageHeader
        title="Monthly Cost Items"
        subtitle={loaderData.companyName}
        width="max-w-5xl"
        links={[
          ["/admin/dashboard", "Back to Dashboard"],
          ["/numbers", "Financial Dashboard"],
          ["/report", "Report"],
        ]}
      />
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-6">
        {navigation.state === "loading" && navigation.location.pathname === "/report" ? (
          <p role="status" className="flex items-center gap-2 rounded-md bg-blue-50 px-4 py-2 text-sm text-blue-900">
            <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" />
            {REPORT_LOADING_MESSAGE}
          </p>
        ) : null}
        <MonthNavigator month={position.month} year={position.year} years={loaderData.years} />
        {loaderData.loadError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-semibold">Fout bij laden</p>
            <p>{loaderData.loadError}</p>
          </div>
        ) : null}
        {actionData && "error" in actionData ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        <MonthlyCostsForm
          key={stateKey}
          month={position.month}
          year={position.year}
          initial={initial}
          sectionErrors={draft?.sectionErrors ?? {}}
          openSections={draft ? [draft.openSection] : ["personnel"]}
          hydrated={hydrated}
          savePending={submittingIntent === "save"}
          copyPending={submittingIntent === "open-copy"}
        />
      </main>
      {loaderData.copy ? (
        <CopyDialog
          key={`${position.month}-${position.year}-${loaderData.loadId}`}
          source={position}
          yearsAhead={loaderData.copy.yearsAhead}
          growth={loaderData.copy.growth}
          selected={loaderData.copy.selected}
          monthsWithData={loaderData.copy.monthsWithData}
          error={actionData && "copyError" in actionData ? actionData.copyError : null}
          pending={submittingIntent === "copy"}
          hydrated={hydrated}
          cancelTo={pageUrl}
        />
      ) : null}
    </div>
  );
}
