import { describe, expect, it } from "vitest";

import { interestScore, SCORE_WEIGHTS } from "./score";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const none = { lastVisit: null, visits: 0, deckShare: 0, deckSeconds: 0, questions: 0, requests: 0 };

describe("interest score", () => {
  it("weights add up to 100", () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("is 0 for someone never seen", () => {
    expect(interestScore(none, NOW)).toEqual({
      total: 0,
      parts: { recency: 0, depth: 0, time: 0, revisits: 0, questions: 0, requests: 0 },
    });
  });

  it("is 100 for a recent, thorough, returning visitor who asked and requested", () => {
    const s = interestScore(
      {
        lastVisit: "2026-11-23T11:00:00.000Z",
        visits: 4,
        deckShare: 1,
        deckSeconds: 900,
        questions: 5,
        requests: 2,
      },
      NOW,
    );
    expect(s.total).toBe(100);
    expect(s.parts).toEqual(SCORE_WEIGHTS);
  });

  it("shows each part: half the deck, five minutes, one revisit, one question, one request, two weeks ago", () => {
    const s = interestScore(
      {
        lastVisit: "2026-11-08T12:00:00.000Z",
        visits: 2,
        deckShare: 0.5,
        deckSeconds: 300,
        questions: 1,
        requests: 1,
      },
      NOW,
    );
    // 15 days ago: (30 - 15) / 29 of 25 = 12.9 → 13.
    expect(s.parts).toEqual({ recency: 13, depth: 13, time: 10, revisits: 3, questions: 3, requests: 5 });
    expect(s.total).toBe(47);
  });

  it("recency is full within a day and gone after 30 days", () => {
    expect(interestScore({ ...none, lastVisit: "2026-11-22T12:00:00.000Z" }, NOW).parts.recency).toBe(25);
    expect(interestScore({ ...none, lastVisit: "2026-10-24T12:00:00.000Z" }, NOW).parts.recency).toBe(0);
    expect(interestScore({ ...none, lastVisit: "2025-01-01T00:00:00.000Z" }, NOW).parts.recency).toBe(0);
  });

  it("never goes outside 0–100, whatever the counts", () => {
    const s = interestScore(
      {
        lastVisit: "2030-01-01T00:00:00.000Z",
        visits: 1e9,
        deckShare: 7,
        deckSeconds: 1e12,
        questions: 1e6,
        requests: 1e6,
      },
      NOW,
    );
    expect(s.total).toBe(100);
    const n = interestScore(
      {
        lastVisit: "not a date",
        visits: -3,
        deckShare: -1,
        deckSeconds: -5,
        questions: -1,
        requests: Number.NaN,
      },
      NOW,
    );
    expect(n.total).toBe(0);
  });
});
