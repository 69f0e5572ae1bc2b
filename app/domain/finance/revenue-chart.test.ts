import { describe, expect, it } from "vitest";

import { companyRevenue } from "./revenue";
import { buildRevenueGrowthSeries, hasRevenuePoints } from "./revenue-chart";

const REFERENCE = { year: 2026, month: 11 };

describe("buildRevenueGrowthSeries", () => {
  it("plots current−2 … current+2 from the one revenue function: last year from the wizard, this and coming years from MRR", () => {
    const revenue = companyRevenue(
      { mrrCurrent: 10_000, foundingYear: 2022, cohorts: [], previousYearRevenue: 60_000 },
      REFERENCE,
    );
    const points = buildRevenueGrowthSeries(revenue, 2026);
    // Two years ago cannot be entered in the wizard: an unknown leading year is not an empty slot.
    expect(points).toEqual([
      { year: "2025", Omzet: 60_000 },
      { year: "2026", Omzet: 120_000 },
      { year: "2027", Omzet: 120_000 },
      { year: "2028", Omzet: 120_000 },
    ]);
    // Every point is the overview's year total.
    for (const p of points) expect(p.Omzet).toBe(revenue.year(Number(p.year)).total);
    expect(hasRevenuePoints(points)).toBe(true);
  });

  it("keeps a known older year (an import) and a gap between, never a made-up 0", () => {
    const revenue = companyRevenue(
      { mrrCurrent: 5_000, foundingYear: 2020, cohorts: [], revenueYear2: 20_000 },
      REFERENCE,
    );
    expect(buildRevenueGrowthSeries(revenue, 2026).map((p) => p.Omzet)).toEqual([
      20_000,
      null,
      60_000,
      60_000,
      60_000,
    ]);
  });

  it("starts at the founding year and has nothing to draw without any source", () => {
    const founded = companyRevenue({ mrrCurrent: 1_000, foundingYear: 2027, cohorts: [] }, REFERENCE);
    expect(buildRevenueGrowthSeries(founded, 2026).map((p) => p.year)).toEqual(["2027", "2028"]);
    const none = { year: () => ({ total: null }) };
    expect(buildRevenueGrowthSeries(none, 2026)).toEqual([]);
    expect(hasRevenuePoints(buildRevenueGrowthSeries(none, 2026))).toBe(false);
  });
});
