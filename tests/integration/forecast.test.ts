import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { Browser, rendered, signedIn } from "./http";

type ScenarioRow = {
  id: string;
  company_id: string;
  scenario_name: string;
  monthly_marketing_budget: number;
  marketing_budget_growth_rate: number;
  projection_months: number;
  projection_start_date: string;
};
type MonthRow = {
  month: number;
  year: number;
  marketing_investment: number;
  new_customers: number;
  total_active_customers: number;
  monthly_recurring_revenue: number;
  cumulative_revenue: number;
  company_id: string;
};

const scenariosOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM revenue_projections WHERE company_id = ? ORDER BY created_at")
      .bind(companyId)
      .all<ScenarioRow>()
  ).results;
const monthsOf = async (projectionId: string) =>
  (
    await env.DB.prepare("SELECT * FROM monthly_projections WHERE projection_id = ? ORDER BY year, month")
      .bind(projectionId)
      .all<MonthRow>()
  ).results;
/** A signed-in founder with this startup profile (`null`: no startup data). */
async function founder(
  profile: { cac?: number | null; revenue?: number | null; ltv?: number; mrr?: number } | null = {},
) {
  const signed = await signedIn();
  if (profile) {
    await env.DB.prepare(
      "INSERT INTO startup_data (id, company_id, company_name, mrr_current, cac_per_customer, revenue_per_customer_monthly, ltv_months) VALUES (?, ?, 'Acme', ?, ?, ?, ?)",
    )
      .bind(
        crypto.randomUUID(),
        signed.member.companyId,
        profile.mrr ?? 1000,
        profile.cac === undefined ? 100 : profile.cac,
        profile.revenue === undefined ? 50 : profile.revenue,
        profile.ltv ?? 3,
      )
      .run();
  }
  return signed;
}

const scenario = {
  intent: "scenario.create",
  scenarioName: "Groei 10%",
  projectionStartDate: "2026-11-15",
  monthlyMarketingBudget: "1000",
  marketingBudgetGrowthRate: "10",
  projectionMonths: "12",
};

