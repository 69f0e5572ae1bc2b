import { describe, expect, it } from "vitest";

import { clampYearsAhead, computeGrowthMultiplier, listCopyTargets, planMonthCopies } from "./copy-months";
import { createEmptyMonthlyCosts } from "./monthly-costs";

const source = { month: 12, year: 2026 };
const values = { ...createEmptyMonthlyCosts(), salaryCeo: 5_000 };

describe("growth −100 % and below", () => {
  it("−100 % copies zeros to every later month", () => {
    const plan = planMonthCopies({
      source,
      values,
      customFields: { other: { Buffer: 100 } },
      growthPercent: -100,
      targets: listCopyTargets(source, 1),
    });
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.copies.every((c) => c.values.salaryCeo === 0 && c.customFields.other?.Buffer === 0)).toBe(
      true,
    );
    expect(Object.is(plan.copies[0].values.salaryCeo, 0)).toBe(true);
  });
  it("below −100 % is treated as −100 % (never negative or sign-flipping)", () => {
    expect(computeGrowthMultiplier(-150, 1)).toBe(0);
    expect(computeGrowthMultiplier(-150, 2)).toBe(0);
  });
  it("a non-numeric growth counts as 0 %", () => {
    expect(computeGrowthMultiplier(Number.NaN, 5)).toBe(1);
  });
});

describe("other edges", () => {
  it("the month after December is January of the next year", () => {
    expect(listCopyTargets(source, 1)[0]).toEqual({ month: 1, year: 2027, monthsAhead: 1 });
  });
  it("a fractional number of years rounds down", () => {
    expect(clampYearsAhead(2.9)).toBe(2);
  });
  it("large growth over 10 years stays finite and rounded", () => {
    const plan = planMonthCopies({ source, values, growthPercent: 10, targets: [{ month: 12, year: 2036 }] });
    expect(plan.ok && plan.copies[0].values.salaryCeo).toBe(Math.round(5_000 * 1.1 ** 120));
  });
});
