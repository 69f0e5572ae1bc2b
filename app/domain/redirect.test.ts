import { describe, expect, it } from "vitest";

import { safeRedirectPath } from "./redirect";

const ORIGIN = "https://ir.example.com";
const FALLBACK = "/admin/dashboard";
const check = (value: unknown) => safeRedirectPath(value, ORIGIN, FALLBACK);

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(check("/admin/dashboard?x=1")).toBe("/admin/dashboard?x=1");
    expect(check("/public/demo/timeline#schedule-call")).toBe("/public/demo/timeline#schedule-call");
    expect(check("/numbers?breakdown=1&breakdownYear=2026")).toBe("/numbers?breakdown=1&breakdownYear=2026");
  });

  it("answers the normalised path, so what was checked is what is sent", () => {
    expect(check("/admin/./dashboard")).toBe("/admin/dashboard");
    expect(check("/a b")).toBe("/a%20b");
  });

  it.each([
    ["tab", "/\t/evil.example/phish"],
    [
      "tab (the reported payload, decoded once by the query string)",
      decodeURIComponent("%2F%09%2Fevil.example%2Fphish"),
    ],
    ["carriage return", "/\r/evil.example"],
    ["line feed", "/\n/evil.example"],
    ["CRLF header injection", "/ok\r\nSet-Cookie: a=b"],
    ["NUL", "/\u0000/evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["C1 control", "/\u0085/evil.example"],
  ])("refuses control characters: %s", (_name, value) => {
    expect(check(value)).toBe(FALLBACK);
  });

  it.each([
    ["backslash", "/\\evil.example"],
    ["slash-backslash", "/\\/evil.example"],
    ["backslash inside the path", "/admin\\..\\..\\evil"],
    ["leading backslash", "\\\\evil.example"],
  ])("refuses backslashes: %s", (_name, value) => {
    expect(check(value)).toBe(FALLBACK);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["triple slash", "///evil.example"],
    ["dot segments that normalise to //", "/a/..//evil.example"],
    ["dot segments that normalise to // (deeper)", "/a/b/../..//evil.example/x"],
  ])("refuses a second leading slash: %s", (_name, value) => {
    expect(check(value)).toBe(FALLBACK);
  });

  it.each([
    ["encoded //", "%2F%2Fevil.example"],
    ["encoded // after a slash", "/%2F/evil.example"],
    ["encoded // (lower case)", "/%2f%2fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded backslash (lower case)", "/%5cevil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded line feed", "/ok%0ASet-Cookie:%20a=b"],
    ["encoded carriage return", "/%0D/evil.example"],
    ["double-encoded //", "/%252F/evil.example"],
    ["double-encoded backslash", "/%255Cevil.example"],
    ["malformed escape", "/%E0%A4%A"],
  ])("refuses percent-encoded tricks: %s", (_name, value) => {
    expect(check(value)).toBe(FALLBACK);
  });

  it.each([
    ["absolute https", "https://evil.example/phish"],
    ["absolute http", "http://evil.example"],
    ["absolute URL on this very origin", "https://ir.example.com/admin"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: behind a slash-less scheme case", "JaVaScRiPt:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["relative path", "admin/dashboard"],
    ["scheme-relative with credentials", "//user@evil.example"],
    ["empty", ""],
  ])("refuses what is not a path on this site: %s", (_name, value) => {
    expect(check(value)).toBe(FALLBACK);
  });

  it("refuses non-strings and very long values", () => {
    expect(check(null)).toBe(FALLBACK);
    expect(check(undefined)).toBe(FALLBACK);
    expect(check(42)).toBe(FALLBACK);
    expect(check(["/admin"])).toBe(FALLBACK);
    expect(check(`/${"a".repeat(3000)}`)).toBe(FALLBACK);
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", ORIGIN, "/public/demo/timeline")).toBe("/public/demo/timeline");
  });
});
