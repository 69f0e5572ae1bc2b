import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { resumeUnsentMails } from "../../app/server/mail/fan-out.server";
import type { NotificationQueue } from "../../app/server/mail/queue.server";
import { RESEND_ENDPOINT } from "../../app/server/mail/resend.server";
import type { JobMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { DEAD_MAIL_REASON } from "../../workers/notifications";
import { SWEEP_CRON } from "../../workers/scheduled";
import { type Browser, html, signedIn } from "./http";
import { deliver } from "./queues";

const ADD = "/admin/management/add-update";
const LIST = "/admin/management/updates";
const NOTIFICATIONS = "investor-relations-notifications";
const RESEND: Partial<Env> = {
  MAIL_TRANSPORT: "resend",
  MAIL_API_KEY: "re_test_key",
  MAIL_FROM: "Acme <updates@acme.nl>",
};
const update = (title: string) => ({
  intent: "update.create",
  date: "2026-11-20",
  type: "funding",
  title,
  description: "We signed a term sheet.",
  metrics: "",
  sendNotifications: "on",
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A queue whose messages are lost (the Worker killed before they reached the queue); keeps what it was given. */
function lostQueue() {
  const lost: NotificationMessage[] = [];
  const queue = {
    send: async (body: NotificationMessage) => void lost.push(body),
    sendBatch: async (batch: Iterable<MessageSendRequest<NotificationMessage>>) =>
      void lost.push(...[...batch].map((m) => m.body)),
  } as unknown as NotificationQueue;
  return { lost, queue: queue as unknown as Queue<NotificationMessage> };
}

/** `n` verified subscribers of the company, written in a few statements. */
async function subscribers(companyId: string, n: number) {
  const tag = crypto.randomUUID().slice(0, 8);
  const statements = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO email_subscriptions (id, company_id, email, unsubscribe_token, verified) VALUES (?, ?, ?, ?, 1)",
    ).bind(
      crypto.randomUUID(),
      companyId,
      `vc-${tag}-${i}@example.com`,
      crypto.randomUUID().replace(/-/g, "").padEnd(64, "0"),
    ),
  );
  await env.DB.batch(statements);
}

type Row = { id: string; idempotency_key: string; status: string; status_at: string; to_address: string };
const rowsOf = async (updateId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, idempotency_key, status, status_at, to_address FROM outbox_emails WHERE update_id = ? ORDER BY to_address",
    )
      .bind(updateId)
      .all<Row>()
  ).results;
const updateIdOf = async (companyId: string, title: string) =>
  (await env.DB.prepare("SELECT id FROM updates WHERE company_id = ? AND title = ?")
    .bind(companyId, title)
    .first<{ id: string }>())!.id;

/** Sets rows' status, then their `status_at` back to `at` (the trigger stamps the change with now). */
async function setRows(ids: string[], status: string, at: string) {
  for (let i = 0; i < ids.length; i += 90) {
    const part = ids.slice(i, i + 90);
    const marks = part.map(() => "?").join(", ");
    await env.DB.prepare(`UPDATE outbox_emails SET status = ? WHERE id IN (${marks})`)
      .bind(status, ...part)
      .run();
    await env.DB.prepare(`UPDATE outbox_emails SET status_at = ? WHERE id IN (${marks})`)
      .bind(at, ...part)
      .run();
  }
}

