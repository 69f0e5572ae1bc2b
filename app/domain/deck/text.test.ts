import { describe, expect, it } from "vitest";

import { normaliseText, splitSentences, splitWords, stem, tokenize } from "./text";

describe("text utilities", () => {
  it("normalises case and diacritics", () => {
    expect(normaliseText("Geüpload CAFÉ")).toBe("geupload cafe");
  });

  it("splits words keeping inner hyphens, apostrophes and decimal dots", () => {
    expect(splitWords("Our e-commerce go-to-market raised €1.5M — founder's view.")).toEqual([
      "our",
      "e-commerce",
      "go-to-market",
      "raised",
      "1.5m",
      "founder's",
      "view",
    ]);
  });

  it("stems so that inflections meet", () => {
    expect(new Set(["price", "prices", "pricing", "priced"].map((w) => stem(w))).size).toBe(1);
    expect(stem("klanten", "nl")).toBe(stem("klant", "nl"));
    expect(stem("investeringen", "nl")).toBe(stem("investering", "nl"));
    expect(stem("competitors")).toBe(stem("competitor"));
    expect(stem("sep")).toBe(stem("september"));
    expect(stem("okt", "nl")).toBe(stem("october"));
    expect(stem("customers")).toBe(stem("customer"));
    expect(stem("monthly")).toBe(stem("month"));
    expect(stem("marketing")).not.toBe(stem("market"));
    expect(stem("2026")).toBe("2026");
  });

  it("tokenises without stop words (English and Dutch)", () => {
    expect(tokenize("What is the pricing of your product?")).toEqual(["price", "product"]);
    expect(tokenize("Wat is de omzet van het bedrijf?")).toEqual(["omzet", "bedrijf"]);
    expect(tokenize("Don’t tell me about it")).toEqual([]);
    expect(tokenize("Our go-to-market")).toEqual(["gotomarket", "go", "market"]);
  });

  it("splits sentences at end punctuation and line breaks, not inside numbers", () => {
    expect(splitSentences("Title\nWe raise €1.5 million. It lasts 28 months! Why? Because.")).toEqual([
      "Title",
      "We raise €1.5 million.",
      "It lasts 28 months!",
      "Why?",
      "Because.",
    ]);
  });
});
