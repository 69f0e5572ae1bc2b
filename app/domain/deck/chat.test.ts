import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import {
  conversationTitle,
  describePage,
  isOnlyPageReference,
  MAX_QUESTION_CHARS,
  pageReference,
  referencedPage,
  validateQuestion,
} from "./chat";

describe("validateQuestion", () => {
  it("refuses empty and whitespace-only questions", () => {
    for (const q of ["", "   ", "\n\t ", undefined, null, 42])
      expect(validateQuestion(q)).toMatchObject({ ok: false, reason: "empty" });
  });
  it(`accepts up to ${MAX_QUESTION_CHARS} characters, trimmed; refuses longer`, () => {
    expect(validateQuestion("  What is the pricing?  ")).toEqual({
      ok: true,
      question: "What is the pricing?",
    });
    expect(validateQuestion("x".repeat(MAX_QUESTION_CHARS))).toMatchObject({ ok: true });
    expect(validateQuestion("x".repeat(MAX_QUESTION_CHARS + 1))).toMatchObject({
      ok: false,
      reason: "too-long",
    });
    expect(validateQuestion("y".repeat(10_000))).toMatchObject({ ok: false, reason: "too-long" });
    // Characters, not UTF-16 units: 2000 emoji are still 2000 characters.
    expect(validateQuestion("🚀".repeat(MAX_QUESTION_CHARS))).toMatchObject({ ok: true });
  });
});

describe("titles", () => {
  it("title: the first question on one line, cut at 80 characters with an ellipsis", () => {
    expect(conversationTitle("What is\n the  pricing?")).toBe("What is the pricing?");
    const long = conversationTitle("a".repeat(200));
    expect([...long]).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("questions about one slide or page", () => {
  it("reads 'slide n' / 'page n' / Dutch 'dia' and 'pagina'", () => {
    expect(pageReference("What does slide 3 of the pitch deck say?")).toEqual({ source: "slide", number: 3 });
    expect(pageReference("Wat staat er op slide 12?")).toEqual({ source: "slide", number: 12 });
    expect(pageReference("Wat staat op pagina 7?")).toEqual({ source: "page", number: 7 });
    expect(pageReference("What is the pricing?")).toBeNull();
  });
  it("a slide number finds the page of a PDF deck; a missing number finds nothing", () => {
    expect(referencedPage("What does slide 6 of the pitch deck say?", DEMO_DECK_PAGES)?.number).toBe(6);
    expect(referencedPage("What does slide 40 say?", DEMO_DECK_PAGES)).toBeNull();
  });
  it("tells a bare reference from a question with a topic", () => {
    expect(isOnlyPageReference("What does slide 3 of the pitch deck say?")).toBe(true);
    expect(isOnlyPageReference("Wat staat er op slide 3?")).toBe(true);
    expect(isOnlyPageReference("Explain page 2")).toBe(true);
    expect(isOnlyPageReference("What churn does slide 7 report?")).toBe(false);
  });
  it("describes a page: title, its first sentences, cited", () => {
    const { response, label } = describePage(DEMO_DECK_PAGES[5]);
    expect(label).toBe("page 6");
    expect(response).toMatch(/^\*\*Page 6 · Business model and pricing\*\*/);
    expect(response).toContain("Starter costs €99 per month");
    expect(response.endsWith("_Source: page 6._")).toBe(true);
  });
});
