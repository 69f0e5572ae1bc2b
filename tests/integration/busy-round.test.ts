import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { PAGE_SIZE } from "../../app/domain/admin/paging";
import { conversationPageQuery } from "../../app/server/chat/chat-log.server";
import { createDb } from "../../db";
import { createMember, type TestMember } from "../factories";
import { Browser, loggedIn, unlocked } from "./http";

/**
 * A busy round: 10,000 visitors and 10,000 chat messages (5,000 conversations). The Investors
 * and Chat Messages tabs show one page of at most 100 rows with page links, the chat list is a
 * paged query through the conversation index, the CSV streams every row, and parallel
 * duplicate invites answer 409.
 */
const VISITORS = 10_000;
const CONVERSATIONS = 5_000;

const uuid = (n: number, tag: string) => `${tag}${String(n).padStart(7, "0")}-0000-4000-8000-000000000000`;

async function seed(companyId: string) {
  const now = Date.now();
  const at = (i: number) => new Date(now - i * 1000).toISOString();
  const statements: D1PreparedStatement[] = [];
  const rows = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  // Literal values (no binds): D1 binds at most 100 parameters per statement.
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  for (let start = 0; start < VISITORS; start += 500) {
    const values = rows(Math.min(500, VISITORS - start), (k) => {
      const i = start + k;
      return `(${q(crypto.randomUUID())}, ${q(companyId)}, ${q(uuid(i, "a"))}, 'page', '/public/busy/timeline', 'server', ${q(at(i))})`;
    });
    statements.push(
      env.DB.prepare(
        `INSERT INTO visitor_events (id, company_id, visitor_id, kind, path, source, created_at) VALUES ${values.join(", ")}`,
      ),
    );
  }
  for (let start = 0; start < CONVERSATIONS; start += 250) {
    const n = Math.min(250, CONVERSATIONS - start);
    const conversations = rows(
      n,
      (k) =>
        `(${q(uuid(start + k, "c"))}, ${q(companyId)}, 'Question ${start + k}', 'pitch-deck', ${q(uuid(start + k, "a"))}, ${q(at(start + k))})`,
    );
    statements.push(
      env.DB.prepare(
        `INSERT INTO chat_conversations (id, company_id, title, type, visitor_id, created_at) VALUES ${conversations.join(", ")}`,
      ),
    );
    const messages = rows(n, (k) => {
      const c = uuid(start + k, "c");
      return `(${q(crypto.randomUUID())}, ${q(companyId)}, ${q(c)}, 'What is the runway?', 1, ${q(at(start + k))}), (${q(crypto.randomUUID())}, ${q(companyId)}, ${q(c)}, 'Eighteen months.', 0, ${q(at(start + k))})`;
    });
    statements.push(
      env.DB.prepare(
        `INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user, created_at) VALUES ${messages.join(", ")}`,
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 20) await env.DB.batch(statements.slice(i, i + 20));
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;
/** The visitors a table lists: each row links its visitor twice (the name, and 'details' in the row's menu). */
const visitorsListed = (html: string) =>
  new Set(html.match(/href="\/admin\/management\/investors\?visitor=[^"&]+/g) ?? []).size;
/** The Investors tab's table only (the question digest below it links visitors too). */
const table = (html: string) =>
  html.slice(
    html.indexOf('data-testid="investors-table"'),
    html.indexOf("</table>", html.indexOf('data-testid="investors-table"')),
  );

describe("a busy round: the admin tabs page", () => {
  let member: TestMember;
  let admin: Browser;

  beforeAll(async () => {
    member = await createMember(env.DB, { accessCode: "busy-round-2026" });
    await seed(member.companyId);
    admin = await loggedIn(member.email, member.password);
  }, 120_000);

  it("Investors: one page of 100 rows out of 10,000 visitors, with page links", async () => {
    const started = Date.now();
    const res = await admin.fetch("/admin/management/investors");
    const body = await res.text();
    console.log(`Investors tab with ${VISITORS} visitors: ${Date.now() - started} ms, ${body.length} bytes`);
    expect(res.status).toBe(200);
    expect(visitorsListed(table(body))).toBe(PAGE_SIZE);
    expect(body).toContain(`Pagina 1 van ${VISITORS / PAGE_SIZE} (${VISITORS} in totaal)`);
    expect(body).toContain(`href="/admin/management/investors?sort=score&amp;dir=desc&amp;page=2"`);
    const again = Date.now();
    const last = await (
      await admin.fetch(`/admin/management/investors?sort=name&dir=asc&page=${VISITORS / PAGE_SIZE}`)
    ).text();
    console.log(`Investors tab, last page by name: ${Date.now() - again} ms`);
    expect(visitorsListed(table(last))).toBe(PAGE_SIZE);
    expect(last).toContain(`Pagina ${VISITORS / PAGE_SIZE} van ${VISITORS / PAGE_SIZE}`);
    expect(last).toContain('rel="prev"');
    expect(last).not.toContain('rel="next"');
  }, 60_000);

  it("Chat Messages: one page of 100 conversations, sorted and limited in SQL through the conversation index", async () => {
    const started = Date.now();
    const res = await admin.fetch("/admin/management/chat-messages");
    const body = await res.text();
    console.log(
      `Chat Messages tab with ${CONVERSATIONS * 2} messages: ${Date.now() - started} ms, ${body.length} bytes`,
    );
    expect(res.status).toBe(200);
    expect(occurrences(body, 'data-testid="conversation-row"')).toBe(PAGE_SIZE);
    expect(body).toContain(`Chat gesprekken (${CONVERSATIONS})`);
    // Each listed conversation with its own two messages counted.
    expect(occurrences(body, "(<!-- -->2<!-- -->)")).toBe(PAGE_SIZE);
    expect(body).toContain('href="/admin/management/chat-messages?page=2"');
    // Newest first: conversation 0 on the first page, conversation 100 on the second.
    expect(body).toContain("Question 0<");
    expect(await (await admin.fetch("/admin/management/chat-messages?page=2")).text()).toContain(
      "Question 100<",
    );

    const query = conversationPageQuery(createDb(env.DB), member.companyId, 3).toSQL();
    expect(query.sql).toMatch(/limit \? offset \?/i);
    expect(query.params.slice(-2)).toEqual([PAGE_SIZE, 2 * PAGE_SIZE]);
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>()
    ).results.map((r) => r.detail);
    expect(plan.join("\n")).toMatch(/chat_messages_conversation_company_idx/);
    expect(plan.join("\n")).not.toMatch(/chat_messages_company_idx/);
  }, 60_000);

  it("investors.csv streams every visitor's row", async () => {
    const res = await admin.fetch("/admin/investors.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await res.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^name,email,firm,type,/);
    expect(lines).toHaveLength(VISITORS + 1);
  }, 60_000);

  it("parallel invites of one address: one invite, the others 409 — never a 500", async () => {
    const invite = () =>
      admin.post("/admin/management/investors", {
        intent: "investor.invite",
        name: "Dup Investor",
        email: "dup-parallel@fund.example",
        firm: "",
        expires: "",
      });
    const statuses = (await Promise.all(Array.from({ length: 5 }, invite))).map((r) => r.status).sort();
    expect(statuses).toEqual([302, 409, 409, 409, 409]);
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM investors WHERE company_id = ? AND email = ?",
    )
      .bind(member.companyId, "dup-parallel@fund.example")
      .first<{ n: number }>())!;
    expect(n).toBe(1);
  });
});

