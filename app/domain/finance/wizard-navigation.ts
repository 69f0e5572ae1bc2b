/**
 * The financial data wizard's state in its URL and posts: the open tab, first-time or edit
 * mode, the tabs saved in this visit; and the final save's whole profile.
 */
import { formatAmountInput } from "./amount";
import { WIZARD_STEP_FIELDS, WIZARD_STEPS, type WizardStepId } from "./options";

export type WizardMode = "first-time" | "edit";

export interface WizardSearch {
  step: WizardStepId;
  mode: WizardMode;
  /** Tabs saved in this visit (check marks). */
  done: WizardStepId[];
  /** The final save went through: the green panel. */
  saved: boolean;
}

export const WIZARD_PATH = "/numbers/wizard";

const isStep = (value: unknown): value is WizardStepId => WIZARD_STEPS.some((s) => s.id === value);

export function parseWizardSearch(params: URLSearchParams): WizardSearch {
  const step = params.get("step");
  return {
    step: isStep(step) ? step : "company",
    mode: params.get("mode") === "edit" ? "edit" : "first-time",
    done: [...new Set((params.get("done") ?? "").split(",").filter(isStep))],
    saved: params.get("saved") === "1",
  };
}

export function wizardHref(search: Partial<WizardSearch> & { step: WizardStepId }): string {
  const params = new URLSearchParams({ step: search.step });
  if (search.mode === "edit") params.set("mode", "edit");
  const done = [...new Set(search.done ?? [])];
  if (done.length > 0) params.set("done", done.join(","));
  if (search.saved) params.set("saved", "1");
  return `${WIZARD_PATH}?${params.toString()}`;
}

type Posted = { get(name: string): unknown; has(name: string): boolean };

/** A post's tab, mode and saved tabs; a tab or mode the wizard does not have is refused (a key of WIZARD_TEXTS). */
export function readWizardPost(
  form: Posted,
):
  | { ok: true; step: WizardStepId; mode: WizardMode; done: WizardStepId[] }
  | { ok: false; step: WizardStepId; error: "unknownStep" | "unknownMode" } {
  const step = form.get("step");
  if (!isStep(step)) return { ok: false, step: "company", error: "unknownStep" };
  const mode = form.get("mode") ?? "first-time";
  if (mode !== "edit" && mode !== "first-time") return { ok: false, step, error: "unknownMode" };
  const done = String(form.get("done") ?? "")
    .split(",")
    .filter(isStep);
  return { ok: true, step, mode, done };
}

const CURRENT_YEAR_COST_FIELDS = ["fixed_costs_current_year", "variable_costs_current_year"] as const;

/** This year's costs are not posted while they come from monthly costs: the costs tab keeps what is stored. */
export function fieldsToKeepStored(step: WizardStepId, form: Posted): string[] {
  return step === "costs" ? CURRENT_YEAR_COST_FIELDS.filter((f) => !form.has(f)) : [];
}

/**
 * The final save's whole profile: the stored values of the other tabs plus the posted fields
 * of the last tab (a posted field wins, an unposted one of that tab stays empty).
 */
export function mergeFinalProfile(
  stored: Record<string, string | number | null>,
  step: WizardStepId,
  form: Posted,
): Record<string, string> {
  const posted = new Set<string>(WIZARD_STEP_FIELDS[step]);
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (!posted.has(key) && value !== null) merged[key] = wizardFieldText(key, value);
  }
  for (const key of posted) {
    const value = form.get(key);
    if (typeof value === "string") merged[key] = value;
  }
  return merged;
}

/**
 * A stored value as the wizard's field shows it and posts it back: amounts and percentages in
 * Dutch notation (42500 → `42.500`, 2.5 → `2,5`), the founding year as digits.
 */
export function wizardFieldText(key: string, value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "string" || key === "founding_year") return String(value);
  return formatAmountInput(value, "nl");
}
