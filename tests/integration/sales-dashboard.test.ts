import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { Browser, rendered, signedIn } from "./http";

const YEAR = new Date().getUTCFullYear();
const TODAY = new Date().toISOString().slice(0, 10);
const VIEWS = [
  "Input Data",
  "Overview",
  "Funnel Status",
  "Direct Trends",
  "Agency Trends",
  "Conversion Rates",
  "Marketing Funnel",
  "Agency Funnel",
  "Enhanced Analytics",
];

const week = (n: number, fields: Record<string, string> = {}) => ({
  intent: "sales.save",
  week: String(n),
  year: String(YEAR),
  marketingInvestmentDirect: "1500",
  marketingInvestmentAgency: "500",
  mqlsMarketingDirect: "30",
  mqlsMarketingAgency: "10",
  mqlsInfluencers: "10",
  sqlsRegistered: "10",
  sqlsIntegrated: "5",
  agenciesLeads: "20",
  agenciesOutreach: "10",
  agenciesInContact: "5",
  agenciesMeeting: "4",
  agenciesProposalSend: "4",
  agenciesDeal: "2",
  agenciesNoDeal: "2",
  agenciesMarketingInvestment: "800",
  payingCustomers150Agency: "4",
  payingCustomers750Agency: "1",
  notes: "Partner webinar",
  ...fields,
});

/** Two weeks: W11 (older) and W12, posted through the dashboard's Input Data view. */
async function twoWeeks(admin: Browser) {
  const w11 = await admin.post(
    `/admin/sales-metrics?view=input`,
    week(11, {
      marketingInvestmentDirect: "1000",
      marketingInvestmentAgency: "0",
      mqlsMarketingDirect: "20",
      mqlsMarketingAgency: "0",
      mqlsInfluencers: "20",
      sqlsRegistered: "0",
      sqlsIntegrated: "0",
      agenciesLeads: "10",
      agenciesOutreach: "5",
      agenciesInContact: "0",
      agenciesMeeting: "0",
      agenciesProposalSend: "0",
      agenciesDeal: "1",
      agenciesNoDeal: "0",
      agenciesMarketingInvestment: "200",
      payingCustomers150Agency: "2",
      payingCustomers750Agency: "0",
      notes: "",
    }),
  );
  expect(w11.status).toBe(302);
  expect(w11.headers.get("Location")).toBe(`/admin/sales-metrics?view=input&week=11&year=${YEAR}`);
  expect((await admin.post(`/admin/sales-metrics?view=input`, week(12))).status).toBe(302);
}

