import { describe, expect, it } from "vitest";

import {
  deriveDeck,
  parseDerived,
  serializeDerived,
  storableSuggestions,
  suggestionKey,
  withSuggestions,
} from "./derived";

describe("deriveDeck", () => {
  it("counts the trimmed text and lists the pages that have an image once the pages are done", () => {
    const pages = [
      { pageNumber: 1, imagePath: "a/1.webp" },
      { pageNumber: 2, imagePath: null },
      { pageNumber: 3, imagePath: "a/3.webp" },
    ];
    expect(deriveDeck({ text: "  Deck text \n", pagesStatus: "done", pages })).toEqual({
      chars: 9,
      pages: [1, 3],
      suggestions: {},
    });
  });

  it("shows no pages while they are rendering or were never rendered, and counts no text when there is none", () => {
    expect(
      deriveDeck({ text: null, pagesStatus: "rendering", pages: [{ pageNumber: 1, imagePath: "a/1.webp" }] }),
    ).toEqual({ chars: 0, pages: [], suggestions: {} });
    expect(deriveDeck({ text: "x", pagesStatus: "none", pages: [] }).pages).toEqual([]);
  });
});

describe("suggestions kept with a version", () => {
  it("keeps each provider's, mode's and language's questions apart", () => {
    const base = deriveDeck({ text: "text", pagesStatus: "none", pages: [] });
    const local = withSuggestions(base, suggestionKey("local", "pitch", "en"), {
      questions: ["A?", "B?"],
      source: "document",
    });
    const both = withSuggestions(local, suggestionKey("workers-ai", "pitch", "nl"), {
      questions: ["C?"],
      source: "generated",
    });
    expect(both.suggestions).toEqual({
      "local:pitch:en": { questions: ["A?", "B?"], source: "document" },
      "workers-ai:pitch:nl": { questions: ["C?"], source: "generated" },
    });
    expect(base.suggestions).toEqual({});
  });

  it("does not keep the starters a model falls back to after a failure; keeps 'no question' as an answer", () => {
    const long = "word ".repeat(40);
    expect(
      storableSuggestions({ questions: ["A?"], source: "fallback" }, { text: long, deterministic: false }),
    ).toBe(false);
    expect(
      storableSuggestions({ questions: [], source: "generated" }, { text: long, deterministic: false }),
    ).toBe(true);
    expect(
      storableSuggestions({ questions: ["A?"], source: "generated" }, { text: long, deterministic: false }),
    ).toBe(true);
    expect(
      storableSuggestions({ questions: ["A?"], source: "document" }, { text: long, deterministic: false }),
    ).toBe(true);
  });

  it("keeps the starters of a text too short to ask about, and whatever a deterministic provider gives", () => {
    expect(
      storableSuggestions({ questions: ["A?"], source: "fallback" }, { text: "short", deterministic: false }),
    ).toBe(true);
    expect(
      storableSuggestions(
        { questions: ["A?"], source: "fallback" },
        { text: "word ".repeat(40), deterministic: true },
      ),
    ).toBe(true);
  });
});

describe("parseDerived", () => {
  it("reads back what was stored", () => {
    const derived = withSuggestions({ chars: 120, pages: [1, 2], suggestions: {} }, "local:pitch:en", {
      questions: ["A?"],
      source: "document",
    });
    expect(parseDerived(serializeDerived(derived))).toEqual(derived);
  });

  it("answers null for nothing stored or a record of another shape", () => {
    for (const json of [
      null,
      "",
      "not json",
      "[]",
      '{"chars":-1,"pages":[],"suggestions":{}}',
      '{"chars":1,"pages":["1"],"suggestions":{}}',
      '{"chars":1,"pages":[],"suggestions":{"k":{"questions":[1],"source":"document"}}}',
      '{"chars":1,"pages":[],"suggestions":{"k":{"questions":[],"source":"model"}}}',
    ])
      expect(parseDerived(json)).toBeNull();
  });
});
