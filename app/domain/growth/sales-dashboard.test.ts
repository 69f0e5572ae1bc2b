import { describe, expect, it } from "vitest";

import {
  agencyFunnel,
  agencyFunnelView,
  agencyTrendChart,
  aggregateWeeks,
  analyticsTone,
  barWidth,
  chartWeeks,
  conversionOverview,
  type DatedWeek,
  directTrendChart,
  enhancedAnalytics,
  funnelStatus,
  insightsOf,
  lowestStage,
  marketingFunnel,
  overviewOf,
  readSalesView,
  readWeekChoice,
  SALES_VIEW_GROUPS,
  weekChoiceValue,
  weekOverview,
} from "./sales-dashboard";
import { emptyWeek, type WeekRecord } from "./sales-metrics";

const rec = (fields: Partial<WeekRecord>): WeekRecord => {
  const w = { ...emptyWeek(), ...fields };
  return {
    ...w,
    marketingInvestment: w.marketingInvestmentDirect + w.marketingInvestmentAgency,
    mqlsMarketing: w.mqlsMarketingDirect + w.mqlsMarketingAgency,
  };
};
const w12 = rec({
  marketingInvestmentDirect: 1500,
  marketingInvestmentAgency: 500,
  mqlsMarketingDirect: 30,
  mqlsMarketingAgency: 10,
  mqlsInfluencers: 10,
  sqlsRegistered: 10,
  sqlsIntegrated: 5,
  agenciesLeads: 20,
  agenciesOutreach: 10,
  agenciesInContact: 5,
  agenciesMeeting: 4,
  agenciesProposalSend: 4,
  agenciesDeal: 2,
  agenciesNoDeal: 2,
  agenciesMarketingInvestment: 800,
  payingCustomers150Agency: 4,
  payingCustomers750Agency: 1,
});
const w11 = rec({
  marketingInvestmentDirect: 1000,
  mqlsMarketingDirect: 20,
  mqlsInfluencers: 20,
  agenciesLeads: 10,
  agenciesOutreach: 5,
  agenciesDeal: 1,
  agenciesNoDeal: 0,
  agenciesMarketingInvestment: 200,
  payingCustomers150Agency: 2,
});
// Newest first, as the list holds them.
const weeks: DatedWeek[] = [
  { week: 12, year: 2026, record: w12 },
  { week: 11, year: 2026, record: w11 },
];

describe("views", () => {
  it("has the three groups with the nine views of the spec; the default is Input Data", () => {
    expect(SALES_VIEW_GROUPS.map((g) => g.title)).toEqual(["Input & Overview", "Trends", "Analysis"]);
    expect(SALES_VIEW_GROUPS.flatMap((g) => g.views.map(([id]) => id))).toEqual([
      "input",
      "overview",
      "funnel-status",
      "trends",
      "agency-trends",
      "conversion",
      "marketing",
      "agencies",
      "enhanced",
    ]);
    expect(readSalesView(null)).toBe("input");
    expect(readSalesView("enhanced")).toBe("enhanced");
  });

  it("looks views up by their own names only", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "", "Overview"])
      expect(readSalesView(name)).toBe("input");
  });
});

describe("analytics colours", () => {
  it("is red below 20, green above 50, yellow from 20 to 50", () => {
    expect(analyticsTone(19.9)).toBe("red");
    expect(analyticsTone(20)).toBe("yellow");
    expect(analyticsTone(50)).toBe("yellow");
    expect(analyticsTone(50.1)).toBe("green");
    expect(analyticsTone(0)).toBe("red");
  });
  it("caps the bar width at 100 and never goes below 0", () => {
    expect(barWidth(150)).toBe(100);
    expect(barWidth(42.5)).toBe(42.5);
    expect(barWidth(-10)).toBe(0);
    expect(barWidth(Number.NaN)).toBe(0);
  });
});

describe("aggregates", () => {
  it("adds every week up", () => {
    const a = aggregateWeeks(weeks.map((w) => w.record));
    expect(a).toMatchObject({
      totalMQLs: 90, // 40 + 10 and 20 + 20
      totalMarketingMQLs: 60,
      totalInfluencerMQLs: 30,
      totalInvestment: 3000,
      totalSQLs: 15,
      totalCustomers: 7,
      totalAgencies: 5,
      totalAgenciesDeal: 3,
      totalAgenciesNoDeal: 2,
      totalAgenciesLeads: 30,
      totalAgenciesOutreach: 15,
      totalAgenciesMarketingInvestment: 1000,
    });
  });
  it("labels chart weeks W{n}, oldest to newest", () => {
    expect(chartWeeks(weeks).map((w) => w.label)).toEqual(["W11", "W12"]);
    expect(directTrendChart(weeks)).toEqual([
      { week: "W11", "Direct MQLs": 40, SQLs: 0, "Direct customers": 0 },
      { week: "W12", "Direct MQLs": 40, SQLs: 15, "Direct customers": 0 },
    ]);
    expect(agencyTrendChart(weeks)[1]).toEqual({ week: "W12", Leads: 20, Won: 2, Lost: 2 });
  });
});

