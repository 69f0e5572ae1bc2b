import { describe, expect, it } from "vitest";

import { parseExpiry } from "../../domain/investors/links";
import { SCORE_WEIGHTS } from "../../domain/investors/score";
import {
  DIGEST_TEXTS,
  duration,
  EXPIRY_MESSAGES,
  INSIGHTS_TEXTS,
  pagesList,
  SCORE_PART_LABELS,
  visitActions,
  VISITOR_DETAIL_TEXTS,
} from "./texts";

describe("the Investors tab's texts with values", () => {
  it("writes seconds as seconds below a minute, and as minutes and seconds from one", () => {
    expect(duration(0)).toBe("0s");
    expect(duration(59)).toBe("59s");
    expect(duration(60)).toBe("1m 0s");
    expect(duration(185)).toBe("3m 5s");
  });

  it("names deck pages one by one", () => {
    expect(pagesList([])).toBe("");
    expect(pagesList([1, 3])).toBe("page 1, page 3");
    expect(VISITOR_DETAIL_TEXTS.cited([2])).toBe("Cited: page 2");
  });

  it("adds what a visit held besides pages, counting only where more than one", () => {
    expect(visitActions({ downloads: 0, requests: 0, subscriptions: 0, mailClicks: 0 })).toBe("");
    expect(visitActions({ downloads: 1, requests: 1, subscriptions: 1, mailClicks: 1 })).toBe(
      "; came from an update mail, downloaded the deck, 1 request, subscribed to updates",
    );
    expect(visitActions({ downloads: 2, requests: 3, subscriptions: 0, mailClicks: 2 })).toBe(
      "; came from an update mail (2 clicks), downloaded the deck 2 times, 3 requests",
    );
  });

  it("says one investor, reader and page in the singular", () => {
    expect(DIGEST_TEXTS.notCovered(1, "churn")).toBe(
      "1 investor asked about churn; the deck does not cover it.",
    );
    expect(DIGEST_TEXTS.notCovered(3, "churn")).toBe(
      "3 investors asked about churn; the deck does not cover it.",
    );
    expect(INSIGHTS_TEXTS.intro(1)).toContain("of the 1 reader saw it");
    expect(INSIGHTS_TEXTS.intro(2)).toContain("of the 2 readers saw it");
    expect(VISITOR_DETAIL_TEXTS.visit(1, "5s")).toBe(" — 1 page opened, 5s on the deck");
    expect(VISITOR_DETAIL_TEXTS.visit(4, "1m 0s")).toBe(" — 4 pages opened, 1m 0s on the deck");
  });

  it("lists the other phrasings of a question, quoted", () => {
    expect(DIGEST_TEXTS.also(["a?", "b?"])).toBe("Also: “a?” · “b?”");
  });
});

describe("a refused expiry date", () => {
  const NOW = new Date("2026-11-23T12:00:00Z");
  const said = (raw: string) => {
    const check = parseExpiry(raw, NOW);
    return check.ok ? null : EXPIRY_MESSAGES[check.problem];
  };
  it("says what is wrong with it, in English", () => {
    expect(said("23-11-2026")).toBe("Enter the expiry date as a date (YYYY-MM-DD).");
    expect(said("2026-11-22")).toBe("The expiry date must be today or later.");
    expect(said("2029-01-01")).toBe("The expiry date can be at most 2 years ahead.");
  });
});

describe("the interest score's parts", () => {
  it("are named for every part the score counts", () => {
    expect(Object.keys(SCORE_PART_LABELS).sort()).toEqual(Object.keys(SCORE_WEIGHTS).sort());
    expect(SCORE_PART_LABELS.depth).toBe("Deck depth");
    expect(SCORE_PART_LABELS.time).toBe("Time on deck");
  });
});
