import { AMOUNT_RANGE, COUNT_RANGE, isInRange } from "../bounds";
/**
 * Weekly sales metrics (docs/product.md#sales-metrics-formulas): the form's fields and how they are
 * read, the per-week figures and rates, totals over weeks and week-over-week changes.
 */

/** Euro fields: "fields whose name contains 'investment' are parsed as decimals". */
export const MONEY_FIELDS = [
  "marketingInvestmentDirect",
  "marketingInvestmentAgency",
  "agenciesMarketingInvestment",
] as const;
export const SQL_STAGES = [
  "sqlsRegistered",
  "sqlsIntegrated",
  "sqlsFirstChat",
  "sqlsActive",
  "sqlsAtRisk",
  "sqlsCsmTouchpoints",
  "sqlsDormant",
] as const;
export const DIRECT_TIERS = [
  "payingCustomers20",
  "payingCustomers99",
  "payingCustomers249",
  "payingCustomersRegular",
  "payingCustomersEnterprise",
] as const;
export const AGENCY_TIERS = ["payingCustomers150Agency", "payingCustomers750Agency"] as const;
export const AGENCY_STAGES = [
  "agenciesLeads",
  "agenciesOutreach",
  "agenciesInContact",
  "agenciesMeeting",
  "agenciesFollowUp",
  "agenciesProposalSend",
  "agenciesDeal",
  "agenciesNoDeal",
] as const;
/** Integer fields entered on the form (the two totals and sqls_total are computed). */
export const COUNT_FIELDS = [
  "mqlsMarketingDirect",
  "mqlsMarketingAgency",
  "mqlsInfluencers",
  ...SQL_STAGES,
  ...DIRECT_TIERS,
  ...AGENCY_TIERS,
  ...AGENCY_STAGES,
] as const;
export const TEXT_FIELDS = ["notes", "mqlComments"] as const;

type MoneyField = (typeof MONEY_FIELDS)[number];
type CountField = (typeof COUNT_FIELDS)[number];
export type WeekFigures = Record<MoneyField | CountField, number>;
export type WeekInput = WeekFigures & { notes: string | null; mqlComments: string | null };
/** What is stored: the input plus the totals computed from it. */
export type WeekRecord = WeekInput & {
  marketingInvestment: number;
  mqlsMarketing: number;
  sqlsTotal: number;
};

/** Price tiers (MRR per customer) — see docs/product.md#sales-metrics-formulas. */
export const TIER_MRR: Record<(typeof DIRECT_TIERS)[number] | (typeof AGENCY_TIERS)[number], number> = {
  payingCustomers20: 20,
  payingCustomers99: 99,
  payingCustomers249: 249,
  payingCustomersRegular: 99,
  payingCustomersEnterprise: 1000,
  payingCustomers150Agency: 150,
  payingCustomers750Agency: 750,
};
/** The assumed value of a won agency deal (docs/product.md#sales-metrics-formulas). */
export const AGENCY_DEAL_VALUE = 1000;
/** Characters of a week's notes and of its MQL comments (the form's maxlength). */
export const NOTES_MAX = 5000;

/** Characters in a text (code points: an emoji is one, as a reader counts it), counted up to just past `max`. */
export function textLength(text: string, max = Infinity): number {
  let n = 0;
  for (const _ of text) if (++n > max) break;
  return n;
}

/** The text fields longer than `NOTES_MAX` characters. */
export function overLongTextFields(
  input: Pick<WeekInput, "notes" | "mqlComments">,
): (typeof TEXT_FIELDS)[number][] {
  return TEXT_FIELDS.filter((f) => textLength(input[f] ?? "", NOTES_MAX) > NOTES_MAX);
}

/** The figures outside their real range: counts 0 to a billion, amounts 0 to a trillion (a forged or mistyped value). */
export function outOfRangeWeekFields(input: WeekFigures): string[] {
  return [
    ...MONEY_FIELDS.filter((f) => !isInRange(input[f], AMOUNT_RANGE)),
    ...COUNT_FIELDS.filter((f) => !isInRange(input[f], COUNT_RANGE)),
  ];
}

/** The read-only totals (docs/product.md#sales-metrics-formulas): investment and marketing MQLs are their direct plus agency parts. */
export function withTotals(input: WeekInput): WeekRecord {
  return {
    ...input,
    marketingInvestment: input.marketingInvestmentDirect + input.marketingInvestmentAgency,
    mqlsMarketing: input.mqlsMarketingDirect + input.mqlsMarketingAgency,
    sqlsTotal: sum(input, SQL_STAGES),
  };
}

/** ×100, and 0 when the denominator is 0 (docs/product.md#sales-metrics-formulas). */
export const rate = (numerator: number, denominator: number) =>
  denominator ? (numerator / denominator) * 100 : 0;
const sum = (week: Record<string, number | string | null>, fields: readonly string[]) =>
  fields.reduce((s, f) => s + Number(week[f] ?? 0), 0);

export type WeekDerived = ReturnType<typeof deriveWeek>;

