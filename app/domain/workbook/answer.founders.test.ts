/**
 * The forecast chat read the way founders ask (docs/decisions/049-forecast-chat-reads-founders-wording.md):
 * fiscal years and offsets, a total over its parts, balances, totals over a record table's
 * rows, assumptions, words the workbook does not use. Workbooks and phrasings made up here.
 */
import { describe, expect, it } from "vitest";

import { answerFromWorkbook, cellContext, enforceCitations, indexWorkbook, parseQuestion } from "./answer";
import { buildWorkbook } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { type FixtureCell, formatValue, rawSheet } from "./fixtures.test-helpers";

const eur = (v: number): FixtureCell => ({
  v,
  z: '"€"#,##0',
  w: `€${new Intl.NumberFormat("en-US").format(v)}`,
});
const pct = (v: number): FixtureCell => ({ v, z: "0.0%", w: `${(v * 100).toFixed(1)}%` });
const FY = ["FY26", "FY27", "FY28"];

const plan = indexWorkbook(
  buildWorkbook(
    [
      rawSheet("P&L", [
        ["Plan (EUR)", ...FY],
        ["Revenue", eur(300_000), eur(700_000), eur(1_500_000)],
        ["Operating costs", eur(500_000), eur(650_000), eur(900_000)],
        ["EBITDA", eur(-200_000), eur(50_000), eur(600_000)],
        ["EBITDA %", pct(-0.667), pct(0.071), pct(0.4)],
      ]),
      rawSheet("Product A", [
        ["Product A", ...FY],
        ["Revenue", eur(200_000), eur(400_000), eur(900_000)],
      ]),
      rawSheet("Product B", [
        ["Product B", ...FY],
        ["Revenue", eur(100_000), eur(300_000), eur(600_000)],
      ]),
    ],
    WORKBOOK_CAPS,
    formatValue,
  ),
);

const regions = indexWorkbook(
  buildWorkbook(
    [
      rawSheet("Drivers", [
        ["Driver", "Value", "Note"],
        ["Monthly churn", pct(0.02), "of active accounts"],
        ["Price per seat", eur(39), "list price"],
        ["Sales cost per new account", eur(450), "blended"],
      ]),
      rawSheet("Regions", [
        ["Month", "Region", "Accounts", "Churn", "Revenue", "Total spend", "Cash balance"],
        [1, "North", 40.5, 0.8, eur(1_560), eur(20_000), eur(481_560)],
        [2, "North", 52.5, 1.1, eur(2_040), eur(20_000), eur(463_600)],
        [2, "South", 10.25, 0.2, eur(390), eur(8_000), eur(455_990)],
        [3, "North", 61.5, 1.2, eur(2_400), eur(21_000), eur(445_000)],
        [3, "South", 18.75, 0.4, eur(730), eur(8_500), eur(437_230)],
        [3, "East", 5.5, 0.1, eur(200), eur(4_000), eur(433_430)],
      ]),
    ],
    WORKBOOK_CAPS,
    formatValue,
  ),
);

const monthly = indexWorkbook(
  buildWorkbook(
    [
      rawSheet("Forecast", [
        [
          "",
          ...Array.from({ length: 15 }, (_, i) => ({
            v: new Date(Date.UTC(2026, i, 1)),
            z: "mmm yyyy",
            w: `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][i % 12]} ${2026 + Math.floor(i / 12)}`,
          })),
        ],
        ["MRR", ...Array.from({ length: 15 }, (_, i) => eur(10_000 + i * 1_000))],
      ]),
    ],
    WORKBOOK_CAPS,
    formatValue,
  ),
);

describe("periods as founders write them", () => {
  it("a fiscal-year span is a range, 'between … and …' too", () => {
    expect(parseQuestion("omzet FY26 t/m FY28").range?.text).toBe("FY26 t/m FY28");
    expect(parseQuestion("revenue between 2026 and 2028").range).toMatchObject({
      from: { kind: "year", y: 2026 },
      to: { kind: "year", y: 2028 },
    });
    expect(parseQuestion("revenue in FY26 and costs in FY27").range).toBeNull();
  });

  it("adds up a fiscal-year span when a total is asked, lists it otherwise", () => {
    const total = answerFromWorkbook(plan, "Total revenue over FY26-FY28?");
    expect(total.kind).toBe("total");
    expect(total.text).toContain("€2,500,000");
    expect(total.text).toContain("'P&L'!B2:D2");
    const list = answerFromWorkbook(plan, "Wat is de omzet van FY26 tot en met FY28?");
    expect(list.kind).toBe("list");
    expect(list.text).toMatch(/FY26 €300,000, FY27 €700,000, FY28 €1,500,000/);
  });

  it("'year 2' is the second year column, 'month 14' the fourteenth month column", () => {
    expect(answerFromWorkbook(plan, "What is the EBITDA in year 2?").text).toContain("'P&L'!C4");
    const a = answerFromWorkbook(monthly, "MRR in month 14?");
    expect(a.text).toContain("€23,000");
    expect(a.text).toContain("(MRR × Feb 2027)");
  });
});

