import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { Browser, rendered, signedIn } from "./http";

type Row = Record<string, number | string | null> & {
  id: string;
  company_id: string;
  week_number: number;
  year: number;
};
const weeksOf = async (companyId: string) =>
  (
    await env.DB.prepare(
      "SELECT * FROM weekly_sales_metrics WHERE company_id = ? ORDER BY year DESC, week_number DESC",
    )
      .bind(companyId)
      .all<Row>()
  ).results;
const YEAR = new Date().getUTCFullYear();

const week = (n: number, fields: Record<string, string> = {}) => ({
  intent: "sales.save",
  week: String(n),
  year: String(YEAR),
  marketingInvestmentDirect: "1000",
  marketingInvestmentAgency: "250.5",
  mqlsMarketingDirect: "40",
  mqlsMarketingAgency: "10",
  mqlsInfluencers: "10",
  sqlsRegistered: "20",
  sqlsIntegrated: "10",
  sqlsFirstChat: "6",
  payingCustomers249: "2",
  payingCustomersEnterprise: "1",
  agenciesLeads: "20",
  agenciesOutreach: "15",
  agenciesDeal: "2",
  agenciesNoDeal: "1",
  agenciesMarketingInvestment: "800",
  notes: "Webinar week",
  ...fields,
});

describe("/sales-metrics", () => {
  it("is members-only; /sales-input is the same page", async () => {
    const res = await new Browser().fetch("/sales-metrics");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/admin/login");
    const { admin } = await signedIn();
    const alias = await admin.fetch("/sales-input?week=3&year=2026");
    expect(alias.headers.get("Location")).toBe("/sales-metrics?week=3&year=2026");
  });

  it("starts empty with the spec's empty states", async () => {
    const { admin } = await signedIn();
    const page = await (await admin.fetch("/sales-metrics")).text();
    expect(page).toContain(
      rendered("No weekly data available yet. Start by adding your first week of sales metrics."),
    );
    expect(page).toContain("No conversion data available yet");
    expect(page).toContain(rendered("Save Metrics"));
  });

  it("saves a week as an upsert with computed totals; figures it cannot read are refused, nothing saved", async () => {
    const { member, admin } = await signedIn();
    // English notation on this English screen; unreadable, fractional counts and a Dutch thousand are refused.
    const refused = await admin.post(
      "/sales-metrics",
      week(10, { sqlsActive: "veel", mqlsInfluencers: "10.9", marketingInvestmentDirect: "1.000" }),
    );
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("These figures could not be saved");
    expect(refusedPage).toContain("Enter a whole number");
    expect(refusedPage).toContain("Ambiguous amount");
    expect(await weeksOf(member.companyId)).toHaveLength(0);
    const res = await admin.post("/sales-metrics", week(10, { sqlsActive: "", mqlsInfluencers: "10" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/sales-metrics?week=10&year=${YEAR}`);
    let [row] = await weeksOf(member.companyId);
    expect(row).toMatchObject({
      week_number: 10,
      year: YEAR,
      marketing_investment: 1250.5,
      mqls_marketing: 50,
      mqls_influencers: 10,
      sqls_active: 0,
      sqls_total: 36,
      notes: "Webinar week",
    });
    // The same week again replaces it.
    expect((await admin.post("/sales-metrics", week(10, { marketingInvestmentDirect: "2000" }))).status).toBe(
      302,
    );
    const rows = await weeksOf(member.companyId);
    expect(rows).toHaveLength(1);
    [row] = rows;
    expect(row!.marketing_investment).toBe(2250.5);

    const page = await (await admin.fetch(`/sales-metrics?week=10&year=${YEAR}`)).text();
    expect(page).toContain("Sales metrics saved successfully!");
    expect(page).toContain('value="2,000"');
    expect(page).toContain(rendered(`W10 ${YEAR}`));
    expect(page).toContain(rendered("TOTAAL"));
  });

  it("shows week-over-week changes and conversion rates", async () => {
    const { admin } = await signedIn();
    await admin.post("/sales-metrics", week(10));
    await admin.post("/sales-metrics", week(11, { marketingInvestmentDirect: "1250", sqlsRegistered: "30" }));
    const page = await (await admin.fetch(`/sales-metrics?week=11&year=${YEAR}`)).text();
    // Direct investment 1000 → 1250: +25,0%; SQLs 36 → 46: +27,8%.
    expect(page).toContain(rendered("+25,0%"));
    expect(page).toContain(rendered("+27,8%"));
    // MQL → SQL in week 11: 46 / 60 = 76,7%; TOTAAL: 82 / 120 = 68,3%.
    expect(page).toContain(rendered("76,7%"));
    expect(page).toContain(rendered("68,3%"));
    // Agency win rate 2 / 3.
    expect(page).toContain("66,7%");
  });

  it("lists every week in the conversion table, also one without MQLs that TOTAAL counts", async () => {
    const { admin } = await signedIn();
    await admin.post("/sales-metrics", week(10));
    await admin.post(
      "/sales-metrics",
      week(9, { mqlsMarketingDirect: "0", mqlsMarketingAgency: "0", mqlsInfluencers: "0" }),
    );
    const page = await (await admin.fetch("/sales-metrics")).text();
    const table = page.slice(page.indexOf('data-testid="conversion-rates"'));
    expect(table).toContain(rendered(`W9 ${YEAR}`));
    expect(table).toContain(rendered(`W10 ${YEAR}`));
    // TOTAAL: 72 SQLs over 60 MQLs = 120,0%; week 9 has no MQLs: 0,0%.
    expect(table).toContain(rendered("120,0%"));
    // On a phone each cell shows its column's name (data-label), the rates' cells too.
    const body = table.slice(table.indexOf("<tbody"), table.indexOf("</tbody>"));
    const cells = body.match(/<td[^>]*>/g) ?? [];
    expect(cells).toHaveLength(3 * 11);
    expect(cells.filter((c) => !c.includes("data-label="))).toEqual([]);
    expect(body).toContain('data-label="Customers / MQL"');
  });

  it("shows the week overview (all weeks or one), the funnel status cards and every rate", async () => {
    const { admin } = await signedIn();
    await admin.post("/sales-metrics", week(10));
    await admin.post(
      "/sales-metrics",
      week(11, {
        agenciesLeads: "10",
        agenciesDeal: "0",
        agenciesNoDeal: "2",
        agenciesMarketingInvestment: "200",
      }),
    );
    const all = await (await admin.fetch("/sales-metrics")).text();
    expect(all).toContain(rendered("All Weeks (Aggregated)"));
    // Both weeks: agency MQLs 38 + 27, agencies 3 + 2, won 2 of 5 = 40,0%, € 1.000, ROI (2000 − 1000) / 1000 = 100,0%.
    for (const text of [
      "Week Overview",
      "Agency MQLs",
      "65",
      "40,0% win rate",
      "€\u00a01.000",
      "100,0%",
      "Total revenue (MRR)",
      "€\u00a02.996",
      "Agency MQL ROI",
    ])
      expect(all, text).toContain(rendered(text));
    for (const text of ["Funnel Status", "Agency Funnel Status", "SQL Funnel Status"])
      expect(all, text).toContain(rendered(text));
    // The rates not shown before: integrated / MQLs 10 / 60, first chat / (registered + integrated) 6 / 30, direct MQL → SQL 36 / 50, the agency stages.
    for (const text of [
      "Integrated / MQL",
      "First chat / (Registered + Integrated)",
      "Direct MQL → SQL",
      "Leads → Outreach",
      "Proposal → Close",
      "16,7%",
      "20,0%",
      "72,0%",
      "75,0%",
    ])
      expect(all, text).toContain(rendered(text));

    // One week: W10 alone has 2 won of 3 (66,7%), € 800 and ROI (2000 − 800) / 800 = 150,0%.
    const one = await (await admin.fetch(`/sales-metrics?week=10&year=${YEAR}&period=${YEAR}-W10`)).text();
    expect(one).toMatch(new RegExp(`<option value="${YEAR}-W10" selected="">W10 ${YEAR}</option>`));
    for (const text of ["38", "66,7% win rate", "€\u00a0800", "150,0%", "€\u00a01.498", "-100,0%"])
      expect(one, text).toContain(rendered(text));
  });

  it("keeps the cents of entered investments: € 1.250,50, never € 1.251", async () => {
    const { admin } = await signedIn();
    await admin.post("/sales-metrics", week(12));
    const page = await (await admin.fetch(`/sales-metrics?week=12&year=${YEAR}`)).text();
    // The read-only total of direct € 1.000 and agency € 250,50.
    expect(page).toMatch(/data-testid="total-marketingInvestment"[^>]*>€\u00a01\.250,50</);
    expect(page).not.toContain("€\u00a01.251");
  });

  it("keeps notes whole up to 5,000 characters (emoji included) and refuses longer ones with a message, writing nothing", async () => {
    const { member, admin } = await signedIn();
    const long = await admin.post("/sales-metrics", week(4, { notes: "x".repeat(5_001) }));
    expect(long.status).toBe(400);
    const page = await long.text();
    expect(page).toContain(rendered("Notes can be at most 5,000 characters: please shorten the text."));
    expect(page).not.toContain("x".repeat(5_001));
    expect(await weeksOf(member.companyId)).toHaveLength(0);
    const notes = `${"a".repeat(4_999)}🚀`;
    expect((await admin.post("/sales-metrics", week(4, { notes }))).status).toBe(302);
    expect((await weeksOf(member.companyId))[0]!.notes).toBe(notes);
  });

  it("refuses a period outside the picker and writes nothing", async () => {
    const { member, admin } = await signedIn();
    for (const [w, y] of [
      ["0", String(YEAR)],
      ["53", String(YEAR)],
      ["10", String(YEAR - 5)],
      ["x", "y"],
    ]) {
      const res = await admin.post("/sales-metrics", { ...week(1), week: w!, year: y! });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Choose a week from 1 to 52 and a year from the list.");
    }
    expect(await weeksOf(member.companyId)).toHaveLength(0);
  });

  it("keeps each company's weeks to itself, also when deleting", async () => {
    const { member, admin } = await signedIn();
    await admin.post("/sales-metrics", week(12, { notes: "Only ours" }));
    const [ours] = await weeksOf(member.companyId);
    const { member: otherMember, admin: other } = await signedIn();
    expect(await (await other.fetch(`/sales-metrics?week=12&year=${YEAR}`)).text()).not.toContain(
      "Only ours",
    );
    const forged = await other.post("/sales-metrics", { intent: "sales.delete", id: ours!.id });
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain("Failed to delete sales metrics. Please try again.");
    await other.post("/sales-metrics", week(12));
    expect(await weeksOf(otherMember.companyId)).toHaveLength(1);
    expect((await weeksOf(member.companyId))[0]!.notes).toBe("Only ours");

    const res = await admin.post("/sales-metrics", { intent: "sales.delete", id: ours!.id });
    expect(res.status).toBe(302);
    expect(await weeksOf(member.companyId)).toHaveLength(0);
    expect(await (await admin.fetch("/sales-metrics")).text()).toContain(
      "Sales metrics deleted successfully!",
    );
  });
});
