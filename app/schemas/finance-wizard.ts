/**
 * The financial data wizard's per-tab schemas (docs/product.md#financial-data-wizard).
 * Every tab is validated with the fields of that tab picked from the one profile schema
 * (createFinancialProfileSchema), so the client (conform) and the server use the same rules.
 *
 * Intermediate save ('Volgende'): the tab's numbers and years must be valid; of the texts only
 * the company name is required (spec: "An intermediate save needs only a company name") — on
 * the company tab, where it is entered. The final save validates the whole profile schema.
 */
import { type z } from "zod";

import { WIZARD_STEP_FIELDS, type WizardStepId } from "../domain/finance/options";
import { createFinancialProfileSchema } from "./finance";

type ProfileKey = keyof z.infer<ReturnType<typeof createFinancialProfileSchema>>;

const OPTIONAL_ON_INTERMEDIATE = ["country", "sector", "stage"] as const;

/** The schema of one tab for the intermediate save. */
export function createWizardStepSchema(step: WizardStepId, currentYear: number) {
  const profile = createFinancialProfileSchema(currentYear);
  const fields = WIZARD_STEP_FIELDS[step] as readonly ProfileKey[];
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<ProfileKey, true>>;
  const optional = Object.fromEntries(
    OPTIONAL_ON_INTERMEDIATE.filter((f) => fields.includes(f)).map((f) => [f, true]),
  ) as Partial<Record<(typeof OPTIONAL_ON_INTERMEDIATE)[number], true>>;
  return profile.pick(mask).partial(optional);
}

/** The final save ('Definitief Opslaan' / 'Wijzigingen Opslaan'): the whole profile. */
export function createWizardFinalSchema(currentYear: number) {
  return createFinancialProfileSchema(currentYear);
}

/** The values a step schema produces (snake_case startup_data names). */
export type WizardStepValues = Partial<Record<ProfileKey, string | number | undefined>>;
