import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { FORM_TEXTS } from "../../../app/copy/platform/form-texts";
import { createWorld, type World } from "./world";

/** The concrete bad inputs behind the form reader and the bounds: each a 4xx with the screen's words, nothing stored. */

const count = async (table: string, companyId: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE company_id = ?`)
    .bind(companyId)
    .first<{ n: number }>())!.n;

describe("bad input is refused before anything is stored", () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
    await world.admin.post("/numbers", {
      intent: "autoRevenue.save",
      auto_revenue_calculation_enabled: "on",
      cac_per_customer: "100",
      revenue_model: "subscription",
      ltv_months: "12",
      revenue_per_customer_monthly: "50",
    });
  }, 30_000);

  it("an unreadable body is a 400 in the screen's language; another method a 405", async () => {
    const json = await world.admin.fetch("/numbers", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain(FORM_TEXTS.unreadable.nl);
    const noBoundary = await world.admin.fetch("/forecast.data", {
      method: "POST",
      body: "--x\r\n",
      headers: { "Content-Type": "multipart/form-data" },
    });
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.text()).toContain(FORM_TEXTS.unreadable.en);
    const put = await world.admin.fetch("/sales-metrics", {
      method: "PUT",
      body: "intent=sales.save",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(put.status).toBe(405);
  });

  it("valuation.calculate with a missing field is a 400, not a ZodError", async () => {
    const res = await world.admin.post("/numbers", {
      intent: "valuation.calculate",
      terminal_growth_rate: "2,5",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Niet berekend en niet opgeslagen");
    expect(page).toContain("Vul een waarde in");
  });

  it.each(["-1e308", "1e23", "1899", "2201", "2026.5", "0x7e9"])(
    "directSales.update refuses the year %s and stores nothing",
    async (year) => {
      const before = await count("monthly_costs", world.member.companyId);
      const res = await world.admin.post("/numbers", {
        intent: "directSales.update",
        year,
        month: "3",
        direct_sales_costs: "100",
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Ongeldige maand of jaar.");
      expect(await count("monthly_costs", world.member.companyId)).toBe(before);
    },
  );

  it("directSales.update refuses month 13 and an amount above a trillion", async () => {
    expect(
      (
        await world.admin.post("/numbers", {
          intent: "directSales.update",
          year: "2026",
          month: "13",
          direct_sales_costs: "1",
        })
      ).status,
    ).toBe(400);
    const huge = await world.admin.post("/numbers", {
      intent: "directSales.update",
      year: "2026",
      month: "3",
      direct_sales_costs: "1.000.000.000.001",
    });
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain("Bedrag is te groot");
    expect(await count("monthly_costs", world.member.companyId)).toBe(0);
  });

  it("sales metrics refuse counts and amounts beyond their range", async () => {
    const year = String(new Date().getUTCFullYear());
    for (const [field, value] of [
      ["mqlsInfluencers", "100000000000000000000000"],
      ["payingCustomers20", "-5"],
      ["marketingInvestmentDirect", "1e308"],
    ] as const) {
      const res = await world.admin.post("/sales-metrics", {
        intent: "sales.save",
        week: "10",
        year,
        [field]: value,
      });
      expect(res.status, field).toBe(400);
      expect(await res.text()).toContain("These figures could not be saved");
    }
    expect(await count("weekly_sales_metrics", world.member.companyId)).toBe(0);
  });

  it("monthly costs refuse an amount above a trillion and a copy growth beyond 1000%", async () => {
    const big = await world.admin.post("/monthly-costs", {
      intent: "save",
      month: "3",
      year: "2026",
      salary_ceo: "1e23",
    });
    expect(big.status).toBe(400);
    expect(await count("monthly_costs", world.member.companyId)).toBe(0);
    expect(
      (
        await world.admin.post("/monthly-costs", {
          intent: "save",
          month: "3",
          year: "2026",
          salary_ceo: "1000",
        })
      ).status,
    ).toBe(302);
    const growth = await world.admin.post("/monthly-costs", {
      intent: "copy",
      month: "3",
      year: "2026",
      growth: "1.500",
      target: "2027-03",
    });
    expect(growth.status).toBe(400);
    expect(await growth.text()).toContain("Groei moet tussen -100% en 1000% liggen.");
    expect(await count("monthly_costs", world.member.companyId)).toBe(1);
  });

  it("the CAC/LTV configuration refuses a lifetime beyond 1200 months", async () => {
    const res = await world.admin.post("/numbers", {
      intent: "autoRevenue.save",
      auto_revenue_calculation_enabled: "on",
      cac_per_customer: "100",
      revenue_model: "subscription",
      ltv_months: "1e23",
      revenue_per_customer_monthly: "50",
    });
    expect(res.status).toBe(400);
    const row = await env.DB.prepare("SELECT ltv_months FROM startup_data WHERE company_id = ?")
      .bind(world.member.companyId)
      .first<{ ltv_months: number }>();
    expect(row!.ltv_months).toBe(12);
  });
});
