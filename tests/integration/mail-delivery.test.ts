import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { resendFailedMail } from "../../app/server/mail/outbox.server";
import type { NotificationQueue } from "../../app/server/mail/queue.server";
import { RESEND_ENDPOINT } from "../../app/server/mail/resend.server";
import type { JobMessage, MailMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { DEAD_MAIL_REASON } from "../../workers/notifications";
import { BASE, type Browser, html, signedIn } from "./http";
import { deliver } from "./queues";

const OUTBOX = "/admin/management/outbox";
const SETTINGS = "/admin/management/settings";
const NOTIFICATIONS = "investor-relations-notifications";
const RESEND: Partial<Env> = {
  MAIL_TRANSPORT: "resend",
  MAIL_API_KEY: "re_test_key",
  MAIL_FROM: "Acme <updates@acme.nl>",
};

const mail = (companyId: string, to = "investor@example.com"): MailMessage => ({
  kind: "mail",
  companyId,
  to,
  subject: "Q2 update",
  text: "Revenue grew 20%.",
  html: "<p>Revenue grew 20%.</p>",
  idempotencyKey: `update:${crypto.randomUUID()}:sub:${crypto.randomUUID()}`,
  mailKind: "update-notification",
  unsubscribeUrl: "https://investors.example.com/unsubscribe?token=abc",
});

type OutboxRow = { id: string; status: string; error: string | null; unsubscribe_url: string | null };
const outboxRow = (key: string) =>
  env.DB.prepare("SELECT id, status, error, unsubscribe_url FROM outbox_emails WHERE idempotency_key = ?")
    .bind(key)
    .first<OutboxRow>();

/** A fake mail API in place of Resend: answers in turn, and keeps each request it got. */
function fakeMailApi(...answers: Array<() => Response>) {
  const calls: Array<{ at: number; headers: Headers; body: Record<string, unknown> }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== RESEND_ENDPOINT) throw new Error(`unexpected fetch of ${request.url}`);
    calls.push({
      at: Date.now(),
      headers: request.headers,
      body: (await request.json()) as Record<string, unknown>,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("the fake mail API has no more answers");
    return answer();
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A signed-in page rendered by the Worker with other vars than the test config's (e.g. no MAIL_API_KEY). */
async function pageWithVars(browser: Browser, path: string, vars: Partial<Env>) {
  const headers = new Headers({
    Host: new URL(BASE).host,
    Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  });
  const ctx = createExecutionContext();
  const response = await (worker as ExportedHandler<Env, JobMessage | NotificationMessage>).fetch!(
    new Request(`${BASE}${path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, text: await response.text() };
}

describe("mail through the real transport, against a fake mail API", () => {
  it("429 with Retry-After is retried after that delay (the rest of the batch waits too), then 422 fails the mail at once; it stays in the Outbox, resendable", async () => {
    const { member, admin } = await signedIn();
    const first = mail(member.companyId, "first@example.com");
    const second = mail(member.companyId, "second@example.com");
    const calls = fakeMailApi(
      () =>
        new Response('{"name":"rate_limit_exceeded","message":"Too many requests"}', {
          status: 429,
          headers: { "Retry-After": "30" },
        }),
      () => new Response('{"name":"validation_error","message":"Invalid `to` field."}', { status: 422 }),
      () => Response.json({ id: "email_2" }),
    );

    const one = await deliver<NotificationMessage>(
      NOTIFICATIONS,
      [
        { id: "first", body: first },
        { id: "second", body: second },
      ],
      RESEND,
    );
    // One request reached the API; both messages come back in 30 s, neither was dropped.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe(first.idempotencyKey);
    expect(one.explicitAcks).toEqual([]);
    expect(one.retryMessages).toEqual([
      { msgId: "first", delaySeconds: 30 },
      { msgId: "second", delaySeconds: 30 },
    ]);
    expect(await outboxRow(first.idempotencyKey)).toMatchObject({
      status: "sending",
      error:
        'Attempt 1 of 6: the mail service answered 429: {"name":"rate_limit_exceeded","message":"Too many requests"}',
    });

    // The retry: the API refuses the first mail for good (no more retries), and sends the second (paced: not in the same instant).
    const two = await deliver<NotificationMessage>(
      NOTIFICATIONS,
      [
        { id: "first", attempts: 2, body: first },
        { id: "second", attempts: 2, body: second },
      ],
      RESEND,
    );
    expect(two.retryMessages).toEqual([]);
    expect(two.explicitAcks.sort()).toEqual(["first", "second"]);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(450);
    const failed = (await outboxRow(first.idempotencyKey))!;
    expect(failed).toMatchObject({
      status: "failed",
      error: 'Refused by the mail service (422): {"name":"validation_error","message":"Invalid `to` field."}',
    });
    expect((await outboxRow(second.idempotencyKey))!.status).toBe("sent");

    // The admin sees it failed, with the reason and 'Opnieuw versturen' — on the failed mail only.
    const page = await (await admin.fetch(OUTBOX)).text();
    expect(page).toContain(
      html('Refused by the mail service (422): {"name":"validation_error","message":"Invalid `to` field."}'),
    );
    expect(page.match(/value="outbox\.resend"/g)).toHaveLength(1);
    expect(page).toContain(`name="id" value="${failed.id}"`);

    // 'Opnieuw versturen': queued once; a second post (double click, another tab) cannot send it twice.
    const resent = await admin.post(OUTBOX, { intent: "outbox.resend", id: failed.id });
    expect(resent.status).toBe(302);
    expect(await (await admin.fetch(OUTBOX)).text()).toContain("Mail opnieuw in de wachtrij");
    const again = await admin.post(OUTBOX, { intent: "outbox.resend", id: failed.id });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(
      "Deze mail is niet mislukt (al verstuurd of onderweg) en wordt niet nog eens verstuurd.",
    );
    // The local NOTIFICATIONS queue delivers it (the test config's transport is the outbox).
    await vi.waitFor(
      async () =>
        expect((await outboxRow(first.idempotencyKey))!).toMatchObject({ status: "sent", error: null }),
      { timeout: 15_000, interval: 200 },
    );
    expect((await admin.post(OUTBOX, { intent: "outbox.resend", id: failed.id })).status).toBe(409);
  });

  it("a resent mail goes to the API as the same request, once; a late duplicate of the failed message sends nothing", async () => {
    const { member } = await signedIn();
    const message = mail(member.companyId);
    const calls = fakeMailApi(
      () => new Response("forbidden", { status: 403 }),
      () => Response.json({ id: "email_9" }),
    );
    await deliver(NOTIFICATIONS, [{ id: "m", body: message }], RESEND);
    expect((await outboxRow(message.idempotencyKey))!.status).toBe("failed");
    // The failed message delivered again (at least once delivery): nothing is sent.
    const late = await deliver(NOTIFICATIONS, [{ id: "late", attempts: 2, body: message }], RESEND);
    expect(late.explicitAcks).toEqual(["late"]);
    expect(calls).toHaveLength(1);

    // What 'Opnieuw versturen' enqueues, built from the row, reaches the API like the first send.
    const row = (await outboxRow(message.idempotencyKey))!;
    const sent: NotificationMessage[] = [];
    const metadata = { metrics: { backlogCount: 0, backlogBytes: 0 } };
    const queue: NotificationQueue = {
      send: async (m) => {
        sent.push(m);
        return { metadata };
      },
      sendBatch: async () => ({ metadata }),
    };
    const answer = await resendFailedMail(createDb(env.DB), queue, member.companyId, row.id);
    expect(answer).toEqual({ ok: true, to: message.to });
    expect(sent).toEqual([message]);
    await deliver(NOTIFICATIONS, [{ id: "resent", body: sent[0]! }], RESEND);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(calls[1]!.headers.get("Idempotency-Key")).toBe(message.idempotencyKey);
    expect(await outboxRow(message.idempotencyKey)).toMatchObject({ status: "sent", error: null });
  });

  it("transient errors are retried with backoff; after the last attempt the mail ends failed in the Outbox (not deleted)", async () => {
    const { member } = await signedIn();
    const message = mail(member.companyId);
    const calls = fakeMailApi(
      () => new Response("bad gateway", { status: 502 }),
      () => {
        throw new TypeError("Network connection lost.");
      },
    );
    const first = await deliver(NOTIFICATIONS, [{ id: "m", attempts: 1, body: message }], RESEND);
    expect(first.retryMessages).toEqual([{ msgId: "m", delaySeconds: 10 }]);
    const last = await deliver(NOTIFICATIONS, [{ id: "m", attempts: 6, body: message }], RESEND);
    expect(last.explicitAcks).toEqual(["m"]);
    expect(calls).toHaveLength(2);
    expect(await outboxRow(message.idempotencyKey)).toMatchObject({
      status: "failed",
      error:
        "Not sent after 6 attempts; last: no answer from the mail service (TypeError: Network connection lost.)",
    });
  });

  it("a mail whose every delivery died reaches the dead-letter queue and is marked failed (a sent one stays sent)", async () => {
    const { member } = await signedIn();
    const lost = mail(member.companyId);
    const sent = mail(member.companyId);
    await deliver(NOTIFICATIONS, [{ id: "ok", body: sent }]);
    const result = await deliver(`${NOTIFICATIONS}-dlq`, [
      { id: "lost", body: lost },
      { id: "sent", body: sent },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["lost", "sent"]);
    expect(await outboxRow(lost.idempotencyKey)).toMatchObject({
      status: "failed",
      error: DEAD_MAIL_REASON,
      unsubscribe_url: lost.unsubscribeUrl,
    });
    expect(await outboxRow(sent.idempotencyKey)).toMatchObject({ status: "sent", error: null });
  });
});

describe("a missing mail configuration", () => {
  it("never drops mail: without MAIL_API_KEY the mail is written failed with the reason, and Settings says what is missing", async () => {
    const { member, admin } = await signedIn();
    const calls = fakeMailApi();
    const message = mail(member.companyId);
    const noKey: Partial<Env> = {
      MAIL_TRANSPORT: "resend",
      MAIL_API_KEY: undefined,
      MAIL_FROM: "updates@acme.nl",
    };
    const result = await deliver(NOTIFICATIONS, [{ id: "m", body: message }], noKey);
    // Acknowledged: retrying cannot help until the secret is set, and the row keeps the mail.
    expect(result.explicitAcks).toEqual(["m"]);
    expect(calls).toHaveLength(0);
    const reason =
      "Mail is not configured: MAIL_API_KEY (a secret) is missing: it is required when MAIL_TRANSPORT is 'resend'.";
    expect(await outboxRow(message.idempotencyKey)).toMatchObject({ status: "failed", error: reason });
    expect(await (await admin.fetch(OUTBOX)).text()).toContain(html(reason));

    const settings = await pageWithVars(admin, SETTINGS, noKey);
    expect(settings.status).toBe(200);
    expect(settings.text).toMatch(/data-testid="mail-status" data-ok="false"/);
    expect(settings.text).toContain(
      html("MAIL_API_KEY (a secret) is missing: it is required when MAIL_TRANSPORT is 'resend'."),
    );
    // The placeholder sender is named as well; a complete configuration says where mail goes (and never shows the key).
    const placeholder = await pageWithVars(admin, SETTINGS, { ...noKey, MAIL_FROM: "updates@example.com" });
    expect(placeholder.text).toContain("MAIL_FROM is still a placeholder (updates@example.com)");
    const ready = await pageWithVars(admin, SETTINGS, RESEND);
    expect(ready.text).toContain(html("Sent through Resend from Acme <updates@acme.nl>."));
    expect(ready.text).not.toContain("re_test_key");
    // The test config (outbox transport) says mail is only kept.
    expect(await (await admin.fetch(SETTINGS)).text()).toContain(
      html("Mails are kept in the Outbox tab, not sent (MAIL_TRANSPORT=outbox)."),
    );
  });

  it("'Opnieuw versturen' only for the company's own failed mails: another company's id is a 404, nothing changes", async () => {
    const { member } = await signedIn();
    const { admin: stranger } = await signedIn();
    const message = mail(member.companyId);
    await deliver(NOTIFICATIONS, [{ id: "m", body: message }], {
      MAIL_TRANSPORT: "resend",
      MAIL_API_KEY: undefined,
      MAIL_FROM: "updates@acme.nl",
    });
    const row = (await outboxRow(message.idempotencyKey))!;
    const res = await stranger.post(OUTBOX, { intent: "outbox.resend", id: row.id });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Mail niet gevonden.");
    expect((await outboxRow(message.idempotencyKey))!.status).toBe("failed");
    expect((await stranger.post(OUTBOX, { intent: "outbox.resend" })).status).toBe(404);
  });
});
