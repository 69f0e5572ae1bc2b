import { describe, expect, it } from "vitest";

import { matchPages, pageKey } from "./page-match";

const pages = (...texts: string[]) => texts.map((text, i) => ({ number: i + 1, text }));

describe("matchPages", () => {
  it("matches pages whose text is the same, wherever they moved", () => {
    const v1 = pages("Adup: your AI agent", "The problem", "Traction: 40 shops", "The ask: €1.5M");
    const v2 = pages("Adup: your AI agent", "Team", "The problem", "Traction: 140 shops", "The ask: €1.5M");
    expect(matchPages(v1, 4, v2)).toEqual([1, 3, null, 5]);
  });
  it("ignores case, spacing and punctuation, never matches blank pages", () => {
    expect(pageKey("  The Problem —\n online shops ")).toBe("the problem online shops");
    expect(
      matchPages(pages("The problem: online shops", ""), 2, pages("the problem online  shops", "")),
    ).toEqual([1, null]);
  });
  it("takes each live page once, keeping a repeated page at its own number first", () => {
    const v1 = pages("Thank you", "Intro", "Thank you");
    const v2 = pages("Intro", "Thank you", "Thank you");
    expect(matchPages(v1, 3, v2)).toEqual([2, 1, 3]);
  });
  it("pages beyond the count or without a number are left out", () => {
    expect(
      matchPages(
        [
          { number: 0, text: "x" },
          { number: 5, text: "y" },
        ],
        2,
        pages("x", "y"),
      ),
    ).toEqual([null, null]);
  });
});
