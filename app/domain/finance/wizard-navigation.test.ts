import { describe, expect, it } from "vitest";

import {
  fieldsToKeepStored,
  mergeFinalProfile,
  parseWizardSearch,
  readWizardPost,
  wizardHref,
} from "./wizard-navigation";

const post = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("wizard URL", () => {
  it("round-trips tab, mode, saved tabs and the saved flag; unknown tabs are dropped", () => {
    const href = wizardHref({
      step: "costs",
      mode: "edit",
      done: ["company", "company", "revenue"],
      saved: true,
    });
    expect(href).toBe("/numbers/wizard?step=costs&mode=edit&done=company%2Crevenue&saved=1");
    expect(parseWizardSearch(new URL(href, "https://x").searchParams)).toEqual({
      step: "costs",
      mode: "edit",
      done: ["company", "revenue"],
      saved: true,
    });
    expect(parseWizardSearch(post({ step: "nope", done: "nope,company" }))).toEqual({
      step: "company",
      mode: "first-time",
      done: ["company"],
      saved: false,
    });
  });
});

describe("readWizardPost", () => {
  it("reads the tab, the mode (first-time when absent) and the saved tabs", () => {
    expect(readWizardPost(post({ step: "revenue", done: "company,bogus" }))).toEqual({
      ok: true,
      step: "revenue",
      mode: "first-time",
      done: ["company"],
    });
    expect(readWizardPost(post({ step: "revenue", mode: "edit" }))).toMatchObject({ ok: true, mode: "edit" });
  });

  it("refuses an unknown tab or mode", () => {
    expect(readWizardPost(post({ step: "admin" }))).toEqual({
      ok: false,
      step: "company",
      error: "unknownStep",
    });
    expect(readWizardPost(post({ step: "costs", mode: "root" }))).toEqual({
      ok: false,
      step: "costs",
      error: "unknownMode",
    });
  });
});

describe("fieldsToKeepStored", () => {
  it("keeps this year's costs on the costs tab when they are not posted (they come from monthly costs)", () => {
    expect(fieldsToKeepStored("costs", post({}))).toEqual([
      "fixed_costs_current_year",
      "variable_costs_current_year",
    ]);
    expect(
      fieldsToKeepStored("costs", post({ fixed_costs_current_year: "1", variable_costs_current_year: "2" })),
    ).toEqual([]);
    expect(fieldsToKeepStored("company", post({}))).toEqual([]);
  });
});

describe("mergeFinalProfile", () => {
  it("takes the stored values of the other tabs and the posted fields of the last tab", () => {
    const stored = { company_name: "Acme", founding_year: 2020, sector: null, fixed_costs_current_year: 100 };
    const merged = mergeFinalProfile(
      stored,
      "costs",
      post({ fixed_costs_current_year: "250", company_name: "Forged" }),
    );
    expect(merged.company_name).toBe("Acme");
    expect(merged.founding_year).toBe("2020");
    expect(merged.fixed_costs_current_year).toBe("250");
    expect("sector" in merged).toBe(false);
  });

  it("leaves a field of the last tab empty when it is not posted, even if stored", () => {
    expect(
      "fixed_costs_current_year" in mergeFinalProfile({ fixed_costs_current_year: 100 }, "costs", post({})),
    ).toBe(false);
  });
});
