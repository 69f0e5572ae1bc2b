import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { saveErrorMessage } from "../../app/copy/finance/texts";
import { saveProblemOf } from "../../app/domain/finance/save-errors";
import { checkMonthlyCosts } from "../../app/server/company/startup-data.server";
import { createDb } from "../../db";
import { startupData } from "../../db/schema";
import { createMember } from "../factories";
import { Browser, rendered, signedIn } from "./http";

const WIZARD = "/numbers/wizard";
const YEAR = Number(
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date()),
);

type Row = Record<string, unknown> & {
  company_name: string;
  country: string;
  sector: string;
  stage: string;
  founding_year: number | null;
  mrr_current: number;
  fixed_costs_current_year: number | null;
  variable_costs_current_year: number | null;
  cost_calculation_source: string;
  projection_years: number;
  terminal_growth_rate: number;
  updated_at: string;
};

const rowOf = (companyId: string) =>
  env.DB.prepare("SELECT * FROM startup_data WHERE company_id = ?").bind(companyId).first<Row>();
const company = {
  intent: "wizard.next",
  step: "company",
  company_name: "Acme Analytics",
  founding_year: "2021",
  sector: "SaaS/Software",
  stage: "Seed",
  country: "Nederland",
};
const revenue = {
  intent: "wizard.next",
  step: "revenue",
  mrr_current: "10000",
  previous_year_revenue: "80000",
  current_year_revenue: "95000",
};
const costs = {
  intent: "wizard.next",
  step: "costs",
  fixed_costs_year_1: "10000",
  fixed_costs_year_2: "20000",
  fixed_costs_year_3: "30000",
  fixed_costs_current_year: "40000",
  fixed_costs_forecast_1: "50000",
  fixed_costs_forecast_2: "",
  fixed_costs_forecast_3: "",
  variable_costs_year_1: "",
  variable_costs_year_2: "",
  variable_costs_year_3: "",
  variable_costs_current_year: "5000",
  variable_costs_forecast_1: "",
  variable_costs_forecast_2: "",
  variable_costs_forecast_3: "",
};
const capital = { intent: "wizard.next", step: "capital", equity_investment: "250000", debt_amount: "50000" };
const wacc = {
  intent: "wizard.final",
  step: "wacc",
  risk_free_rate: "2",
  market_return: "8",
  beta_value: "1,2",
  cost_of_equity: "12",
  cost_of_debt: "5",
};

/** Walks the whole wizard (first-time mode) for a signed-in member. */
async function completeWizard(admin: Browser) {
  for (const step of [company, revenue, costs, capital])
    expect((await admin.post(WIZARD, step)).status).toBe(302);
  const res = await admin.post(WIZARD, wacc);
  expect(res.status).toBe(302);
  return res;
}

async function insertMonthlyCosts(
  companyId: string,
  month: number,
  year: number,
  values: Record<string, number>,
) {
  const columns = Object.keys(values);
  await env.DB.prepare(
    `INSERT INTO monthly_costs (id, company_id, month, year, ${columns.join(", ")}) VALUES (?, ?, ?, ?, ${columns.map(() => "?").join(", ")})`,
  )
    .bind(crypto.randomUUID(), companyId, month, year, ...Object.values(values))
    .run();
}

