import { describe, expect, it } from "vitest";

import { NOT_FOUND_TEXTS, notFoundHtml } from "./not-found";

describe("the 404 page as a document", () => {
  it("has a title, a language and the way home, and escapes the stylesheet's address", () => {
    const html = notFoundHtml('/assets/tailwind-"x".css');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain(`<title>${NOT_FOUND_TEXTS.title}</title>`);
    expect(html).toContain('<a href="/"');
    expect(html).toContain("/assets/tailwind-&#34;x&#34;.css");
  });
});
