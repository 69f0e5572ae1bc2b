// Test data shared by the monthly update's domain tests and its copy's tests.
import type { MonthlyUpdateSnapshot } from "./compose";
import { buildKpiBlock, type KpiInputs } from "./kpi";

/** October's figures: MRR up from 18,500, a seed round under way. */
export const october: KpiInputs = {
  month: "2026-10",
  mrr: 20_000,
  previousMrr: 18_500,
  revenueYtd: 180_000,
  costs: 32_000,
  cash: 240_000,
  customers: 134,
  funnel: { mqlToSql: 31.25, sqlToCustomer: 12.04, weeks: 4 },
  round: { name: "Seed", committed: 200_000, target: 500_000 },
};

/** A sent October update with every section and a locked plan (one month with actuals, one without). */
export const octoberSnapshot: MonthlyUpdateSnapshot = {
  version: 1,
  month: "2026-10",
  title: "Oktober: <eerste> enterprise-klant",
  figures: buildKpiBlock(october).figures,
  roundName: "Seed",
  sections: {
    highlights: ["Eerste enterprise-klant"],
    lowlights: [],
    asks: [{ text: "Intro bij retailers", help: "introducties" }],
    freeText: "",
  },
  plan: {
    name: "Basis",
    lockedAt: "2026-09-01T10:00:00.000Z",
    rows: [
      {
        month: "2026-09",
        planMrr: 18_000,
        actualMrr: 16_200,
        mrrVariancePct: -10,
        planCustomers: 125,
        actualCustomers: 120,
        customersVariancePct: -4,
      },
      {
        month: "2026-10",
        planMrr: 20_000,
        actualMrr: null,
        mrrVariancePct: null,
        planCustomers: 135,
        actualCustomers: null,
        customersVariancePct: null,
      },
    ],
  },
};
