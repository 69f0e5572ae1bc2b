import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { signMailClick } from "../../app/server/mail/mail-links.server";
import { renderAudienceMails } from "../../app/server/mail/update-mail.server";
import { createDb } from "../../db";
import { createMember, createUpdate, type TestMember } from "../factories";
import { createStoredDocument, DECK_PAGES, makePdf } from "../factories/documents";
import { createSubscription } from "../factories/subscriptions";
import { Browser, loggedIn, unlocked } from "./http";
import { eventRows, eventsWhen } from "./visitor-events";

const CODE = "digest-code-4242";
const TAB = "/admin/management/investors";

const admin = (member: TestMember) => loggedIn(member.email, member.password);

async function visitor(slug: string) {
  const browser = await unlocked(`/public/${slug}/timeline`, CODE);
  await browser.fetch(`/public/${slug}/timeline`);
  return browser;
}

/** Gives the writes after a response time to land, for asserting that nothing was written. */
const settle = () => new Promise((r) => setTimeout(r, 800));

async function inviteInvestor(browser: Browser, member: TestMember, email: string, name = "Mia Mailreader") {
  const res = await browser.post(`${TAB}`, { intent: "investor.invite", name, email, firm: "", expires: "" });
  expect(res.status).toBe(302);
  return (await env.DB.prepare("SELECT id FROM investors WHERE company_id = ? AND email = ?")
    .bind(member.companyId, email)
    .first<{ id: string }>())!;
}

describe("clicks from an update mail", { timeout: 30_000 }, () => {
  it("a valid subscriber token records a mail click for the investor with that address, then goes on to the page", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const browser = await admin(member);
    const investor = await inviteInvestor(browser, member, "mia@fund.example");
    const subscription = await createSubscription(env.DB, member.companyId, { email: "mia@fund.example" });
    const update = await createUpdate(env.DB, member.companyId, { title: "Q3 numbers" });
    const mails = await renderAudienceMails(
      createDb(env.DB),
      { id: member.companyId, name: "Digest Co", slug: member.slug, openTracking: false },
      update,
      { subscribers: true, stages: [] },
      { baseUrl: "http://localhost", secret: env.SESSION_SECRET },
    );
    const link = new URL(
      mails.find((m) => m.to === "mia@fund.example")!.text.match(/Read the update and reply: (\S+)/)![1]!,
    );
    const page = `/public/${member.slug}/updates/${update.id}`;

    const res = await new Browser().fetch(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    // `from=mail`: a device without the grant gets the gate with a line on why it is there.
    expect(res.headers.get("Location")).toBe(`${page}?from=mail`);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const [click] = await eventsWhen(member.companyId, (r) => r.some((e) => e.kind === "mail-click"));
    expect(click).toMatchObject({
      kind: "mail-click",
      investor_id: investor.id,
      email: "mia@fund.example",
      ref: subscription.id,
      path: page,
    });

    // The investor's own pipeline entry stays the one for the address.
    const entries = await env.DB.prepare(
      "SELECT email, investor_id FROM pipeline_entries WHERE company_id = ?",
    )
      .bind(member.companyId)
      .all();
    expect(entries.results).toEqual([{ email: "mia@fund.example", investor_id: investor.id }]);

    const detail = await (await browser.fetch(`${TAB}?visitor=i:${investor.id}`)).text();
    expect(detail).toContain("Clicks from update mails: 1");
    expect(detail).toContain("came from an update mail");
  });

  it("an invalid or foreign token still redirects and records nothing; the target never leaves the company's site", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const other = await createMember(env.DB, { accessCode: CODE });
    const subscription = await createSubscription(env.DB, member.companyId);
    const otherSub = await createSubscription(env.DB, other.companyId);
    const good = await signMailClick(env.SESSION_SECRET, member.companyId, subscription.id);
    const foreign = await signMailClick(env.SESSION_SECRET, other.companyId, otherSub.id);
    const go = (q: Record<string, string>) =>
      new Browser().fetch(`/public/${member.slug}/go?${new URLSearchParams(q)}`);

    const cases: Record<string, string>[] = [
      {
        s: subscription.id,
        t: (good[0] === "A" ? "B" : "A") + good.slice(1),
        to: `/public/${member.slug}/videos`,
      },
      { s: subscription.id, t: "garbage" },
      { s: otherSub.id, t: foreign },
      {},
    ];
    for (const q of cases) {
      const res = await go(q);
      expect(res.status, JSON.stringify(q)).toBe(302);
      expect(res.headers.get("Location")).toBe(`${q.to ?? `/public/${member.slug}/timeline`}?from=mail`);
    }
    const away = await go({ s: subscription.id, t: good, to: "https://evil.example/" });
    expect(away.headers.get("Location")).toBe(`/public/${member.slug}/timeline?from=mail`);
    // Only the last (valid) click is recorded.
    const rows = await eventsWhen(member.companyId, (r) => r.length > 0);
    await settle();
    expect((await eventRows(member.companyId)).map((e) => [e.kind, e.ref])).toEqual([
      ["mail-click", subscription.id],
    ]);
    expect(rows[0]!.investor_id).toBeNull();
    expect(await eventRows(other.companyId)).toEqual([]);
    // The valid click proves the subscriber's address: their pipeline entry, written with the click.
    const entries = await env.DB.prepare(
      "SELECT company_id, email, investor_id FROM pipeline_entries WHERE company_id IN (?, ?)",
    )
      .bind(member.companyId, other.companyId)
      .all();
    expect(entries.results).toEqual([
      { company_id: member.companyId, email: subscription.email.toLowerCase(), investor_id: null },
    ]);
    expect((await new Browser().fetch(`/public/no-such-company/go`)).status).toBe(404);
  });
});

