/**
 * Option lists of the profile form and the five-step financial data wizard
 * (docs/product.md#financial-data-wizard).
 */

export const SECTOR_OPTIONS = [
  "SaaS/Software",
  "E-commerce",
  "FinTech",
  "HealthTech",
  "EdTech",
  "GreenTech",
  "AI/ML",
  "IoT",
  "Gaming",
  "Media/Content",
  "Logistics",
  "Food & Beverage",
  "Fashion",
  "Real Estate",
  "Travel",
  "Other",
] as const;

export const STAGE_OPTIONS = [
  "Idea",
  "MVP",
  "Seed",
  "Series A",
  "Series B",
  "Series C+",
  "Growth",
  "Scale-up",
] as const;

export const COUNTRY_OPTIONS = [
  "Nederland",
  "België",
  "Duitsland",
  "Frankrijk",
  "Verenigd Koninkrijk",
  "Verenigde Staten",
  "Canada",
  "Other",
] as const;

export type SectorOption = (typeof SECTOR_OPTIONS)[number];
export type StageOption = (typeof STAGE_OPTIONS)[number];
export type CountryOption = (typeof COUNTRY_OPTIONS)[number];

/* ------------------------------------------------------------------- wizard */

export const WIZARD_STEPS = [
  { id: "company", label: "Bedrijf" },
  { id: "revenue", label: "MRR" },
  { id: "costs", label: "Kosten" },
  { id: "capital", label: "Kapitaal" },
  { id: "wacc", label: "wacc" },
] as const;

export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];

/** Progress bar: (step index + 1) / 5 × 100, at most 100. */
export function computeWizardProgress(stepIndex: number): number {
  return Math.min(100, ((stepIndex + 1) / WIZARD_STEPS.length) * 100);
}

export function getWizardStepIndex(id: WizardStepId): number {
  return WIZARD_STEPS.findIndex((s) => s.id === id);
}

/** The next tab after a successful save; null on the last tab (which submits instead). */
export function getNextWizardStep(id: WizardStepId): WizardStepId | null {
  return WIZARD_STEPS[getWizardStepIndex(id) + 1]?.id ?? null;
}

/** 'Vorige' is not on the first tab: null there. */
export function getPreviousWizardStep(id: WizardStepId): WizardStepId | null {
  const index = getWizardStepIndex(id);
  return index > 0 ? WIZARD_STEPS[index - 1].id : null;
}

/** The last tab's submit button: first-time mode vs edit mode (initial data supplied). */
export function getWizardSubmitLabel(mode: "first-time" | "edit"): string {
  return mode === "edit" ? "Wijzigingen Opslaan" : "Definitief Opslaan & Naar Dashboard";
}

/** The fixed and variable costs of three past years, this year and three forecast years (the costs tab). */
export const COST_FIELDS = [
  "fixed_costs_year_1",
  "fixed_costs_year_2",
  "fixed_costs_year_3",
  "fixed_costs_current_year",
  "fixed_costs_forecast_1",
  "fixed_costs_forecast_2",
  "fixed_costs_forecast_3",
  "variable_costs_year_1",
  "variable_costs_year_2",
  "variable_costs_year_3",
  "variable_costs_current_year",
  "variable_costs_forecast_1",
  "variable_costs_forecast_2",
  "variable_costs_forecast_3",
] as const;

/** The form fields of each tab (names as in startup_data), for per-step saving and errors. */
export const WIZARD_STEP_FIELDS: Readonly<Record<WizardStepId, readonly string[]>> = {
  company: ["company_name", "founding_year", "sector", "stage", "country"],
  revenue: ["mrr_current", "previous_year_revenue", "current_year_revenue"],
  costs: COST_FIELDS,
  capital: ["equity_investment", "debt_amount"],
  wacc: ["risk_free_rate", "market_return", "beta_value", "cost_of_equity", "cost_of_debt"],
};

/** An intermediate save (Volgende) needs only a company name; otherwise it silently skips (docs/product.md#financial-data-wizard). */
export function canSaveWizardProgress(companyName: unknown): boolean {
  return typeof companyName === "string" && companyName.trim() !== "";
}
