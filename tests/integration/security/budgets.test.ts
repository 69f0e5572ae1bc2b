import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";

import {
  budgetDay,
  CHAT_PER_VISITOR,
  EVENTS_PER_VISITOR,
  REQUESTS_PER_VISITOR,
  SUBSCRIPTIONS_PER_VISITOR,
} from "../../../app/domain/budgets";
import { BEACON_SLACK_MS, MAX_ENTRY_MS } from "../../../app/domain/investors/beacon";
import { readFairEvents } from "../../../app/server/investors/visitor-event-columns.server";
import { companyScopedId } from "../../../app/server/investors/visitor-id.server";
import { createDb } from "../../../db";
import { createMember } from "../../factories";
import { createLiveDeck, createStoredDocument, deckCompany, demoDeck } from "../../factories/documents";
import { Browser, html, loggedIn, unlocked } from "../http";
import { inviteInvestor } from "../investor-invites";
import { backdateVisits, eventRows, eventsWhen } from "../visitor-events";

const CODE = "budget-code-2026";
const TAB = "/admin/management/investors";
const from = (address: string) => ({ "CF-Connecting-IP": address });
const today = () => budgetDay(new Date());

beforeAll(() => demoDeck(), 30_000);

const beacon = (browser: Browser, slug: string, body: unknown, headers: Record<string, string> = {}) =>
  browser.fetch(`/public/${slug}/beacon`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: "http://localhost", ...headers },
  });

/** The browser's visitor id at a company (its own id, scoped per company as the Worker records it). */
const visitorIdOf = async (browser: Browser, companyId: string) => {
  const raw = decodeURIComponent(browser.cookies.get("__chat")!.split(".")[0]!);
  return companyScopedId(env.SESSION_SECRET, companyId, (JSON.parse(atob(raw)) as { vid: string }).vid);
};

