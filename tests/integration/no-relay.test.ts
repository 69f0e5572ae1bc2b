import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { INVITES_PER_COMPANY_PER_DAY } from "../../app/domain/investors/links";
import { hashToken } from "../../app/server/investors/subscriptions.server";
import { createMember, type TestMember } from "../factories";
import { Browser, loggedIn, unlocked } from "./http";

// The platform's sender is no relay: a subscription is confirmed only from the subscriber's
// mailbox, the Outbox shows no usable link, invites are bounded per company and day, and every
// mail link is built from PUBLIC_BASE_URL (wrangler.toml: http://localhost:8787), never the Host.

const CODE = "no-relay-code-123";
const PUBLIC = "http://localhost:8787";
const TAB = "/admin/management/investors";

type Mail = {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  idempotency_key: string;
  kind: string;
};
const mailsTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT * FROM outbox_emails WHERE to_address = ? ORDER BY created_at")
      .bind(address)
      .all<Mail>()
  ).results;
const mailsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM outbox_emails WHERE company_id = ? ORDER BY created_at")
      .bind(companyId)
      .all<Mail>()
  ).results;
const waitForMail = (address: string, count = 1) =>
  vi.waitFor(
    async () => {
      const mails = await mailsTo(address);
      if (mails.length < count) throw new Error(`mail to ${address} not delivered yet`);
      return mails;
    },
    { timeout: 10_000, interval: 200 },
  );
const subscription = (companyId: string) =>
  env.DB.prepare("SELECT * FROM email_subscriptions WHERE company_id = ?").bind(companyId).first<{
    id: string;
    verified: number;
    verification_token: string | null;
    verification_sent_on: string | null;
  }>();
const tokenIn = (mail: Mail) => /\/subscribe\/verify\?token=([0-9a-f]{64})/.exec(mail.text_body)![1]!;

/** A request to this Worker as if addressed to another host: a forged Host header (and the URL it makes). */
function forgedHost(browser: Browser, path: string, fields: Record<string, string>) {
  const host = "evil.example";
  return SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      Host: host,
      Origin: `http://${host}`,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
  });
}

describe("double opt-in only the mailbox completes", { timeout: 30_000 }, () => {
  it("renews the token with a new mail at most once a day; the older link stops working", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await unlocked(`/public/${member.slug}/timeline`, CODE);
    const email = `renew-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await visitor.post(`/public/${member.slug}/subscribe`, { email })).status).toBe(302);
    const [first] = await waitForMail(email);
    const row = (await subscription(member.companyId))!;
    expect(row.verification_token).toBe(await hashToken(tokenIn(first!)));

    // The same day: the same answer, no new token, no new mail.
    expect((await visitor.post(`/public/${member.slug}/subscribe`, { email })).status).toBe(302);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await subscription(member.companyId))!.verification_token).toBe(row.verification_token);

    // The next day (the day of the last mail moved back): a new mail with a new token.
    await env.DB.prepare("UPDATE email_subscriptions SET verification_sent_on = '2000-01-01' WHERE id = ?")
      .bind(row.id)
      .run();
    expect((await visitor.post(`/public/${member.slug}/subscribe`, { email })).status).toBe(302);
    const [, second] = await waitForMail(email, 2);
    expect(tokenIn(second!)).not.toBe(tokenIn(first!));
    expect((await new Browser().post("/subscribe/verify", { token: tokenIn(first!) })).status).toBe(404);
    expect((await new Browser().post("/subscribe/verify", { token: tokenIn(second!) })).status).toBe(200);
    expect((await subscription(member.companyId))!.verified).toBe(1);

    // Confirmed: submitting again mails nothing.
    await env.DB.prepare("UPDATE email_subscriptions SET verification_sent_on = '2000-01-01' WHERE id = ?")
      .bind(row.id)
      .run();
    expect((await visitor.post(`/public/${member.slug}/subscribe`, { email })).status).toBe(302);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("the Outbox shows the mails with every token masked and no link to follow, in the page and its data", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const admin = await loggedIn(member.email, member.password);
    const visitor = await unlocked(`/public/${member.slug}/timeline`, CODE);
    const subscriber = `outbox-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const investor = `inv-${crypto.randomUUID().slice(0, 8)}@fund.example`;
    expect((await visitor.post(`/public/${member.slug}/subscribe`, { email: subscriber })).status).toBe(302);
    expect(
      (
        await admin.post(`${TAB}`, {
          intent: "investor.invite",
          name: "Ann Investor",
          email: investor,
          firm: "",
          expires: "",
        })
      ).status,
    ).toBe(302);
    const [verification] = await waitForMail(subscriber);
    const [invite] = await waitForMail(investor);
    const secrets = [tokenIn(verification!), /\/i\/([A-Za-z0-9_-]{43})/.exec(invite!.text_body)![1]!];

    for (const path of ["/admin/management/outbox", "/admin/management/outbox.data"]) {
      const res = await admin.fetch(path);
      expect(res.status).toBe(200);
      const body = await res.text();
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).toContain(`${PUBLIC}/subscribe/verify?token=…`);
      expect(body).toContain(`${PUBLIC}/public/${member.slug}/i/…`);
      expect(body).not.toMatch(/href="[^"]*\/subscribe\/verify/);
      expect(body).not.toMatch(/href="[^"]*\/i\/…/);
    }
    // An admin cannot confirm the subscription with what the panel shows.
    expect((await admin.post("/subscribe/verify", { token: "…" })).status).toBe(404);
    expect((await subscription(member.companyId))!.verified).toBe(0);
  });
});