/** The figures derived per week and the rates (docs/product.md#sales-metrics-formulas). */
export function deriveWeek(w: WeekRecord) {
  const totalMQLs = w.mqlsMarketing + w.mqlsInfluencers;
  const totalDirectMQLs = w.mqlsMarketingDirect + w.mqlsInfluencers;
  const totalSQLs = sum(w, SQL_STAGES);
  const totalCustomers = sum(w, [...DIRECT_TIERS, ...AGENCY_TIERS]);
  const totalDirectCustomers = sum(w, DIRECT_TIERS);
  const directRevenue = DIRECT_TIERS.reduce((s, t) => s + w[t] * TIER_MRR[t], 0);
  const revenue = directRevenue + AGENCY_TIERS.reduce((s, t) => s + w[t] * TIER_MRR[t], 0);
  const totalAgencies = w.agenciesDeal + w.agenciesNoDeal;
  return {
    totalMQLs,
    totalDirectMQLs,
    // "the sum of all 8 agency stage counts (an oddity of naming)"
    totalAgencyMQLs: sum(w, AGENCY_STAGES),
    totalSQLs,
    totalCustomers,
    totalDirectCustomers,
    totalAgencies,
    revenue,
    directRevenue,
    agenciesWinRate: rate(w.agenciesDeal, totalAgencies),
    agenciesROI: w.agenciesMarketingInvestment
      ? ((w.agenciesDeal * AGENCY_DEAL_VALUE - w.agenciesMarketingInvestment) /
          w.agenciesMarketingInvestment) *
        100
      : 0,
    directMqlROI: w.marketingInvestmentDirect
      ? ((directRevenue - w.marketingInvestmentDirect) / w.marketingInvestmentDirect) * 100
      : 0,
    agencyMqlROI: w.marketingInvestmentAgency
      ? ((revenue - directRevenue - w.marketingInvestmentAgency) / w.marketingInvestmentAgency) * 100
      : 0,
    rates: {
      mqlToSql: rate(totalSQLs, totalMQLs),
      directMqlToSql: rate(totalSQLs, totalDirectMQLs),
      sqlToCustomer: rate(totalCustomers, totalSQLs),
      registeredPerMql: rate(w.sqlsRegistered, totalMQLs),
      integratedPerRegistered: rate(w.sqlsIntegrated, w.sqlsRegistered),
      integratedPerMql: rate(w.sqlsIntegrated, totalMQLs),
      firstChatPerMql: rate(w.sqlsFirstChat, totalMQLs),
      firstChatPerOnboarded: rate(w.sqlsFirstChat, w.sqlsRegistered + w.sqlsIntegrated),
      activePerMql: rate(w.sqlsActive, totalMQLs),
      customersPerMql: rate(totalCustomers, totalMQLs),
    },
    agencyRates: {
      leadsToOutreach: rate(w.agenciesOutreach, w.agenciesLeads),
      outreachToContact: rate(w.agenciesInContact, w.agenciesOutreach),
      contactToMeeting: rate(w.agenciesMeeting, w.agenciesInContact),
      meetingToProposal: rate(w.agenciesProposalSend, w.agenciesMeeting),
      proposalToClose: rate(totalAgencies, w.agenciesProposalSend),
    },
  };
}

/** All weeks added up (the TOTAAL row and the dashboards' aggregates): figures summed, rates over the sums. */
export function totalOfWeeks(weeks: readonly WeekRecord[]): WeekRecord {
  const keys = [
    ...MONEY_FIELDS,
    ...COUNT_FIELDS,
    "marketingInvestment",
    "mqlsMarketing",
    "sqlsTotal",
  ] as const;
  const total = Object.fromEntries(keys.map((k) => [k, weeks.reduce((s, w) => s + w[k], 0)])) as Omit<
    WeekRecord,
    "notes" | "mqlComments"
  >;
  return { ...total, notes: null, mqlComments: null };
}

/**
 * Week-over-week change (docs/product.md#sales-metrics-formulas): percent of the previous week, only when it is above 0 (else
 * null: 'no change available'); for rates the difference in points.
 */
export function weekOverWeek(
  current: number,
  previous: number | undefined,
  kind: "value" | "rate" = "value",
): number | null {
  if (previous === undefined) return null;
  if (kind === "rate") return current - previous;
  return previous > 0 ? ((current - previous) / previous) * 100 : null;
}

/** Dutch notation, one decimal with a sign: '+12,5%' / '-3,0%' / '0,0%' (points: 'pp'). */
export function formatChange(change: number, unit: "%" | "pp" = "%"): string {
  const rounded = Math.round(change * 10) / 10;
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(1).replace(".", ",")}${unit}`;
}

/** Conversion cell colours: ≥ 20% green, 10% to under 20% yellow, under 10% red (docs/product.md#sales-metrics-formulas). */
export function conversionTone(percent: number): "green" | "yellow" | "red" {
  return percent >= 20 ? "green" : percent >= 10 ? "yellow" : "red";
}

/** Week of the year counted from 1 January in Sunday-based weeks (1 January is in week 1) — see docs/product.md#sales-metrics-formulas. */
export function weekNumberOf(date: Date): number {
  const year = date.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const day = Math.floor((Date.UTC(year, date.getUTCMonth(), date.getUTCDate()) - jan1) / 86_400_000);
  return Math.ceil((day + new Date(jan1).getUTCDay() + 1) / 7);
}

/** The period picker (docs/product.md#weekly-sales-metrics): weeks 1-52, years current-2 to current+1, default this week. */
export function periodOptions(asOf: Date) {
  const year = asOf.getUTCFullYear();
  return {
    weeks: Array.from({ length: 52 }, (_, i) => i + 1),
    years: [year - 2, year - 1, year, year + 1],
    current: { week: Math.min(52, weekNumberOf(asOf)), year },
  };
}

export function emptyWeek(): WeekRecord {
  return withTotals({
    ...(Object.fromEntries([...MONEY_FIELDS, ...COUNT_FIELDS].map((f) => [f, 0])) as WeekFigures),
    notes: null,
    mqlComments: null,
  });
}

/** A week appears in the agency trends when it has agency funnel figures or agency spend. */
export const hasAgencyData = (week: WeekRecord) =>
  sum(week, AGENCY_STAGES) > 0 || week.agenciesMarketingInvestment > 0;
