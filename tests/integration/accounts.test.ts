import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { base32Decode, counterBytes, totpStep, truncate } from "../../app/domain/auth/totp";
import { createMember, type TestMember } from "../factories";
import { Browser, deliveredMail, linkIn, loggedIn } from "./http";

const one = <T>(sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .first<T>();
const all = async <T>(sql: string, ...args: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...args)
      .all<T>()
  ).results;
const TEAM = "/admin/management/team";

/** A signed-in session is live: a members' page answers 200 rather than the login. */
const isSignedIn = async (browser: Browser) => (await browser.fetch("/admin/dashboard")).status === 200;

async function invite(owner: Browser, email: string, role: "admin" | "viewer") {
  const res = await owner.post(TEAM, { intent: "team.invite", email, role });
  expect(res.status).toBe(302);
  const mail = await deliveredMail("team-invite:", email);
  return { mail, path: linkIn(mail.text_body, "/admin/invite") };
}

async function joinAsNew(path: string, fullName = "Nieuw Lid", password = "a sturdy passphrase 7") {
  const browser = new Browser();
  const res = await browser.post(path, { intent: "invite.create", fullName, password });
  return { browser, res, password };
}

describe("the team: invitations, roles, removal and ownership", { timeout: 60_000 }, () => {
  it("invites by mail with a single-use link stored hashed; the invitee chooses a name and password, joins with the role and signs in", async () => {
    const owner = await createMember(env.DB, { companyName: "Team Invite BV" });
    const ownerBrowser = await loggedIn(owner.email, owner.password);
    const email = `co-founder-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { mail, path } = await invite(ownerBrowser, email, "admin");
    expect(mail).toMatchObject({ company_id: owner.companyId, kind: "team-invite" });
    const token = path.split("/").pop()!;
    const stored = await one<{ token_hash: string; role: string; expires_at: string }>(
      "SELECT token_hash, role, expires_at FROM team_invites WHERE email = ?",
      email,
    );
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.role).toBe("admin");
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    // The Team tab lists the open invitation.
    expect(await (await ownerBrowser.fetch(TEAM)).text()).toContain(email);

    // Opening the link uses nothing up; a common password is refused in Dutch.
    expect((await new Browser().fetch(path)).status).toBe(200);
    const weak = await joinAsNew(path, "Nieuw Lid", "password123");
    expect(weak.res.status).toBe(400);
    expect(await weak.res.text()).toContain("veelgebruikte wachtwoorden");

    const joined = await joinAsNew(path);
    expect(joined.res.status).toBe(302);
    expect(joined.res.headers.get("Location")).toBe("/admin/dashboard");
    expect(await isSignedIn(joined.browser)).toBe(true);
    const member = await one<{ role: string; email_verified_at: string | null }>(
      "SELECT m.role, u.email_verified_at FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?",
      email,
      owner.companyId,
    );
    expect(member!.role).toBe("admin");
    expect(member!.email_verified_at).not.toBeNull();
    // Single use: the link is gone, a second account cannot be made with it.
    expect((await new Browser().fetch(path)).status).toBe(404);
    expect((await joinAsNew(path, "Tweede")).res.status).toBe(404);
    // The new member signs in with the chosen password.
    expect((await new Browser().login(email, joined.password)).status).toBe(302);
  });

  it("an existing account signs in and joins a second company; the session then works in it, and the account page switches back", async () => {
    const owner = await createMember(env.DB, { companyName: "Second Team BV" });
    const other = await createMember(env.DB, { companyName: "Own Company BV" });
    const { path } = await invite(await loggedIn(owner.email, owner.password), other.email, "viewer");
    // Not signed in: the page says to sign in first, and a new account is refused.
    expect(await (await new Browser().fetch(path)).text()).toContain(
      "Er bestaat al een account met dit e-mailadres",
    );
    expect((await joinAsNew(path)).res.status).toBe(409);
    // Someone else signed in cannot take it.
    const stranger = await loggedIn(owner.email, owner.password);
    expect((await stranger.post(path, { intent: "invite.join" })).status).toBe(403);

    const browser = await loggedIn(other.email, other.password);
    const res = await browser.post(path, { intent: "invite.join" });
    expect(res.status).toBe(302);
    const dashboard = await (await browser.fetch("/admin/dashboard")).text();
    expect(dashboard).toContain("Second Team BV");
    expect(dashboard).toContain("Je bent kijker");
    // The account page lists both companies and switches.
    const account = await (await browser.fetch("/admin/account")).text();
    expect(account).toContain("Own Company BV");
    const back = await browser.post("/admin/account", {
      intent: "company.switch",
      companyId: other.companyId,
    });
    expect(back.status).toBe(302);
    expect(await (await browser.fetch("/admin/dashboard")).text()).toContain("Own Company BV");
    // A company the account is no member of is refused.
    expect(
      (await browser.post("/admin/account", { intent: "company.switch", companyId: crypto.randomUUID() }))
        .status,
    ).toBe(404);
  });

  it("refuses to invite an existing member, the owner's role, or with an unverified address", async () => {
    const owner = await createMember(env.DB, { companyName: "Refusals BV" });
    const browser = await loggedIn(owner.email, owner.password);
    const again = await browser.post(TEAM, { intent: "team.invite", email: owner.email, role: "admin" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("hoort al bij een teamlid");
    expect(
      (await browser.post(TEAM, { intent: "team.invite", email: "x@example.com", role: "owner" })).status,
    ).toBe(400);

    const unverified = await createMember(env.DB, { unverified: true });
    const res = await (
      await loggedIn(unverified.email, unverified.password)
    ).post(TEAM, { intent: "team.invite", email: "y@example.com", role: "admin" });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Bevestig eerst je e-mailadres");
    expect((await all("SELECT id FROM team_invites WHERE company_id = ?", unverified.companyId)).length).toBe(
      0,
    );
  });

  it("the owner removes a member, whose session reaches the company no more and who cannot sign in without a company", async () => {
    const owner = await createMember(env.DB);
    const ownerBrowser = await loggedIn(owner.email, owner.password);
    const email = `leaver-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { path } = await invite(ownerBrowser, email, "admin");
    const { browser, password } = await joinAsNew(path, "Vertrekker");
    const userId = (await one<{ id: string }>("SELECT id FROM users WHERE email = ?", email))!.id;
    expect(await isSignedIn(browser)).toBe(true);

    // The owner cannot remove themselves.
    expect((await ownerBrowser.post(TEAM, { intent: "team.remove", id: owner.userId })).status).toBe(403);
    const removed = await ownerBrowser.post(TEAM, { intent: "team.remove", id: userId });
    expect(removed.status).toBe(302);
    // The very next request of the removed member is signed out.
    const next = await browser.fetch("/admin/dashboard");
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toMatch(/^\/admin\/login/);
    const login = await new Browser().login(email, password);
    expect(login.status).toBe(403);
    expect(await login.text()).toContain("hoort (nog) bij geen enkel bedrijf");
  });

  it("the owner changes a role and transfers the ownership; the old owner is an admin and manages the team no more", async () => {
    const owner = await createMember(env.DB);
    const ownerBrowser = await loggedIn(owner.email, owner.password);
    const email = `heir-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { path } = await invite(ownerBrowser, email, "viewer");
    const { browser: heir } = await joinAsNew(path, "Opvolger");
    const heirId = (await one<{ id: string }>("SELECT id FROM users WHERE email = ?", email))!.id;
    // A viewer changes nothing: 403 with the reason.
    const refused = await heir.post(TEAM, { intent: "team.invite", email: "z@example.com", role: "admin" });
    expect(refused.status).toBe(403);

    expect((await ownerBrowser.post(TEAM, { intent: "team.role", id: heirId, role: "admin" })).status).toBe(
      302,
    );
    expect((await ownerBrowser.post(TEAM, { intent: "team.transfer", id: heirId })).status).toBe(302);
    const roles = await all<{ user_id: string; role: string }>(
      "SELECT user_id, role FROM memberships WHERE company_id = ? ORDER BY role",
      owner.companyId,
    );
    expect(roles).toEqual([
      { user_id: owner.userId, role: "admin" },
      { user_id: heirId, role: "owner" },
    ]);
    // Takes effect on the next request: the old owner is refused team changes, the new one may.
    const now = await ownerBrowser.post(TEAM, { intent: "team.remove", id: heirId });
    expect(now.status).toBe(403);
    expect(await now.text()).toContain("Alleen de eigenaar");
    expect((await heir.post(TEAM, { intent: "team.role", id: owner.userId, role: "viewer" })).status).toBe(
      302,
    );
    // A transfer to someone outside the company changes nothing.
    expect((await heir.post(TEAM, { intent: "team.transfer", id: crypto.randomUUID() })).status).toBe(404);
    expect(
      (await one<{ n: number }>(
        "SELECT count(*) AS n FROM memberships WHERE company_id = ? AND role = 'owner'",
        owner.companyId,
      ))!.n,
    ).toBe(1);
  });
});

describe("passwords", { timeout: 60_000 }, () => {
  it("change: the current password is required, the new one must pass the rules, other sessions end at once", async () => {
    const member = await createMember(env.DB);
    const [here, elsewhere] = [
      await loggedIn(member.email, member.password),
      await loggedIn(member.email, member.password),
    ];
    const wrong = await here.post("/admin/account", {
      intent: "password.change",
      currentPassword: "not it at all",
      newPassword: "a brand new passphrase",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Je huidige wachtwoord klopt niet.");
    const weak = await here.post("/admin/account", {
      intent: "password.change",
      currentPassword: member.password,
      newPassword: "short",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("minstens 10 tekens");

    const ok = await here.post("/admin/account", {
      intent: "password.change",
      currentPassword: member.password,
      newPassword: "a brand new passphrase",
    });
    expect(ok.status).toBe(302);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect((await new Browser().login(member.email, member.password)).status).toBe(401);
    expect((await new Browser().login(member.email, "a brand new passphrase")).status).toBe(302);
  });

  it("an existing 8-character password still signs in", async () => {
    const member = await createMember(env.DB, { password: "eight888" });
    expect((await new Browser().login(member.email, "eight888")).status).toBe(302);
  });

  it("reset: the same answer for any address, a 30-minute single-use link stored hashed, every session ended", async () => {
    const member = await createMember(env.DB);
    const signedIn = await loggedIn(member.email, member.password);
    const known = await new Browser().post("/admin/forgot-password", {
      intent: "reset.request",
      email: member.email,
    });
    const unknown = await new Browser().post("/admin/forgot-password", {
      intent: "reset.request",
      email: `nobody-${crypto.randomUUID()}@example.com`,
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    expect(knownText).toContain("Als er een account bij dit e-mailadres hoort");
    // Identical pages apart from the request's nonce.
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/\\"_\d+\\":/g, "");
    expect(strip(knownText).length).toBe(strip(unknownText).length);

    const mail = await deliveredMail("password-reset:", member.email);
    expect(mail.company_id).toBeNull();
    const path = linkIn(mail.text_body, "/admin/reset-password");
    const token = path.split("/").pop()!;
    const row = await one<{ token_hash: string; expires_at: string; created_at: string }>(
      "SELECT token_hash, expires_at, created_at FROM account_tokens WHERE user_id = ? AND purpose = 'reset-password'",
      member.userId,
    );
    expect(row!.token_hash).not.toContain(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBeLessThanOrEqual(30 * 60_000 + 1000);

    expect((await new Browser().fetch(path)).status).toBe(200);
    expect((await new Browser().post(path, { intent: "reset.set", password: "qwertyuiop" })).status).toBe(
      400,
    );
    const done = await new Browser().post(path, { intent: "reset.set", password: "reset to something long" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/login");
    expect(await isSignedIn(signedIn)).toBe(false);
    expect((await new Browser().login(member.email, "reset to something long")).status).toBe(302);
    // Used once: the link answers 404 and changes nothing more.
    expect((await new Browser().fetch(path)).status).toBe(404);
    expect(
      (await new Browser().post(path, { intent: "reset.set", password: "yet another long one" })).status,
    ).toBe(404);
    expect((await new Browser().login(member.email, "reset to something long")).status).toBe(302);
  });

  it("reset: an expired link does nothing", async () => {
    const member = await createMember(env.DB);
    await new Browser().post("/admin/forgot-password", { intent: "reset.request", email: member.email });
    const path = linkIn(
      (await deliveredMail("password-reset:", member.email)).text_body,
      "/admin/reset-password",
    );
    await env.DB.prepare("UPDATE account_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), member.userId)
      .run();
    expect((await new Browser().fetch(path)).status).toBe(404);
    expect(
      (await new Browser().post(path, { intent: "reset.set", password: "too late for this one" })).status,
    ).toBe(404);
    expect((await new Browser().login(member.email, member.password)).status).toBe(302);
  });
});

describe("sessions", { timeout: 60_000 }, () => {
  it("lists the active sessions with this device marked, ends one, and signs out everywhere on the next request", async () => {
    const member = await createMember(env.DB);
    const phone = new Browser();
    await phone.fetch("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email: member.email, password: member.password }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      },
    });
    const laptop = await loggedIn(member.email, member.password);
    const third = await loggedIn(member.email, member.password);
    const page = await (await laptop.fetch("/admin/account")).text();
    expect(page).toContain("Safari op iOS");
    expect(page.match(/data-testid="session"/g)).toHaveLength(3);
    expect(page.match(/Dit apparaat/g)).toHaveLength(1);
    // End the phone's session from the laptop by its handle (never its id).
    const handles = [...page.matchAll(/name="handle" value="([0-9a-f]{32})"/g)].map((m) => m[1]!);
    expect(handles).toHaveLength(2);
    const ids = await all<{ id: string }>("SELECT id FROM sessions WHERE user_id = ?", member.userId);
    for (const { id } of ids) expect(page).not.toContain(id);
    for (const handle of handles) await laptop.post("/admin/account", { intent: "session.end", handle });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);

    const again = await loggedIn(member.email, member.password);
    const everywhere = await laptop.post("/admin/account", { intent: "sessions.end-all" });
    expect(everywhere.status).toBe(302);
    expect(everywhere.headers.get("Location")).toBe("/admin/login");
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(again)).toBe(false);
    expect(
      (await one<{ n: number }>("SELECT count(*) AS n FROM sessions WHERE user_id = ?", member.userId))!.n,
    ).toBe(0);
  });

  it("expire after 7 days without use, and after 30 days whatever happens; use moves the last-seen time", async () => {
    const member = await createMember(env.DB);
    const [idle, active, old] = [
      await loggedIn(member.email, member.password),
      await loggedIn(member.email, member.password),
      await loggedIn(member.email, member.password),
    ];
    const rows = await all<{ id: string }>(
      "SELECT id FROM sessions WHERE user_id = ? ORDER BY created_at",
      member.userId,
    );
    const ago = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?")
      .bind(ago(7.01), rows[0]!.id)
      .run();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?")
      .bind(ago(6.9), rows[1]!.id)
      .run();
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE id = ?")
      .bind(ago(30.5), ago(0.5), rows[2]!.id)
      .run();
    expect(await isSignedIn(idle)).toBe(false);
    expect(await isSignedIn(active)).toBe(true);
    expect(await isSignedIn(old)).toBe(false);
    const touched = await one<{ last_seen_at: string }>(
      "SELECT last_seen_at FROM sessions WHERE id = ?",
      rows[1]!.id,
    );
    expect(Date.now() - Date.parse(touched!.last_seen_at)).toBeLessThan(60_000);
  });
});

describe("e-mail verification at sign-up", { timeout: 60_000 }, () => {
  it("signs the new founder in with a banner; the mail's link verifies on a POST (a GET changes nothing)", async () => {
    const email = `new-founder-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const browser = new Browser();
    const res = await browser.post("/admin", {
      intent: "register",
      fullName: "Nina Nieuw",
      companyName: `Verify ${email}`,
      email,
      password: "a long enough password",
    });
    expect(res.status).toBe(302);
    expect(await (await browser.fetch("/admin/dashboard")).text()).toContain(
      "Je e-mailadres is nog niet bevestigd",
    );
    const mail = await deliveredMail("account-verify:", email);
    expect(mail.company_id).toBeNull();
    const path = linkIn(mail.text_body, "/admin/verify-email");
    expect((await new Browser().fetch(path)).status).toBe(200);
    expect(
      (await one<{ v: string | null }>("SELECT email_verified_at AS v FROM users WHERE email = ?", email))!.v,
    ).toBeNull();
    // Until then: no team invitations and no mails to subscribers.
    expect(
      (await browser.post(TEAM, { intent: "team.invite", email: "friend@example.com", role: "admin" }))
        .status,
    ).toBe(403);
    const update = {
      intent: "update.create",
      date: "2026-09-01",
      type: "growth",
      title: "Mailed update",
      description: "To subscribers.",
      metrics: "",
      sendNotifications: "on",
    };
    const mailed = await browser.post("/admin/management/add-update", update);
    expect(mailed.status).toBe(403);
    expect(await mailed.text()).toContain("Bevestig eerst je e-mailadres");
    expect((await browser.post(path, { intent: "verify.confirm" })).status).toBe(302);
    expect(
      (await one<{ v: string | null }>("SELECT email_verified_at AS v FROM users WHERE email = ?", email))!.v,
    ).not.toBeNull();
    expect(await (await browser.fetch("/admin/dashboard")).text()).not.toContain(
      "Je e-mailadres is nog niet bevestigd",
    );
    expect((await new Browser().post(path, { intent: "verify.confirm" })).status).toBe(404);
    // A new mail at most every few minutes.
    expect((await browser.post("/admin/account", { intent: "verify.resend" })).status).toBe(302);
  });
});

