import { describe, expect, it } from "vitest";

import { notFoundHtml, type NotFoundTexts } from "./not-found";

/** Words that name themselves, one with markup to show every word is escaped. */
const WORDS: NotFoundTexts = {
  language: "xx",
  title: "[title <b>]",
  heading: "[heading]",
  message: "[message & more]",
  home: "[home]",
};

describe("the 404 page as a document", () => {
  it("has a title, a language and the way home, and escapes the stylesheet's address", () => {
    const html = notFoundHtml('/assets/tailwind-"x".css', WORDS);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="xx">/);
    expect(html).toContain("<title>[title &#60;b&#62;]</title>");
    expect(html).toContain(">[heading]</h1>");
    expect(html).toContain(">[message &#38; more]</p>");
    expect(html).toContain('<a href="/" class="text-blue-700 underline hover:text-blue-900">[home]</a>');
    expect(html).toContain("/assets/tailwind-&#34;x&#34;.css");
  });
});