describe("finance wizard: access", () => {
  it("sends a visitor without a session to /admin/login and writes nothing", async () => {
    const anonymous = new Browser();
    for (const path of ["/numbers", WIZARD, `/numbers/overview.csv?year=${YEAR}`]) {
      const res = await anonymous.fetch(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM startup_data").first<{ n: number }>())!.n;
    const post = await anonymous.post(WIZARD, company);
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM startup_data").first<{ n: number }>())!.n).toBe(
      before,
    );
  });

  it("/admin/numbers leads to /numbers", async () => {
    const res = await new Browser().fetch("/admin/numbers");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/numbers");
  });

  it("/numbers sends a company without startup data to the wizard", async () => {
    const { admin } = await signedIn();
    const res = await admin.fetch("/numbers");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(WIZARD);
    const page = await (await admin.fetch(WIZARD)).text();
    for (const label of ["Bedrijf", "MRR", "Kosten", "Kapitaal", "wacc"]) expect(page).toContain(label);
    expect(page).toContain(rendered("Volgende"));
    expect(page).not.toContain(rendered("Vorige"));
    expect(page).toContain('aria-valuenow="20"');
  });
});

describe("finance wizard: saving step by step", () => {
  it("saves each tab with 'Volgende', moves on with a toast and check marks, and finishes on the last tab", async () => {
    const { member, admin } = await signedIn();
    const first = await admin.post(WIZARD, company);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`${WIZARD}?step=revenue&done=company`);
    expect(await rowOf(member.companyId)).toMatchObject({
      company_name: "Acme Analytics",
      founding_year: 2021,
      sector: "SaaS/Software",
      stage: "Seed",
      country: "Nederland",
    });
    const next = await (await admin.fetch(first.headers.get("Location")!)).text();
    expect(next).toContain(rendered("Gegevens opgeslagen"));
    expect(next).toContain('aria-label="opgeslagen"');
    expect(next).toContain(rendered("Vorige"));
    expect(next).toContain('aria-valuenow="40"');

    expect((await admin.post(WIZARD, { ...revenue, done: "company" })).headers.get("Location")).toBe(
      `${WIZARD}?step=costs&done=company%2Crevenue`,
    );
    expect((await admin.post(WIZARD, costs)).status).toBe(302);
    expect((await admin.post(WIZARD, capital)).headers.get("Location")).toBe(
      `${WIZARD}?step=wacc&done=capital`,
    );
    let row = (await rowOf(member.companyId))!;
    expect(row).toMatchObject({
      mrr_current: 10000,
      previous_year_revenue: 80000,
      // Also revenue_year_3, which the spec treats as last year.
      revenue_year_3: 80000,
      current_year_revenue: 95000,
      fixed_costs_year_1: 10000,
      fixed_costs_current_year: 40000,
      fixed_costs_forecast_1: 50000,
      fixed_costs_forecast_2: null,
      variable_costs_current_year: 5000,
      cost_calculation_source: "manual",
      equity_investment: 250000,
      debt_amount: 50000,
    });

    const waccPage = await (await admin.fetch(`${WIZARD}?step=wacc`)).text();
    expect(waccPage).toContain(rendered("Definitief Opslaan &amp; Naar Dashboard".replace("&amp;", "&")));
    const final = await admin.post(WIZARD, { ...wacc, risk_free_rate: "3", beta_value: "1,5" });
    expect(final.status).toBe(302);
    expect(final.headers.get("Location")).toContain("saved=1");
    row = (await rowOf(member.companyId))!;
    expect(row).toMatchObject({
      risk_free_rate: 3,
      beta_value: 1.5,
      cost_of_equity: 12,
      cost_of_debt: 5,
      company_name: "Acme Analytics",
      mrr_current: 10000,
    });
    const done = await (await admin.fetch(final.headers.get("Location")!)).text();
    expect(done).toContain(rendered("✅ Alle gegevens succesvol opgeslagen!"));
    expect(done).toContain(rendered("Ga nu naar Dashboard"));
    expect(done).toContain(rendered("Nog meer bewerken"));
    expect(done).toContain('content="5;url=/numbers"');

    // Now /numbers shows the dashboard; edit mode has its own texts.
    expect((await admin.fetch("/numbers")).status).toBe(200);
    const edit = await (await admin.fetch(`${WIZARD}?step=wacc&mode=edit`)).text();
    expect(edit).toContain(rendered("Wijzigingen Opslaan"));
    expect(edit).toContain(rendered("Terug naar Dashboard"));
    expect(edit).toContain(rendered("Bewerk je financiële gegevens"));
    expect(edit).toContain('value="3"');
    const saved = await admin.post(`${WIZARD}?step=wacc&mode=edit`, {
      ...wacc,
      mode: "edit",
      market_return: "9",
    });
    expect(saved.headers.get("Location")).toContain("mode=edit");
    const panel = await (await admin.fetch(saved.headers.get("Location")!)).text();
    expect(panel).toContain(rendered("Wijzigingen opgeslagen!"));
    expect(panel).toContain('content="1;url=/numbers"');
    expect((await rowOf(member.companyId))!.market_return).toBe(9);
  });

  it("an intermediate save needs only a company name: other tabs skip silently without one, the company tab asks for it", async () => {
    const { member, admin } = await signedIn();
    const skipped = await admin.post(WIZARD, revenue);
    expect(skipped.status).toBe(302);
    expect(skipped.headers.get("Location")).toBe(`${WIZARD}?step=costs`);
    expect(await rowOf(member.companyId)).toBeNull();
    // No toast: nothing was saved.
    expect(await (await admin.fetch(skipped.headers.get("Location")!)).text()).not.toContain(
      "Gegevens opgeslagen",
    );

    const missing = await admin.post(WIZARD, { ...company, company_name: "  " });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(rendered("Bedrijfsnaam is verplicht"));
    expect(await rowOf(member.companyId)).toBeNull();

    // Only the name: saved (sector, stage and country may wait until the final save).
    const onlyName = await admin.post(WIZARD, {
      intent: "wizard.next",
      step: "company",
      company_name: "Just A Name",
    });
    expect(onlyName.status).toBe(302);
    expect(await rowOf(member.companyId)).toMatchObject({
      company_name: "Just A Name",
      country: "",
      sector: "",
    });

    // The final save validates the whole profile: the missing country/sector/stage are named.
    const final = await admin.post(WIZARD, wacc);
    expect(final.status).toBe(400);
    const page = await final.text();
    for (const message of ["Land is verplicht", "Sector is verplicht", "Stadium is verplicht"])
      expect(page).toContain(message);
    expect((await rowOf(member.companyId))!.risk_free_rate).toBe(2);
  });

  it("answers bad input with the form's messages and 400, writing nothing", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    const before = (await rowOf(member.companyId))!;
    const cases: [Record<string, string>, string][] = [
      [{ ...company, founding_year: "1800" }, "Oprichtingsjaar moet 1900 of later zijn"],
      [{ ...company, founding_year: String(YEAR + 1) }, `Oprichtingsjaar mag niet na ${YEAR} liggen`],
      [{ ...company, founding_year: "2020.5" }, "Oprichtingsjaar moet een heel jaartal zijn"],
      [{ ...revenue, mrr_current: "-5" }, "Bedrag mag niet negatief zijn"],
      [{ ...revenue, previous_year_revenue: "veel" }, "Gebruik 1.234,56 of 1234,56"],
      [{ ...costs, fixed_costs_forecast_2: "12abc" }, "Gebruik 1.234,56 of 1234,56"],
      [
        { ...revenue, mrr_current: "42,500" },
        "Onduidelijk bedrag: een komma met drie cijfers erna lijkt een duizendtal. Gebruik 1.234,56 of 1234,56",
      ],
      [{ ...capital, equity_investment: "-1" }, "Bedrag mag niet negatief zijn"],
      [{ ...wacc, intent: "wizard.next", market_return: "101" }, "Percentage moet tussen 0 en 100 liggen"],
      [{ ...wacc, cost_of_debt: "150" }, "Percentage moet tussen 0 en 100 liggen"],
      [{ ...wacc, beta_value: "-0,5" }, "Beta mag niet negatief zijn"],
    ];
    for (const [fields, message] of cases) {
      const res = await admin.post(WIZARD, fields);
      expect(res.status, `${JSON.stringify(fields)}`).toBe(400);
      const alerts = [...(await res.text()).matchAll(/role="alert"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) =>
        m[1]!.replace(/<[^>]+>/g, " ").trim(),
      );
      expect(alerts, JSON.stringify(fields)).toContain(message);
    }
    expect(await rowOf(member.companyId)).toEqual(before);
  });
});

