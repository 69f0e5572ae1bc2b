import { describe, expect, it } from "vitest";

import {
  addCustomItem,
  buildDeleteCustomItemPrompt,
  computeCategoryTotals,
  computeGroupSubtotal,
  computeMonthTotal,
  computeYearlyCostsFromMonthly,
  createEmptyMonthlyCosts,
  DUTCH_MONTH_NAMES,
  getSectionFields,
  hasAnyCostValue,
  hasOversizedAmount,
  listMonthlyCostYears,
  MONTHLY_COST_FIELDS,
  MONTHLY_COST_SECTIONS,
  type MonthlyCostValues,
  OVERVIEW_CATEGORY_FIELDS,
  parseCostValue,
  removeCustomItem,
  setCustomItemValue,
  shiftMonth,
  splitFixedVariableCosts,
  summarizeSection,
  toMonthlyCostValues,
  validateCustomItemName,
} from "./monthly-costs";

const values = (v: Partial<MonthlyCostValues>): MonthlyCostValues => ({ ...createEmptyMonthlyCosts(), ...v });
const columns = (key: Parameters<typeof getSectionFields>[0]) => getSectionFields(key).map((x) => x.column);

describe("sections", () => {
  it("are the seven page sections in order", () => {
    expect(MONTHLY_COST_SECTIONS.map((s) => s.title)).toEqual([
      "Personnel & Freelancers",
      "Operational",
      "Tech & Development",
      "Marketing & Sales",
      "Administration & Finance",
      "Production / Fulfillment",
      "Other / Reserves",
    ]);
  });
  it("split Personnel into 'Founders & Leadership' and 'Team & Employees'", () => {
    const [founders, team] = MONTHLY_COST_SECTIONS[0].groups;
    expect(founders.title).toBe("Founders & Leadership");
    expect(founders.fields.map((x) => x.column)).toEqual([
      "salary_ceo",
      "salary_cmo",
      "salary_cto",
      "salary_cfo",
      "salary_coo",
    ]);
    expect(team.title).toBe("Team & Employees");
    expect(team.fields.map((x) => x.column)).toEqual([
      "salary_developers",
      "salary_sales",
      "salary_marketing",
      "salary_support",
      "salary_other_staff",
      "freelancers",
      "payroll_kosten",
      "vergoedingen",
      "bonussen",
    ]);
  });
  it("hold the spec's fields per category", () => {
    expect(columns("operational")).toEqual([
      "huur_kantoor",
      "kantoorbenodigdheden",
      "abonnementen",
      "telefoon_internet",
      "reiskosten",
    ]);
    expect(columns("tech")).toEqual(["cloudkosten", "domeinen_hosting", "software_development", "licenties"]);
    expect(columns("marketing")).toEqual([
      "advertentiekosten",
      "crm_tools",
      "website_onderhoud",
      "design_branding",
      "evenementen",
      "direct_sales_costs",
    ]);
    expect(columns("admin")).toEqual([
      "boekhouding",
      "accountant",
      "bankingkosten",
      "juridisch_advies",
      "notariskosten",
    ]);
    expect(columns("production")).toEqual(["inkoopkosten", "logistiek", "opslag", "retouren"]);
    expect(columns("other")).toEqual(["onvoorzien", "afschrijvingen", "verzekeringen", "investeringskosten"]);
  });
  it("have 42 fields, each with an English label, none twice", () => {
    expect(MONTHLY_COST_FIELDS).toHaveLength(42);
    expect(new Set(MONTHLY_COST_FIELDS.map((x) => x.key)).size).toBe(42);
    expect(MONTHLY_COST_FIELDS.every((x) => x.label.length > 0)).toBe(true);
  });
});

describe("parseCostValue: a number, otherwise 0", () => {
  it("parses", () => {
    expect(parseCostValue("1250.50")).toBe(1250.5);
    expect(parseCostValue("")).toBe(0);
    expect(parseCostValue("abc")).toBe(0);
  });
  it("fills a record, missing fields 0", () => {
    const v = toMonthlyCostValues({ salaryCeo: "5000", cloudkosten: "x" });
    expect(v.salaryCeo).toBe(5000);
    expect(v.cloudkosten).toBe(0);
    expect(v.retouren).toBe(0);
  });
});

