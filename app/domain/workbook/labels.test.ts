import { describe, expect, it } from "vitest";

import { isDutch, tokenize, tokenMatch } from "./labels";

const matches = (question: string, label: string) => {
  const l = tokenize(label);
  return tokenize(question).every((q) => tokenMatch(q, l) > 0);
};

describe("label words", () => {
  it.each([
    ["revenue", "Omzet"],
    ["sales", "Revenue"],
    ["omzet", "Net sales"],
    ["costs", "Kosten"],
    ["kosten", "Operating expenses"],
    ["cash", "Kas"],
    ["kas", "Cash balance"],
    ["customers", "Klanten"],
    ["klanten", "Customers (end of month)"],
    ["cost of sales", "売上原価"],
    ["operating profit", "営業利益"],
  ])("'%s' finds the label '%s'", (q, label) => {
    expect(matches(q, label)).toBe(true);
  });

  it("tolerates a typo in a long word and finds CJK words inside longer labels", () => {
    expect(matches("recurring revenue", "Reccurring Revenue")).toBe(true);
    expect(matches("エンジニア人件費", "エンジニア人件費（正社員）")).toBe(true);
    expect(matches("churn", "Customers")).toBe(false);
    expect(matches("revenue", "Reserve")).toBe(false);
  });

  it("leaves out question words, in English and Dutch", () => {
    expect(tokenize("What is the revenue in the model?")).toEqual(["#revenue"]);
    expect(tokenize("Hoeveel klanten hebben we?")).toEqual(["#customers", "hebben"]);
  });

  it("tells a Dutch question from an English one", () => {
    expect(isDutch("Wat is de omzet in maart?")).toBe(true);
    expect(isDutch("What is the revenue in March?")).toBe(false);
  });
});