describe("invites per company and day", { timeout: 30_000 }, () => {
  const throttleKey = (member: TestMember) => `invite:${member.companyId}`;
  const inviteAs = (admin: Browser, email: string) =>
    admin.post(`${TAB}`, { intent: "investor.invite", name: "Cap Investor", email, firm: "", expires: "" });

  it("sends the day's last invite, then refuses with 429 and a clear message, mailing nothing", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    // The day's invites so far, as the throttle counted them (two short of the limit).
    const now = new Date().toISOString();
    await env.DB.prepare(
      "INSERT INTO throttles (key, failures, window_started_at, locked_until) VALUES (?, ?, ?, NULL)",
    )
      .bind(throttleKey(member), INVITES_PER_COMPANY_PER_DAY.maxAttempts - 2, now)
      .run();

    // A duplicate sends nothing and so does not count.
    const first = `cap-${crypto.randomUUID().slice(0, 8)}@fund.example`;
    const last = `cap-${crypto.randomUUID().slice(0, 8)}@fund.example`;
    expect((await inviteAs(admin, first)).status).toBe(302);
    expect((await inviteAs(admin, first)).status).toBe(409);
    expect((await inviteAs(admin, last)).status).toBe(302);
    const refused = await inviteAs(admin, `cap-${crypto.randomUUID().slice(0, 8)}@fund.example`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      "Your company can send at most 50 invites a day. Try again in 24 hours.",
    );
    const investors = await env.DB.prepare("SELECT count(*) AS n FROM investors WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ n: number }>();
    expect(investors!.n).toBe(2);
    await waitForMail(first);
    await waitForMail(last);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsOf(member.companyId)).filter((m) => m.kind === "investor-invite")).toHaveLength(2);

    // Another company is not held back.
    const other = await createMember(env.DB);
    expect(
      (
        await inviteAs(
          await loggedIn(other.email, other.password),
          `cap-${crypto.randomUUID().slice(0, 8)}@fund.example`,
        )
      ).status,
    ).toBe(302);
  });

  it("a burst of parallel invites never passes the limit", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    await env.DB.prepare(
      "INSERT INTO throttles (key, failures, window_started_at, locked_until) VALUES (?, ?, ?, NULL)",
    )
      .bind(throttleKey(member), INVITES_PER_COMPANY_PER_DAY.maxAttempts - 3, new Date().toISOString())
      .run();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inviteAs(admin, `burst-${i}-${crypto.randomUUID().slice(0, 6)}@fund.example`),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 302)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe("mail links come from PUBLIC_BASE_URL, never the Host header", { timeout: 30_000 }, () => {
  it("subscription, invite, requests and update mails all point at the public origin under a forged Host", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const admin = await loggedIn(member.email, member.password);
    const visitor = await unlocked(`/public/${member.slug}/timeline`, CODE);

    const subscriber = `host-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(
      (await forgedHost(visitor, `/public/${member.slug}/subscribe`, { email: subscriber })).status,
    ).toBe(302);
    const invited = `host-inv-${crypto.randomUUID().slice(0, 8)}@fund.example`;
    expect(
      (
        await forgedHost(admin, `${TAB}`, {
          intent: "investor.invite",
          name: "Host Investor",
          email: invited,
          firm: "",
          expires: "",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await forgedHost(visitor, `/public/${member.slug}/request-document`, {
          type: "captable",
          name: "Host Requester",
          email: "req@example.com",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await forgedHost(visitor, `/public/${member.slug}/schedule-call`, {
          name: "Host Caller",
          email: "call@example.com",
          message: "Let us talk",
        })
      ).status,
    ).toBe(302);

    // Update mails go to verified subscribers: confirm this one, then publish with notifications.
    await waitForMail(subscriber);
    expect(
      (await new Browser().post("/subscribe/verify", { token: tokenIn((await mailsTo(subscriber))[0]!) }))
        .status,
    ).toBe(200);
    expect(
      (
        await forgedHost(admin, "/admin/management/add-update", {
          intent: "update.create",
          title: "Forged host news",
          description: "Hello",
          date: "2026-03-01",
          type: "product",
          metrics: "",
          sendNotifications: "on",
        })
      ).status,
    ).toBe(302);

    const mails = await vi.waitFor(
      async () => {
        const all = await mailsOf(member.companyId);
        const kinds = new Set(all.map((m) => m.kind));
        for (const kind of [
          "verification",
          "investor-invite",
          "document-request",
          "call-request",
          "update-notification",
        ])
          if (!kinds.has(kind)) throw new Error(`no ${kind} mail yet`);
        return all;
      },
      { timeout: 15_000, interval: 250 },
    );
    for (const mail of mails) {
      const links = [...`${mail.text_body}\n${mail.html_body}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map(
        (m) => m[0],
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(PUBLIC);
      expect(`${mail.text_body}${mail.html_body}`).not.toContain("evil.example");
    }
  });
});
