import { describe, expect, it } from "vitest";

import { readDirectSalesEdit } from "../../domain/finance/direct-sales-edit";
import { createEmptyMonthlyCosts } from "../../domain/finance/monthly-costs";
import { customItemProblem, editCustomItems } from "../../domain/finance/monthly-costs-form";
import { AMOUNT_MESSAGES } from "./amount-texts";
import { customItemError, directSalesEditError } from "./texts";

const refusal = (fields: Record<string, string>) => {
  const edit = readDirectSalesEdit(new URLSearchParams(fields));
  return edit.ok ? null : directSalesEditError(edit.error);
};

describe("the words for a refused direct sales edit", () => {
  it("names the period, the notation, a sign and the bound in Dutch", () => {
    expect(refusal({ month: "13", year: "2026", direct_sales_costs: "1" })).toBe("Ongeldige maand of jaar.");
    expect(refusal({ month: "4", year: "2026", direct_sales_costs: "" })).toBe("Voer een geldig getal in");
    expect(refusal({ month: "4", year: "2026", direct_sales_costs: "12abc" })).toBe(
      "Gebruik 1.234,56 of 1234,56",
    );
    expect(refusal({ month: "4", year: "2026", direct_sales_costs: "1,500" })).toMatch(/^Onduidelijk bedrag/);
    expect(refusal({ month: "4", year: "2026", direct_sales_costs: "-1" })).toBe(
      "Bedrag mag niet negatief zijn",
    );
    expect(refusal({ month: "4", year: "2026", direct_sales_costs: "1000000000001" })).toBe(
      "Bedrag is te groot",
    );
  });

  it("reads an amount's notation in the screen's language", () => {
    expect(AMOUNT_MESSAGES.nl.malformed).toBe("Gebruik 1.234,56 of 1234,56");
    expect(AMOUNT_MESSAGES.en.malformed).toBe("Use 1,234.56 or 1234.56");
  });
});

describe("the words for a custom cost item not added", () => {
  const costs = { values: createEmptyMonthlyCosts(), customFields: { tech: { Figma: 15 } } };
  const added = (intent: string, name: string) => {
    const edit = editCustomItems(
      intent,
      new URLSearchParams({ [`new_item:${intent.split(":")[1]}`]: name }),
      costs,
    );
    return edit.error ? customItemError(edit.error) : null;
  };

  it("says why in the page's words, with the caps", () => {
    expect(added("add-item:tech", "  ")).toBe("Enter a name for the new cost item.");
    expect(added("add-item:tech", " figma ")).toBe("This cost item already exists in this category.");
    expect(added("add-item:tech", "x".repeat(101))).toBe("Maximaal 100 tekens.");
    expect(added("add-item:nope", "Slack")).toBe("Onbekende categorie.");
    expect(customItemError(customItemProblem("Slack", 200)!)).toBe(
      "Maximaal 200 eigen kostenposten per categorie.",
    );
  });
});
