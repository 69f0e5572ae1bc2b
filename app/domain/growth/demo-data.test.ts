import { describe, expect, it } from "vitest";

import {
  demoForecastSheets,
  demoSalesWeeks,
  demoScenarios,
  demoWeekPeriods,
  nextMonthStart,
} from "./demo-data";
import { summarizeForecast } from "./forecast";
import { agencyFunnelView, enhancedAnalytics } from "./sales-dashboard";
import { AGENCY_STAGES, deriveWeek, outOfRangeWeekFields, SQL_STAGES, weekNumberOf } from "./sales-metrics";

const asOf = new Date("2026-11-23T21:00:00Z");
const profile = { mrrCurrent: 18_500, cacPerCustomer: 450, revenuePerCustomerMonthly: 149, ltvMonths: 24 };

describe("demoWeekPeriods", () => {
  it("gives the twelve weeks up to this week, oldest first", () => {
    const weeks = demoWeekPeriods(asOf);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: weekNumberOf(asOf), year: 2026 });
    expect(weeks[0]).toEqual({ week: weekNumberOf(asOf) - 11, year: 2026 });
  });
  it("steps back over the new year into week 52 of the year before", () => {
    const weeks = demoWeekPeriods(new Date("2027-01-12T12:00:00Z"));
    expect(weeks.at(-1)).toEqual({ week: 3, year: 2027 });
    expect(weeks.slice(0, 3)).toEqual([
      { week: 44, year: 2026 },
      { week: 45, year: 2026 },
      { week: 46, year: 2026 },
    ]);
    expect(weeks[9]).toEqual({ week: 1, year: 2027 });
  });
});

describe("demoSalesWeeks", () => {
  const weeks = demoSalesWeeks(asOf);
  it("are believable: totals are their parts, figures in range, funnels narrowing stage by stage", () => {
    for (const { record: r } of weeks) {
      expect(outOfRangeWeekFields(r)).toEqual([]);
      expect(r.marketingInvestment).toBe(r.marketingInvestmentDirect + r.marketingInvestmentAgency);
      expect(r.mqlsMarketing).toBe(r.mqlsMarketingDirect + r.mqlsMarketingAgency);
      expect(r.sqlsTotal).toBe(SQL_STAGES.reduce((s, k) => s + r[k], 0));
      expect(r.agenciesOutreach).toBeLessThanOrEqual(r.agenciesLeads);
      expect(r.agenciesInContact).toBeLessThanOrEqual(r.agenciesOutreach);
      expect(r.agenciesMeeting).toBeLessThanOrEqual(r.agenciesInContact);
      expect(r.agenciesDeal + r.agenciesNoDeal).toBeLessThanOrEqual(r.agenciesProposalSend);
      expect(r.sqlsIntegrated).toBeLessThanOrEqual(r.sqlsRegistered);
      expect(r.sqlsRegistered).toBeLessThan(r.mqlsMarketing + r.mqlsInfluencers);
      const d = deriveWeek(r);
      expect(d.rates.mqlToSql).toBeGreaterThan(20);
      expect(d.rates.mqlToSql).toBeLessThan(80);
      expect(d.agencyRates.proposalToClose).toBeLessThanOrEqual(100);
      expect(AGENCY_STAGES.every((k) => Number.isInteger(r[k]) && r[k] >= 0)).toBe(true);
    }
  });
  it("grow over the quarter, with notes on the weeks something happened and some cents", () => {
    const first = deriveWeek(weeks[0]!.record);
    const last = deriveWeek(weeks[11]!.record);
    expect(last.totalMQLs).toBeGreaterThan(first.totalMQLs);
    expect(weeks[11]!.record.marketingInvestment).toBeGreaterThan(weeks[0]!.record.marketingInvestment);
    expect(weeks.filter((w) => w.record.notes).length).toBeGreaterThanOrEqual(3);
    expect(weeks.some((w) => !Number.isInteger(w.record.marketingInvestmentDirect))).toBe(true);
  });
  it("fill every dashboard view: both agency tiers, won and lost deals, insights", () => {
    const newestFirst = [...weeks].reverse();
    const agency = agencyFunnelView(newestFirst);
    expect(agency.won).toBeGreaterThan(0);
    expect(agency.lost).toBeGreaterThan(0);
    expect(agency.currentWeek?.slices.length).toBeGreaterThan(4);
    const enhanced = enhancedAnalytics(newestFirst);
    expect(enhanced.tiers.every((t) => t.customers > 0)).toBe(true);
    expect(enhanced.insights.length).toBeGreaterThan(0);
  });
});

describe("demoScenarios", () => {
  it("are two scenarios from next month, projected by the forecast engine", () => {
    const scenarios = demoScenarios(profile, asOf);
    expect(scenarios.map((s) => [s.input.projectionMonths, s.input.projectionStartDate])).toEqual([
      [36, "2026-12-01"],
      [24, "2026-12-01"],
    ]);
    expect(scenarios[0]!.projections).toHaveLength(36);
    expect(scenarios[0]!.projections[0]).toMatchObject({
      month: 12,
      year: 2026,
      newCustomers: 20,
      totalActiveCustomers: 124 + 20,
    });
    const [base, push] = scenarios.map((s) => summarizeForecast(s.projections));
    expect(push!.totalInvestment / 24).toBeGreaterThan(base!.totalInvestment / 36);
  });
  it("start in January after a December date", () => {
    expect(nextMonthStart(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });
});

describe("demoForecastSheets", () => {
  const sheets = demoForecastSheets(profile, 2027);
  const rowOf = (sheet: string, label: string) =>
    sheets.find((s) => s.name === sheet)!.rows.find((r) => r[0] === label)!;
  it("has months as columns and a yearly total that is the sum of the months", () => {
    const header = sheets[0]!.rows[0]!;
    expect(header).toHaveLength(14);
    expect(header[1]).toEqual(new Date(Date.UTC(2027, 0, 1)));
    expect(header[13]).toBe("Total 2027");
    for (const [sheet, label] of [
      ["Revenue", "Revenue"],
      ["Costs", "Total costs"],
      ["Costs", "Personnel"],
      ["P&L", "EBITDA"],
    ] as const) {
      const row = rowOf(sheet, label) as number[];
      expect(row[13]).toBeCloseTo(
        row.slice(1, 13).reduce((s, v) => s + v, 0),
        2,
      );
    }
  });
  it("agrees with itself: revenue = active customers × €149, EBITDA = revenue − costs, costs = their lines", () => {
    const active = rowOf("Revenue", "Active customers") as number[];
    const revenue = rowOf("Revenue", "Revenue") as number[];
    const costs = rowOf("Costs", "Total costs") as number[];
    const lines = ["Personnel", "Marketing", "Cloud & tools", "Office"].map(
      (l) => rowOf("Costs", l) as number[],
    );
    const ebitda = rowOf("P&L", "EBITDA") as number[];
    for (let m = 1; m <= 12; m++) {
      expect(revenue[m]).toBe(active[m]! * 149);
      expect(costs[m]).toBeCloseTo(
        lines.reduce((s, l) => s + l[m]!, 0),
        2,
      );
      expect(ebitda[m]).toBeCloseTo(revenue[m]! - costs[m]!, 2);
    }
    expect(active[1]).toBe(124 + 20 - 2);
    expect(active[12]).toBeGreaterThan(active[1]!);
  });
});
