import { describe, expect, it } from "vitest";

import { evaluateFormula, type Scalar } from "./formula";

const cells: Record<string, Scalar> = {
  "S!0:0": 10,
  "S!1:0": 20,
  "S!2:0": 30,
  "Other sheet!0:1": 5,
  "S!0:1": "x",
};
const lookup = (sheet: string, r: number, c: number) => cells[`${sheet}!${r}:${c}`] ?? null;
const ev = (f: string) => evaluateFormula(f, "S", lookup);

describe("formula evaluation", () => {
  it("arithmetic, references, ranges and other sheets", () => {
    expect(ev("=A1+A2*2")).toBe(50);
    expect(ev("SUM(A1:A3)/3")).toBe(20);
    expect(ev("A1+'Other sheet'!B1")).toBe(15);
    expect(ev("-A1^2")).toBe(-100);
    expect(ev("50%*A2")).toBe(10);
    expect(ev("$A$1&B1")).toBe("10x");
  });

  it("IF, AND, comparisons, ROUND, MIN/MAX, IFERROR", () => {
    expect(ev("IF(A1=0,0,A2/A1)")).toBe(2);
    expect(ev("IF(AND(A1>5,A2<=20),1,2)")).toBe(1);
    expect(ev("ROUND(A3/7,2)")).toBe(4.29);
    expect(ev("MAX(A1:A3)-MIN(A1:A3)")).toBe(20);
    expect(ev("IFERROR(A1/0,-1)")).toBe(-1);
  });

  it("gives up (undefined) instead of guessing", () => {
    expect(ev("XLOOKUP(A1,A1:A3,A1:A3)")).toBeUndefined();
    expect(ev("A1/0")).toBeUndefined();
    expect(ev("#REF!+1")).toBeUndefined();
    expect(evaluateFormula("A1+A2", "S", () => undefined)).toBeUndefined();
  });
});
