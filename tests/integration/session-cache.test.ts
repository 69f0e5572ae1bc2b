import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createMember } from "../factories";
import { Browser } from "./http";

// Verified sessions are remembered per isolate for a few seconds (app/server/session-cache.server.ts);
// these requests run in the same isolate as the Worker, so they see that cache.

const sessionRows = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

function copyOf(browser: Browser) {
  const copy = new Browser();
  copy.cookies = new Map(browser.cookies);
  return copy;
}

describe("the isolate's verified sessions", () => {
  it("forget a session at logout, even right after a copy of its cookie was served from the cache", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    const copy = copyOf(browser);
    // Both the owner and the copy have just been served: the session is in the cache.
    expect((await browser.fetch("/numbers/wizard")).status).toBe(200);
    expect((await copy.fetch("/admin/dashboard")).status).toBe(200);

    await browser.post("/admin/logout", {});
    const res = await copy.fetch("/admin/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await sessionRows(member.userId)).toBe(0);
  });

  it("rotate the session at a new sign-in: the old cookie stops working, the new one works", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    const before = copyOf(browser);
    expect((await before.fetch("/admin/dashboard")).status).toBe(200);

    // Signing in again from the same browser (its session cookie is sent along).
    await browser.post("/admin/login", { intent: "login", email: member.email, password: member.password });
    expect(browser.cookies.get("__session")).not.toBe(before.cookies.get("__session"));
    expect((await browser.fetch("/admin/dashboard")).status).toBe(200);
    const old = await before.fetch("/admin/dashboard");
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await sessionRows(member.userId)).toBe(1);
  });

  it("keep each session to its own member and company", async () => {
    const [a, b] = [await createMember(env.DB, { companyName: "Alpha Cached BV" }), await createMember(env.DB, { companyName: "Beta Cached BV" })];
    const [ba, bb] = [new Browser(), new Browser()];
    await ba.login(a.email, a.password);
    await bb.login(b.email, b.password);
    for (let round = 0; round < 2; round++) {
      const [ha, hb] = [await (await ba.fetch("/admin/dashboard")).text(), await (await bb.fetch("/admin/dashboard")).text()];
      expect(ha).toContain("Alpha Cached BV");
      expect(ha).not.toContain("Beta Cached BV");
      expect(hb).toContain("Beta Cached BV");
      expect(hb).not.toContain("Alpha Cached BV");
    }
  });

  it("never accept a session cookie with a forged signature, cached or not", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    expect((await browser.fetch("/admin/dashboard")).status).toBe(200);
    const forged = copyOf(browser);
    const value = forged.cookies.get("__session")!;
    forged.cookies.set("__session", `${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`);
    const res = await forged.fetch("/admin/dashboard");
    expect(res.status).toBe(302);
  });
});