describe("/admin/sales-metrics", () => {
  it("is members-only, the export too", async () => {
    for (const path of [
      "/admin/sales-metrics",
      "/admin/sales-metrics?view=overview",
      "/admin/sales-metrics/export",
      "/admin/sales-metrics/export?format=csv",
    ]) {
      const res = await new Browser().fetch(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toContain("/admin/login");
    }
  });

  it("opens on Input Data with the three-group menu of nine views and Export Data", async () => {
    const { admin } = await signedIn();
    const res = await admin.fetch("/admin/sales-metrics");
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const group of ["Input &amp; Overview", "Trends", "Analysis"]) expect(page).toContain(`>${group}<`);
    for (const view of VIEWS) expect(page).toContain(rendered(view));
    expect(page).toContain(rendered("Export Data"));
    expect(page).toContain('href="/admin/sales-metrics/export"');
    expect(page).toMatch(/aria-current="page"[^>]*>Input Data</);
    expect(page).toContain(rendered("Save Metrics"));
  });

  it("looks views up by own name only: an unknown view is Input Data", async () => {
    const { admin } = await signedIn();
    for (const view of ["constructor", "__proto__", "toString", "hasOwnProperty", "nope"]) {
      const res = await admin.fetch(`/admin/sales-metrics?view=${view}`);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toMatch(/aria-current="page"[^>]*>Input Data</);
      expect(page).not.toContain("SESSION_SECRET");
    }
  });

  it("shows the spec's empty state in every view without weeks", async () => {
    const { admin } = await signedIn();
    const overview = await (await admin.fetch("/admin/sales-metrics?view=overview")).text();
    expect(overview).toContain(rendered("No Data Available"));
    expect(overview).toContain(rendered("Start by adding your weekly sales metrics to see the overview."));
    for (const view of [
      "funnel-status",
      "trends",
      "agency-trends",
      "conversion",
      "marketing",
      "agencies",
      "enhanced",
    ]) {
      const page = await (await admin.fetch(`/admin/sales-metrics?view=${view}`)).text();
      expect(page, view).toContain(rendered("No Data Available"));
    }
  });

  it("saves weeks from Input Data and shows them in every view with the spec's figures", async () => {
    const { admin } = await signedIn();
    await twoWeeks(admin);
    const input = await (await admin.fetch(`/admin/sales-metrics?view=input&week=12&year=${YEAR}`)).text();
    expect(input).toContain("Sales metrics saved successfully!");
    expect(input).toContain('value="1,500"');

    // Overview, all weeks: leads 30, deals 5 (win rate 3 / 5 = 60%), won 3, agency spend € 1.000, ROI (3000 − 1000) / 1000 = 200%.
    const overview = await (await admin.fetch("/admin/sales-metrics?view=overview")).text();
    expect(overview).toContain(rendered("All Weeks (Aggregated)"));
    for (const text of [
      "Total Leads",
      "Total Deals",
      "Won Deals",
      "Marketing Investment",
      "Overall ROI",
      "60,0% win rate",
      "€\u00a01.000",
      "200,0%",
    ])
      expect(overview, text).toContain(rendered(text));
    for (const step of ["Leads", "Outreach", "In Contact", "Meetings", "Proposals", "Won", "Lost"])
      expect(overview).toContain(rendered(step));
    for (const bar of ["Leads to Outreach", "Outreach to Contact", "Contact to Meeting"])
      expect(overview).toContain(rendered(bar));
    // Leads → Outreach 15 / 30 = 50% (yellow), Contact → Meeting 4 / 5 = 80% (green).
    expect(overview).toMatch(/data-tone="yellow"[^>]*>50,0%</);
    expect(overview).toMatch(/data-tone="green"[^>]*>80,0%</);

    // One week: W11 has 1 won of 1 (100%), € 200, ROI (1000 − 200) / 200 = 400%.
    const one = await (await admin.fetch(`/admin/sales-metrics?view=overview&period=${YEAR}-W11`)).text();
    expect(one).toContain(rendered("100,0% win rate"));
    expect(one).toContain(rendered("400,0%"));
    expect(one).toMatch(new RegExp(`<option value="${YEAR}-W11" selected="">W11 ${YEAR}</option>`));

    const status = await (await admin.fetch("/admin/sales-metrics?view=funnel-status")).text();
    expect(status).toContain(rendered("Agency Funnel Status"));
    expect(status).toContain(rendered("SQL Funnel Status"));

    const trends = await (await admin.fetch("/admin/sales-metrics?view=trends")).text();
    expect(trends).toContain(rendered("Weekly Trends - Direct Clients"));
    expect(trends).toContain(rendered(`W12 ${YEAR}`));
    expect(trends).toContain('aria-label="Direct MQLs, SQLs and customers per week"');
    const agencyTrends = await (await admin.fetch("/admin/sales-metrics?view=agency-trends")).text();
    expect(agencyTrends).toContain(rendered("Agency Weekly Trends"));

    const conversion = await (await admin.fetch("/admin/sales-metrics?view=conversion")).text();
    expect(conversion).toContain(rendered("TOTAAL"));
    expect(conversion).toContain(rendered("First chat / (Registered + Integrated)"));
    expect(conversion).toContain(`href="/admin/sales-metrics?view=input&amp;week=12&amp;year=${YEAR}"`);

    // Marketing: 60 marketing MQLs vs 30 influencer, € 3.000 (€ 1.500 per week), 66,7%, CAC € 50.
    const marketing = await (await admin.fetch("/admin/sales-metrics?view=marketing")).text();
    for (const text of [
      "vs 30 influencer MQLs",
      "€\u00a03.000",
      "€\u00a01.500 per week",
      "66,7%",
      "€\u00a050",
      "per marketing MQL",
    ])
      expect(marketing, text).toContain(rendered(text));
    expect(marketing).toContain('aria-label="Marketing vs influencer MQLs per week"');

    const agencies = await (await admin.fetch("/admin/sales-metrics?view=agencies")).text();
    for (const text of [
      "Leads",
      "Total Activity",
      "Total Deals",
      "Won Deals",
      "Marketing Investment",
      "Overall ROI",
      "63",
    ])
      expect(agencies, text).toContain(rendered(text));
    for (const chart of [
      "Funnel Progression",
      "Agency investment per week",
      "Agency ROI per week",
      "Conversion rate per stage",
      `Current week funnel (W12 ${YEAR})`,
      "Win rate trend",
      "ROI trend",
    ])
      expect(agencies, chart).toContain(rendered(chart));

    // Enhanced: agency tier revenue 6 × 150 + 1 × 750 = € 1.650, € 550 per won agency.
    const enhanced = await (await admin.fetch("/admin/sales-metrics?view=enhanced")).text();
    for (const text of [
      "Total Agency Revenue",
      "€\u00a01.650",
      "Avg Revenue/Agency",
      "€\u00a0550",
      "Overall Win Rate",
      "60,0%",
      "Strong win rate",
      "Excellent ROI",
      "Premium tier adoption",
      "Consider upselling €150 → €750 tier",
    ])
      expect(enhanced, text).toContain(rendered(text));
    expect(enhanced).not.toContain("ROI below industry benchmark");
    expect(enhanced).toContain(rendered("Lowest conversion: Outreach → Contact (33,3%). Focus here first."));
  });

  it("exports every week with its changes as indented JSON named sales-metrics-{date}.json, and as CSV", async () => {
    const { admin } = await signedIn();
    await twoWeeks(admin);
    const { admin: other } = await signedIn();
    await other.post("/admin/sales-metrics", week(30, { notes: "Not theirs" }));

    const res = await admin.fetch("/admin/sales-metrics/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="sales-metrics-${TODAY}.json"`);
    const text = await res.text();
    expect(text).toContain('{\n  "exported_at": ');
    const body = JSON.parse(text) as {
      weeks: Array<Record<string, unknown> & { changes: Record<string, number | null> }>;
    };
    expect(body.weeks.map((w) => w.week_number)).toEqual([12, 11]);
    expect(body.weeks[0]).toMatchObject({ year: YEAR, marketing_investment: 2000, notes: "Partner webinar" });
    // Investment 1000 → 2000: +100%; MQLs 40 → 50: +25%.
    expect(body.weeks[0]!.changes).toMatchObject({ marketing_investment: 100, total_mqls: 25 });
    expect(body.weeks[1]!.changes.marketing_investment).toBeNull();
    expect(text).not.toContain("Not theirs");

    const csv = await admin.fetch("/admin/sales-metrics/export?format=csv");
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe(`attachment; filename="sales-metrics-${TODAY}.csv"`);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]!.startsWith(`12,${YEAR},2000,`)).toBe(true);
  });

  it("refuses an unknown export format with a clear 400", async () => {
    const { admin } = await signedIn();
    for (const format of ["xml", "constructor", "__proto__"]) {
      const res = await admin.fetch(`/admin/sales-metrics/export?format=${format}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Unknown export format: choose json or csv.");
    }
  });
});

describe("Admin Panel sales tabs", () => {
  it("embeds the dashboard's views in 'sales-dashboard' and the weekly form in 'sales-input'", async () => {
    const { member, admin } = await signedIn();
    const input = await (await admin.fetch("/admin/management/sales-input")).text();
    expect(input).toContain(rendered("Save Metrics"));
    const saved = await admin.post("/admin/management/sales-input", week(12));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/management/sales-input?week=12&year=${YEAR}`);
    const rows = await env.DB.prepare("SELECT week_number FROM weekly_sales_metrics WHERE company_id = ?")
      .bind(member.companyId)
      .all();
    expect(rows.results).toEqual([{ week_number: 12 }]);

    const tab = await (await admin.fetch("/admin/management/sales-dashboard?view=enhanced")).text();
    for (const view of VIEWS) expect(tab).toContain(rendered(view));
    expect(tab).toContain('href="/admin/management/sales-dashboard?view=overview"');
    expect(tab).toContain(rendered("Premium tier adoption"));
    const unknown = await (await admin.fetch("/admin/management/sales-dashboard?view=__proto__")).text();
    expect(unknown).toMatch(/aria-current="page"[^>]*>Input Data</);
  });
});
