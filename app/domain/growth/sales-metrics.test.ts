import { describe, expect, it } from "vitest";

import {
  conversionTone,
  COUNT_FIELDS,
  deriveWeek,
  emptyWeek,
  formatChange,
  hasAgencyData,
  MONEY_FIELDS,
  outOfRangeWeekFields,
  periodOptions,
  rate,
  totalOfWeeks,
  type WeekFigures,
  type WeekInput,
  weekNumberOf,
  weekOverWeek,
  withTotals,
} from "./sales-metrics";

/** The test week's texts as numbers (reading a post is the schema's job: app/schemas/sales-metrics.test.ts). */
function readWeekForm(get: (name: string) => string | undefined): WeekInput {
  const figures = Object.fromEntries([...MONEY_FIELDS, ...COUNT_FIELDS].map((f) => [f, Number(get(f) ?? 0)]));
  return {
    ...(figures as WeekFigures),
    notes: get("notes")?.trim() || null,
    mqlComments: get("mqlComments")?.trim() || null,
  };
}

const form: Record<string, string> = {
  marketingInvestmentDirect: "1000",
  marketingInvestmentAgency: "500.50",
  mqlsMarketingDirect: "40",
  mqlsMarketingAgency: "10",
  mqlsInfluencers: "10",
  sqlsRegistered: "20",
  sqlsIntegrated: "10",
  sqlsFirstChat: "6",
  sqlsActive: "4",
  sqlsAtRisk: "2",
  sqlsCsmTouchpoints: "1",
  sqlsDormant: "1",
  payingCustomers20: "2",
  payingCustomers99: "1",
  payingCustomers249: "2",
  payingCustomersRegular: "3",
  payingCustomersEnterprise: "1",
  payingCustomers150Agency: "2",
  payingCustomers750Agency: "1",
  agenciesLeads: "20",
  agenciesOutreach: "15",
  agenciesInContact: "9",
  agenciesMeeting: "6",
  agenciesFollowUp: "3",
  agenciesProposalSend: "4",
  agenciesDeal: "2",
  agenciesNoDeal: "1",
  agenciesMarketingInvestment: "800",
  notes: "  Webinar week  ",
};
const week = withTotals(readWeekForm((k) => form[k]));

describe("derived per week", () => {
  const d = deriveWeek(week);

  it("counts MQLs, SQLs, customers and revenue per tier", () => {
    expect(d).toMatchObject({
      totalMQLs: 60,
      totalDirectMQLs: 50,
      totalAgencyMQLs: 60,
      totalSQLs: 44,
      totalCustomers: 12,
      totalDirectCustomers: 9,
      totalAgencies: 3,
    });
    // 2×20 + 1×99 + 2×249 + 3×99 + 1×1000 = 1934 direct; + 2×150 + 1×750 = 2984.
    expect(d.directRevenue).toBe(1934);
    expect(d.revenue).toBe(2984);
  });

  it("computes win rate and the three ROIs", () => {
    expect(d.agenciesWinRate).toBeCloseTo(66.667, 3);
    expect(d.agenciesROI).toBe(150); // (2 × 1000 − 800) / 800
    expect(d.directMqlROI).toBeCloseTo(93.4, 10);
    expect(d.agencyMqlROI).toBeCloseTo(((2984 - 1934 - 500.5) / 500.5) * 100, 10);
  });

  it("computes the conversion rates, 0 when a denominator is 0", () => {
    expect(d.rates.mqlToSql).toBeCloseTo(73.333, 3);
    expect(d.rates.directMqlToSql).toBe(88);
    expect(d.rates.sqlToCustomer).toBeCloseTo(27.273, 3);
    expect(d.rates.integratedPerRegistered).toBe(50);
    expect(d.rates.firstChatPerOnboarded).toBe(20);
    expect(d.rates.customersPerMql).toBe(20);
    expect(d.agencyRates).toEqual({
      leadsToOutreach: 75,
      outreachToContact: expect.closeTo(60, 10),
      contactToMeeting: expect.closeTo(66.667, 3),
      meetingToProposal: expect.closeTo(66.667, 3),
      proposalToClose: 75,
    });
    const empty = deriveWeek(emptyWeek());
    expect(Object.values(empty.rates).every((v) => v === 0)).toBe(true);
    expect([empty.agenciesROI, empty.agenciesWinRate, empty.revenue]).toEqual([0, 0, 0]);
    expect(rate(5, 0)).toBe(0);
  });

  it("adds weeks up for the TOTAAL row, with rates over the sums", () => {
    const total = totalOfWeeks([
      week,
      withTotals({
        ...week,
        mqlsMarketingDirect: 0,
        mqlsMarketingAgency: 0,
        mqlsInfluencers: 0,
        sqlsRegistered: 0,
      }),
    ]);
    expect(total.mqlsMarketing).toBe(50);
    expect(total.marketingInvestment).toBe(3001);
    expect(deriveWeek(total).totalSQLs).toBe(68);
    expect(deriveWeek(total).rates.mqlToSql).toBeCloseTo((68 / 60) * 100, 10);
  });
});