describe("the deck viewer's beacon: a budget of wall-clock time", { timeout: 240_000 }, () => {
  it("a flood of 420 beacons credits no more than the wall-clock time since the page view, in one row per page, and the real investor stays in the Investors tab", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Flooded Co" });
    const deck = await createLiveDeck(env, member.companyId);
    const admin = await loggedIn(member.email, member.password);
    const { id: investorId, path } = await inviteInvestor(admin, member.companyId, {
      name: "Rita Reader",
      email: "ritareader@fund.example",
      firm: "",
    });

    // The real investor read the deck a minute ago: 12 s on page 1, 30 s on page 2.
    const investor = new Browser();
    await investor.fetch(path);
    await investor.fetch(`/public/${member.slug}/pitch-deck`);
    await backdateVisits(member.companyId, 60_000, (rows) => rows.some((e) => e.kind === "deck-page"));
    expect(
      (
        await beacon(investor, member.slug, {
          d: deck.id,
          p: [
            [1, 12_000],
            [2, 30_000],
          ],
        })
      ).status,
    ).toBe(204);

    // The flooder: the shared code, one page view, then 420 beacons of 50 half-hour entries.
    const flooder = await unlocked(`/public/${member.slug}`, CODE);
    const started = Date.now();
    await flooder.fetch(`/public/${member.slug}/pitch-deck`);
    await eventsWhen(
      member.companyId,
      (rows) => rows.filter((e) => e.kind === "deck-page" && e.source === "server").length >= 2,
    );
    const entries = Array.from({ length: 50 }, (_, i) => [(i % 3) + 1, MAX_ENTRY_MS]);
    const answers: Response[] = [];
    for (let round = 0; round < 21; round++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, () => beacon(flooder, member.slug, { d: deck.id, p: entries })),
        )),
      );
    const wallClock = Date.now() - started;
    expect(answers.every((r) => r.status === 204)).toBe(true);

    const flooderId = await visitorIdOf(flooder, member.companyId);
    const flood = (await eventRows(member.companyId)).filter(
      (e) => e.visitor_id === flooderId && e.source === "beacon",
    );
    // At most one row per page and day, and never more time than the wall clock allows.
    expect(flood.length).toBeLessThanOrEqual(3);
    const credited = flood.reduce((sum, e) => sum + Number(e.duration_ms), 0);
    expect(credited).toBeLessThanOrEqual(wallClock + BEACON_SLACK_MS);

    // Dropping the visitor cookie makes a fresh visitor with no page view: nothing to credit.
    for (let i = 0; i < 20; i++) {
      const fresh = new Browser();
      fresh.cookies.set(`__gate_${member.slug}`, flooder.cookies.get(`__gate_${member.slug}`)!);
      expect((await beacon(fresh, member.slug, { d: deck.id, p: entries })).status).toBe(204);
    }
    expect((await eventRows(member.companyId)).filter((e) => e.source === "beacon")).toHaveLength(
      2 + flood.length,
    );

    // The Investors tab still shows the investor with their own time per page.
    const detail = await (await admin.fetch(`${TAB}?visitor=i:${investorId}`)).text();
    expect(detail).toContain("Rita Reader");
    expect(detail).toContain('data-page="1" data-seconds="12"');
    expect(detail).toContain('data-page="2" data-seconds="30"');
    const csv = await (await admin.fetch("/admin/investors.csv")).text();
    expect(
      csv
        .split("\r\n")
        .find((l) => l.startsWith("Rita Reader,"))!
        .split(",")[8],
    ).toBe("42");
  });

  it("takes only the live deck's id and its pages", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const old = await createLiveDeck(env, member.companyId);
    const failed = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "broken.pdf",
      extractionStatus: "failed",
    });
    const live = await createLiveDeck(env, member.companyId, 2);
    await env.DB.prepare("UPDATE documents SET selected_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), live.id)
      .run();
    const visitor = await unlocked(`/public/${member.slug}`, CODE);
    await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    await eventsWhen(member.companyId, (rows) => rows.some((e) => e.kind === "deck-page"));
    expect((await beacon(visitor, member.slug, { d: live.id, p: [[2, 1000]] })).status).toBe(204);
    expect((await beacon(visitor, member.slug, { d: live.id, p: [[3, 1000]] })).status).toBe(400);
    expect((await beacon(visitor, member.slug, { d: live.id, p: [[1000, 1000]] })).status).toBe(400);
    expect((await beacon(visitor, member.slug, { d: old.id, p: [[1, 1000]] })).status).toBe(404);
    expect((await beacon(visitor, member.slug, { d: failed.id, p: [[1, 1000]] })).status).toBe(404);
    const rows = (await eventRows(member.companyId)).filter((e) => e.source === "beacon");
    expect(rows.map((e) => [e.document_id, e.page_number, e.duration_ms])).toEqual([[live.id, 2, 1000]]);
  });

  it("credits each beacon at most the time since the visitor's previous beacon, and a day at most four hours", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const deck = await createLiveDeck(env, member.companyId);
    const visitor = await unlocked(`/public/${member.slug}`, CODE);
    await visitor.fetch(`/public/${member.slug}/pitch-deck`);
    await backdateVisits(member.companyId, 10 * 60_000, (rows) => rows.some((e) => e.kind === "deck-page"));
    // Ten minutes since the page view: a beacon of 30 minutes gets about ten.
    await beacon(visitor, member.slug, { d: deck.id, p: [[1, MAX_ENTRY_MS]] });
    const first = Number((await eventRows(member.companyId)).find((e) => e.source === "beacon")!.duration_ms);
    expect(first).toBeGreaterThanOrEqual(10 * 60_000);
    expect(first).toBeLessThanOrEqual(10 * 60_000 + BEACON_SLACK_MS + 2_000);
    // Straight after: only the slack is left, however much is asked.
    await beacon(visitor, member.slug, { d: deck.id, p: [[1, MAX_ENTRY_MS]] });
    const second = Number(
      (await eventRows(member.companyId)).find((e) => e.source === "beacon")!.duration_ms,
    );
    expect(second - first).toBeLessThanOrEqual(BEACON_SLACK_MS);
    // A whole day later on the clock (the test moves it): the daily cap of four hours.
    await backdateVisits(member.companyId, 20 * 60 * 60_000);
    for (let i = 0; i < 10; i++) await beacon(visitor, member.slug, { d: deck.id, p: [[2, MAX_ENTRY_MS]] });
    const clock = await env.DB.prepare("SELECT deck_ms, day FROM visitor_clocks WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ deck_ms: number; day: string }>();
    expect(clock!.day).toBe(today());
    expect(clock!.deck_ms).toBeLessThanOrEqual(4 * 60 * 60_000);
    const rows = (await eventRows(member.companyId)).filter((e) => e.source === "beacon");
    expect(rows.map((e) => e.page_number).sort()).toEqual([1, 2]);
  });
});

