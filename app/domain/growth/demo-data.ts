/**
 * The demo company's growth figures, which the seed writes so `npm start` opens on populated
 * sales, forecast and forecast-chat pages: twelve weeks of sales metrics (direct and agency
 * funnels), two forecast scenarios and the sheets of an Excel forecast. Pure and deterministic:
 * the date comes in, and the same date gives the same figures.
 */
import {
  type ForecastProfile,
  type MonthlyProjection,
  projectForecast,
  type ScenarioInput,
} from "./forecast";
import { periodOptions, type WeekRecord, withTotals } from "./sales-metrics";

export const DEMO_WEEK_COUNT = 12;

/** The financial profile of the seed's startup_data (MRR, CAC, revenue per customer, LTV). */
export const DEMO_PROFILE = {
  mrrCurrent: 18_500,
  cacPerCustomer: 450,
  revenuePerCustomerMonthly: 149,
  ltvMonths: 24,
} as const;

export type DemoWeek = { week: number; year: number; record: WeekRecord };

/** The twelve weeks up to and including this week (weeks 1-52 as the period picker counts them), oldest first. */
export function demoWeekPeriods(asOf: Date): Array<{ week: number; year: number }> {
  let { week, year } = periodOptions(asOf).current;
  const out: Array<{ week: number; year: number }> = [];
  for (let i = 0; i < DEMO_WEEK_COUNT; i++) {
    out.unshift({ week, year });
    if (week === 1) {
      week = 52;
      year -= 1;
    } else week -= 1;
  }
  return out;
}

/** Week-to-week swings, so the trends look like a real quarter rather than a straight line. */
const SWING = [0, 2, -1, 3, 1, -2, 4, 0, 2, 5, 1, 3] as const;
const NOTES: Readonly<Record<number, string>> = {
  2: "Webinar with six Shopify agencies",
  6: "Product Hunt launch; influencer campaign with two e-commerce creators",
  9: "Agency partner programme live",
};
const MQL_COMMENTS: Readonly<Record<number, string>> = {
  6: "Influencer MQLs doubled during the launch week",
  10: "Marketing MQLs mostly from the GA4 integration guide",
};

/**
 * Week `i` (0 = oldest) of a growing quarter: spend rises about 6 % a week, MQLs follow, about
 * 28 % of MQLs register, half of those integrate; each week a few new paying customers; the
 * agency funnel narrows stage by stage to one or two won deals.
 */
export function demoWeekRecord(i: number): WeekRecord {
  const swing = SWING[i % SWING.length]!;
  const mqlsMarketingDirect = 28 + 3 * i + swing;
  const mqlsMarketingAgency = 6 + Math.floor(i / 2);
  const mqlsInfluencers = 8 + (i % 3) * 3 + (i === 6 ? 10 : 0);
  const totalMQLs = mqlsMarketingDirect + mqlsMarketingAgency + mqlsInfluencers;
  const sqlsRegistered = Math.round(totalMQLs * 0.28);
  const sqlsIntegrated = Math.round(sqlsRegistered * 0.55);
  const sqlsFirstChat = Math.round(sqlsIntegrated * 0.6);
  const agenciesLeads = 10 + i + (swing > 2 ? 2 : 0);
  const agenciesOutreach = Math.round(agenciesLeads * 0.7);
  const agenciesInContact = Math.round(agenciesOutreach * 0.55);
  const agenciesMeeting = Math.round(agenciesInContact * 0.75);
  const agenciesProposalSend = Math.max(2, Math.round(agenciesMeeting * 0.8));
  const agenciesDeal = i % 3 === 2 ? 2 : 1;
  const marketingInvestmentAgency = 400 + 30 * i;
  return withTotals({
    // Some weeks carry cents, as real invoices do.
    marketingInvestmentDirect: 1200 + 80 * i + swing * 25 + (i % 4 === 1 ? 49.5 : 0),
    marketingInvestmentAgency,
    mqlsMarketingDirect,
    mqlsMarketingAgency,
    mqlsInfluencers,
    sqlsRegistered,
    sqlsIntegrated,
    sqlsFirstChat,
    sqlsActive: Math.round(sqlsFirstChat * 0.5) + 1,
    sqlsAtRisk: i % 4 === 3 ? 2 : 1,
    sqlsCsmTouchpoints: 2 + (i % 3),
    sqlsDormant: i % 5 === 4 ? 2 : 1,
    payingCustomers20: 2 + (i % 3 === 0 ? 1 : 0),
    payingCustomers99: 0,
    payingCustomers249: 1 + (i % 4 === 2 ? 1 : 0),
    payingCustomersRegular: 2 + (i % 2),
    payingCustomersEnterprise: i === 5 || i === 10 ? 1 : 0,
    payingCustomers150Agency: 1 + (i % 3 === 1 ? 1 : 0) + (i >= 8 ? 1 : 0),
    payingCustomers750Agency: i % 4 === 3 ? 1 : 0,
    agenciesLeads,
    agenciesOutreach,
    agenciesInContact,
    agenciesMeeting,
    agenciesFollowUp: Math.max(0, agenciesMeeting - 1),
    agenciesProposalSend,
    agenciesDeal,
    agenciesNoDeal: Math.max(0, agenciesProposalSend - agenciesDeal - (i % 2)),
    // The agency funnel's spend is the agency part of the marketing investment.
    agenciesMarketingInvestment: marketingInvestmentAgency,
    notes: NOTES[i] ?? null,
    mqlComments: MQL_COMMENTS[i] ?? null,
  });
}

