/**
 * The admin Sales Metrics Dashboard (docs/product.md#admin-sales-dashboard; the figures:
 * docs/product.md#sales-metrics-formulas): its views, the figures each view shows, the analytics
 * badge colours and the insights. Pure: the weeks come in, newest first, as the list holds them.
 */
import { formatPercent } from "../format/numbers";
import {
  AGENCY_STAGES,
  type AGENCY_TIERS,
  conversionTone,
  deriveWeek,
  rate,
  SQL_STAGES,
  TIER_MRR,
  totalOfWeeks,
  type WeekRecord,
} from "./sales-metrics";

export const SALES_VIEW_GROUPS = [
  {
    title: "Input & Overview",
    views: [
      ["input", "Input Data"],
      ["overview", "Overview"],
      ["funnel-status", "Funnel Status"],
    ],
  },
  {
    title: "Trends",
    views: [
      ["trends", "Direct Trends"],
      ["agency-trends", "Agency Trends"],
    ],
  },
  {
    title: "Analysis",
    views: [
      ["conversion", "Conversion Rates"],
      ["marketing", "Marketing Funnel"],
      ["agencies", "Agency Funnel"],
      ["enhanced", "Enhanced Analytics"],
    ],
  },
] as const;

export type SalesView = (typeof SALES_VIEW_GROUPS)[number]["views"][number][0];
export const DEFAULT_SALES_VIEW: SalesView = "input";

/** The views by their own names only: a Map, so `?view=constructor` finds nothing inherited. */
const VIEW_LABELS: ReadonlyMap<string, string> = new Map(
  SALES_VIEW_GROUPS.flatMap((g) => g.views.map(([id, label]) => [id, label] as const)),
);

/** `?view=` → the view; absent or unknown → the default view (Input Data). */
export function readSalesView(requested: string | null): SalesView {
  return requested !== null && VIEW_LABELS.has(requested) ? (requested as SalesView) : DEFAULT_SALES_VIEW;
}

export const salesViewLabel = (view: SalesView) => VIEW_LABELS.get(view)!;

export type DatedWeek = { week: number; year: number; record: WeekRecord };

/** "Week charts are labelled W{week_number}, oldest to newest." */
export function chartWeeks<T extends DatedWeek>(newestFirst: readonly T[]): Array<T & { label: string }> {
  return [...newestFirst].reverse().map((w) => ({ ...w, label: `W${w.week}` }));
}

export type Tone = "green" | "yellow" | "red";

/** Admin analytics: red below 20%, green above 50%, otherwise yellow (docs/product.md#admin-sales-dashboard). */
export function analyticsTone(percent: number): Tone {
  return percent < 20 ? "red" : percent > 50 ? "green" : "yellow";
}

