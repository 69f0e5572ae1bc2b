import { describe, expect, it } from "vitest";
import { editCustomItems, isCostSection, readCopyForm, readCostsForm } from "./monthly-costs-form";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("readCostsForm", () => {
  it("reads fixed fields by their column name and custom items by section, keeping ':' in names", () => {
    const { values, customFields } = readCostsForm(
      form([
        ["salary_ceo", "5000"],
        ["cloudkosten", "abc"],
        ["custom:tech:Figma", "15"],
        ["custom:other:Coffee: beans", "7.5"],
        ["custom:nope:Lost", "3"],
        ["custom:tech:   ", "9"],
      ]),
    );
    expect(values.salaryCeo).toBe(5000);
    expect(values.cloudkosten).toBe(0);
    expect(customFields).toEqual({ tech: { Figma: 15 }, other: { "Coffee: beans": 7.5 } });
  });
});

describe("readCopyForm", () => {
  it("clamps the years ahead, reads growth as a number or 0 and keeps the chosen months", () => {
    expect(readCopyForm(new URLSearchParams("years_ahead=40&growth=abc&target=2027-01&target=2027-02"))).toEqual({ yearsAhead: 10, growthPercent: 0, targets: ["2027-01", "2027-02"] });
    expect(readCopyForm(new URLSearchParams("growth=2.5"))).toEqual({ yearsAhead: 5, growthPercent: 2.5, targets: [] });
  });
});

describe("editCustomItems", () => {
  const costs = readCostsForm(form([["custom:tech:Figma", "15"]]));

  it("adds a trimmed name with amount 0, or nothing for an empty one", () => {
    const added = editCustomItems("add-item:tech", form([["new_item:tech", "  Slack "]]), costs);
    expect(added).toEqual({ ok: true, section: "tech", costs: { ...costs, customFields: { tech: { Figma: 15, Slack: 0 } } } });
    expect(editCustomItems("add-item:tech", form([["new_item:tech", "  "]]), costs)).toEqual({ ok: true, section: "tech", costs, error: undefined });
  });

  it("refuses a duplicate (case-insensitive) and an over-long name, keeping the month as it was", () => {
    expect(editCustomItems("add-item:tech", form([["new_item:tech", " figma "]]), costs)).toEqual({ ok: true, section: "tech", costs, error: "This cost item already exists in this category." });
    expect(editCustomItems("add-item:tech", form([["new_item:tech", "x".repeat(101)]]), costs)).toEqual({ ok: true, section: "tech", costs, error: "Maximaal 100 tekens." });
  });

  it("deletes an item whose name holds ':'", () => {
    const withColon = readCostsForm(form([["custom:other:Coffee: beans", "7"]]));
    expect(editCustomItems("delete-item:other:Coffee: beans", form([]), withColon)).toMatchObject({ ok: true, section: "other", costs: { customFields: { other: {} } } });
  });

  it("refuses an unknown section", () => {
    expect(editCustomItems("add-item:nope", form([]), costs)).toEqual({ ok: false, error: "Onbekende categorie." });
    expect(isCostSection("personnel")).toBe(true);
    expect(isCostSection("constructor")).toBe(false);
  });
});
