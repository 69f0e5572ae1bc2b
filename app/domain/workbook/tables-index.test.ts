import { describe, expect, it } from "vitest";

import { answerFromWorkbook, indexWorkbook } from "./answer";
import { buildWorkbook } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { type FixtureCell, formatValue, rawSheet } from "./fixtures.test-helpers";
import { indexSomeTables, indexTable, tablesForQuestion, tablesIndex } from "./tables-index";

const eur = (v: number): FixtureCell => ({
  v,
  z: '"€"#,##0',
  w: `€${new Intl.NumberFormat("en-US").format(v)}`,
});
const pct = (v: number): FixtureCell => ({ v, z: "0.0%", w: `${(v * 100).toFixed(1)}%` });
const FY = ["FY26", "FY27", "FY28"];

const workbook = buildWorkbook(
  [
    rawSheet("P&L", [
      ["Plan (EUR)", ...FY],
      ["Revenue", eur(300_000), eur(700_000), eur(1_500_000)],
      ["Operating costs", eur(500_000), eur(650_000), eur(900_000)],
      ["EBITDA", eur(-200_000), eur(50_000), eur(600_000)],
      ["Closing cash", eur(900_000), eur(950_000), eur(1_550_000)],
    ]),
    rawSheet("Product A", [
      ["Product A", ...FY],
      ["Revenue", eur(200_000), eur(400_000), eur(900_000)],
    ]),
    rawSheet("Drivers", [
      ["Driver", "Value", "Note"],
      ["Monthly churn", pct(0.02), "of active accounts"],
      ["Price per seat", eur(39), "list price"],
    ]),
    rawSheet("Orders", [
      ["Order", "Customer", "Region", "Amount"],
      ...Array.from({ length: 60 }, (_, i) => [
        `ORD-${1000 + i}`,
        `Customer ${i}`,
        ["North", "South"][i % 2]!,
        eur(100 + i),
      ]),
    ]),
  ],
  WORKBOOK_CAPS,
  formatValue,
);

const QUESTIONS = [
  "What is the revenue in FY27?",
  "Total revenue over FY26-FY28?",
  "Wat is de omzet van FY26 tot en met FY28?",
  "What is the EBITDA in year 2?",
  "Cash at the end of FY28?",
  "What churn does the model assume?",
  "What is the price per seat?",
  "Total amount across all regions?",
  "What is the amount of order ORD-1007?",
  "How much does Customer 12 spend?",
  "What is our company's burn?",
  "How many unicorns will we reach?",
  "FY27",
];

describe("a question reads only the tables that can answer it", () => {
  const index = tablesIndex(workbook, workbook.blocks.map(indexTable));
  const whole = indexWorkbook(workbook);

  it("answers every question as the whole workbook does", () => {
    expect(new Set(index.vocabulary)).toEqual(new Set(whole.vocabulary));
    for (const question of QUESTIONS) {
      const some = tablesForQuestion(index, question);
      const slice = indexSomeTables(
        index,
        some.map((n) => workbook.blocks[n]!),
      );
      // The same answer; a cell's table is numbered among the tables read.
      const answer = answerFromWorkbook(slice, question);
      const renumbered = JSON.parse(
        JSON.stringify(answer, (key, value: unknown) =>
          key === "blockIndex" ? some[value as number] : value,
        ),
      ) as unknown;
      expect(renumbered, question).toEqual(JSON.parse(JSON.stringify(answerFromWorkbook(whole, question))));
    }
  });

  it("leaves out the tables a question's words do not match", () => {
    const sheets = (question: string) =>
      tablesForQuestion(index, question).map((n) => workbook.blocks[n]!.sheet);
    expect(sheets("What is the revenue in FY27?")).toEqual(["P&L", "Product A"]);
    expect(sheets("What is the price per seat?")).toEqual(["Drivers"]);
    expect(sheets("Total amount across all regions?")).toEqual(["Orders"]);
    expect(sheets("FY27")).toEqual([]);
  });
});
