import { describe, expect, it } from "vitest";

import { hasComparisonFigure, hasFigure, hasMoney, hasUnitPrice, parseNumber, readAmounts } from "./amounts";

const one = (text: string) => {
  const all = readAmounts(text);
  expect(all).toHaveLength(1);
  return all[0];
};

describe("readAmounts", () => {
  it("reads rupees in crore and lakh", () => {
    expect(one("Raising ₹3 Cr in a seed round")).toMatchObject({
      kind: "money",
      currency: "INR",
      value: 3e7,
      scaled: true,
    });
    expect(one("ticket size 15L")).toMatchObject({ kind: "number", value: 1.5e6, scaled: true });
    expect(one("Rs. 50 lakh")).toMatchObject({ kind: "money", currency: "INR", value: 5e6 });
    expect(one("INR 2.5 crore")).toMatchObject({ currency: "INR", value: 2.5e7 });
  });

  it("reads dollars, pounds, euros and yen with their scales", () => {
    expect(one("a $1.2bn market")).toMatchObject({ kind: "money", currency: "USD", value: 1.2e9 });
    expect(one("$4B TAM")).toMatchObject({ currency: "USD", value: 4e9 });
    expect(one("£1.3m seed")).toMatchObject({ currency: "GBP", value: 1.3e6 });
    expect(one("€650K committed")).toMatchObject({ currency: "EUR", value: 650e3 });
    expect(one("¥500 million")).toMatchObject({ currency: "JPY", value: 5e8 });
    expect(one("USD 700k ARR")).toMatchObject({ currency: "USD", value: 7e5 });
    expect(one("2 miljoen euro")).toMatchObject({ currency: "EUR", value: 2e6 });
    expect(one("€1,5 mld")).toMatchObject({ currency: "EUR", value: 1.5e9 });
    expect(one("12 mn users")).toMatchObject({ kind: "number", value: 12e6, scaled: true });
  });

  it("reads ranges with the shared currency and scale", () => {
    expect(one("USD 15,000-250,000 per year")).toMatchObject({
      kind: "money",
      value: 15000,
      high: 250000,
      per: "year",
    });
    expect(one("$15-25M")).toMatchObject({ value: 15e6, high: 25e6 });
    expect(one("10-30% trading fees")).toMatchObject({ kind: "percent", value: 10, high: 30 });
    expect(one("€2M to €3M")).toMatchObject({ value: 2e6, high: 3e6 });
  });

  it("reads percentages and multiples", () => {
    expect(one("18.7% CAGR")).toMatchObject({ kind: "percent", value: 18.7 });
    expect(one("96 procent")).toMatchObject({ kind: "percent", value: 96 });
    expect(one("3× faster")).toMatchObject({ kind: "multiple", value: 3 });
    expect(one("3x faster than manual review")).toMatchObject({ kind: "multiple", value: 3 });
    expect(one("10X cheaper")).toMatchObject({ kind: "multiple", value: 10 });
  });

  it("reads per-unit prices", () => {
    expect(one("€0.05/page")).toMatchObject({ kind: "money", currency: "EUR", value: 0.05, per: "page" });
    expect(one("€0,05/pagina")).toMatchObject({ kind: "money", currency: "EUR", value: 0.05, per: "pagina" });
    expect(one("$9 per user")).toMatchObject({ value: 9, per: "user" });
    expect(one("€29 a month")).toMatchObject({ value: 29, per: "month" });
    // Not a unit: the word after 'a' is something else.
    expect(one("€2M a seed round")).toMatchObject({ text: "€2M", per: null });
  });

  it("keeps names, years and units apart from amounts", () => {
    expect(readAmounts("B2B and Q3 sales")).toEqual([]);
    expect(one("founded in 2020")).toMatchObject({ year: true, kind: "number" });
    expect(one("2023-2032")).toMatchObject({ year: true });
    expect(one("5 miles")).toMatchObject({ value: 5, scaled: false });
    expect(one("3 m wide")).toMatchObject({ value: 3, scaled: false });
    expect(one("4,701 customers")).toMatchObject({ value: 4701 });
  });
});

describe("parseNumber", () => {
  it("reads thousands separators and decimal marks in either convention", () => {
    expect(parseNumber("1,278")).toBe(1278);
    expect(parseNumber("750.000")).toBe(750000);
    expect(parseNumber("0,05")).toBe(0.05);
    expect(parseNumber("1,5")).toBe(1.5);
    expect(parseNumber("14.18")).toBe(14.18);
    expect(parseNumber("1.234,5")).toBe(1234.5);
    expect(parseNumber("1,234.5")).toBe(1234.5);
    expect(parseNumber("1,000,000")).toBe(1e6);
  });
});

describe("figure predicates", () => {
  it("hasFigure: amounts, percentages, multiples, scaled or large numbers — not years or list numbers", () => {
    expect(hasFigure("₹3 Cr")).toBe(true);
    expect(hasFigure("178 customers")).toBe(true);
    expect(hasFigure("since 2020")).toBe(false);
    expect(hasFigure("step 3 of 5")).toBe(false);
    expect(hasFigure("3×")).toBe(true);
  });
  it("hasMoney needs a currency", () => {
    expect(hasMoney("₹3 Cr")).toBe(true);
    expect(hasMoney("EUR 40")).toBe(true);
    expect(hasMoney("178 customers")).toBe(false);
  });
  it("hasUnitPrice and hasComparisonFigure", () => {
    expect(hasUnitPrice("€0,05/pagina")).toBe(true);
    expect(hasUnitPrice("€2M")).toBe(false);
    expect(hasComparisonFigure("3x faster")).toBe(true);
    expect(hasComparisonFigure("60% cheaper than current coatings")).toBe(true);
    expect(hasComparisonFigure("reduces waste by 40%")).toBe(true);
    expect(hasComparisonFigure("96% retention")).toBe(false);
  });
});
