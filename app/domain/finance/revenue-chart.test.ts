import { describe, expect, it } from "vitest";

import { buildRevenueGrowthSeries, hasRevenuePoints } from "./revenue-chart";

describe("buildRevenueGrowthSeries", () => {
  it("plots the five columns in order, labelled current−2 … current+2", () => {
    const points = buildRevenueGrowthSeries(
      {
        revenueYear1: 10_000,
        revenueYear2: 40_000,
        revenueCurrentYear: 90_000,
        revenueForecast1: 180_000,
        revenueForecast2: 300_000,
      },
      2026,
    );
    expect(points).toEqual([
      { year: "2024", Omzet: 10_000 },
      { year: "2025", Omzet: 40_000 },
      { year: "2026", Omzet: 90_000 },
      { year: "2027", Omzet: 180_000 },
      { year: "2028", Omzet: 300_000 },
    ]);
    expect(hasRevenuePoints(points)).toBe(true);
  });

  it("uses the wizard's last-year and this-year totals for empty columns and leaves gaps otherwise", () => {
    const points = buildRevenueGrowthSeries({ previousYearRevenue: 50_000, currentYearRevenue: 0 }, 2026);
    expect(points.map((p) => p.Omzet)).toEqual([null, 50_000, 0, null, null]);
    expect(hasRevenuePoints(buildRevenueGrowthSeries({}, 2026))).toBe(false);
  });

  it("plots this year's revenue of the one revenue function whenever it is above 0, so the page has one figure for this year", () => {
    expect(buildRevenueGrowthSeries({ currentYearTotal: 150_000 }, 2026).map((p) => p.Omzet)).toEqual([
      null,
      null,
      150_000,
      null,
      null,
    ]);
    expect(
      buildRevenueGrowthSeries(
        { revenueCurrentYear: 395_000, currentYearRevenue: 90_000, currentYearTotal: 510_000 },
        2026,
      )[2]!.Omzet,
    ).toBe(510_000);
    expect(
      buildRevenueGrowthSeries({ currentYearRevenue: 90_000, currentYearTotal: 0 }, 2026)[2]!.Omzet,
    ).toBe(90_000);
    expect(hasRevenuePoints(buildRevenueGrowthSeries({ currentYearTotal: 0 }, 2026))).toBe(false);
  });
});
