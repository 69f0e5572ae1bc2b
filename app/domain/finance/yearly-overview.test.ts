import { describe, expect, it } from "vitest";

import { createEmptyMonthlyCosts, type MonthlyCostValues } from "./monthly-costs";
import {
  buildCsvFileName,
  buildOverviewCsv,
  buildOverviewTsv,
  buildYearlyOverview,
  clampOverviewYear,
  isPositiveResult,
  listOverviewYears,
  OVERVIEW_MONTH_LABELS,
  quoteCsvField,
  selectVisibleRows,
  spreadOverMonths,
} from "./yearly-overview";

const values = (v: Partial<MonthlyCostValues>): MonthlyCostValues => ({ ...createEmptyMonthlyCosts(), ...v });

// Revenue €1.000 a month from January, €1.500 from July; €50 per customer.
const monthlyRevenue = [1000, 1000, 1000, 1000, 1000, 1000, 1500, 1500, 1500, 1500, 1500, 1500];
const overview = buildYearlyOverview({
  year: 2026,
  monthlyRevenue,
  monthlyRevenuePerCustomer: 50,
  monthlyCosts: [
    {
      month: 1,
      year: 2026,
      values: values({ salaryCeo: 800, huurKantoor: 100 }),
      customFields: { tech: { GitHub: 20 } },
    },
    { month: 7, year: 2026, values: values({ salaryCeo: 2000, advertentiekosten: 100 }) },
    { month: 7, year: 2025, values: values({ salaryCeo: 99_999 }) },
  ],
});
const row = (key: string) => overview.rows.find((r) => r.key === key)!;

describe("month labels", () => {
  it("are the Dutch abbreviations", () => {
    expect(OVERVIEW_MONTH_LABELS).toEqual([
      "Jan",
      "Feb",
      "Mrt",
      "Apr",
      "Mei",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Okt",
      "Nov",
      "Dec",
    ]);
    expect(overview.months).toEqual(OVERVIEW_MONTH_LABELS);
  });
});

describe("rows", () => {
  it("are Klanten, Omzet, the seven categories, Totaal Kosten, RESULTAAT", () => {
    expect(overview.rows.map((r) => r.label)).toEqual([
      "Klanten",
      "Omzet",
      "Personeel",
      "Kantoor",
      "IT",
      "Marketing",
      "Operationeel",
      "Financieel",
      "Overig",
      "Totaal Kosten",
      "RESULTAAT",
    ]);
  });
  it("Klanten = round(revenue / revenue per customer); its total column is the average", () => {
    expect(row("customers").values).toEqual([20, 20, 20, 20, 20, 20, 30, 30, 30, 30, 30, 30]);
    expect(row("customers").total).toBe(25);
  });
  it("Omzet is the revenue with its sum", () => {
    expect(row("revenue").values).toEqual(monthlyRevenue);
    expect(row("revenue").total).toBe(15_000);
  });
  it("categories sum the month's fields and custom items of that year only", () => {
    expect(row("personnel").values[0]).toBe(800);
    expect(row("personnel").values[6]).toBe(2000);
    expect(row("personnel").total).toBe(2800);
    expect(row("office").total).toBe(100);
    expect(row("it").total).toBe(20);
    expect(row("marketing").values[6]).toBe(100);
  });
  it("Totaal Kosten sums the categories", () => {
    expect(row("total_costs").values[0]).toBe(920);
    expect(row("total_costs").values[6]).toBe(2100);
    expect(row("total_costs").values[1]).toBe(0);
    expect(row("total_costs").total).toBe(3020);
  });
  it("RESULTAAT = revenue − costs, flagged green from 0 and red below", () => {
    expect(row("result").values[0]).toBe(80);
    expect(row("result").values[6]).toBe(-600);
    expect(overview.resultPositive[0]).toBe(true);
    expect(overview.resultPositive[6]).toBe(false);
    expect(isPositiveResult(0)).toBe(true);
    expect(row("result").total).toBe(11_980);
    expect(overview.resultTotalPositive).toBe(true);
  });
  it("shows the category rows only with 'Kostendetails'", () => {
    expect(selectVisibleRows(overview, false).map((r) => r.label)).toEqual([
      "Klanten",
      "Omzet",
      "Totaal Kosten",
      "RESULTAAT",
    ]);
    expect(selectVisibleRows(overview, true)).toHaveLength(11);
  });
});

describe("summary cards", () => {
  it("are average customers, total revenue, total costs and net result", () => {
    expect(overview.summary).toEqual({
      averageCustomers: 25,
      totalRevenue: 15_000,
      totalCosts: 3020,
      netResult: 11_980,
    });
  });
});

describe("years", () => {
  it("range 2020 to 2035", () => {
    const years = listOverviewYears();
    expect(years[0]).toBe(2020);
    expect(years[years.length - 1]).toBe(2035);
    expect(years).toHaveLength(16);
  });
  it("clamp a requested year", () => {
    expect(clampOverviewYear("2019", 2026)).toBe(2020);
    expect(clampOverviewYear(2040, 2026)).toBe(2035);
    expect(clampOverviewYear("abc", 2026)).toBe(2026);
    expect(clampOverviewYear("2030", 2026)).toBe(2030);
  });
});

