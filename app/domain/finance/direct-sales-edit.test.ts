import { describe, expect, it } from "vitest";

import { readDirectSalesEdit } from "./direct-sales-edit";

const post = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("readDirectSalesEdit", () => {
  it("reads a month's amount", () => {
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "1.500,5" }))).toEqual({
      ok: true,
      month: 4,
      year: 2026,
      directSalesCosts: 1500.5,
    });
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "0" }))).toMatchObject({
      ok: true,
      directSalesCosts: 0,
    });
  });

  it("refuses a forged month or year before the amount", () => {
    expect(readDirectSalesEdit(post({ month: "13", year: "2026", direct_sales_costs: "abc" }))).toEqual({
      ok: false,
      month: null,
      error: "invalidPeriod",
    });
    expect(readDirectSalesEdit(post({ month: "2", direct_sales_costs: "10" }))).toEqual({
      ok: false,
      month: 2,
      error: "invalidPeriod",
    });
  });

  it("names why an amount is refused: not a number, negative, too big", () => {
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "" }))).toEqual({
      ok: false,
      month: 4,
      error: "notANumber",
    });
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "12abc" }))).toEqual({
      ok: false,
      month: 4,
      error: "malformed",
    });
    expect(
      readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "1,500" })),
    ).toMatchObject({ ok: false, error: "ambiguous" });
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "-1" }))).toEqual({
      ok: false,
      month: 4,
      error: "negative",
    });
    expect(
      readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "1000000000001" })),
    ).toEqual({ ok: false, month: 4, error: "tooBig" });
  });
});
