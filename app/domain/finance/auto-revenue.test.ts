import { describe, expect, it } from "vitest";

import {
  buildAutoSyncCompletedMessage,
  buildAutoSyncFailedMessage,
  buildDirectSalesUpdatedMessage,
  buildErrorMessage,
  buildNotProcessedNotice,
  computeAverageCustomers,
  computeCohortMonthlyRevenue,
  computeCustomersFromRevenue,
  computeFinalYearlyRevenue,
  computeMonthsSinceAcquisition,
  computeNewCustomers,
  computeYearlyCohortRevenue,
  countActiveCustomers,
  type CustomerCohort,
  decideAutoRevenueSync,
  decideDirectSalesProcessing,
  type DirectSalesProcessingInput,
  getEffectiveLtvMonths,
  isCohortActive,
  listBreakdownYears,
  resolveAutoRevenueConfiguration,
  summarizeRevenueBreakdown,
  toSalesProcessingResult,
  validateAutoRevenueConfiguration,
} from "./auto-revenue";

const cohort = (
  acquisitionYear: number,
  acquisitionMonth: number,
  customerCount: number,
  monthlyRevenuePerCustomer: number,
  ltvMonths: number,
): CustomerCohort => ({
  acquisitionYear,
  acquisitionMonth,
  customerCount,
  monthlyRevenuePerCustomer,
  ltvMonths,
});

describe("computeNewCustomers = floor(spend / CAC)", () => {
  it("rounds down", () => {
    expect(computeNewCustomers(1_000, 300)).toBe(3);
    expect(computeNewCustomers(900, 300)).toBe(3);
  });
  it("is 0 when the spend is below the CAC", () => {
    expect(computeNewCustomers(299.99, 300)).toBe(0);
  });
  it("is exact on cents", () => {
    expect(computeNewCustomers(0.3, 0.1)).toBe(3);
  });
  it("is 0 without spend or CAC", () => {
    expect(computeNewCustomers(0, 300)).toBe(0);
    expect(computeNewCustomers(1_000, 0)).toBe(0);
  });
});

describe("computeCohortMonthlyRevenue = new customers × revenue per customer", () => {
  it("multiplies", () => {
    expect(computeCohortMonthlyRevenue(3, 49.5)).toBe(148.5);
  });
});

describe("cohort activity: 0 ≤ months since acquisition < LTV months", () => {
  const c = cohort(2025, 11, 10, 50, 3);
  it("counts months across the year boundary", () => {
    expect(computeMonthsSinceAcquisition(c, 1, 2026)).toBe(2);
    expect(computeMonthsSinceAcquisition(c, 10, 2025)).toBe(-1);
  });
  it("is active from the acquisition month for LTV months", () => {
    expect(isCohortActive(c, 11, 2025)).toBe(true);
    expect(isCohortActive(c, 12, 2025)).toBe(true);
    expect(isCohortActive(c, 1, 2026)).toBe(true);
  });
  it("is inactive before acquisition and from month LTV on", () => {
    expect(isCohortActive(c, 10, 2025)).toBe(false);
    expect(isCohortActive(c, 2, 2026)).toBe(false);
  });
  it("sums the active customers", () => {
    expect(countActiveCustomers([c, cohort(2026, 1, 4, 50, 12)], 1, 2026)).toBe(14);
  });
});

describe("computeYearlyCohortRevenue", () => {
  // Listed out of order: the first cohort is the earliest (Nov 2025, €50), not the first in the list.
  const cohorts = [cohort(2026, 3, 5, 80, 12), cohort(2025, 11, 10, 50, 3)];
  const result = computeYearlyCohortRevenue(cohorts, 2026);
  it("sums active customers × the first cohort's revenue per customer over months 1–12", () => {
    expect(result.monthlyBreakdown.map((m) => m.activeCustomers)).toEqual([
      10, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
    ]);
    expect(result.monthlyBreakdown.map((m) => m.revenue)).toEqual([
      500, 0, 250, 250, 250, 250, 250, 250, 250, 250, 250, 250,
    ]);
    expect(result.totalYearlyRevenue).toBe(3_000);
  });
  it("is 0 without cohorts", () => {
    expect(computeYearlyCohortRevenue([], 2026).totalYearlyRevenue).toBe(0);
  });
});

