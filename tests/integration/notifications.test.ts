import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { getMailConfig } from "../../app/server/mail/config.server";
import { deliverMail } from "../../app/server/mail/deliver.server";
import type { MailMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import { deliver } from "./queues";

const mail = (key: string): MailMessage => ({
  kind: "mail",
  companyId: null,
  to: "investor@example.com",
  subject: "Hello",
  text: "Plain",
  html: "<p>Plain</p>",
  idempotencyKey: key,
  mailKind: "test",
});

describe("notification consumer", () => {
  it("stores each mail once in the outbox, even when a message is delivered twice", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const result = await deliver("investor-relations-notifications", [
      { id: "m1", body: mail(key) },
      { id: "m2", attempts: 2, body: mail(key) },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["m1", "m2"]);
    expect(result.retryMessages).toEqual([]);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM outbox_emails WHERE idempotency_key = ?")
      .bind(key)
      .first<{ n: number }>())!;
    expect(n).toBe(1);
  });
});

describe("resend transport", () => {
  const config = {
    ok: true as const,
    config: { transport: "resend" as const, from: "Acme <updates@acme.example>", apiKey: "re_test_key" },
  };
  const message = (key: string): MailMessage => ({
    ...mail(key),
    mailKind: "update-notification",
    unsubscribeUrl: "https://investors.example.com/unsubscribe?token=abc",
  });

  it("posts the mail to Resend's API with the key, sender and idempotency key, and records it once", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: "email_123" });
    }) as unknown as typeof fetch;
    const key = `resend:${crypto.randomUUID()}`;
    const db = createDb(env.DB);
    expect(await deliverMail(db, config, message(key), { fetchImpl: fakeFetch })).toEqual({
      outcome: "sent",
    });
    expect(await deliverMail(db, config, message(key), { fetchImpl: fakeFetch })).toEqual({
      outcome: "duplicate",
    });

    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe("https://api.resend.com/emails");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toBe(key);
    expect(JSON.parse(String(init.body))).toEqual({
      from: "Acme <updates@acme.example>",
      to: ["investor@example.com"],
      subject: "Hello",
      text: "Plain",
      html: "<p>Plain</p>",
      headers: {
        "List-Unsubscribe": "<https://investors.example.com/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const row = await env.DB.prepare("SELECT status FROM outbox_emails WHERE idempotency_key = ?")
      .bind(key)
      .first<{ status: string }>();
    expect(row?.status).toBe("sent");
  });

  it("a transient error keeps the mail claimed with what went wrong and asks for a retry; the retry sends it", async () => {
    let fail = true;
    const fakeFetch = (async () =>
      fail
        ? new Response("unavailable", { status: 503 })
        : Response.json({ id: "email_456" })) as unknown as typeof fetch;
    const key = `resend:${crypto.randomUUID()}`;
    const db = createDb(env.DB);
    expect(await deliverMail(db, config, message(key), { fetchImpl: fakeFetch, attempt: 1 })).toEqual({
      outcome: "retry",
      delaySeconds: 10,
      reason: "Attempt 1 of 6: the mail service answered 503: unavailable",
      rateLimited: false,
    });
    const row = () =>
      env.DB.prepare("SELECT status, error FROM outbox_emails WHERE idempotency_key = ?")
        .bind(key)
        .first<{ status: string; error: string | null }>();
    expect(await row()).toEqual({
      status: "sending",
      error: "Attempt 1 of 6: the mail service answered 503: unavailable",
    });
    fail = false;
    expect(await deliverMail(db, config, message(key), { fetchImpl: fakeFetch, attempt: 2 })).toEqual({
      outcome: "sent",
    });
    expect(await row()).toEqual({ status: "sent", error: null });
  });

  it("is refused at configuration time without an API key", () => {
    expect(() => getMailConfig({ MAIL_TRANSPORT: "resend", MAIL_FROM: "updates@acme.nl" })).toThrow(
      /MAIL_API_KEY/,
    );
    expect(getMailConfig({})).toEqual({
      transport: "outbox",
      from: "updates@example.com",
      apiKey: undefined,
    });
    expect(() => getMailConfig({ MAIL_TRANSPORT: "carrier-pigeon" })).toThrow(/MAIL_TRANSPORT/);
  });
});

describe("consumer failures", () => {
  it("retries a message that throws and acks the others", async () => {
    const good = mail(`test:${crypto.randomUUID()}`);
    const broken = { ...mail(`test:${crypto.randomUUID()}`), to: null } as unknown as NotificationMessage; // NOT NULL violation
    const result = await deliver<NotificationMessage>("investor-relations-notifications", [
      { id: "ok", body: good },
      { id: "bad", body: broken },
    ]);
    expect(result.explicitAcks).toEqual(["ok"]);
    expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["bad"]);
  });
});
