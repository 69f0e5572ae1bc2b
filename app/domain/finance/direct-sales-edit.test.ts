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
      error: "Ongeldige maand of jaar.",
    });
    expect(readDirectSalesEdit(post({ month: "2", direct_sales_costs: "10" }))).toEqual({
      ok: false,
      month: 2,
      error: "Ongeldige maand of jaar.",
    });
  });

  it("names why an amount is refused: not a number, negative, too big", () => {
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "" }))).toEqual({
      ok: false,
      month: 4,
      error: "Voer een geldig getal in",
    });
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "12abc" }))).toEqual({
      ok: false,
      month: 4,
      error: "Gebruik 1.234,56 of 1234,56",
    });
    expect(
      readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "1,500" })),
    ).toMatchObject({ ok: false, error: expect.stringContaining("Onduidelijk") });
    expect(readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "-1" }))).toEqual({
      ok: false,
      month: 4,
      error: "Bedrag mag niet negatief zijn",
    });
    expect(
      readDirectSalesEdit(post({ month: "4", year: "2026", direct_sales_costs: "1000000000001" })),
    ).toEqual({ ok: false, month: 4, error: "Bedrag is te groot" });
  });
});
