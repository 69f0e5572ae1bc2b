import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getAmsterdamPeriod } from "../../app/domain/finance/period";
import { computeValuation } from "../../app/domain/finance/valuation";
import { formatEuro } from "../../app/domain/format/money";
import { createDb } from "../../db";
import { customerCohorts, startupData } from "../../db/schema";
import { Browser, html, rendered, signedIn } from "./http";

async function page(admin: Browser) {
  const res = await admin.fetch("/report");
  expect(res.status).toBe(200);
  return res.text();
}

describe("report", () => {
  it("is members-only", async () => {
    const res = await new Browser().fetch("/report");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login?redirectTo=%2Freport");
  });

  it("/admin/report leads to /report", async () => {
    const res = await new Browser().fetch("/admin/report");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/report");
  });

  it("shows the empty state without startup data", async () => {
    const { admin } = await signedIn();
    const body = await page(admin);
    expect(body).toContain(rendered("Geen gegevens beschikbaar"));
    expect(body).toContain(rendered("Er zijn onvoldoende gegevens om een rapport te genereren."));
    expect(body).not.toContain(">Delen<");
    expect(body).not.toContain(">Download PDF<");
  });

  it("an empty profile: 'Unknown …' defaults, only the always-on sections, footer", async () => {
    const { member, admin } = await signedIn();
    await createDb(env.DB).insert(startupData).values({ companyId: member.companyId });
    const body = await page(admin);
    for (const text of ["Unknown Company", "Unknown Sector", "Unknown Stage", "Unknown Country"])
      expect(body).toContain(rendered(text));
    expect(body).toContain('data-testid="report-company"');
    expect(body).toContain('data-testid="report-financials"');
    expect(body).not.toContain('data-testid="report-customers"');
    expect(body).not.toContain('data-testid="report-valuation"');
    expect(body).not.toContain('data-testid="report-auto-revenue"');
    expect(body).toContain(rendered("all amounts in Euros"));
    expect(body).toMatch(/>Generated on (<!-- -->)?\d{2}-\d{2}-\d{4},? \d{2}:\d{2}</);
    expect(body).toContain(">Delen<");
    expect(body).toContain(">Download PDF<");
    expect(body).toContain("@page { size: A4;");
    expect(body).toContain(html("mailto:?subject=Financial%20Report%20-%20Unknown%20Company&body="));
  });

  it("a full profile: every section with its figures, auto revenue status, impact note and mail draft", async () => {
    const { member, admin } = await signedIn();
    const db = createDb(env.DB);
    const { year } = getAmsterdamPeriod(new Date());
    await db.insert(startupData).values({
      companyId: member.companyId,
      companyName: "Acme Robotics",
      sector: "SaaS/Software",
      stage: "Seed",
      country: "Nederland",
      foundingYear: 2021,
      linkedinEmployeeCount: 14,
      mrrCurrent: 10_000,
      // A stored revenue_growth nothing sets is not shown: the valuation's rate is.
      revenueGrowth: 35,
      revenueYear3: 96_000,
      fixedCostsCurrentYear: 120_000,
      variableCostsCurrentYear: 30_000,
      equityInvestment: 500_000,
      debtAmount: 100_000,
      cacPerCustomer: 250,
      revenuePerCustomerMonthly: 50,
      ltvMonths: 12,
      autoRevenueCalculationEnabled: true,
      lastAutoRevenueSync: null,
    });
    // 4 customers from January: 12 months × 4 × €50 = €2.400 auto-generated revenue this year. They pay
    // now, so the MRR of €10.000 already holds them: this year's revenue is €10.000 × 12 = €120.000,
    // not €122.400 (no customer counted twice: docs/decisions/044-amounts-revenue-and-valuations.md).
    await db.insert(customerCohorts).values({
      companyId: member.companyId,
      acquisitionMonth: 1,
      acquisitionYear: year,
      customerCount: 4,
      monthlyRevenuePerCustomer: 50,
      ltvMonths: 12,
    });

    const body = await page(admin);
    for (const text of ["Acme Robotics", "SaaS/Software", "Seed", "Nederland", "2021", "14"])
      expect(body).toContain(rendered(text));
    expect(body).toContain(rendered(formatEuro(120_000)));
    expect(body).not.toContain(rendered(formatEuro(122_400)));
    expect(body).toContain(rendered(formatEuro(2_400)));
    expect(body).toContain(rendered(formatEuro(120_000)));
    expect(body).toContain(rendered(formatEuro(30_000)));
    expect(body).toContain(rendered(formatEuro(150_000)));
    // 120.000 this year against 96.000 last year: +25 %, the rate the valuation projects with.
    expect(body).toContain(rendered("25%"));
    expect(body).not.toContain(rendered("35%"));
    expect(body).toContain('data-testid="report-customers"');
    expect(body).toContain(rendered(formatEuro(250)));

    const outcome = computeValuation(
      // This year's costs (€150.000) reach the free cash flows.
      {
        currentRevenue: 120_000,
        currentCosts: 150_000,
        sector: "SaaS/Software",
        lastYearRevenue: 96_000,
        equityInvestment: 500_000,
        debtAmount: 100_000,
        riskFreeRate: 2,
        marketReturn: 8,
        betaValue: 1.2,
      },
      {
        terminalGrowthRate: 2.5,
        projectionYears: 5,
        revenueMultiple: 5,
        ebitdaMultiple: 12,
        targetEbitdaMargin: 20,
      },
    );
    if (!outcome.ok) throw new Error("expected a valuation");
    expect(body).toContain('data-testid="report-valuation"');
    expect(body).toContain(rendered(formatEuro(outcome.result.dcfValuation)));
    expect(body).toContain(rendered(formatEuro(600_000)));
    expect(body).toContain(rendered(formatEuro((outcome.result.dcfValuation + 600_000) / 2)));

    expect(body).toContain('data-testid="report-auto-revenue"');
    expect(body).toContain(rendered("Actief"));
    expect(body).toContain(rendered("Nog niet gesynchroniseerd"));
    expect(body).toContain('data-testid="report-auto-revenue-impact"');

    const mailto = body.match(/href="(mailto:[^"]+)"/)![1]!.replace(/&amp;/g, "&");
    const params = new URLSearchParams(mailto.slice("mailto:?".length));
    expect(params.get("subject")).toBe("Financial Report - Acme Robotics");
    expect(params.get("body")).toContain(`Huidige jaaromzet: ${formatEuro(120_000)}`);
    expect(params.get("body")).toContain(
      `Gemiddelde waardering: ${formatEuro((outcome.result.dcfValuation + 600_000) / 2)}`,
    );
  });

  it("hides customer metrics with CAC 0, the valuation without capital, the status when auto revenue is off; shows the last sync", async () => {
    const { member, admin } = await signedIn();
    const db = createDb(env.DB);
    await db.insert(startupData).values({
      companyId: member.companyId,
      companyName: "Beta BV",
      cacPerCustomer: 0,
      autoRevenueCalculationEnabled: false,
    });
    let body = await page(admin);
    expect(body).not.toContain('data-testid="report-customers"');
    expect(body).not.toContain('data-testid="report-valuation"');
    expect(body).not.toContain('data-testid="report-auto-revenue"');

    await db
      .update(startupData)
      .set({ autoRevenueCalculationEnabled: true, lastAutoRevenueSync: "2026-03-15T10:00:00.000Z" })
      .where(eq(startupData.companyId, member.companyId));
    body = await page(admin);
    expect(body).toContain('data-testid="report-auto-revenue"');
    expect(body).toContain(rendered("15-03-2026, 11:00"));
    // No auto-generated revenue: no impact note.
    expect(body).not.toContain('data-testid="report-auto-revenue-impact"');

    // With capital but a terminal growth at or above the WACC the section stays and says why.
    await db
      .update(startupData)
      .set({ equityInvestment: 100_000, terminalGrowthRate: 12 })
      .where(eq(startupData.companyId, member.companyId));
    body = await page(admin);
    expect(body).toContain('data-testid="report-valuation"');
    expect(body).toContain(rendered("Kan niet worden berekend: "));
    expect(body).toContain("moet hoger zijn dan de terminal growth rate");
  });

  it("this year's costs come from the monthly costs when no manual amounts are entered (cost source)", async () => {
    const { member, admin } = await signedIn();
    const { year } = getAmsterdamPeriod(new Date());
    await createDb(env.DB)
      .insert(startupData)
      .values({ companyId: member.companyId, companyName: "Costly BV" });
    for (const month of [1, 2]) {
      const res = await admin.post(`/monthly-costs?month=${month}&year=${year}`, {
        intent: "save",
        month: String(month),
        year: String(year),
        salary_ceo: "1000",
        advertentiekosten: "200",
      });
      expect(res.status).toBe(302);
    }
    // A month of another year does not count.
    await admin.post(`/monthly-costs?month=1&year=${year - 1}`, {
      intent: "save",
      month: "1",
      year: String(year - 1),
      salary_ceo: "99999",
    });
    let body = await page(admin);
    expect(body).toContain(rendered(formatEuro(2_000)));
    expect(body).toContain(rendered(formatEuro(400)));
    expect(body).toContain(rendered(formatEuro(2_400)));

    // Manual current-year costs keep the source manual.
    await env.DB.prepare(
      "UPDATE startup_data SET fixed_costs_current_year = 5000, variable_costs_current_year = 700 WHERE company_id = ?",
    )
      .bind(member.companyId)
      .run();
    body = await page(admin);
    expect(body).toContain(rendered(formatEuro(5_000)));
    expect(body).toContain(rendered(formatEuro(5_700)));
    expect(body).not.toContain(rendered(formatEuro(2_400)));
  });

  it("reads only the member's own company", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await createDb(env.DB)
      .insert(startupData)
      .values({ companyId: a.member.companyId, companyName: "Only A" });
    expect(await page(b.admin)).toContain(rendered("Geen gegevens beschikbaar"));
    expect(await page(a.admin)).toContain(rendered("Only A"));
  });
});
