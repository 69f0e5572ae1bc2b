import { describe, expect, it } from "vitest";

import {
  canSaveWizardProgress,
  computeWizardProgress,
  COUNTRY_OPTIONS,
  getNextWizardStep,
  getPreviousWizardStep,
  getWizardSubmitLabel,
  SECTOR_OPTIONS,
  STAGE_OPTIONS,
  WIZARD_STEP_FIELDS,
  WIZARD_STEPS,
} from "./options";

describe("option lists (verbatim)", () => {
  it("sectors", () => {
    expect(SECTOR_OPTIONS).toEqual([
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
    ]);
  });
  it("stages", () => {
    expect(STAGE_OPTIONS).toEqual([
      "Idea",
      "MVP",
      "Seed",
      "Series A",
      "Series B",
      "Series C+",
      "Growth",
      "Scale-up",
    ]);
  });
  it("countries", () => {
    expect(COUNTRY_OPTIONS).toEqual([
      "Nederland",
      "België",
      "Duitsland",
      "Frankrijk",
      "Verenigd Koninkrijk",
      "Verenigde Staten",
      "Canada",
      "Other",
    ]);
  });
});

describe("wizard steps", () => {
  it("are company, revenue, costs, capital, wacc with the Dutch tab labels", () => {
    expect(WIZARD_STEPS.map((s) => `${s.id}:${s.label}`)).toEqual([
      "company:Bedrijf",
      "revenue:MRR",
      "costs:Kosten",
      "capital:Kapitaal",
      "wacc:wacc",
    ]);
  });
  it("progress is (index + 1) / 5 × 100", () => {
    expect([0, 1, 2, 3, 4].map(computeWizardProgress)).toEqual([20, 40, 60, 80, 100]);
  });
  it("progress is capped at 100", () => {
    expect(computeWizardProgress(5)).toBe(100);
    expect(computeWizardProgress(9)).toBe(100);
  });
  it("moves forward and back, with no 'Vorige' on the first tab and no next on the last", () => {
    expect(getNextWizardStep("company")).toBe("revenue");
    expect(getNextWizardStep("wacc")).toBeNull();
    expect(getPreviousWizardStep("capital")).toBe("costs");
    expect(getPreviousWizardStep("company")).toBeNull();
  });
  it("labels the submit button by mode", () => {
    expect(getWizardSubmitLabel("first-time")).toBe("Definitief Opslaan & Naar Dashboard");
    expect(getWizardSubmitLabel("edit")).toBe("Wijzigingen Opslaan");
  });
  it("has seven cost numbers each for fixed and variable costs", () => {
    expect(WIZARD_STEP_FIELDS.costs.filter((f) => f.startsWith("fixed_"))).toHaveLength(7);
    expect(WIZARD_STEP_FIELDS.costs.filter((f) => f.startsWith("variable_"))).toHaveLength(7);
  });
  it("saves progress only with a company name", () => {
    expect(canSaveWizardProgress("Acme")).toBe(true);
    expect(canSaveWizardProgress("   ")).toBe(false);
    expect(canSaveWizardProgress(undefined)).toBe(false);
  });
});