describe("/forecast", () => {
  it("is members-only", async () => {
    const res = await new Browser().fetch("/forecast");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/admin/login");
  });

  it("asks for startup data first, then for CAC, revenue per customer and LTV", async () => {
    const { admin } = await founder(null);
    const none = await (await admin.fetch("/forecast")).text();
    expect(none).toContain(rendered("No startup data found. Please fill in your company data first."));
    expect(none).toContain(rendered("To Dashboard"));
    const { admin: partial } = await founder({ cac: null, revenue: 0 });
    expect(await (await partial.fetch("/forecast")).text()).toContain(
      rendered(
        "The following fields are required for forecasting: CAC per klant (€), Revenue per klant per maand (€). Please fill these in on the dashboard first.",
      ),
    );
    const refused = await partial.post("/forecast", scenario);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "CAC, revenue per customer en LTV moeten ingevuld zijn voor forecasting.",
    );
  });

  it("shows the empty state, creates a scenario with its months in one go and shows it", async () => {
    const { member, admin } = await founder();
    const empty = await (await admin.fetch("/forecast")).text();
    expect(empty).toContain(rendered("Geen forecast scenarios"));
    expect(empty).toContain(rendered("Eerste Scenario Aanmaken"));
    expect(await (await admin.fetch("/forecast?new=1")).text()).toContain(rendered("Scenario Aanmaken"));

    const res = await admin.post("/forecast", scenario);
    expect(res.status).toBe(302);
    const [row] = await scenariosOf(member.companyId);
    expect(row).toMatchObject({
      scenario_name: "Groei 10%",
      monthly_marketing_budget: 1000,
      marketing_budget_growth_rate: 10,
      projection_months: 12,
      projection_start_date: "2026-11-15",
    });
    expect(res.headers.get("Location")).toBe(`/forecast?scenario=${row!.id}`);
    const months = await monthsOf(row!.id);
    expect(months).toHaveLength(12);
    expect(
      months
        .slice(0, 4)
        .map((m) => [
          m.month,
          m.year,
          m.new_customers,
          m.total_active_customers,
          m.monthly_recurring_revenue,
          m.cumulative_revenue,
        ]),
    ).toEqual([
      [11, 2026, 10, 30, 1500, 1500],
      [12, 2026, 11, 41, 2050, 3550],
      [1, 2027, 12, 53, 2650, 6200],
      [2, 2027, 13, 56, 2800, 9000],
    ]);
    expect(months.every((m) => m.company_id === member.companyId)).toBe(true);

    const page = await (await admin.fetch(res.headers.get("Location")!)).text();
    expect(page).toContain("Scenario aangemaakt");
    expect(page).toContain(rendered("Groei 10%"));
    expect(page).toContain(rendered("12 maanden"));
    expect(page).toContain(rendered("02-2027"));
  });

  it("refuses bad input with the reason and writes nothing", async () => {
    const { member, admin } = await founder();
    for (const [field, value, message] of [
      ["scenarioName", "   ", "Scenario naam is verplicht"],
      ["projectionStartDate", "2026-02-30", "Voer een geldige datum in"],
      ["monthlyMarketingBudget", "-5", "Voer een geldig bedrag in (0 of meer)"],
      ["monthlyMarketingBudget", "veel", "Gebruik 1.234,56 of 1234,56"],
      ["monthlyMarketingBudget", "15,000", "Onduidelijk bedrag"],
      ["projectionMonths", "18", "Kies 12, 24, 36 of 48 maanden"],
    ] as const) {
      const res = await admin.post("/forecast", { ...scenario, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await scenariosOf(member.companyId)).toHaveLength(0);
  });

  it("shows the newest scenario's months by default, the asked-for one with ?scenario, and the newest for an unknown one", async () => {
    const { member, admin } = await founder();
    await admin.post("/forecast", scenario);
    await admin.post("/forecast", { ...scenario, scenarioName: "Plan B", projectionMonths: "48" });
    const [older, newer] = await scenariosOf(member.companyId);
    expect(newer!.scenario_name).toBe("Plan B");
    // The 48-month scenario runs to October 2030; the 12-month one ends in October 2027.
    const showsLongPlan = (html: string) => html.includes(rendered("10-2030"));
    expect(showsLongPlan(await (await admin.fetch("/forecast")).text())).toBe(true);
    const asked = await (await admin.fetch(`/forecast?scenario=${older!.id}`)).text();
    expect(showsLongPlan(asked)).toBe(false);
    expect(asked).toContain(rendered("10-2027"));
    expect(showsLongPlan(await (await admin.fetch("/forecast?scenario=not-a-scenario")).text())).toBe(true);
  });

  it("deletes a scenario with its months; another company's scenario is a 404 and stays", async () => {
    const { member, admin } = await founder();
    await admin.post("/forecast", scenario);
    await admin.post("/forecast", { ...scenario, scenarioName: "Plan B", projectionMonths: "48" });
    const [first, second] = await scenariosOf(member.companyId);
    expect(await monthsOf(second!.id)).toHaveLength(48);

    const { admin: other } = await founder();
    expect(await (await other.fetch(`/forecast?scenario=${first!.id}`)).text()).not.toContain("Groei 10%");
    const forged = await other.post("/forecast", { intent: "scenario.delete", id: first!.id });
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain("Kon scenario niet verwijderen: Scenario not found");
    expect(await monthsOf(first!.id)).toHaveLength(12);

    const res = await admin.post("/forecast", { intent: "scenario.delete", id: first!.id });
    expect(res.status).toBe(302);
    expect((await scenariosOf(member.companyId)).map((s) => s.scenario_name)).toEqual(["Plan B"]);
    expect(await monthsOf(first!.id)).toHaveLength(0);
    expect(await (await admin.fetch("/forecast")).text()).toContain("Scenario verwijderd");
  });
});
