import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { buildWorkbook } from "../workbook/build";
import { WORKBOOK_CAPS } from "../workbook/caps";
import { formatValue, rawSheet } from "../workbook/fixtures.test-helpers";
import { workbookText } from "../workbook/text";
import { answerFromDeck, classifySmallTalk, deckTopics, relevantSentences } from "./answer";
import { chunkDeck } from "./chunks";
import { parseDeckText } from "./chunks";
import { analyseQuestion, buildRetrievalIndex, indexDeck } from "./retrieval";

const index = indexDeck(DEMO_DECK_PAGES);
const ask = (q: string, history?: { role: "user" | "assistant"; content: string }[]) =>
  answerFromDeck(index, q, { history });

describe("answerFromDeck on the demo deck", () => {
  it("answers a pricing question from the pricing page, quoting its prices and citing it", () => {
    const a = ask("What is your pricing?");
    expect(a.kind).toBe("answered");
    expect(a.citations[0]).toEqual({ source: "page", number: 6, label: "page 6" });
    expect(a.response).toContain("**Page 6 · Business model and pricing:**");
    expect(a.response).toContain("€99 per month");
    expect(a.response).toMatch(/_Sources?: page 6/);
  });

  it("answers 'how much are you raising' from the ask", () => {
    const a = ask("How much are you raising?");
    expect(a.citations[0].label).toBe("page 13");
    expect(a.response).toContain("We are raising €1.5 million in a seed round");
  });

  it("quotes only the sentences that carry the question's terms", () => {
    const a = ask("Who is the CTO?");
    expect(a.citations.map((c) => c.label)).toEqual(["page 10"]);
    expect(a.response).toContain("Mark Janssen, CTO");
    // The page's advisor sentence has nothing to do with the question.
    expect(a.response).not.toContain("advisors");
  });

  it("answers Dutch questions", () => {
    expect(ask("Wie zijn de concurrenten?").citations[0].label).toBe("page 9");
    expect(ask("Wat kost het abonnement?").citations[0].label).toBe("page 6");
  });

  it("says plainly that an off-topic question is not covered, without citing or inventing anything", () => {
    const a = ask("What is the weather in Paris tomorrow?");
    expect(a.kind).toBe("not-covered");
    expect(a.citations).toEqual([]);
    expect(a.response.startsWith("The pitch deck doesn't seem to cover that.")).toBe(true);
    expect(a.response).toContain("**weather**, **paris** or **tomorrow**");
    expect(a.response).not.toMatch(/€|\d/);
    // It points to what the deck does cover.
    expect(a.response).toContain("*Business model and pricing*");
  });

  it("does not answer from a coincidental word ('capital' of France vs working capital)", () => {
    const a = ask("What is the capital of France?");
    expect(a.kind).toBe("not-covered");
    expect(a.response).toContain("**france**");
  });

  it("answers partly, and says which part is missing", () => {
    const a = ask("What is your customer acquisition strategy and how does it scale internationally?");
    expect(a.kind).toBe("partial");
    // The answer leads, cited; what no page says follows in a paragraph of its own.
    const [first, second] = a.response.split("\n\n");
    expect(first).toMatch(/\(page \d+\)\.$/);
    expect(second).toBe("_It says nothing about **internationally**._");
    expect(a.citations.map((c) => c.label)).toContain("page 8");
  });

  it("replies briefly to greetings and thanks", () => {
    const hi = ask("Hi!");
    expect(hi.kind).toBe("greeting");
    expect(hi.citations).toEqual([]);
    expect(hi.response).toContain("Hello!");
    expect(ask("Thanks a lot").kind).toBe("thanks");
    expect(ask("dank je wel").kind).toBe("thanks");
  });

  it("asks for a more specific question when there is nothing to look up", () => {
    expect(ask("What?").kind).toBe("too-vague");
    expect(ask("Can you tell me more?").response).toContain("Could you be a bit more specific?");
  });

  it("uses the previous question for a follow-up", () => {
    const history = [
      { role: "user" as const, content: "What is your churn?" },
      { role: "assistant" as const, content: "…" },
    ];
    const more = ask("Tell me more", history);
    expect(more.kind).toBe("answered");
    expect(more.citations.map((c) => c.label)).toContain("page 7");
    const follow = ask("And the gross margin?", [{ role: "user", content: "What is your pricing?" }]);
    expect(follow.citations[0].label).toBe("page 6");
    expect(follow.response).toContain("82 percent");
  });

  it("says there is no deck when the index is empty", () => {
    const a = answerFromDeck(buildRetrievalIndex([]), "What is your pricing?");
    expect(a).toEqual({
      kind: "no-context",
      citations: [],
      response: "No pitch deck available. Please upload pitch deck images or PDF first.",
    });
  });

  it("cites slides for a slide-tagged deck", () => {
    const slides = indexDeck(DEMO_DECK_PAGES.map((p) => ({ ...p, source: "slide" as const })));
    const a = answerFromDeck(slides, "What is your pricing?");
    expect(a.citations[0]).toEqual({ source: "slide", number: 6, label: "slide 6" });
    expect(a.response).toContain("**Slide 6 · Business model and pricing:**");
  });

  it("answers forecast questions from sheet rows, citing the sheet", () => {
    const pages = parseDeckText(
      workbookText(
        buildWorkbook(
          [
            rawSheet("Revenue", [
              ["Month", "Revenue", "Customers"],
              ["2025-01", 20000, 150],
              ["2025-02", 23000, 170],
            ]),
            rawSheet("Costs", [
              ["Month", "Personnel", "Cloud"],
              ["2025-01", 40000, 3000],
            ]),
            rawSheet("Cash", [
              ["Month", "Opening cash", "Closing cash"],
              ["2025-01", 500000, 477000],
            ]),
            rawSheet("Assumptions", [
              ["Assumption", "Value"],
              ["Churn per month", 0.02],
              ["Price per seat", 49],
            ]),
          ],
          WORKBOOK_CAPS,
          formatValue,
        ),
      ),
    );
    const a = answerFromDeck(indexDeck(pages), "What are the personnel costs?", { mode: "forecast" });
    expect(a.kind).toBe("answered");
    expect(a.citations[0].label).toBe("sheet 2 (Costs)");
    expect(a.response).toContain("Personnel: 40,000");
    expect(
      answerFromDeck(indexDeck(pages), "Who is the CEO?", { mode: "forecast" }).response.startsWith(
        "The forecast doesn't seem to cover that.",
      ),
    ).toBe(true);
  });
});

