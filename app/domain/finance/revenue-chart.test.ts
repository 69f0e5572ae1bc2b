import { describe, expect, it } from "vitest";
import { buildRevenueGrowthSeries, hasRevenuePoints } from "./revenue-chart";

describe("buildRevenueGrowthSeries", () => {
  it("plots the five columns in order, labelled current−2 … current+2", () => {
    const points = buildRevenueGrowthSeries(
      { revenueYear1: 10_000, revenueYear2: 40_000, revenueCurrentYear: 90_000, revenueForecast1: 180_000, revenueForecast2: 300_000 },
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

  it("falls back to MRR × 12 + auto revenue for this year only when nothing else is stored and it is above 0", () => {
    expect(buildRevenueGrowthSeries({ currentRevenueEstimate: 150_000 }, 2026).map((p) => p.Omzet)).toEqual([null, null, 150_000, null, null]);
    expect(buildRevenueGrowthSeries({ currentYearRevenue: 90_000, currentRevenueEstimate: 150_000 }, 2026)[2]!.Omzet).toBe(90_000);
    expect(hasRevenuePoints(buildRevenueGrowthSeries({ currentRevenueEstimate: 0 }, 2026))).toBe(false);
  });
});
