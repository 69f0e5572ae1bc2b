import { describe, expect, it } from "vitest";

import { readComposeForm } from "./compose";
import { october, octoberSnapshot } from "./fixtures.test-helpers";
import { buildKpiBlock, type FigureKey, previousMonth, weeksOfMonth } from "./kpi";
import { monthlyUpdateMailHtml, monthlyUpdateMailText, type MonthlyUpdateMailWords } from "./mail";
import { barsOf, planVsActual, variancePct } from "./plan";

const value = (block: ReturnType<typeof buildKpiBlock>, key: string) =>
  block.figures.find((f) => f.key === key)!;

describe("the KPI block", () => {
  it("gives each figure with its month, and derives change, net burn, runway and round progress", () => {
    const block = buildKpiBlock(october);
    expect(value(block, "mrr")).toEqual({ key: "mrr", value: 20_000, unit: "eur", from: "2026-10" });
    expect(value(block, "mrrChange").value).toBe(1_500);
    expect(value(block, "mrrChange").from).toBe("2026-09 → 2026-10");
    expect(value(block, "mrrChangePct").value).toBe(8.1);
    expect(value(block, "revenueYtd").from).toBe("2026-01 t/m 2026-10");
    // Net burn 32.000 − 20.000 = 12.000; runway 240.000 / 12.000 = 20 months.
    expect(value(block, "netBurn").value).toBe(12_000);
    expect(value(block, "runway").value).toBe(20);
    expect(value(block, "mqlToSql").value).toBe(31.3);
    expect(value(block, "sqlToCustomer").value).toBe(12);
    expect(value(block, "roundPercent").value).toBe(40);
    expect(value(block, "roundPercent").from).toBe("nu");
    expect(block.roundName).toBe("Seed");
  });

  it("says 'no data' (null, no month) for what a month does not have, and derives nothing from it", () => {
    const block = buildKpiBlock({
      month: "2026-01",
      mrr: 9_000,
      previousMrr: null,
      revenueYtd: 9_000,
      costs: null,
      cash: null,
      customers: 60,
      funnel: null,
      round: null,
    });
    for (const key of [
      "mrrChange",
      "mrrChangePct",
      "costs",
      "netBurn",
      "cash",
      "runway",
      "mqlToSql",
      "roundPercent",
    ])
      expect(value(block, key)).toMatchObject({ value: null, from: null });
    expect(value(block, "revenueYtd").from).toBe("2026-01");
  });

  it("has no runway when the company earns more than it spends", () => {
    expect(value(buildKpiBlock({ ...october, costs: 15_000 }), "runway").value).toBeNull();
    expect(value(buildKpiBlock({ ...october, costs: 15_000 }), "netBurn").value).toBe(-5_000);
  });

  it("carries an edited figure through the derived ones and marks it", () => {
    const block = buildKpiBlock(october, { ...buildKpiBlockBase(), mrr: 22_000, cash: 300_000 });
    expect(value(block, "mrr")).toMatchObject({ value: 22_000, edited: true });
    expect(value(block, "costs").edited).toBeUndefined();
    expect(value(block, "mrrChange").value).toBe(3_500);
    expect(value(block, "netBurn").value).toBe(10_000);
    expect(value(block, "runway").value).toBe(30);
  });

  it("places the sales weeks in the month of their Thursday", () => {
    // 2026: 1 January is a Thursday, so week 1 runs Sun 28 Dec – Sat 3 Jan; week 44 holds Thu 29 Oct.
    expect(weeksOfMonth(2026, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(weeksOfMonth(2026, 10)).toEqual([40, 41, 42, 43, 44]);
    expect(weeksOfMonth(2026, 11)).toEqual([45, 46, 47, 48]);
    expect(previousMonth("2026-01")).toBe("2025-12");
  });
});

function buildKpiBlockBase() {
  return {
    mrr: 20_000,
    revenueYtd: 180_000,
    costs: 32_000,
    cash: 240_000,
    customers: 134,
    mqlToSql: 31.3,
    sqlToCustomer: 12,
    roundCommitted: 200_000,
    roundTarget: 500_000,
  };
}

describe("plan vs actual", () => {
  const plan = [
    { year: 2026, month: 7, mrr: 16_000, customers: 110 },
    { year: 2026, month: 8, mrr: 17_000, customers: 118 },
    { year: 2026, month: 9, mrr: 18_000, customers: 125 },
    { year: 2026, month: 10, mrr: 20_000, customers: 135 },
    { year: 2026, month: 11, mrr: 21_000, customers: 141 },
  ];
  const actuals = new Map([
    ["2026-08", { mrr: 17_850, customers: 118 }],
    ["2026-09", { mrr: 16_200, customers: 120 }],
    ["2026-10", { mrr: 20_000, customers: 134 }],
  ]);

  it("compares month by month up to the update's month, with the variance in %", () => {
    const rows = planVsActual(plan, actuals, "2026-10");
    expect(rows.map((r) => r.month)).toEqual(["2026-07", "2026-08", "2026-09", "2026-10"]);
    expect(rows[0]).toMatchObject({ actualMrr: null, mrrVariancePct: null, customersVariancePct: null });
    expect(rows[1]).toMatchObject({ mrrVariancePct: 5, customersVariancePct: 0 });
    expect(rows[2]).toMatchObject({ mrrVariancePct: -10, customersVariancePct: -4 });
    expect(rows[3]).toMatchObject({ mrrVariancePct: 0, customersVariancePct: -0.7 });
  });

  it("shows at most the newest months asked for, and none before the plan starts", () => {
    expect(planVsActual(plan, actuals, "2026-10", 2).map((r) => r.month)).toEqual(["2026-09", "2026-10"]);
    expect(planVsActual(plan, actuals, "2026-06")).toEqual([]);
  });

  it("has no variance against a plan of 0", () => {
    expect(variancePct(5, 0)).toBeNull();
    expect(variancePct(null, 10)).toBeNull();
    expect(variancePct(12, 10)).toBe(20);
  });

  it("draws bars as a share of the largest value", () => {
    const bars = barsOf(planVsActual(plan, actuals, "2026-10"));
    expect(bars[0]).toEqual({ month: "2026-07", plan: 80, actual: null });
    expect(bars[3]).toEqual({ month: "2026-10", plan: 100, actual: 100 });
    expect(bars[2]).toEqual({ month: "2026-09", plan: 90, actual: 81 });
  });
});

describe("the composer's form", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const valid = {
    month: "2026-10",
    title: "Maandupdate oktober 2026",
    "fig.mrr": "20.000",
    "fig.cash": "240.000,50",
    "fig.costs": "",
    highlights: "- Eerste enterprise-klant\nTeam van 7\n\n",
    lowlights: "Churn iets hoger",
    "ask.1": "Intro bij Bol.com",
    "help.1": "introducties",
    "ask.2": "",
    "help.2": "genegeerd zonder vraag",
    freeText: "Dank!",
  };

  it("reads Dutch amounts, empty as no data, sections by line, asks with their help", () => {
    const read = readComposeForm(form(valid));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.edited.mrr).toBe(20_000);
    expect(read.edited.cash).toBe(240_000.5);
    expect(read.edited.costs).toBeNull();
    expect(read.sections).toEqual({
      highlights: ["Eerste enterprise-klant", "Team van 7"],
      lowlights: ["Churn iets hoger"],
      asks: [{ text: "Intro bij Bol.com", help: "introducties" }],
      freeText: "Dank!",
    });
  });

  it("refuses a bad month, an empty title and a non-number, each by its field", () => {
    const read = readComposeForm(form({ ...valid, month: "2026-13", title: " ", "fig.mrr": "twintig" }));
    expect(read).toEqual({
      ok: false,
      errors: {
        month: { code: "month" },
        title: { code: "title" },
        "fig.mrr": { code: "amount", figure: "mrr" },
      },
    });
  });

  it("refuses too long sections and asks with their limit, in the form's order", () => {
    const read = readComposeForm(
      form({ ...valid, lowlights: "x".repeat(5001), "ask.2": "y".repeat(501), "help.2": "z".repeat(500) }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        lowlights: { code: "tooLong", field: "lowlights", max: 5000 },
        "ask.2": { code: "tooLong", field: "ask", slot: 2, max: 500 },
      },
    });
  });
});