describe("the total, not one of its parts", () => {
  it("the same label on several sheets: the one that is the sum of the others answers, naming its parts", () => {
    const a = answerFromWorkbook(plan, "wat is onze omzet in FY27");
    expect(a.kind).toBe("value");
    expect(a.text).toMatch(/^Revenue \(FY27\): €700,000 — 'P&L'!C2/);
    expect(a.text).toContain("2 delen ('Product A'!C2, 'Product B'!C2)");
    // A typo and no verb.
    expect(answerFromWorkbook(plan, "revnue FY26").text).toContain("'P&L'!B2");
  });

  it("a balance in a month with several rows is the month's last row; spend across all rows is their sum", () => {
    const cash = answerFromWorkbook(regions, "What's our cash balance in month 3?");
    expect(cash.text).toMatch(/^Cash balance: €433,430 — 'Regions'!G7/);
    expect(
      answerFromWorkbook(regions, "How much cash do we have left at the end of month 2?").text,
    ).toContain("'Regions'!G4");
    const spend = answerFromWorkbook(regions, "Total spend in month 3 across all regions");
    expect(spend.kind).toBe("total");
    expect(spend.text).toContain("€33,500");
    // One region asked for: its row.
    expect(answerFromWorkbook(regions, "revenue in month 3 for South").text).toContain("€730 — 'Regions'!E6");
  });
});

const scenarios = indexWorkbook(
  buildWorkbook(
    [
      rawSheet("Inputs", [
        ["Input", "Base", "Upside", "Downside"],
        ["Monthly churn", pct(0.02), pct(0.015), pct(0.03)],
        ["Seat price", eur(39), eur(45), eur(35)],
      ]),
      rawSheet("Model", [
        ["Month", "Scenario", "Churn", "MRR"],
        [1, "Base", 0.8, eur(10_000)],
        [1, "Upside", 0.6, eur(11_000)],
        [1, "Downside", 1.2, eur(9_000)],
        [2, "Base", 0.9, eur(10_500)],
        [2, "Upside", 0.7, eur(11_800)],
        [2, "Downside", 1.3, eur(9_200)],
      ]),
    ],
    WORKBOOK_CAPS,
    formatValue,
  ),
);

describe("assumptions and words the sheet does not use", () => {
  it("an assumption set per scenario is answered with its value in every scenario", () => {
    for (const q of ["What churn do we assume?", "Welke churn-aanname gebruikt het model?"]) {
      const a = answerFromWorkbook(scenarios, q);
      expect(a.kind, q).toBe("list");
      expect(a.text, q).toBe("Monthly churn: Base 2.0%, Upside 1.5%, Downside 3.0% — 'Inputs'!B2:D2.");
    }
    expect(answerFromWorkbook(scenarios, "What is the seat price in the upside case?").text).toContain("€45");
  });

  it("an assumption is answered with the assumption cell, not the churn series", () => {
    for (const q of ["What churn does the model assume?", "Wat is de churn-aanname?", "churn assumption"]) {
      const a = answerFromWorkbook(regions, q);
      expect(a.kind, q).toBe("value");
      expect(a.text, q).toContain("2.0% — 'Drivers'!B2");
    }
    expect(answerFromWorkbook(regions, "What price per seat do we assume?").text).toContain("'Drivers'!B3");
  });

  it("a margin is the sheet's ratio row and the burn its spend; words no label has weigh little", () => {
    const margin = answerFromWorkbook(plan, "What EBITDA margin do we reach in FY28?");
    expect(margin.text).toContain("40.0% — 'P&L'!D5");
    const burn = answerFromWorkbook(regions, "What is our burn in month 1?");
    expect(burn.text).toContain("€20,000 — 'Regions'!F2");
  });

  it("still refuses what the workbook does not hold, without a figure", () => {
    for (const q of [
      // 'rate' alone does not make the EBITDA % row a discount rate; one cost line is not the burn.
      "What is the discount rate in FY27?",
      "What is our monthly burn in FY27?",
      "When do we become cash-flow positive?",
      "What is the pre-money valuation?",
      "Hoeveel medewerkers hebben we in FY27?",
    ]) {
      const a = answerFromWorkbook(plan, q);
      expect(a.kind, q).toBe("not-found");
      // No figure stated (the question's own 'FY27' may be echoed).
      expect(a.text, q).not.toMatch(/€|\d{3}/);
    }
  });

  it("a long series without an assumption asks which one, with the top candidates", () => {
    const a = answerFromWorkbook(regions, "How many accounts?");
    expect(a.kind).toBe("not-found");
    expect(a.text).toMatch(/no single figure for Accounts: 6 cells match, e\.g\. 'Regions'!C2/);
  });
});

describe("for model providers", () => {
  it("a list or a sum over rows is handed over and cited cell by cell", () => {
    const list = answerFromWorkbook(scenarios, "What churn do we assume?");
    expect(cellContext(list)).toContain("'Inputs'!B2 (Monthly churn × Base) = 2.0%");
    expect(enforceCitations("Churn is 2% in the base case.", list)).toBe(
      "Churn is 2% in the base case.\n\nSource: 'Inputs'!B2:D2 = 2.0%, 1.5%, 3.0%",
    );
    const spend = answerFromWorkbook(regions, "Total spend in month 3 across all regions");
    expect(enforceCitations("About €33.5k.", spend)).toBe(
      "About €33.5k.\n\nSource: 'Regions'!F5:F7 = €33,500",
    );
  });
});