/** The twelve demo weeks, oldest first. */
export function demoSalesWeeks(asOf: Date): DemoWeek[] {
  return demoWeekPeriods(asOf).map((p, i) => ({ ...p, record: demoWeekRecord(i) }));
}

/* --------------------------------------------------------------- forecast */

export type DemoScenario = {
  id: string;
  name: string;
  input: ScenarioInput;
  projections: MonthlyProjection[];
};

/** The first day of the month after `asOf` ('YYYY-MM-01'). */
export function nextMonthStart(asOf: Date): string {
  const next = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/** Two scenarios from next month: a steady base case and a faster agency-led push. */
export function demoScenarios(profile: ForecastProfile, asOf: Date): DemoScenario[] {
  const start = nextMonthStart(asOf);
  const scenarios = [
    {
      id: "demo-scenario-base",
      name: "Basisscenario: € 9.000 per maand",
      input: {
        monthlyMarketingBudget: 9000,
        marketingBudgetGrowthRate: 2,
        projectionMonths: 36,
        projectionStartDate: start,
      },
    },
    {
      id: "demo-scenario-push",
      name: "Versnelde groei via agencies",
      input: {
        monthlyMarketingBudget: 15000,
        marketingBudgetGrowthRate: 4,
        projectionMonths: 24,
        projectionStartDate: start,
      },
    },
  ];
  return scenarios.map((s) => ({ ...s, projections: projectForecast(profile, s.input) }));
}

/* ------------------------------------------------------ forecast workbook */

export type DemoSheet = { name: string; rows: Array<Array<string | number | Date>> };

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The sheets of the demo 'Forecast {year}' workbook, months as columns (first-of-month dates):
 * Revenue (new and active customers, MRR), Costs (personnel with two hires, marketing, cloud,
 * office), P&L (revenue, costs, EBITDA) and the assumptions behind them. Revenue follows the
 * company's own CAC and revenue per customer, so the chat's answers agree with /forecast.
 */
export function demoForecastSheets(
  profile: ForecastProfile & { cacPerCustomer: number; revenuePerCustomerMonthly: number },
  year: number,
): DemoSheet[] {
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(year, m, 1)));
  const budget = months.map((_, m) => round2(9000 * Math.pow(1.02, m)));
  const newCustomers = budget.map((b) => Math.floor(b / profile.cacPerCustomer));
  const startCustomers = Math.floor(profile.mrrCurrent / profile.revenuePerCustomerMonthly);
  // About 2 % of the customers leave each month.
  const active: number[] = [];
  newCustomers.forEach((n, m) => {
    const before = m === 0 ? startCustomers : active[m - 1]!;
    active.push(before + n - Math.round(before * 0.02));
  });
  const mrr = active.map((a) => a * profile.revenuePerCustomerMonthly);
  const personnel = months.map((_, m) => 22000 + (m >= 3 ? 5500 : 0) + (m >= 8 ? 6000 : 0));
  const cloud = months.map((_, m) => 1800 + 60 * m);
  const office = months.map(() => 1450);
  const totalCosts = months.map((_, m) => round2(personnel[m]! + budget[m]! + cloud[m]! + office[m]!));
  const ebitda = months.map((_, m) => round2(mrr[m]! - totalCosts[m]!));
  const header = ["", ...months, `Total ${year}`];
  const row = (label: string, values: number[], total: number | string = round2(sum(values))) => [
    label,
    ...values,
    total,
  ];
  return [
    {
      name: "Revenue",
      rows: [
        header,
        row("New customers", newCustomers),
        row("Active customers", active, active[11]!),
        row("MRR", mrr, mrr[11]!),
        row("Revenue", mrr),
      ],
    },
    {
      name: "Costs",
      rows: [
        header,
        row("Personnel", personnel),
        row("Marketing", budget),
        row("Cloud & tools", cloud),
        row("Office", office),
        row("Total costs", totalCosts),
      ],
    },
    {
      name: "P&L",
      rows: [header, row("Revenue", mrr), row("Total costs", totalCosts), row("EBITDA", ebitda)],
    },
    {
      name: "Assumptions",
      rows: [
        ["Assumption", "Value"],
        ["CAC per customer (€)", profile.cacPerCustomer],
        ["Revenue per customer per month (€)", profile.revenuePerCustomerMonthly],
        ["Marketing budget in January (€)", 9000],
        ["Marketing budget growth per month", "2%"],
        ["Monthly churn", "2%"],
        ["Hires", "Engineer in April, account manager in September"],
      ],
    },
  ];
}
