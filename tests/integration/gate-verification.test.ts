import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { SWEEP_CRON } from "../../workers/scheduled";
import { createMember, createUpdate } from "../factories";
import { Browser, deliveredMail, html, signedIn, unlocked } from "./http";
import { inviteInvestor } from "./investor-invites";

const CODE = "letmein-123";
const SETTINGS = "/admin/management/settings";
const SECRET_UPDATE = "Secret traction update";
const NDA_V1 = "You keep everything on this site confidential.\nYou do not share the deck.";

async function company(settings: Record<string, string>[] = []) {
  const { member, admin } = await signedIn({ accessCode: CODE });
  await createUpdate(env.DB, member.companyId, { title: SECRET_UPDATE });
  for (const form of settings) expect((await admin.post(SETTINGS, form)).status).toBe(302);
  return { member, admin, timeline: `/public/${member.slug}/timeline` };
}

const verifying = { intent: "settings.gate-access", verifyEmail: "on" };

const codeMails = (email: string) =>
  env.DB.prepare(
    "SELECT text_body FROM outbox_emails WHERE kind = 'gate-code' AND to_address = ? ORDER BY created_at DESC, rowid DESC",
  )
    .bind(email)
    .all<{ text_body: string }>();

/** The code of the newest gate-code mail to `email` once there are more than `before`, read from the outbox. */
async function mailedCode(email: string, before = 0) {
  return vi.waitFor(
    async () => {
      const rows = (await codeMails(email)).results;
      if (rows.length <= before) throw new Error(`no new code mail to ${email} yet`);
      return /\b(\d{6})\b/.exec(rows[0]!.text_body)![1]!;
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function askCode(visitor: Browser, path: string, email: string, headers: Record<string, string> = {}) {
  const address = email.trim().toLowerCase();
  const before = (await codeMails(address)).results.length;
  const res = await visitor.post(path, { intent: "gate-send-code", email }, headers);
  expect(res.status).toBe(302);
  return mailedCode(address, before);
}

describe("verified investors at the gate", { timeout: 60_000 }, () => {
  it("mails a 6-digit code and opens the pages only after the right code; wrong, expired and reused codes are refused", async () => {
    const { member, timeline } = await company([verifying]);
    const visitor = await unlocked(timeline, CODE);
    const step = await (await visitor.fetch(timeline)).text();
    expect(step).toContain("Bevestig je e-mailadres");
    expect(step).not.toContain(SECRET_UPDATE);
    expect(await (await visitor.fetch(`${timeline}.data`)).text()).not.toContain(SECRET_UPDATE);
    // Until verified, the other gated actions refuse too.
    expect((await visitor.post(`/public/${member.slug}/subscribe`, { email: "a@b.example" })).status).toBe(
      403,
    );

    const email = `ann-${crypto.randomUUID().slice(0, 6)}@fund.example`;
    const code = await askCode(visitor, timeline, ` ${email.toUpperCase()} `);
    const mail = await deliveredMail("gate-code:", email);
    expect(mail.kind).toBe("gate-code");
    const stored = await env.DB.prepare("SELECT code_hash FROM gate_email_codes WHERE email = ?")
      .bind(email)
      .first<{ code_hash: string }>();
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    const screen = await (await visitor.fetch(timeline)).text();
    expect(screen).toContain(html(email));
    expect(screen).toContain('autoComplete="one-time-code"');
    const wrong = await visitor.post(timeline, {
      intent: "gate-check-code",
      code: code === "000000" ? "000001" : "000000",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(html("Deze code klopt niet."));
    // Pasted with a space: accepted.
    const right = await visitor.post(timeline, {
      intent: "gate-check-code",
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(right.status).toBe(302);
    expect(await (await visitor.fetch(timeline)).text()).toContain(SECRET_UPDATE);
    // The verified address is someone to follow up: its pipeline entry is written with the check.
    const entry = await env.DB.prepare(
      "SELECT name, stage, investor_id FROM pipeline_entries WHERE company_id = ? AND email = ?",
    )
      .bind(member.companyId, email)
      .first();
    expect(entry).toEqual({ name: email, stage: "backlog", investor_id: null });

    // The same code again, from another browser awaiting a code for the address: used.
    const other = await unlocked(timeline, CODE);
    const fresh = await askCode(other, timeline, email);
    const reused = await other.post(timeline, { intent: "gate-check-code", code });
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain(html("Deze code is al gebruikt."));

    // A code older than 10 minutes: expired.
    await env.DB.prepare(
      "UPDATE gate_email_codes SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-11 minutes') WHERE email = ? AND used_at IS NULL",
    )
      .bind(email)
      .run();
    const expired = await other.post(timeline, { intent: "gate-check-code", code: fresh });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain("verlopen");
    expect(await (await other.fetch(timeline)).text()).not.toContain(SECRET_UPDATE);
  });

  it("throttles code mails per e-mail and code checks per e-mail", async () => {
    const { timeline } = await company([verifying]);
    const email = `bob-${crypto.randomUUID().slice(0, 6)}@fund.example`;
    const headers = { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
    const visitor = await unlocked(timeline, CODE);
    for (let i = 0; i < 3; i++)
      expect((await visitor.post(timeline, { intent: "gate-send-code", email }, headers)).status).toBe(302);
    const fourth = await visitor.post(timeline, { intent: "gate-send-code", email }, headers);
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toContain("Te veel pogingen");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM gate_email_codes WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count!.n).toBe(3);

    const code = await mailedCode(email);
    const wrongCode = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++)
      expect((await visitor.post(timeline, { intent: "gate-check-code", code: wrongCode })).status).toBe(401);
    // Even the right code waits now.
    const locked = await visitor.post(timeline, { intent: "gate-check-code", code });
    expect(locked.status).toBe(429);
  });

  it("refuses a blocked domain (and its subdomains) neutrally, and with an allow list only lets those in", async () => {
    const { timeline, admin } = await company([
      { ...verifying, blockList: "Rival.example", allowList: "fund.example\nrival.example" },
    ]);
    const visitor = await unlocked(timeline, CODE);
    for (const email of ["x@rival.example", "y@eu.rival.example", "z@elsewhere.example"]) {
      const res = await visitor.post(timeline, { intent: "gate-send-code", email });
      expect(res.status).toBe(403);
      const text = await res.text();
      expect(text).toContain(html("Met dit e-mailadres kunnen we je geen toegang geven."));
      expect(text).not.toMatch(/geblokkeerd|blocked/i);
    }
    const none = await env.DB.prepare(
      "SELECT count(*) AS n FROM gate_email_codes WHERE email IN ('x@rival.example', 'y@eu.rival.example', 'z@elsewhere.example')",
    ).first<{ n: number }>();
    expect(none!.n).toBe(0);
    const allowed = `kim-${crypto.randomUUID().slice(0, 6)}@fund.example`;
    const code = await askCode(visitor, timeline, allowed);
    expect((await visitor.post(timeline, { intent: "gate-check-code", code })).status).toBe(302);
    expect(await (await visitor.fetch(timeline)).text()).toContain(SECRET_UPDATE);
    // A verified address is a pipeline entry of its own, as an update mail's click is.
    await vi.waitFor(
      async () => expect(await (await admin.fetch("/admin/pipeline")).text()).toContain(allowed),
      { timeout: 5_000, interval: 200 },
    );
  });

  it("refuses a list line that is no address or domain, in Dutch, and saves nothing", async () => {
    const { admin, member } = await company();
    const res = await admin.post(SETTINGS, { ...verifying, blockList: "rival.example\nnot a domain" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Geen e-mailadres of domein: not a domain");
    const row = await env.DB.prepare("SELECT settings FROM companies WHERE id = ?")
      .bind(member.companyId)
      .first<{ settings: string | null }>();
    expect(row!.settings ?? "").not.toContain("rival.example");
  });

  it("identifies a visitor who verifies an invited investor's address as that investor", async () => {
    const { member, admin, timeline } = await company([verifying]);
    const invited = await inviteInvestor(admin, member.companyId);
    const visitor = await unlocked(timeline, CODE);
    const code = await askCode(visitor, timeline, invited.row.email);
    expect((await visitor.post(timeline, { intent: "gate-check-code", code })).status).toBe(302);
    await visitor.fetch(timeline);
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare(
          "SELECT count(*) AS n FROM visitor_events WHERE company_id = ? AND investor_id = ? AND kind = 'page'",
        )
          .bind(member.companyId, invited.id)
          .first<{ n: number }>();
        expect(row!.n).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it("a personal link that asks for a verified e-mail takes only the invited address (English, as the deck)", async () => {
    const { member, admin } = await company();
    const invited = await inviteInvestor(admin, member.companyId, {});
    expect(
      (
        await admin.post("/admin/management/investors", {
          intent: "investor.require-verified",
          id: invited.id,
          requireVerifiedEmail: "on",
        })
      ).status,
    ).toBe(302);
    const investor = new Browser();
    expect((await investor.fetch(invited.path)).status).toBe(302);
    const deck = `/public/${member.slug}/pitch-deck`;
    const page = await (await investor.fetch(deck)).text();
    expect(page).toContain("Confirm your e-mail address");
    const stranger = await investor.post(deck, { intent: "gate-send-code", email: "someone@else.example" });
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toContain("This personal link belongs to another e-mail address.");
    const code = await askCode(investor, deck, invited.row.email);
    expect((await investor.post(deck, { intent: "gate-check-code", code })).status).toBe(302);
    expect(await (await investor.fetch(deck)).text()).not.toContain("Confirm your e-mail address");

    // The invite form can ask for it from the start.
    const email = `cas-${crypto.randomUUID().slice(0, 6)}@fund.example`;
    expect(
      (
        await admin.post("/admin/management/investors", {
          intent: "investor.invite",
          name: "Cas Capital",
          email,
          firm: "",
          expires: "",
          requireVerifiedEmail: "on",
        })
      ).status,
    ).toBe(302);
    const flag = await env.DB.prepare(
      "SELECT require_verified_email AS on_ FROM investors WHERE company_id = ? AND email = ?",
    )
      .bind(member.companyId, email)
      .first<{ on_: number }>();
    expect(flag!.on_).toBe(1);
  });
});

describe("NDA before access", { timeout: 60_000 }, () => {
  it("asks for the agreement before any gated page, records the acceptance and asks again after a change", async () => {
    const { member, admin, timeline } = await company([
      { intent: "settings.nda", ndaOn: "on", ndaText: NDA_V1 },
    ]);
    const visitor = await unlocked(timeline, CODE);
    const screen = await (await visitor.fetch(timeline)).text();
    expect(screen).toContain("Geheimhoudingsovereenkomst");
    expect(screen).toContain("You keep everything on this site confidential.");
    expect(screen).not.toContain(SECRET_UPDATE);
    // The pitch deck's gate is English.
    expect(await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text()).toContain(
      "Non-disclosure agreement",
    );

    const missing = await visitor.post(timeline, { intent: "gate-accept-nda", name: " " });
    expect(missing.status).toBe(400);
    const missingText = await missing.text();
    expect(missingText).toContain("Vul je naam in.");
    expect(missingText).toContain("Vink aan dat je akkoord gaat met de overeenkomst.");

    const accepted = await visitor.post(
      timeline,
      { intent: "gate-accept-nda", name: "Ann  Investor", agree: "on" },
      { "CF-Connecting-IP": "198.51.100.23" },
    );
    expect(accepted.status).toBe(302);
    expect(await (await visitor.fetch(timeline)).text()).toContain(SECRET_UPDATE);
    const row = await env.DB.prepare("SELECT * FROM nda_acceptances WHERE company_id = ?")
      .bind(member.companyId)
      .first<Record<string, string | number | null>>();
    const digest = Array.from(
      new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(NDA_V1))),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
    expect(row).toMatchObject({
      name: "Ann Investor",
      version: 1,
      text_sha256: digest,
      address: "198.51.100.23",
    });
    expect(row!.accepted_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Listed and exportable.
    const csv = await (await admin.fetch("/admin/nda-acceptances.csv")).text();
    expect(csv.split("\r\n")[0]).toBe("accepted_at,name,email,investor,nda_version,text_sha256,address");
    expect(csv).toContain(`Ann Investor,,,1,${digest},198.51.100.23`);
    const visitorId = row!.visitor_id as string;
    await vi.waitFor(
      async () => {
        const detail = await (
          await admin.fetch(`/admin/management/investors?visitor=${encodeURIComponent(`v:${visitorId}`)}`)
        ).text();
        expect(detail).toContain("NDA acceptances");
        expect(detail).toContain("Ann Investor");
      },
      { timeout: 5_000, interval: 200 },
    );

    // Saving the same text makes no new version; a changed text does, and is asked again.
    expect(
      (await admin.post(SETTINGS, { intent: "settings.nda", ndaOn: "on", ndaText: `${NDA_V1}\n` })).status,
    ).toBe(302);
    expect(await (await visitor.fetch(timeline)).text()).toContain(SECRET_UPDATE);
    expect(
      (
        await admin.post(SETTINGS, {
          intent: "settings.nda",
          ndaOn: "on",
          ndaText: `${NDA_V1}\nAlso the numbers.`,
        })
      ).status,
    ).toBe(302);
    const again = await (await visitor.fetch(timeline)).text();
    expect(again).toContain("Versie 2");
    expect(again).not.toContain(SECRET_UPDATE);
    expect(
      (await visitor.post(timeline, { intent: "gate-accept-nda", name: "Ann Investor", agree: "on" })).status,
    ).toBe(302);
    const versions = await env.DB.prepare(
      "SELECT version FROM nda_acceptances WHERE company_id = ? ORDER BY version",
    )
      .bind(member.companyId)
      .all<{ version: number }>();
    expect(versions.results.map((r) => r.version)).toEqual([1, 2]);
  });

  it("records the verified e-mail with the acceptance when verification is on", async () => {
    const { member, admin, timeline } = await company([
      verifying,
      { intent: "settings.nda", ndaOn: "on", ndaText: NDA_V1 },
    ]);
    const visitor = await unlocked(timeline, CODE);
    // Verification comes first.
    expect(await (await visitor.fetch(timeline)).text()).toContain("Bevestig je e-mailadres");
    const email = `lee-${crypto.randomUUID().slice(0, 6)}@fund.example`;
    const code = await askCode(visitor, timeline, email);
    expect((await visitor.post(timeline, { intent: "gate-check-code", code })).status).toBe(302);
    const nda = await (await visitor.fetch(timeline)).text();
    expect(nda).toContain(html(`Je gaat akkoord als ${email}.`));
    expect(
      (await visitor.post(timeline, { intent: "gate-accept-nda", name: "Lee Partner", agree: "on" })).status,
    ).toBe(302);
    const row = await env.DB.prepare("SELECT email FROM nda_acceptances WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ email: string }>();
    expect(row!.email).toBe(email);
    expect(await (await admin.fetch("/admin/nda-acceptances.csv")).text()).toContain(`Lee Partner,${email}`);
  });

  it("keeps agreements, acceptances and a browser's steps to their own company", async () => {
    const a = await company([{ intent: "settings.nda", ndaOn: "on", ndaText: NDA_V1 }]);
    const b = await company([{ intent: "settings.nda", ndaOn: "on", ndaText: "Company B's own terms." }]);
    const visitor = await unlocked(a.timeline, CODE);
    expect((await visitor.post(b.timeline, { intent: "unlock", accessCode: CODE })).status).toBe(302);
    expect(
      (await visitor.post(a.timeline, { intent: "gate-accept-nda", name: "Ann Investor", agree: "on" }))
        .status,
    ).toBe(302);
    expect(await (await visitor.fetch(a.timeline)).text()).toContain(SECRET_UPDATE);
    // B's agreement is still asked, with B's text.
    const atB = await (await visitor.fetch(b.timeline)).text();
    expect(atB).toContain(html("Company B's own terms."));
    expect(atB).not.toContain(SECRET_UPDATE);
    // B's admin sees none of A's acceptances.
    const csvB = await (await b.admin.fetch("/admin/nda-acceptances.csv")).text();
    expect(csvB).not.toContain("Ann Investor");
    // A step posted without a grant of that company is refused.
    const stranger = new Browser();
    expect(
      (await stranger.post(a.timeline, { intent: "gate-accept-nda", name: "X", agree: "on" })).status,
    ).toBe(403);
    const other = await createMember(env.DB, { accessCode: CODE });
    expect(
      (
        await visitor.post(`/public/${other.slug}/timeline`, {
          intent: "gate-send-code",
          email: "a@fund.example",
        })
      ).status,
    ).toBe(403);
  });

  it("a visitor refused after verifying starts again with another address (Dutch and English, a plain form)", async () => {
    const { admin, member, timeline } = await company([verifying]);
    const visitor = await unlocked(timeline, CODE);
    const refusedAddress = `eve-${crypto.randomUUID().slice(0, 6)}@rival.example`;
    const code = await askCode(visitor, timeline, refusedAddress);
    expect((await visitor.post(timeline, { intent: "gate-check-code", code })).status).toBe(302);
    expect(await (await visitor.fetch(timeline)).text()).toContain(SECRET_UPDATE);
    // The company blocks the domain afterwards: the verified visitor is refused, and offered a way back.
    expect((await admin.post(SETTINGS, { ...verifying, blockList: "rival.example" })).status).toBe(302);
    const refused = await (await visitor.fetch(timeline)).text();
    expect(refused).toContain('data-testid="gate-refused"');
    expect(refused).not.toContain(SECRET_UPDATE);
    expect(refused).toContain(html("Ander e-mailadres gebruiken"));
    const deck = await (await visitor.fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(deck).toContain(html("Use another e-mail address"));

    const restart = await visitor.post(timeline, { intent: "gate-other-email" });
    expect(restart.status).toBe(302);
    const step = await (await visitor.fetch(timeline)).text();
    expect(step).toContain("Bevestig je e-mailadres");
    expect(step).not.toContain('data-testid="gate-refused"');
    const allowed = `kim-${crypto.randomUUID().slice(0, 6)}@fund.example`;
    const next = await askCode(visitor, timeline, allowed);
    expect((await visitor.post(timeline, { intent: "gate-check-code", code: next })).status).toBe(302);
    expect(await (await visitor.fetch(timeline)).text()).toContain(SECRET_UPDATE);
  });

  it("the 15-minute sweep deletes the code rows past the look-back, used or not, and keeps the recent ones", async () => {
    const { member } = await company([verifying]);
    const insert = (email: string, hoursAgo: number, used: boolean) =>
      env.DB.prepare(
        "INSERT INTO gate_email_codes (id, company_id, email, code_hash, used_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
        .bind(
          crypto.randomUUID(),
          member.companyId,
          email,
          "0".repeat(64),
          used ? new Date(Date.now() - hoursAgo * 3_600_000 + 60_000).toISOString() : null,
          new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        )
        .run();
    const tag = crypto.randomUUID().slice(0, 6);
    await insert(`old-used-${tag}@fund.example`, 25, true);
    await insert(`old-unused-${tag}@fund.example`, 25, false);
    await insert(`new-used-${tag}@fund.example`, 1, true);
    await insert(`new-unused-${tag}@fund.example`, 0, false);
    const ctx = createExecutionContext();
    const handler: ExportedHandler<Env> = worker as ExportedHandler<Env>;
    await handler.scheduled!(
      createScheduledController({ scheduledTime: Date.now(), cron: SWEEP_CRON }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare(
      "SELECT email FROM gate_email_codes WHERE company_id = ? ORDER BY email",
    )
      .bind(member.companyId)
      .all<{ email: string }>();
    expect(left.results.map((r) => r.email)).toEqual([
      `new-unused-${tag}@fund.example`,
      `new-used-${tag}@fund.example`,
    ]);
  });
});
