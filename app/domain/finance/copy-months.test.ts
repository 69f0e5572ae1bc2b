import { describe, expect, it } from "vitest";

import {
  clampYearsAhead,
  computeGrowthMultiplier,
  computeMonthsBetween,
  getYearSelectionState,
  groupTargetsByYear,
  hasExistingData,
  listCopyTargets,
  planMonthCopies,
  scaleMonthlyCosts,
  summarizeSelection,
  toggleMonthSelection,
  toggleYearSelection,
  toMonthKey,
} from "./copy-months";
import { createEmptyMonthlyCosts } from "./monthly-costs";

const source = { month: 3, year: 2026 };

describe("years ahead: 1 to 10, default 5", () => {
  it("defaults to 5", () => {
    expect(clampYearsAhead(undefined)).toBe(5);
    expect(clampYearsAhead("")).toBe(5);
    expect(clampYearsAhead("abc")).toBe(5);
  });
  it("clamps", () => {
    expect(clampYearsAhead(0)).toBe(1);
    expect(clampYearsAhead(-3)).toBe(1);
    expect(clampYearsAhead(11)).toBe(10);
    expect(clampYearsAhead("7")).toBe(7);
  });
});

describe("targets: years × 12 months after the source month", () => {
  it("starts the month after the source and crosses years", () => {
    const targets = listCopyTargets(source, 1);
    expect(targets).toHaveLength(12);
    expect(targets[0]).toEqual({ month: 4, year: 2026, monthsAhead: 1 });
    expect(targets[9]).toEqual({ month: 1, year: 2027, monthsAhead: 10 });
    expect(targets[11]).toEqual({ month: 3, year: 2027, monthsAhead: 12 });
  });
  it("lists 60 months by default and 120 at most", () => {
    expect(listCopyTargets(source, undefined)).toHaveLength(60);
    expect(listCopyTargets(source, 99)).toHaveLength(120);
  });
  it("groups per calendar year for the accordions", () => {
    const groups = groupTargetsByYear(listCopyTargets(source, 1));
    expect(groups.map((g) => [g.year, g.targets.length])).toEqual([
      [2026, 9],
      [2027, 3],
    ]);
  });
  it("counts the months between source and target", () => {
    expect(computeMonthsBetween(source, { month: 3, year: 2028 })).toBe(24);
  });
});

describe("growth multiplier = (1 + growth%/100)^months", () => {
  it("is 1 without growth", () => {
    expect(computeGrowthMultiplier(0, 12)).toBe(1);
  });
  it("compounds monthly", () => {
    expect(computeGrowthMultiplier(10, 2)).toBeCloseTo(1.21, 12);
    expect(computeGrowthMultiplier(-10, 2)).toBeCloseTo(0.81, 12);
  });
});

describe("scaling", () => {
  it("rounds every value, custom items too", () => {
    const values = { ...createEmptyMonthlyCosts(), salaryCeo: 5_000, cloudkosten: 99 };
    const scaled = scaleMonthlyCosts(values, { tech: { GitHub: 45 } }, 1.21);
    expect(scaled.values.salaryCeo).toBe(6_050);
    expect(scaled.values.cloudkosten).toBe(120); // 119.79
    expect(scaled.values.retouren).toBe(0);
    expect(scaled.customFields).toEqual({ tech: { GitHub: 54 } }); // 54.45
  });
});

describe("planMonthCopies", () => {
  const values = { ...createEmptyMonthlyCosts(), huurKantoor: 1_000 };
  it("scales each selected target by its own multiplier", () => {
    const plan = planMonthCopies({
      source,
      values,
      customFields: { other: { Buffer: 100 } },
      growthPercent: 1,
      targets: [
        { month: 4, year: 2026 },
        { month: 3, year: 2027 },
      ],
    });
    if (!plan.ok) throw new Error(plan.reason);
    expect(
      plan.copies.map((c) => [c.month, c.year, c.values.huurKantoor, c.customFields.other?.Buffer]),
    ).toEqual([
      [4, 2026, 1_010, 101],
      [3, 2027, Math.round(1_000 * 1.01 ** 12), Math.round(100 * 1.01 ** 12)],
    ]);
    expect(plan.copies[1].values.huurKantoor).toBe(1_127);
  });
  it("copies unchanged at 0 % growth", () => {
    const plan = planMonthCopies({ source, values, growthPercent: 0, targets: listCopyTargets(source, 5) });
    expect(plan.ok && plan.copies.every((c) => c.values.huurKantoor === 1_000)).toBe(true);
    expect(plan.ok && plan.copies.length).toBe(60);
  });
  it("needs at least one target month", () => {
    expect(planMonthCopies({ source, values, growthPercent: 0, targets: [] })).toEqual({
      ok: false,
      reason: "no_target_months",
    });
  });
});

describe("selection", () => {
  const year2027 = groupTargetsByYear(listCopyTargets(source, 2)).find((g) => g.year === 2027)!.targets;
  it("selects a whole year, then deselects it", () => {
    const all = toggleYearSelection(new Set(), year2027);
    expect(all.size).toBe(12);
    expect(getYearSelectionState(all, year2027)).toBe("all");
    expect(toggleYearSelection(all, year2027).size).toBe(0);
  });
  it("shows a partial state and completes it on click", () => {
    const one = toggleMonthSelection(new Set(), { month: 5, year: 2027 });
    expect(getYearSelectionState(one, year2027)).toBe("partial");
    expect(getYearSelectionState(new Set(), year2027)).toBe("none");
    expect(toggleYearSelection(one, year2027).size).toBe(12);
  });
  it("toggles a month off again", () => {
    const one = toggleMonthSelection(new Set(), { month: 5, year: 2027 });
    expect(toggleMonthSelection(one, { month: 5, year: 2027 }).size).toBe(0);
  });
  it("summarises months and years", () => {
    const selected = new Set([
      toMonthKey({ month: 12, year: 2026 }),
      toMonthKey({ month: 1, year: 2027 }),
      toMonthKey({ month: 2, year: 2027 }),
    ]);
    expect(summarizeSelection(selected)).toEqual({ months: 3, years: 2 });
  });
  it("flags months with existing data", () => {
    const existing = new Set(["2027-05"]);
    expect(hasExistingData(existing, { month: 5, year: 2027 })).toBe(true);
    expect(hasExistingData(existing, { month: 6, year: 2027 })).toBe(false);
  });
});
