import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import {
  getRevenueBreakdown,
  processDirectSales,
  runFullAutoRevenueSync,
  updateDirectSalesForMonth,
} from "../../app/server/finance/auto-revenue.server";
import { createDb } from "../../db";
import { customerCohorts, startupData } from "../../db/schema";
import { createMember } from "../factories";
import { Browser, html, signedIn } from "./http";

const PAGE = "/monthly-costs";

type CostRow = Record<string, unknown> & {
  company_id: string;
  month: number;
  year: number;
  custom_fields: string;
};

const rowsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM monthly_costs WHERE company_id = ? ORDER BY year, month")
      .bind(companyId)
      .all<CostRow>()
  ).results;
const cohortsOf = async (companyId: string) =>
  (
    await env.DB.prepare(
      "SELECT * FROM customer_cohorts WHERE company_id = ? ORDER BY acquisition_year, acquisition_month",
    )
      .bind(companyId)
      .all<{
        acquisition_month: number;
        acquisition_year: number;
        customer_count: number;
        monthly_revenue_per_customer: number;
        ltv_months: number;
        growth_budget_investment: number;
      }>()
  ).results;

/** The toast the next page shows (flash cookie read by the root loader). */
async function nextToast(admin: Browser, location: string) {
  const page = await (await admin.fetch(location)).text();
  const match = page.match(
    /data-testid="toast"[\s\S]*?<p class="font-semibold">([^<]*)<\/p>(?:<p[^>]*>([^<]*)<\/p>)?/,
  );
  return { title: match?.[1] ?? null, description: match?.[2] ?? null, page };
}

async function configure(companyId: string, fields: Partial<typeof startupData.$inferInsert>) {
  const db = createDb(env.DB);
  await db
    .insert(startupData)
    .values({ companyId, companyName: "Acme", ...fields })
    .onConflictDoUpdate({ target: startupData.companyId, set: fields });
}

describe("monthly costs: access", () => {
  it("sends visitors to the login page on both URLs and writes nothing", async () => {
    const anonymous = new Browser();
    for (const path of [PAGE, "/admin/costs"]) {
      const res = await anonymous.fetch(
        path === PAGE ? path : (await anonymous.fetch(path)).headers.get("Location")!,
      );
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM monthly_costs").first<{ n: number }>())!
      .n;
    const post = await anonymous.post(PAGE, { intent: "save", month: "3", year: "2026", salary_ceo: "100" });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM monthly_costs").first<{ n: number }>())!.n).toBe(
      before,
    );
  });

  it("renders the page under both URLs with the seven sections and the Dutch month select", async () => {
    const { admin } = await signedIn();
    for (const path of [`${PAGE}?month=3&year=2026`, "/admin/costs?month=3&year=2026"]) {
      const alias = await admin.fetch(path);
      const res = alias.status === 302 ? await admin.fetch(alias.headers.get("Location")!) : alias;
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).toContain(">Monthly Cost Items<");
      for (const title of [
        "Personnel &amp; Freelancers",
        "Operational",
        "Tech &amp; Development",
        "Marketing &amp; Sales",
        "Administration &amp; Finance",
        "Production / Fulfillment",
        "Other / Reserves",
      ]) {
        expect(body).toContain(`>${title}<`);
      }
      expect(body).toContain(">Founders &amp; Leadership<");
      expect(body).toContain(">Team &amp; Employees<");
      expect(body).toContain('<option value="1">Januari</option>');
      expect(body).toContain('<option value="12">December</option>');
      expect(body).toContain(">Save monthly costs<");
      // Nothing entered yet: no copy button.
      expect(body).not.toContain("Copy to other months");
    }
  });

  it("rejects a forged month or year with 400", async () => {
    const { member, admin } = await signedIn();
    expect((await admin.fetch(`${PAGE}?month=13&year=2026`)).status).toBe(400);
    expect((await admin.fetch(`${PAGE}?month=2&year=99999`)).status).toBe(400);
    expect(
      (await admin.post(PAGE, { intent: "save", month: "13", year: "2026", salary_ceo: "1" })).status,
    ).toBe(400);
    expect(
      (await admin.post(PAGE, { intent: "save", month: "0", year: "2026", salary_ceo: "1" })).status,
    ).toBe(400);
    expect(
      (await admin.post(PAGE, { intent: "save", month: "1.5", year: "2026", salary_ceo: "1" })).status,
    ).toBe(400);
    expect(
      (await admin.post(PAGE, { intent: "save", month: "2", year: "abc", salary_ceo: "1" })).status,
    ).toBe(400);
    expect((await admin.post(PAGE, { intent: "save", salary_ceo: "1" })).status).toBe(400);
    expect((await admin.post(PAGE, { intent: "copy", year: "2026", target: "2026-02" })).status).toBe(400);
    expect(await rowsOf(member.companyId)).toHaveLength(0);
  });
});