describe("subtotals, counts and the month total", () => {
  const v = values({ salaryCeo: 5_000, salaryCto: 4_000, salaryDevelopers: 3_000, cloudkosten: 200 });
  const custom = { personnel: { Recruiter: 800 }, tech: { GitHub: 50, Figma: 0 } };
  it("sums a section with its custom items", () => {
    expect(summarizeSection(v, custom, "personnel")).toEqual({
      subtotal: 12_800,
      itemCount: 15,
      filledCount: 4,
    });
    expect(summarizeSection(v, custom, "tech")).toEqual({ subtotal: 250, itemCount: 6, filledCount: 2 });
    expect(summarizeSection(v, null, "other")).toEqual({ subtotal: 0, itemCount: 4, filledCount: 0 });
  });
  it("sums the personnel groups apart", () => {
    const [founders, team] = MONTHLY_COST_SECTIONS[0].groups;
    expect(computeGroupSubtotal(v, founders)).toBe(9_000);
    expect(computeGroupSubtotal(v, team)).toBe(3_000);
  });
  it("totals the month", () => {
    expect(computeMonthTotal(v, custom)).toBe(13_050);
  });
  it("shows 'Copy to other months' only with a value", () => {
    expect(hasAnyCostValue(createEmptyMonthlyCosts(), {})).toBe(false);
    expect(hasAnyCostValue(createEmptyMonthlyCosts(), { other: { Buffer: 10 } })).toBe(true);
    expect(hasAnyCostValue(v, null)).toBe(true);
  });
});

describe("yearly-overview categories (exactly)", () => {
  it("group the fields", () => {
    expect(OVERVIEW_CATEGORY_FIELDS.personnel).toHaveLength(14);
    expect(OVERVIEW_CATEGORY_FIELDS.office).toEqual([
      "huurKantoor",
      "kantoorbenodigdheden",
      "telefoonInternet",
      "reiskosten",
    ]);
    expect(OVERVIEW_CATEGORY_FIELDS.it).toEqual([
      "cloudkosten",
      "domeinenHosting",
      "softwareDevelopment",
      "licenties",
      "abonnementen",
    ]);
    expect(OVERVIEW_CATEGORY_FIELDS.marketing).toEqual([
      "advertentiekosten",
      "crmTools",
      "websiteOnderhoud",
      "designBranding",
      "evenementen",
      "directSalesCosts",
    ]);
    expect(OVERVIEW_CATEGORY_FIELDS.operational).toEqual(["inkoopkosten", "logistiek", "opslag", "retouren"]);
    expect(OVERVIEW_CATEGORY_FIELDS.financial).toEqual([
      "boekhouding",
      "accountant",
      "bankingkosten",
      "juridischAdvies",
      "notariskosten",
    ]);
    expect(OVERVIEW_CATEGORY_FIELDS.other).toEqual([
      "onvoorzien",
      "afschrijvingen",
      "verzekeringen",
      "investeringskosten",
    ]);
  });
  it("cover every field exactly once", () => {
    const all = Object.values(OVERVIEW_CATEGORY_FIELDS).flat();
    expect(all).toHaveLength(42);
    expect(new Set(all)).toEqual(new Set(MONTHLY_COST_FIELDS.map((x) => x.key)));
  });
  it("total per category, custom items in their section's category", () => {
    const totals = computeCategoryTotals(
      values({ salaryCeo: 5_000, huurKantoor: 1_000, abonnementen: 100, inkoopkosten: 700, accountant: 300 }),
      {
        operational: { Schoonmaak: 150 },
        production: { Verpakking: 40 },
        admin: { Kvk: 10 },
      },
    );
    expect(totals).toEqual({
      personnel: 5_000,
      office: 1_150,
      it: 100,
      marketing: 0,
      operational: 740,
      financial: 310,
      other: 0,
    });
  });
});

