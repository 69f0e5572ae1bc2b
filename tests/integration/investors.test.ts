import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { LINK_REFUSED } from "../../app/copy/site/texts";
import { hashLinkToken } from "../../app/server/investors/investors.server";
import { createMember, type TestMember } from "../factories";
import { createLiveDeck } from "../factories/documents";
import { Browser } from "./http";
import { inviteInvestor } from "./investor-invites";
import { backdateVisits, eventRows, eventsWhen } from "./visitor-events";

const CODE = "investor-code-789";
/** A day about two months ahead, 'YYYY-MM-DD'. */
const SOON = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const TAB = "/admin/management/investors";

async function admin(member: TestMember) {
  const browser = new Browser();
  expect((await browser.login(member.email, member.password)).status).toBe(302);
  return browser;
}

const investorRows = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM investors WHERE company_id = ? ORDER BY created_at")
      .bind(companyId)
      .all<{ id: string } & Record<string, string | null>>()
  ).results;

describe("personal investor links", { timeout: 30_000 }, () => {
  it("invite → mail queued with a personal link whose token is stored only hashed", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Links & Co" });
    const { row, mail, token, path } = await inviteInvestor(await admin(member), member.companyId, {
      email: " Ann@Fund.Example ",
      expires: SOON,
    });
    expect(row).toMatchObject({
      name: "Ann Investor",
      email: "ann@fund.example",
      firm: "Fund One",
      expires_at: new Date(Date.parse(SOON) + 24 * 60 * 60 * 1000).toISOString(),
      revoked_at: null,
    });
    expect(mail).toMatchObject({
      to_address: "ann@fund.example",
      kind: "investor-invite",
      company_id: member.companyId,
    });
    expect(path).toBe(`/public/${member.slug}/i/${token}`);
    expect(mail.text_body).toContain(`It opens until ${SOON}.`);
    expect(row.token_hash).toBe(await hashLinkToken(token));
    expect(JSON.stringify(await investorRows(member.companyId))).not.toContain(token);
  });

  it("refuses bad invites with 400/409 and a message, writing nothing", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const browser = await admin(member);
    for (const fields of [
      { name: "", email: "a@b.example" },
      { name: "Ann", email: "not-an-email" },
      { name: "Ann", email: "a@b.example", expires: "2001-01-01" },
      { name: "Ann", email: "a@b.example", expires: "tomorrow" },
    ]) {
      const res = await browser.post(`${TAB}`, {
        intent: "investor.invite",
        firm: "",
        expires: "",
        ...fields,
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await investorRows(member.companyId)).toEqual([]);
    await inviteInvestor(browser, member.companyId, { email: "dup@fund.example" });
    const again = await browser.post(`${TAB}`, {
      intent: "investor.invite",
      name: "Ann",
      email: "DUP@fund.example",
      firm: "",
      expires: "",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already been invited");
    expect(await investorRows(member.companyId)).toHaveLength(1);
  });

  it("the link grants access without the code and identifies the investor; the shared code keeps working", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    await createLiveDeck(env, member.companyId);
    const { row, path } = await inviteInvestor(await admin(member), member.companyId);
    const investor = new Browser();
    const open = await investor.fetch(path);
    expect(open.status).toBe(302);
    expect(open.headers.get("Location")).toBe(`/public/${member.slug}/pitch-deck`);
    const deck = await investor.fetch(`/public/${member.slug}/pitch-deck?slide=2`);
    expect(await deck.text()).toContain('data-testid="page-viewer"');
    const rows = await eventsWhen(member.companyId, (r) => r.some((e) => e.kind === "deck-page"));
    expect(rows.every((e) => e.investor_id === row.id)).toBe(true);
    expect(rows.find((e) => e.kind === "deck-page")).toMatchObject({
      page_number: 2,
      source: "server",
      duration_ms: null,
    });

    const shared = new Browser();
    expect(
      (await shared.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: CODE })).status,
    ).toBe(302);
    expect(await (await shared.fetch(`/public/${member.slug}/timeline`)).text()).not.toContain(
      "Toegang Vereist",
    );
  });

  it("a revoked, expired or unknown link shows the gate with why; revoking stops a granted investor at once", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const browser = await admin(member);
    const { row, path } = await inviteInvestor(browser, member.companyId);
    const investor = new Browser();
    expect((await investor.fetch(path)).status).toBe(302);
    expect((await investor.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    expect(await (await investor.fetch(`/public/${member.slug}/timeline`)).text()).not.toContain(
      "Toegang Vereist",
    );

    // Revoking asks once more: without the confirmation's 'yes' nothing changes.
    const unconfirmed = await browser.post(`${TAB}`, { intent: "investor.revoke", id: row.id });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Confirm that the link should be revoked");
    expect((await investorRows(member.companyId))[0]).toMatchObject({ revoked_at: null });
    expect((await investor.fetch(`/public/${member.slug}/timeline`)).status).toBe(200);
    expect(
      (await browser.post(`${TAB}`, { intent: "investor.revoke", id: row.id, confirm: "yes" })).status,
    ).toBe(302);
    expect(await (await investor.fetch(`/public/${member.slug}/timeline`)).text()).toContain(
      "Toegang Vereist",
    );
    const revoked = await new Browser().fetch(path);
    expect(revoked.status).toBe(403);
    expect(await revoked.text()).toContain(LINK_REFUSED.revoked);
    // The beacon too refuses a revoked grant.
    expect(
      (
        await investor.fetch(`/public/${member.slug}/beacon`, {
          method: "POST",
          body: '{"d":"x","p":[[1,1]]}',
          headers: { Origin: "http://localhost" },
        })
      ).status,
    ).toBe(403);

    const second = await inviteInvestor(browser, member.companyId);
    await env.DB.prepare("UPDATE investors SET expires_at = ? WHERE id = ?")
      .bind("2020-01-01T00:00:00.000Z", second.row.id)
      .run();
    const expired = await new Browser().fetch(second.path);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(LINK_REFUSED.expired);
    // Extending opens it again.
    expect(
      (await browser.post(`${TAB}`, { intent: "investor.extend", id: second.row.id, expires: SOON })).status,
    ).toBe(302);
    expect((await new Browser().fetch(second.path)).status).toBe(302);

    const unknown = await new Browser().fetch(`/public/${member.slug}/i/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(LINK_REFUSED.unknown);
    expect((await new Browser().fetch(`/public/${member.slug}/i/short`)).status).toBe(404);
  });

  it("another company's admin can neither revoke nor extend, and a link opens only its own company's site", async () => {
    const a = await createMember(env.DB, { accessCode: CODE });
    const b = await createMember(env.DB, { accessCode: CODE });
    const { row, token } = await inviteInvestor(await admin(a), a.companyId);
    const other = await admin(b);
    expect(
      (await other.post(`${TAB}`, { intent: "investor.revoke", id: row.id, confirm: "yes" })).status,
    ).toBe(404);
    expect((await other.post(`${TAB}`, { intent: "investor.extend", id: row.id, expires: "" })).status).toBe(
      404,
    );
    expect((await investorRows(a.companyId))[0]).toMatchObject({ revoked_at: null });
    expect((await new Browser().fetch(`/public/${b.slug}/i/${token}`)).status).toBe(404);
  });
});

describe("recording and the Investors tab", { timeout: 30_000 }, () => {
  it("records the viewer's beacon for the company's deck only, and refuses malformed beacons", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const other = await createMember(env.DB, { accessCode: CODE });
    const deck = await createLiveDeck(env, member.companyId);
    const otherDeck = await createLiveDeck(env, other.companyId);
    const { row, path } = await inviteInvestor(await admin(member), member.companyId);
    const investor = new Browser();
    await investor.fetch(path);
    await investor.fetch(`/public/${member.slug}/pitch-deck`);
    // The investor opened the deck a minute ago: the viewer's time fits the wall clock.
    await backdateVisits(member.companyId, 60_000, (rows) => rows.some((e) => e.kind === "deck-page"));
    const beacon = (body: string) =>
      investor.fetch(`/public/${member.slug}/beacon`, {
        method: "POST",
        body,
        headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: "http://localhost" },
      });

    expect(
      (
        await beacon(
          JSON.stringify({
            d: deck.id,
            p: [
              [1, 4000],
              [2, 6500],
              [3, 1200],
            ],
          }),
        )
      ).status,
    ).toBe(204);
    expect((await beacon(JSON.stringify({ d: otherDeck.id, p: [[1, 999]] }))).status).toBe(404);
    expect((await beacon("not json")).status).toBe(400);
    expect((await beacon(JSON.stringify({ d: deck.id, p: [[0, 1]] }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ d: deck.id, p: [[1, 1]], pad: "x".repeat(3000) }))).status).toBe(
      413,
    );
    expect(
      (
        await new Browser().fetch(`/public/${member.slug}/beacon`, {
          method: "POST",
          body: JSON.stringify({ d: deck.id, p: [[1, 1]] }),
          headers: { Origin: "http://localhost" },
        })
      ).status,
    ).toBe(403);

    const rows = await eventRows(member.companyId);
    expect(
      rows
        .filter((e) => e.source === "beacon")
        .map((e) => [e.page_number, e.duration_ms, e.investor_id, e.document_id]),
    ).toEqual([
      [1, 4000, row.id, deck.id],
      [2, 6500, row.id, deck.id],
      [3, 1200, row.id, deck.id],
    ]);
    expect(await eventRows(other.companyId)).toEqual([]);
  });

  it("shows the investor with time per page, questions and score; other companies see nothing of it; CSV", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Tab Co" });
    const other = await createMember(env.DB, { accessCode: CODE });
    const deck = await createLiveDeck(env, member.companyId);
    const browser = await admin(member);
    const { row, path } = await inviteInvestor(browser, member.companyId, {
      name: "Tess Tabular",
      email: "tess@fund.example",
    });
    const investor = new Browser();
    await investor.fetch(path);
    await investor.fetch(`/public/${member.slug}/pitch-deck`);
    await backdateVisits(member.companyId, 60_000, (rows) => rows.some((e) => e.kind === "deck-page"));
    await investor.fetch(`/public/${member.slug}/beacon`, {
      method: "POST",
      body: JSON.stringify({
        d: deck.id,
        p: [
          [1, 12_000],
          [2, 30_000],
        ],
      }),
      headers: { Origin: "http://localhost" },
    });
    const asked = await investor.post(`/public/${member.slug}/pitch-deck`, {
      intent: "ask",
      question: "How much are you raising in the seed round?",
    });
    expect([200, 302, 303]).toContain(asked.status);
    await investor.post(`/public/${member.slug}/pitch-deck`, {
      intent: "ask",
      question: "What is your monthly churn?",
    });
    // An anonymous visitor with the shared code.
    const anon = new Browser();
    await anon.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: CODE });
    await anon.fetch(`/public/${member.slug}/timeline`);
    await eventsWhen(
      member.companyId,
      (r) => r.filter((e) => e.source === "beacon").length === 2 && r.some((e) => e.investor_id === null),
    );

    const table = await (await browser.fetch(TAB)).text();
    expect(table).toContain("Tess Tabular");
    expect(table).toContain("Anonymous visitor");
    expect(table).not.toContain(row.token_hash!);
    // Deck insights: three page rows; the churn question is on the deck's to-do list.
    expect(table.match(/data-testid="page-insight"/g)).toHaveLength(3);
    expect(table.slice(table.indexOf('data-testid="not-covered"'))).toContain("What is your monthly churn?");
    const detail = await (await browser.fetch(`${TAB}?visitor=i:${row.id}`)).text();
    expect(detail).toContain('data-page="1" data-seconds="12"');
    expect(detail).toContain('data-page="2" data-seconds="30"');
    expect(detail).toContain("How much are you raising in the seed round?");
    expect(detail).toMatch(/Cited: page \d/);
    expect(detail).toContain("What is your monthly churn?");
    expect(detail).toContain("Not covered by the deck");
    expect(detail).toContain("Deck seen");

    const sorted = await (await browser.fetch(`${TAB}?sort=name&dir=asc`)).text();
    expect(sorted.indexOf("Anonymous")).toBeLessThan(sorted.indexOf("Tess Tabular"));

    const csv = await browser.fetch("/admin/investors.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain("interest_score,score_recency");
    const tess = lines.find((l) => l.startsWith("Tess Tabular,tess@fund.example,Fund One,investor,"))!;
    expect(tess.split(",")[6]).toBe("2"); // deck pages seen (1 and 2 of 3)
    expect(tess.split(",")[8]).toBe("42"); // deck seconds
    expect(tess.split(",")[9]).toBe("2"); // questions
    expect(lines.some((l) => l.includes(",anonymous,"))).toBe(true);

    const elsewhere = await admin(other);
    expect(await (await elsewhere.fetch(`${TAB}?visitor=i:${row.id}`)).text()).not.toContain("Tess Tabular");
    expect(await (await elsewhere.fetch("/admin/investors.csv")).text()).not.toContain("Tess");
    expect((await new Browser().fetch("/admin/investors.csv")).status).toBe(302);
  });
});
