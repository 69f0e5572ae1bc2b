import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import {
  hashLinkToken,
  loadVisitorActivity,
  newLinkToken,
} from "../../app/server/investors/investors.server";
import { createDb } from "../../db";
import { createMember, type TestMember } from "../factories";
import { deckCompany } from "../factories/documents";
import { Browser, html, loggedIn, unlocked } from "./http";
import { eventRows, eventsWhen } from "./visitor-events";

// One browser is one investor at a company: another investor's link asks before switching
// (and then starts a new visitor), requests count for an investor only through their link,
// 'Forget' removes everything of theirs, and a browser is a different visitor at each company.

const CODE = "identity-code-456";
const TAB = "/admin/management/investors";

const all = async <T = Record<string, string | number | null>>(sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** The page views recorded for one browser (visitor id) of a company. */
const viewsOf = (companyId: string, visitor: string) =>
  count("SELECT count(*) AS n FROM page_views WHERE company_id = ? AND session_id = ?", companyId, visitor);

/** An invited investor with a link that opens; answers their id and link path. */
async function investor(member: TestMember, name: string, email: string) {
  const id = crypto.randomUUID();
  const token = newLinkToken();
  await env.DB.prepare(
    "INSERT INTO investors (id, company_id, name, email, token_hash) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(id, member.companyId, name, email, await hashLinkToken(token))
    .run();
  return { id, name, email, link: `/public/${member.slug}/i/${token}` };
}

/** A browser that opened an investor's link (and was sent on to the deck). */
async function openedBy(link: string, browser = new Browser()) {
  const res = await browser.fetch(link);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toMatch(/\/pitch-deck$/);
  return browser;
}

const pageEvents = (companyId: string) =>
  eventRows(companyId).then((rows) => rows.filter((r) => r.kind === "page"));

describe("one investor per browser", { timeout: 30_000 }, () => {
  it("another investor's link asks first; only 'Doorgaan als …' switches, with a fresh visitor, so nobody's history moves", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const ann = await investor(member, "Ann Investor", "ann@fund.example");
    const bob = await investor(member, "Bob Investor", "bob@fund.example");
    const browser = await openedBy(ann.link);
    expect((await browser.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    const [annPage] = await eventsWhen(member.companyId, (rows) =>
      rows.some((r) => r.investor_id === ann.id),
    );

    // Opening Bob's link asks, and changes nothing: no new grant, no new visitor.
    const cookiesBefore = new Map(browser.cookies);
    const asked = await browser.fetch(bob.link);
    expect(asked.status).toBe(200);
    expect(asked.headers.getSetCookie()).toEqual([]);
    const page = await asked.text();
    expect(page).toContain(html("Doorgaan als Bob Investor"));
    expect(page).toContain(html("Blijven als Ann Investor"));
    expect(page).toContain('method="post"');
    expect(browser.cookies).toEqual(cookiesBefore);
    expect((await browser.fetch(`/public/${member.slug}/videos`)).status).toBe(200);
    await eventsWhen(member.companyId, (rows) => rows.filter((r) => r.kind === "page").length === 2);
    expect((await pageEvents(member.companyId)).map((r) => r.investor_id)).toEqual([ann.id, ann.id]);

    // 'Doorgaan als Bob Investor' (the form's POST): Bob's grant and a new visitor id at this company.
    const switched = await browser.post(bob.link, {});
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe(`/public/${member.slug}/pitch-deck`);
    expect((await browser.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    const rows = await eventsWhen(member.companyId, (r) => r.some((e) => e.investor_id === bob.id));
    const bobPage = rows.find((r) => r.investor_id === bob.id)!;
    expect(bobPage.visitor_id).not.toBe(annPage!.visitor_id);
    // Ann's history stays Ann's, on her visitor id only.
    expect(
      rows.filter((r) => r.visitor_id === annPage!.visitor_id).every((r) => r.investor_id === ann.id),
    ).toBe(true);
    expect(
      rows.filter((r) => r.visitor_id === bobPage.visitor_id).every((r) => r.investor_id === bob.id),
    ).toBe(true);
    // Bob's own link again: no question.
    await openedBy(bob.link, browser);
  });

  it("asks too when the browser went on with the code after an investor's link (its visitor id is theirs)", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const ann = await investor(member, "Ann Investor", "ann2@fund.example");
    const bob = await investor(member, "Bob Investor", "bob2@fund.example");
    const browser = await openedBy(ann.link);
    expect((await browser.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    await eventsWhen(member.companyId, (rows) => rows.some((r) => r.investor_id === ann.id));
    // The grant is now the code's, without an investor.
    expect(
      (await browser.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: CODE })).status,
    ).toBe(302);
    const asked = await browser.fetch(bob.link);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(html("Blijven als Ann Investor"));
  });

  it("a browser of nobody yet (the code only) opens a link at once", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const ann = await investor(member, "Ann Investor", "ann3@fund.example");
    const browser = await unlocked(`/public/${member.slug}/timeline`, CODE);
    expect((await browser.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    await openedBy(ann.link, browser);
  });

  it("a switch needs a link that still opens", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const ann = await investor(member, "Ann Investor", "ann4@fund.example");
    const bob = await investor(member, "Bob Investor", "bob4@fund.example");
    const browser = await openedBy(ann.link);
    await env.DB.prepare("UPDATE investors SET revoked_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), bob.id)
      .run();
    const refused = await browser.post(bob.link, {});
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });
});

describe("requests belong to the investor whose link sent them", { timeout: 30_000 }, () => {
  it("a request typed in an investor's name with the code is not theirs; one through their link is", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const ann = await investor(member, "Ann Investor", "ann5@fund.example");
    const stranger = await unlocked(`/public/${member.slug}/timeline`, CODE);
    expect(
      (
        await stranger.post(`/public/${member.slug}/request-document`, {
          type: "captable",
          name: "Ann Investor",
          email: ann.email,
        })
      ).status,
    ).toBe(302);
    const annBrowser = await openedBy(ann.link);
    expect(
      (
        await annBrowser.post(`/public/${member.slug}/schedule-call`, {
          name: "A. Investor",
          email: "ann.private@example.com",
          message: "Call me",
        })
      ).status,
    ).toBe(302);

    const docs = await all<{ investor_id: string | null; email: string }>(
      "SELECT investor_id, email FROM document_requests WHERE company_id = ?",
      member.companyId,
    );
    expect(docs).toEqual([{ investor_id: null, email: ann.email }]);
    const calls = await all<{ investor_id: string | null }>(
      "SELECT investor_id FROM call_requests WHERE company_id = ?",
      member.companyId,
    );
    expect(calls).toEqual([{ investor_id: ann.id }]);

    await eventsWhen(member.companyId, (rows) => rows.filter((r) => r.kind === "request").length === 2);
    const { visitors } = await loadVisitorActivity(createDb(env.DB), member.companyId);
    expect(visitors.find((v) => v.key === `i:${ann.id}`)).toMatchObject({ requests: 1 });
    expect(visitors.filter((v) => !v.investor).map((v) => v.requests)).toEqual([1]);

    // The admins' mails and the Requests tab say which one is verified.
    const mails = await vi.waitFor(
      async () => {
        const rows = await all<{ kind: string; text_body: string }>(
          "SELECT kind, text_body FROM outbox_emails WHERE company_id = ? AND kind IN ('document-request', 'call-request')",
          member.companyId,
        );
        if (rows.length < 2) throw new Error("request mails not delivered yet");
        return rows;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(mails.find((m) => m.kind === "document-request")!.text_body).toContain(
      "Sent by: Not verified: the name and address were typed in the form",
    );
    expect(mails.find((m) => m.kind === "call-request")!.text_body).toContain(
      "Sent by: Ann Investor (through their personal link)",
    );
    const tab = await (
      await (await loggedIn(member.email, member.password)).fetch("/admin/management/requests")
    ).text();
    expect(tab).toContain(html("Sent through Ann Investor's personal link"));
    expect(tab).toContain(">Not verified<");
  });
});

describe("'Forget investor' removes everything of theirs", { timeout: 40_000 }, () => {
  it("events, page views, chats, requests, the subscription and every mail to or about them; nothing of anyone else", async () => {
    const { member } = await deckCompany(env, CODE);
    const admin = await loggedIn(member.email, member.password);
    const email = `forget-${crypto.randomUUID().slice(0, 8)}@fund.example`;
    expect(
      (
        await admin.post(`${TAB}`, {
          intent: "investor.invite",
          name: "Ann Forget",
          email,
          firm: "",
          expires: "",
        })
      ).status,
    ).toBe(302);
    const annId = (
      await all<{ id: string }>(
        "SELECT id FROM investors WHERE company_id = ? AND email = ?",
        member.companyId,
        email,
      )
    )[0]!.id;
    const invite = await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("SELECT text_body FROM outbox_emails WHERE idempotency_key = ?")
          .bind(`investor-invite:${annId}`)
          .first<{ text_body: string }>();
        if (!row) throw new Error("invite not delivered yet");
        return row;
      },
      { timeout: 10_000, interval: 200 },
    );
    const annLink = new URL(/https?:\/\/\S+\/i\/[A-Za-z0-9_-]{43}/.exec(invite.text_body)![0]).pathname;
    const bob = await investor(member, "Bob Stays", "bob.stays@fund.example");

    // Ann reads, asks, requests, subscribes; a stranger with the code types her address in a request.
    const ann = await openedBy(annLink);
    for (const page of ["timeline", "videos"])
      expect((await ann.fetch(`/public/${member.slug}/${page}`)).status).toBe(200);
    expect(
      (await ann.post(`/public/${member.slug}/pitch-deck`, { intent: "ask", question: "What is the ARR?" }))
        .status,
    ).toBe(302);
    expect(
      (
        await ann.post(`/public/${member.slug}/request-document`, {
          type: "captable",
          name: "Ann Forget",
          email,
        })
      ).status,
    ).toBe(302);
    expect((await ann.post(`/public/${member.slug}/subscribe`, { email })).status).toBe(302);
    const stranger = await unlocked(`/public/${member.slug}/timeline`, CODE);
    expect(
      (await stranger.post(`/public/${member.slug}/schedule-call`, { name: "Not Ann", email, message: "Hi" }))
        .status,
    ).toBe(302);
    // Bob's own trail, which must stay.
    const bobBrowser = await openedBy(bob.link);
    expect((await bobBrowser.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    expect(
      (
        await bobBrowser.post(`/public/${member.slug}/request-document`, {
          type: "finance-deck",
          name: "Bob Stays",
          email: bob.email,
        })
      ).status,
    ).toBe(302);

    const annVisitor = (
      await eventsWhen(
        member.companyId,
        (rows) =>
          rows.some((r) => r.investor_id === annId && r.kind === "page") &&
          rows.some((r) => r.investor_id === bob.id),
      )
    ).find((r) => r.investor_id === annId)!.visitor_id as string;
    await vi.waitFor(
      async () => {
        if ((await viewsOf(member.companyId, annVisitor)) < 2) throw new Error("page views not written yet");
        if (
          (await count(
            "SELECT count(*) AS n FROM outbox_emails WHERE company_id = ? AND kind IN ('document-request', 'call-request', 'verification')",
            member.companyId,
          )) < 4
        )
          throw new Error("mails not delivered yet");
      },
      { timeout: 10_000, interval: 200 },
    );
    const annRequests = (
      await all<{ id: string }>(
        "SELECT id FROM document_requests WHERE company_id = ? AND email = ? UNION ALL SELECT id FROM call_requests WHERE company_id = ? AND email = ?",
        member.companyId,
        email,
        member.companyId,
        email,
      )
    ).map((r) => r.id);
    expect(annRequests).toHaveLength(2);
    expect(
      await count(
        "SELECT count(*) AS n FROM chat_conversations WHERE company_id = ? AND visitor_id = ?",
        member.companyId,
        annVisitor,
      ),
    ).toBe(1);
    const bobVisitor = (
      await all<{ visitor_id: string }>(
        "SELECT visitor_id FROM visitor_events WHERE company_id = ? AND investor_id = ? LIMIT 1",
        member.companyId,
        bob.id,
      )
    )[0]!.visitor_id;
    // Bob's view is the last one made: once it is written, the daily counts read below hold every view.
    await vi.waitFor(
      async () => {
        if ((await viewsOf(member.companyId, bobVisitor)) < 1)
          throw new Error("Bob's page view not written yet");
      },
      { timeout: 10_000, interval: 200 },
    );
    // The deck viewer's clock of each browser (as a beacon leaves it).
    for (const visitor of [annVisitor, bobVisitor])
      await env.DB.prepare(
        "INSERT OR REPLACE INTO visitor_clocks (company_id, visitor_id, last_at, day, deck_ms, granted_ms) VALUES (?, ?, ?, ?, 1000, 1000)",
      )
        .bind(member.companyId, visitor, Date.now(), new Date().toISOString().slice(0, 10))
        .run();
    const annViews = await count(
      "SELECT count(*) AS n FROM page_views WHERE company_id = ? AND session_id = ?",
      member.companyId,
      annVisitor,
    );
    const dailyViews = async () =>
      count(
        "SELECT coalesce(sum(views), 0) AS n FROM page_view_daily WHERE company_id = ?",
        member.companyId,
      );
    const viewsBefore = await dailyViews();

    expect(
      (await admin.post(`${TAB}`, { intent: "investor.forget", id: annId, confirm: "yes" })).status,
    ).toBe(302);

    expect(await count("SELECT count(*) AS n FROM investors WHERE id = ?", annId)).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM visitor_events WHERE company_id = ? AND (investor_id = ? OR visitor_id = ? OR email = ?)",
        member.companyId,
        annId,
        annVisitor,
        email,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM page_views WHERE company_id = ? AND session_id = ?",
        member.companyId,
        annVisitor,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM page_view_visitors WHERE company_id = ? AND session_id = ?",
        member.companyId,
        annVisitor,
      ),
    ).toBe(0);
    // The dashboard's page-view counts no longer include hers; her deck clock is gone, Bob's stays.
    expect(await dailyViews()).toBe(viewsBefore - annViews);
    expect(
      await count(
        "SELECT count(*) AS n FROM visitor_clocks WHERE company_id = ? AND visitor_id = ?",
        member.companyId,
        annVisitor,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM visitor_clocks WHERE company_id = ? AND visitor_id = ?",
        member.companyId,
        bobVisitor,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM chat_conversations WHERE company_id = ? AND visitor_id = ?",
        member.companyId,
        annVisitor,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM document_requests WHERE company_id = ? AND (email = ? OR investor_id = ?)",
        member.companyId,
        email,
        annId,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM call_requests WHERE company_id = ? AND email = ?",
        member.companyId,
        email,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM email_subscriptions WHERE company_id = ? AND email = ?",
        member.companyId,
        email,
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM outbox_emails WHERE to_address = ?", email)).toBe(0);
    for (const id of annRequests)
      expect(
        await count(
          "SELECT count(*) AS n FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1",
          `request:${id}:`,
        ),
      ).toBe(0);
    expect(
      JSON.stringify(await all("SELECT * FROM outbox_emails WHERE company_id = ?", member.companyId)),
    ).not.toContain(email);

    // Bob keeps everything.
    expect(await count("SELECT count(*) AS n FROM investors WHERE id = ?", bob.id)).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM visitor_events WHERE investor_id = ?", bob.id),
    ).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM document_requests WHERE investor_id = ?", bob.id)).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM outbox_emails WHERE company_id = ? AND kind = 'document-request'",
        member.companyId,
      ),
    ).toBe(1);
  });
});

describe("one visitor id per company", { timeout: 30_000 }, () => {
  it("the same browser is a different visitor at each company, in events, chats and page views", async () => {
    const { member: a } = await deckCompany(env, CODE);
    const { member: b } = await deckCompany(env, CODE);
    const browser = new Browser();
    // Locked views first (the gate), then past both gates with one browser and one set of cookies.
    for (const m of [a, b]) expect((await browser.fetch(`/public/${m.slug}/timeline`)).status).toBe(200);
    for (const m of [a, b]) {
      expect(
        (await browser.post(`/public/${m.slug}/timeline`, { intent: "unlock", accessCode: CODE })).status,
      ).toBe(302);
      expect((await browser.fetch(`/public/${m.slug}/timeline`)).status).toBe(200);
      expect(
        (await browser.post(`/public/${m.slug}/pitch-deck`, { intent: "ask", question: "What is the team?" }))
          .status,
      ).toBe(302);
    }
    const [eventsA, eventsB] = [
      await eventsWhen(a.companyId, (r) => r.length > 0),
      await eventsWhen(b.companyId, (r) => r.length > 0),
    ];
    const [va, vb] = [eventsA[0]!.visitor_id, eventsB[0]!.visitor_id];
    expect(va).not.toBe(vb);
    expect(new Set(eventsA.map((e) => e.visitor_id))).toEqual(new Set([va]));
    // The browser's own id (in its cookie) is recorded at neither.
    const cookie = decodeURIComponent(browser.cookies.get("__chat")!);
    // Remix's cookie value: base64 of the JSON (ASCII here), then '.' and the signature.
    const browserId = JSON.parse(atob(cookie.slice(0, cookie.lastIndexOf(".")))) as { vid: string };
    expect([va, vb]).not.toContain(browserId.vid);

    const chats = async (companyId: string) =>
      (
        await all<{ visitor_id: string }>(
          "SELECT visitor_id FROM chat_conversations WHERE company_id = ?",
          companyId,
        )
      ).map((r) => r.visitor_id);
    expect(await chats(a.companyId)).toEqual([va]);
    expect(await chats(b.companyId)).toEqual([vb]);

    const sessions = async (companyId: string) =>
      vi.waitFor(
        async () => {
          const rows = await all<{ session_id: string }>(
            "SELECT DISTINCT session_id FROM page_views WHERE company_id = ?",
            companyId,
          );
          if (rows.length < 1) throw new Error("page views not written yet");
          return new Set(rows.map((r) => r.session_id));
        },
        { timeout: 10_000, interval: 200 },
      );
    const [sa, sb] = [await sessions(a.companyId), await sessions(b.companyId)];
    // The granted views carry the company's visitor id (a gate shown without a grant records no view).
    expect(sa.has(va as string)).toBe(true);
    expect(sb.has(vb as string)).toBe(true);
    for (const id of sa) expect(sb.has(id)).toBe(false);
  });
});