describe("fixed vs variable (our split: variable = marketing + operational)", () => {
  it("splits a month", () => {
    const v = values({
      salaryCeo: 5_000,
      huurKantoor: 1_000,
      advertentiekosten: 500,
      directSalesCosts: 1_000,
      logistiek: 200,
    });
    expect(splitFixedVariableCosts(v, { marketing: { Beurs: 300 } })).toEqual({
      fixedCosts: 6_000,
      variableCosts: 2_000,
    });
  });
  it("sums a year's months for calculate_yearly_costs_from_monthly", () => {
    const records = [
      { month: 1, year: 2026, values: values({ salaryCeo: 5_000, advertentiekosten: 500 }) },
      { month: 2, year: 2026, values: values({ salaryCeo: 5_000, opslag: 100 }) },
      { month: 12, year: 2025, values: values({ salaryCeo: 9_999 }) },
    ];
    expect(computeYearlyCostsFromMonthly(records, 2026)).toEqual({ fixedCosts: 10_000, variableCosts: 600 });
  });
});

describe("custom items", () => {
  const custom = { tech: { GitHub: 50 } };
  it("need a non-empty name after trimming", () => {
    expect(validateCustomItemName("   ", custom, "tech")).toEqual({ ok: false, reason: "empty" });
    expect(validateCustomItemName(null, custom, "tech")).toEqual({ ok: false, reason: "empty" });
  });
  it("may not repeat a name in the same category", () => {
    expect(validateCustomItemName(" github ", custom, "tech")).toEqual({
      ok: false,
      reason: "duplicate",
    });
  });
  it("may repeat a name of another category, trimmed", () => {
    expect(validateCustomItemName(" GitHub ", custom, "marketing")).toEqual({ ok: true, name: "GitHub" });
  });
  it("are added at 0, set and removed without changing the input", () => {
    const added = addCustomItem(custom, "tech", "Figma");
    expect(added).toEqual({ tech: { GitHub: 50, Figma: 0 } });
    expect(setCustomItemValue(added, "tech", "Figma", "12.5")).toEqual({ tech: { GitHub: 50, Figma: 12.5 } });
    expect(removeCustomItem(added, "tech", "GitHub")).toEqual({ tech: { Figma: 0 } });
    expect(custom).toEqual({ tech: { GitHub: 50 } });
  });
  it("ask before deleting: 'Are you sure you want to delete \"{item}\"?'", () => {
    expect(buildDeleteCustomItemPrompt("GitHub")).toBe('Are you sure you want to delete "GitHub"?');
  });
});

describe("navigation", () => {
  it("names the months in Dutch", () => {
    expect(DUTCH_MONTH_NAMES[0]).toBe("Januari");
    expect(DUTCH_MONTH_NAMES[11]).toBe("December");
    expect(DUTCH_MONTH_NAMES).toHaveLength(12);
  });
  it("offers the current year − 2 to + 5", () => {
    expect(listMonthlyCostYears(2026)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
  it("moves across year boundaries", () => {
    expect(shiftMonth({ month: 12, year: 2025 }, 1)).toEqual({ month: 1, year: 2026 });
    expect(shiftMonth({ month: 1, year: 2026 }, -1)).toEqual({ month: 12, year: 2025 });
    expect(shiftMonth({ month: 3, year: 2026 }, 25)).toEqual({ month: 4, year: 2028 });
  });
});

describe("hasOversizedAmount", () => {
  it("allows amounts up to a trillion either way", () => {
    const values = { ...createEmptyMonthlyCosts(), salaryCeo: 1e12, huurKantoor: -1e12 };
    expect(hasOversizedAmount(values, { marketing: { Podcast: 5 } })).toBe(false);
  });

  it("refuses a larger fixed amount or custom item, and a non-finite one", () => {
    expect(hasOversizedAmount({ ...createEmptyMonthlyCosts(), salaryCeo: 1e23 }, {})).toBe(true);
    expect(hasOversizedAmount(createEmptyMonthlyCosts(), { marketing: { Podcast: -1e308 } })).toBe(true);
    expect(hasOversizedAmount({ ...createEmptyMonthlyCosts(), salaryCeo: Number.NaN }, {})).toBe(true);
  });
});
