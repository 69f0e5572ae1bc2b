import { describe, expect, it } from "vitest";

import { assertHttpUrl, escapeHtml, escapeMultiline, mailLayout } from "./html";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
  it("keeps line breaks as <br> in multi-line text", () => {
    expect(escapeMultiline("one\r\n<two>\nthree")).toBe("one<br>&lt;two&gt;<br>three");
  });
});

describe("assertHttpUrl", () => {
  it("accepts http(s) and refuses other schemes", () => {
    expect(assertHttpUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(() => assertHttpUrl("javascript:alert(1)")).toThrow(/non-http/);
  });
});

describe("mailLayout", () => {
  it("escapes the title and wraps the body", () => {
    const html = mailLayout({ title: "<T>", body: "<p>Body</p>", footer: "F" });
    expect(html).toContain("<title>&lt;T&gt;</title>");
    expect(html).toContain("<p>Body</p>");
    expect(html.startsWith("<!doctype html>")).toBe(true);
  });
});
