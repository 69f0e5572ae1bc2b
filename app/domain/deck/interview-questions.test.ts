import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { formatDeckPages } from "./chunks";
import {
  backsQuestion,
  generateInterviewQuestionsFromContext,
  INTERVIEW_FALLBACK_QUESTIONS,
  INTERVIEW_MAX_QUESTIONS,
  INTERVIEW_MIN_QUESTIONS,
  parseInterviewQuestionsJson,
} from "./interview-questions";

describe("interview questions", () => {
  it("has the four fallback questions", () => {
    expect(INTERVIEW_FALLBACK_QUESTIONS.map((q) => q.category)).toEqual([
      "business-model",
      "risks",
      "strategy",
      "finances",
    ]);
    expect(INTERVIEW_FALLBACK_QUESTIONS[0].question).toMatch(/acquire customers.*unit economics/);
    expect(INTERVIEW_FALLBACK_QUESTIONS[1].question).toContain("12-18 months");
    expect(INTERVIEW_FALLBACK_QUESTIONS[2].question).toMatch(/differentiates.*competitive advantage/);
    expect(INTERVIEW_FALLBACK_QUESTIONS[3].question).toContain("key metrics");
  });

  it("uses the fallbacks under 100 characters of material", () => {
    expect(generateInterviewQuestionsFromContext({ companyName: "Adup", context: "x".repeat(99) })).toEqual({
      questions: INTERVIEW_FALLBACK_QUESTIONS,
      usedFallback: true,
    });
    expect(generateInterviewQuestionsFromContext({ companyName: "Adup", context: null }).usedFallback).toBe(
      true,
    );
    expect(
      generateInterviewQuestionsFromContext({ companyName: "Adup", context: "x ".repeat(60) }).usedFallback,
    ).toBe(false);
  });

  it("asks 8–10 questions grounded in the deck, citing where each claim is", () => {
    const { questions, usedFallback } = generateInterviewQuestionsFromContext({
      companyName: "Adup Data Agent",
      context: formatDeckPages(DEMO_DECK_PAGES),
    });
    expect(usedFallback).toBe(false);
    expect(questions.length).toBeGreaterThanOrEqual(INTERVIEW_MIN_QUESTIONS);
    expect(questions.length).toBeLessThanOrEqual(INTERVIEW_MAX_QUESTIONS);
    const byCategory = Object.fromEntries(questions.map((q) => [q.category, q]));
    expect(byCategory["business-model"].reasoning).toBe(
      'The material says (page 6): "Adup is sold as a monthly subscription in three tiers."',
    );
    expect(byCategory.competition.question).toContain("Adup Data Agent");
    expect(byCategory.team.reasoning).toContain("(page 10)");
    expect(byCategory.strategy.reasoning).toContain("(page 12)");
    expect(questions[questions.length - 1].category).toBe("risks");
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
  });

  it("asks gap-filling questions for topics the material leaves out", () => {
    const context =
      "Team\nWe are two founders: a CEO with ten years in retail and a CTO who built payment software. Our team has worked together for five years at a Dutch fashion brand.";
    const { questions } = generateInterviewQuestionsFromContext({ companyName: "", context });
    const market = questions.find((q) => q.category === "market")!;
    expect(market.question).toBe("How large is your target market, and how did you size it?");
    expect(market.reasoning).toBe("The material does not size the market.");
    expect(questions.find((q) => q.category === "team")!.reasoning).toContain("The material says");
    expect(questions.at(-1)!.question).toContain("Your Company");
  });

  it("quotes the material only with a sentence that backs the question", () => {
    const context = [
      "--- Page 1 ---",
      "Team",
      "Marta Jansen, Head of Sales and Marketing Partners.",
      "--- Page 2 ---",
      "Traction",
      "ARR was USD 700k in Sep 2020 across 68 clients, with 96% net retention.",
      "--- Page 3 ---",
      "Marketing and sales partners",
      "We work with agencies and partners in marketing and sales across Europe and Asia.",
    ].join("\n");
    const { questions } = generateInterviewQuestionsFromContext({ companyName: "Soldera", context });
    const byCategory = Object.fromEntries(questions.map((q) => [q.category, q]));
    // The acquisition question is not backed by a person's name and title, nor by a sentence without a channel or cost.
    const acquisition = byCategory["go-to-market"]!;
    expect(acquisition.reasoning).not.toContain("Marta Jansen");
    expect(acquisition.reasoning).not.toContain("The material says");
    // Traction: the page with ARR and clients is quoted; no claim that the material has no traction figures.
    expect(byCategory.traction!.reasoning).toBe(
      'The material says (page 2): "ARR was USD 700k in Sep 2020 across 68 clients, with 96% net retention."',
    );
    expect(questions.map((q) => q.reasoning).join(" ")).not.toContain("no traction figures");
  });

  it("tells a backing sentence from a label or one without the question's figures", () => {
    const finances = { backedBy: "revenue burn runway", figures: true as const };
    expect(backsQuestion(finances, "Our monthly burn is EUR 80k, which gives 14 months of runway.")).toBe(
      true,
    );
    expect(backsQuestion(finances, "We keep a close eye on burn and runway every month.")).toBe(false);
    expect(backsQuestion({ backedBy: "team founders ceo" }, "CEO: Jan de Vries")).toBe(false);
  });

  it("parses model output and rejects fewer than 8 questions", () => {
    const items = Array.from({ length: 11 }, (_, i) => ({
      question: `Question number ${i + 1}?`,
      category: i % 2 ? "Business Model" : "bad category!",
      reasoning: "because",
    }));
    const parsed = parseInterviewQuestionsJson(`Sure:\n${JSON.stringify(items)}`)!;
    expect(parsed).toHaveLength(10);
    expect(parsed[1]).toEqual({
      question: "Question number 2?",
      category: "business-model",
      reasoning: "because",
    });
    expect(parsed[0].category).toBe("general");
    expect(parseInterviewQuestionsJson(JSON.stringify(items.slice(0, 7)))).toBeNull();
    expect(parseInterviewQuestionsJson("no json")).toBeNull();
  });
});
