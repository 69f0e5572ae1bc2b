import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { RECORDING_NOTICE } from "../../app/copy/site/texts";
import { sendFirstOpenMail } from "../../app/server/investors/investor-notifications.server";
import type { NotificationQueue } from "../../app/server/mail/queue.server";
import { ensurePipelineEntry } from "../../app/server/pipeline/pipeline-entries.server";
import type { JobMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { createMember, type TestMember } from "../factories";
import { createLiveDeck } from "../factories/documents";
import { Browser, loggedIn } from "./http";
import { inviteInvestor } from "./investor-invites";

const CODE = "notify-code-4321";
const TAB = "/admin/management/investors";
const SETTINGS = "/admin/management/settings";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const admin = (member: TestMember) => loggedIn(member.email, member.password);

const all = async <T = Record<string, string | number | null>>(query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results;
/** Outbox rows whose key starts with `prefix` (D1 refuses LIKE patterns over 50 bytes). */
const outboxLike = (prefix: string) =>
  all<Record<string, string>>(
    "SELECT * FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1 ORDER BY created_at",
    prefix,
  );
const waitFor = <T>(fn: () => Promise<T>, what: string) =>
  vi.waitFor(
    async () => {
      const value = await fn();
      if (!value || (Array.isArray(value) && value.length === 0)) throw new Error(`${what} not there yet`);
      return value;
    },
    { timeout: 10_000, interval: 100 },
  );

let seq = 0;
/** Writes rows straight to D1, with the pipeline entry an invite writes (the recording itself is proven in investors.test.ts). */
const insertInvestor = async (companyId: string, name: string, email: string) => {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO investors (id, company_id, name, email, firm, token_hash) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(id, companyId, name, email, "Fund", crypto.randomUUID())
    .run();
  await ensurePipelineEntry(createDb(env.DB), companyId, { email, name, firm: "Fund", investorId: id });
  return id;
};
const insertEvent = (
  companyId: string,
  visitorId: string,
  investorId: string | null,
  at: number,
  fields: { kind?: "page" | "deck-page"; page?: number; ms?: number; documentId?: string } = {},
) =>
  env.DB.prepare(
    "INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, path, document_id, page_number, duration_ms, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      `ev-${++seq}-${crypto.randomUUID()}`,
      companyId,
      visitorId,
      investorId,
      fields.kind ?? "deck-page",
      fields.kind === "page" ? "/public/x" : null,
      fields.kind === "page" ? null : (fields.documentId ?? "deck"),
      fields.kind === "page" ? null : (fields.page ?? 1),
      fields.ms ?? null,
      fields.ms === undefined ? "server" : "beacon",
      iso(at),
    )
    .run();
/** A visitor's deck chat: a question and its answer at `at`; returns the conversation id. */
const insertChat = async (
  companyId: string,
  visitorId: string | null,
  at: number,
  question: string,
  answer: string,
  opts: { createdBy?: string; conversationAt?: number } = {},
) => {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO chat_conversations (id, company_id, type, visitor_id, created_by, created_at) VALUES (?, ?, 'pitch-deck', ?, ?, ?)",
  )
    .bind(id, companyId, visitorId, opts.createdBy ?? null, iso(opts.conversationAt ?? at))
    .run();
  await env.DB.prepare(
    "INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user, created_at) VALUES (?, ?, ?, ?, 1, ?), (?, ?, ?, ?, 0, ?)",
  )
    .bind(
      crypto.randomUUID(),
      companyId,
      id,
      question,
      iso(at),
      crypto.randomUUID(),
      companyId,
      id,
      answer,
      iso(at + 1000),
    )
    .run();
  return id;
};
const count = async (query: string, ...binds: unknown[]) =>
  (await env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** Runs the Cron Trigger's handler as the runtime would, scheduled for `at`. */
async function runScheduled(at: number) {
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env, JobMessage | NotificationMessage> = worker;
  await handler.scheduled!(
    createScheduledController({ scheduledTime: new Date(at), cron: "0 7 * * *" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** A queue that keeps what is sent, to see what would be enqueued. */
function recordingQueue() {
  const sent: NotificationMessage[] = [];
  const queue: NotificationQueue = {
    send: async (body) => {
      sent.push(body);
      return { metadata: { metrics: { backlogCount: sent.length, backlogBytes: 0 } } };
    },
    sendBatch: async (batch) => {
      for (const m of batch) sent.push(m.body);
      return { metadata: { metrics: { backlogCount: sent.length, backlogBytes: 0 } } };
    },
  };
  return { queue, sent };
}

describe("first-open mail", { timeout: 30_000 }, () => {
  it("mails the admins once when an invited investor first opens the deck, not for other pages", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Open Co" });
    await createLiveDeck(env, member.companyId);
    const { row, path } = await inviteInvestor(await admin(member), member.companyId, {
      name: "Olga Opener",
    });
    const investor = new Browser();
    expect((await investor.fetch(path)).status).toBe(302);
    // The site's other pages are no deck open.
    expect((await investor.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    await waitFor(
      () => all("SELECT * FROM visitor_events WHERE company_id = ? AND kind = 'page'", member.companyId),
      "page event",
    );
    expect(
      (await env.DB.prepare("SELECT first_opened_at FROM investors WHERE id = ?").bind(row.id).first())!
        .first_opened_at,
    ).toBeNull();

    expect((await investor.fetch(`/public/${member.slug}/pitch-deck?slide=1`)).status).toBe(200);
    const [mail] = await waitFor(() => outboxLike(`investor-first-open:${row.id}:`), "first-open mail");
    expect(mail).toMatchObject({
      to_address: member.email,
      kind: "investor-first-open",
      company_id: member.companyId,
      idempotency_key: `investor-first-open:${row.id}:to:${member.userId}`,
    });
    expect(mail!.subject).toBe("Olga Opener (Fund One) opened your pitch deck");
    expect(mail!.text_body).toContain(
      `/admin/management/investors?visitor=${encodeURIComponent(`i:${row.id}`)}`,
    );
    expect(mail!.text_body).toContain(
      `Their pipeline card: http://localhost:8787/admin/pipeline?investor=${row.id}`,
    );
    expect(
      (await env.DB.prepare("SELECT first_opened_at FROM investors WHERE id = ?").bind(row.id).first())!
        .first_opened_at,
    ).toEqual(expect.any(String));

    // More pages, the viewer's beacon, and a second browser of the same investor: no second mail.
    await investor.fetch(`/public/${member.slug}/pitch-deck?slide=2`);
    const deckId = (await env.DB.prepare("SELECT id FROM documents WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ id: string }>())!.id;
    expect(
      (
        await investor.fetch(`/public/${member.slug}/beacon`, {
          method: "POST",
          body: JSON.stringify({ d: deckId, p: [[3, 2000]] }),
          headers: { Origin: "http://localhost" },
        })
      ).status,
    ).toBe(204);
    const again = new Browser();
    await again.fetch(path);
    await again.fetch(`/public/${member.slug}/pitch-deck?slide=3`);
    await waitFor(
      async () =>
        (await count(
          "SELECT count(*) AS n FROM visitor_events WHERE company_id = ? AND kind = 'deck-page'",
          member.companyId,
        )) >= 4,
      "later deck events",
    );
    // Whatever is still queued has arrived once a later mail has (the invite of another investor).
    await inviteInvestor(await admin(member), member.companyId, { name: "Later One" });
    expect(await outboxLike(`investor-first-open:${row.id}:`)).toHaveLength(1);
  });

  it("sets the mark exactly once, and sends nothing when the setting is off", async () => {
    const member = await createMember(env.DB, { companyName: "Quiet Co" });
    const investorId = await insertInvestor(member.companyId, "Nina", "nina@fund.example");
    const on = recordingQueue();
    const first = sendFirstOpenMail(createDb(env.DB), on.queue, {
      companyId: member.companyId,
      investorId,
      baseUrl: "https://ir.example",
    });
    const second = sendFirstOpenMail(createDb(env.DB), on.queue, {
      companyId: member.companyId,
      investorId,
      baseUrl: "https://ir.example",
    });
    expect((await Promise.all([first, second])).filter(Boolean)).toHaveLength(1);
    expect(on.sent).toHaveLength(1);
    expect(on.sent[0]).toMatchObject({ kind: "mail", to: member.email, mailKind: "investor-first-open" });

    // Another company cannot mark it.
    const other = await createMember(env.DB);
    const otherInvestor = await insertInvestor(member.companyId, "Otto", "otto@fund.example");
    expect(
      await sendFirstOpenMail(createDb(env.DB), on.queue, {
        companyId: other.companyId,
        investorId: otherInvestor,
        baseUrl: "https://ir.example",
      }),
    ).toBe(false);

    await env.DB.prepare("UPDATE companies SET notify_first_open = 0 WHERE id = ?")
      .bind(member.companyId)
      .run();
    const off = recordingQueue();
    expect(
      await sendFirstOpenMail(createDb(env.DB), off.queue, {
        companyId: member.companyId,
        investorId: otherInvestor,
        baseUrl: "https://ir.example",
      }),
    ).toBe(true);
    expect(off.sent).toEqual([]);
    expect(
      (await env.DB.prepare("SELECT first_opened_at FROM investors WHERE id = ?")
        .bind(otherInvestor)
        .first())!.first_opened_at,
    ).toEqual(expect.any(String));
  });

  it("clears the mark when the mail could not be queued, so the next open tries again", async () => {
    const member = await createMember(env.DB);
    const investorId = await insertInvestor(member.companyId, "Rita", "rita@fund.example");
    const broken: NotificationQueue = {
      send: async () => {
        throw new Error("queue down");
      },
      sendBatch: async () => {
        throw new Error("queue down");
      },
    };
    await expect(
      sendFirstOpenMail(createDb(env.DB), broken, {
        companyId: member.companyId,
        investorId,
        baseUrl: "https://ir.example",
      }),
    ).rejects.toThrow("queue down");
    expect(
      (await env.DB.prepare("SELECT first_opened_at FROM investors WHERE id = ?").bind(investorId).first())!
        .first_opened_at,
    ).toBeNull();
  });
});

describe("daily job (Cron Trigger)", { timeout: 30_000 }, () => {
  it("mails the digest when there was activity, none on a quiet day or when switched off, and not twice a day", async () => {
    const now = Date.now();
    const busy = await createMember(env.DB, { companyName: "Busy Co" });
    const quiet = await createMember(env.DB, { companyName: "Quiet Co" });
    const off = await createMember(env.DB, { companyName: "Off Co" });
    const ann = await insertInvestor(busy.companyId, "Ann Reader", "ann@fund.example");
    await insertEvent(busy.companyId, "vb1", ann, now - 3 * HOUR, { page: 1, ms: 40_000 });
    await insertEvent(busy.companyId, "vb1", ann, now - 3 * HOUR + 1000, { page: 2, ms: 20_000 });
    await insertEvent(busy.companyId, "vb2", null, now - 2 * HOUR, { kind: "page" });
    await insertChat(
      busy.companyId,
      "vb1",
      now - 2 * HOUR,
      "What is your churn?",
      "The deck does not say.\n\n_Sources: none._",
    );
    await env.DB.prepare(
      "INSERT INTO call_requests (id, company_id, name, email, message, created_at) VALUES (?, ?, 'Ann', 'ann@fund.example', 'Call me', ?)",
    )
      .bind(crypto.randomUUID(), busy.companyId, iso(now - HOUR))
      .run();
    // The quiet company only has activity older than a day.
    await insertEvent(quiet.companyId, "vq1", null, now - 2 * DAY, { kind: "page" });
    await insertEvent(off.companyId, "vo1", null, now - HOUR, { kind: "page" });
    await env.DB.prepare("UPDATE companies SET notify_daily_digest = 0 WHERE id = ?")
      .bind(off.companyId)
      .run();

    await runScheduled(now);
    const sentAt = (id: string) =>
      env.DB.prepare("SELECT digest_sent_at FROM companies WHERE id = ?")
        .bind(id)
        .first<{ digest_sent_at: string | null }>();
    expect((await sentAt(busy.companyId))!.digest_sent_at).toBe(iso(now));
    expect((await sentAt(quiet.companyId))!.digest_sent_at).toBeNull();
    expect((await sentAt(off.companyId))!.digest_sent_at).toBeNull();

    const [mail] = await waitFor(() => outboxLike(`investor-digest:${busy.companyId}:`), "digest mail");
    expect(mail).toMatchObject({
      to_address: busy.email,
      kind: "investor-digest",
      idempotency_key: `investor-digest:${busy.companyId}:${iso(now).slice(0, 10)}:to:${busy.userId}`,
    });
    expect(mail!.subject).toBe("Busy Co: investor activity of the last 24 hours");
    expect(mail!.text_body).toContain("Visits: 2 by 2 visitors (1 anonymous)");
    expect(mail!.text_body).toContain("Questions asked: 1");
    expect(mail!.text_body).toContain("Not answered by the deck: 1");
    expect(mail!.text_body).toContain("New requests: 1");
    expect(mail!.text_body).toContain("- Ann Reader (Fund): ");
    expect(mail!.text_body).toContain('"What is your churn?" (Ann Reader)');
    // The local config names the dev origin for links in mails sent without a request.
    expect(mail!.text_body).toContain("Investors tab: http://localhost:8787/admin/management/investors");
    // The pipeline's list: Ann read 3 hours ago and nobody has contacted her since.
    expect(mail!.text_body).toContain(
      "Follow up today:\n- Ann Reader (Fund): engaged in the last 48 hours, nothing logged since",
    );
    expect(mail!.text_body).toContain("Pipeline: http://localhost:8787/admin/pipeline");

    // A second run the same day sends nothing more.
    await runScheduled(now + HOUR);
    expect((await sentAt(busy.companyId))!.digest_sent_at).toBe(iso(now));
    expect(await outboxLike(`investor-digest:${quiet.companyId}:`)).toEqual([]);
    expect(await outboxLike(`investor-digest:${off.companyId}:`)).toEqual([]);
    expect(await outboxLike(`investor-digest:${busy.companyId}:`)).toHaveLength(1);
  });

  it("prunes events and visitors' chats older than the retention period, nothing newer and nothing of the team", async () => {
    const now = Date.now();
    const short = await createMember(env.DB);
    const long = await createMember(env.DB);
    await env.DB.prepare("UPDATE companies SET retention_months = 1 WHERE id = ?")
      .bind(short.companyId)
      .run();
    const old = now - 62 * DAY;
    await insertEvent(short.companyId, "vs1", null, old, { kind: "page" });
    await insertEvent(short.companyId, "vs1", null, now - DAY, { kind: "page" });
    const oldChat = await insertChat(short.companyId, "vs1", old, "Old question?", "Old answer.");
    // Started long ago, still in use: kept.
    const liveChat = await insertChat(
      short.companyId,
      "vs2",
      now - 2 * DAY,
      "Recent question?",
      "Recent answer.",
      { conversationAt: old },
    );
    // The team's own chat (no visitor) is not the investor site's recording.
    const teamChat = await insertChat(short.companyId, null, old, "Team question?", "Team answer.", {
      createdBy: short.userId,
    });
    await insertEvent(long.companyId, "vl1", null, old, { kind: "page" });
    const longChat = await insertChat(long.companyId, "vl1", old, "Kept?", "Yes.");

    await runScheduled(now);
    expect(
      (await all("SELECT created_at FROM visitor_events WHERE company_id = ?", short.companyId)).map(
        (r) => r.created_at,
      ),
    ).toEqual([iso(now - DAY)]);
    const chats = (await all("SELECT id FROM chat_conversations WHERE company_id = ?", short.companyId)).map(
      (r) => r.id,
    );
    expect(chats.sort()).toEqual([liveChat, teamChat].sort());
    expect(await count("SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ?", oldChat)).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM chat_messages WHERE conversation_id IN (?, ?)",
        liveChat,
        teamChat,
      ),
    ).toBe(4);
    expect(await count("SELECT count(*) AS n FROM visitor_events WHERE company_id = ?", long.companyId)).toBe(
      1,
    );
    expect(await count("SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ?", longChat)).toBe(
      2,
    );
  });
});

/** Ann (browser va, earlier anonymous too, a chat), Bob (browser vb, a chat), a browser both used, and an anonymous visitor. */
async function twoInvestors(member: TestMember) {
  const now = Date.now();
  const ann = await insertInvestor(member.companyId, "Ann Forget", "ann.forget@fund.example");
  const bob = await insertInvestor(member.companyId, "Bob Stays", "bob.stays@fund.example");
  await insertEvent(member.companyId, "va", null, now - 5 * HOUR, { kind: "page" });
  await insertEvent(member.companyId, "va", ann, now - 4 * HOUR, { page: 1, ms: 5000 });
  await insertEvent(member.companyId, "vboth", ann, now - 3 * HOUR, { page: 2, ms: 6000 });
  await insertEvent(member.companyId, "vboth", bob, now - 2 * HOUR, { page: 2, ms: 7000 });
  await insertEvent(member.companyId, "vb", bob, now - HOUR, { page: 3, ms: 8000 });
  await insertEvent(member.companyId, "vanon", null, now - HOUR / 2, { kind: "page" });
  const annChat = await insertChat(
    member.companyId,
    "va",
    now - 4 * HOUR,
    "What is the ARR?",
    "ARR is 1M.\n\n_Sources: page 2._",
  );
  const bobChat = await insertChat(
    member.companyId,
    "vb",
    now - HOUR,
    "Who is on the team?",
    "Three founders.",
  );
  const sharedChat = await insertChat(
    member.companyId,
    "vboth",
    now - HOUR,
    "Shared browser question?",
    "Shared answer.",
  );
  const anonChat = await insertChat(
    member.companyId,
    "vanon",
    now - HOUR,
    "Anonymous question?",
    "Anonymous answer.",
  );
  for (const [key, to] of [
    [`investor-invite:${ann}`, "ann.forget@fund.example"],
    [`investor-first-open:${ann}:to:${member.userId}`, member.email],
    [`investor-invite:${bob}`, "bob.stays@fund.example"],
  ]) {
    await env.DB.prepare(
      "INSERT INTO outbox_emails (id, company_id, to_address, subject, text_body, html_body, kind, idempotency_key) VALUES (?, ?, ?, 's', 't', 'h', 'investor-invite', ?)",
    )
      .bind(crypto.randomUUID(), member.companyId, to, key)
      .run();
  }
  await env.DB.prepare(
    "INSERT INTO document_requests (id, company_id, type, name, email) VALUES (?, ?, 'captable', 'Ann', 'ANN.FORGET@fund.example')",
  )
    .bind(crypto.randomUUID(), member.companyId)
    .run();
  return { ann, bob, annChat, bobChat, sharedChat, anonChat };
}

const snapshot = async (companyId: string) => ({
  investors: (await all("SELECT id FROM investors WHERE company_id = ? ORDER BY id", companyId)).map(
    (r) => r.id,
  ),
  events: (
    await all(
      "SELECT visitor_id, investor_id FROM visitor_events WHERE company_id = ? ORDER BY created_at",
      companyId,
    )
  ).map((r) => `${r.visitor_id}:${r.investor_id ?? "-"}`),
  chats: (
    await all("SELECT visitor_id FROM chat_conversations WHERE company_id = ? ORDER BY visitor_id", companyId)
  ).map((r) => r.visitor_id),
  messages: await count("SELECT count(*) AS n FROM chat_messages WHERE company_id = ?", companyId),
  outbox: (
    await all(
      "SELECT idempotency_key FROM outbox_emails WHERE company_id = ? ORDER BY idempotency_key",
      companyId,
    )
  ).map((r) => r.idempotency_key),
});

describe("an investor's data: export and forget", { timeout: 30_000 }, () => {
  it("exports the investor's profile, events, questions with answers and requests; another company gets a 404", async () => {
    const member = await createMember(env.DB);
    const other = await createMember(env.DB);
    const { ann } = await twoInvestors(member);
    const browser = await admin(member);
    const res = await browser.fetch(`/admin/investors/${ann}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="investor-ann-forget-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = await res.text();
    expect(body).not.toContain("token_hash");
    expect(body).not.toContain("tokenHash");
    const data = JSON.parse(body);
    expect(data.investor).toMatchObject({
      id: ann,
      name: "Ann Forget",
      email: "ann.forget@fund.example",
      firm: "Fund",
    });
    expect(data.visitorIds).toEqual(["va", "vboth"]);
    // Their own events and the anonymous one of their own browser; not Bob's on the shared browser.
    expect(
      data.events.map(
        (e: { visitorId: string; kind: string; pageNumber: number | null }) =>
          `${e.visitorId}:${e.kind}:${e.pageNumber ?? "-"}`,
      ),
    ).toEqual(["va:page:-", "va:deck-page:1", "vboth:deck-page:2"]);
    // The export keeps the page each event was on (the Investors tab does not read it).
    expect(data.events.map((e: { path: string | null }) => e.path)).toEqual(["/public/x", null, null]);
    expect(data.questions).toEqual([
      {
        askedAt: expect.any(String),
        question: "What is the ARR?",
        answer: "ARR is 1M.\n\n_Sources: page 2._",
        pagesCited: [2],
      },
    ]);
    expect(data.requests.documents).toEqual([
      expect.objectContaining({ type: "captable", email: "ANN.FORGET@fund.example" }),
    ]);
    expect(data.requests.calls).toEqual([]);

    const otherAdmin = await admin(other);
    const refused = await otherAdmin.fetch(`/admin/investors/${ann}/export`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("Ann");
    expect((await otherAdmin.fetch(`/admin/investors/not-an-id/export`)).status).toBe(404);
    const anonymous = await new Browser().fetch(`/admin/investors/${ann}/export`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/admin/login");
  });

  it("forget deletes everything of that investor in one go and nothing of anyone else", async () => {
    const member = await createMember(env.DB);
    const other = await createMember(env.DB);
    const { ann, bob } = await twoInvestors(member);
    const otherSide = await twoInvestors(other);
    const otherBefore = await snapshot(other.companyId);
    const browser = await admin(member);
    const detail = `${TAB}?visitor=${encodeURIComponent(`i:${ann}`)}`;

    // Without the confirmation: a 400 with the reason, nothing deleted.
    const before = await snapshot(member.companyId);
    const unconfirmed = await browser.post(detail, { intent: "investor.forget", id: ann });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm");
    expect(await snapshot(member.companyId)).toEqual(before);
    // Another company's admin: 404, nothing deleted.
    expect(
      (await (await admin(other)).post(`${TAB}`, { intent: "investor.forget", id: ann, confirm: "yes" }))
        .status,
    ).toBe(404);
    expect(await snapshot(member.companyId)).toEqual(before);

    const res = await browser.post(detail, { intent: "investor.forget", id: ann, confirm: "yes" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(TAB);
    expect(await snapshot(member.companyId)).toEqual({
      investors: [bob],
      events: [`vboth:${bob}`, `vb:${bob}`, "vanon:-"],
      // The shared browser's chat cannot be told apart from Bob's: it stays.
      chats: ["vanon", "vb", "vboth"],
      messages: 6,
      outbox: [`investor-invite:${bob}`],
    });
    expect(await snapshot(other.companyId)).toEqual(otherBefore);
    expect(otherSide.ann).not.toBe(ann);
    // Forgetting again: not found.
    expect(
      (await browser.post(`${TAB}`, { intent: "investor.forget", id: ann, confirm: "yes" })).status,
    ).toBe(404);
    // The request naming the investor's address is theirs too: forgotten with them.
    expect(
      await count("SELECT count(*) AS n FROM document_requests WHERE company_id = ?", member.companyId),
    ).toBe(0);
  });
});

describe("settings and the recording notice", { timeout: 30_000 }, () => {
  it("saves the notification switches and the retention period; refuses a bad period with a message", async () => {
    const member = await createMember(env.DB);
    const browser = await admin(member);
    const settings = () =>
      env.DB.prepare(
        "SELECT notify_first_open, notify_daily_digest, retention_months FROM companies WHERE id = ?",
      )
        .bind(member.companyId)
        .first();
    // The defaults a founder expects: both mails on, a year of recordings.
    expect(await settings()).toEqual({ notify_first_open: 1, notify_daily_digest: 1, retention_months: 12 });
    const page = await (await browser.fetch(SETTINGS)).text();
    expect(page).toContain("Investor notifications");
    expect(page).toMatch(/name="notifyFirstOpen"[^>]*checked/);

    const saved = await browser.post(`${SETTINGS}`, {
      intent: "settings.investor-notifications",
      notifyDailyDigest: "on",
      retentionMonths: "6",
    });
    expect(saved.status).toBe(302);
    expect(await settings()).toEqual({ notify_first_open: 0, notify_daily_digest: 1, retention_months: 6 });

    for (const bad of ["0", "61", "abc", ""]) {
      const res = await browser.post(`${SETTINGS}`, {
        intent: "settings.investor-notifications",
        notifyFirstOpen: "on",
        retentionMonths: bad,
      });
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain("Bewaartermijn: een heel aantal maanden van 1 tot 60.");
    }
    expect(await settings()).toEqual({ notify_first_open: 0, notify_daily_digest: 1, retention_months: 6 });
  });

  it("the gate and the deck viewer say what is recorded", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    await createLiveDeck(env, member.companyId);
    const escape = (s: string) => s.replace(/'/g, "&#x27;");
    expect(await (await new Browser().fetch(`/public/${member.slug}`)).text()).toContain(
      escape(RECORDING_NOTICE.nl),
    );
    const visitor = new Browser();
    expect(
      (await visitor.post(`/public/${member.slug}/pitch-deck`, { intent: "unlock", accessCode: CODE }))
        .status,
    ).toBe(302);
    const deck = await (await visitor.fetch(`/public/${member.slug}/pitch-deck?slide=1`)).text();
    expect(deck).toContain('data-testid="page-viewer"');
    expect(deck).toContain(RECORDING_NOTICE.en);
  });
});
