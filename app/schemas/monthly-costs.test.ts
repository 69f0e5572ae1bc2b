import { describe, expect, it } from "vitest";

import { COST_SECTION_KEYS } from "../domain/finance/monthly-costs";
import {
  customItemProblem,
  editCustomItems,
  isCostSection,
  MAX_CUSTOM_ITEMS_PER_SECTION,
} from "../domain/finance/monthly-costs-form";
import { readCopyPost, readMonthlyCostsPost } from "./monthly-costs";

/** The post as the page's action reads it: the month, or the first refusal. */
function readForm(f: FormData) {
  const read = readMonthlyCostsPost(f);
  if (read.ok) return { ok: true as const, ...read.value };
  return { ok: false as const, error: read.formError ?? Object.values(read.fieldErrors)[0]?.[0] };
}

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

/** A post that must be accepted: its month. */
function readCostsForm(f: FormData) {
  const read = readForm(f);
  if (!read.ok) throw new Error(`refused: ${read.error}`);
  return { values: read.values, customFields: read.customFields };
}

describe("readCostsForm", () => {
  it("reads fixed fields by their column name and custom items by section, keeping ':' in names", () => {
    const { values, customFields } = readCostsForm(
      form([
        ["salary_ceo", "5.000"],
        ["cloudkosten", ""],
        ["custom:tech:Figma", "15"],
        ["custom:other:Coffee: beans", "7,5"],
        ["custom:nope:Lost", "3"],
        ["custom:tech:   ", "9"],
      ]),
    );
    expect(values.salaryCeo).toBe(5000);
    expect(values.cloudkosten).toBe(0);
    expect(customFields).toEqual({ tech: { Figma: 15 }, other: { "Coffee: beans": 7.5 } });
  });
});