describe("monthly costs: save", () => {
  it("upserts on company + month + year: saving twice keeps one row with the latest values", async () => {
    const { member, admin } = await signedIn();
    const first = await admin.post(PAGE, {
      intent: "save",
      month: "3",
      year: "2026",
      salary_ceo: "5.000",
      huur_kantoor: "1.200,50",
      cloudkosten: "",
      licenties: "0",
      "custom:tech:Figma": "15",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`${PAGE}?month=3&year=2026`);
    const toast = await nextToast(admin, first.headers.get("Location")!);
    expect(toast.title).toBe("Kosten opgeslagen");
    expect(toast.description).toBe("Je maandelijkse kosten zijn succesvol opgeslagen.");

    let rows = await rowsOf(member.companyId);
    expect(rows).toHaveLength(1);
    // Dutch notation (docs/decisions/044-amounts-revenue-and-valuations.md); an empty field is 0.
    expect(rows[0]).toMatchObject({
      month: 3,
      year: 2026,
      salary_ceo: 5000,
      huur_kantoor: 1200.5,
      cloudkosten: 0,
      licenties: 0,
      bonussen: 0,
    });
    expect(JSON.parse(rows[0]!.custom_fields)).toEqual({ tech: { Figma: 15 } });

    const second = await admin.post(PAGE, {
      intent: "save",
      month: "3",
      year: "2026",
      salary_ceo: "6000",
      "custom:tech:Figma": "20",
      "custom:other:Coffee": "7",
    });
    expect(second.status).toBe(302);
    rows = await rowsOf(member.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ salary_ceo: 6000, huur_kantoor: 0, licenties: 0 });
    expect(JSON.parse(rows[0]!.custom_fields)).toEqual({ tech: { Figma: 20 }, other: { Coffee: 7 } });

    // The page shows the month: values, headline total, copy button.
    const body = await (await admin.fetch(`${PAGE}?month=3&year=2026`)).text();
    expect(body).toContain('name="salary_ceo"');
    expect(body).toMatch(/name="salary_ceo"[^>]*value="6.000"|value="6.000"[^>]*name="salary_ceo"/);
    expect(body).toContain(html("€\u00a06.027,00"));
    expect(body).toContain(">Copy to other months<");
    // Another month of the same company is empty.
    const other = await (await admin.fetch(`${PAGE}?month=4&year=2026`)).text();
    expect(other).not.toContain("Copy to other months");
  });

  it("'Copy to other months' saves the month and opens the copy dialog", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post(`${PAGE}?month=5&year=2026`, {
      intent: "open-copy",
      month: "5",
      year: "2026",
      salary_cto: "3000",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PAGE}?month=5&year=2026&copy=1`);
    expect(await rowsOf(member.companyId)).toHaveLength(1);
    const body = await (await admin.fetch(res.headers.get("Location")!)).text();
    expect(body).toContain(">Kopieer naar andere maanden<");
    expect(body).toContain(">Jaren vooruit<");
    expect(body).toContain(">Annuleren<");
    // Nothing ticked yet: the server's HTML keeps the button usable (ticking needs no JavaScript).
    expect(body).toMatch(
      /<button type="submit" name="intent" value="copy"(?![^>]*disabled="")[^>]*>Kopieer naar geselecteerde maanden</,
    );
    // Default 5 years ahead: 60 month checkboxes, the first the month after the source.
    expect(body.match(/name="target"/g)).toHaveLength(60);
    expect(body).toContain('value="2026-06"');
    expect(body).toContain('value="2031-05"');
    expect(body).not.toContain('value="2031-06"');
  });
});

describe("monthly costs: custom items", () => {
  it("refuses a 201st item in a category and a name over 100 characters, in the page's language, and saves nothing", async () => {
    const { member, admin } = await signedIn();
    const items = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`custom:tech:Tool ${i}`, "1"]));
    const many = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "save",
      month: "3",
      year: "2026",
      ...items,
    });
    expect(many.status).toBe(400);
    expect(await many.text()).toContain(">Maximaal 200 eigen kostenposten per categorie.<");
    const long = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "save",
      month: "3",
      year: "2026",
      [`custom:tech:${"x".repeat(101)}`]: "1",
    });
    expect(long.status).toBe(400);
    const page = await long.text();
    expect(page).toContain(">Maximaal 100 tekens.<");
    expect(page).not.toContain("x".repeat(101));
    expect(await rowsOf(member.companyId)).toHaveLength(0);
    // Within the caps the same post is saved.
    const ok = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "save",
      month: "3",
      year: "2026",
      ...Object.fromEntries(Object.entries(items).slice(0, 200)),
    });
    expect(ok.status).toBe(302);
    expect(Object.keys(JSON.parse((await rowsOf(member.companyId))[0]!.custom_fields).tech)).toHaveLength(
      200,
    );
  });

  it("refuses a duplicate name in the same category with the spec's message and saves nothing", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "add-item:tech",
      month: "3",
      year: "2026",
      "custom:tech:Figma": "15",
      "new_item:tech": "  figma ",
    });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain(">This cost item already exists in this category.<");
    expect(await rowsOf(member.companyId)).toHaveLength(0);
  });

  it("adds and deletes items without JavaScript: the month comes back edited, unsaved until 'Save monthly costs'", async () => {
    const { member, admin } = await signedIn();
    const added = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "add-item:marketing",
      month: "3",
      year: "2026",
      salary_ceo: "100",
      "new_item:marketing": " Podcast ads ",
    });
    expect(added.status).toBe(200);
    const body = await added.text();
    expect(body).toContain('name="custom:marketing:Podcast ads"');
    // Same name in another category is fine.
    const other = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "add-item:tech",
      month: "3",
      year: "2026",
      "custom:marketing:Podcast ads": "5",
      "new_item:tech": "Podcast ads",
    });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('name="custom:tech:Podcast ads"');
    // An empty name adds nothing and says why.
    const empty = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "add-item:tech",
      month: "3",
      year: "2026",
      "new_item:tech": "   ",
    });
    expect(empty.status).toBe(400);
    const emptyBody = await empty.text();
    expect(emptyBody).not.toContain('name="custom:tech:');
    expect(emptyBody).toContain(">Enter a name for the new cost item.<");
    const deleted = await admin.post(`${PAGE}?month=3&year=2026`, {
      intent: "delete-item:marketing:Podcast ads",
      month: "3",
      year: "2026",
      "custom:marketing:Podcast ads": "5",
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).not.toContain('name="custom:marketing:Podcast ads"');
    expect(await rowsOf(member.companyId)).toHaveLength(0);
  });
});

describe("monthly costs: copy to other months", () => {
  it("writes 12 months compounded with 2% growth and rounded, custom items scaled alike", async () => {
    const { member, admin } = await signedIn();
    await admin.post(PAGE, {
      intent: "save",
      month: "1",
      year: "2026",
      salary_ceo: "1000",
      huur_kantoor: "333",
      "custom:marketing:Ads": "100",
    });
    // A month that already has data is marked and overwritten.
    await admin.post(PAGE, { intent: "save", month: "6", year: "2026", salary_ceo: "1", bonussen: "999" });
    const dialog = await (await admin.fetch(`${PAGE}?month=1&year=2026&copy=1&years_ahead=1`)).text();
    expect(dialog.match(/name="target"/g)).toHaveLength(12);
    expect(dialog).toContain('data-testid="existing-2026-06"');
    expect(dialog).not.toContain('data-testid="existing-2026-07"');
    expect(dialog).toContain(">Maanden met bestaande data worden overschreven<");

    const targets = Array.from({ length: 12 }, (_, i) => {
      const index = 2026 * 12 + i + 1; // months after January 2026
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    });
    const body = new URLSearchParams({
      intent: "copy",
      month: "1",
      year: "2026",
      years_ahead: "1",
      growth: "2",
    });
    for (const t of targets) body.append("target", t);
    const res = await admin.fetch(`${PAGE}?month=1&year=2026&copy=1`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PAGE}?month=1&year=2026`);
    const toast = await nextToast(admin, res.headers.get("Location")!);
    expect(toast.title).toBe("Kosten gekopieerd");
    expect(toast.description).toBe("Successvol gekopieerd naar 12 maanden.");

    const rows = await rowsOf(member.companyId);
    expect(rows).toHaveLength(13);
    for (const [k, row] of rows.slice(1).entries()) {
      const months = k + 1;
      const m = Math.pow(1.02, months);
      expect(row).toMatchObject({
        salary_ceo: Math.round(1000 * m),
        huur_kantoor: Math.round(333 * m),
        bonussen: 0,
      });
      expect(JSON.parse(row.custom_fields)).toEqual({ marketing: { Ads: Math.round(100 * m) } });
    }
    // Spot checks: month 1 → 1020, month 12 (January 2027) → 1268.
    expect(rows[1]).toMatchObject({ month: 2, year: 2026, salary_ceo: 1020 });
    expect(rows[12]).toMatchObject({ month: 1, year: 2027, salary_ceo: 1268, huur_kantoor: 422 });
  });

  it("writes nothing when one target is forged (month 13, out of range, or before the source)", async () => {
    const { member, admin } = await signedIn();
    await admin.post(PAGE, { intent: "save", month: "1", year: "2026", salary_ceo: "1000" });
    for (const forged of ["2026-13", "2040-01", "2025-12", "2026-01", "nonsense"]) {
      const body = new URLSearchParams({
        intent: "copy",
        month: "1",
        year: "2026",
        years_ahead: "1",
        growth: "2",
      });
      body.append("target", "2026-02");
      body.append("target", forged);
      const res = await admin.fetch(PAGE, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Ongeldige doelmaand.");
    }
    // Years ahead is clamped to 1–10: a target 11 years ahead is refused even with years_ahead=50.
    const far = new URLSearchParams({
      intent: "copy",
      month: "1",
      year: "2026",
      years_ahead: "50",
      growth: "0",
    });
    far.append("target", "2036-12");
    expect(
      (
        await admin.fetch(PAGE, {
          method: "POST",
          body: far,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
        })
      ).status,
    ).toBe(400);
    // No selection.
    expect(
      (await admin.post(PAGE, { intent: "copy", month: "1", year: "2026", years_ahead: "1" })).status,
    ).toBe(400);
    // A forged source month.
    expect(
      (await admin.post(PAGE, { intent: "copy", month: "13", year: "2026", target: "2026-02" })).status,
    ).toBe(400);
    expect(await rowsOf(member.companyId)).toHaveLength(1);
  });

  it("copied direct sales costs become cohorts when auto revenue is on", async () => {
    const { member, admin } = await signedIn();
    await configure(member.companyId, {
      autoRevenueCalculationEnabled: true,
      cacPerCustomer: 100,
      revenuePerCustomerMonthly: 10,
      ltvMonths: 6,
    });
    await admin.post(PAGE, { intent: "save", month: "1", year: "2026", direct_sales_costs: "300" });
    expect(await cohortsOf(member.companyId)).toHaveLength(1);
    const body = new URLSearchParams({
      intent: "copy",
      month: "1",
      year: "2026",
      years_ahead: "1",
      growth: "10",
    });
    for (const t of ["2026-02", "2026-03"]) body.append("target", t);
    const res = await admin.fetch(PAGE, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
    });
    expect(res.status).toBe(302);
    // 300 × 1.1 = 330 → 3 customers; 300 × 1.21 = 363 → 3 customers.
    expect(
      (await cohortsOf(member.companyId)).map((c) => [
        c.acquisition_month,
        c.customer_count,
        c.growth_budget_investment,
      ]),
    ).toEqual([
      [1, 3, 300],
      [2, 3, 330],
      [3, 3, 363],
    ]);
  });

  it("does not open the copy dialog for a month without saved costs", async () => {
    const { admin } = await signedIn();
    const body = await (await admin.fetch(`${PAGE}?month=8&year=2026&copy=1`)).text();
    expect(body).not.toContain("Kopieer naar andere maanden");
  });

  it("the no-JS per-year select-all toggles a year's months in the dialog", async () => {
    const { admin } = await signedIn();
    await admin.post(PAGE, { intent: "save", month: "11", year: "2026", salary_ceo: "1" });
    const body = await (
      await admin.fetch(`${PAGE}?month=11&year=2026&copy=1&years_ahead=2&toggle_year=2027`)
    ).text();
    expect(body.match(/checked=""/g)).toHaveLength(12);
    expect(body).toContain(">Kopieer naar 12 maanden<");
  });
});

