import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { type Browser, rendered, signedIn } from "./http";

/**
 * Amounts typed in Dutch notation are stored as typed (docs/decisions/044-amounts-revenue-and-valuations.md):
 * `42.500` is 42500 in the wizard, monthly costs and the forecast budget; negative and ambiguous
 * amounts are refused with nothing saved.
 */
const YEAR = Number(
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date()),
);

const startupRow = (companyId: string) =>
  env.DB.prepare("SELECT * FROM startup_data WHERE company_id = ?")
    .bind(companyId)
    .first<Record<string, unknown>>();
const costRows = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM monthly_costs WHERE company_id = ? ORDER BY year, month")
      .bind(companyId)
      .all<Record<string, unknown>>()
  ).results;
const cohortRows = async (companyId: string) =>
  (await env.DB.prepare("SELECT * FROM customer_cohorts WHERE company_id = ?").bind(companyId).all()).results;

async function wizardCompany(admin: Browser) {
  const res = await admin.post("/numbers/wizard", {
    intent: "wizard.next",
    step: "company",
    company_name: "Acme BV",
    founding_year: "2022",
    sector: "SaaS/Software",
    stage: "Seed",
    country: "Nederland",
  });
  expect(res.status).toBe(302);
}

describe("Dutch amounts in the wizard", () => {
  it("stores 42.500 as 42500, 1.234,56 as 1234.56 and 2,5 % as 2.5, and shows them back in Dutch notation", async () => {
    const { member, admin } = await signedIn();
    await wizardCompany(admin);
    expect(
      (
        await admin.post("/numbers/wizard", {
          intent: "wizard.next",
          step: "revenue",
          mrr_current: "42.500",
          previous_year_revenue: "1.234,56",
          current_year_revenue: "€ 300.000",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await admin.post("/numbers/wizard", {
          intent: "wizard.next",
          step: "capital",
          equity_investment: "250.000,00",
          debt_amount: "0",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await admin.post("/numbers/wizard", {
          intent: "wizard.next",
          step: "wacc",
          risk_free_rate: "2,5",
          market_return: "8",
          beta_value: "1,2",
          cost_of_equity: "",
          cost_of_debt: "5",
        })
      ).status,
    ).toBe(302);
    expect(await startupRow(member.companyId)).toMatchObject({
      mrr_current: 42500,
      previous_year_revenue: 1234.56,
      current_year_revenue: 300000,
      equity_investment: 250000,
      risk_free_rate: 2.5,
      beta_value: 1.2,
    });
    const page = await (await admin.fetch("/numbers/wizard?step=revenue&mode=edit")).text();
    expect(page).toMatch(/name="mrr_current"[^>]*value="42.500"|value="42.500"[^>]*name="mrr_current"/);
    expect(page).toMatch(/inputMode="decimal"|inputmode="decimal"/);
  });

  it("refuses a negative salary cost and an ambiguous amount with the field's message, nothing saved", async () => {
    const { member, admin } = await signedIn();
    await wizardCompany(admin);
    expect(
      (await admin.post("/numbers/wizard", { intent: "wizard.next", step: "revenue", mrr_current: "8.500" }))
        .status,
    ).toBe(302);
    const before = await startupRow(member.companyId);
    const negative = await admin.post("/numbers/wizard", {
      intent: "wizard.next",
      step: "costs",
      fixed_costs_current_year: "-900",
    });
    expect(negative.status).toBe(400);
    expect(await negative.text()).toContain(rendered("Bedrag mag niet negatief zijn"));
    const ambiguous = await admin.post("/numbers/wizard", {
      intent: "wizard.next",
      step: "revenue",
      mrr_current: "8,500",
    });
    expect(ambiguous.status).toBe(400);
    expect(await ambiguous.text()).toContain(
      "Onduidelijk bedrag: een komma met drie cijfers erna lijkt een duizendtal. Gebruik 1.234,56 of 1234,56",
    );
    expect(await startupRow(member.companyId)).toEqual(before);
    expect(before).toMatchObject({ mrr_current: 8500 });
  });
});

describe("Dutch amounts on the monthly costs page", () => {
  it("stores 42.500 as 42500 (also a custom item) and shows it back as 42.500", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post("/monthly-costs", {
      intent: "save",
      month: "3",
      year: String(YEAR),
      salary_ceo: "42.500",
      huur_kantoor: "1.234,56",
      "custom:tech:Figma": "7.500",
    });
    expect(res.status).toBe(302);
    const [row] = await costRows(member.companyId);
    expect(row).toMatchObject({ salary_ceo: 42500, huur_kantoor: 1234.56 });
    expect(JSON.parse(row!.custom_fields as string)).toEqual({ tech: { Figma: 7500 } });
    const page = await (await admin.fetch(`/monthly-costs?month=3&year=${YEAR}`)).text();
    expect(page).toMatch(/name="salary_ceo"[^>]*value="42.500"|value="42.500"[^>]*name="salary_ceo"/);
    expect(page).toContain(rendered("€\u00a051.234,56"));
  });

  it("refuses a negative salary and an unreadable custom amount on their fields: 400, nothing saved, the typed text kept", async () => {
    const { member, admin } = await signedIn();
    expect(
      (
        await admin.post("/monthly-costs", {
          intent: "save",
          month: "4",
          year: String(YEAR),
          salary_ceo: "5.000",
        })
      ).status,
    ).toBe(302);
    const before = await costRows(member.companyId);
    const res = await admin.post(`/monthly-costs?month=4&year=${YEAR}`, {
      intent: "save",
      month: "4",
      year: String(YEAR),
      salary_ceo: "-900",
      salary_cto: "15",
      "custom:tech:Figma": "1,500",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(rendered("Niet opgeslagen: controleer de gemarkeerde bedragen."));
    expect(page).toContain(rendered("Bedrag mag niet negatief zijn"));
    expect(page).toContain("Onduidelijk bedrag");
    expect(page).toMatch(/name="salary_ceo"[^>]*value="-900"|value="-900"[^>]*name="salary_ceo"/);
    expect(await costRows(member.companyId)).toEqual(before);
  });

  it("an empty custom item name gets a message (without JavaScript)", async () => {
    const { admin } = await signedIn();
    const res = await admin.post(`/monthly-costs?month=5&year=${YEAR}`, {
      intent: "add-item:tech",
      month: "5",
      year: String(YEAR),
      "new_item:tech": "  ",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(rendered("Enter a name for the new cost item."));
  });

  it("saves the month's costs and the cohort derived from its direct sales costs together", async () => {
    const { member, admin } = await signedIn();
    await env.DB.prepare(
      "INSERT INTO startup_data (id, company_id, company_name, auto_revenue_calculation_enabled, cac_per_customer, revenue_model, ltv_months, revenue_per_customer_monthly) VALUES (?, ?, 'Acme', 1, 500, 'subscription', 12, 100)",
    )
      .bind(crypto.randomUUID(), member.companyId)
      .run();
    const res = await admin.post("/monthly-costs", {
      intent: "save",
      month: "6",
      year: String(YEAR),
      direct_sales_costs: "2.500",
    });
    expect(res.status).toBe(302);
    expect((await costRows(member.companyId))[0]).toMatchObject({ direct_sales_costs: 2500 });
    expect(await cohortRows(member.companyId)).toEqual([
      expect.objectContaining({
        acquisition_month: 6,
        acquisition_year: YEAR,
        customer_count: 5,
        monthly_revenue_per_customer: 100,
      }),
    ]);
  });
});

describe("Dutch amounts in the forecast scenario", () => {
  it("stores a budget of 42.500 as 42500 and 2,5 % growth as 2.5; refuses a negative budget with nothing saved", async () => {
    const { member, admin } = await signedIn();
    await env.DB.prepare(
      "INSERT INTO startup_data (id, company_id, company_name, mrr_current, cac_per_customer, revenue_per_customer_monthly, ltv_months) VALUES (?, ?, 'Acme', 1000, 100, 50, 12)",
    )
      .bind(crypto.randomUUID(), member.companyId)
      .run();
    const scenario = {
      intent: "scenario.create",
      scenarioName: "Groei",
      projectionStartDate: `${YEAR + 1}-01-01`,
      projectionMonths: "12",
    };
    const refused = await admin.post("/forecast", {
      ...scenario,
      monthlyMarketingBudget: "-15.000",
      marketingBudgetGrowthRate: "0",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(rendered("Voer een geldig bedrag in (0 of meer)"));
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM revenue_projections WHERE company_id = ?")
        .bind(member.companyId)
        .first<{ n: number }>())!.n,
    ).toBe(0);
    const res = await admin.post("/forecast", {
      ...scenario,
      monthlyMarketingBudget: "42.500",
      marketingBudgetGrowthRate: "2,5",
    });
    expect(res.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT monthly_marketing_budget, marketing_budget_growth_rate FROM revenue_projections WHERE company_id = ?",
    )
      .bind(member.companyId)
      .first();
    expect(row).toEqual({ monthly_marketing_budget: 42500, marketing_budget_growth_rate: 2.5 });
  });
});