describe("overview", () => {
  it("is null without weeks (No Data Available)", () => {
    expect(overviewOf([], "all")).toBeNull();
  });
  it("shows all weeks added up, with win rate, ROI and the first three conversions", () => {
    const o = overviewOf(weeks, "all")!;
    // Win rate 3 / 5 = 60%; ROI (3 × 1000 − 1000) / 1000 = 200%.
    expect(o.cards).toEqual({
      totalLeads: 30,
      totalDeals: 5,
      winRate: 60,
      wonDeals: 3,
      investment: 1000,
      roi: 200,
    });
    expect(o.funnel.map((s) => [s.label, s.count])).toEqual([
      ["Leads", 30],
      ["Outreach", 15],
      ["In Contact", 5],
      ["Meetings", 4],
      ["Proposals", 4],
      ["Won", 3],
      ["Lost", 2],
    ]);
    expect(o.bars.map((b) => [b.label, b.rate, b.tone])).toEqual([
      ["Leads to Outreach", 50, "yellow"],
      ["Outreach to Contact", (5 / 15) * 100, "yellow"],
      ["Contact to Meeting", 80, "green"],
    ]);
  });
  it("shows one week when chosen; an unknown week means all weeks", () => {
    expect(weekChoiceValue(weeks[1]!)).toBe("2026-W11");
    const o = overviewOf(weeks, readWeekChoice("2026-W11", weeks))!;
    expect(o.cards).toEqual({
      totalLeads: 10,
      totalDeals: 1,
      winRate: 100,
      wonDeals: 1,
      investment: 200,
      roi: 400,
    });
    expect(readWeekChoice("2026-W13", weeks)).toBe("all");
    expect(readWeekChoice("all", weeks)).toBe("all");
    expect(readWeekChoice(null, weeks)).toBe("all");
  });
});

describe("the weekly page's week overview", () => {
  it("adds up all weeks or shows one, with revenue including the agency tiers", () => {
    expect(weekOverview([], "all")).toBeNull();
    const all = weekOverview(weeks, "all")!;
    // Agency MQLs = all eight stage counts (63); agencies = won + lost; revenue 6 × 150 + 1 × 750.
    expect(all).toMatchObject({
      agencyMQLs: 63,
      agencies: 5,
      won: 3,
      winRate: 60,
      investment: 1000,
      roi: 200,
      revenue: 1650,
      directRevenue: 0,
    });
    // Agency MQL ROI: (1650 − 0 − 500) / 500 = 230%.
    expect(all.agencyMqlROI).toBeCloseTo(230, 10);
    // Weekly colours: 50% and 33,3% green (≥ 20), not the admin yellow.
    expect(all.bars.map((b) => b.tone)).toEqual(["green", "green", "green"]);
    const w11 = weekOverview(weeks, { week: 11, year: 2026 })!;
    expect(w11).toMatchObject({
      agencyMQLs: 16,
      agencies: 1,
      won: 1,
      winRate: 100,
      investment: 200,
      roi: 400,
    });
    expect(w11.funnel.map((s) => s.count)).toEqual([10, 5, 0, 0, 0, 0, 1, 0]);
  });
});

describe("funnel status", () => {
  it("lists every agency and SQL stage with its share", () => {
    const s = funnelStatus(weeks.map((w) => w.record));
    expect(s.agencyTotal).toBe(30 + 15 + 5 + 4 + 4 + 3 + 2);
    expect(s.agency.find((x) => x.key === "agenciesLeads")).toMatchObject({
      count: 30,
      share: (30 / 63) * 100,
    });
    expect(s.sql.map((x) => x.count)).toEqual([10, 5, 0, 0, 0, 0, 0]);
    expect(s.sqlTotal).toBe(15);
  });
});

describe("marketing funnel", () => {
  it("computes marketing CAC, marketing % and the weekly average", () => {
    const m = marketingFunnel(weeks);
    expect(m).toMatchObject({
      marketingMQLs: 60,
      influencerMQLs: 30,
      spend: 3000,
      spendPerWeek: 1500,
      cac: 50,
    });
    expect(m.marketingShare).toBeCloseTo(66.667, 2);
    expect(m.chart).toEqual([
      { week: "W11", Marketing: 20, Influencer: 20 },
      { week: "W12", Marketing: 40, Influencer: 10 },
    ]);
  });
  it("is 0, not a division by zero, without MQLs or weeks", () => {
    expect(marketingFunnel([])).toMatchObject({ cac: 0, spendPerWeek: 0, marketingShare: 0 });
  });
});