/** A conversion bar is as wide as its rate, capped at 100% (and never negative) — see docs/product.md#admin-sales-dashboard. */
export function barWidth(percent: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/** The aggregates used by the sales dashboards (docs/product.md#sales-metrics-formulas): every week added up. */
export function aggregateWeeks(weeks: readonly WeekRecord[]) {
  const t = totalOfWeeks(weeks);
  const d = deriveWeek(t);
  return {
    totalMQLs: d.totalMQLs,
    totalSQLs: d.totalSQLs,
    totalCustomers: d.totalCustomers,
    totalMarketingMQLs: t.mqlsMarketing,
    totalInfluencerMQLs: t.mqlsInfluencers,
    totalInvestment: t.marketingInvestment,
    totalAgencies: d.totalAgencies,
    totalAgenciesDeal: t.agenciesDeal,
    totalAgenciesNoDeal: t.agenciesNoDeal,
    totalAgenciesLeads: t.agenciesLeads,
    totalAgenciesOutreach: t.agenciesOutreach,
    totalAgenciesInContact: t.agenciesInContact,
    totalAgenciesMeeting: t.agenciesMeeting,
    totalAgenciesFollowUp: t.agenciesFollowUp,
    totalAgenciesProposalSend: t.agenciesProposalSend,
    totalAgenciesMarketingInvestment: t.agenciesMarketingInvestment,
  };
}

export const AGENCY_STAGE_LABELS: Record<(typeof AGENCY_STAGES)[number], string> = {
  agenciesLeads: "Leads",
  agenciesOutreach: "Outreach",
  agenciesInContact: "In Contact",
  agenciesMeeting: "Meetings",
  agenciesFollowUp: "Follow Up",
  agenciesProposalSend: "Proposals",
  agenciesDeal: "Won",
  agenciesNoDeal: "Lost",
};

export const AGENCY_CONVERSIONS = [
  ["leadsToOutreach", "Leads → Outreach"],
  ["outreachToContact", "Outreach → Contact"],
  ["contactToMeeting", "Contact → Meeting"],
  ["meetingToProposal", "Meeting → Proposal"],
  ["proposalToClose", "Proposal → Close"],
] as const;

export type Rated = { key: string; label: string; rate: number; tone: Tone; width: number };
const rated = (key: string, label: string, value: number): Rated => ({
  key,
  label,
  rate: value,
  tone: analyticsTone(value),
  width: barWidth(value),
});

/**
 * The agency funnel of one week or of weeks added up: the cards of the Overview and Agency
 * Funnel views (won deals are worth the assumed deal value of docs/product.md#sales-metrics-formulas; ROI over the agency spend).
 */
export function agencyFunnel(record: WeekRecord) {
  const d = deriveWeek(record);
  return {
    leads: record.agenciesLeads,
    totalActivity: d.totalAgencyMQLs,
    totalDeals: d.totalAgencies,
    won: record.agenciesDeal,
    lost: record.agenciesNoDeal,
    winRate: d.agenciesWinRate,
    investment: record.agenciesMarketingInvestment,
    roi: d.agenciesROI,
    stages: AGENCY_STAGES.map((key) => ({ key, label: AGENCY_STAGE_LABELS[key], count: record[key] })),
    conversions: AGENCY_CONVERSIONS.map(([key, label]) => rated(key, label, d.agencyRates[key])),
  };
}

export type WeekChoice = { week: number; year: number } | "all";

export const weekChoiceValue = (w: { week: number; year: number }) => `${w.year}-W${w.week}`;

/** The week selector (`?period=`): 'All Weeks (Aggregated)' or one saved week; anything else is all weeks. */
export function readWeekChoice(param: string | null, weeks: readonly DatedWeek[]): WeekChoice {
  const match = /^(\d{4})-W(\d{1,2})$/.exec(param ?? "");
  if (!match) return "all";
  const year = Number(match[1]);
  const week = Number(match[2]);
  return weeks.some((w) => w.week === week && w.year === year) ? { week, year } : "all";
}

const OVERVIEW_STEPS = [
  "agenciesLeads",
  "agenciesOutreach",
  "agenciesInContact",
  "agenciesMeeting",
  "agenciesProposalSend",
  "agenciesDeal",
  "agenciesNoDeal",
] as const;

/** The Overview view for the chosen week (or all weeks); null when no week is saved. */
export function overviewOf(weeks: readonly DatedWeek[], choice: WeekChoice) {
  if (!weeks.length) return null;
  const chosen =
    choice === "all" ? weeks : weeks.filter((w) => w.week === choice.week && w.year === choice.year);
  const record = totalOfWeeks(chosen.map((w) => w.record));
  const funnel = agencyFunnel(record);
  return {
    cards: {
      totalLeads: funnel.leads,
      totalDeals: funnel.totalDeals,
      winRate: funnel.winRate,
      wonDeals: funnel.won,
      investment: funnel.investment,
      roi: funnel.roi,
    },
    funnel: OVERVIEW_STEPS.map((key) => ({ key, label: AGENCY_STAGE_LABELS[key], count: record[key] })),
    bars: funnel.conversions.slice(0, 3).map((c, i) => ({
      ...c,
      label: ["Leads to Outreach", "Outreach to Contact", "Contact to Meeting"][i]!,
    })),
  };
}

export const directTrendChart = (newestFirst: readonly DatedWeek[]) =>
  chartWeeks(newestFirst).map((w) => {
    const d = deriveWeek(w.record);
    return {
      week: w.label,
      "Direct MQLs": d.totalDirectMQLs,
      SQLs: d.totalSQLs,
      "Direct customers": d.totalDirectCustomers,
    };
  });

export const agencyTrendChart = (newestFirst: readonly DatedWeek[]) =>
  chartWeeks(newestFirst).map((w) => ({
    week: w.label,
    Leads: w.record.agenciesLeads,
    Won: w.record.agenciesDeal,
    Lost: w.record.agenciesNoDeal,
  }));

/**
 * The weekly metrics page's single-week overview (docs/product.md#weekly-sales-metrics): agency MQLs, agencies, won deals with
 * win rate, agency investment and ROI, revenue (with the agency tiers), the funnel counts and
 * three conversion bars — coloured by the weekly page's rule (≥ 20 green, 10–20 yellow).
 */
export function weekOverview(weeks: readonly DatedWeek[], choice: WeekChoice) {
  if (!weeks.length) return null;
  const chosen =
    choice === "all" ? weeks : weeks.filter((w) => w.week === choice.week && w.year === choice.year);
  const record = totalOfWeeks(chosen.map((w) => w.record));
  const d = deriveWeek(record);
  const funnel = agencyFunnel(record);
  return {
    agencyMQLs: d.totalAgencyMQLs,
    agencies: d.totalAgencies,
    won: funnel.won,
    winRate: funnel.winRate,
    investment: funnel.investment,
    roi: funnel.roi,
    revenue: d.revenue,
    directRevenue: d.directRevenue,
    agencyMqlROI: d.agencyMqlROI,
    funnel: funnel.stages,
    bars: funnel.conversions.slice(0, 3).map((c) => ({ ...c, tone: conversionTone(c.rate) })),
  };
}

export const SQL_STAGE_LABELS: Record<(typeof SQL_STAGES)[number], string> = {
  sqlsRegistered: "Registered",
  sqlsIntegrated: "Integrated",
  sqlsFirstChat: "First Chat",
  sqlsActive: "Active",
  sqlsAtRisk: "At Risk",
  sqlsCsmTouchpoints: "CSM Touchpoints",
  sqlsDormant: "Dormant",
};

/** Funnel Status: every agency stage and every SQL stage over all weeks, each with its share. */
export function funnelStatus(weeks: readonly WeekRecord[]) {
  const t = totalOfWeeks(weeks);
  const agencyTotal = AGENCY_STAGES.reduce((s, k) => s + t[k], 0);
  const sqlTotal = SQL_STAGES.reduce((s, k) => s + t[k], 0);
  return {
    agency: AGENCY_STAGES.map((key) => ({
      key,
      label: AGENCY_STAGE_LABELS[key],
      count: t[key],
      share: rate(t[key], agencyTotal),
    })),
    agencyTotal,
    agencyInvestment: t.agenciesMarketingInvestment,
    sql: SQL_STAGES.map((key) => ({
      key,
      label: SQL_STAGE_LABELS[key],
      count: t[key],
      share: rate(t[key], sqlTotal),
    })),
    sqlTotal,
  };
}

/** Marketing figures (docs/product.md#sales-metrics-formulas): marketing CAC = total investment / marketing MQLs; marketing % of all MQLs; spend per week. */
export function marketingFunnel(newestFirst: readonly DatedWeek[]) {
  const a = aggregateWeeks(newestFirst.map((w) => w.record));
  return {
    marketingMQLs: a.totalMarketingMQLs,
    influencerMQLs: a.totalInfluencerMQLs,
    spend: a.totalInvestment,
    spendPerWeek: newestFirst.length ? a.totalInvestment / newestFirst.length : 0,
    marketingShare: rate(a.totalMarketingMQLs, a.totalMQLs),
    cac: a.totalMarketingMQLs ? a.totalInvestment / a.totalMarketingMQLs : 0,
    chart: chartWeeks(newestFirst).map((w) => ({
      week: w.label,
      Marketing: w.record.mqlsMarketing,
      Influencer: w.record.mqlsInfluencers,
    })),
  };
}

/** The Agency Funnel view: cards over all weeks, the charts per week (oldest first). */
export function agencyFunnelView(newestFirst: readonly DatedWeek[]) {
  const total = agencyFunnel(totalOfWeeks(newestFirst.map((w) => w.record)));
  const perWeek = chartWeeks(newestFirst).map((w) => ({ week: w.label, funnel: agencyFunnel(w.record) }));
  const current = newestFirst[0];
  return {
    ...total,
    investmentChart: perWeek.map(({ week, funnel }) => ({
      week,
      Investment: funnel.investment,
      ROI: round1(funnel.roi),
    })),
    winRateChart: perWeek.map(({ week, funnel }) => ({ week, "Win rate": round1(funnel.winRate) })),
    roiChart: perWeek.map(({ week, funnel }) => ({ week, ROI: round1(funnel.roi) })),
    /** The newest week's funnel as a pie: stages with zero are left out. */
    currentWeek: current
      ? {
          week: current.week,
          year: current.year,
          slices: agencyFunnel(current.record).stages.filter((s) => s.count > 0),
        }
      : null,
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export const ENHANCED_TIERS = [
  ["payingCustomers150Agency", "€150"],
  ["payingCustomers750Agency", "€750"],
] as const satisfies ReadonlyArray<readonly [(typeof AGENCY_TIERS)[number], string]>;

export type Insight = { kind: "strength" | "improvement"; title: string; detail: string };

export const INSIGHT_TEXTS = {
  strongWinRate: "Strong win rate",
  excellentRoi: "Excellent ROI",
  premiumTier: "Premium tier adoption",
  upsell: "Consider upselling €150 → €750 tier",
  lowRoi: "ROI below industry benchmark",
  lowestStage: (stage: string) => `Improve ${stage} conversion`,
} as const;

/** Insights with their thresholds: win rate > 30, ROI > 100, any 750-tier customer; hints below (docs/product.md#admin-sales-dashboard). */
export function insightsOf(input: {
  winRate: number;
  roi: number;
  customers150: number;
  customers750: number;
  lowest: Rated | null;
}): Insight[] {
  const out: Insight[] = [];
  if (input.winRate > 30)
    out.push({
      kind: "strength",
      title: INSIGHT_TEXTS.strongWinRate,
      detail: `${formatPercent(input.winRate)} of closed agency deals are won.`,
    });
  if (input.roi > 100)
    out.push({
      kind: "strength",
      title: INSIGHT_TEXTS.excellentRoi,
      detail: `Agency ROI is ${formatPercent(input.roi)}.`,
    });
  if (input.customers750 > 0)
    out.push({
      kind: "strength",
      title: INSIGHT_TEXTS.premiumTier,
      detail: `${input.customers750} ${input.customers750 === 1 ? "customer" : "customers"} on the €750 tier.`,
    });
  if (input.lowest && input.lowest.rate < 30)
    out.push({
      kind: "improvement",
      title: INSIGHT_TEXTS.lowestStage(input.lowest.label),
      detail: `Only ${formatPercent(input.lowest.rate)} get through this stage, the lowest of the funnel.`,
    });
  if (input.customers150 > 3 * input.customers750)
    out.push({
      kind: "improvement",
      title: INSIGHT_TEXTS.upsell,
      detail: `${input.customers150} customers on €150 against ${input.customers750} on €750.`,
    });
  if (input.roi < 50)
    out.push({
      kind: "improvement",
      title: INSIGHT_TEXTS.lowRoi,
      detail: `Agency ROI is ${formatPercent(input.roi)}, below 50%.`,
    });
  return out;
}

/** The stage with the lowest conversion (the first one on a tie), or null without stages. */
export function lowestStage(stages: readonly Rated[]): Rated | null {
  return stages.reduce<Rated | null>((low, s) => (low === null || s.rate < low.rate ? s : low), null);
}

export function enhancedAnalytics(newestFirst: readonly DatedWeek[]) {
  const total = totalOfWeeks(newestFirst.map((w) => w.record));
  const funnel = agencyFunnel(total);
  const tierCustomers = ENHANCED_TIERS.reduce((s, [key]) => s + total[key], 0);
  const tiers = ENHANCED_TIERS.map(([key, label]) => ({
    key,
    label,
    price: TIER_MRR[key],
    customers: total[key],
    revenue: total[key] * TIER_MRR[key],
    share: rate(total[key], tierCustomers),
  }));
  const revenue = tiers.reduce((s, t) => s + t.revenue, 0);
  const lowest = funnel.totalActivity ? lowestStage(funnel.conversions) : null;
  return {
    revenue,
    /** Agency tier revenue per won agency (0 before the first win). */
    revenuePerAgency: funnel.won ? revenue / funnel.won : 0,
    winRate: funnel.winRate,
    roi: funnel.roi,
    tiers,
    conversions: funnel.conversions,
    lowest,
    roiChart: chartWeeks(newestFirst).map((w) => ({
      week: w.label,
      ROI: round1(agencyFunnel(w.record).roi),
    })),
    tierPie: tiers.filter((t) => t.revenue > 0).map((t) => ({ name: t.label, value: t.revenue })),
    insights: insightsOf({
      winRate: funnel.winRate,
      roi: funnel.roi,
      customers150: tiers[0]!.customers,
      customers750: tiers[1]!.customers,
      lowest,
    }),
  };
}

/** Every rate of docs/product.md#sales-metrics-formulas over all weeks, with its analytics badge and bar. */
export function conversionOverview(weeks: readonly WeekRecord[]) {
  const d = deriveWeek(totalOfWeeks(weeks));
  const r = d.rates;
  const a = d.agencyRates;
  return {
    direct: [
      rated("mqlToSql", "MQL → SQL", r.mqlToSql),
      rated("directMqlToSql", "Direct MQL → SQL", r.directMqlToSql),
      rated("sqlToCustomer", "SQL → Customer", r.sqlToCustomer),
      rated("registeredPerMql", "Registered / MQLs", r.registeredPerMql),
      rated("integratedPerRegistered", "Integrated / Registered", r.integratedPerRegistered),
      rated("integratedPerMql", "Integrated / MQLs", r.integratedPerMql),
      rated("firstChatPerMql", "First chat / MQLs", r.firstChatPerMql),
      rated("firstChatPerOnboarded", "First chat / (Registered + Integrated)", r.firstChatPerOnboarded),
      rated("activePerMql", "Active / MQLs", r.activePerMql),
      rated("customersPerMql", "Customers / MQLs", r.customersPerMql),
    ],
    agency: AGENCY_CONVERSIONS.map(([key, label]) => rated(key, label, a[key])),
  };
}
