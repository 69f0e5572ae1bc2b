import { describe, expect, it } from "vitest";

import { deckInsights, median } from "./insights";

const q = (question: string, pages: number[], askedAt = "2026-11-23T10:00:00.000Z") => ({
  question,
  answer: "…",
  askedAt,
  pages,
  covered: pages.length > 0,
});

describe("deck insights", () => {
  it("median of the times, rounded between the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([1, 2, 3, 10])).toBe(3);
  });

  it("per page: viewers, median time, reach (drop-off) and the questions citing it; the questions not covered", () => {
    const insights = deckInsights(
      [
        {
          label: "Ann",
          pagesSeen: [1, 2, 3],
          secondsPerPage: [10, 20, 30],
          asked: [q("How much do you raise?", [3]), q("What is the churn?", [], "2026-11-23T11:00:00.000Z")],
        },
        { label: "Bob", pagesSeen: [1, 2], secondsPerPage: [30, 0, 0], asked: [] },
        { label: "Cy", pagesSeen: [1], secondsPerPage: [4, 0, 0], asked: [q("Who is the team?", [1, 2])] },
        // Never opened the deck: not a reader.
        { label: "Dee", pagesSeen: [], secondsPerPage: [0, 0, 0], asked: [q("Any patents?", [])] },
      ],
      3,
    );
    expect(insights.readers).toBe(3);
    expect(insights.pages).toEqual([
      { page: 1, viewers: 3, medianSeconds: 10, reach: 1, questions: ["Who is the team?"] },
      { page: 2, viewers: 2, medianSeconds: 20, reach: 2 / 3, questions: ["Who is the team?"] },
      { page: 3, viewers: 1, medianSeconds: 30, reach: 1 / 3, questions: ["How much do you raise?"] },
    ]);
    expect(insights.notCovered.map((n) => [n.question, n.askedBy])).toEqual([
      ["What is the churn?", "Ann"],
      ["Any patents?", "Dee"],
    ]);
  });

  it("a deck nobody read has zero reach and no times", () => {
    expect(deckInsights([], 2).pages).toEqual([
      { page: 1, viewers: 0, medianSeconds: null, reach: 0, questions: [] },
      { page: 2, viewers: 0, medianSeconds: null, reach: 0, questions: [] },
    ]);
  });
});
