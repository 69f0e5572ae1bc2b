import { describe, expect, it } from "vitest";

import { type AskedQuestionInput, groupQuestions, questionLanguage, questionTerms } from "./question-groups";
import { stemPages } from "./question-topics";

let n = 0;
const ask = (asker: string, question: string, pages: number[] = []): AskedQuestionInput => ({
  asker,
  question,
  pages,
  askedAt: `2026-11-0${1 + (n++ % 9)}T10:00:00.000Z`,
});

describe("questionTerms", () => {
  it("keeps the topic and marks the words that only qualify a figure", () => {
    expect(questionTerms("What is your churn?").map((t) => t.term)).toEqual(["churn"]);
    const rate = questionTerms("churn rate per month?");
    expect(rate.filter((t) => !t.qualifier).map((t) => t.term)).toEqual(["churn"]);
    expect(rate.filter((t) => t.qualifier).length).toBe(2);
  });

  it("meets Dutch and English words of the investor vocabulary on one topic", () => {
    const en = questionTerms("Who are your competitors?").map((t) => t.term);
    const nl = questionTerms("Wie zijn jullie concurrenten?").map((t) => t.term);
    expect(nl).toEqual(en);
    expect(questionTerms("Hoeveel klanten hebben jullie?").map((t) => t.term)).toEqual(
      questionTerms("How many customers do you have?").map((t) => t.term),
    );
  });

  it("tells Dutch questions from English ones", () => {
    expect(questionLanguage("Wat is jullie omzet per maand?")).toBe("nl");
    expect(questionLanguage("What is your revenue per month?")).toBe("en");
  });
});

describe("groupQuestions", () => {
  it("groups differently phrased churn questions and keeps competitors apart", () => {
    const digest = groupQuestions([
      ask("i:anna", "What is your churn?"),
      ask("v:b0b", "How high is churn?"),
      ask("i:carl", "churn rate per month?"),
      ask("i:anna", "Who are your competitors?", [7]),
    ]);
    expect(digest.groups.map((g) => [g.label, g.askers, g.questions])).toEqual([
      ["churn and retention", 3, 3],
      ["competition", 1, 1],
    ]);
    const churn = digest.groups[0]!;
    expect(churn.representative).toBe("What is your churn?");
    expect(churn.otherPhrasings).toEqual(["How high is churn?", "churn rate per month?"]);
    expect(churn.covered).toBe(false);
    expect(digest.notCovered.map((g) => g.label)).toEqual(["churn and retention"]);
    expect(digest.groups[1]!.pages).toEqual([{ page: 7, answers: 1 }]);
  });

  it("counts distinct askers, not questions, and the phrasing most askers used represents the group", () => {
    const digest = groupQuestions([
      ask("i:anna", "How big is the market?", [3]),
      ask("i:anna", "What is the total addressable market?", [3]),
      ask("v:1", "How big is the market?", [3, 4]),
      ask("v:2", "Hoe groot is de markt?", [4]),
    ]);
    expect(digest.groups).toHaveLength(1);
    const market = digest.groups[0]!;
    expect(market.askers).toBe(3);
    expect(market.questions).toBe(4);
    expect(market.representative).toBe("How big is the market?");
    expect(market.pages).toEqual([
      { page: 3, answers: 3 },
      { page: 4, answers: 2 },
    ]);
    expect(market.covered).toBe(true);
    expect(digest.notCovered).toEqual([]);
  });

  it("puts a question naming two topics under the more widely asked one", () => {
    const digest = groupQuestions([
      ask("a", "Do you hold patents?"),
      ask("b", "Which patents do you hold?"),
      ask("c", "Are the patents licensed to a partner?"),
      ask("d", "Who is the licensing partner?"),
    ]);
    expect(digest.groups.map((g) => [g.label, g.askers])).toEqual([
      ["patents", 3],
      ["partner", 1],
    ]);
  });

  it("falls back to qualifiers when a question names nothing else, and skips empty questions", () => {
    const digest = groupQuestions([ask("a", "Hi!"), ask("b", "How high?"), ask("c", "How high is it?")]);
    expect(digest.groups).toHaveLength(1);
    expect(digest.groups[0]!.askers).toBe(2);
  });

  it("orders the to-do list by askers", () => {
    const digest = groupQuestions([
      ...["a", "b", "c", "d", "e", "f", "g"].map((a) =>
        ask(a, a < "d" ? "What is your churn?" : "Wat is jullie churn?"),
      ),
      ask("h", "Do you hold patents?"),
      ask("i", "Who is the CEO?", [2]),
    ]);
    expect(digest.notCovered.map((g) => [g.label, g.askers])).toEqual([
      ["churn and retention", 7],
      ["patents", 1],
    ]);
  });

  it("groups by meaning: burn with runway, churn with retention, and not on 'monthly'", () => {
    const digest = groupQuestions([
      ask("a", "What is your monthly burn?"),
      ask("b", "How many months of runway do you have?"),
      ask("c", "Hoeveel runway hebben jullie?"),
      ask("d", "What is your monthly churn?"),
      ask("e", "How good is customer retention?", [9]),
      ask("f", "Wat is jullie klantbehoud?"),
    ]);
    expect(digest.groups.map((g) => [g.topic, g.label, g.askers])).toEqual([
      ["burn", "burn and runway", 3],
      ["churn", "churn and retention", 3],
    ]);
    expect(digest.groups[1]!.pages).toEqual([{ page: 9, answers: 1 }]);
  });

  it("asks about the most specific meaning: valuation apart from the round's size, the CEO under team", () => {
    const digest = groupQuestions([
      ask("a", "At what valuation are you raising?"),
      ask("b", "What is the pre-money valuation?"),
      ask("c", "How much are you raising?"),
      ask("d", "What is the round size?"),
      ask("e", "Who is the CEO?"),
      ask("f", "Who are the founders?"),
      ask("g", "Hoe groot is het team?"),
    ]);
    expect(digest.groups.map((g) => [g.topic, g.askers])).toEqual([
      ["team", 3],
      ["round", 2],
      ["valuation", 2],
    ]);
  });

  it("makes no topic of framing verbs ('used', 'paying') or of figures' qualifiers", () => {
    const digest = groupQuestions([
      ask("a", "What is the product used for?"),
      ask("b", "How many paying customers?"),
      ask("c", "What is the monthly MRR?"),
    ]);
    expect(digest.groups.map((g) => g.topic).sort()).toEqual(["customers", "product", "revenue"]);
  });

  it("lists a topic as a to-do only when no page of the deck names it", () => {
    const deck = {
      pages: [
        { number: 4, text: "We raise EUR 1.5M. Use of funds: 60% product, 40% sales." },
        { number: 6, text: "Market: EUR 2B total addressable market in Europe." },
      ],
    };
    const digest = groupQuestions(
      [
        ask("a", "How much money are you raising?"),
        ask("b", "What is the size of the market?", [6]),
        ask("c", "Do you hold patents?"),
      ],
      stemPages(deck.pages),
    );
    const byTopic = Object.fromEntries(digest.groups.map((g) => [g.topic, g]));
    expect(byTopic.round!.covered).toBe(true);
    expect(byTopic.round!.pages).toEqual([]);
    expect(byTopic.round!.deckPages).toEqual([4]);
    expect(byTopic.market!.deckPages).toEqual([]);
    expect(digest.notCovered.map((g) => g.label)).toEqual(["patents"]);
  });
});
