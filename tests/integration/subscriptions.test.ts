import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { hashToken } from "../../app/server/investors/subscriptions.server";
import { renderAudienceMails } from "../../app/server/mail/update-mail.server";
import type { MailMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import { createMember, createUpdate } from "../factories";
import { createSubscription } from "../factories/subscriptions";
import { Browser, unlocked } from "./http";
import { deliver } from "./queues";

const CODE = "investor-code-123";

type SubscriptionRow = {
  id: string;
  email: string;
  verified: number;
  verification_token: string | null;
  verification_sent_on: string | null;
  unsubscribe_token: string;
};

const subscriptionsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM email_subscriptions WHERE company_id = ? ORDER BY subscribed_at")
      .bind(companyId)
      .all<SubscriptionRow>()
  ).results;

const outboxByKey = (key: string) =>
  env.DB.prepare("SELECT * FROM outbox_emails WHERE idempotency_key = ?").bind(key).first<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    kind: string;
    company_id: string;
  }>();

/** Outbox rows whose idempotency key starts with `prefix` (D1 limits LIKE patterns to 50 characters). */
const countOutbox = async (prefix: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1",
  )
    .bind(prefix)
    .first<{ n: number }>())!.n;

const investor = (slug: string) => unlocked(`/public/${slug}/timeline`, CODE);

async function runConsumer(messages: NotificationMessage[]) {
  return deliver(
    "investor-relations-notifications",
    messages.map((body, i) => ({ id: `m${i}`, body })),
  );
}

