import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";

import { SETUP_TEXTS } from "../../app/copy/auth/setup-texts";
import { AUTH_TEXTS } from "../../app/copy/auth/texts";
import type { Env } from "../../workers/env";
import { createMember } from "../factories";
import { Browser, html } from "./http";

/**
 * A production install as deployed (ADR 031): the Worker called with the production
 * environment's vars over wrangler.toml's development ones (`new Browser(vars)`). The first visit, the /dev
 * index, the one-time setup page and closed registration.
 */
const TOKEN = "first-run-setup-token-0123456789";
const PRODUCTION: Partial<Env> = {
  ENVIRONMENT: "production",
  PUBLIC_BASE_URL: "https://investors.example.com",
  ALLOW_REGISTRATION: "false",
  DEFAULT_COMPANY_SLUG: undefined,
  SETUP_TOKEN: TOKEN,
};

const production = (vars: Partial<Env> = {}) => new Browser({ ...PRODUCTION, ...vars });

const count = async (table: "users" | "companies" | "memberships") =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

const owner = (
  fields: Partial<Record<"token" | "fullName" | "companyName" | "email" | "password", string>> = {},
) => ({
  token: TOKEN,
  fullName: "Eva de Vries",
  companyName: "Zonnepanelen BV",
  email: "eva@zonnepanelen.example",
  password: "a-long-password-2026",
  ...fields,
});

/** A fresh install: no company, nobody. (Each test file has its own database.) */
async function emptyInstall() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM companies"),
    env.DB.prepare("DELETE FROM users"),
    env.DB.prepare("DELETE FROM throttles"),
  ]);
}

describe("the first visit", () => {
  beforeEach(emptyInstall);

  it("/ on a fresh install leads to the setup page, whatever DEFAULT_COMPANY_SLUG says; never a 404", async () => {
    for (const slug of [undefined, "demo"]) {
      const res = await production({ DEFAULT_COMPANY_SLUG: slug }).fetch("/");
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/setup");
    }
  });

  it("/ without the configured company but with an owner leads to the first company's public site", async () => {
    const first = await createMember(env.DB, { companyName: "First Owner Co" });
    await createMember(env.DB, { companyName: "Later Co" });
    const res = await production({ DEFAULT_COMPANY_SLUG: "demo" }).fetch("/");
    expect(res.headers.get("Location")).toBe(`/public/${first.slug}`);
  });

  it("/ with the configured company leads to its site", async () => {
    await createMember(env.DB, { companyName: "First Owner Co" });
    const chosen = await createMember(env.DB, { companyName: "Chosen Co" });
    const res = await production({ DEFAULT_COMPANY_SLUG: chosen.slug }).fetch("/");
    expect(res.headers.get("Location")).toBe(`/public/${chosen.slug}`);
  });

  it("/ with accounts but no company leads to the sign-in", async () => {
    const member = await createMember(env.DB);
    await env.DB.prepare("DELETE FROM companies WHERE id = ?").bind(member.companyId).run();
    const res = await production().fetch("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login");
  });
});

describe("/dev", () => {
  it("answers 404 outside local development (ENVIRONMENT production, or not set)", async () => {
    for (const environment of ["production", undefined]) {
      const res = await production({ ENVIRONMENT: environment }).fetch("/dev");
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("Developer index");
    }
  });

  it("is served with ENVIRONMENT=development (wrangler.toml's default env)", async () => {
    const res = await new Browser().fetch("/dev");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Developer Mode");
  });
});

describe("production configuration", () => {
  it("refuses to run without PUBLIC_BASE_URL, naming it", async () => {
    const res = await production({ PUBLIC_BASE_URL: undefined }).fetch("/admin/login");
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/PUBLIC_BASE_URL is required in production/);
  });
});