describe("monthly costs: direct sales → auto revenue", () => {
  const save = (admin: Browser, fields: Record<string, string> = {}) =>
    admin.post(PAGE, { intent: "save", month: "4", year: "2026", direct_sales_costs: "1000", ...fields });

  it("reports every early exit after saving (costs still saved)", async () => {
    const { member, admin } = await signedIn();
    const cases: [() => Promise<void>, string][] = [
      [async () => undefined, "Startup data niet gevonden"],
      [
        () =>
          configure(member.companyId, {
            autoRevenueCalculationEnabled: false,
            cacPerCustomer: 100,
            revenuePerCustomerMonthly: 10,
          }),
        "Auto revenue niet ingeschakeld",
      ],
      [
        () => configure(member.companyId, { autoRevenueCalculationEnabled: true, cacPerCustomer: null }),
        "Auto revenue configuratie niet gevonden",
      ],
      [
        () => configure(member.companyId, { cacPerCustomer: 0, revenuePerCustomerMonthly: 10 }),
        "Configuratie incompleet: CAC per customer moet groter zijn dan 0",
      ],
      [
        () =>
          configure(member.companyId, { cacPerCustomer: 100, revenuePerCustomerMonthly: 0, ltvMonths: 0 }),
        "Configuratie incompleet: Revenue per klant per maand moet groter zijn dan 0 voor subscription model, LTV maanden moet groter zijn dan 0 voor subscription model",
      ],
      [
        () =>
          configure(member.companyId, { cacPerCustomer: 2000, revenuePerCustomerMonthly: 50, ltvMonths: 12 }),
        "Direct sales costs (€1.000) is te laag om klanten te genereren (CAC: €2.000)",
      ],
    ];
    for (const [arrange, reason] of cases) {
      await arrange();
      const res = await save(admin);
      expect(res.status).toBe(302);
      const toast = await nextToast(admin, res.headers.get("Location")!);
      expect(toast.title).toBe("Kosten opgeslagen");
      expect(toast.description).toBe(html(`Direct sales costs niet automatisch verwerkt: ${reason}`));
    }
    expect(await rowsOf(member.companyId)).toHaveLength(1);
    expect(await cohortsOf(member.companyId)).toHaveLength(0);
  });

  it("turns direct sales costs into a cohort and syncs the totals", async () => {
    const { member, admin } = await signedIn();
    await configure(member.companyId, {
      autoRevenueCalculationEnabled: true,
      cacPerCustomer: 250,
      revenuePerCustomerMonthly: 50,
      ltvMonths: 12,
      mrrCurrent: 100,
    });
    const res = await save(admin, { direct_sales_costs: "1100" });
    const toast = await nextToast(admin, res.headers.get("Location")!);
    expect(toast.title).toBe("Kosten opgeslagen + Auto Revenue verwerkt");
    expect(toast.description).toBe(html("Succesvol verwerkt: 4 nieuwe klanten, €200 maandelijkse revenue"));
    expect(await cohortsOf(member.companyId)).toEqual([
      expect.objectContaining({
        acquisition_month: 4,
        acquisition_year: 2026,
        customer_count: 4,
        monthly_revenue_per_customer: 50,
        ltv_months: 12,
        growth_budget_investment: 1100,
      }),
    ]);
    const sd = await env.DB.prepare("SELECT last_auto_revenue_sync FROM startup_data WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ last_auto_revenue_sync: string | null }>();
    expect(sd?.last_auto_revenue_sync).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Saving the month again upserts the same cohort (no duplicate).
    await save(admin, { direct_sales_costs: "1500" });
    const cohorts = await cohortsOf(member.companyId);
    expect(cohorts).toHaveLength(1);
    expect(cohorts[0]).toMatchObject({ customer_count: 6, growth_budget_investment: 1500 });

    const breakdown = await getRevenueBreakdown(createDb(env.DB), member.companyId, 2026);
    expect(breakdown.months.map((m) => m.activeCustomers)).toEqual([0, 0, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(breakdown.summary).toEqual({ totalYearlyRevenue: 9 * 300, activeMonths: 9, peakCustomers: 6 });
  });

  it("processDirectSales: a one-time model counts one month; a write failure gives 'Fout: …'", async () => {
    const member = await createMember(env.DB);
    const db = createDb(env.DB);
    await configure(member.companyId, {
      autoRevenueCalculationEnabled: true,
      cacPerCustomer: 100,
      revenueModel: "one-time",
      revenuePerCustomerOnetime: 900,
    });
    const ok = await processDirectSales(
      db,
      member.companyId,
      { month: 2, year: 2026, directSalesCosts: 350 },
      new Date("2026-02-10T12:00:00Z"),
    );
    expect(ok).toEqual({
      processed: true,
      newCustomers: 3,
      monthlyRevenue: 2700,
      totalRevenueSynced: true,
      message: "Succesvol verwerkt: 3 nieuwe klanten, €2.700 maandelijkse revenue",
      failed: false,
    });
    expect((await cohortsOf(member.companyId))[0]).toMatchObject({ ltv_months: 1, customer_count: 3 });
    const zero = await processDirectSales(
      db,
      member.companyId,
      { month: 2, year: 2026, directSalesCosts: 0 },
      new Date(),
    );
    expect(zero).toMatchObject({
      processed: false,
      message: "Geen direct sales costs om te verwerken",
      failed: false,
    });
    // A month 13 violates the cohort table's check: the write fails and nothing is stored.
    const failed = await processDirectSales(
      db,
      member.companyId,
      { month: 13, year: 2026, directSalesCosts: 500 },
      new Date(),
    );
    expect(failed.failed).toBe(true);
    expect(failed.message).toMatch(/^Fout: /);
    expect(await cohortsOf(member.companyId)).toHaveLength(1);
  });
});

describe("auto revenue: full resync and direct sales update", () => {
  it("runs only when enabled and configured", async () => {
    const member = await createMember(env.DB);
    const db = createDb(env.DB);
    const asOf = new Date("2026-06-15T10:00:00Z");
    expect(await runFullAutoRevenueSync(db, member.companyId, asOf)).toEqual({
      ok: false,
      message: "Startup data niet gevonden",
    });
    await configure(member.companyId, {
      autoRevenueCalculationEnabled: false,
      cacPerCustomer: 100,
      revenuePerCustomerMonthly: 10,
    });
    expect(await runFullAutoRevenueSync(db, member.companyId, asOf)).toEqual({
      ok: false,
      message: "Auto revenue berekening is uitgeschakeld",
    });
    await configure(member.companyId, { autoRevenueCalculationEnabled: true, cacPerCustomer: null });
    expect(await runFullAutoRevenueSync(db, member.companyId, asOf)).toEqual({
      ok: false,
      message: "CAC/LTV configuratie niet gevonden",
    });
    await configure(member.companyId, { cacPerCustomer: 0 });
    expect((await runFullAutoRevenueSync(db, member.companyId, asOf)).message).toBe(
      "Configuratie incompleet: CAC per customer moet groter zijn dan 0",
    );
  });

  it("rebuilds every cohort from the stored months in one batch and drops stale ones", async () => {
    const { member, admin } = await signedIn();
    const db = createDb(env.DB);
    await configure(member.companyId, {
      autoRevenueCalculationEnabled: false,
      cacPerCustomer: 200,
      revenuePerCustomerMonthly: 40,
      ltvMonths: 3,
      mrrCurrent: 1000,
    });
    for (const [month, year, costs] of [
      [11, 2025, 400], // 2 customers, active Nov 2025 – Jan 2026
      [2, 2026, 1000], // 5 customers, Feb – Apr
      [3, 2026, 150], // too low: no cohort
      [12, 2026, 600], // 3 customers, Dec 2026 – Feb 2027
    ] as const) {
      await admin.post(PAGE, {
        intent: "save",
        month: String(month),
        year: String(year),
        direct_sales_costs: String(costs),
      });
    }
    // A stale cohort (its month no longer has direct sales costs) disappears on a full sync.
    await db.insert(customerCohorts).values({
      companyId: member.companyId,
      acquisitionMonth: 7,
      acquisitionYear: 2026,
      customerCount: 99,
      monthlyRevenuePerCustomer: 40,
      ltvMonths: 3,
    });
    await configure(member.companyId, { autoRevenueCalculationEnabled: true });

    const result = await runFullAutoRevenueSync(db, member.companyId, new Date("2026-03-15T10:00:00Z"));
    // 2026 cohort revenue: Jan 2×40 + Feb–Apr 5×40×3 + Dec 3×40 = 80 + 600 + 120 = 800; plus MRR 1000 × 12.
    expect(result).toEqual({
      ok: true,
      message: "Auto sync voltooid: €12.800 jaarlijkse omzet",
      totalYearlyRevenue: 12_800,
    });
    const cohorts = await cohortsOf(member.companyId);
    expect(cohorts.map((c) => [c.acquisition_year, c.acquisition_month, c.customer_count])).toEqual([
      [2025, 11, 2],
      [2026, 2, 5],
      [2026, 12, 3],
    ]);
    const sd = await env.DB.prepare(
      "SELECT auto_generated_revenue_monthly, last_auto_revenue_sync FROM startup_data WHERE company_id = ?",
    )
      .bind(member.companyId)
      .first<{ auto_generated_revenue_monthly: number; last_auto_revenue_sync: string }>();
    expect(sd).toEqual({
      auto_generated_revenue_monthly: 200,
      last_auto_revenue_sync: "2026-03-15T10:00:00.000Z",
    });
  });

  it("updateDirectSalesForMonth: needs a configuration, keeps the month's other costs, re-syncs", async () => {
    const member = await createMember(env.DB);
    const db = createDb(env.DB);
    const asOf = new Date("2026-05-01T10:00:00Z");
    expect(
      await updateDirectSalesForMonth(
        db,
        member.companyId,
        { month: 5, year: 2026, directSalesCosts: 500 },
        asOf,
      ),
    ).toEqual({
      ok: false,
      title: "Configuratie fout",
      message: "Auto revenue configuratie niet gevonden",
    });
    expect(await rowsOf(member.companyId)).toHaveLength(0);

    await configure(member.companyId, {
      autoRevenueCalculationEnabled: true,
      cacPerCustomer: 100,
      revenuePerCustomerMonthly: 20,
      ltvMonths: 12,
    });
    await env.DB.prepare(
      "INSERT INTO monthly_costs (id, company_id, month, year, salary_ceo) VALUES (?, ?, 5, 2026, 4000)",
    )
      .bind(crypto.randomUUID(), member.companyId)
      .run();
    expect(
      await updateDirectSalesForMonth(
        db,
        member.companyId,
        { month: 5, year: 2026, directSalesCosts: 500 },
        asOf,
      ),
    ).toEqual({
      ok: true,
      title: "Direct Sales bijgewerkt",
      message: "Succesvol verwerkt: €500 → 5 klanten, €100 MRR",
    });
    const rows = await rowsOf(member.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ salary_ceo: 4000, direct_sales_costs: 500 });
    expect((await cohortsOf(member.companyId))[0]).toMatchObject({ customer_count: 5 });

    // Setting the month to 0 removes its cohort through the resync.
    expect(
      (
        await updateDirectSalesForMonth(
          db,
          member.companyId,
          { month: 5, year: 2026, directSalesCosts: 0 },
          asOf,
        )
      ).title,
    ).toBe("Direct Sales bijgewerkt");
    expect(await cohortsOf(member.companyId)).toHaveLength(0);

    // Saved, but the revenue calculation cannot run: 'Waarschuwing'.
    await configure(member.companyId, { autoRevenueCalculationEnabled: false });
    expect(
      await updateDirectSalesForMonth(
        db,
        member.companyId,
        { month: 6, year: 2026, directSalesCosts: 300 },
        asOf,
      ),
    ).toEqual({
      ok: true,
      warning: true,
      title: "Waarschuwing",
      message: "Auto revenue berekening is uitgeschakeld",
    });
    expect(await rowsOf(member.companyId)).toHaveLength(2);
  });
});

describe("monthly costs: tenancy", () => {
  it("keeps each company's months, copies and cohorts apart", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.admin.post(PAGE, { intent: "save", month: "2", year: "2026", salary_ceo: "7777" });
    const bPage = await (await b.admin.fetch(`${PAGE}?month=2&year=2026`)).text();
    expect(bPage).not.toContain("7777");
    expect(bPage).not.toContain("Copy to other months");
    // B cannot copy A's month: B has no source record.
    const res = await b.admin.post(PAGE, {
      intent: "copy",
      month: "2",
      year: "2026",
      years_ahead: "1",
      target: "2026-03",
    });
    expect(res.status).toBe(404);
    await b.admin.post(PAGE, { intent: "save", month: "2", year: "2026", salary_ceo: "1" });
    expect(await rowsOf(a.member.companyId)).toEqual([expect.objectContaining({ salary_ceo: 7777 })]);
    expect(await rowsOf(b.member.companyId)).toEqual([expect.objectContaining({ salary_ceo: 1 })]);
    // A full sync of B does not touch A's cohorts.
    await configure(a.member.companyId, {
      autoRevenueCalculationEnabled: true,
      cacPerCustomer: 1,
      revenuePerCustomerMonthly: 1,
    });
    await a.admin.post(PAGE, { intent: "save", month: "2", year: "2026", direct_sales_costs: "10" });
    await configure(b.member.companyId, {
      autoRevenueCalculationEnabled: true,
      cacPerCustomer: 1,
      revenuePerCustomerMonthly: 1,
    });
    await runFullAutoRevenueSync(createDb(env.DB), b.member.companyId, new Date());
    expect(await cohortsOf(a.member.companyId)).toHaveLength(1);
    expect(await cohortsOf(b.member.companyId)).toHaveLength(0);
  });
});