describe("finance wizard: cost source", () => {
  it("takes this year's fixed and variable costs from monthly costs when they exist and none were entered by hand", async () => {
    const { member, admin } = await signedIn();
    await admin.post(WIZARD, company);
    await insertMonthlyCosts(member.companyId, 1, YEAR, {
      salary_ceo: 5000,
      huur_kantoor: 1000,
      advertentiekosten: 500,
      inkoopkosten: 200,
    });
    await insertMonthlyCosts(member.companyId, 2, YEAR, { salary_ceo: 5000 });
    // Another year does not count.
    await insertMonthlyCosts(member.companyId, 1, YEAR - 1, { salary_ceo: 99999 });

    const page = await (await admin.fetch(`${WIZARD}?step=costs`)).text();
    expect(page).toContain("Berekend uit monthly costs");
    expect(page).toContain(`href="/monthly-costs?year=${YEAR}"`);
    // The overlaid fields are not submitted (no name), so the form posts the other years only.
    expect(page).not.toContain('name="fixed_costs_current_year"');

    const { fixed_costs_current_year: _f, variable_costs_current_year: _v, ...withoutCurrent } = costs;
    expect((await admin.post(WIZARD, withoutCurrent)).status).toBe(302);
    const row = (await rowOf(member.companyId))!;
    expect(row).toMatchObject({
      cost_calculation_source: "monthly_costs",
      fixed_costs_current_year: 11000,
      variable_costs_current_year: 700,
      monthly_costs_year: YEAR,
      fixed_costs_year_1: 10000,
    });
    expect(row.monthly_costs_last_sync).toEqual(expect.any(String));

    // A later month is picked up by the next save.
    await insertMonthlyCosts(member.companyId, 3, YEAR, { cloudkosten: 300 });
    await admin.post(WIZARD, capital);
    expect((await rowOf(member.companyId))!.fixed_costs_current_year).toBe(11300);
  });

  it("keeps manual current-year costs entered by hand", async () => {
    const { member, admin } = await signedIn();
    await admin.post(WIZARD, company);
    await admin.post(WIZARD, costs);
    await insertMonthlyCosts(member.companyId, 1, YEAR, { salary_ceo: 5000 });
    expect(await (await admin.fetch(`${WIZARD}?step=costs`)).text()).not.toContain(
      "Berekend uit monthly costs",
    );
    await admin.post(WIZARD, capital);
    expect(await rowOf(member.companyId)).toMatchObject({
      cost_calculation_source: "manual",
      fixed_costs_current_year: 40000,
      variable_costs_current_year: 5000,
    });
  });
});