/** Words that name themselves: the mail's structure and escaping, not its wording (app/copy tests that). */
const WORDS: MonthlyUpdateMailWords = {
  figuresTitle: "[figures]",
  from: "[from]",
  highlights: "[highlights]",
  lowlights: "[lowlights]",
  asks: "[asks]",
  help: "[help]",
  planTitle: (name) => `[plan ${name}]`,
  month: "[month]",
  plan: "[Plan]",
  actual: "[Actual]",
  variance: "[variance]",
  mrr: "[mrr]",
  customers: "[Customers]",
  chartLabel: "[chart]",
  noData: "[no data]",
  figureLabels: new Proxy({} as Record<FigureKey, string>, { get: (_, key) => `[${String(key)}]` }),
  monthLabel: (key) => `[${key}]`,
  formatFigure: (f) => (f.value === null ? "[no data]" : `${f.value}&${f.unit}`),
  formatVariance: (value) => (value === null ? "[no data]" : `${value}%`),
  descriptionOf: (s) => `[description of ${s.title}]`,
};

describe("the mail", () => {
  const html = monthlyUpdateMailHtml(octoberSnapshot, WORDS);

  it("is a fragment of tables with inline styles: no classes, stylesheets, scripts or images", () => {
    expect(html.startsWith("<table")).toBe(true);
    expect(html).not.toMatch(/<style|<link|<script|<img|class=|url\(/i);
    // Every cell and block sets its own text colour on its own background (dark mode keeps the contrast).
    expect(html).toContain("color:#111827;background-color:#ffffff;");
    expect(html).toContain("max-width:600px");
  });

  it("escapes the founder's text and every word, and shows the words for unknown figures", () => {
    expect(html).toContain("Oktober: &lt;eerste&gt; enterprise-klant");
    expect(html).toContain(
      '<p style="font-family:Arial,Helvetica,sans-serif;color:#4b5563;font-size:13px;margin:0 0 12px 0;">[2026-10]</p>',
    );
    expect(html).toContain("20000&amp;eur / [no data]<br>");
    expect(html).toContain("[variance] [no data]");
    // Each figure with the month it comes from, on its own line.
    expect(html).toContain(">[from] 2026-01 t/m 2026-10</span>");
    expect(html).toContain("[variance] -10%");
    expect(html).toContain("[plan Basis]");
    expect(html).toContain("Intro bij retailers — [help]: introducties");
    expect(html).toContain("[mrr] [plan] / [actual]");
  });

  it("draws the chart as bars of table cells, as wide as their share", () => {
    // The largest value is October's plan (20.000): September's plan 18.000 → 90%, its actual 16.200 → 81%.
    // October's actual is unknown: no bar.
    expect(html).toContain('width="100%" style="width:100%;"><tr><td height="10" bgcolor="#93c5fd"');
    expect(html).toContain('width="90%" style="width:90%;"><tr><td height="10" bgcolor="#93c5fd"');
    expect(html).toContain('width="81%" style="width:81%;"><tr><td height="10" bgcolor="#1d4ed8"');
    expect(html.match(/bgcolor="#1d4ed8"/g)).toHaveLength(1);
  });

  it("has a plain-text part with the same figures, the text and the plan, without non-breaking spaces", () => {
    const text = monthlyUpdateMailText(octoberSnapshot, {
      ...WORDS,
      formatFigure: (f) => `€\u00a0${f.value}`,
    });
    expect(text).toContain(
      "Oktober: <eerste> enterprise-klant\n[2026-10]\n\n[figures]:\n- [mrr]: € 20000 ([from] 2026-10)",
    );
    expect(text).toContain("\n\n[description of Oktober: <eerste> enterprise-klant]\n\n[plan Basis]:\n");
    expect(text).toContain(
      "- [2026-09]: [mrr] [plan] € 18000, [actual] € 16200 (-10%); [customers] 125 / 120 (-4%)",
    );
    expect(text).toContain(
      "- [2026-10]: [mrr] [plan] € 20000, [actual] € null ([no data]); [customers] 135 / [no data] ([no data])",
    );
    expect(text).not.toContain("\u00a0");
  });
});
