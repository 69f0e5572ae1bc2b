import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../../factories";
import { Browser, unlocked } from "../http";

const CODE = "investor-code-123";

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const sessionsOf = (userId: string) => count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", userId);

// Each is what a browser would turn into a trip to another site (or what breaks the Location header).
const HOSTILE = [
  ["tab", "/\t/evil.example/phish"],
  ["carriage return", "/\r/evil.example/phish"],
  ["line feed", "/\n/evil.example/phish"],
  ["CRLF", "/admin\r\nSet-Cookie: x=y"],
  ["backslash", "/\\evil.example"],
  ["protocol-relative", "//evil.example"],
  ["encoded //", "/%2F/evil.example"],
  ["encoded backslash", "/%5Cevil.example"],
  ["absolute URL", "https://evil.example/phish"],
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html,hi"],
] as const;

describe("sign-in never sends the browser to another site", { timeout: 30_000 }, () => {
  it("the reported payload: the login screen carries the dashboard instead, and signing in goes there", async () => {
    const member = await createMember(env.DB);
    const path = "/admin/login?redirectTo=%2F%09%2Fevil.example%2Fphish";
    const page = await new Browser().fetch(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="redirectTo" value="/admin/dashboard"');
    // What the browser posts: the form's hidden field, to the page's own URL (query included).
    const res = await new Browser().post(path, {
      intent: "login",
      email: member.email,
      password: member.password,
      redirectTo: "/admin/dashboard",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
  });

  it.each(HOSTILE)("%s: a redirect to the dashboard, one session, never a 500", async (_name, redirectTo) => {
    const member = await createMember(env.DB);
    const res = await new Browser().post("/admin/login", {
      intent: "login",
      email: member.email,
      password: member.password,
      redirectTo,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
    expect(await sessionsOf(member.userId)).toBe(1);
  });

  it("a refused target with a wrong password stores no session", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().post("/admin/login", {
      intent: "login",
      email: member.email,
      password: "wrong password",
      redirectTo: "/\n/evil.example",
    });
    expect(res.status).toBe(401);
    expect(await sessionsOf(member.userId)).toBe(0);
  });

  it("keeps a path on this site", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().post("/admin/login", {
      intent: "login",
      email: member.email,
      password: member.password,
      redirectTo: "/numbers?tab=2",
    });
    expect(res.headers.get("Location")).toBe("/numbers?tab=2");
  });

  it("registration with a hostile target lands on the dashboard", async () => {
    const res = await new Browser().post(
      "/admin",
      {
        intent: "register",
        fullName: "Rita Redirect",
        companyName: "Redirect Test",
        email: "rita.redirect@example.com",
        password: "long enough password",
        redirectTo: "/\t/evil.example",
      },
      { "CF-Connecting-IP": "198.51.100.77" },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
  });
});

const investor = (slug: string) => unlocked(`/public/${slug}/timeline`, CODE);

const PUBLIC_FORMS = [
  {
    path: "subscribe",
    table: "email_subscriptions",
    valid: { email: "half.write@example.com" },
    invalid: { email: "not an address" },
    fallback: (slug: string) => `/public/${slug}/timeline`,
  },
  {
    path: "request-document",
    table: "document_requests",
    valid: {
      type: "captable",
      name: "Ivy Investor",
      email: "ivy@example.com",
      company: "Fund",
      message: "Please",
    },
    invalid: { type: "captable", name: "", email: "ivy@example.com" },
    fallback: (slug: string) => `/public/${slug}`,
  },
  {
    path: "schedule-call",
    table: "call_requests",
    valid: {
      name: "Carl Caller",
      email: "carl@example.com",
      company: "Fund",
      preferredDate: "2030-05-01",
      preferredTime: "10:00",
      message: "Hi",
    },
    invalid: { name: "", email: "carl@example.com" },
    fallback: (slug: string) => `/public/${slug}/timeline`,
  },
] as const;

describe("public forms: validated before the first write", { timeout: 30_000 }, () => {
  for (const form of PUBLIC_FORMS) {
    it(`${form.path}: a newline in redirectTo stores one row and redirects to the page itself`, async () => {
      const member = await createMember(env.DB, { accessCode: CODE });
      for (const [, redirectTo] of HOSTILE) {
        // A visitor each: one visitor's daily budget of requests is smaller than the list.
        const visitor = await investor(member.slug);
        const res = await visitor.post(`/public/${member.slug}/${form.path}`, { ...form.valid, redirectTo });
        expect(res.status, redirectTo).toBe(302);
        expect(res.headers.get("Location")).toBe(form.fallback(member.slug));
      }
      const rows = await count(
        `SELECT count(*) AS n FROM ${form.table} WHERE company_id = ?`,
        member.companyId,
      );
      // A subscription is one row per address however often it is sent; requests are one row per post.
      expect(rows).toBe(form.table === "email_subscriptions" ? 1 : HOSTILE.length);
    });

    it(`${form.path}: invalid fields with a hostile redirectTo are a 400 with nothing stored`, async () => {
      const member = await createMember(env.DB, { accessCode: CODE });
      const visitor = await investor(member.slug);
      const res = await visitor.post(`/public/${member.slug}/${form.path}`, {
        ...form.invalid,
        redirectTo: "/\n/evil.example",
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      // The form shown again and its 'Back' link carry the page itself, not the hostile target.
      expect(html).toContain(`name="redirectTo" value="${form.fallback(member.slug)}"`);
      expect(html).toContain(`href="${form.fallback(member.slug)}"`);
      expect(
        await count(`SELECT count(*) AS n FROM ${form.table} WHERE company_id = ?`, member.companyId),
      ).toBe(0);
    });
  }
});
