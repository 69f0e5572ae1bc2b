import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES, expandDeck } from "../../../tests/fixtures/demo-deck";
import { chunkDeck } from "./chunks";
import {
  analyseQuestion,
  assessCoverage,
  benchmarkRetrieval,
  buildRetrievalIndex,
  indexDeck,
  rankChunks,
} from "./retrieval";

const index = indexDeck(DEMO_DECK_PAGES);
const top = (q: string) => rankChunks(index, q)[0]?.chunk.number;

describe("BM25 index", () => {
  it("indexes every chunk with postings and idf", () => {
    expect(index.chunks).toHaveLength(13);
    expect(index.avgLength).toBeGreaterThan(40);
    // 'churn' is on two pages; 'pric' (price/pricing) on fewer pages than 'revenu'.
    expect(index.postings.get("churn")?.filter((_, i) => i % 2 === 0)).toEqual([6, 10]);
    expect(index.idf.get("churn")!).toBeGreaterThan(index.idf.get("revenu")!);
    expect(index.unseenIdf).toBeGreaterThan(index.idf.get("churn")!);
  });

  it("scores by the BM25 formula (k1 1.2, b 0.75)", () => {
    const tiny = buildRetrievalIndex(
      chunkDeck([
        { source: "page", number: 1, text: "whale whale dolphin" },
        { source: "page", number: 2, text: "shark reef" },
      ]),
    );
    const [r] = rankChunks(tiny, "whale");
    const idf = Math.log(1 + (2 - 1 + 0.5) / (1 + 0.5));
    const norm = 3 / 2.5;
    expect(r.score).toBeCloseTo((idf * 2 * 2.2) / (2 + 1.2 * (1 - 0.75 + 0.75 * norm)), 10);
  });
});

describe("rankChunks on the demo deck", () => {
  it.each([
    ["What is your pricing?", 6],
    ["What is the business model?", 6],
    ["How do you make money?", 6],
    ["How much does a subscription cost per month?", 6],
    ["How much are you raising?", 13],
    ["How will the funding be used?", 13],
    ["Who is the CTO?", 10],
    ["Who are your competitors?", 9],
    ["How do you compete with Triple Whale?", 9],
    ["How big is the market?", 5],
    ["What is the churn and net revenue retention?", 7],
    ["When do you reach break-even?", 11],
    ["What is your monthly burn and runway?", 11],
    ["What is your go-to-market?", 8],
    ["Which sales channel brings the most new customers?", 8],
    ["What is on the roadmap for 2026?", 12],
    ["Wat kost het abonnement?", 6],
    ["Wie zijn de concurrenten?", 9],
  ])("%s → page %i", (question, page) => {
    expect(top(question)).toBe(page);
  });

  it("returns nothing for an unrelated question", () => {
    expect(rankChunks(index, "What is the weather in Paris tomorrow?")).toEqual([]);
  });

  it("tells direct matches from synonym matches", () => {
    const [r] = rankChunks(index, "How much does it cost?");
    expect(r.chunk.number).toBe(6);
    expect(r.direct).toContain("cost");
    const viaSynonym = rankChunks(index, "How much does it cost?").find((x) => x.chunk.number === 11)!;
    expect(viaSynonym.matched).toContain("cost");
    expect(viaSynonym.direct).not.toContain("cost");
  });

  it("respects a limit and keeps deck order on ties", () => {
    expect(rankChunks(index, "customers", { limit: 2 })).toHaveLength(2);
  });
});

describe("assessCoverage", () => {
  it("is 1 when every term is found, low when the question's key word is absent", () => {
    const full = analyseQuestion("What is the churn?");
    expect(assessCoverage(index, full, rankChunks(index, full)).share).toBe(1);
    const france = analyseQuestion("What is the capital of France?");
    const c = assessCoverage(index, france, rankChunks(index, france));
    expect(c.share).toBeLessThan(0.5);
    expect(c.missing.map((t) => t.word)).toEqual(["france"]);
  });

  it("reads the kind of chart as framing, not as a topic, while 'bars' alone stays one", () => {
    const words = (q: string) =>
      analyseQuestion(q)
        .filter((t) => !t.vague)
        .map((t) => t.word);
    expect(words("In the bar chart on the market slide, what is the market value shown for 2025?")).toEqual([
      "market",
      "2025",
    ]);
    expect(words("What does the pie graph say about churn?")).toEqual(["churn"]);
    expect(words("How many bars does the company run?")).toContain("bars");
  });

  it("leaves vague words out", () => {
    const q = analyseQuestion("What is the main strategy for the market?");
    expect(q.find((t) => t.word === "strategy")?.vague).toBe(true);
    expect(assessCoverage(index, q, rankChunks(index, q)).share).toBe(1);
  });
});

describe("benchmarkRetrieval", () => {
  it("reports sizes and timings with an injected clock (no real time measured in tests)", () => {
    let t = 0;
    const result = benchmarkRetrieval(
      expandDeck(DEMO_DECK_PAGES, 60),
      ["What is your pricing?", "Who is the CTO?"],
      { iterations: 3, now: () => (t += 1) },
    );
    expect(result).toMatchObject({
      pages: 60,
      chunks: 60,
      questions: 2,
      iterations: 3,
      buildMs: 1,
      medianMs: 1,
      p95Ms: 1,
      maxMs: 1,
    });
  });

  it("expandDeck numbers pages 1..n and varies repeated copies", () => {
    const pages = expandDeck(DEMO_DECK_PAGES, 30);
    expect(pages.map((p) => p.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(pages[13].text).not.toBe(pages[0].text);
  });
});