describe("/numbers: dashboard, valuation and overview", () => {
  it("renders the dashboard and records a page view for /numbers", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    const res = await admin.fetch("/numbers");
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const text of [
      "Financial Dashboard",
      "AI-Enhanced Company Valuation",
      "Auto Revenue Details",
      "Toon Breakdown",
      `Financieel Overzicht ${YEAR} - Excel Format`,
      "AI Valuation Advisor",
      "Apply AI Smart Defaults",
      "Bereken Bedrijfswaarde",
    ]) {
      expect(page).toContain(rendered(text));
    }
    let views = 0;
    for (let i = 0; i < 60 && views === 0; i++) {
      views = (await env.DB.prepare(
        "SELECT count(*) AS n FROM page_views WHERE company_id = ? AND page_path = '/numbers'",
      )
        .bind(member.companyId)
        .first<{ n: number }>())!.n;
      if (views === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(views).toBe(1);
  });

  it("asks for capital data when neither equity nor debt is above 0", async () => {
    const { admin } = await signedIn();
    await admin.post(WIZARD, company);
    const page = await (await admin.fetch("/numbers")).text();
    expect(page).toContain(rendered("Kapitaalstructuur gegevens ontbreken"));
    expect(page).toContain(rendered("Voeg Financiële Gegevens Toe"));
    expect(page).not.toContain(rendered("Bereken Bedrijfswaarde"));
  });

  it("calculates a valuation: saves the parameters, shows four cards; projection years 2 → 3, 11 → 10, 4,5 → 5", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    const parameters = {
      intent: "valuation.calculate",
      terminal_growth_rate: "2,5",
      revenue_multiple: "10",
      ebitda_multiple: "18",
      target_ebitda_margin: "25",
    };
    for (const [given, stored] of [
      ["2", 3],
      ["11", 10],
      ["4,5", 5],
      ["zeven", 5],
    ] as const) {
      const res = await admin.post("/numbers", { ...parameters, projection_years: given });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/numbers?valuation=1#valuation");
      expect((await rowOf(member.companyId))!.projection_years).toBe(stored);
    }
    const page = await (await admin.fetch("/numbers?valuation=1")).text();
    expect(page).toContain(rendered("✅ Bedrijfswaarde berekend"));
    expect(page).toContain(rendered("Berekend"));
    expect(page.match(/data-testid="valuation-card"/g)).toHaveLength(4);
    for (const title of [
      "DCF Waardering",
      "Revenue Multiple",
      "EBITDA Multiple",
      "Terminal Value (PV)",
      "Free Cash Flow Projecties",
      "Waardering Vergelijking",
    ])
      expect(page).toContain(rendered(title));
    // Revenue multiple = (MRR 10000 × 12) × 10 = €1.200.000; EBITDA = 120000 × 25% × 18 = €540.000; WACC = 2 + 1.2 × 6 = 9.2 %.
    expect(page).toContain("€\u00a01.200.000");
    expect(page).toContain("€\u00a0540.000");
    expect(page).toContain("WACC: 9,2%");
    // The saved parameters are loaded into the panel next time.
    expect(page).toMatch(/name="revenue_multiple"[^>]*value="10"/);
  });

  it("a terminal growth at or above the WACC is refused on its field with the message, nothing saved or shown as calculated", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    const before = (await rowOf(member.companyId))!;
    const res = await admin.post("/numbers", {
      intent: "valuation.calculate",
      terminal_growth_rate: "12",
      projection_years: "5",
      revenue_multiple: "5",
      ebitda_multiple: "12",
      target_ebitda_margin: "20",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("moet hoger zijn dan de terminal growth rate");
    expect(page).toContain(rendered("Terminal growth moet lager zijn dan de WACC (9,2%)"));
    expect(page).toMatch(/name="terminal_growth_rate"[^>]*value="12"/);
    expect(page).not.toContain(rendered("Berekend"));
    expect(await rowOf(member.companyId)).toEqual(before);
    // A parameter that is not a number is refused too (not valued as 0).
    const text = await admin.post("/numbers", {
      intent: "valuation.calculate",
      terminal_growth_rate: "2,5",
      projection_years: "5",
      revenue_multiple: "veel",
      ebitda_multiple: "12",
      target_ebitda_margin: "20",
    });
    expect(text.status).toBe(400);
    expect(await text.text()).toContain(rendered("Gebruik 1.234,56 of 1234,56"));
    expect(await rowOf(member.companyId)).toEqual(before);
  });

  it("applies the AI smart defaults of the sector (SaaS: 10x / 18x / 25%) with the 'AI Defaults' badge", async () => {
    const { admin } = await signedIn();
    await completeWizard(admin);
    const res = await admin.post("/numbers", { intent: "valuation.defaults" });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(rendered("AI Defaults"));
    expect(page).toMatch(/name="revenue_multiple"[^>]*value="10"/);
    expect(page).toMatch(/name="ebitda_multiple"[^>]*value="18"/);
    expect(page).toMatch(/name="target_ebitda_margin"[^>]*value="25"/);
  });

  it("saves the CAC/LTV configuration with the spec's validation messages", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    const bad = await admin.post("/numbers", {
      intent: "autoRevenue.save",
      auto_revenue_calculation_enabled: "on",
      cac_per_customer: "0",
      revenue_model: "subscription",
      ltv_months: "0",
      revenue_per_customer_monthly: "",
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    for (const m of [
      "CAC per customer moet groter zijn dan 0",
      "Revenue per klant per maand moet groter zijn dan 0 voor subscription model",
      "LTV maanden moet groter zijn dan 0 voor subscription model",
    ]) {
      expect(text).toContain(rendered(m));
    }
    // The refused fields keep what was typed and point to their messages; a valid one does not.
    const input = (name: string) => text.match(new RegExp(`<input[^>]* name="${name}"[^>]*>`))?.[0] ?? "";
    expect(input("cac_per_customer")).toContain('value="0"');
    expect(input("cac_per_customer")).toContain('aria-invalid="true"');
    expect(input("cac_per_customer")).toContain(
      'aria-describedby="auto-revenue-config-cac_per_customer-error"',
    );
    expect(text).toContain('id="auto-revenue-config-cac_per_customer-error"');
    expect(input("auto_revenue_calculation_enabled")).toContain("checked");
    expect(input("auto_revenue_calculation_enabled")).not.toContain("aria-invalid");
    expect(input("cac_per_customer")).toContain('form="auto-revenue-config"');
    expect((await rowOf(member.companyId))!.auto_revenue_calculation_enabled).toBe(0);

    await insertMonthlyCosts(member.companyId, 1, YEAR, { direct_sales_costs: 1000 });
    const ok = await admin.post("/numbers", {
      intent: "autoRevenue.save",
      auto_revenue_calculation_enabled: "on",
      cac_per_customer: "250",
      revenue_model: "subscription",
      ltv_months: "12",
      revenue_per_customer_monthly: "100",
    });
    expect(ok.status).toBe(302);
    expect(await rowOf(member.companyId)).toMatchObject({
      auto_revenue_calculation_enabled: 1,
      cac_per_customer: 250,
      ltv_months: 12,
      revenue_per_customer_monthly: 100,
    });
    // The changed configuration triggered the full sync: 1000 / 250 = 4 customers in January.
    const cohort = await env.DB.prepare(
      "SELECT customer_count FROM customer_cohorts WHERE company_id = ? AND acquisition_month = 1 AND acquisition_year = ?",
    )
      .bind(member.companyId, YEAR)
      .first<{ customer_count: number }>();
    expect(cohort?.customer_count).toBe(4);
    const page = await (await admin.fetch(ok.headers.get("Location")!)).text();
    expect(page).toContain(rendered("✅ Configuratie opgeslagen"));
    expect(page).toContain("Auto sync voltooid");
  });

  it("edits a month's direct sales costs in the breakdown (?breakdown=1)", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    await admin.post("/numbers", {
      intent: "autoRevenue.save",
      auto_revenue_calculation_enabled: "on",
      cac_per_customer: "100",
      revenue_model: "subscription",
      ltv_months: "12",
      revenue_per_customer_monthly: "50",
    });
    const open = await (await admin.fetch(`/numbers?breakdown=1&breakdownYear=${YEAR}&editMonth=3`)).text();
    expect(open).toContain(
      rendered("Auto Revenue Breakdown &amp; Direct Sales Editor".replace("&amp;", "&")),
    );
    expect(open).toContain('name="direct_sales_costs"');
    expect(open).toContain(rendered("Verberg"));
    const res = await admin.post("/numbers", {
      intent: "directSales.update",
      month: "3",
      year: String(YEAR),
      direct_sales_costs: "500",
    });
    expect(res.status).toBe(302);
    const page = await (await admin.fetch(res.headers.get("Location")!)).text();
    expect(page).toContain(rendered("Direct Sales bijgewerkt"));
    expect(page).toMatch(/Klanten: (<!-- -->)?5</);
    const bad = await admin.post("/numbers", {
      intent: "directSales.update",
      month: "3",
      year: String(YEAR),
      direct_sales_costs: "-1",
    });
    expect(bad.status).toBe(400);
    expect(
      (await env.DB.prepare(
        "SELECT direct_sales_costs FROM monthly_costs WHERE company_id = ? AND month = 3 AND year = ?",
      )
        .bind(member.companyId, YEAR)
        .first<{ direct_sales_costs: number }>())!.direct_sales_costs,
    ).toBe(500);
  });

  it("exports the yearly overview as CSV: Financieel_Overzicht_{year}.csv with metric, 12 months and total", async () => {
    const { member, admin } = await signedIn();
    await completeWizard(admin);
    await insertMonthlyCosts(member.companyId, 1, 2025, {
      salary_ceo: 5000,
      huur_kantoor: 1000,
      advertentiekosten: 500,
    });
    await insertMonthlyCosts(member.companyId, 12, 2025, { salary_ceo: 12000.5 });
    const res = await admin.fetch("/numbers/overview.csv?year=2025");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="Financieel_Overzicht_2025.csv"',
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Metric,Jan,Feb,Mrt,Apr,Mei,Jun,Jul,Aug,Sep,Okt,Nov,Dec,Totaal");
    // Last year is not the current MRR × 12 projected backwards: its months are not known, its
    // total is the wizard's 'last year's total' (docs/decisions/044-amounts-revenue-and-valuations.md).
    expect(lines).toContain(`Omzet,${Array(12).fill("").join(",")},80000`);
    expect(lines).toContain("Personeel,5000,0,0,0,0,0,0,0,0,0,0,12000.5,17000.5");
    expect(lines).toContain("Kantoor,1000,0,0,0,0,0,0,0,0,0,0,0,1000");
    expect(lines).toContain("Marketing,500,0,0,0,0,0,0,0,0,0,0,0,500");
    expect(lines).toContain("Totaal Kosten,6500,0,0,0,0,0,0,0,0,0,0,12000.5,18500.5");
    expect(lines).toContain(`RESULTAAT,${Array(12).fill("").join(",")},61499.5`);
    expect(lines).toHaveLength(12);
    // Out-of-range years are clamped to 2020–2035.
    expect(
      (await admin.fetch("/numbers/overview.csv?year=1999")).headers.get("Content-Disposition"),
    ).toContain("Financieel_Overzicht_2020.csv");

    const page = await (await admin.fetch("/numbers?year=2025&details=1")).text();
    expect(page).toContain(rendered("Financieel Overzicht 2025 - Excel Format"));
    expect(page).toContain(rendered("RESULTAAT"));
    expect(page).toContain(rendered("Personeel"));
    expect(await (await admin.fetch("/numbers?year=2025")).text()).not.toContain(rendered("Personeel"));
  });
});