describe("/setup: the first owner with the SETUP_TOKEN secret", () => {
  beforeEach(emptyInstall);

  it("without a usable SETUP_TOKEN says how to set one and creates nothing", async () => {
    for (const token of [undefined, "too-short"]) {
      const browser = production({ SETUP_TOKEN: token });
      const page = await browser.fetch("/setup");
      expect(page.status).toBe(200);
      const body = await page.text();
      expect(body).toContain(html(SETUP_TEXTS.notConfiguredTitle));
      expect(body).toContain(SETUP_TEXTS.notConfiguredCommand);
      expect(body).not.toContain('name="token"');
      const post = await browser.post("/setup", owner({ token: token ?? "" }));
      expect(post.status).toBe(403);
      expect(await post.text()).toContain(html(SETUP_TEXTS.setupDisabled));
    }
    expect(await count("users")).toBe(0);
  });

  it("refuses a wrong token (403) and malformed fields (400), writing nothing", async () => {
    const browser = production();
    const form = await browser.fetch("/setup");
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="token"');

    const wrong = await browser.post("/setup", owner({ token: "wrong-token-0123456789abcdef" }));
    expect(wrong.status).toBe(403);
    const body = await wrong.text();
    expect(body).toContain(html(SETUP_TEXTS.wrongToken));
    expect(body).not.toContain(TOKEN);

    const malformed = await browser.post("/setup", owner({ email: "not-an-address", password: "short" }));
    expect(malformed.status).toBe(400);
    expect([await count("users"), await count("companies"), await count("memberships")]).toEqual([0, 0, 0]);
  });

  it("creates the owner and their company once, signs them in, and then closes", async () => {
    const browser = production();
    const created = await browser.post("/setup", owner());
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/dashboard");
    const dashboard = await browser.fetch("/admin/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(html("Zonnepanelen BV"));

    const row = await env.DB.prepare(
      "SELECT u.email, u.full_name, c.name, c.slug, m.role FROM users u JOIN memberships m ON m.user_id = u.id JOIN companies c ON c.id = m.company_id",
    ).all<{ email: string; full_name: string; name: string; slug: string; role: string }>();
    expect(row.results).toEqual([
      {
        email: "eva@zonnepanelen.example",
        full_name: "Eva de Vries",
        name: "Zonnepanelen BV",
        slug: "zonnepanelen-bv",
        role: "owner",
      },
    ]);
    // The owner's company is now where / leads.
    expect((await production().fetch("/")).headers.get("Location")).toBe("/public/zonnepanelen-bv");

    // Closed: the page is gone (404), and the right token no longer creates anyone.
    const stranger = production();
    const again = await stranger.fetch("/setup");
    expect(again.status).toBe(404);
    expect(await again.text()).not.toContain('name="token"');
    const second = await stranger.post(
      "/setup",
      owner({ email: "mallory@example.com", companyName: "Other BV" }),
    );
    expect(second.status).toBe(404);
    expect([await count("users"), await count("companies")]).toEqual([1, 1]);

    // The owner signs in as usual.
    expect(
      (await new Browser(PRODUCTION).login("eva@zonnepanelen.example", "a-long-password-2026")).status,
    ).toBe(302);
  });

  it("two setups at once create one owner", async () => {
    const [a, b] = await Promise.all([
      production().post("/setup", owner({ email: "first@example.com" })),
      production().post("/setup", owner({ email: "second@example.com", companyName: "Second BV" })),
    ]);
    expect([a.status, b.status].sort()).toEqual([302, 404]);
    expect([await count("users"), await count("companies"), await count("memberships")]).toEqual([1, 1, 1]);
  });

  it("locks an address out after 5 wrong tokens, also for the right one (429)", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.9" };
    const browser = production();
    for (let i = 0; i < 5; i++)
      expect(
        (await browser.post("/setup", owner({ token: `wrong-token-${i}-0123456789` }), headers)).status,
      ).toBe(403);
    const locked = await browser.post("/setup", owner(), headers);
    expect(locked.status).toBe(429);
    expect(await count("users")).toBe(0);
    // Another address is not locked.
    expect((await browser.post("/setup", owner(), { "CF-Connecting-IP": "203.0.113.10" })).status).toBe(302);
  });
});

describe("registration closed (ALLOW_REGISTRATION=false, the production default)", () => {
  it("shows no sign-up and refuses a registration post with 403, creating nothing", async () => {
    const browser = production();
    const page = await browser.fetch("/admin?mode=register");
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).not.toContain(html(AUTH_TEXTS.toRegister));
    expect(body).not.toContain(html(AUTH_TEXTS.register));
    const users = await count("users");
    const res = await browser.post("/admin?index", {
      intent: "register",
      fullName: "Mallory",
      companyName: "Mallory BV",
      email: "mallory@example.com",
      password: "a-long-password-2026",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(html(AUTH_TEXTS.registrationDisabled));
    expect(await count("users")).toBe(users);
  });

  it("is open with ALLOW_REGISTRATION=true", async () => {
    const res = await production({ ALLOW_REGISTRATION: "true" }).post("/admin?index", {
      intent: "register",
      fullName: "Open Sign-up",
      companyName: "Open BV",
      email: "open@example.com",
      password: "a-long-password-2026",
    });
    expect(res.status).toBe(302);
  });
});
