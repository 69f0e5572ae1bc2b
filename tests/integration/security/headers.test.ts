import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../../factories";
import { Browser } from "../http";

const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];

describe("security headers", () => {
  it("gives every inline script of a document the nonce of its CSP header, a fresh one per request", async () => {
    const first = await new Browser().fetch("/admin/login");
    const csp = first.headers.get("Content-Security-Policy");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    const nonce = nonceOf(csp)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    // The route module script, ScrollRestoration, the context and the two handoff scripts.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // Plain http on localhost: no HSTS.
    expect(first.headers.get("Strict-Transport-Security")).toBeNull();

    const second = await new Browser().fetch("/admin/login");
    expect(nonceOf(second.headers.get("Content-Security-Policy"))).not.toBe(nonce);
  });

  it("sends HSTS and Secure visitor cookies on https", async () => {
    const member = await createMember(env.DB, { accessCode: "secure-code-2026" });
    const origin = "https://investors.example.com";
    const res = await SELF.fetch(`${origin}/public/${member.slug}/timeline`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        Host: "investors.example.com",
      },
      body: new URLSearchParams({ intent: "unlock", accessCode: "secure-code-2026" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    const cookies = res.headers.getSetCookie();
    // The grant and the visitor's cookies: every one Secure and HttpOnly.
    expect(cookies.some((c) => c.startsWith(`__gate_${member.slug}=`))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    }
    await res.text();

    const plain = await new Browser().post(`/public/${member.slug}/timeline`, {
      intent: "unlock",
      accessCode: "secure-code-2026",
    });
    expect(plain.headers.getSetCookie().find((c) => c.startsWith(`__gate_${member.slug}=`))).not.toMatch(
      /Secure/i,
    );
    await plain.text();
  });

  it("keeps signed-in pages and their .data answers out of every cache, with nosniff", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    for (const path of [
      "/admin/dashboard",
      "/admin/dashboard.data",
      "/admin/management/documents",
      "/admin/management/documents.data",
    ]) {
      const res = await browser.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      if (path.includes(".data")) expect(res.headers.get("Content-Security-Policy"), path).toBeNull();
      await res.text();
    }
  });

  it("leaves an anonymous public page cacheable by the browser's own rules", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().fetch(`/public/${member.slug}`);
    expect(res.headers.get("Cache-Control")).toBeNull();
    await res.text();
  });

  it("puts nosniff on refusals the Worker answers before Remix", async () => {
    const res = await SELF.fetch("http://localhost/admin/login", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: "x",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    await res.text();
  });
});
