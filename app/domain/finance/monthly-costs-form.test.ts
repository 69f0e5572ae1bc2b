import { describe, expect, it } from "vitest";

import { createEmptyMonthlyCosts } from "./monthly-costs";
import { customItemProblem, editCustomItems, isCostSection } from "./monthly-costs-form";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("customItemProblem", () => {
  it("refuses a 201st item and a long name", () => {
    expect(customItemProblem("Slack", 199)).toBeNull();
    expect(customItemProblem("Slack", 200)).toBe("tooManyItems");
    expect(customItemProblem("x".repeat(101), 0)).toBe("nameTooLong");
  });
});

describe("editCustomItems", () => {
  const costs = { values: createEmptyMonthlyCosts(), customFields: { tech: { Figma: 15 } } };

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
    const withColon = { values: createEmptyMonthlyCosts(), customFields: { other: { "Coffee: beans": 7 } } };
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