describe("helpers", () => {
  it("classifies small talk only when the whole message is small talk", () => {
    expect(classifySmallTalk("Hello there!")).toBe("greeting");
    expect(classifySmallTalk("Goedemorgen")).toBe("greeting");
    expect(classifySmallTalk("Hello, what is your pricing?")).toBeNull();
  });

  it("lists the deck's topics from its titles, without the cover", () => {
    expect(deckTopics(chunkDeck(DEMO_DECK_PAGES))).toEqual([
      "The problem",
      "Our solution",
      "Product",
      "Market size",
      "Business model and pricing",
      "Traction",
      "Go-to-market",
      "Competition and our advantage",
    ]);
  });

  it("keeps relevant sentences in order and marks skipped text", () => {
    const chunk = chunkDeck(DEMO_DECK_PAGES)[5];
    const sentences = relevantSentences(chunk, analyseQuestion("gross margin and annual plans"), 3);
    expect(sentences).toEqual([
      "Annual plans receive two months free.",
      "… Our average revenue per account is €212 per month and our gross margin is 82 percent.",
    ]);
  });
});

describe("deckTopics: titles a reader can ask about", () => {
  it("leaves out titles with OCR debris and keeps real ones", () => {
    const chunks = chunkDeck([
      { source: "page", number: 1, text: "Acme\nCover line with enough words to not be a title only" },
      { source: "page", number: 2, text: "Technology / IP\nTwo granted patents" },
      { source: "page", number: 3, text: "Acme Ida Novak (] ®\nCEO and founder" },
      { source: "page", number: 4, text: "Plan to enter 5 markets ETE ISN\nFive markets in two years" },
      { source: "page", number: 5, text: "PROBLEM > OPPORTUNITY\nWaste becomes value" },
    ]);
    expect(deckTopics(chunks)).toEqual(["Acme", "Technology / IP", "PROBLEM > OPPORTUNITY"]);
  });
});
