import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { formatEuroWhole } from "../../app/domain/format/money";
import { hashSecret } from "../../app/server/auth/password.server";
import { createMember, type TestMember } from "../factories";
import { createLiveDeck } from "../factories/documents";
import { Browser, html, loggedIn } from "./http";
import { inviteInvestor } from "./investor-invites";
import { eventsWhen } from "./visitor-events";

const PIPELINE = "/admin/pipeline";
const IMPORT = "/admin/pipeline?view=import";

type Entry = {
  id: string;
  email: string;
  name: string;
  stage: string;
  ticket_indicated: number | null;
  ticket_committed: number | null;
  notes: string | null;
  investor_id: string | null;
};
const entries = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM pipeline_entries WHERE company_id = ? ORDER BY email")
      .bind(companyId)
      .all<Entry>()
  ).results;

/** A viewer of the member's company, written straight to D1, signed in. */
async function viewerOf(member: TestMember) {
  const userId = crypto.randomUUID();
  const email = `viewer-${userId.slice(0, 8)}@example.com`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, email, full_name, password_hash, email_verified_at) VALUES (?, ?, 'Viewer', ?, ?)",
    ).bind(userId, email, await hashSecret("correct horse battery"), new Date().toISOString()),
    env.DB.prepare("INSERT INTO memberships (user_id, company_id, role) VALUES (?, ?, 'viewer')").bind(
      userId,
      member.companyId,
    ),
  ]);
  return loggedIn(email, "correct horse battery");
}

/** Opens the pipeline and returns the investor's entry (written by the invite). */
async function entryOf(admin: Browser, companyId: string, email: string) {
  expect((await admin.fetch(PIPELINE)).status).toBe(200);
  return (await entries(companyId)).find((e) => e.email === email)!;
}

/** Every row of the pipeline's tables, to compare before and after a read. */
const pipelineRows = async () =>
  Promise.all(
    ["pipeline_entries", "pipeline_activities", "rounds"].map(
      async (table) => (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all()).results,
    ),
  );

/** An investor and a visitor with a verified address as rows from before entries were written on their events. */
async function rowsFromBefore(companyId: string) {
  const investorId = crypto.randomUUID();
  const at = new Date(Date.now() - 60_000).toISOString();
  const event = (visitorId: string, kind: string, email: string | null) =>
    env.DB.prepare(
      "INSERT INTO visitor_events (id, company_id, visitor_id, kind, path, email, source, created_at) VALUES (?, ?, ?, ?, ?, ?, 'server', ?)",
    ).bind(crypto.randomUUID(), companyId, visitorId, kind, "/public/x", email, at);
  const verified = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO investors (id, company_id, name, email, firm, token_hash) VALUES (?, ?, 'Old Invite', 'old@fund.example', 'Old Fund', ?)",
    ).bind(investorId, companyId, crypto.randomUUID()),
    event(verified, "page", null),
    event(verified, "email-verified", "vera@fund.example"),
    // A visitor who only typed an address (unverified) is nobody's entry.
    event(crypto.randomUUID(), "gate-email", "typed@fund.example"),
  ]);
  return { investorId };
}