describe("finance: company scoping", () => {
  it("company B neither reads nor writes company A's startup data", async () => {
    const a = await signedIn();
    await completeWizard(a.admin);
    await insertMonthlyCosts(a.member.companyId, 1, 2025, { salary_ceo: 7777 });
    const aBefore = (await rowOf(a.member.companyId))!;

    const b = await signedIn();
    // B has no data of its own: B lands on the wizard, which shows nothing of A.
    expect((await b.admin.fetch("/numbers")).headers.get("Location")).toBe(WIZARD);
    const wizard = await (await b.admin.fetch(`${WIZARD}?step=company`)).text();
    expect(wizard).not.toContain("Acme Analytics");
    const csv = await (await b.admin.fetch("/numbers/overview.csv?year=2025")).text();
    expect(csv).not.toContain("7777");
    expect(csv).toContain(`Omzet,${Array(13).fill("").join(",")}`);

    // B's posts only ever touch B's row.
    await b.admin.post(WIZARD, { ...company, company_name: "Bee Corp" });
    await b.admin.post(WIZARD, capital);
    await b.admin.post("/numbers", {
      intent: "valuation.calculate",
      terminal_growth_rate: "3",
      projection_years: "8",
      revenue_multiple: "1",
      ebitda_multiple: "1",
      target_ebitda_margin: "1",
    });
    await b.admin.post("/numbers", {
      intent: "autoRevenue.save",
      cac_per_customer: "1",
      revenue_model: "subscription",
      ltv_months: "1",
      revenue_per_customer_monthly: "1",
    });
    expect(await rowOf(a.member.companyId)).toEqual(aBefore);
    expect(await rowOf(b.member.companyId)).toMatchObject({
      company_name: "Bee Corp",
      projection_years: 8,
      cac_per_customer: 1,
    });
  });
});

