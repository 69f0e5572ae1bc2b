import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { createMember } from "../factories";
import { addMember } from "../factories/subscriptions";
import { Browser, unlocked } from "./http";

const CODE = "investor-code-456";

const rows = async (table: "document_requests" | "call_requests", companyId: string) =>
  (
    await env.DB.prepare(`SELECT * FROM ${table} WHERE company_id = ? ORDER BY created_at`)
      .bind(companyId)
      .all<Record<string, unknown>>()
  ).results;

/** Outbox rows whose idempotency key starts with `prefix` (D1 limits LIKE patterns to 50 characters). */
const outboxLike = async (prefix: string) =>
  (
    await env.DB.prepare(
      "SELECT to_address, subject, text_body, html_body, kind, idempotency_key, company_id FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1 ORDER BY to_address",
    )
      .bind(prefix)
      .all<{
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string;
        kind: string;
        idempotency_key: string;
        company_id: string;
      }>()
  ).results;

const investor = (slug: string) => unlocked(`/public/${slug}/timeline`, CODE);

describe("document requests", { timeout: 20_000 }, () => {
  it("need the investor grant (403 without, nothing stored)", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const res = await new Browser().post(`/public/${member.slug}/request-document`, {
      type: "captable",
      name: "Ann",
      email: "ann@example.com",
    });
    expect(res.status).toBe(403);
    expect(await rows("document_requests", member.companyId)).toEqual([]);
  });

  it("are stored for the company and mailed to each of its admins through the queue", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Docs & Co" });
    const second = await addMember(env.DB, member.companyId);
    const visitor = await investor(member.slug);
    const res = await visitor.post(`/public/${member.slug}/request-document`, {
      type: "finance-deck",
      name: "  Ann <VC> ",
      email: " Ann@VC.example ",
      company: "VC Fund",
      message: "",
      redirectTo: `/public/${member.slug}/timeline`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/public/${member.slug}/timeline`);
    const page = await (await visitor.fetch(`/public/${member.slug}/timeline`)).text();
    expect(page).toContain("Request Submitted");

    const [row, ...rest] = await rows("document_requests", member.companyId);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      type: "finance-deck",
      name: "Ann <VC>",
      email: "ann@vc.example",
      company: "VC Fund",
      message: null,
    });

    const mails = await vi.waitFor(
      async () => {
        const found = await outboxLike(`request:${row!.id}:to:`);
        if (found.length < 2) throw new Error("admin mails not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual([member.email, second.email].sort());
    expect(mails.map((m) => m.idempotency_key).sort()).toEqual(
      [`request:${row!.id}:to:${member.userId}`, `request:${row!.id}:to:${second.userId}`].sort(),
    );
    for (const mail of mails) {
      expect(mail.kind).toBe("document-request");
      expect(mail.company_id).toBe(member.companyId);
      expect(mail.subject).toBe("Finance Deck requested by Ann <VC>");
      expect(mail.text_body).toContain("Email: ann@vc.example");
      expect(mail.html_body).toContain("Ann &lt;VC&gt;");
      expect(mail.text_body).toContain("/admin/management/requests");
    }
  });

  it("answer missing name or email with 400 and the spec's message, storing nothing", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    for (const fields of [
      { type: "captable", name: "", email: "ann@example.com" },
      { type: "captable", name: "Ann", email: "  " },
    ]) {
      const res = await visitor.post(`/public/${member.slug}/request-document`, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Missing Information: Please fill in your name and email address.");
    }
    const bad = await visitor.post(`/public/${member.slug}/request-document`, {
      type: "captable",
      name: "Ann",
      email: "nope",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid email address.");
    const badType = await visitor.post(`/public/${member.slug}/request-document`, {
      type: "passwords",
      name: "Ann",
      email: "ann@example.com",
    });
    expect(badType.status).toBe(400);
    expect(await badType.text()).toContain("Please choose the captable or the finance deck.");
    const tooLong = await visitor.post(`/public/${member.slug}/request-document`, {
      type: "captable",
      name: "Ann",
      email: "ann@example.com",
      message: "x".repeat(5001),
    });
    expect(tooLong.status).toBe(400);
    expect(await rows("document_requests", member.companyId)).toEqual([]);
  });

  it("never redirect off-site", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    const res = await visitor.post(`/public/${member.slug}/request-document`, {
      type: "captable",
      name: "Ann",
      email: "a@example.com",
      redirectTo: "https://evil.example/",
    });
    expect(res.headers.get("Location")).toBe(`/public/${member.slug}`);
  });
});

describe("call requests", { timeout: 20_000 }, () => {
  it("need the investor grant (403 without, nothing stored)", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const res = await new Browser().post(`/public/${member.slug}/schedule-call`, {
      name: "Bob",
      email: "bob@example.com",
      message: "Hi",
    });
    expect(res.status).toBe(403);
    expect(await rows("call_requests", member.companyId)).toEqual([]);
  });

  it("are stored for the company and mailed to its admin", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    const res = await visitor.post(`/public/${member.slug}/schedule-call`, {
      name: "Bob",
      email: "bob@example.com",
      company: "",
      message: "Let's talk\nabout the round",
      preferredTime: "Tue 10:00",
      redirectTo: `/public/${member.slug}/timeline`,
    });
    expect(res.status).toBe(302);
    const page = await (await visitor.fetch(`/public/${member.slug}/timeline`)).text();
    expect(page).toContain("Call request sent successfully! We&#x27;ll get back to you soon.");
    const [row] = await rows("call_requests", member.companyId);
    expect(row).toMatchObject({
      name: "Bob",
      email: "bob@example.com",
      company: null,
      message: "Let's talk\nabout the round",
      preferred_time: "Tue 10:00",
    });
    const [mail] = await vi.waitFor(
      async () => {
        const found = await outboxLike(`request:${row!.id}:to:${member.userId}`);
        if (!found.length) throw new Error("admin mail not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(mail!.to_address).toBe(member.email);
    expect(mail!.kind).toBe("call-request");
    expect(mail!.text_body).toContain("Preferred time: Tue 10:00");
  });

  it("answer a missing name, email or message with 400 and the spec's message, storing nothing", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    for (const fields of [
      { name: "", email: "bob@example.com", message: "Hi" },
      { name: "Bob", email: "", message: "Hi" },
      { name: "Bob", email: "bob@example.com", message: "   " },
    ]) {
      const res = await visitor.post(`/public/${member.slug}/schedule-call`, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Please fill in all required fields");
    }
    expect(await rows("call_requests", member.companyId)).toEqual([]);
  });
});

describe("admin tabs", { timeout: 20_000 }, () => {
  it("list the company's own requests, subscribers and outbox mails only", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const other = await createMember(env.DB, { accessCode: CODE });
    const visitor = await investor(member.slug);
    await visitor.post(`/public/${member.slug}/request-document`, {
      type: "captable",
      name: "Own Requester",
      email: "own@example.com",
    });
    await visitor.post(`/public/${member.slug}/schedule-call`, {
      name: "Own Caller",
      email: "call@example.com",
      message: "Hello there",
    });
    await visitor.post(`/public/${member.slug}/subscribe`, { email: "own-sub@example.com" });
    const otherVisitor = await investor(other.slug);
    await otherVisitor.post(`/public/${other.slug}/request-document`, {
      type: "captable",
      name: "Foreign Requester",
      email: "x@example.com",
    });
    await otherVisitor.post(`/public/${other.slug}/subscribe`, { email: "foreign-sub@example.com" });

    const admin = new Browser();
    expect((await admin.login(member.email, member.password)).status).toBe(302);
    const requests = await (await admin.fetch("/admin/management/requests")).text();
    expect(requests).toContain("Own Requester");
    expect(requests).toContain("Own Caller");
    expect(requests).toContain("Hello there");
    expect(requests).not.toContain("Foreign Requester");

    const outbox = await vi.waitFor(
      async () => {
        const html = await (await admin.fetch("/admin/management/outbox")).text();
        if (!html.includes("Confirm your subscription"))
          throw new Error("verification mail not delivered yet");
        return html;
      },
      { timeout: 10_000, interval: 300 },
    );
    expect(outbox).toContain("own-sub@example.com");
    expect(outbox).toContain("Not verified");
    expect(outbox).toContain("/subscribe/verify?token=");
    expect(outbox).not.toContain("foreign-sub@example.com");
  });

  it("require a signed-in member", async () => {
    const res = await new Browser().fetch("/admin/management/outbox");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});