describe("CSV export", () => {
  it("is named Financieel_Overzicht_{year}.csv", () => {
    expect(buildCsvFileName(2026)).toBe("Financieel_Overzicht_2026.csv");
  });
  it("has a header, then metric, 12 months, total per row", () => {
    const lines = buildOverviewCsv(overview).split("\r\n");
    expect(lines[0]).toBe("Metric,Jan,Feb,Mrt,Apr,Mei,Jun,Jul,Aug,Sep,Okt,Nov,Dec,Totaal");
    expect(lines[1]).toBe("Klanten,20,20,20,20,20,20,30,30,30,30,30,30,25");
    expect(lines[2]).toBe("Omzet,1000,1000,1000,1000,1000,1000,1500,1500,1500,1500,1500,1500,15000");
    expect(lines[lines.length - 1]).toBe(
      "RESULTAAT,80,1000,1000,1000,1000,1000,-600,1500,1500,1500,1500,1500,11980",
    );
    expect(lines).toHaveLength(12);
    expect(lines.every((l) => l.split(",").length === 14)).toBe(true);
  });
  it("can leave the cost details out", () => {
    expect(buildOverviewCsv(overview, { includeCostDetails: false }).split("\r\n")).toHaveLength(5);
  });
  it("quotes fields with commas, quotes or line breaks", () => {
    expect(quoteCsvField("Food, Beverage")).toBe('"Food, Beverage"');
    expect(quoteCsvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(quoteCsvField("a\nb")).toBe('"a\nb"');
    expect(quoteCsvField("plain")).toBe("plain");
  });
  it("rounds amounts to cents", () => {
    const o = buildYearlyOverview({
      year: 2026,
      monthlyRevenue: [0.1 + 0.2],
      monthlyRevenuePerCustomer: 0,
      monthlyCosts: [],
    });
    expect(buildOverviewCsv(o).split("\r\n")[2]).toBe("Omzet,0.3,0,0,0,0,0,0,0,0,0,0,0,0.3");
  });
});

describe("tab-separated copy", () => {
  it("has the same table with tabs", () => {
    const lines = buildOverviewTsv(overview).split("\n");
    expect(lines[0]).toBe(["Metric", ...OVERVIEW_MONTH_LABELS, "Totaal"].join("\t"));
    expect(lines[1].split("\t")).toHaveLength(14);
    expect(lines).toHaveLength(12);
  });
});

describe("buildYearlyOverview: one source for this year's costs, cents kept, totals = sum of the months", () => {
  it("spreads manual yearly costs evenly over the months in their own rows (the total is the report's)", () => {
    const o = buildYearlyOverview({
      year: 2026,
      monthlyRevenue,
      monthlyRevenuePerCustomer: 50,
      monthlyCosts: [{ month: 1, year: 2026, values: values({ salaryCeo: 800 }) }],
      manualCosts: { fixed: 264_000, variable: 48_000 },
    });
    const rowOf = (key: string) => o.rows.find((r) => r.key === key)!;
    expect(rowOf("manual_fixed")).toMatchObject({ label: "Vaste kosten", kind: "category", total: 264_000 });
    expect(rowOf("manual_fixed").values).toEqual(Array(12).fill(22_000));
    expect(rowOf("manual_variable").values).toEqual(Array(12).fill(4_000));
    // The manual amounts are the one source: the monthly records' categories are not added on top.
    expect(o.rows.some((r) => r.key === "personnel")).toBe(false);
    expect(o.summary.totalCosts).toBe(312_000);
    expect(o.summary.netResult).toBe(15_000 - 312_000);
    expect(o.resultTotalPositive).toBe(false);
  });
  it("spreads an amount that does not divide by twelve to the cent, the months adding up to it", () => {
    const months = spreadOverMonths(1000);
    expect(months.slice(0, 4)).toEqual([83.34, 83.34, 83.34, 83.34]);
    expect(months.slice(4)).toEqual(Array(8).fill(83.33));
    expect(Math.round(months.reduce((s, v) => s + v, 0) * 100)).toBe(100_000);
  });
  it("keeps entered cents: a month of €750,50 is €750,50, not €751", () => {
    const o = buildYearlyOverview({
      year: 2026,
      monthlyRevenue: [],
      monthlyRevenuePerCustomer: 0,
      monthlyCosts: [{ month: 3, year: 2026, values: values({ salaryCeo: 700.25, huurKantoor: 50.25 }) }],
    });
    const total = o.rows.find((r) => r.key === "total_costs")!;
    expect(total.values[2]).toBe(750.5);
    expect(total.total).toBe(750.5);
  });
  it("makes the RESULTAAT total exactly the sum of its months, however the cents fall", () => {
    const odd = Array.from({ length: 12 }, (_, i) => 1000 / 3 + i * 0.111);
    const o = buildYearlyOverview({
      year: 2026,
      monthlyRevenue: odd,
      monthlyRevenuePerCustomer: 0,
      monthlyCosts: [{ month: 5, year: 2026, values: values({ salaryCeo: 0.1 + 0.2 }) }],
    });
    for (const r of o.rows.filter((x) => x.kind !== "customers")) {
      expect(Math.round(r.total! * 100)).toBe(r.values.reduce((s: number, v) => s + Math.round(v! * 100), 0));
      for (const v of r.values) expect(Math.round(v! * 100) / 100).toBe(v);
    }
    expect(o.summary.netResult).toBe(o.rows.find((r) => r.key === "result")!.total);
  });
});
