import { describe, expect, it } from "vitest";

import { answerFromDeck } from "./answer";
import { parseDeckText } from "./chunks";
import { answersType, asksForMoney, hasDate, hasName, hasPlace, questionType } from "./question-types";
import { indexDeck } from "./retrieval";

// An invented deck (no real company's text): each question type has a page that answers it
// and pages that share its words without answering it.
const DECK = parseDeckText(
  [
    "--- Page 1 ---\nQuillo\nInvoices read by machines",
    "--- Page 2 ---\nThe problem\nFinance teams retype supplier invoices by hand. Retyping is slow and error-prone for every finance team.",
    "--- Page 3 ---\nOur product\nQuillo reads an invoice in two seconds, 3× faster than manual entry, and reduces booking errors by 40%.",
    "--- Page 4 ---\nPricing\nQuillo costs €0,05/pagina for the first 10,000 pages and €0.03 per page after that. Finance teams can start free.",
    "--- Page 5 ---\nTraction\nWe process invoices for 85 customers, including Bakkerij Jansen and Van Dijk Logistics. Customers book invoices every day.",
    "--- Page 6 ---\nTeam\nMarta Kowalski, CEO, led finance operations at a logistics company. Rahul Mehta, CTO, built document models for banks.",
    "--- Page 7 ---\nCompany\nQuillo was founded in 2021 and is based in Utrecht, with a second office in Pune.",
    "--- Page 8 ---\nThe ask\nWe are raising ₹3 Cr (about €330K) to expand into India, closing in Q3 2025.",
  ].join("\n\n"),
);
const index = indexDeck(DECK);
const ask = (q: string) => answerFromDeck(index, q);

describe("questionType", () => {
  it.each([
    ["How much is Quillo raising?", "amount"],
    ["How many customers does it have?", "amount"],
    ["What is the ARR?", "amount"],
    ["Hoeveel klanten heeft het bedrijf?", "amount"],
    ["How much does Quillo cost per page?", "price"],
    ["What does it cost?", "price"],
    ["What commission do they take?", "price"],
    ["How much faster is it than manual entry?", "comparison"],
    ["How much does it reduce errors?", "comparison"],
    ["By how much does it cut processing costs?", "comparison"],
    ["How does the price compare with competitors?", "open"],
    ["How do they reduce churn?", "open"],
    ["What is the pricing model?", "open"],
    ["Where will the money go?", "open"],
    ["When was Quillo founded?", "date"],
    ["In which year did they launch?", "date"],
    ["Where is the company based?", "place"],
    ["In which city is it headquartered?", "place"],
    ["Who is the CEO?", "who"],
    ["Which investors back the company?", "who"],
    ["Who are its customers?", "who"],
    ["Is the product live?", "yes-no"],
    ["Does Quillo have patents?", "yes-no"],
    ["What are the main risks?", "list"],
    ["How does the product work?", "open"],
  ])("%s → %s", (question, type) => {
    expect(questionType(question)).toBe(type);
  });

  it("tells a money amount from a count", () => {
    expect(asksForMoney("How much is Quillo raising?")).toBe(true);
    expect(asksForMoney("How many customers does it have?")).toBe(false);
  });
});

describe("what counts as an answer, per type", () => {
  it("amount: a figure, and money when money is asked", () => {
    expect(answersType("We are raising ₹3 Cr", "amount", { money: true })).toBe(true);
    expect(answersType("85 customers", "amount")).toBe(true);
    expect(answersType("85 customers", "amount", { money: true })).toBe(false);
    expect(answersType("founded in 2021", "amount")).toBe(false);
  });
  it("price: money or a per-unit price; a percentage only for a fee", () => {
    expect(answersType("€0,05/pagina", "price", { perUnit: true })).toBe(true);
    expect(answersType("€330K", "price", { perUnit: true })).toBe(false);
    expect(answersType("a 20% service fee", "price", { percent: true })).toBe(true);
    expect(answersType("60% cheaper", "price")).toBe(false);
  });
  it("comparison: a multiple or a percentage with a comparative", () => {
    expect(answersType("3× faster than manual entry", "comparison")).toBe(true);
    expect(answersType("reduces booking errors by 40%", "comparison")).toBe(true);
    expect(answersType("Quillo reads invoices", "comparison")).toBe(false);
  });
  it("date, place and who", () => {
    expect(hasDate("closing in Q3 2025")).toBe(true);
    expect(hasDate("since March")).toBe(true);
    expect(hasDate("Pricing for finance teams")).toBe(false);
    expect(hasDate("break-even within 18 months")).toBe(true);
    expect(hasPlace("based in Utrecht")).toBe(true);
    expect(hasPlace("€0.03 per page after that")).toBe(false);
    expect(hasName("Marta Kowalski, CEO")).toBe(true);
    expect(hasName("finance teams retype invoices by hand.")).toBe(false);
  });
});

