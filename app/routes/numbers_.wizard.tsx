import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { FinancialWizard, type WizardActionData } from "../components/finance/wizard";
import { FINAL_SAVE_TOASTS, WIZARD_TEXTS as T } from "../copy/finance/texts";
import { getNextWizardStep, WIZARD_STEPS } from "../domain/finance/options";
import { currentYearOf } from "../domain/finance/period";
import { WIZARD_TOAST_MS } from "../domain/finance/save-errors";
import {
  fieldsToKeepStored,
  parseWizardSearch,
  readWizardPost,
  wizardHref,
} from "../domain/finance/wizard-navigation";
import { createWizardStepSchema } from "../schemas/finance-wizard";
import { requireMember } from "../server/auth/auth.server";
import { saveWizardProgress } from "../server/company/startup-data.server";
import { loadWizardValues, saveWizardFinal } from "../server/finance/financial-wizard.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const search = parseWizardSearch(new URL(request.url).searchParams);
  return {
    ...search,
    ...(await loadWizardValues(context.db, member.company.id, member.company.name, new Date())),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const asOf = new Date();
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const posted = readWizardPost(form);
  if (!posted.ok)
    return data<WizardActionData>({ intent, step: posted.step, error: T[posted.error] }, { status: 400 });
  const { step, mode, done } = posted;

  if (intent === "wizard.next") {
    const submission = parseForm(form, createWizardStepSchema(step, currentYearOf(asOf)));
    if (submission.status !== "success")
      return data<WizardActionData>({ intent, step, result: submission.reply() }, { status: 400 });
    const outcome = await saveWizardProgress(
      context.db,
      member.company.id,
      step,
      submission.value,
      asOf,
      fieldsToKeepStored(step, form),
    );
    if (!outcome.ok)
      return data<WizardActionData>(
        { intent, step, result: submission.reply({ formErrors: [outcome.message] }) },
        { status: 500 },
      );
    const next = getNextWizardStep(step) ?? step;
    const href = wizardHref({ step: next, mode, done: outcome.saved ? [...done, step] : done });
    // Without a company name the intermediate save silently skips (docs/product.md#financial-data-wizard).
    if (!outcome.saved) return redirect(href);
    return redirectWithToast(context.toasts, request, href, {
      title: FINAL_SAVE_TOASTS.progressSaved,
      duration: WIZARD_TOAST_MS.progressSaved,
    });
  }

  if (intent === "wizard.final") {
    const final = await saveWizardFinal(context.db, member.company.id, step, form, asOf);
    if (!final.saved && final.message === undefined)
      return data<WizardActionData>({ intent, step, result: final.submission.reply() }, { status: 400 });
    if (!final.saved) {
      return data<WizardActionData>(
        {
          intent,
          step,
          result: final.submission.reply({ formErrors: [final.message] }),
          toast: {
            title: FINAL_SAVE_TOASTS.failedTitle,
            description: final.message,
            variant: "destructive",
            duration: WIZARD_TOAST_MS.failed,
          },
        },
        { status: 500 },
      );
    }
    const href = wizardHref({ step, mode, done: WIZARD_STEPS.map((s) => s.id), saved: true });
    return redirectWithToast(context.toasts, request, href, {
      title: FINAL_SAVE_TOASTS.successTitle,
      duration: WIZARD_TOAST_MS.successTitle,
    });
  }

  return data<WizardActionData>({ intent, step, error: T.unknownAction }, { status: 400 });
}

export default function NumbersWizardRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // An answered post shows the tab it was posted from (with its errors), whatever the URL says.
  return (
    <FinancialWizard
      {...loaderData}
      step={actionData?.step ?? loaderData.step}
      actionData={actionData ?? null}
    />
  );
}
