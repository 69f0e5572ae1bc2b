import { describe, expect, it } from "vitest";

import { currencyOfFormat, isDateFormat, parseValueText, sheetRef, typeCell } from "./values";

describe("values written as text", () => {
  it.each([
    ["30%", { kind: "percent", value: 0.3 }],
    ["0.5%", { kind: "percent", value: 0.005 }],
    ["15,000円", { kind: "currency", value: 15000, currency: "円" }],
    ["$1,200.50", { kind: "currency", value: 1200.5, currency: "$" }],
    ["€ 1.200,50", { kind: "currency", value: 1200.5, currency: "€" }],
    ["1.234.567", { kind: "number", value: 1234567 }],
    ["2,5", { kind: "number", value: 2.5 }],
    ["(2,500)", { kind: "number", value: -2500 }],
    ["500億円", { kind: "currency", value: 50_000_000_000, currency: "円" }],
  ])("%s", (text, parsed) => {
    expect(parseValueText(text)).toEqual(parsed);
  });

  it("leaves labels and values with units as text", () => {
    expect(parseValueText("18ヶ月")).toBeNull();
    expect(parseValueText("20%/年")).toBeNull();
    expect(parseValueText("Revenue")).toBeNull();
    expect(parseValueText("2026-01")).toBeNull();
  });
});

describe("number formats", () => {
  it("name the currency and tell dates apart", () => {
    expect(currencyOfFormat('"£"#,##0.00')).toBe("£");
    expect(currencyOfFormat("[$€-413] #,##0")).toBe("€");
    expect(currencyOfFormat('#,##0"円"')).toBe("円");
    expect(currencyOfFormat("#,##0")).toBeNull();
    expect(isDateFormat("mmm-yy")).toBe(true);
    expect(isDateFormat("yyyy-mm-dd")).toBe(true);
    expect(isDateFormat("#,##0.00")).toBe(false);
    expect(isDateFormat("0%")).toBe(false);
  });

  it("type a cell with the workbook's own display", () => {
    expect(typeCell(2, { v: 1234.5, z: '"$"#,##0', w: "$1,235" })).toEqual({
      c: 2,
      k: "currency",
      v: 1234.5,
      t: "$1,235",
      cur: "$",
    });
    expect(typeCell(0, { v: 0.025, z: "0.0%", w: "2.5%" })).toEqual({
      c: 0,
      k: "percent",
      v: 0.025,
      t: "2.5%",
    });
    expect(typeCell(0, { v: "  " })).toBeNull();
    expect(sheetRef("Bob's sheet", 6, 2)).toBe("'Bob''s sheet'!C7");
  });
});
