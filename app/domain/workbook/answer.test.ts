import { describe, expect, it } from "vitest";

import { answerFromWorkbook, cellContext, enforceCitations, indexWorkbook } from "./answer";
import { buildWorkbook } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { type FixtureCell, formatValue, rawSheet } from "./fixtures.test-helpers";

const eur = (v: number): FixtureCell => ({
  v,
  z: '"€"#,##0',
  w: `€${new Intl.NumberFormat("en-US").format(v)}`,
});
const gbp = (v: number): FixtureCell => ({
  v,
  z: '"£"#,##0',
  w: `£${new Intl.NumberFormat("en-US").format(v)}`,
});
const month = (y: number, m: number): FixtureCell => ({
  v: new Date(Date.UTC(y, m - 1, 1)),
  z: "mmm yyyy",
  w: `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${y}`,
});

const forecast = indexWorkbook(
  buildWorkbook(
    [
      rawSheet("P&L", [
        ["Forecast (GBP)"],
        ["", month(2025, 1), month(2025, 2), month(2025, 3)],
        ["Revenue", gbp(10000), gbp(12000), gbp(15000)],
        ["Operating expenses", gbp(8000), gbp(8500), gbp(9000)],
        ["Closing cash", gbp(50000), gbp(53500), gbp(59500)],
        ["Customers", 40, 44, 51],
      ]),
      rawSheet("Assumptions", [
        ["Assumption", "Value"],
        ["Monthly churn rate", { v: 0.02, z: "0.0%", w: "2.0%" }],
        ["Annual churn rate", { v: 0.2, z: "0%", w: "20%" }],
        ["Price per seat", eur(49)],
      ]),
      rawSheet("States", [
        ["Month", "State", "Patients", "Revenue"],
        [1, "Ohio", 10, 1000],
        [1, "Utah", 5, 500],
        [2, "Ohio", 12, 1200],
        [2, "Utah", 7, 700],
      ]),
    ],
    WORKBOOK_CAPS,
    formatValue,
  ),
);

const ask = (q: string) => answerFromWorkbook(forecast, q);

describe("answers that cite cells", () => {
  it("a month's revenue: the value in the workbook's own currency, with the cell and its labels", () => {
    const a = ask("What is revenue in March 2025?");
    expect(a.kind).toBe("value");
    expect(a.text).toContain("£15,000");
    expect(a.text).toContain("'P&L'!D3 (Revenue × Mar 2025)");
  });

  it("Dutch month names and synonyms: omzet in februari, kosten, kas, klanten", () => {
    expect(ask("Wat is de omzet in februari 2025?").text).toContain("'P&L'!C3");
    expect(ask("Hoeveel kosten in januari?").text).toContain("'P&L'!B4");
    expect(ask("Wat is de kas eind maart?").text).toContain("'P&L'!D5");
    expect(ask("Hoeveel klanten in maart 2025?").text).toContain("51");
  });

  it("a fuzzy label and a date-written period", () => {
    expect(ask("What were the operating expences on 2025-02-01?").text).toContain("'P&L'!C4");
  });

  it("names the other cell when two could match", () => {
    const a = ask("What churn rate does the model assume?");
    expect(a.kind).toBe("value");
    expect(a.text).toMatch(/'Assumptions'!B2[\s\S]*also has 20% in 'Assumptions'!B3/);
  });

  it("a row of a long table picked by its qualifiers ('month 2', 'Utah')", () => {
    const a = ask("How many patients does Utah have in month 2?");
    expect(a.text).toContain("7 — 'States'!C5");
  });

  it("says the workbook does not contain what no cell matches", () => {
    const a = ask("What is the corporate income tax rate?");
    expect(a).toMatchObject({ kind: "not-found", cells: [] });
    expect(a.text).toMatch(/^The workbook does not contain/);
    expect(a.text).not.toMatch(/\d/);
    expect(ask("Wat is de waardering van het bedrijf?").text).toMatch(/^Het werkboek bevat geen/);
  });

  it("refuses a period the workbook does not have, naming the periods it covers, without a figure", () => {
    const a = ask("What is revenue in June 2026?");
    expect(a.kind).toBe("not-found");
    expect(a.text).toBe("The workbook does not contain Revenue for June 2026: it covers Jan 2025–Mar 2025.");
  });

  it("adds up cells only when a total is asked for, showing the cells", () => {
    const total = ask("What is total revenue in Q1 2025?");
    expect(total.kind).toBe("total");
    expect(total.text).toContain("£37,000");
    expect(total.text).toContain("'P&L'!B3:D3");
    const plain = ask("What is revenue in Q1 2025?");
    expect(plain.kind).toBe("not-found");
    expect(plain.text).not.toContain("37,000");
  });
});

describe("for model providers", () => {
  it("gives the matched cells as context and keeps the citation in the model's reply", () => {
    const a = ask("What is revenue in March 2025?");
    expect(cellContext(a)).toContain("'P&L'!D3 (Revenue × Mar 2025) = £15,000");
    expect(enforceCitations("Revenue in March was £15,000.", a)).toBe(
      "Revenue in March was £15,000.\n\nSource: 'P&L'!D3 (Revenue × Mar 2025) = £15,000",
    );
    expect(enforceCitations("£15,000 ('P&L'!D3).", a)).toBe("£15,000 ('P&L'!D3).");
    const none = ask("What is the valuation?");
    expect(enforceCitations("The valuation is €5m.", none)).toBe(none.text);
  });
});
