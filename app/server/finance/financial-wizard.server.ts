/**
 * /numbers/wizard, the financial data wizard: what its tabs start from and its final save.
 * ('Volgende' is one call: saveWizardProgress.) Scoped by company; rules in app/domain/finance.
 */
import type { Db } from "../../../db";
import type { WizardStepId } from "../../domain/finance/options";
import { currentYearOf } from "../../domain/finance/period";
import { mergeFinalProfile } from "../../domain/finance/wizard-navigation";
import { createWizardFinalSchema } from "../../schemas/finance-wizard";
import {
  checkMonthlyCosts,
  getStartupData,
  planCostSource,
  saveStartupDataFinal,
  toWizardFormValues,
} from "../company/startup-data.server";
import { parseForm } from "../platform/bounded-reply.server";

/**
 * The wizard's values: the stored profile (a new company starts with its own name), with this
 * year's fixed and variable costs from monthly costs when those are the cost source.
 */
export async function loadWizardValues(db: Db, companyId: string, companyName: string, asOf: Date) {
  const currentYear = currentYearOf(asOf);
  const [row, check] = await Promise.all([
    getStartupData(db, companyId),
    checkMonthlyCosts(db, companyId, currentYear),
  ]);
  const plan = planCostSource(
    check,
    {
      source: row?.costCalculationSource ?? null,
      fixed: row?.fixedCostsCurrentYear,
      variable: row?.variableCostsCurrentYear,
    },
    currentYear,
    asOf,
  );
  const values = toWizardFormValues(row, currentYear);
  if (!row) values.company_name = companyName;
  const fromMonthlyCosts = plan.costCalculationSource === "monthly_costs";
  if (fromMonthlyCosts) {
    values.fixed_costs_current_year = plan.fixedCostsCurrentYear ?? 0;
    values.variable_costs_current_year = plan.variableCostsCurrentYear ?? 0;
  }
  return { currentYear, values, fromMonthlyCosts };
}

/**
 * The last tab's 'Opslaan': the stored values of the other tabs plus the posted last tab,
 * validated as one profile and saved in one statement. The submission comes back for the
 * form's errors; `message` says why a valid profile was not saved.
 */
export async function saveWizardFinal(
  db: Db,
  companyId: string,
  step: WizardStepId,
  form: FormData,
  asOf: Date,
) {
  const currentYear = currentYearOf(asOf);
  const stored = toWizardFormValues(await getStartupData(db, companyId), currentYear);
  const submission = parseForm(
    new URLSearchParams(mergeFinalProfile(stored, step, form)),
    createWizardFinalSchema(currentYear),
  );
  if (submission.status !== "success") return { submission, saved: false as const };
  const outcome = await saveStartupDataFinal(db, companyId, submission.value, asOf);
  return outcome.ok
    ? { submission, saved: true as const }
    : { submission, saved: false as const, message: outcome.message };
}