describe("subscribing on the public timeline", { timeout: 20_000 }, () => {
  it("needs the investor grant (403 without, nothing stored)", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const res = await new Browser().post(`/public/${member.slug}/subscribe`, { email: "anon@example.com" });
    expect(res.status).toBe(403);
    expect(await subscriptionsOf(member.companyId)).toEqual([]);
  });

  it("stores the address trimmed and lowercased with random tokens (the verification token only hashed), redirects back with a toast, and mails a verification link", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Verify & Co" });
    const visitor = await investor(member.slug);
    const res = await visitor.post(`/public/${member.slug}/subscribe`, {
      email: "  Ann.Investor@Example.COM ",
      redirectTo: `/public/${member.slug}/timeline`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/public/${member.slug}/timeline`);

    const [row, ...rest] = await subscriptionsOf(member.companyId);
    expect(rest).toEqual([]);
    expect(row!.email).toBe("ann.investor@example.com");
    expect(row!.verified).toBe(0);
    expect(row!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.verification_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.verification_token).not.toBe(row!.unsubscribe_token);
    expect(row!.verification_sent_on).toBe(new Date().toISOString().slice(0, 10));

    const page = await (await visitor.fetch(`/public/${member.slug}/timeline`)).text();
    expect(page).toContain("Check your inbox");

    // The verification mail went through the queue into the outbox, with an absolute link.
    const mail = await vi.waitFor(
      async () => {
        const found = await env.DB.prepare(
          "SELECT * FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1",
        )
          .bind(`verify:${row!.id}:${new Date().toISOString().slice(0, 10)}:`)
          .first<{
            to_address: string;
            subject: string;
            text_body: string;
            html_body: string;
            kind: string;
            company_id: string;
          }>();
        if (!found) throw new Error("verification mail not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(mail.to_address).toBe("ann.investor@example.com");
    expect(mail.kind).toBe("verification");
    expect(mail.company_id).toBe(member.companyId);
    expect(mail.subject).toBe("Confirm your subscription to Verify & Co updates");
    // The link is built from PUBLIC_BASE_URL; its token exists only in the mail, the row holds its SHA-256.
    const token = mail.text_body.match(
      /http:\/\/localhost:8787\/subscribe\/verify\?token=([0-9a-f]{64})/,
    )?.[1];
    expect(token).toBeTruthy();
    expect(token).not.toBe(row!.verification_token);
    expect(await hashToken(token!)).toBe(row!.verification_token);
    expect(mail.html_body).toContain(`href="http://localhost:8787/subscribe/verify?token=${token}"`);
    expect(mail.html_body).toContain("Verify &amp; Co");
  });

  it("answers a duplicate address the same way, with no second row and no second mail", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    const first = await visitor.post(`/public/${member.slug}/subscribe`, { email: "dup@example.com" });
    const second = await visitor.post(`/public/${member.slug}/subscribe`, { email: " DUP@example.com" });
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const rows = await subscriptionsOf(member.companyId);
    expect(rows).toHaveLength(1);
    await vi.waitFor(async () => expect(await countOutbox(`verify:${rows[0]!.id}`)).toBe(1), {
      timeout: 10_000,
      interval: 200,
    });
    await new Promise((r) => setTimeout(r, 1500)); // give a second mail the time to show up, if there were one
    expect(await countOutbox(`verify:${rows[0]!.id}`)).toBe(1);

    // The same address may subscribe to another company.
    const other = await createMember(env.DB, { accessCode: CODE });
    const otherVisitor = await investor(other.slug);
    expect(
      (await otherVisitor.post(`/public/${other.slug}/subscribe`, { email: "dup@example.com" })).status,
    ).toBe(302);
    expect(await subscriptionsOf(other.companyId)).toHaveLength(1);
  });

  it("rejects a malformed address with 400 and a clear message, storing nothing", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    for (const email of ["not-an-email", "", "   "]) {
      const res = await visitor.post(`/public/${member.slug}/subscribe`, { email });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(
        email.trim() ? "Please enter a valid email address." : "Please fill in your email address.",
      );
    }
    expect(await subscriptionsOf(member.companyId)).toEqual([]);
  });

  it("never redirects off-site", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    const res = await visitor.post(`/public/${member.slug}/subscribe`, {
      email: "offsite@example.com",
      redirectTo: "//evil.example/x",
    });
    expect(res.headers.get("Location")).toBe(`/public/${member.slug}/timeline`);
  });

  it("only acts on POST: a GET changes nothing and links back to the timeline", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const res = await new Browser().fetch(`/public/${member.slug}/subscribe?email=get@example.com`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`href="/public/${member.slug}/timeline"`);
    expect(await subscriptionsOf(member.companyId)).toEqual([]);
  });
});

describe("verification link", () => {
  it("asks on GET and changes nothing (mail scanners follow links); only the page's POST confirms, once", async () => {
    const member = await createMember(env.DB, { companyName: "Scanner Proof BV" });
    const sub = await createSubscription(env.DB, member.companyId, { verified: false });
    // A mail scanner (or a link preview) opens the link, even twice: nothing is confirmed.
    for (let i = 0; i < 2; i++) {
      const res = await new Browser().fetch(`/subscribe/verify?token=${sub.verificationToken}`);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain("Scanner Proof BV");
      expect(page).toContain(">Confirm</button>");
      expect(page).toContain('method="post"');
      expect(page).not.toContain("Subscription confirmed");
    }
    expect((await subscriptionsOf(member.companyId))[0]!.verified).toBe(0);

    const browser = new Browser();
    const confirmed = await browser.post(`/subscribe/verify?token=${sub.verificationToken}`, {
      token: sub.verificationToken!,
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    const [row] = await subscriptionsOf(member.companyId);
    expect(row!.verified).toBe(1);
    expect(row!.verification_token).toBeNull();

    for (const again of [
      await browser.post(`/subscribe/verify?token=${sub.verificationToken}`, {
        token: sub.verificationToken!,
      }),
      await new Browser().fetch(`/subscribe/verify?token=${sub.verificationToken}`),
    ]) {
      expect(again.status).toBe(404);
      expect(await again.text()).toContain("This confirmation link is not valid or was already used.");
    }
  });

  it("cannot be confirmed with what is stored: the hash in the row is no token", async () => {
    const member = await createMember(env.DB);
    await createSubscription(env.DB, member.companyId, { verified: false });
    const [row] = await subscriptionsOf(member.companyId);
    const res = await new Browser().post("/subscribe/verify", { token: row!.verification_token! });
    expect(res.status).toBe(404);
    expect((await subscriptionsOf(member.companyId))[0]!.verified).toBe(0);
  });

  it("a POST without a token is a 400 and confirms nothing", async () => {
    const res = await new Browser().post("/subscribe/verify", {});
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("its token is missing");
  });

  it("answers a missing token with 400 and a garbage token with 404", async () => {
    const missing = await new Browser().fetch("/subscribe/verify");
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("its token is missing");
    expect((await new Browser().fetch("/subscribe/verify?token=%27%20OR%201%3D1")).status).toBe(404);
  });
});

describe("unsubscribe page", () => {
  it("shows the no-token message with 400", async () => {
    const res = await new Browser().fetch("/unsubscribe");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Geen geldig unsubscribe token gevonden.");
    const post = await new Browser().post("/unsubscribe", {});
    expect(post.status).toBe(400);
  });

  it("asks for confirmation on GET (no delete: mail scanners prefetch links) and deletes on POST", async () => {
    const member = await createMember(env.DB, { companyName: "Unsub Ltd" });
    const sub = await createSubscription(env.DB, member.companyId);
    const browser = new Browser();
    const page = await browser.fetch(`/unsubscribe?token=${sub.unsubscribeToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Unsub Ltd");
    expect(html).toContain(">Uitschrijven</button>");
    expect(await subscriptionsOf(member.companyId)).toHaveLength(1);

    const done = await browser.post(`/unsubscribe?token=${sub.unsubscribeToken}`, {
      token: sub.unsubscribeToken,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Je bent succesvol uitgeschreven van de updates.");
    expect(await subscriptionsOf(member.companyId)).toEqual([]);

    for (const res of [
      await browser.post(`/unsubscribe?token=${sub.unsubscribeToken}`, { token: sub.unsubscribeToken }),
      await browser.fetch(`/unsubscribe?token=${sub.unsubscribeToken}`),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(
        "Er is een fout opgetreden bij het uitschrijven. Mogelijk ben je al uitgeschreven.",
      );
    }
  });

  it("accepts an RFC 8058 one-click POST from a mail provider (no Origin)", async () => {
    const member = await createMember(env.DB);
    const sub = await createSubscription(env.DB, member.companyId);
    const res = await new Browser().fetch(`/unsubscribe?token=${sub.unsubscribeToken}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(member.companyId)).toEqual([]);
  });
});

describe("update mails to subscribers (the send path's renderAudienceMails)", { timeout: 20_000 }, () => {
  async function setup() {
    const member = await createMember(env.DB, { companyName: "Fan <Out>" });
    const update = await createUpdate(env.DB, member.companyId, {
      title: "Seed <closed>",
      description: "We raised & grew.",
      date: "2026-03-05",
      metrics: ["🚀 €1.2M raised - 12 investors"],
    });
    const verified = [
      await createSubscription(env.DB, member.companyId),
      await createSubscription(env.DB, member.companyId),
    ];
    const unverified = await createSubscription(env.DB, member.companyId, { verified: false });
    const other = await createMember(env.DB);
    const otherSub = await createSubscription(env.DB, other.companyId);
    const company = { id: member.companyId, name: "Fan <Out>", slug: member.slug, openTracking: false };
    const mails = () =>
      renderAudienceMails(
        createDb(env.DB),
        company,
        update,
        { subscribers: true, stages: [] },
        { baseUrl: "https://investors.example.com", secret: env.SESSION_SECRET },
      );
    return { member, update, verified, unverified, otherSub, mails };
  }

  it("builds one mail per verified subscriber of the company (not another company's), with content and an unsubscribe link", async () => {
    const { member, update, verified, unverified, otherSub, mails } = await setup();
    const built = await mails();
    expect(built.map((m) => m.to).sort()).toEqual(verified.map((s) => s.email).sort());
    expect(built.map((m) => m.to)).not.toContain(unverified.email);
    expect(built.map((m) => m.to)).not.toContain(otherSub.email);
    for (const mail of built) {
      const sub = verified.find((s) => s.email === mail.to)!;
      expect(mail.idempotencyKey).toBe(`update:${update.id}:sub:${sub.id}`);
      expect(mail.companyId).toBe(member.companyId);
      expect(mail.subject).toBe("Fan <Out>: Seed <closed>");
      expect(mail.text).toContain("March 5, 2026");
      expect(mail.text).toContain("- €1.2M raised\n- 12 investors");
      expect(mail.text).toContain(`https://investors.example.com/unsubscribe?token=${sub.unsubscribeToken}`);
      expect(mail.html).toContain("Seed &lt;closed&gt;");
      expect(mail.html).toContain("We raised &amp; grew.");
      expect(mail.html).toContain(
        `href="https://investors.example.com/unsubscribe?token=${sub.unsubscribeToken}"`,
      );
      expect(mail.unsubscribeUrl).toBe(
        `https://investors.example.com/unsubscribe?token=${sub.unsubscribeToken}`,
      );
      // The read link is this subscriber's signed click link to the update's page.
      const link = new URL(mail.text.match(/Read the update and reply: (\S+)/)![1]!);
      expect(link.pathname).toBe(`/public/${member.slug}/go`);
      expect(link.searchParams.get("s")).toBe(sub.id);
      expect(link.searchParams.get("to")).toBe(`/public/${member.slug}/updates/${update.id}`);
    }
  });

  it("delivers each mail once, however often the queue hands it over", async () => {
    const { update, verified, mails } = await setup();
    const built = (await mails()) as MailMessage[];
    const first = await runConsumer(built);
    expect(first.retryMessages).toEqual([]);
    const again = await runConsumer((await mails()) as MailMessage[]);
    expect(again.retryMessages).toEqual([]);
    expect(await countOutbox(`update:${update.id}:sub:`)).toBe(2);
    for (const sub of verified) {
      const mail = await outboxByKey(`update:${update.id}:sub:${sub.id}`);
      expect(mail?.to_address).toBe(sub.email);
      expect(mail?.kind).toBe("update-notification");
    }
  });
});
