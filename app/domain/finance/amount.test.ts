import { describe, expect, it } from "vitest";

import { formatAmountInput, readAmount, readOptionalAmount } from "./amount";

const value = (text: string, notation: "nl" | "en") => {
  const read = readAmount(text, notation);
  return read.ok ? read.value : read.problem;
};

describe("readAmount, Dutch notation", () => {
  it.each([
    ["42.500", 42500],
    ["42500", 42500],
    ["42.500,00", 42500],
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["2,5", 2.5],
    ["1,5", 1.5],
    ["1.000.000", 1_000_000],
    ["0,125", 0.125],
    [",5", 0.5],
    ["€ 42.500", 42500],
    ["€42.500,50", 42500.5],
    ["2,5%", 2.5],
    ["  7.500 ", 7500],
    ["-900", -900],
    ["−1.234,5", -1234.5],
    ["0", 0],
    ["1234,567", 1234.567],
  ])("reads %s as %d", (text, expected) => {
    expect(value(text, "nl")).toBe(expected);
  });

  it.each(["1,234", "12,345", "999,000"])(
    "refuses %s as ambiguous (an English thousand, 1000× off)",
    (text) => {
      expect(value(text, "nl")).toBe("ambiguous");
    },
  );

  it.each([
    "1.5",
    "1.234.5",
    "12abc",
    "1..2",
    "1,2,3",
    "42.50",
    "1,234.56",
    "abc",
    "-",
    "€",
    "1 234",
    "1e5",
    "0x10",
    "Infinity",
  ])("refuses %s as malformed", (text) => {
    expect(value(text, "nl")).toBe("malformed");
  });
});

describe("readAmount, English notation", () => {
  it.each([
    ["42,500", 42500],
    ["42500", 42500],
    ["1,234.56", 1234.56],
    ["2.5", 2.5],
    ["0.125", 0.125],
    ["42,500.00", 42500],
    ["-3.75", -3.75],
  ])("reads %s as %d", (text, expected) => {
    expect(value(text, "en")).toBe(expected);
  });

  it.each(["1.234", "42.500", "7.500"])("refuses %s as ambiguous (a Dutch thousand, 1000× off)", (text) => {
    expect(value(text, "en")).toBe("ambiguous");
  });

  it.each(["1,5", "1.234,56", "4,25", "12abc"])("refuses %s as malformed", (text) => {
    expect(value(text, "en")).toBe("malformed");
  });
});

describe("readOptionalAmount", () => {
  it("treats empty as not given and passes finite numbers through", () => {
    expect(readOptionalAmount("  ", "nl")).toEqual({ ok: true, value: undefined });
    expect(readOptionalAmount(undefined, "nl")).toEqual({ ok: true, value: undefined });
    expect(readOptionalAmount(12.5, "nl")).toEqual({ ok: true, value: 12.5 });
    expect(readOptionalAmount(Number.NaN, "nl")).toEqual({ ok: false, problem: "malformed" });
  });
});

describe("formatAmountInput", () => {
  it("writes what the reader reads back to the same value", () => {
    for (const n of [42500, 1234.56, 2.5, 0, -900, 1_000_000, 0.125, 1234.567]) {
      for (const notation of ["nl", "en"] as const) {
        const read = readAmount(formatAmountInput(n, notation), notation);
        expect(read).toEqual({ ok: true, value: n });
      }
    }
  });
  it("shows Dutch grouping on a Dutch screen", () => {
    expect(formatAmountInput(42500, "nl")).toBe("42.500");
    expect(formatAmountInput(1234.56, "nl")).toBe("1.234,56");
    expect(formatAmountInput(42500, "en")).toBe("42,500");
    expect(formatAmountInput(null, "nl")).toBe("");
  });
  it("writes whole numbers around the grouping threshold as Intl does", () => {
    const intl = {
      nl: new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 6 }),
      en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 }),
    };
    for (let n = -1500; n <= 1500; n++)
      for (const notation of ["nl", "en"] as const)
        expect(formatAmountInput(n, notation)).toBe(intl[notation].format(n));
    expect(formatAmountInput(-0, "nl")).toBe(intl.nl.format(-0));
  });
});