describe("a visitor is a client that keeps the visitor cookie", () => {
  const eventsOf = async (companyId: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM visitor_events WHERE company_id = ? AND kind = 'page'")
      .bind(companyId)
      .first<{ n: number }>())!.n;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

  it("records nothing for requests without it, and the pages of a browser that keeps it", async () => {
    const member = await createMember(env.DB, { accessCode: "cookie-round-2026" });
    const timeline = `/public/${member.slug}/timeline`;
    const browser = await unlocked(timeline, "cookie-round-2026");
    // The gate gave the browser its visitor cookie with the grant.
    expect(browser.cookies.has("__chat")).toBe(true);

    // A client that replays the grant but keeps no cookie it is given: a new visitor each time, so never recorded.
    const grantOnly = [...browser.cookies]
      .filter(([name]) => name !== "__chat")
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    for (let i = 0; i < 3; i++) {
      const bare = new Browser();
      const res = await bare.fetch(timeline, { headers: { Cookie: grantOnly } });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("__chat="))).toBe(true);
    }
    await settle();
    expect(await eventsOf(member.companyId)).toBe(0);

    // The browser that keeps its cookies is one visitor, its pages recorded.
    expect((await browser.fetch(timeline)).status).toBe(200);
    expect((await browser.fetch(`/public/${member.slug}/videos`)).status).toBe(200);
    await settle();
    expect(await eventsOf(member.companyId)).toBe(2);
    const { n } = (await env.DB.prepare(
      "SELECT count(DISTINCT visitor_id) AS n FROM visitor_events WHERE company_id = ?",
    )
      .bind(member.companyId)
      .first<{ n: number }>())!;
    expect(n).toBe(1);
  });
});