describe("agency funnel", () => {
  it("counts all eight stages as total activity", () => {
    expect(agencyFunnel(w12).totalActivity).toBe(20 + 10 + 5 + 4 + 4 + 2 + 2);
  });
  it("charts per week and pies the newest week without its zero stages", () => {
    const v = agencyFunnelView(weeks);
    expect(v.winRateChart).toEqual([
      { week: "W11", "Win rate": 100 },
      { week: "W12", "Win rate": 50 },
    ]);
    // W12: (2 × 1000 − 800) / 800 = 150%.
    expect(v.roiChart.at(-1)).toEqual({ week: "W12", ROI: 150 });
    expect(v.investmentChart[0]).toEqual({ week: "W11", Investment: 200, ROI: 400 });
    expect(v.currentWeek?.week).toBe(12);
    expect(v.currentWeek?.slices.map((s) => s.label)).toEqual([
      "Leads",
      "Outreach",
      "In Contact",
      "Meetings",
      "Proposals",
      "Won",
      "Lost",
    ]);
    expect(agencyFunnelView([]).currentWeek).toBeNull();
  });
});

describe("enhanced analytics", () => {
  it("computes tier revenue, market share, revenue per agency, win rate and ROI", () => {
    const e = enhancedAnalytics(weeks);
    // 150 tier: 6 customers, € 900; 750 tier: 1 customer, € 750.
    expect(e.tiers.map((t) => [t.label, t.customers, t.revenue])).toEqual([
      ["€150", 6, 900],
      ["€750", 1, 750],
    ]);
    expect(e.tiers[0]!.share).toBeCloseTo((6 / 7) * 100, 6);
    expect(e.revenue).toBe(1650);
    expect(e.revenuePerAgency).toBe(550);
    expect(e.winRate).toBe(60);
    expect(e.roi).toBe(200);
    expect(e.tierPie).toEqual([
      { name: "€150", value: 900 },
      { name: "€750", value: 750 },
    ]);
    expect(e.lowest?.label).toBe("Outreach → Contact");
    expect(e.insights.map((i) => i.title)).toEqual([
      "Strong win rate",
      "Excellent ROI",
      "Premium tier adoption",
      "Consider upselling €150 → €750 tier", // 6 > 3 × 1
    ]);
  });
});

describe("insights", () => {
  const none = { winRate: 30, roi: 100, customers150: 0, customers750: 0, lowest: null };
  it("says nothing at exactly the thresholds (win rate 30, ROI 100, 150-tier = 3 × 750-tier)", () => {
    expect(insightsOf(none)).toEqual([]);
    expect(insightsOf({ ...none, customers150: 3, customers750: 1 }).map((i) => i.title)).toEqual([
      "Premium tier adoption",
    ]);
  });
  it("praises a win rate above 30, an ROI above 100 and any 750-tier customer", () => {
    expect(insightsOf({ ...none, winRate: 30.1 }).map((i) => i.title)).toEqual(["Strong win rate"]);
    expect(insightsOf({ ...none, roi: 100.1 }).map((i) => i.title)).toEqual(["Excellent ROI"]);
    expect(insightsOf({ ...none, customers150: 0, customers750: 2 }).map((i) => i.title)).toEqual([
      "Premium tier adoption",
    ]);
  });
  it("hints at the lowest stage below 30, upselling above three times, an ROI below 50", () => {
    const low = {
      key: "meetingToProposal",
      label: "Meeting → Proposal",
      rate: 29.9,
      tone: "yellow" as const,
      width: 29.9,
    };
    expect(insightsOf({ ...none, lowest: low })[0]).toEqual({
      kind: "improvement",
      title: "Improve Meeting → Proposal conversion",
      detail: "Only 29,9% get through this stage, the lowest of the funnel.",
    });
    expect(insightsOf({ ...none, lowest: { ...low, rate: 30 } })).toEqual([]);
    expect(insightsOf({ ...none, customers150: 4, customers750: 1 }).map((i) => i.title)).toEqual([
      "Premium tier adoption",
      "Consider upselling €150 → €750 tier",
    ]);
    expect(insightsOf({ ...none, roi: 49.9 }).map((i) => i.title)).toEqual(["ROI below industry benchmark"]);
    expect(insightsOf({ ...none, roi: 50 })).toEqual([]);
  });
  it("finds the lowest stage, the first on a tie", () => {
    const s = (key: string, rate: number) => ({ key, label: key, rate, tone: "red" as const, width: rate });
    expect(lowestStage([s("a", 40), s("b", 10), s("c", 10)])?.key).toBe("b");
    expect(lowestStage([])).toBeNull();
  });
});

describe("conversion overview", () => {
  it("has every rate over all weeks with its badge", () => {
    const c = conversionOverview(weeks.map((w) => w.record));
    const byKey = Object.fromEntries([...c.direct, ...c.agency].map((r) => [r.key, r]));
    expect(byKey.mqlToSql).toMatchObject({ rate: (15 / 90) * 100, tone: "red" });
    expect(byKey.directMqlToSql!.rate).toBeCloseTo((15 / 80) * 100, 6); // direct MQLs 50 + influencers 30
    expect(byKey.integratedPerRegistered).toMatchObject({ rate: 50, tone: "yellow" });
    expect(byKey.firstChatPerOnboarded!.rate).toBe(0);
    expect(byKey.proposalToClose).toMatchObject({ rate: 125, tone: "green", width: 100 });
    expect(c.direct).toHaveLength(10);
    expect(c.agency).toHaveLength(5);
  });
});