/** The code an authenticator app shows for a base32 secret (WebCrypto HMAC-SHA1, written here independently of the app's). */
async function appCode(secret: string, asOfMs = Date.now()) {
  const key = await crypto.subtle.importKey(
    "raw",
    base32Decode(secret)! as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  return truncate(new Uint8Array(await crypto.subtle.sign("HMAC", key, counterBytes(totpStep(asOfMs)))));
}

async function enableTotp(member: TestMember) {
  const browser = await loggedIn(member.email, member.password);
  expect((await browser.post("/admin/account", { intent: "two-factor.begin" })).status).toBe(302);
  const page = await (await browser.fetch("/admin/account")).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
  expect(page).toContain(`otpauth://totp/`);
  const stored = await one<{ totp_secret: string }>(
    "SELECT totp_secret FROM users WHERE id = ?",
    member.userId,
  );
  expect(stored!.totp_secret).not.toContain(secret);
  expect(
    (
      await browser.post("/admin/account", {
        intent: "two-factor.confirm",
        code: "000000" === (await appCode(secret)) ? "111111" : "000000",
      })
    ).status,
  ).toBe(400);
  const confirmed = await browser.post("/admin/account", {
    intent: "two-factor.confirm",
    code: await appCode(secret),
  });
  expect(confirmed.status).toBe(200);
  const codes = [
    ...(await confirmed.text()).matchAll(/<li>([a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4})<\/li>/g),
  ].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { browser, secret, codes };
}

async function passwordStep(member: TestMember) {
  const browser = new Browser();
  const res = await browser.login(member.email, member.password);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/admin/two-factor");
  // No session yet: only the code step.
  expect(await isSignedIn(browser)).toBe(false);
  return browser;
}

describe("two-factor sign-in (TOTP) and recovery codes", { timeout: 60_000 }, () => {
  it("enables with a code from the app, then asks for a code after the password; a code works once; recovery codes work once each", async () => {
    const member = await createMember(env.DB);
    const { secret, codes } = await enableTotp(member);
    const hashes = await all<{ code_hash: string }>(
      "SELECT code_hash FROM recovery_codes WHERE user_id = ?",
      member.userId,
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes).not.toContain(code_hash);

    const wrongStep = await passwordStep(member);
    const wrong = await wrongStep.post("/admin/two-factor", {
      intent: "two-factor.verify",
      code: "12345",
      recoveryCode: "",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Vul de 6 cijfers uit je app in.");

    // A code accepted at setup is not accepted again; the next step's code is.
    const step = await passwordStep(member);
    const replay = await step.post("/admin/two-factor", {
      intent: "two-factor.verify",
      code: await appCode(secret),
      recoveryCode: "",
    });
    expect(replay.status).toBe(401);
    const next = await step.post("/admin/two-factor", {
      intent: "two-factor.verify",
      code: await appCode(secret, Date.now() + 30_000),
      recoveryCode: "",
    });
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toBe("/admin/dashboard");
    expect(await isSignedIn(step)).toBe(true);

    const recovery = await passwordStep(member);
    const used = await recovery.post("/admin/two-factor", {
      intent: "two-factor.verify",
      code: "",
      recoveryCode: codes[0]!.toUpperCase(),
    });
    expect(used.status).toBe(302);
    expect(await isSignedIn(recovery)).toBe(true);
    const reuse = await (
      await passwordStep(member)
    ).post("/admin/two-factor", { intent: "two-factor.verify", code: "", recoveryCode: codes[0]! });
    expect(reuse.status).toBe(401);
    expect(await reuse.text()).toContain("Deze herstelcode klopt niet of is al gebruikt.");
    // Without the password step there is no code step: back to the login, no session.
    const stranger = new Browser();
    const skipped = await stranger.post("/admin/two-factor", {
      intent: "two-factor.verify",
      code: await appCode(secret, Date.now() + 60_000),
      recoveryCode: "",
    });
    expect(skipped.headers.get("Location")).toBe("/admin/login");
    expect(await isSignedIn(stranger)).toBe(false);
  });

  it("limits the codes tried per account", async () => {
    const member = await createMember(env.DB);
    await enableTotp(member);
    const browser = await passwordStep(member);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await browser.post("/admin/two-factor", {
            intent: "two-factor.verify",
            code: String(100000 + i),
            recoveryCode: "",
          })
        ).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("the owner requires it for the company: members without it are sent to set it up first", async () => {
    const owner = await createMember(env.DB);
    const ownerBrowser = await loggedIn(owner.email, owner.password);
    // Not before the owner has it.
    expect(
      (await ownerBrowser.post(TEAM, { intent: "team.require-two-factor", requireTwoFactor: "on" })).status,
    ).toBe(400);
    const { browser: withTotp } = await enableTotp(owner);
    const email = `second-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { path } = await invite(withTotp, email, "admin");
    const { browser: colleague } = await joinAsNew(path);
    expect(
      (await withTotp.post(TEAM, { intent: "team.require-two-factor", requireTwoFactor: "on" })).status,
    ).toBe(302);
    const sent = await colleague.fetch("/admin/dashboard");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/admin/account?setup=two-factor");
    expect(
      (await colleague.post("/admin/management/add-update", { intent: "update.create", title: "x" })).status,
    ).toBe(302);
    expect(await (await colleague.fetch("/admin/account?setup=two-factor")).text()).toContain(
      "Je bedrijf verplicht tweestapsverificatie",
    );
    expect(await isSignedIn(withTotp)).toBe(true);
  });
});