describe(
  "recorded events: a daily cap per visitor, page views only past the gate, reads fair to every visitor",
  { timeout: 120_000 },
  () => {
    it(`records at most ${EVENTS_PER_VISITOR} events a day for one visitor`, async () => {
      const member = await createMember(env.DB, { accessCode: CODE });
      const visitor = await unlocked(`/public/${member.slug}`, CODE);
      // The first page gives the browser its visitor id, and counts on the visitor's budget.
      await visitor.fetch(`/public/${member.slug}/timeline`);
      const visitorId = await visitorIdOf(visitor, member.companyId);
      const key = `events:v:${member.companyId}:${visitorId}:${today()}`;
      await vi.waitFor(
        async () =>
          expect(
            (
              await env.DB.prepare("SELECT used FROM budgets WHERE key = ?")
                .bind(key)
                .first<{ used: number }>()
            )?.used,
          ).toBe(1),
        { timeout: 5000, interval: 50 },
      );
      // As if the visitor had opened 295 more pages today: room for 4.
      await env.DB.prepare("UPDATE budgets SET used = ? WHERE key = ?")
        .bind(EVENTS_PER_VISITOR - 4, key)
        .run();
      for (let round = 0; round < 2; round++)
        await Promise.all(Array.from({ length: 5 }, () => visitor.fetch(`/public/${member.slug}/timeline`)));
      const rows = await eventsWhen(member.companyId, (r) => r.length >= 5);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await eventRows(member.companyId)).toHaveLength(5);
      expect(rows.every((e) => e.visitor_id === visitorId)).toBe(true);
      expect(
        (await env.DB.prepare("SELECT used FROM budgets WHERE key = ?").bind(key).first<{ used: number }>())!
          .used,
      ).toBe(EVENTS_PER_VISITOR);
      // Another visitor still records.
      const other = await unlocked(`/public/${member.slug}`, CODE);
      await other.fetch(`/public/${member.slug}/timeline`);
      const otherId = await visitorIdOf(other, member.companyId);
      await eventsWhen(member.companyId, (r) => r.some((e) => e.visitor_id === otherId));
    });

    it("counts no page view for a gate shown without a grant", async () => {
      const member = await createMember(env.DB, { accessCode: CODE });
      for (let i = 0; i < 5; i++)
        expect((await new Browser().fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
      const visitor = await unlocked(`/public/${member.slug}`, CODE);
      await visitor.fetch(`/public/${member.slug}/timeline`);
      const rows = await vi.waitFor(
        async () => {
          const found = (
            await env.DB.prepare("SELECT page_path FROM page_views WHERE company_id = ?")
              .bind(member.companyId)
              .all<{ page_path: string }>()
          ).results;
          expect(found.length).toBeGreaterThan(0);
          return found;
        },
        { timeout: 3000, interval: 50 },
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(rows).toEqual([{ page_path: `/public/${member.slug}/timeline` }]);
    });

    it("reads invited investors' browsers first and every visitor's newest event before anyone's older ones", async () => {
      const member = await createMember(env.DB);
      const insert = env.DB.prepare(
        "INSERT INTO visitor_events (id, company_id, visitor_id, investor_id, kind, path, source, created_at) VALUES (?, ?, ?, ?, 'page', '/public/x', 'server', ?)",
      );
      const t0 = Date.now() - 3_600_000;
      const investorId = crypto.randomUUID();
      await env.DB.prepare(
        "INSERT INTO investors (id, company_id, name, email, token_hash) VALUES (?, ?, 'Ivo', 'ivo@fund.example', ?)",
      )
        .bind(investorId, member.companyId, crypto.randomUUID())
        .run();
      const rows = [
        // An investor's browser, long ago, and its anonymous visit before the link.
        ...Array.from({ length: 3 }, (_, i) =>
          insert.bind(
            crypto.randomUUID(),
            member.companyId,
            "inv-browser",
            i === 0 ? null : investorId,
            new Date(t0 + i).toISOString(),
          ),
        ),
        // A quiet anonymous visitor, then a flood: one busy visitor and many fresh ones, all newer.
        insert.bind(crypto.randomUUID(), member.companyId, "quiet", null, new Date(t0 + 10).toISOString()),
        insert.bind(crypto.randomUUID(), member.companyId, "quiet", null, new Date(t0 + 11).toISOString()),
        ...Array.from({ length: 60 }, (_, i) =>
          insert.bind(
            crypto.randomUUID(),
            member.companyId,
            "busy",
            null,
            new Date(t0 + 1000 + i).toISOString(),
          ),
        ),
        ...Array.from({ length: 30 }, (_, i) =>
          insert.bind(
            crypto.randomUUID(),
            member.companyId,
            `fresh-${i}`,
            null,
            new Date(t0 + 2000 + i).toISOString(),
          ),
        ),
      ];
      await env.DB.batch(rows);
      const read = await readFairEvents(createDb(env.DB), member.companyId, { perVisitor: 20, limit: 40 });
      const count = (visitor: string) => read.filter((e) => e.visitorId === visitor).length;
      expect(read).toHaveLength(40);
      expect(count("inv-browser")).toBe(3);
      expect(count("quiet")).toBeGreaterThanOrEqual(1);
      expect(count("busy")).toBeLessThanOrEqual(20);
      // The newest 40 events alone would have been the flood's.
      const newest = (
        await env.DB.prepare(
          "SELECT visitor_id FROM visitor_events WHERE company_id = ? ORDER BY created_at DESC LIMIT 40",
        )
          .bind(member.companyId)
          .all<{ visitor_id: string }>()
      ).results;
      expect(newest.some((r) => r.visitor_id === "inv-browser" || r.visitor_id === "quiet")).toBe(false);
    });

    it("reads every event, newest first, while they fit both caps, and ranks them once one more would not", async () => {
      const member = await createMember(env.DB);
      const insert = env.DB.prepare(
        "INSERT INTO visitor_events (id, company_id, visitor_id, kind, path, source, created_at) VALUES (?, ?, ?, 'page', '/public/x', 'server', ?)",
      );
      const t0 = Date.now() - 3_600_000;
      // Three visitors: 'busy' 5 events, 'mid' 3, 'quiet' 2, interleaved in time.
      const visits = ["busy", "mid", "busy", "quiet", "busy", "mid", "busy", "quiet", "busy", "mid"];
      await env.DB.batch(
        visits.map((visitor, i) =>
          insert.bind(crypto.randomUUID(), member.companyId, visitor, new Date(t0 + i * 1000).toISOString()),
        ),
      );
      const db = createDb(env.DB);
      const read = (perVisitor: number, limit: number) =>
        readFairEvents(db, member.companyId, { perVisitor, limit });
      const perVisitor = (events: { visitorId: string }[]) =>
        Object.fromEntries(
          ["busy", "mid", "quiet"].map((v) => [v, events.filter((e) => e.visitorId === v).length]),
        );

      const whole = await read(5, 10);
      expect(whole.map((e) => e.visitorId)).toEqual([...visits].reverse());
      expect(whole.map((e) => e.createdAt)).toEqual(
        whole
          .map((e) => e.createdAt)
          .sort()
          .reverse(),
      );
      // One over the limit: the fair read, every visitor's newest events first.
      const overLimit = await read(5, 9);
      expect(overLimit).toHaveLength(9);
      expect(perVisitor(overLimit)).toEqual({ busy: 4, mid: 3, quiet: 2 });
      // One over the cap of one visitor: that visitor's newest 4, everyone else's all.
      const overCap = await read(4, 10);
      expect(perVisitor(overCap)).toEqual({ busy: 4, mid: 3, quiet: 2 });
      expect(overCap.filter((e) => e.visitorId === "busy").map((e) => e.createdAt)).toEqual(
        whole
          .filter((e) => e.visitorId === "busy")
          .slice(0, 4)
          .map((e) => e.createdAt),
      );
      // Only the window's events count against the caps.
      const since = new Date(t0 + 5000).toISOString();
      const until = new Date(t0 + 9000).toISOString();
      const windowed = await readFairEvents(db, member.companyId, {
        perVisitor: 2,
        limit: 4,
        window: { since, until },
      });
      expect(windowed.map((e) => e.visitorId)).toEqual(["busy", "quiet", "busy", "mid"]);
      expect(
        await readFairEvents(db, (await createMember(env.DB)).companyId, { perVisitor: 5, limit: 10 }),
      ).toEqual([]);
    });
  },
);

const ASK = "What is your business model?";

describe(
  "pitch deck chat: budgets per visitor, per address and the company's AI budget",
  { timeout: 180_000 },
  () => {
    it(`answers ${CHAT_PER_VISITOR} questions a day for one visitor, then refuses with a clear message (form post and stream)`, async () => {
      const { member, page, stream } = await deckCompany(env, CODE);
      const visitor = await unlocked(page, CODE);
      for (let i = 0; i < CHAT_PER_VISITOR; i++)
        expect(
          (await visitor.post(page, { intent: "ask", question: `${ASK} (${i})` }, from("192.0.2.60"))).status,
        ).toBe(302);
      const refused = await visitor.post(page, { intent: "ask", question: ASK }, from("192.0.2.60"));
      expect(refused.status).toBe(429);
      const text = await refused.text();
      expect(text).toContain(
        html(
          `You have asked ${CHAT_PER_VISITOR} questions today, the most we answer for one visitor in a day.`,
        ),
      );
      const streamed = await visitor.fetch(stream, {
        method: "POST",
        body: new URLSearchParams({ question: ASK }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://localhost",
          ...from("192.0.2.60"),
        },
      });
      expect(streamed.status).toBe(429);
      expect(((await streamed.json()) as { error: { title: string } }).error.title).toBe(
        "Daily question limit reached",
      );
      const stored = await env.DB.prepare(
        "SELECT count(*) AS n FROM chat_messages WHERE company_id = ? AND is_user = 1",
      )
        .bind(member.companyId)
        .first<{ n: number }>();
      expect(stored!.n).toBe(CHAT_PER_VISITOR);
      // An empty question is refused as before, and spends nothing.
      expect((await visitor.post(page, { intent: "ask", question: "  " }, from("192.0.2.60"))).status).toBe(
        400,
      );
    });

    it("gives a question back when the chat refuses it anyway (no deck): it never reached the model", async () => {
      const { member, page } = await deckCompany(env, CODE, { deck: false });
      const visitor = await unlocked(page, CODE);
      await visitor.fetch(page);
      expect((await visitor.post(page, { intent: "ask", question: ASK }, from("192.0.2.61"))).status).toBe(
        409,
      );
      const used = await env.DB.prepare(
        "SELECT key, used FROM budgets WHERE key LIKE 'chat:%' AND key LIKE ?",
      )
        .bind(`%${member.companyId}%`)
        .all<{ key: string; used: number }>();
      expect(used.results.length).toBe(3);
      expect(used.results.every((r) => r.used === 0)).toBe(true);
    });

    it("refuses a network whose budget is used up — every address of its /64 — but not another network", async () => {
      const { member, page } = await deckCompany(env, CODE);
      await env.DB.prepare("INSERT INTO budgets (key, used, expires_at) VALUES (?, 100, ?)")
        .bind(`chat:a:${member.companyId}:2001:db8:cc:1::/64:${today()}`, "2999-01-01T00:00:00.000Z")
        .run();
      const visitor = await unlocked(page, CODE);
      const refused = await visitor.post(page, { intent: "ask", question: ASK }, from("2001:db8:cc:1::abcd"));
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(html("Many questions have come from your network today"));
      expect(
        (await visitor.post(page, { intent: "ask", question: ASK }, from("2001:db8:cc:2::1"))).status,
      ).toBe(302);
    });

    it("stops at the company's daily AI budget (Settings), tells the visitor, and tells the admins once: dashboard, Settings and a mail", async () => {
      const { member, page, stream } = await deckCompany(env, CODE);
      const admin = await loggedIn(member.email, member.password);
      expect(
        (
          await admin.post("/admin/management/settings", {
            intent: "settings.ai-budget",
            aiDailyQuestions: "0",
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await admin.post("/admin/management/settings", {
            intent: "settings.ai-budget",
            aiDailyQuestions: "3",
          })
        ).status,
      ).toBe(302);
      for (let i = 0; i < 3; i++) {
        const visitor = await unlocked(page, CODE);
        expect(
          (await visitor.post(page, { intent: "ask", question: ASK }, from(`198.51.100.${60 + i}`))).status,
        ).toBe(302);
      }
      const late = await unlocked(page, CODE);
      const refused = await late.post(page, { intent: "ask", question: ASK }, from("198.51.100.70"));
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(
        html("The pitch deck chat has answered all the questions it can for today."),
      );
      const streamed = await late.fetch(stream, {
        method: "POST",
        body: new URLSearchParams({ question: ASK }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://localhost",
          ...from("198.51.100.71"),
        },
      });
      expect(streamed.status).toBe(429);

      const notice = "Today&#x27;s AI budget is used up: the pitch deck chat has answered 3 questions";
      expect(await (await admin.fetch("/admin/dashboard")).text()).toContain(notice);
      const settings = await (await admin.fetch("/admin/management/settings")).text();
      expect(settings).toContain(notice);
      const mails = await vi.waitFor(
        async () => {
          const found = (
            await env.DB.prepare(
              "SELECT to_address, subject FROM outbox_emails WHERE company_id = ? AND kind = 'ai-budget'",
            )
              .bind(member.companyId)
              .all<{ to_address: string; subject: string }>()
          ).results;
          if (found.length === 0) throw new Error("no notice yet");
          return found;
        },
        { timeout: 10_000, interval: 200 },
      );
      const { name } = (await env.DB.prepare("SELECT name FROM companies WHERE id = ?")
        .bind(member.companyId)
        .first<{ name: string }>())!;
      expect(mails).toEqual([
        { to_address: member.email, subject: `${name}: the pitch deck chat reached today's AI budget` },
      ]);
      // Raising the budget lets visitors ask again today.
      expect(
        (
          await admin.post("/admin/management/settings", {
            intent: "settings.ai-budget",
            aiDailyQuestions: "10",
          })
        ).status,
      ).toBe(302);
      expect((await late.post(page, { intent: "ask", question: ASK }, from("198.51.100.72"))).status).toBe(
        302,
      );
      expect(await (await admin.fetch("/admin/dashboard")).text()).not.toContain(notice);
    });
  },
);

describe("requests and subscriptions: daily budgets", { timeout: 120_000 }, () => {
  it(`takes ${REQUESTS_PER_VISITOR} requests a day from one visitor, then refuses with a message and stores nothing`, async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await unlocked(`/public/${member.slug}`, CODE);
    await visitor.fetch(`/public/${member.slug}`);
    const fields = (i: number) => ({
      type: "captable",
      name: `Ann ${i}`,
      email: `ann${i}@fund.example`,
      company: "",
      message: "",
    });
    for (let i = 0; i < REQUESTS_PER_VISITOR; i++)
      expect(
        (await visitor.post(`/public/${member.slug}/request-document`, fields(i), from("192.0.2.80"))).status,
      ).toBe(302);
    const refused = await visitor.post(
      `/public/${member.slug}/request-document`,
      fields(99),
      from("192.0.2.80"),
    );
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      "We have received as many requests as we accept from you or your network today. Please try again tomorrow.",
    );
    // A call request is a request too.
    const call = await visitor.post(
      `/public/${member.slug}/schedule-call`,
      { name: "Ann", email: "ann@fund.example", company: "", message: "Call me", preferredTime: "" },
      from("192.0.2.80"),
    );
    expect(call.status).toBe(429);
    const stored = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM document_requests WHERE company_id = ?1) + (SELECT count(*) FROM call_requests WHERE company_id = ?1) AS n",
    )
      .bind(member.companyId)
      .first<{ n: number }>();
    expect(stored!.n).toBe(REQUESTS_PER_VISITOR);
  });

  it("bounds subscriptions per visitor, and per address whatever the visitor id", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = await unlocked(`/public/${member.slug}`, CODE);
    await visitor.fetch(`/public/${member.slug}/timeline`);
    for (let i = 0; i < SUBSCRIPTIONS_PER_VISITOR; i++)
      expect(
        (
          await visitor.post(
            `/public/${member.slug}/subscribe`,
            { email: `s${i}@example.com` },
            from("192.0.2.90"),
          )
        ).status,
      ).toBe(302);
    const refused = await visitor.post(
      `/public/${member.slug}/subscribe`,
      { email: "late@example.com" },
      from("192.0.2.90"),
    );
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      "We have received as many subscriptions as we accept from you or your network today.",
    );
    // Fresh visitors (no visitor cookie) from one address: the address's budget of 20 holds.
    const answers = [];
    for (let i = 0; i < 25; i++) {
      const fresh = new Browser();
      fresh.cookies.set(`__gate_${member.slug}`, visitor.cookies.get(`__gate_${member.slug}`)!);
      answers.push(
        (
          await fresh.post(
            `/public/${member.slug}/subscribe`,
            { email: `f${i}@example.com` },
            from("192.0.2.91"),
          )
        ).status,
      );
    }
    expect(answers.filter((s) => s === 302)).toHaveLength(20);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
  });
});
