import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";

import { CopyDialog } from "../components/finance/monthly-costs/copy-dialog";
import { MonthNavigator } from "../components/finance/monthly-costs/month-navigator";
import {
  MonthlyCostsForm,
  type MonthlyCostsFormState,
} from "../components/finance/monthly-costs/monthly-costs-form";
import { PageTitle } from "../components/page-header";
import { useHydrated } from "../components/use-hydrated";
import { useIsPending } from "../components/use-is-pending";
import { customItemError, MONTHLY_COSTS_TEXTS as T, REPORT_TEXTS } from "../copy/finance/texts";
import type { MonthPosition } from "../domain/finance/copy-months";
import { type CostSectionKey } from "../domain/finance/monthly-costs";
import { editCustomItems } from "../domain/finance/monthly-costs-form";
import { readPeriod } from "../domain/finance/period";
import { readCopyPost, readMonthlyCostsPost } from "../schemas/monthly-costs";
import { requireMember } from "../server/auth/auth.server";
import {
  copyMonthAndSyncRevenue,
  loadMonthlyCostsPage,
  saveMonthAndSyncRevenue,
} from "../server/finance/monthly-costs.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const page = await loadMonthlyCostsPage(
    context.db,
    member.company.id,
    new URL(request.url).searchParams,
    new Date(),
  );
  if (!page) throw data({ message: T.invalidPeriod }, { status: 400 });
  return { ...page, loadId: crypto.randomUUID() };
}

type Draft = {
  draft: MonthlyCostsFormState & { position: MonthPosition };
  draftId: string;
  sectionErrors: Partial<Record<CostSectionKey, string>>;
  openSection: CostSectionKey;
};
/** A refused month: what was typed (by input name) and each field's errors, nothing saved. */
type Refused = {
  refused: { position: MonthPosition; posted: Record<string, string>; fieldErrors: Record<string, string[]> };
  draftId: string;
  error: string;
};
type ActionResult = Draft | Refused | { copyError: string } | { error: string };

const postedTexts = (form: FormData) =>
  Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const position = readPeriod(form);
  if (!position) return data<ActionResult>({ error: T.invalidPeriod }, { status: 400 });
  const companyId = member.company.id;
  const pageUrl = `${new URL(request.url).pathname}?month=${position.month}&year=${position.year}`;

  if (intent === "save" || intent === "open-copy") {
    const costs = readMonthlyCostsPost(form);
    if (!costs.ok) return refused(form, position, costs);
    const { saved, toast } = await saveMonthAndSyncRevenue(
      context.db,
      companyId,
      { ...position, ...costs.value },
      new Date(),
    );
    // 'Kopiëren…' saves first, then opens the copy dialog (not when the save failed).
    const target = intent === "open-copy" && saved ? `${pageUrl}&copy=1` : pageUrl;
    return redirectWithToast(context.toasts, request, target, toast);
  }

  if (intent.startsWith("add-item:") || intent.startsWith("delete-item:")) {
    const costs = readMonthlyCostsPost(form);
    if (!costs.ok) return refused(form, position, costs);
    const edit = editCustomItems(intent, form, costs.value);
    if (!edit.ok) return data<ActionResult>({ error: customItemError(edit.error) }, { status: 400 });
    const sectionErrors = edit.error ? { [edit.section]: customItemError(edit.error) } : {};
    return data<ActionResult>(
      {
        draft: { ...edit.costs, position },
        draftId: crypto.randomUUID(),
        sectionErrors,
        openSection: edit.section,
      },
      { status: edit.error ? 400 : 200 },
    );
  }

  if (intent === "copy") {
    const copy = readCopyPost(form);
    if (!copy.success)
      return data<ActionResult>(
        { copyError: copy.error.issues[0]?.message ?? T.growthOutOfRange },
        { status: 400 },
      );
    const { years_ahead: yearsAhead, growth: growthPercent, target: targets } = copy.data;
    const outcome = await copyMonthAndSyncRevenue(
      context.db,
      companyId,
      { source: position, yearsAhead, growthPercent, targets },
      new Date(),
    );
    if ("toast" in outcome) return redirectWithToast(context.toasts, request, pageUrl, outcome.toast);
    return data<ActionResult>({ copyError: outcome.message }, { status: outcome.status });
  }

  return data<ActionResult>({ error: T.unknownAction }, { status: 400 });
}

function refused(
  form: FormData,
  position: MonthPosition,
  costs: { fieldErrors: Record<string, string[]>; formError: string | null },
) {
  // A post beyond the caps is not echoed back (its names may be anything); a refused amount is, on its field.
  if (costs.formError) return data<ActionResult>({ error: costs.formError }, { status: 400 });
  return data<ActionResult>(
    {
      refused: { position, posted: postedTexts(form), fieldErrors: costs.fieldErrors },
      draftId: crypto.randomUUID(),
      error: T.notSaved,
    },
    { status: 400 },
  );
}

/** An add / delete of a custom item without JavaScript returns the edited month: keep it, do not reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  if (
    actionResult &&
    typeof actionResult === "object" &&
    ("draft" in actionResult || "refused" in actionResult)
  )
    return false;
  return defaultShouldRevalidate;
};

export default function MonthlyCostsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const { position } = loaderData;

  const draft =
    actionData &&
    "draft" in actionData &&
    actionData.draft.position.month === position.month &&
    actionData.draft.position.year === position.year
      ? actionData
      : null;
  const refusedPost =
    actionData &&
    "refused" in actionData &&
    actionData.refused.position.month === position.month &&
    actionData.refused.position.year === position.year
      ? actionData
      : null;
  const initial = draft ? draft.draft : loaderData.record;
  const stateKey = draft ? draft.draftId : refusedPost ? refusedPost.draftId : loaderData.loadId;
  const savePending = useIsPending("save", { state: "submitting" });
  const copyOpenPending = useIsPending("open-copy", { state: "submitting" });
  const copyPending = useIsPending("copy", { state: "submitting" });
  const pageUrl = `${location.pathname}?month=${position.month}&year=${position.year}`;

  return (
    <div className="min-h-screen bg-gray-50">
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-6">
        <PageTitle title={T.title} />
        {navigation.state === "loading" && navigation.location.pathname === "/report" ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md bg-blue-50 px-4 py-2 text-sm text-blue-900"
          >
            <span
              aria-hidden
              className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
            />
            {REPORT_TEXTS.loading}
          </p>
        ) : null}
        <MonthNavigator month={position.month} year={position.year} years={loaderData.years} />
        {loaderData.loadError ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <p className="font-semibold">{T.loadFailedTitle}</p>
            <p>{loaderData.loadError}</p>
          </div>
        ) : null}
        {actionData && "error" in actionData ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {actionData.error}
          </p>
        ) : null}
        <MonthlyCostsForm
          key={stateKey}
          month={position.month}
          year={position.year}
          initial={initial}
          posted={refusedPost?.refused.posted ?? null}
          fieldErrors={refusedPost?.refused.fieldErrors ?? {}}
          sectionErrors={draft?.sectionErrors ?? {}}
          openSections={draft ? [draft.openSection] : ["personnel"]}
          hydrated={hydrated}
          savePending={savePending}
          copyPending={copyOpenPending}
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
          pending={copyPending}
          hydrated={hydrated}
          cancelTo={pageUrl}
        />
      ) : null}
    </div>
  );
}