describe("computeFinalYearlyRevenue = manual MRR × 12 + cohort revenue", () => {
  it("adds", () => {
    expect(computeFinalYearlyRevenue(2_000, 3_000)).toBe(27_000);
    expect(computeFinalYearlyRevenue(null, 3_000)).toBe(3_000);
  });
});

describe("customers from revenue", () => {
  it("is round(month revenue / revenue per customer)", () => {
    expect(computeCustomersFromRevenue(250, 80)).toBe(3);
    expect(computeCustomersFromRevenue(500, 50)).toBe(10);
  });
  it("is 0 when the revenue per customer is not above 0", () => {
    expect(computeCustomersFromRevenue(500, 0)).toBe(0);
    expect(computeCustomersFromRevenue(500, null)).toBe(0);
  });
  it("averages over 12 months, rounded", () => {
    expect(computeAverageCustomers([10, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5])).toBe(5);
    expect(computeAverageCustomers([7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(1);
  });
});

describe("breakdown", () => {
  it("summarises total, active months and peak customers", () => {
    const { monthlyBreakdown } = computeYearlyCohortRevenue(
      [cohort(2025, 11, 10, 50, 3), cohort(2026, 3, 5, 80, 12)],
      2026,
    );
    expect(summarizeRevenueBreakdown(monthlyBreakdown)).toEqual({
      totalYearlyRevenue: 3_000,
      activeMonths: 11,
      peakCustomers: 10,
    });
  });
  it("offers the current year − 2 to + 2", () => {
    expect(listBreakdownYears(2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });
});

describe("configuration defaults", () => {
  it("are LTV 12 and subscription when missing", () => {
    expect(resolveAutoRevenueConfiguration(null)).toEqual({
      cacPerCustomer: null,
      revenueModel: "subscription",
      ltvMonths: 12,
      revenuePerCustomerMonthly: null,
      revenuePerCustomerOnetime: null,
    });
  });
  it("reads 'one_time' as the one-time model, with an effective LTV of 1", () => {
    const config = resolveAutoRevenueConfiguration({ revenueModel: "one_time", ltvMonths: 24 });
    expect(config.revenueModel).toBe("one-time");
    expect(getEffectiveLtvMonths(config)).toBe(1);
    expect(getEffectiveLtvMonths(resolveAutoRevenueConfiguration({ ltvMonths: 24 }))).toBe(24);
  });
});

describe("validateAutoRevenueConfiguration", () => {
  it("accepts a complete subscription configuration", () => {
    expect(
      validateAutoRevenueConfiguration({
        cacPerCustomer: 300,
        revenueModel: "subscription",
        revenuePerCustomerMonthly: 50,
        ltvMonths: 12,
      }),
    ).toEqual({ isValid: true, errors: [] });
  });
  it("requires CAC above 0", () => {
    expect(
      validateAutoRevenueConfiguration({ cacPerCustomer: 0, revenuePerCustomerMonthly: 50, ltvMonths: 12 })
        .errors,
    ).toEqual(["CAC per customer moet groter zijn dan 0"]);
  });
  it("requires monthly revenue and LTV for subscriptions", () => {
    expect(
      validateAutoRevenueConfiguration({
        cacPerCustomer: 300,
        revenueModel: "subscription",
        revenuePerCustomerMonthly: 0,
        ltvMonths: 0,
      }).errors,
    ).toEqual([
      "Revenue per klant per maand moet groter zijn dan 0 voor subscription model",
      "LTV maanden moet groter zijn dan 0 voor subscription model",
    ]);
  });
  it("requires the one-time revenue for one-time sales (and no LTV)", () => {
    expect(
      validateAutoRevenueConfiguration({ cacPerCustomer: 300, revenueModel: "one-time", ltvMonths: 0 }),
    ).toEqual({
      isValid: false,
      errors: ["Revenue per klant (eenmalig) moet groter zijn dan 0 voor one-time model"],
    });
    expect(
      validateAutoRevenueConfiguration({
        cacPerCustomer: 300,
        revenueModel: "one-time",
        revenuePerCustomerOnetime: 999,
      }).isValid,
    ).toBe(true);
  });
});

describe("decideDirectSalesProcessing", () => {
  const input: DirectSalesProcessingInput = {
    startupDataFound: true,
    autoRevenueEnabled: true,
    configuration: {
      cacPerCustomer: 300,
      revenueModel: "subscription",
      revenuePerCustomerMonthly: 50,
      ltvMonths: 12,
    },
    directSalesCosts: 1_000,
    month: 3,
    year: 2026,
  };

  it("writes a cohort and reports 'Succesvol verwerkt: N nieuwe klanten, €X maandelijkse revenue'", () => {
    expect(decideDirectSalesProcessing(input)).toEqual({
      processed: true,
      cohort: {
        acquisitionMonth: 3,
        acquisitionYear: 2026,
        customerCount: 3,
        monthlyRevenuePerCustomer: 50,
        ltvMonths: 12,
        growthBudgetInvestment: 1_000,
      },
      newCustomers: 3,
      monthlyRevenue: 150,
      message: "Succesvol verwerkt: 3 nieuwe klanten, €150 maandelijkse revenue",
    });
  });
  it("formats amounts nl-NL in the success message", () => {
    const d = decideDirectSalesProcessing({
      ...input,
      directSalesCosts: 30_000,
      configuration: { ...input.configuration, revenuePerCustomerMonthly: 49.5 },
    });
    expect(d.message).toBe("Succesvol verwerkt: 100 nieuwe klanten, €4.950 maandelijkse revenue");
  });
  it("uses LTV 1 and the one-time revenue for one-time sales", () => {
    const d = decideDirectSalesProcessing({
      ...input,
      configuration: { cacPerCustomer: 300, revenueModel: "one-time", revenuePerCustomerOnetime: 1_200 },
    });
    expect(d.processed && d.cohort).toMatchObject({
      ltvMonths: 1,
      monthlyRevenuePerCustomer: 1_200,
      customerCount: 3,
    });
  });
  it("stops without startup data: 'Startup data niet gevonden'", () => {
    expect(decideDirectSalesProcessing({ ...input, startupDataFound: false }).message).toBe(
      "Startup data niet gevonden",
    );
  });
  it("stops when disabled: 'Auto revenue niet ingeschakeld'", () => {
    expect(decideDirectSalesProcessing({ ...input, autoRevenueEnabled: false }).message).toBe(
      "Auto revenue niet ingeschakeld",
    );
  });
  it("stops without configuration: 'Auto revenue configuratie niet gevonden'", () => {
    expect(decideDirectSalesProcessing({ ...input, configuration: null }).message).toBe(
      "Auto revenue configuratie niet gevonden",
    );
  });
  it("stops on an invalid configuration: 'Configuratie incompleet: {errors}'", () => {
    expect(
      decideDirectSalesProcessing({
        ...input,
        configuration: { cacPerCustomer: 0, revenuePerCustomerMonthly: 50, ltvMonths: 12 },
      }).message,
    ).toBe("Configuratie incompleet: CAC per customer moet groter zijn dan 0");
    expect(decideDirectSalesProcessing({ ...input, configuration: { cacPerCustomer: 300 } }).message).toBe(
      "Configuratie incompleet: Revenue per klant per maand moet groter zijn dan 0 voor subscription model, LTV maanden moet groter zijn dan 0 voor subscription model",
    );
  });
  it("stops without costs: 'Geen direct sales costs om te verwerken'", () => {
    expect(decideDirectSalesProcessing({ ...input, directSalesCosts: 0 })).toEqual({
      processed: false,
      reason: "no_direct_sales_costs",
      message: "Geen direct sales costs om te verwerken",
    });
    expect(decideDirectSalesProcessing({ ...input, directSalesCosts: -5 }).message).toBe(
      "Geen direct sales costs om te verwerken",
    );
  });
  it("stops when the costs buy no customer: 'Direct sales costs (€X) is te laag … (CAC: €Y)'", () => {
    expect(decideDirectSalesProcessing({ ...input, directSalesCosts: 250 }).message).toBe(
      "Direct sales costs (€250) is te laag om klanten te genereren (CAC: €300)",
    );
    expect(
      decideDirectSalesProcessing({
        ...input,
        directSalesCosts: 999.5,
        configuration: { ...input.configuration, cacPerCustomer: 1_250 },
      }).message,
    ).toBe("Direct sales costs (€999,50) is te laag om klanten te genereren (CAC: €1.250)");
  });
  it("gives the spec's sales processing result", () => {
    expect(toSalesProcessingResult(decideDirectSalesProcessing(input), true)).toEqual({
      processed: true,
      newCustomers: 3,
      monthlyRevenue: 150,
      totalRevenueSynced: true,
      message: "Succesvol verwerkt: 3 nieuwe klanten, €150 maandelijkse revenue",
    });
    expect(
      toSalesProcessingResult(decideDirectSalesProcessing({ ...input, autoRevenueEnabled: false }), true),
    ).toEqual({
      processed: false,
      newCustomers: 0,
      monthlyRevenue: 0,
      totalRevenueSynced: false,
      message: "Auto revenue niet ingeschakeld",
    });
  });
});

describe("decideAutoRevenueSync", () => {
  const configuration = { cacPerCustomer: 300, revenuePerCustomerMonthly: 50, ltvMonths: 12 };
  it("runs only when enabled and configured", () => {
    expect(
      decideAutoRevenueSync({ startupDataFound: true, autoRevenueEnabled: true, configuration }).ok,
    ).toBe(true);
  });
  it("names why not", () => {
    expect(
      decideAutoRevenueSync({ startupDataFound: false, autoRevenueEnabled: true, configuration }),
    ).toEqual({ ok: false, message: "Startup data niet gevonden" });
    expect(
      decideAutoRevenueSync({ startupDataFound: true, autoRevenueEnabled: false, configuration }),
    ).toEqual({ ok: false, message: "Auto revenue berekening is uitgeschakeld" });
    expect(
      decideAutoRevenueSync({ startupDataFound: true, autoRevenueEnabled: true, configuration: null }),
    ).toEqual({ ok: false, message: "CAC/LTV configuratie niet gevonden" });
    expect(
      decideAutoRevenueSync({
        startupDataFound: true,
        autoRevenueEnabled: true,
        configuration: { ...configuration, ltvMonths: 0 },
      }),
    ).toEqual({
      ok: false,
      message: "Configuratie incompleet: LTV maanden moet groter zijn dan 0 voor subscription model",
    });
  });
});

describe("sync and error messages", () => {
  it("'Auto sync voltooid: €X jaarlijkse omzet'", () => {
    expect(buildAutoSyncCompletedMessage(27_000)).toBe("Auto sync voltooid: €27.000 jaarlijkse omzet");
  });
  it("'Auto sync gefaald: {reason}': a reason the code gave, never a thrown error's own message", () => {
    expect(buildAutoSyncFailedMessage(new Error("D1_ERROR: no such table: customer_cohorts"))).toBe(
      "Auto sync gefaald: Onbekende fout",
    );
    expect(buildAutoSyncFailedMessage("Ongeldige maand")).toBe("Auto sync gefaald: Ongeldige maand");
    expect(buildAutoSyncFailedMessage({})).toBe("Auto sync gefaald: Onbekende fout");
  });
  it("'Fout: {reason}', with internals left out", () => {
    expect(buildErrorMessage(new Error("D1 down"))).toBe("Fout: Onbekende fout");
    expect(buildErrorMessage("Ongeldige maand")).toBe("Fout: Ongeldige maand");
    expect(buildErrorMessage(undefined)).toBe("Fout: Onbekende fout");
  });
  it("'Succesvol verwerkt: €{costs} → {n} klanten, €{mrr} MRR'", () => {
    expect(buildDirectSalesUpdatedMessage(1_000, 3, 150)).toBe(
      "Succesvol verwerkt: €1.000 → 3 klanten, €150 MRR",
    );
  });
  it("'Direct sales costs niet automatisch verwerkt: {reason}'", () => {
    expect(buildNotProcessedNotice("Auto revenue niet ingeschakeld")).toBe(
      "Direct sales costs niet automatisch verwerkt: Auto revenue niet ingeschakeld",
    );
  });
});