describe("the investor pipeline", { timeout: 60_000 }, () => {
  it("takes in invited investors at Backlog; an admin moves one (no-JS form), a viewer reads but changes nothing, another company reaches nothing", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    const { id: investorId } = await inviteInvestor(admin, member.companyId, {
      name: "Ann Backlog",
      email: "ann@fund.example",
    });
    const page = await admin.fetch(PIPELINE);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain("Ann Backlog");
    const [entry] = await entries(member.companyId);
    expect(entry).toMatchObject({ email: "ann@fund.example", stage: "backlog", investor_id: investorId });
    // Reading again writes nothing new.
    await admin.fetch(PIPELINE);
    expect(await entries(member.companyId)).toHaveLength(1);

    const moved = await admin.post(PIPELINE, {
      intent: "stage.set",
      id: entry!.id,
      stage: "meeting",
      returnTo: "/admin/pipeline?view=table",
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/admin/pipeline?view=table");
    expect((await entries(member.companyId))[0]!.stage).toBe("meeting");

    // A stage that does not exist, or a foreign return address: refused / not followed.
    expect((await admin.post(PIPELINE, { intent: "stage.set", id: entry!.id, stage: "won" })).status).toBe(
      400,
    );
    const offsite = await admin.post(PIPELINE, {
      intent: "stage.set",
      id: entry!.id,
      stage: "meeting",
      returnTo: "https://evil.example/",
    });
    expect(offsite.headers.get("Location")).toBe(PIPELINE);

    const viewer = await viewerOf(member);
    expect((await viewer.fetch(PIPELINE)).status).toBe(200);
    expect((await viewer.fetch("/admin/pipeline.csv")).status).toBe(200);
    const refused = await viewer.post(PIPELINE, { intent: "stage.set", id: entry!.id, stage: "passed" });
    expect(refused.status).toBe(403);
    expect((await entries(member.companyId))[0]!.stage).toBe("meeting");

    const other = await createMember(env.DB);
    const stranger = await loggedIn(other.email, other.password);
    const foreign = await stranger.post(PIPELINE, { intent: "stage.set", id: entry!.id, stage: "passed" });
    expect(foreign.status).toBe(404);
    expect((await stranger.fetch(`${PIPELINE}?card=${entry!.id}`)).status).toBe(404);
    expect(await (await stranger.fetch(PIPELINE)).text()).not.toContain("Ann Backlog");
    expect((await entries(member.companyId))[0]!.stage).toBe("meeting");
  });

  it("saves an investor's ticket, lead, follow-up and reason; refuses bad input writing nothing; logs activity next to the automatic entries", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    const { id: investorId } = await inviteInvestor(admin, member.companyId, { email: "bo@fund.example" });
    const entry = await entryOf(admin, member.companyId, "bo@fund.example");

    const bad = await admin.post(PIPELINE, {
      intent: "card.save",
      id: entry.id,
      ticketIndicated: "1,234",
      ticketCommitted: "-5",
      nextFollowUp: "morgen",
      reasonPassed: "bored",
    });
    expect(bad.status).toBe(400);
    const refusal = await bad.text();
    expect(refusal).toContain("Onduidelijk bedrag");
    expect(refusal).toContain(html("Een bedrag kan niet negatief zijn."));
    expect((await entries(member.companyId))[0]).toMatchObject({
      ticket_indicated: null,
      ticket_committed: null,
    });

    const saved = await admin.post(PIPELINE, {
      intent: "card.save",
      id: entry.id,
      ticketIndicated: "250.000",
      ticketCommitted: "",
      lead: "on",
      nextFollowUp: "2026-12-01",
      reasonPassed: "",
      notes: "Warm intro via Cas",
      returnTo: `${PIPELINE}?card=${entry.id}`,
    });
    expect(saved.status).toBe(302);
    const row = await env.DB.prepare("SELECT * FROM pipeline_entries WHERE id = ?").bind(entry.id).first();
    expect(row).toMatchObject({
      ticket_indicated: 250_000,
      ticket_committed: null,
      lead: 1,
      next_follow_up: "2026-12-01",
      notes: "Warm intro via Cas",
    });

    expect(
      (await admin.post(PIPELINE, { intent: "activity.log", id: entry.id, kind: "call", day: "gisteren" }))
        .status,
    ).toBe(400);
    const logged = await admin.post(PIPELINE, {
      intent: "activity.log",
      id: entry.id,
      kind: "call",
      day: "2026-11-20",
      note: "Intro call",
    });
    expect(logged.status).toBe(302);
    const card = await (await admin.fetch(`${PIPELINE}?card=${entry.id}`)).text();
    expect(card).toContain("Telefoongesprek");
    expect(card).toContain("Intro call");
    // The invite (its row) and the invite mail (the outbox) are in the log without being logged.
    expect(card).toContain("Uitgenodigd");
    expect(card).toContain("Mail verstuurd");

    // The Investors tab's detail of this investor links to the card.
    const detail = await (
      await admin.fetch(`/admin/management/investors?visitor=${encodeURIComponent(`i:${investorId}`)}`)
    ).text();
    expect(detail).toContain(`href="/admin/pipeline?investor=${investorId}"`);
    // The first-open mail's link: an invited investor's card.
    const byInvestor = await admin.fetch(`${PIPELINE}?investor=${investorId}`);
    expect(byInvestor.status).toBe(302);
    expect(byInvestor.headers.get("Location")).toBe(`${PIPELINE}?card=${entry.id}`);
  });

  it("an investor who just opened the deck gets 'Nu opvolgen' and a stage suggestion; logging contact clears the flag, accepting moves the stage", async () => {
    const member = await createMember(env.DB, { accessCode: "pipeline-code-1" });
    await createLiveDeck(env, member.companyId);
    const admin = await loggedIn(member.email, member.password);
    const { path } = await inviteInvestor(admin, member.companyId, {
      name: "Cleo Fresh",
      email: "cleo@fund.example",
    });
    // The invite mail went out before she opened it: it does not count as contact since.
    await env.DB.prepare(
      "UPDATE outbox_emails SET created_at = '2020-01-01T00:00:00.000Z' WHERE to_address = ?",
    )
      .bind("cleo@fund.example")
      .run();
    const investor = new Browser();
    const opened = await investor.fetch(path);
    expect([200, 302, 303]).toContain(opened.status);
    await investor.fetch(`/public/${member.slug}/pitch-deck`);
    await eventsWhen(member.companyId, (rows) => rows.some((r) => r.investor_id));

    const entry = await entryOf(admin, member.companyId, "cleo@fund.example");
    const board = await (await admin.fetch(PIPELINE)).text();
    expect(board).toContain("Nu opvolgen");
    expect(board).toContain(html("Voorstel: naar Benaderd"));

    const accepted = await admin.post(PIPELINE, {
      intent: "suggestion.accept",
      id: entry.id,
      stage: "contacted",
    });
    expect(accepted.status).toBe(302);
    expect((await entries(member.companyId))[0]!.stage).toBe("contacted");

    const today = new Date().toISOString().slice(0, 10);
    await admin.post(PIPELINE, { intent: "activity.log", id: entry.id, kind: "mail", day: today });
    expect(await (await admin.fetch(PIPELINE)).text()).not.toContain("Nu opvolgen");
  });

  it("a round: one open at a time, progress = committed ÷ target on the dashboard; a closed round keeps what was committed", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    expect(
      (await admin.post(PIPELINE, { intent: "round.create", name: "", target: "0", instrument: "shares" }))
        .status,
    ).toBe(400);
    const created = await admin.post(PIPELINE, {
      intent: "round.create",
      name: "Seed",
      target: "500.000",
      instrument: "safe",
      targetClose: "2027-03-31",
    });
    expect(created.status).toBe(302);
    expect(
      (
        await admin.post(PIPELINE, {
          intent: "round.create",
          name: "Seed 2",
          target: "1",
          instrument: "safe",
        })
      ).status,
    ).toBe(409);

    await inviteInvestor(admin, member.companyId, { email: "dee@fund.example" });
    const entry = await entryOf(admin, member.companyId, "dee@fund.example");
    await admin.post(PIPELINE, { intent: "stage.set", id: entry.id, stage: "committed" });
    await admin.post(PIPELINE, {
      intent: "card.save",
      id: entry.id,
      ticketIndicated: "",
      ticketCommitted: "200.000",
    });

    const dashboard = await (await admin.fetch("/admin/dashboard")).text();
    expect(dashboard).toContain(
      html(`${formatEuroWhole(200_000)} of ${formatEuroWhole(500_000)} committed (40%)`),
    );
    expect(dashboard).toContain('aria-valuenow="40"');

    const round = await env.DB.prepare("SELECT id FROM rounds WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ id: string }>();
    expect((await admin.post(PIPELINE, { intent: "round.close", id: round!.id })).status).toBe(302);
    const closed = await env.DB.prepare("SELECT * FROM rounds WHERE id = ?").bind(round!.id).first();
    expect(closed).toMatchObject({ committed_at_close: 200_000 });
    expect(closed!.closed_at).not.toBeNull();
    expect(await (await admin.fetch(PIPELINE)).text()).toContain("Gesloten rondes");
    // A new round may open now.
    expect(
      (
        await admin.post(PIPELINE, {
          intent: "round.create",
          name: "Series A",
          target: "2.000.000",
          instrument: "priced",
        })
      ).status,
    ).toBe(302);
  });

  it("imports a CSV: a malformed file writes nothing and names every faulty row; a good one is previewed, then written with duplicates merged", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    await inviteInvestor(admin, member.companyId, { name: "Eve Invited", email: "eve@fund.example" });
    await admin.fetch(PIPELINE);
    const before = await entries(member.companyId);

    const malformed = new File(
      ["name,email,stage,amount\nGood Row,good@x.example,backlog,\n,broken,Someday,lots\n"],
      "investors.csv",
      { type: "text/csv" },
    );
    for (const intent of ["import.preview", "import.commit"]) {
      const res = await admin.postForm(IMPORT, { intent, file: malformed });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain("Regel 3");
      expect(text).toContain("Naam ontbreekt.");
      expect(text).toContain(html('Onbekende fase "Someday".'));
    }
    expect(await entries(member.companyId)).toEqual(before);

    const csv =
      "name,email,firm,stage,amount,notes\n" +
      "Eve Invited,EVE@fund.example,Fund E,meeting,100.000,Met at demo day\n" +
      'Finn New,finn@new.example,"New, B.V.",committed,"50.000",\n' +
      "Finn New,finn@new.example,,,,Second line\n";
    const preview = await admin.postForm(IMPORT, {
      intent: "import.preview",
      file: new File([csv], "investors.csv", { type: "text/csv" }),
    });
    expect(preview.status).toBe(200);
    const previewText = await preview.text();
    expect(previewText).toContain("bijgewerkt");
    expect(previewText).toContain("nieuw");
    expect(await entries(member.companyId)).toEqual(before);

    const commit = await admin.postForm(PIPELINE, { intent: "import.commit", csv });
    expect(commit.status).toBe(302);
    const after = await entries(member.companyId);
    expect(after).toHaveLength(2);
    expect(after.find((e) => e.email === "eve@fund.example")).toMatchObject({
      stage: "meeting",
      ticket_indicated: 100_000,
      notes: "Met at demo day",
      investor_id: before[0]!.investor_id,
    });
    expect(after.find((e) => e.email === "finn@new.example")).toMatchObject({
      name: "Finn New",
      stage: "committed",
      ticket_committed: 50_000,
      notes: "Second line",
    });
  });

  it("exports /admin/pipeline.csv for the member's own company only, formula-safe", async () => {
    const a = await createMember(env.DB);
    const b = await createMember(env.DB);
    const adminA = await loggedIn(a.email, a.password);
    const adminB = await loggedIn(b.email, b.password);
    await adminA.postForm(PIPELINE, {
      intent: "import.commit",
      csv: "name,email,stage,amount\n=HYPERLINK(1),a1@x.example,term sheet,75.000\n",
    });
    await adminB.postForm(PIPELINE, { intent: "import.commit", csv: "name,email\nBee Only,b1@x.example\n" });
    const res = await adminA.fetch("/admin/pipeline.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const text = await res.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "name,email,firm,stage,ticket_indicated,ticket_committed,lead,next_follow_up,last_engaged,interest_score,reason_passed",
    );
    expect(lines[1]).toBe("'=HYPERLINK(1),a1@x.example,,term-sheet,75000,,no,,,,");
    expect(text).not.toContain("b1@x.example");
    expect((await new Browser().fetch("/admin/pipeline.csv")).status).toBe(302);
  });

  it("a newly invited investor is in the pipeline at once; reading the board, the table, a card and the CSV writes nothing", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    const { id: investorId } = await inviteInvestor(admin, member.companyId, {
      name: "Nina New",
      email: "nina@fund.example",
    });
    // Written by the invite, before anyone opened the pipeline.
    expect(await entries(member.companyId)).toMatchObject([
      { email: "nina@fund.example", name: "Nina New", stage: "backlog", investor_id: investorId },
    ]);
    await rowsFromBefore(member.companyId);

    const before = await pipelineRows();
    const [entry] = await entries(member.companyId);
    for (const path of [
      PIPELINE,
      `${PIPELINE}?view=table`,
      `${PIPELINE}?card=${entry!.id}`,
      "/admin/pipeline.csv",
    ])
      expect((await admin.fetch(path)).status).toBe(200);
    expect((await admin.fetch(`${PIPELINE}?investor=${investorId}`)).status).toBe(302);
    expect(await (await admin.fetch(PIPELINE)).text()).toContain("Nina New");
    // The investor and the verified visitor from before are not taken in by a read.
    expect(await pipelineRows()).toEqual(before);
    expect((await entries(member.companyId)).map((e) => e.email)).toEqual(["nina@fund.example"]);
  });

  it("the one-off catch-up (migration 0029) gives earlier investors and verified visitors their entry, keeping what was entered; the card then shows the visitor's engagement", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);
    // An address imported before its investor existed keeps its stage and is linked.
    await admin.postForm(PIPELINE, {
      intent: "import.commit",
      csv: "name,email,stage\nOld From Csv,old@fund.example,meeting\n",
    });
    const { investorId } = await rowsFromBefore(member.companyId);
    const catchUp = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0029_"))!;
    for (let round = 0; round < 2; round++) await env.DB.batch(catchUp.queries.map((q) => env.DB.prepare(q)));

    expect(await entries(member.companyId)).toMatchObject([
      { email: "old@fund.example", name: "Old From Csv", stage: "meeting", investor_id: investorId },
      { email: "vera@fund.example", name: "vera@fund.example", stage: "backlog", investor_id: null },
    ]);
    const board = await (await admin.fetch(PIPELINE)).text();
    expect(board).toContain("vera@fund.example");
    expect(board).not.toContain("typed@fund.example");
    const vera = (await entries(member.companyId)).find((e) => e.email === "vera@fund.example")!;
    const card = await (await admin.fetch(`${PIPELINE}?card=${vera.id}`)).text();
    // Her visit a minute ago: engaged within 48 hours, nothing logged since.
    expect(card).toContain("Nu opvolgen");
  });
});