async function runSweep(at: Date) {
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Env, JobMessage | NotificationMessage>).scheduled!(
    createScheduledController({ scheduledTime: at, cron: SWEEP_CRON }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** Publishes an update with notifications while every queue message is lost. */
async function publishWithLostMessages(admin: Browser, companyId: string, title: string) {
  const { lost, queue } = lostQueue();
  admin.vars = { NOTIFICATIONS: queue };
  const res = await admin.post(ADD, update(title));
  admin.vars = undefined;
  expect(res.status).toBe(302);
  return { lost, updateId: await updateIdOf(companyId, title) };
}

const hourAgo = () => new Date(Date.now() - 60 * 60_000).toISOString();

describe("an update's fan-out interrupted mid-way", () => {
  it(
    "300 subscribers: written before any send, resumed by the sweep, each mailed once",
    { timeout: 120_000 },
    async () => {
      const { member, admin } = await signedIn();
      await subscribers(member.companyId, 300);
      const { lost, updateId } = await publishWithLostMessages(admin, member.companyId, "Series A signed");

      // All 300 recipients were written with the update, each named by one queued message (lost here).
      const written = await rowsOf(updateId);
      expect(written).toHaveLength(300);
      expect(new Set(written.map((r) => r.idempotency_key)).size).toBe(300);
      expect(written.every((r) => r.status === "pending")).toBe(true);
      expect(lost).toHaveLength(300);
      expect(lost.every((m) => m.kind === "outbox-mail")).toBe(true);
      // The toast says the mails are on their way, not that the VCs were notified.
      const page = await (await admin.fetch(LIST)).text();
      expect(page).toContain("notifications to 300 VCs are being sent");
      expect(page).not.toContain("notified");

      // The Worker was killed mid-way: 35 sent, 30 claimed ('sending'), 235 never taken — an hour ago.
      const ids = written.map((r) => r.id);
      await setRows(ids.slice(0, 35), "sent", hourAgo());
      await setRows(ids.slice(35, 65), "sending", hourAgo());
      await setRows(ids.slice(65), "pending", hourAgo());
      const sentBefore = new Map(
        (await rowsOf(updateId)).filter((r) => r.status === "sent").map((r) => [r.id, r.status_at]),
      );
      expect(sentBefore.size).toBe(35);
      const tab = await (await admin.fetch(LIST)).text();
      expect(tab).toContain(html("35 of 300 sent"));
      expect(tab).toContain(html("265 on their way"));

      // The sweep queues the 265 again; the Worker's consumer sends them.
      await runSweep(new Date());
      await vi.waitFor(
        async () => {
          const rows = await rowsOf(updateId);
          expect(rows.filter((r) => r.status === "sent")).toHaveLength(300);
        },
        { timeout: 90_000, interval: 500 },
      );
      const after = await rowsOf(updateId);
      expect(after).toHaveLength(300);
      // The 35 sent before the crash were not taken again.
      for (const [id, at] of sentBefore) expect(after.find((r) => r.id === id)!.status_at).toBe(at);

      // The lost messages turn up after all (late duplicates): nothing is sent twice.
      const late = await deliver(
        NOTIFICATIONS,
        lost.slice(0, 100).map((body, i) => ({ id: `late-${i}`, body })),
      );
      expect(late.explicitAcks).toHaveLength(100);
      expect(late.retryMessages).toEqual([]);
      expect(await rowsOf(updateId)).toEqual(after);
      // Nothing is left for the next sweep.
      expect(
        await resumeUnsentMails(createDb(env.DB), lostQueue().queue, new Date(Date.now() + 60 * 60_000)),
      ).toBe(0);
      expect(await (await admin.fetch(LIST)).text()).toContain(html("300 of 300 sent"));
    },
  );

  it(
    "with a mail service: the sweep sends only the unsent, and every duplicate after it sends nothing",
    { timeout: 60_000 },
    async () => {
      const { member, admin } = await signedIn();
      await subscribers(member.companyId, 6);
      const { lost, updateId } = await publishWithLostMessages(admin, member.companyId, "Pilot live");
      const ids = (await rowsOf(updateId)).map((r) => r.id);
      await setRows(ids.slice(0, 2), "sent", hourAgo());
      await setRows(ids.slice(2, 3), "sending", hourAgo());
      await setRows(ids.slice(3), "pending", hourAgo());

      const calls: string[] = [];
      vi.spyOn(globalThis, "fetch").mockImplementation(
        async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          if (request.url !== RESEND_ENDPOINT) throw new Error(`unexpected fetch of ${request.url}`);
          calls.push(request.headers.get("Idempotency-Key")!);
          return Response.json({ id: `email_${calls.length}` });
        },
      );
      const swept = lostQueue();
      expect(await resumeUnsentMails(createDb(env.DB), swept.queue, new Date())).toBe(4);
      // A second sweep right after finds them moved: it does not queue them again.
      expect(await resumeUnsentMails(createDb(env.DB), lostQueue().queue, new Date())).toBe(0);

      const first = await deliver(
        NOTIFICATIONS,
        swept.lost.map((body, i) => ({ id: `s-${i}`, body })),
        RESEND,
      );
      expect(first.explicitAcks).toHaveLength(4);
      const unsent = (await rowsOf(updateId))
        .filter((r) => !ids.slice(0, 2).includes(r.id))
        .map((r) => r.idempotency_key);
      expect([...calls].sort()).toEqual(unsent.sort());
      expect((await rowsOf(updateId)).every((r) => r.status === "sent")).toBe(true);

      // The sweep's messages again, and the messages lost at publishing: no further call.
      await deliver(
        NOTIFICATIONS,
        [...swept.lost, ...lost].map((body, i) => ({ id: `d-${i}`, body })),
        RESEND,
      );
      expect(calls).toHaveLength(4);
    },
  );
});

describe("'Opnieuw versturen' on an update", () => {
  it(
    "shows the failed mails and sends them again once (JavaScript off: a plain form)",
    { timeout: 60_000 },
    async () => {
      const { member, admin } = await signedIn();
      await subscribers(member.companyId, 5);
      const { updateId } = await publishWithLostMessages(admin, member.companyId, "Hired a CTO");
      const ids = (await rowsOf(updateId)).map((r) => r.id);
      await setRows(ids.slice(0, 2), "sent", hourAgo());
      await setRows(ids.slice(2), "failed", hourAgo());

      const tab = await (await admin.fetch(LIST)).text();
      expect(tab).toContain(html("2 of 5 sent"));
      expect(tab).toContain(html("3 failed"));
      expect(tab).toContain('value="update.resend"');
      expect(tab).toContain("Opnieuw versturen");

      const resend = await admin.post(LIST, { intent: "update.resend", id: updateId });
      expect(resend.status).toBe(302);
      expect(await (await admin.fetch(LIST)).text()).toContain("3 mislukte mails worden opnieuw verstuurd.");
      // A second post finds nothing failed.
      const again = await admin.post(LIST, { intent: "update.resend", id: updateId });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain("Er zijn geen mislukte mails voor deze update");
      await vi.waitFor(
        async () => expect((await rowsOf(updateId)).filter((r) => r.status === "sent")).toHaveLength(5),
        { timeout: 30_000, interval: 300 },
      );

      // Another company's update: nothing to resend.
      const other = await signedIn();
      expect((await other.admin.post(LIST, { intent: "update.resend", id: updateId })).status).toBe(409);
    },
  );

  it("a dead-lettered mail message fails its row with the reason; a sent row stays sent", async () => {
    const { member, admin } = await signedIn();
    await subscribers(member.companyId, 2);
    const { lost, updateId } = await publishWithLostMessages(admin, member.companyId, "Office moved");
    const rows = await rowsOf(updateId);
    await setRows([rows[0]!.id], "sent", hourAgo());
    const result = await deliver(
      `${NOTIFICATIONS}-dlq`,
      lost.map((body, i) => ({ id: `dead-${i}`, body })),
    );
    expect(result.explicitAcks).toHaveLength(2);
    const after = await env.DB.prepare(
      "SELECT id, status, error FROM outbox_emails WHERE update_id = ? ORDER BY to_address",
    )
      .bind(updateId)
      .all<{ id: string; status: string; error: string | null }>();
    expect(after.results.find((r) => r.id === rows[0]!.id)!.status).toBe("sent");
    expect(after.results.find((r) => r.id === rows[1]!.id)).toMatchObject({
      status: "failed",
      error: DEAD_MAIL_REASON,
    });
    expect(await (await admin.fetch(LIST)).text()).toContain(html("1 failed"));
  });

  it("a deleted update is not mailed: its unsent rows go with it, and their messages find nothing", async () => {
    const { member, admin } = await signedIn();
    await subscribers(member.companyId, 3);
    const { lost, updateId } = await publishWithLostMessages(admin, member.companyId, "Withdrawn");
    expect(await rowsOf(updateId)).toHaveLength(3);
    expect((await admin.post(LIST, { intent: "update.delete", id: updateId })).status).toBe(302);
    expect(await rowsOf(updateId)).toHaveLength(0);
    const result = await deliver(
      NOTIFICATIONS,
      lost.map((body, i) => ({ id: `gone-${i}`, body })),
    );
    expect(result.explicitAcks).toHaveLength(3);
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox_emails WHERE idempotency_key LIKE ?",
    )
      .bind(`update:${updateId}:%`)
      .first<{ n: number }>())!;
    expect(n).toBe(0);
  });
});
