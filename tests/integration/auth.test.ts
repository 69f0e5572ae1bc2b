import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../factories";
import { Browser, unlocked } from "./http";

const countRows = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("registration", () => {
  it("creates the user, their company with a unique slug, and signs them in", async () => {
    const browser = new Browser();
    const res = await browser.post("/admin", {
      intent: "register",
      fullName: "Ada Founder",
      companyName: "Crème Analytics",
      email: "  Ada@Example.COM ",
      password: "long enough password",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
    const company = await env.DB.prepare(
      "SELECT c.slug, c.name FROM companies c JOIN memberships m ON m.company_id = c.id JOIN users u ON u.id = m.user_id WHERE u.email = ?",
    )
      .bind("ada@example.com")
      .first<{ slug: string; name: string }>();
    expect(company).toEqual({ slug: "creme-analytics", name: "Crème Analytics" });

    const dashboard = await browser.fetch("/admin/dashboard");
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Account aangemaakt");
    expect(html).toContain("Crème Analytics");

    // A second company with the same name gets the next free slug.
    const other = new Browser();
    await other.post("/admin", {
      intent: "register",
      fullName: "B",
      companyName: "Creme Analytics",
      email: "b@example.com",
      password: "long enough password",
    });
    const slug = await env.DB.prepare("SELECT slug FROM companies WHERE name = 'Creme Analytics'").first<{
      slug: string;
    }>();
    expect(slug?.slug).toBe("creme-analytics-2");
  });

  it("answers bad input with 400 and the field's message, writing nothing", async () => {
    const before = [await countRows("users"), await countRows("companies")];
    const browser = new Browser();
    const res = await browser.post("/admin", {
      intent: "register",
      fullName: "",
      companyName: "X".repeat(500),
      email: "not-an-email",
      password: "short",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Volledige naam is verplicht");
    expect(html).toContain("Voer een geldig e-mailadres in");
    expect(html).toContain("Wachtwoord moet minstens 10 tekens bevatten");
    expect(html).toContain("Bedrijfsnaam is te lang");
    expect([await countRows("users"), await countRows("companies")]).toEqual(before);
  });

  it("refuses a duplicate e-mail with a clear message and no new company", async () => {
    const member = await createMember(env.DB);
    const companies = await countRows("companies");
    const res = await new Browser().post("/admin", {
      intent: "register",
      fullName: "Copy",
      companyName: "Copycat",
      email: member.email.toUpperCase(),
      password: "long enough password",
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Er bestaat al een account met dit e-mailadres");
    expect(await countRows("companies")).toBe(companies);
  });

  it("is closed on /admin/login, which hides sign-up", async () => {
    const res = await new Browser().post("/admin/login", {
      intent: "register",
      fullName: "X",
      companyName: "Y",
      email: "x@example.com",
      password: "long enough password",
    });
    expect(res.status).toBe(403);
    const page = await (await new Browser().fetch("/admin/login")).text();
    expect(page).toContain("Inloggen");
    expect(page).not.toContain("Geen account? Registreren");
    const admin = await (await new Browser().fetch("/admin")).text();
    expect(admin).toContain("Geen account? Registreren");
  });
});

describe("login and logout", () => {
  it("signs in with the right password and lands on the dashboard with a toast", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    const res = await browser.login(member.email, member.password);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
    const html = await (await browser.fetch("/admin/dashboard")).text();
    expect(html).toContain("Succesvol ingelogd");
    expect(html).toContain("Our Journey So Far");
    // A signed-in visitor of the login screens goes to the dashboard.
    expect((await browser.fetch("/admin/login")).headers.get("Location")).toBe("/admin/dashboard");
    expect((await browser.fetch("/admin")).headers.get("Location")).toBe("/admin/dashboard");
  });

  it("returns to the page that asked for sign-in, never to another site", async () => {
    const member = await createMember(env.DB);
    const anon = await new Browser().fetch("/admin/dashboard?x=1");
    expect(anon.status).toBe(302);
    expect(anon.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fdashboard%3Fx%3D1");
    const browser = new Browser();
    const res = await browser.post("/admin/login", {
      intent: "login",
      email: member.email,
      password: member.password,
      redirectTo: "/admin/dashboard?x=1",
    });
    expect(res.headers.get("Location")).toBe("/admin/dashboard?x=1");
    const evil = await new Browser().post("/admin/login", {
      intent: "login",
      email: member.email,
      password: member.password,
      redirectTo: "//evil.example",
    });
    expect(evil.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("rejects a wrong password with 401 and a message", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().login(member.email, "wrong password");
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("Onjuist e-mailadres of wachtwoord.");
    expect(html).toContain("Fout");
  });

  it("answers missing fields with 400", async () => {
    const res = await new Browser().post("/admin/login", { intent: "login", email: "", password: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Email is verplicht");
    expect(html).toContain("Wachtwoord is verplicht");
  });

  it("a refused post echoes only the fields the form knows, each cut to its limit (a large post, a huge array index)", async () => {
    const plain = await (
      await new Browser().post("/admin/login", { intent: "login", email: "", password: "" })
    ).text();
    // Large, yet under the 256 KB a form body may have (past it the post is refused unread, 413).
    const big = "x".repeat(50_000);
    const res = await new Browser().post("/admin/login", {
      intent: "login",
      email: `${big}@example.com`,
      password: big,
      redirectTo: big,
      junk: big,
      "email[50000000]": "a",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html.length).toBeLessThan(plain.length + 4_000);
    expect(html).not.toContain("x".repeat(1_001));
    expect(html).not.toContain("junk");
    // The public pages' forms too (an investor with the access code).
    const member = await createMember(env.DB, { accessCode: "echo-code-1" });
    const investor = await unlocked(`/public/${member.slug}/timeline`, "echo-code-1");
    const publicForm = await investor.post(`/public/${member.slug}/subscribe`, { email: big, junk: big });
    expect(publicForm.status).toBe(400);
    const page = await publicForm.text();
    expect(page).not.toContain("x".repeat(255));
    expect(page).not.toContain("junk");
  });

  it("revokes the session on logout, so the old cookie no longer works", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    const stolen = new Map(browser.cookies);
    expect((await browser.fetch("/admin/dashboard")).status).toBe(200);

    const out = await browser.post("/admin/logout", {});
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/admin/login");

    const replay = new Browser();
    replay.cookies = stolen;
    const res = await replay.fetch("/admin/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("throttles repeated failures for one e-mail, even with the right password", async () => {
    const member = await createMember(env.DB);
    for (let i = 0; i < 5; i++) {
      expect((await new Browser().login(member.email, `wrong-${i}`)).status).toBe(401);
    }
    const locked = await new Browser().login(member.email, member.password);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.");
  });

  it("throttles one address trying many e-mails", async () => {
    const member = await createMember(env.DB);
    const headers = { "CF-Connecting-IP": "203.0.113.9" };
    for (let i = 0; i < 20; i++) {
      await new Browser().post(
        "/admin/login",
        { intent: "login", email: `nobody-${i}@example.com`, password: "x" },
        headers,
      );
    }
    const res = await new Browser().post(
      "/admin/login",
      { intent: "login", email: member.email, password: member.password },
      headers,
    );
    expect(res.status).toBe(429);
  });
});

describe("request hygiene", () => {
  it("refuses a cross-origin form post", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().post(
      "/admin/login",
      { intent: "login", email: member.email, password: member.password },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("serves the 404 screen with status 404 for an unknown path", async () => {
    const res = await new Browser().fetch("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it("redirects / to the default company's public site", async () => {
    // wrangler.toml's DEFAULT_COMPANY_SLUG; without that company / goes elsewhere (first-run.test.ts).
    await env.DB.prepare(
      "INSERT OR IGNORE INTO companies (id, slug, name) VALUES ('auth-default-company', ?, 'Demo')",
    )
      .bind(env.DEFAULT_COMPANY_SLUG)
      .run();
    const res = await new Browser().fetch("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/public/demo");
  });

  it("sets an HttpOnly SameSite=Lax session cookie", async () => {
    const member = await createMember(env.DB);
    const res = await new Browser().login(member.email, member.password);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
