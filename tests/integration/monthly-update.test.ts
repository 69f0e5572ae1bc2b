import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { getAmsterdamPeriod } from "../../app/domain/finance/period";
import type { MonthlyUpdateSnapshot } from "../../app/domain/monthly-update/compose";
import { monthKey, weeksOfMonth } from "../../app/domain/monthly-update/kpi";
import { type Browser, rendered, signedIn, unlocked } from "./http";

const PATH = "/admin/management/monthly-update";
// The month of the update: this month (Amsterdam), so its revenue is known (companyRevenue counts from this year on).
const now = getAmsterdamPeriod(new Date());
const MONTH = monthKey(now.year, now.month);
const PREVIOUS_KNOWN = now.month > 1;

/** A founder whose pages hold known numbers for MONTH: MRR 20.000 (€100 a customer → 200 customers), costs 30.000, cash 300.000, one funnel week, an open round. */
async function founderWithNumbers(accessCode = "open-sesame-42") {
  const signed = await signedIn({ accessCode });
  const c = signed.member.companyId;
  const week = weeksOfMonth(now.year, now.month)[0]!;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO startup_data (id, company_id, company_name, founding_year, mrr_current, cac_per_customer, revenue_per_customer_monthly, ltv_months) VALUES (?, ?, 'Acme', 2023, 20000, 100, 100, 12)",
    ).bind(crypto.randomUUID(), c),
    env.DB.prepare(
      "INSERT INTO monthly_costs (id, company_id, month, year, salary_ceo, cash_balance) VALUES (?, ?, ?, ?, 30000, 300000)",
    ).bind(crypto.randomUUID(), c, now.month, now.year),
    env.DB.prepare(
      "INSERT INTO weekly_sales_metrics (id, company_id, week_number, year, mqls_marketing, mqls_marketing_direct, sqls_registered, paying_customers_regular) VALUES (?, ?, ?, ?, 40, 40, 10, 2)",
    ).bind(crypto.randomUUID(), c, week, now.year),
    env.DB.prepare(
      "INSERT INTO rounds (id, company_id, name, target_amount, instrument) VALUES (?, ?, 'Seed', 500000, 'safe')",
    ).bind(crypto.randomUUID(), c),
    env.DB.prepare(
      "INSERT INTO pipeline_entries (id, company_id, email, name, stage, ticket_committed) VALUES (?, ?, 'vc@example.com', 'VC', 'committed', 125000)",
    ).bind(crypto.randomUUID(), c),
  ]);
  return signed;
}

/** A forecast scenario made on /forecast, starting this month: 1.000 a month at CAC 100 → 10 new customers a month. */
async function scenario(admin: Browser, name: string) {
  const res = await admin.post("/forecast", {
    intent: "scenario.create",
    scenarioName: name,
    projectionStartDate: `${MONTH}-01`,
    monthlyMarketingBudget: "1000",
    marketingBudgetGrowthRate: "0",
    projectionMonths: "12",
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("Location")!, "http://x").searchParams.get("scenario")!;
}

const inputValue = (page: string, name: string) =>
  new RegExp(`name="${name.replace(".", "\\.")}"[^>]*?value="([^"]*)"`).exec(page)?.[1];

const snapshotsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT update_id, month, snapshot FROM monthly_updates WHERE company_id = ?")
      .bind(companyId)
      .all<{ update_id: string; month: string; snapshot: string }>()
  ).results;

const publishFields = (overrides: Record<string, string> = {}) => ({
  intent: "monthly.publish",
  month: MONTH,
  title: "Maandupdate met eigen cijfers",
  "fig.mrr": "21.000",
  "fig.revenueYtd": "",
  "fig.costs": "30.000",
  "fig.cash": "300.000",
  "fig.customers": "200",
  "fig.mqlToSql": "25",
  "fig.sqlToCustomer": "20",
  "fig.roundCommitted": "125.000",
  "fig.roundTarget": "500.000",
  highlights: "Eerste enterprise-klant",
  lowlights: "",
  "ask.1": "Intro bij retailers",
  "help.1": "introducties",
  freeText: "",
  ...overrides,
});

