import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../factories";
import { Browser } from "./http";

// Every request reads its session from D1 (no per-isolate copy): ending a session takes effect
// on the very next request, in every isolate. These requests share the Worker's isolate, where
// a remembered session would have shown.

const sessionRows = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;

function copyOf(browser: Browser) {
  const copy = new Browser();
  copy.cookies = new Map(browser.cookies);
  return copy;
}

async function expectSignedOut(browser: Browser) {
  const res = await browser.fetch("/admin/dashboard");
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
}

describe("sessions", { timeout: 60_000 }, () => {
  it("end at logout: a copy of the cookie served a moment before is refused on its next request", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    const copy = copyOf(browser);
    expect((await browser.fetch("/numbers/wizard")).status).toBe(200);
    expect((await copy.fetch("/admin/dashboard")).status).toBe(200);

    await browser.post("/admin/logout", {});
    await expectSignedOut(copy);
    expect(await sessionRows(member.userId)).toBe(0);
  });

  it("end everywhere else at a password change: the other browser, served a moment before, is refused on its next request", async () => {
    const member = await createMember(env.DB);
    const [here, elsewhere] = [new Browser(), new Browser()];
    await here.login(member.email, member.password);
    await elsewhere.login(member.email, member.password);
    expect((await elsewhere.fetch("/admin/dashboard")).status).toBe(200);

    const changed = await here.post("/admin/account", {
      intent: "password.change",
      currentPassword: member.password,
      newPassword: "a brand new passphrase",
    });
    expect(changed.status).toBe(302);
    await expectSignedOut(elsewhere);
    expect((await here.fetch("/admin/dashboard")).status).toBe(200);
  });

  it("rotate at a new sign-in: the old cookie stops working, the new one works", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    const before = copyOf(browser);
    expect((await before.fetch("/admin/dashboard")).status).toBe(200);

    await browser.post("/admin/login", { intent: "login", email: member.email, password: member.password });
    expect(browser.cookies.get("__session")).not.toBe(before.cookies.get("__session"));
    expect((await browser.fetch("/admin/dashboard")).status).toBe(200);
    await expectSignedOut(before);
    expect(await sessionRows(member.userId)).toBe(1);
  });

  it("keep each session to its own member and company", async () => {
    const [a, b] = [
      await createMember(env.DB, { companyName: "Alpha Sessions BV" }),
      await createMember(env.DB, { companyName: "Beta Sessions BV" }),
    ];
    const [ba, bb] = [new Browser(), new Browser()];
    await ba.login(a.email, a.password);
    await bb.login(b.email, b.password);
    for (let round = 0; round < 2; round++) {
      const [ha, hb] = [
        await (await ba.fetch("/admin/dashboard")).text(),
        await (await bb.fetch("/admin/dashboard")).text(),
      ];
      expect(ha).toContain("Alpha Sessions BV");
      expect(ha).not.toContain("Beta Sessions BV");
      expect(hb).toContain("Beta Sessions BV");
      expect(hb).not.toContain("Alpha Sessions BV");
    }
  });

  it("never accept a session cookie with a forged signature", async () => {
    const member = await createMember(env.DB);
    const browser = new Browser();
    await browser.login(member.email, member.password);
    expect((await browser.fetch("/admin/dashboard")).status).toBe(200);
    const forged = copyOf(browser);
    const value = forged.cookies.get("__session")!;
    forged.cookies.set("__session", `${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`);
    await expectSignedOut(forged);
  });
});