describe("answers by question type", () => {
  it("amount: answers with the amount the page states, in rupees and crore", () => {
    const a = ask("How much is Quillo raising?");
    expect(a.kind).toBe("answered");
    expect(a.citations[0].label).toBe("page 8");
    expect(a.response).toContain("₹3 Cr");
  });
  it("price: quotes the per-page price", () => {
    const a = ask("How much does Quillo cost per page?");
    expect(a.citations[0].label).toBe("page 4");
    expect(a.response).toContain("€0,05/pagina");
  });
  it("comparison: 'how much faster' is answered by the multiple", () => {
    const a = ask("How much faster is Quillo than manual entry?");
    expect(a.kind).not.toBe("not-covered");
    expect(a.response).toContain("3× faster");
    expect(a.citations[0].label).toBe("page 3");
  });
  it("comparison: 'how much does it reduce' is answered by the percentage", () => {
    const a = ask("How much does Quillo reduce booking errors?");
    expect(a.response).toContain("40%");
  });
  it("date: when", () => {
    const a = ask("When was Quillo founded?");
    expect(a.citations[0].label).toBe("page 7");
    expect(a.response).toContain("2021");
  });
  it("place: where, from the page that names a place rather than one that shares words", () => {
    const a = ask("Where are the finance teams of Quillo based?");
    expect(a.citations[0].label).toBe("page 7");
    expect(a.response).toContain("Utrecht");
  });
  it("who: customers by name, and the team", () => {
    expect(ask("Who are Quillo's customers?").response).toContain("Bakkerij Jansen");
    expect(ask("Who is the CTO?").response).toContain("Rahul Mehta");
  });
  it("yes/no and list questions are answered with the passage", () => {
    expect(ask("Can finance teams start free?").citations[0].label).toBe("page 4");
  });
  it("an ordinary word the deck does not use lowers confidence but does not refuse", () => {
    const a = ask("What is the typical price per page?");
    expect(a.kind).toBe("partial");
    expect(a.response).toContain("€0,05/pagina");
    expect(a.response).toContain("**typical**");
  });
  it("declines when no passage holds the kind of answer asked for, even if words overlap", () => {
    // 'finance teams' overlaps, but no page says where they are.
    const where = ask("Where do the finance teams retype invoices?");
    expect(where.kind).toBe("no-figure");
    expect(where.response).toMatch(/^The pitch deck doesn't say where/);
    const count = ask("How many invoices do finance teams retype by hand?");
    expect(count.response).toMatch(/^The pitch deck doesn't give that figure/);
  });
  it("a name the deck never mentions still refuses", () => {
    expect(ask("What is Quillo's market share in France?").kind).toBe("not-covered");
  });
  it("a deck without a funding ask declines a funding question although 'funding' occurs", () => {
    const noAsk = indexDeck(
      parseDeckText(
        [
          "--- Page 1 ---\nBrightfold\nFolding crates for farms",
          "--- Page 2 ---\nProduct\nCrates fold flat and save 70% of return freight.",
          "--- Page 3 ---\nRoadmap\nWe will apply for public innovation funding next year and open a pilot with two farms.",
          "--- Page 4 ---\nTeam\nIda Novak, CEO. Tomas Berg, CTO.",
        ].join("\n\n"),
      ),
    );
    const a = answerFromDeck(noAsk, "How much funding is Brightfold raising in this round?");
    expect(a.kind).not.toBe("answered");
    expect(a.response).toMatch(/^The pitch deck doesn't/);
  });
  it("a decline names the pages that hold no readable text, where the answer may be", () => {
    const pictures = indexDeck(
      parseDeckText(
        [
          "--- Page 1 ---\nBrightfold\nFolding crates for farms",
          "--- Page 2 ---\nProduct\nCrates fold flat for return trips.",
          "--- Page 5 ---\nTeam\nIda Novak, CEO.",
        ].join("\n\n"),
      ),
    );
    const a = answerFromDeck(pictures, "What is the valuation?");
    expect(a.kind).toBe("not-covered");
    expect(a.response).toContain(
      "Pages 3 and 4 hold no readable text (pictures); the answer may be on one of them.",
    );
    // A deck with text on every page says nothing of the kind.
    expect(ask("What is the valuation?").response).not.toContain("no readable text");
  });
});