describe("which weeks the analysis tables show", () => {
  it("lists weeks with agency figures or spend in the agency trends (the conversions list every week)", () => {
    expect([hasAgencyData(week), hasAgencyData(emptyWeek())]).toEqual([true, false]);
    expect(hasAgencyData({ ...emptyWeek(), agenciesMarketingInvestment: 250 })).toBe(true);
  });
});

describe("week over week", () => {
  it("is a percentage of the previous week, only when it was above 0; rates change in points", () => {
    expect(weekOverWeek(120, 100)).toBe(20);
    expect(weekOverWeek(80, 100)).toBe(-20);
    expect(weekOverWeek(5, 0)).toBeNull();
    expect(weekOverWeek(5, undefined)).toBeNull();
    expect(weekOverWeek(25, 20, "rate")).toBe(5);
    expect([formatChange(12.345), formatChange(-3), formatChange(0), formatChange(2.04, "pp")]).toEqual([
      "+12,3%",
      "-3,0%",
      "0,0%",
      "+2,0pp",
    ]);
  });

  it("colours conversions: ≥ 20 green, 10 to under 20 yellow, under 10 red", () => {
    expect([25, 20, 19.9, 10, 9.99, 0].map(conversionTone)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });

  it("numbers weeks from 1 January in Sunday-based weeks", () => {
    // 2026 starts on a Thursday: 1-3 January are week 1, Sunday 4 January starts week 2.
    expect(weekNumberOf(new Date("2026-01-01T12:00:00Z"))).toBe(1);
    expect(weekNumberOf(new Date("2026-01-03T12:00:00Z"))).toBe(1);
    expect(weekNumberOf(new Date("2026-01-04T12:00:00Z"))).toBe(2);
    expect(weekNumberOf(new Date("2026-11-23T12:00:00Z"))).toBe(48);
    expect(periodOptions(new Date("2026-11-23T12:00:00Z"))).toMatchObject({
      years: [2024, 2025, 2026, 2027],
      current: { week: 48, year: 2026 },
    });
    expect(periodOptions(new Date("2026-12-31T12:00:00Z")).current.week).toBe(52);
  });
});

describe("outOfRangeWeekFields", () => {
  const read = (fields: Record<string, number>) => ({ ...emptyWeek(), ...fields });

  it("accepts ordinary figures and the range's ends", () => {
    expect(
      outOfRangeWeekFields(
        read({
          mqlsInfluencers: 1_000_000_000,
          marketingInvestmentDirect: 1_000_000_000_000,
          payingCustomers20: 0,
        }),
      ),
    ).toEqual([]);
  });

  it("names the counts and amounts beyond their range", () => {
    const input = read({
      mqlsInfluencers: 1e23,
      payingCustomers20: -5,
      marketingInvestmentDirect: 1e308,
      sqlsRegistered: 12,
    });
    expect(outOfRangeWeekFields(input).sort()).toEqual([
      "marketingInvestmentDirect",
      "mqlsInfluencers",
      "payingCustomers20",
    ]);
  });
});