describe("readCostsForm: caps on custom items", () => {
  it("accepts 200 items in every section, refuses a 201st and a name over 100 characters (emoji count as one)", () => {
    const full = COST_SECTION_KEYS.flatMap((section) =>
      Array.from({ length: MAX_CUSTOM_ITEMS_PER_SECTION }, (_, i): [string, string] => [
        `custom:${section}:Item ${i}`,
        String(i),
      ]),
    );
    const read = readCostsForm(form(full));
    expect(Object.keys(read.customFields)).toEqual([...COST_SECTION_KEYS]);
    expect(Object.keys(read.customFields.tech!)).toHaveLength(200);

    expect(readForm(form([...full, ["custom:tech:One more", "1"]]))).toEqual({
      ok: false,
      error: "Maximaal 200 eigen kostenposten per categorie.",
    });
    expect(readForm(form([[`custom:tech:${"x".repeat(101)}`, "1"]]))).toEqual({
      ok: false,
      error: "Maximaal 100 tekens.",
    });
    expect(readCostsForm(form([[`custom:tech:${"🚀".repeat(100)}`, "1"]])).customFields.tech).toEqual({
      ["🚀".repeat(100)]: 1,
    });
    // A name repeated is one item (the last value), not two.
    expect(
      readCostsForm(
        form([
          ["custom:tech:A", "1"],
          ["custom:tech:A", "2"],
        ]),
      ).customFields,
    ).toEqual({ tech: { A: 2 } });
  });

  it("refuses a post of 60,000 items at once, in one pass over the form", () => {
    const entries = Array.from({ length: 60_000 }, (_, i): [string, string] => [
      `custom:tech:Item ${i}`,
      "1",
    ]);
    const f = form(entries);
    const started = performance.now();
    expect(readForm(f)).toEqual({ ok: false, error: "Maximaal 200 eigen kostenposten per categorie." });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("keeps '__proto__' as an item's own name", () => {
    const read = readCostsForm(form([["custom:tech:__proto__", "5"]]));
    expect(Object.getPrototypeOf(read.customFields.tech)).toBe(Object.prototype);
    expect(Object.keys(read.customFields.tech!)).toEqual(["__proto__"]);
  });

  it("the add path (with and without JavaScript) refuses a 201st item and a long name", () => {
    expect(customItemProblem("Slack", 199)).toBeNull();
    expect(customItemProblem("Slack", 200)).toBe("tooManyItems");
    expect(customItemProblem("x".repeat(101), 0)).toBe("nameTooLong");
    const many = readCostsForm(
      form(Array.from({ length: 200 }, (_, i): [string, string] => [`custom:tech:Item ${i}`, "1"])),
    );
    expect(editCustomItems("add-item:tech", form([["new_item:tech", "Slack"]]), many)).toEqual({
      ok: true,
      section: "tech",
      costs: many,
      error: "tooManyItems",
    });
  });
});

describe("readMonthlyCostsPost: Dutch amounts", () => {
  it("reads 7.500 as 7500 and 1.234,56 as 1234.56", () => {
    const read = readCostsForm(
      form([
        ["salary_ceo", "7.500"],
        ["cloudkosten", "1.234,56"],
        ["custom:tech:Figma", "€ 1.500"],
      ]),
    );
    expect(read.values.salaryCeo).toBe(7500);
    expect(read.values.cloudkosten).toBe(1234.56);
    expect(read.customFields).toEqual({ tech: { Figma: 1500 } });
  });

  it("refuses negative, malformed and ambiguous amounts on their field, fixed and custom", () => {
    const read = readMonthlyCostsPost(
      form([
        ["salary_ceo", "-900"],
        ["cloudkosten", "abc"],
        ["licenties", "1,500"],
        ["custom:tech:Figma", "-1"],
        ["huur_kantoor", "2.000"],
      ]),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors).toEqual({
      salary_ceo: ["Bedrag mag niet negatief zijn"],
      cloudkosten: ["Gebruik 1.234,56 of 1234,56"],
      licenties: [expect.stringContaining("Gebruik 1.234,56 of 1234,56")],
      "custom:tech:Figma": ["Bedrag mag niet negatief zijn"],
    });
  });
});

describe("readCopyPost", () => {
  it("clamps the years ahead, reads growth in Dutch notation and keeps the chosen months", () => {
    expect(
      readCopyPost(new URLSearchParams("years_ahead=40&growth=2,5&target=2027-01&target=2027-02")).data,
    ).toEqual({ years_ahead: 10, growth: 2.5, target: ["2027-01", "2027-02"] });
    expect(readCopyPost(new URLSearchParams("")).data).toEqual({ years_ahead: 5, growth: 0, target: [] });
    expect(readCopyPost(new URLSearchParams("growth=abc")).success).toBe(false);
  });
});

describe("editCustomItems", () => {
  const costs = readCostsForm(form([["custom:tech:Figma", "15"]]));

  it("adds a trimmed name with amount 0, or nothing (with a message) for an empty one", () => {
    const added = editCustomItems("add-item:tech", form([["new_item:tech", "  Slack "]]), costs);
    expect(added).toEqual({
      ok: true,
      section: "tech",
      costs: { ...costs, customFields: { tech: { Figma: 15, Slack: 0 } } },
    });
    expect(editCustomItems("add-item:tech", form([["new_item:tech", "  "]]), costs)).toEqual({
      ok: true,
      section: "tech",
      costs,
      error: "empty",
    });
  });

  it("refuses a duplicate (case-insensitive) and an over-long name, keeping the month as it was", () => {
    expect(editCustomItems("add-item:tech", form([["new_item:tech", " figma "]]), costs)).toEqual({
      ok: true,
      section: "tech",
      costs,
      error: "duplicate",
    });
    expect(editCustomItems("add-item:tech", form([["new_item:tech", "x".repeat(101)]]), costs)).toEqual({
      ok: true,
      section: "tech",
      costs,
      error: "nameTooLong",
    });
  });

  it("deletes an item whose name holds ':'", () => {
    const withColon = readCostsForm(form([["custom:other:Coffee: beans", "7"]]));
    expect(editCustomItems("delete-item:other:Coffee: beans", form([]), withColon)).toMatchObject({
      ok: true,
      section: "other",
      costs: { customFields: { other: {} } },
    });
  });

  it("refuses an unknown section", () => {
    expect(editCustomItems("add-item:nope", form([]), costs)).toEqual({
      ok: false,
      error: "unknownSection",
    });
    expect(isCostSection("personnel")).toBe(true);
    expect(isCostSection("constructor")).toBe(false);
  });
});
