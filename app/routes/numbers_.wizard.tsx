import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FinancialWizard, parseWizardSearch, wizardHref, type WizardActionData } from "../components/finance/wizard";
import { getNextWizardStep, WIZARD_STEP_FIELDS, WIZARD_STEPS, type WizardStepId } from "../domain/finance/options";
import { FINAL_SAVE_TOASTS, WIZARD_TOAST_MS } from "../domain/finance/save-errors";
import { createWizardFinalSchema, createWizardStepSchema } from "../schemas/finance-wizard";
import { requireMember } from "../server/auth.server";
import {
  checkMonthlyCosts,
  currentYearOf,
  getStartupData,
  planCostSource,
  saveStartupDataFinal,
  saveWizardProgress,
  toWizardFormValues,
} from "../server/startup-data.server";
import { redirectWithToast } from "../server/toast.server";
import { readForm } from "../server/form.server";

export const meta: MetaFunction = () => [{ title: "Financiële gegevens" }];

const CURRENT_YEAR_COST_FIELDS = ["fixed_costs_current_year", "variable_costs_current_year"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const asOf = new Date();
  const currentYear = currentYearOf(asOf);
  const search = parseWizardSearch(new URL(request.url).searchParams);
  const [row, check] = await Promise.all([getStartupData(context.db, member.company.id), checkMonthlyCosts(context.db, member.company.id, currentYear)]);
  const plan = planCostSource(
    check,
    { source: row?.costCalculationSource ?? null, fixed: row?.fixedCostsCurrentYear, variable: row?.variableCostsCurrentYear },
    currentYear,
    asOf,
  );
  const values = toWizardFormValues(row, currentYear);
  if (!row) values.company_name = member.company.name;
  const fromMonthlyCosts = plan.costCalculationSource === "monthly_costs";
  if (fromMonthlyCosts) {
    values.fixed_costs_current_year = plan.fixedCostsCurrentYear ?? 0;
    values.variable_costs_current_year = plan.variableCostsCurrentYear ?? 0;
  }
  return { ...search, currentYear, values, fromMonthlyCosts };
}

/** The posted tab, or null when the post names none of the wizard's tabs. */
function stepOf(value: FormDataEntryValue | null): WizardStepId | null {
  return WIZARD_STEPS.find((s) => s.id === value)?.id ?? null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const asOf = new Date();
  const currentYear = currentYearOf(asOf);
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const step = stepOf(form.get("step"));
  if (!step) return data<WizardActionData>({ intent, step: "company", error: "Onbekende stap" }, { status: 400 });
  const postedMode = form.get("mode") ?? "first-time";
  if (postedMode !== "edit" && postedMode !== "first-time") return data<WizardActionData>({ intent, step, error: "Onbekende modus" }, { status: 400 });
  const mode = postedMode;
  const done = String(form.get("done") ?? "")
    .split(",")
    .filter((id) => WIZARD_STEPS.some((s) => s.id === id)) as WizardStepId[];

  if (intent === "wizard.next") {
    const submission = parseWithZod(form, { schema: createWizardStepSchema(step, currentYear) });
    if (submission.status !== "success") return data<WizardActionData>({ intent, step, result: submission.reply() }, { status: 400 });
    // This year's costs are not posted while they come from monthly costs: keep what is stored.
    const keepStored = step === "costs" ? CURRENT_YEAR_COST_FIELDS.filter((f) => !form.has(f)) : [];
    const outcome = await saveWizardProgress(context.db, member.company.id, step, submission.value, asOf, keepStored);
    if (!outcome.ok) return data<WizardActionData>({ intent, step, result: submission.reply({ formErrors: [outcome.message] }) }, { status: 500 });
    const next = getNextWizardStep(step) ?? step;
    const href = wizardHref({ step: next, mode, done: outcome.saved ? [...done, step] : done });
    // Without a company name the intermediate save silently skips (docs/product.md#financial-data-wizard).
    if (!outcome.saved) return redirect(href);
    return redirectWithToast(context.toasts, request, href, { title: FINAL_SAVE_TOASTS.progressSaved, duration: WIZARD_TOAST_MS.progressSaved });
  }

  if (intent === "wizard.final") {
    // The stored values of the other tabs plus the posted last tab, validated as one profile.
    const stored = toWizardFormValues(await getStartupData(context.db, member.company.id), currentYear);
    const merged = new FormData();
    const posted = new Set<string>(WIZARD_STEP_FIELDS[step]);
    for (const [key, value] of Object.entries(stored)) {
      if (!posted.has(key) && value !== null) merged.set(key, String(value));
    }
    for (const key of posted) {
      const value = form.get(key);
      if (value !== null) merged.set(key, value);
    }
    const submission = parseWithZod(merged, { schema: createWizardFinalSchema(currentYear) });
    if (submission.status !== "success") return data<WizardActionData>({ intent, step, result: submission.reply() }, { status: 400 });
    const outcome = await saveStartupDataFinal(context.db, member.company.id, submission.value, asOf);
    if (!outcome.ok) {
      return data<WizardActionData>(
        {
          intent,
          step,
          result: submission.reply({ formErrors: [outcome.message] }),
          toast: { title: FINAL_SAVE_TOASTS.failedTitle, description: outcome.message, variant: "destructive", duration: WIZARD_TOAST_MS.failed },
        },
        { status: 500 },
      );
    }
    const href = wizardHref({ step, mode, done: WIZARD_STEPS.map((s) => s.id), saved: true });
    return redirectWithToast(context.toasts, request, href, { title: FINAL_SAVE_TOASTS.successTitle, duration: WIZARD_TOAST_MS.successTitle });
  }

  return data<WizardActionData>({ intent, step, error: "Onbekende actie" }, { status: 400 });
}

export default function NumbersWizardRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // An answered post shows the tab it was posted from (with its errors), whatever the URL says.
  return <FinancialWizard {...loaderData} step={actionData?.step ?? loaderData.step} actionData={actionData ?? null} />;
}