describe("startup data: the error catalogue and the monthly costs check", () => {
  it("maps real D1 constraint errors to the spec's Dutch messages", async () => {
    const member = await createMember(env.DB);
    const db = createDb(env.DB);
    await db.insert(startupData).values({ companyId: member.companyId, companyName: "First" });
    const duplicate = await db
      .insert(startupData)
      .values({ companyId: member.companyId, companyName: "Second" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(saveErrorMessage(saveProblemOf(duplicate))).toBe(
      "Er bestaat al data voor deze gebruiker. Probeer de gegevens bij te werken.",
    );
    const notNull = await env.DB.prepare(
      "INSERT INTO startup_data (id, company_id, company_name) VALUES (?, ?, NULL)",
    )
      .bind(crypto.randomUUID(), crypto.randomUUID())
      .run()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(saveErrorMessage(saveProblemOf(notNull))).toBe(
      "Sommige verplichte velden ontbreken. Controleer je gegevens.",
    );
    const unknownCompany = await db
      .insert(startupData)
      .values({ companyId: crypto.randomUUID(), companyName: "Nobody" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(saveErrorMessage(saveProblemOf(unknownCompany))).toBe(
      "Je hebt geen toegang om deze gegevens op te slaan. Controleer of je bent ingelogd.",
    );
    const other = await env.DB.prepare("SELECT * FROM no_such_table")
      .run()
      .then(
        () => null,
        (e: unknown) => e,
      );
    // Any other refusal is told in general words: the database's own message stays in the log.
    expect(saveErrorMessage(saveProblemOf(other))).toBe(
      "Database fout: de gegevens konden niet worden opgeslagen. Probeer het later opnieuw.",
    );
  });

  it("falls back to manual when the monthly costs check does not answer in time", async () => {
    const member = await createMember(env.DB);
    await insertMonthlyCosts(member.companyId, 1, YEAR, { salary_ceo: 1000, evenementen: 250 });
    expect(await checkMonthlyCosts(createDb(env.DB), member.companyId, YEAR)).toEqual({
      hasMonthlyCosts: true,
      totals: { fixedCosts: 1000, variableCosts: 250 },
    });
    // A D1 whose queries never settle: the check gives up after its time-out.
    const statement: object = new Proxy(
      {},
      {
        get: (_t, prop) =>
          prop === "then" ? undefined : prop === "bind" ? () => statement : () => new Promise(() => {}),
      },
    );
    const hanging = { prepare: () => statement, batch: () => new Promise(() => {}) } as unknown as D1Database;
    const started = Date.now();
    expect(await checkMonthlyCosts(createDb(hanging), member.companyId, YEAR, 50)).toEqual({
      hasMonthlyCosts: false,
      totals: null,
    });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(2000);
  });
});