describe("Nieuwe maandupdate", () => {
  it("pre-fills the month's figures from the pages, each with its month, and 'geen gegevens' without data", async () => {
    const { admin } = await founderWithNumbers();
    const page = await (await admin.fetch(`${PATH}?month=${MONTH}`)).text();
    expect(inputValue(page, "fig.mrr")).toBe("20.000");
    // January up to this month, 20.000 each.
    expect(inputValue(page, "fig.revenueYtd")).toBe(
      new Intl.NumberFormat("nl-NL").format(20_000 * now.month),
    );
    expect(inputValue(page, "fig.costs")).toBe("30.000");
    expect(inputValue(page, "fig.cash")).toBe("300.000");
    expect(inputValue(page, "fig.customers")).toBe("200");
    expect(inputValue(page, "fig.mqlToSql")).toBe("25");
    expect(inputValue(page, "fig.sqlToCustomer")).toBe("20");
    expect(inputValue(page, "fig.roundCommitted")).toBe("125.000");
    expect(inputValue(page, "fig.roundTarget")).toBe("500.000");
    expect(page).toContain(rendered(`uit ${MONTH}`));
    // Net burn 30.000 − 20.000 = 10.000; runway 300.000 / 10.000 = 30 months; the round at 25%.
    expect(page).toContain(rendered("30,0 maanden"));
    expect(page).toContain(rendered("25,0%"));
    if (PREVIOUS_KNOWN) expect(page).toContain(rendered("€\u00a00"));

    // A month of last year: revenue is not known there (the overview shows no past months), nor costs nor cash.
    const old = await (await admin.fetch(`${PATH}?month=${now.year - 1}-06`)).text();
    expect(inputValue(old, "fig.mrr")).toBe("");
    expect(inputValue(old, "fig.costs")).toBe("");
    expect(inputValue(old, "fig.cash")).toBe("");
    expect(inputValue(old, "fig.mqlToSql")).toBe("");
    expect(old).toContain(rendered("geen gegevens"));
  });

  it("locks a forecast scenario as the plan: later forecast edits do not change it; locking again makes a new plan", async () => {
    const { admin, member } = await founderWithNumbers();
    const id = await scenario(admin, "Basisplan");
    const locked = await admin.post(PATH, { intent: "plan.lock", scenario: id, month: MONTH });
    expect(locked.status).toBe(302);
    expect(locked.headers.get("Location")).toBe(`${PATH}?month=${MONTH}`);
    const plans = async () =>
      (
        await env.DB.prepare(
          "SELECT scenario_name, months FROM forecast_plans WHERE company_id = ? ORDER BY locked_at",
        )
          .bind(member.companyId)
          .all<{ scenario_name: string; months: string }>()
      ).results;
    const [plan] = await plans();
    const months = JSON.parse(plan!.months) as Array<{
      year: number;
      month: number;
      mrr: number;
      customers: number;
    }>;
    expect(months).toHaveLength(12);
    // The engine: 10 new customers a month at €100, on top of the 200 of the MRR.
    expect(months[0]).toEqual({ year: now.year, month: now.month, mrr: 21_000, customers: 210 });

    // The scenario is edited (its months rewritten) and then deleted on /forecast: the plan stays as locked.
    await env.DB.prepare(
      "UPDATE monthly_projections SET monthly_recurring_revenue = 1, total_active_customers = 1 WHERE projection_id = ?",
    )
      .bind(id)
      .run();
    expect((await admin.post("/forecast", { intent: "scenario.delete", id })).status).toBe(302);
    expect(await plans()).toEqual([plan]);
    const page = await (await admin.fetch(`${PATH}?month=${MONTH}`)).text();
    expect(page).toContain("Plan tegenover werkelijk (plan: Basisplan)");
    // This month: plan 21.000 against the actual 20.000 → -4,8%; customers 210 against 200 → -4,8%.
    expect(page).toContain(rendered("-4,8%"));

    const second = await scenario(admin, "Ambitieus");
    expect((await admin.post(PATH, { intent: "plan.lock", scenario: second, month: MONTH })).status).toBe(
      302,
    );
    expect((await plans()).map((p) => p.scenario_name)).toEqual(["Basisplan", "Ambitieus"]);
    expect(await (await admin.fetch(PATH)).text()).toContain("Ambitieus");
  });

  it("previews, then publishes: the update on the timeline with its figures frozen", async () => {
    const { admin, member } = await founderWithNumbers("timeline-code-7");
    await admin.post(PATH, {
      intent: "plan.lock",
      scenario: await scenario(admin, "Basisplan"),
      month: MONTH,
    });

    const preview = await admin.post(`${PATH}?month=${MONTH}`, {
      ...publishFields(),
      intent: "monthly.preview",
    });
    expect(preview.status).toBe(200);
    const shown = await preview.text();
    expect(shown).toContain('data-testid="monthly-preview"');
    // The edited MRR carries through: net burn 30.000 − 21.000 = 9.000, runway 300.000 / 9.000 = 33,3 months.
    expect(shown).toContain(rendered("33,3 maanden"));
    expect(inputValue(shown, "fig.mrr")).toBe("21.000");
    expect(await snapshotsOf(member.companyId)).toEqual([]);

    const res = await admin.post(PATH, publishFields());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/management/updates");
    const [stored] = await snapshotsOf(member.companyId);
    const snapshot = JSON.parse(stored!.snapshot) as MonthlyUpdateSnapshot;
    expect(stored!.month).toBe(MONTH);
    const fig = (key: string) => snapshot.figures.find((f) => f.key === key)!;
    expect(fig("mrr")).toEqual({ key: "mrr", value: 21_000, unit: "eur", from: MONTH, edited: true });
    expect(fig("costs")).toEqual({ key: "costs", value: 30_000, unit: "eur", from: MONTH });
    expect(fig("revenueYtd")).toMatchObject({ value: null, from: null, edited: true });
    expect(fig("runway").value).toBe(33.3);
    expect(snapshot.sections.asks).toEqual([{ text: "Intro bij retailers", help: "introducties" }]);
    expect(snapshot.plan!.rows.at(-1)).toMatchObject({
      month: MONTH,
      planMrr: 21_000,
      actualMrr: 21_000,
      mrrVariancePct: 0,
    });
    const update = await env.DB.prepare("SELECT type, title, description, metrics FROM updates WHERE id = ?")
      .bind(stored!.update_id)
      .first<{ type: string; title: string; description: string; metrics: string }>();
    expect(update).toMatchObject({ type: "metrics", title: "Maandupdate met eigen cijfers" });
    expect(update!.description).toContain("Eerste enterprise-klant");
    expect(JSON.parse(update!.metrics)).toContain("MRR: €\u00a021.000");

    // The numbers change afterwards: what was published stays.
    await env.DB.prepare("UPDATE monthly_costs SET salary_ceo = 99999 WHERE company_id = ?")
      .bind(member.companyId)
      .run();
    expect(JSON.parse((await snapshotsOf(member.companyId))[0]!.snapshot)).toEqual(snapshot);

    const visitor = await unlocked(`/public/${member.slug}/timeline`, "timeline-code-7");
    const timeline = await (await visitor.fetch(`/public/${member.slug}/timeline`)).text();
    expect(timeline).toContain(rendered("Maandupdate met eigen cijfers"));
    expect(timeline).toContain('data-testid="plan-vs-actual"');
    expect(timeline).toContain("Plan vs actual (plan: Basisplan)");
    expect(timeline).toContain(rendered("€\u00a030.000"));
    expect(timeline).not.toContain("99.999");

    // Deleted on the Updates tab: its snapshot goes with it, and the timeline no longer shows the block.
    const removed = await admin.post("/admin/management/updates", {
      intent: "update.delete",
      id: stored!.update_id,
    });
    expect(removed.status).toBe(302);
    expect(await snapshotsOf(member.companyId)).toEqual([]);
    expect(await (await visitor.fetch(`/public/${member.slug}/timeline`)).text()).not.toContain(
      'data-testid="plan-vs-actual"',
    );
  });

  it("refuses bad input with a 400 in Dutch and writes nothing", async () => {
    const { admin, member } = await founderWithNumbers();
    const bad = await admin.post(
      PATH,
      publishFields({ "fig.mrr": "twintigduizend", month: "2026-13", title: "" }),
    );
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("MRR: gebruik een getal, bijv. 1.234,56 of laat het leeg.");
    expect(text).toContain("Kies een geldige maand (JJJJ-MM).");
    expect(text).toContain("Geef de update een titel (hoogstens 200 tekens).");
    const lock = await admin.post(PATH, { intent: "plan.lock", scenario: "no-such-scenario" });
    expect(lock.status).toBe(400);
    expect(await lock.text()).toContain("Kies een scenario uit je forecast.");
    expect(await snapshotsOf(member.companyId)).toEqual([]);
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM updates WHERE company_id = ?1) AS updates, (SELECT count(*) FROM forecast_plans WHERE company_id = ?1) AS plans",
    )
      .bind(member.companyId)
      .first();
    expect(counts).toEqual({ updates: 0, plans: 0 });
  });

  it("keeps each company to its own numbers, plans and updates", async () => {
    const a = await founderWithNumbers();
    const aScenario = await scenario(a.admin, "Plan van A");
    const b = await signedIn();
    // B cannot lock A's scenario, and B's composer shows none of A's numbers.
    const lock = await b.admin.post(PATH, { intent: "plan.lock", scenario: aScenario, month: MONTH });
    expect(lock.status).toBe(400);
    const page = await (await b.admin.fetch(`${PATH}?month=${MONTH}`)).text();
    expect(inputValue(page, "fig.mrr")).toBe("");
    expect(inputValue(page, "fig.cash")).toBe("");
    expect(page).not.toContain("Plan van A");
    expect(page).not.toContain("Seed");
    // B publishing for the same month uses B's numbers (none), not A's.
    expect(
      (await a.admin.post(PATH, { intent: "plan.lock", scenario: aScenario, month: MONTH })).status,
    ).toBe(302);
    expect((await b.admin.post(PATH, publishFields({ "fig.cash": "" }))).status).toBe(302);
    const [bSnapshot] = await snapshotsOf(b.member.companyId);
    const snapshot = JSON.parse(bSnapshot!.snapshot) as MonthlyUpdateSnapshot;
    expect(snapshot.plan).toBeNull();
    expect(snapshot.roundName).toBeNull();
    // The posted figures are B's own edits; nothing came from A's cost record (A's cash stays A's).
    expect(
      await env.DB.prepare("SELECT cash_balance FROM monthly_costs WHERE company_id = ?")
        .bind(a.member.companyId)
        .first(),
    ).toEqual({ cash_balance: 300000 });
    expect(await snapshotsOf(a.member.companyId)).toEqual([]);
  });
});
