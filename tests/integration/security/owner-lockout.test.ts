import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { accountTag } from "../../../app/server/platform/device-cookie.server";
import { createMember } from "../../factories";
import { Browser } from "../http";

const CODE = "ceiling-code-2026";
const LOCKED = "Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.";
const WRONG_CODE = "Onjuiste toegangscode. Probeer het opnieuw.";
const SLOW_LANE = /Er worden nu veel onjuiste codes geprobeerd\. Probeer het over \d+ seconden? opnieuw\./;

const from = (address: string) => ({ "CF-Connecting-IP": address });

function tally(responses: Response[]) {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

const login = (browser: Browser, email: string, password: string, address: string) =>
  browser.post("/admin/login", { intent: "login", email, password }, from(address));

/** The owner's browser after one successful sign-in (and signing out again): a known device of the account. */
async function ownersDevice(email: string, password: string, address: string) {
  const owner = new Browser();
  expect((await login(owner, email, password, address)).status).toBe(302);
  expect(owner.cookies.has("__device")).toBe(true);
  expect((await owner.post("/admin/logout", {})).status).toBe(302);
  expect(owner.cookies.has("__session")).toBe(false);
  return owner;
}

describe("passwords: the owner is never locked out by guesses from elsewhere", { timeout: 120_000 }, () => {
  it("15 wrong passwords from 15 addresses: 10 are checked, then unknown devices are refused — and the owner's known device signs in during the attack", async () => {
    const member = await createMember(env.DB);
    const owner = await ownersDevice(member.email, member.password, "198.51.100.77");

    // The attack and the owner's sign-in at the same time.
    const [attack, during] = await Promise.all([
      Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          login(new Browser(), member.email, `wrong-${i}`, `203.0.113.${i + 1}`),
        ),
      ),
      (async () => {
        // Halfway through, from an address the attack never used.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return login(owner, member.email, member.password, "192.0.2.200");
      })(),
    ]);
    expect(tally(attack)).toEqual({ 401: 10, 429: 5 });
    const refused = await Promise.all(attack.filter((r) => r.status === 429).map((r) => r.text()));
    for (const html of refused) expect(html).toContain(LOCKED);
    expect(during.status).toBe(302);
    expect(during.headers.get("Location")).toBe("/admin/dashboard");

    // Once more after the attack: the account's lock for unknown devices holds, the owner's device still signs in.
    expect((await owner.post("/admin/logout", {})).status).toBe(302);
    expect((await login(owner, member.email, member.password, "198.51.100.77")).status).toBe(302);
    const stranger = await login(new Browser(), member.email, member.password, "198.51.100.99");
    expect(stranger.status).toBe(429);
    expect(await stranger.text()).toContain(LOCKED);
  });

  it("a known device has a budget of its own: its wrong passwords lock only it", async () => {
    const member = await createMember(env.DB);
    const owner = await ownersDevice(member.email, member.password, "198.51.100.78");
    const own = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(owner, member.email, `typo-${i}`, "198.51.100.78")),
    );
    expect(tally(own)).toEqual({ 401: 5, 429: 3 });
    expect((await login(owner, member.email, member.password, "198.51.100.78")).status).toBe(429);
    // Other devices never counted on it: the account's unknown-device budget is untouched.
    const unknown = await env.DB.prepare("SELECT failures FROM throttles WHERE key = ?")
      .bind(`login:unknown-devices:${await accountTag(member.email)}`)
      .first<{ failures: number }>();
    expect(unknown?.failures ?? 0).toBe(0);
    expect((await login(new Browser(), member.email, member.password, "198.51.100.79")).status).toBe(302);
  });

  it("a device cookie counts only for the account it names, and a forged one for none", async () => {
    const owner = await createMember(env.DB);
    const other = await createMember(env.DB);
    const browser = await ownersDevice(other.email, other.password, "198.51.100.80");
    // Lock the owner's account for unknown devices.
    for (let i = 0; i < 10; i++)
      await login(new Browser(), owner.email, `wrong-${i}`, `203.0.113.${100 + i}`);
    // Known for `other` only: for the owner's account it is an unknown device.
    expect((await login(browser, owner.email, owner.password, "198.51.100.80")).status).toBe(429);
    // A forged device cookie (the signature does not match) is no device either.
    const forged = new Browser();
    const [value] = browser.cookies.get("__device")!.split(".");
    forged.cookies.set("__device", `${value}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    const answer = await login(forged, owner.email, owner.password, "198.51.100.81");
    expect(answer.status).toBe(429);
  });
});

describe("addresses are keyed on the IPv4 address or the IPv6 /64", { timeout: 60_000 }, () => {
  it("every address of one /64 shares one budget; the next /64 has its own", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const tries = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        new Browser().post(
          `/public/${member.slug}`,
          { intent: "unlock", accessCode: `wrong-${i}` },
          from(`2001:db8:aa:1:${i}:${i}:${i}:${i + 1}`),
        ),
      ),
    );
    expect(tally(tries)).toEqual({ 401: 5, 429: 2 });
    // Any address of that /64: locked, even with the right code.
    expect(
      (
        await new Browser().post(
          `/public/${member.slug}`,
          { intent: "unlock", accessCode: CODE },
          from("2001:db8:aa:1:ffff::9"),
        )
      ).status,
    ).toBe(429);
    // The neighbouring /64 and an IPv4 client are not.
    expect(
      (
        await new Browser().post(
          `/public/${member.slug}`,
          { intent: "unlock", accessCode: CODE },
          from("2001:db8:aa:2::9"),
        )
      ).status,
    ).toBe(302);
    const row = await env.DB.prepare("SELECT failures FROM throttles WHERE key = ?")
      .bind(`gate:${member.companyId}:addr:2001:db8:aa:1::/64`)
      .first<{ failures: number }>();
    expect(row!.failures).toBe(5);
  });

  it("sign-in attempts from one /64 count as one address across accounts", async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createMember(env.DB)));
    const answers = [];
    for (let i = 0; i < 25; i++)
      answers.push(
        await login(
          new Browser(),
          accounts[i % 5]!.email,
          `wrong-${i}`,
          `2001:db8:bb:7::${(i + 1).toString(16)}`,
        ),
      );
    // 20 per address, whichever address of the /64; no account reaches its own limits (5 each).
    expect(tally(answers)).toEqual({ 401: 20, 429: 5 });
  });
});

describe(
  "access codes: a company-wide ceiling that slows guessing without locking out investors",
  { timeout: 120_000 },
  () => {
    it("40 addresses guessing: 30 codes are checked, then one per slow-lane turn; a granted device and an investor who waits still get in", async () => {
      const member = await createMember(env.DB, { accessCode: CODE });
      const page = `/public/${member.slug}`;
      // An investor who entered the code before: their browser is a known device of the company.
      const investor = new Browser();
      expect(
        (await investor.post(page, { intent: "unlock", accessCode: CODE }, from("192.0.2.10"))).status,
      ).toBe(302);
      expect(investor.cookies.has("__device")).toBe(true);
      investor.cookies.delete(`__gate_${member.slug}`); // their grant ran out

      const guesses: Response[] = [];
      for (let round = 0; round < 3; round++) {
        guesses.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              new Browser().post(
                page,
                { intent: "unlock", accessCode: `guess-${round}-${i}` },
                from(`203.0.113.${round * 10 + i + 1}`),
              ),
            ),
          )),
        );
      }
      expect(tally(guesses)).toEqual({ 401: 30 });
      // The ceiling is reached: ten more from ten fresh addresses, in parallel — the slow lane checks one.
      const slow = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          new Browser().post(
            page,
            { intent: "unlock", accessCode: `late-${i}` },
            from(`198.51.100.${i + 1}`),
          ),
        ),
      );
      expect(tally(slow)).toEqual({ 401: 1, 429: 9 });
      const texts = await Promise.all(slow.map((r) => r.text()));
      expect(texts.filter((t) => t.includes(WRONG_CODE))).toHaveLength(1);
      expect(texts.filter((t) => SLOW_LANE.test(t))).toHaveLength(9);

      // A granted device with the right code: in at once, whatever the attack.
      const back = await investor.post(page, { intent: "unlock", accessCode: CODE }, from("192.0.2.10"));
      expect(back.status).toBe(302);
      expect(investor.cookies.has(`__gate_${member.slug}`)).toBe(true);

      // A new investor with the code: asked to wait a few seconds, then let in on the lane's next turn.
      const newcomer = new Browser();
      const first = await newcomer.post(page, { intent: "unlock", accessCode: CODE }, from("192.0.2.20"));
      expect(first.status).toBe(429);
      expect(await first.text()).toMatch(SLOW_LANE);
      await env.DB.prepare("UPDATE throttles SET locked_until = ? WHERE key = ?")
        .bind(new Date(Date.now() - 1).toISOString(), `gate:${member.companyId}:slow-lane`)
        .run();
      expect(
        (await newcomer.post(page, { intent: "unlock", accessCode: CODE }, from("192.0.2.20"))).status,
      ).toBe(302);

      // In all, 31 wrong codes were checked.
      const ceiling = await env.DB.prepare("SELECT failures FROM throttles WHERE key = ?")
        .bind(`gate:${member.companyId}:unknown-devices`)
        .first<{ failures: number }>();
      expect(ceiling!.failures).toBe(30);
    });

    it("a device known to one company is unknown to another", async () => {
      const a = await createMember(env.DB, { accessCode: CODE });
      const b = await createMember(env.DB, { accessCode: CODE });
      const browser = new Browser();
      expect(
        (await browser.post(`/public/${a.slug}`, { intent: "unlock", accessCode: CODE }, from("192.0.2.30")))
          .status,
      ).toBe(302);
      for (let i = 0; i < 5; i++)
        await browser.post(
          `/public/${b.slug}`,
          { intent: "unlock", accessCode: "wrong" },
          from("192.0.2.30"),
        );
      // B counts this browser on its address: locked there, while A still knows the device.
      expect(
        (await browser.post(`/public/${b.slug}`, { intent: "unlock", accessCode: CODE }, from("192.0.2.30")))
          .status,
      ).toBe(429);
      browser.cookies.delete(`__gate_${a.slug}`);
      for (let i = 0; i < 5; i++)
        await new Browser().post(
          `/public/${a.slug}`,
          { intent: "unlock", accessCode: "wrong" },
          from("192.0.2.30"),
        );
      expect(
        (await browser.post(`/public/${a.slug}`, { intent: "unlock", accessCode: CODE }, from("192.0.2.30")))
          .status,
      ).toBe(302);
    });
  },
);

describe(
  "new access codes: at least 10 characters, and the admin can generate one",
  { timeout: 60_000 },
  () => {
    it("generates a 12-character code into the field without saving it; saving it rotates the code", async () => {
      const member = await createMember(env.DB, { accessCode: "old6ch" });
      const admin = new Browser();
      expect((await admin.login(member.email, member.password)).status).toBe(302);
      const before = await env.DB.prepare(
        "SELECT access_code_hash, access_code_version FROM companies WHERE id = ?",
      )
        .bind(member.companyId)
        .first();
      const generated = await admin.post("/admin/management/settings", {
        intent: "settings.generate-access-code",
      });
      expect(generated.status).toBe(200);
      const html = await generated.text();
      const code = /name="accessCode"[^>]*value="([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})"/.exec(html)?.[1];
      expect(code).toBeDefined();
      expect(html).toContain("A new code is in the field, not saved yet");
      // Nothing changed yet: the old code still opens the site.
      expect(
        await env.DB.prepare("SELECT access_code_hash, access_code_version FROM companies WHERE id = ?")
          .bind(member.companyId)
          .first(),
      ).toEqual(before);
      expect(
        (await new Browser().post(`/public/${member.slug}`, { intent: "unlock", accessCode: "old6ch" }))
          .status,
      ).toBe(302);
      // Saved: the generated code opens it, the old one no longer does.
      expect(
        (
          await admin.post("/admin/management/settings", {
            intent: "settings.access-code",
            accessCode: code!,
          })
        ).status,
      ).toBe(302);
      expect(
        (await new Browser().post(`/public/${member.slug}`, { intent: "unlock", accessCode: code! })).status,
      ).toBe(302);
      expect(
        (await new Browser().post(`/public/${member.slug}`, { intent: "unlock", accessCode: "old6ch" }))
          .status,
      ).toBe(401);
    });

    it("refuses a new code under 10 characters with the message; a short code set before keeps working", async () => {
      const member = await createMember(env.DB, { accessCode: "abc123" });
      const admin = new Browser();
      expect((await admin.login(member.email, member.password)).status).toBe(302);
      const short = await admin.post("/admin/management/settings", {
        intent: "settings.access-code",
        accessCode: "123456789",
      });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain("De toegangscode moet minstens 10 tekens bevatten");
      expect(
        (await new Browser().post(`/public/${member.slug}`, { intent: "unlock", accessCode: "abc123" }))
          .status,
      ).toBe(302);
      expect(
        (
          await admin.post("/admin/management/settings", {
            intent: "settings.access-code",
            accessCode: "1234567890",
          })
        ).status,
      ).toBe(302);
    });
  },
);