describe("downloads, requests and subscriptions of visitors", { timeout: 30_000 }, () => {
  it("records a granted visitor's deck download, not the team's own", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const deck = await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "deck.pdf",
      // A readable PDF: a visitor's download is stamped with their watermark.
      body: await makePdf(DECK_PAGES),
      extractedText: DECK_PAGES.flat().join("\n"),
      extractionStatus: "done",
    });
    const browser = await admin(member);
    expect((await browser.fetch(`/documents/${deck.id}?download=1`)).status).toBe(200);
    const anon = await visitor(member.slug);
    const res = await anon.fetch(`/documents/${deck.id}?download=1`);
    expect(res.status).toBe(200);
    // Opening it inline (the viewer) is no download.
    expect((await anon.fetch(`/documents/${deck.id}`)).status).toBe(200);
    const rows = await eventsWhen(member.companyId, (r) => r.some((e) => e.kind === "download"));
    await settle();
    expect((await eventRows(member.companyId)).filter((e) => e.kind === "download")).toHaveLength(1);
    expect(rows.find((e) => e.kind === "download")).toMatchObject({
      document_id: deck.id,
      investor_id: null,
    });
    const table = await (await browser.fetch(`${TAB}?sort=downloads&dir=desc`)).text();
    expect(table).toContain("Downloads");
  });

  it("counts an anonymous visitor's requests and subscription, and shows the address they gave as unverified", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const anon = await visitor(member.slug);
    const requested = await anon.post(`/public/${member.slug}/request-document`, {
      type: "captable",
      name: "Sam Seed",
      email: "Sam@Angel.Example",
      company: "",
      message: "",
    });
    expect(requested.status).toBe(302);
    const called = await anon.post(`/public/${member.slug}/schedule-call`, {
      name: "Sam Seed",
      email: "sam@angel.example",
      company: "",
      message: "Next week works for us.",
      preferredTime: "",
    });
    expect(called.status).toBe(302);
    expect((await anon.post(`/public/${member.slug}/subscribe`, { email: "sam@angel.example" })).status).toBe(
      302,
    );
    const rows = await eventsWhen(
      member.companyId,
      (r) => r.filter((e) => e.kind === "request").length === 2 && r.some((e) => e.kind === "subscribe"),
    );
    const visitorIds = new Set(rows.map((e) => e.visitor_id));
    expect(visitorIds.size).toBe(1);
    expect(
      rows
        .filter((e) => e.kind === "request")
        .map((e) => String(e.ref).split(":")[0])
        .sort(),
    ).toEqual(["call", "document"]);

    const browser = await admin(member);
    const csv = (await (await browser.fetch("/admin/investors.csv")).text()).trim().split("\r\n");
    const header = csv[0]!.split(",");
    const row = csv.find((l) => l.includes(",anonymous,"))!.split(",");
    expect(row[header.indexOf("requests")]).toBe("2");
    expect(row[header.indexOf("email")]).toBe("sam@angel.example");
    expect(row[header.indexOf("email_verified")]).toBe("no");
    expect(Number(row[header.indexOf("score_requests")])).toBe(10);
    const table = await (await browser.fetch(TAB)).text();
    expect(table).toContain("sam@angel.example");
    expect(table).toContain("unverified");
    expect(table).toContain("Subscribed to updates");
  });
});

