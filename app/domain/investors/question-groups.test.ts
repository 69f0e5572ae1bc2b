import { describe, expect, it } from "vitest";

import { type AskedQuestionInput, groupQuestions, questionLanguage, questionTerms } from "./question-groups";

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
      ["churn", 3, 3],
      ["competitors", 1, 1],
    ]);
    const churn = digest.groups[0]!;
    expect(churn.representative).toBe("What is your churn?");
    expect(churn.otherPhrasings).toEqual(["How high is churn?", "churn rate per month?"]);
    expect(churn.covered).toBe(false);
    expect(digest.notCovered.map((g) => g.label)).toEqual(["churn"]);
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
      ask("a", "What is your burn?"),
      ask("b", "What is your monthly burn?"),
      ask("c", "How long is your runway given the burn?"),
      ask("d", "What is your runway?"),
    ]);
    expect(digest.groups.map((g) => [g.topic, g.askers])).toEqual([
      ["burn", 3],
      ["runway", 1],
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
      ["churn", 7],
      ["patents", 1],
    ]);
  });
});
