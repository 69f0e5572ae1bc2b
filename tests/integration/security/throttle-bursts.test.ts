import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { accountTag } from "../../../app/server/platform/device-cookie.server";
import { createMember } from "../../factories";
import { Browser } from "../http";

const CODE = "investor-code-123";
const WRONG_CODE = "Onjuiste toegangscode. Probeer het opnieuw.";
const LOCKED = "Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.";

const from = (address: string) => ({ "CF-Connecting-IP": address });

/** How many answers had each status. */
function tally(responses: Response[]) {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

describe("access code: a parallel burst checks at most the limit", { timeout: 60_000 }, () => {
  it("30 parallel wrong codes from one address: 5 are checked (wrong), 25 are refused (locked); then the right code is refused too", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new Browser().post(
          `/public/${member.slug}`,
          { intent: "unlock", accessCode: `wrong-${i}` },
          from("192.0.2.30"),
        ),
      ),
    );
    expect(tally(burst)).toEqual({ 401: 5, 429: 25 });
    const texts = await Promise.all(burst.map((res) => res.text()));
    expect(texts.filter((html) => html.includes(WRONG_CODE))).toHaveLength(5);
    expect(texts.filter((html) => html.includes(LOCKED))).toHaveLength(25);

    const right = await new Browser().post(
      `/public/${member.slug}`,
      { intent: "unlock", accessCode: CODE },
      from("192.0.2.30"),
    );
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie().join()).not.toContain("__gate_");

    // Another address is not locked by this one.
    const elsewhere = await new Browser().post(
      `/public/${member.slug}`,
      { intent: "unlock", accessCode: CODE },
      from("192.0.2.31"),
    );
    expect(elsewhere.status).toBe(302);
  });

  it("a lock runs out: the next try starts a new count", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    for (let i = 0; i < 6; i++)
      await new Browser().post(
        `/public/${member.slug}`,
        { intent: "unlock", accessCode: "wrong" },
        from("192.0.2.40"),
      );
    const past = new Date(Date.now() - 60_000).toISOString();
    await env.DB.prepare("UPDATE throttles SET locked_until = ?, window_started_at = ? WHERE key = ?")
      .bind(
        past,
        new Date(Date.now() - 16 * 60_000).toISOString(),
        `gate:${member.companyId}:addr:192.0.2.40`,
      )
      .run();
    const res = await new Browser().post(
      `/public/${member.slug}`,
      { intent: "unlock", accessCode: CODE },
      from("192.0.2.40"),
    );
    expect(res.status).toBe(302);
  });

  it("a right code clears the count for that address", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    for (let i = 0; i < 4; i++)
      await new Browser().post(
        `/public/${member.slug}`,
        { intent: "unlock", accessCode: "wrong" },
        from("192.0.2.50"),
      );
    expect(
      (
        await new Browser().post(
          `/public/${member.slug}`,
          { intent: "unlock", accessCode: CODE },
          from("192.0.2.50"),
        )
      ).status,
    ).toBe(302);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM throttles WHERE key = ?")
      .bind(`gate:${member.companyId}:addr:192.0.2.50`)
      .first<{ n: number }>();
    expect(row!.n).toBe(0);
  });
});

describe("passwords: a parallel burst checks at most the limit", { timeout: 120_000 }, () => {
  const login = (email: string, password: string, address: string) =>
    new Browser().post("/admin/login", { intent: "login", email, password }, from(address));

  it("20 parallel wrong passwords for one e-mail from one address: 5 checked, 15 refused; the right one from there is refused", async () => {
    const member = await createMember(env.DB);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(member.email, `wrong-${i}`, "198.51.100.20")),
    );
    expect(tally(burst)).toEqual({ 401: 5, 429: 15 });
    const texts = await Promise.all(burst.map((res) => res.text()));
    expect(texts.filter((html) => html.includes("Onjuist e-mailadres of wachtwoord."))).toHaveLength(5);
    expect(texts.filter((html) => html.includes(LOCKED))).toHaveLength(15);
    expect((await login(member.email, member.password, "198.51.100.20")).status).toBe(429);
  });

  it("a stranger's lock does not lock the owner out from their own address", async () => {
    const member = await createMember(env.DB);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(member.email, `wrong-${i}`, "198.51.100.21")),
    );
    const owner = await login(member.email, member.password, "198.51.100.22");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("unknown devices together check at most 10 passwords of an account, however many addresses they use", async () => {
    const member = await createMember(env.DB);
    // 20 addresses, one wrong password each: 10 checked, then the account refuses unknown devices.
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await login(member.email, `wrong-${i}`, `203.0.113.${i}`));
    expect(tally(answers)).toEqual({ 401: 10, 429: 10 });
    const next = await login(member.email, member.password, "203.0.113.200");
    expect(next.status).toBe(429);
    expect(await next.text()).toContain(LOCKED);
  });

  it("refused attempts do not count on the other keys: a successful sign-in elsewhere still works afterwards", async () => {
    const member = await createMember(env.DB);
    // 40 tries from one address: 5 checked, 35 refused by the strict key; the account's unknown-device count holds only the 5.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(member.email, `wrong-${i}`, "198.51.100.23")),
    );
    const unknown = await env.DB.prepare("SELECT failures FROM throttles WHERE key = ?")
      .bind(`login:unknown-devices:${await accountTag(member.email)}`)
      .first<{ failures: number }>();
    expect(unknown!.failures).toBe(5);
    expect((await login(member.email, member.password, "198.51.100.24")).status).toBe(302);
  });
});

describe(
  "registration: throttled per address, and one company name many times is never a 500",
  { timeout: 120_000 },
  () => {
    const register = (i: number, address: string, companyName: string) =>
      new Browser().post(
        "/admin",
        {
          intent: "register",
          fullName: `Founder ${i}`,
          companyName,
          email: `founder-${i}-${address.replace(/\W/g, "")}@example.com`,
          password: "long enough password",
        },
        from(address),
      );

    it("15 parallel registrations of one company name from 15 addresses: all signed in, 15 distinct slugs", async () => {
      const name = "Parallel Name Holding";
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) => register(i, `192.0.2.${100 + i}`, name)),
      );
      expect(tally(answers)).toEqual({ 302: 15 });
      const { results } = await env.DB.prepare("SELECT slug FROM companies WHERE name = ?")
        .bind(name)
        .all<{ slug: string }>();
      const slugs = results.map((r) => r.slug);
      expect(slugs).toHaveLength(15);
      expect(new Set(slugs).size).toBe(15);
      expect(slugs).toContain("parallel-name-holding");
      for (const slug of slugs) expect(slug).toMatch(/^parallel-name-holding(-\d+)?$/);
    });

    it("15 parallel registrations from one address: 10 accounts, 5 refused with the lockout message, no 500", async () => {
      const name = "One Address Ventures";
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) => register(i, "192.0.2.250", name)),
      );
      expect(tally(answers)).toEqual({ 302: 10, 429: 5 });
      const refused = await Promise.all(answers.filter((res) => res.status === 429).map((res) => res.text()));
      for (const html of refused)
        expect(html).toContain("Te veel mislukte pogingen. Probeer het over 60 minuten opnieuw.");
      const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE name = ?")
        .bind(name)
        .first<{ n: number }>())!;
      expect(n).toBe(10);
    });
  },
);