describe("e-mail at the gate", { timeout: 30_000 }, () => {
  it("is off by default; when on, a missing or bad address is a 4xx in the gate's language and grants nothing; a good one is recorded unverified", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const gate = `/public/${member.slug}/timeline`;
    expect(await (await new Browser().fetch(gate)).text()).not.toContain('id="gateEmail"');
    expect((await new Browser().post(gate, { intent: "unlock", accessCode: CODE })).status).toBe(302);

    const browser = await admin(member);
    const on = await browser.post("/admin/management/settings", {
      intent: "settings.gate-email",
      askEmail: "on",
    });
    expect(on.status).toBe(302);
    expect(await (await browser.fetch("/admin/management/settings")).text()).toMatch(
      /name="askEmail"[^>]*checked/,
    );
    expect(await (await new Browser().fetch(gate)).text()).toContain('id="gateEmail"');

    const guest = new Browser();
    const missing = await guest.post(gate, { intent: "unlock", accessCode: CODE });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Vul je e-mailadres in.");
    const bad = await guest.post(gate, { intent: "unlock", accessCode: CODE, email: "not-an-address" });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("Vul een geldig e-mailadres in.");
    expect(badPage).toContain('value="not-an-address"');
    const english = await guest.post(`/public/${member.slug}/pitch-deck`, {
      intent: "unlock",
      accessCode: CODE,
      email: "nope",
    });
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("Enter a valid email address.");
    expect(await (await guest.fetch(gate)).text()).toContain('name="accessCode"');
    const wrongCode = await guest.post(gate, {
      intent: "unlock",
      accessCode: "wrong-code-1",
      email: "kim@vc.example",
    });
    expect(wrongCode.status).toBe(401);
    await settle();
    expect(await eventRows(member.companyId)).toEqual([]);

    const ok = await guest.post(gate, { intent: "unlock", accessCode: CODE, email: " Kim@VC.example " });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(gate);
    await guest.fetch(gate);
    const rows = await eventsWhen(
      member.companyId,
      (r) => r.some((e) => e.kind === "gate-email") && r.some((e) => e.kind === "page"),
    );
    const given = rows.find((e) => e.kind === "gate-email")!;
    expect(given).toMatchObject({ email: "kim@vc.example", investor_id: null });
    // The visitor cookie started at the gate: the page that followed is the same visitor's.
    expect(rows.find((e) => e.kind === "page")!.visitor_id).toBe(given.visitor_id);
    const table = await (await browser.fetch(TAB)).text();
    expect(table).toContain("kim@vc.example");
    expect(table).toContain("unverified");

    expect((await browser.post("/admin/management/settings", { intent: "settings.gate-email" })).status).toBe(
      302,
    );
    expect(await (await new Browser().fetch(gate)).text()).not.toContain('id="gateEmail"');
  });
});

describe("what investors ask", { timeout: 30_000 }, () => {
  it("groups similar questions of different visitors on the Investors tab and lists the topic the deck does not cover", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "deck.pdf",
      extractedText: DECK_PAGES.map((lines, i) => `[Page ${i + 1}]\n${lines.join("\n")}`).join("\n\n"),
      extractionStatus: "done",
    });
    for (const question of ["What is your churn?", "How high is churn?", "churn rate per month?"]) {
      const guest = await visitor(member.slug);
      await guest.fetch(`/public/${member.slug}/pitch-deck`);
      await guest.post(`/public/${member.slug}/pitch-deck`, { intent: "ask", question });
    }
    const guest = await visitor(member.slug);
    await guest.fetch(`/public/${member.slug}/pitch-deck`);
    await guest.post(`/public/${member.slug}/pitch-deck`, {
      intent: "ask",
      question: "How much are you raising?",
    });
    await eventsWhen(member.companyId, (r) => new Set(r.map((e) => e.visitor_id)).size === 4);

    const table = await (await (await admin(member)).fetch(TAB)).text();
    const digest = table.slice(table.indexOf('id="digest-heading"'));
    expect(digest).toContain("3 investors asked about churn and retention; the deck does not cover it.");
    const groups = digest.slice(digest.indexOf('data-testid="question-groups"'));
    expect(groups.match(/data-testid="question-group"/g)).toHaveLength(2);
    expect(groups).toMatch(/data-testid="group-askers">3</);
    expect(groups).toContain("What is your churn?");
    expect(groups).toMatch(/raising[\s\S]*page 3/);
  });
});
