import { describe, expect, it } from "vitest";

import { notFoundHtml } from "../../domain/site/not-found";
import { NOT_FOUND_TEXTS } from "./not-found-texts";

describe("the 404 page's words", () => {
  it("says 'Page not found' in English, with the way home", () => {
    const html = notFoundHtml("/assets/app.css", NOT_FOUND_TEXTS);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("<title>Page not found</title>");
    expect(html).toContain(">404</h1>");
    expect(html).toContain(">Oops! Page not found</p>");
    expect(html).toContain(">Return to Home</a>");
  });
});
