import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  FRAME_ORIGINS,
  HSTS_VALUE,
  isCredentialed,
  PRIVATE_NO_STORE,
  securityHeaders,
} from "./headers";

const NONCE = "q2hB3k9xZr0aW1mNfP7TyA==";

function directives(policy: string) {
  return new Map(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name!, values];
    }),
  );
}

const facts = (over: Partial<Parameters<typeof securityHeaders>[0]> = {}) => ({
  url: new URL("https://investors.example.com/public/demo"),
  cookie: null,
  contentType: "text/html; charset=utf-8",
  cacheControl: null,
  nonce: NONCE,
  ...over,
});

describe("contentSecurityPolicy", () => {
  it("allows only our scripts and the request's nonce, and WebAssembly for OCR", () => {
    const d = directives(contentSecurityPolicy(NONCE));
    expect(d.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'wasm-unsafe-eval'"]);
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("closes plugins, base and form targets, and framing by other sites", () => {
    const d = directives(contentSecurityPolicy(NONCE));
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'self'"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
  });

  it("frames only the video players and takes images from us, data: and blob:", () => {
    const d = directives(contentSecurityPolicy(NONCE));
    expect(FRAME_ORIGINS).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(d.get("frame-src")).toEqual(["'self'", ...FRAME_ORIGINS]);
    expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(d.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("refuses a nonce that could break out of the header", () => {
    expect(() => contentSecurityPolicy("abc'; script-src *")).toThrow();
    expect(() => contentSecurityPolicy("short")).toThrow();
  });
});

describe("isCredentialed", () => {
  it("is true for the member session, an investor grant, the chat id and interview links", () => {
    expect(isCredentialed("/admin/dashboard", "__session=abc")).toBe(true);
    expect(isCredentialed("/public/demo", "__vid=1; __gate_demo=xyz")).toBe(true);
    expect(isCredentialed("/public/demo/pitch-deck", "__chat=1")).toBe(true);
    expect(isCredentialed("/interview/tok123", null)).toBe(true);
    expect(isCredentialed("/founder-interview/tok123.data", null)).toBe(true);
  });

  it("is false for an anonymous visitor (the visitor id and toast are no credential)", () => {
    expect(isCredentialed("/public/demo", null)).toBe(false);
    expect(isCredentialed("/public/demo", "__vid=1; __toast=2")).toBe(false);
    expect(isCredentialed("/public/demo", "x__session=1")).toBe(false);
  });
});

describe("securityHeaders", () => {
  it("gives an HTML answer the CSP, nosniff, a referrer policy and HSTS on https", () => {
    const h = securityHeaders(facts());
    expect(h["Content-Security-Policy"]).toBe(contentSecurityPolicy(NONCE));
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(h["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(h["Cache-Control"]).toBeUndefined();
  });

  it("sends no HSTS over http or on localhost", () => {
    expect(
      securityHeaders(facts({ url: new URL("http://investors.example.com/") }))["Strict-Transport-Security"],
    ).toBeUndefined();
    expect(
      securityHeaders(facts({ url: new URL("https://localhost:8787/") }))["Strict-Transport-Security"],
    ).toBeUndefined();
    expect(
      securityHeaders(facts({ url: new URL("https://127.0.0.1/") }))["Strict-Transport-Security"],
    ).toBeUndefined();
  });

  it("gives a single-fetch .data answer nosniff but no CSP", () => {
    const h = securityHeaders(
      facts({ url: new URL("https://investors.example.com/numbers.data"), contentType: "text/x-script" }),
    );
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Content-Security-Policy"]).toBeUndefined();
  });

  it("makes a signed-in answer private and unstored, HTML and .data alike", () => {
    for (const [path, type] of [
      ["/numbers", "text/html"],
      ["/numbers.data", "text/x-script"],
    ] as const) {
      const h = securityHeaders(
        facts({
          url: new URL(`https://x.example${path}`),
          contentType: type,
          cookie: "__session=s",
          cacheControl: "public, max-age=60",
        }),
      );
      expect(h["Cache-Control"]).toBe(PRIVATE_NO_STORE);
    }
  });

  it("keeps a route's own private policy (downloads)", () => {
    const h = securityHeaders(
      facts({ contentType: "application/pdf", cookie: "__session=s", cacheControl: "private, max-age=3600" }),
    );
    expect(h["Cache-Control"]).toBeUndefined();
  });
});
