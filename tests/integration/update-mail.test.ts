import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { UPDATE_MAIL_TEXTS } from "../../app/copy/mail/update-mail-texts";
import { UPDATE_PAGE_TEXTS } from "../../app/copy/site/update-page-texts";
import { utcToAmsterdam } from "../../app/domain/mail/schedule";
import { loadPipeline } from "../../app/server/pipeline/pipeline.server";
import type { JobMessage, NotificationMessage } from "../../app/server/queues/messages";
import { createDb } from "../../db";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { SWEEP_CRON } from "../../workers/scheduled";
import { createSubscription } from "../factories/subscriptions";
import { type Browser, deliveredMail, html, signedIn, unlocked } from "./http";
import { inviteInvestor } from "./investor-invites";

const ADD = "/admin/management/add-update";
const LIST = "/admin/management/updates";
const CODE = "open sesame 42";

const fields = (title: string, extra: Record<string, string> = {}) => ({
  intent: "update.create",
  date: "2026-11-20",
  type: "growth",
  title,
  description: "MRR grew <fast>.",
  metrics: "MRR € 12k - 40 customers",
  ...extra,
});

type Row = {
  id: string;
  to_address: string;
  status: string;
  idempotency_key: string;
  html_body: string;
  text_body: string;
  unsubscribe_url: string | null;
  opened_at: string | null;
  clicked_at: string | null;
};
const rowsOf = async (updateId: string) =>
  (
    await env.DB.prepare("SELECT * FROM outbox_emails WHERE update_id = ? ORDER BY to_address")
      .bind(updateId)
      .all<Row>()
  ).results;
const updateOf = async (companyId: string, title: string) =>
  (await env.DB.prepare("SELECT id, mail_at, mailed_at FROM updates WHERE company_id = ? AND title = ?")
    .bind(companyId, title)
    .first<{ id: string; mail_at: string | null; mailed_at: string | null }>())!;

async function runCron(at: Date) {
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Env, JobMessage | NotificationMessage>).scheduled!(
    createScheduledController({ scheduledTime: at, cron: SWEEP_CRON }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const allSent = (updateId: string, n: number) =>
  vi.waitFor(
    async () => {
      const rows = await rowsOf(updateId);
      expect(rows.filter((r) => r.status === "sent")).toHaveLength(n);
      return rows;
    },
    { timeout: 15_000, interval: 200 },
  );

/** The read link of a mail (its plain-text part), as a path of the site. */
const readLink = (text: string) => {
  const url = new URL(new RegExp(`${UPDATE_MAIL_TEXTS.readText}: (\\S+)`).exec(text)![1]!);
  return {
    path: `${url.pathname}${url.search}`,
    r: url.searchParams.get("r")!,
    rt: url.searchParams.get("rt")!,
  };
};

describe("the update mail, scheduled and sent by the Cron Trigger", () => {
  it("writes nothing before its hour, then mails subscribers and investors of the chosen stage once", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const sub = await createSubscription(env.DB, member.companyId);
    await createSubscription(env.DB, member.companyId, { verified: false });
    const investor = await inviteInvestor(admin, member.companyId);
    const at = new Date(Date.now() + 3 * 3_600_000);
    const local = utcToAmsterdam(at);
    const res = await admin.post(
      ADD,
      fields("Scheduled Q3", {
        sendNotifications: "on",
        stage: "backlog",
        mailWhen: "schedule",
        mailDate: local.date,
        mailHour: String(local.hour),
      }),
    );
    expect(res.status).toBe(302);
    const update = await updateOf(member.companyId, "Scheduled Q3");
    const hourStart = new Date(at);
    hourStart.setUTCMinutes(0, 0, 0);
    expect(update.mail_at).toBe(hourStart.toISOString());
    expect(update.mailed_at).toBeNull();
    expect(await rowsOf(update.id)).toEqual([]);
    expect(await (await admin.fetch(LIST)).text()).toContain("Mail gepland: ");

    // A run before the hour sends nothing; the first run at or after it writes the recipients.
    await runCron(new Date(hourStart.getTime() - 60_000));
    expect(await rowsOf(update.id)).toEqual([]);
    await runCron(new Date(hourStart.getTime() + 60_000));
    const rows = await allSent(update.id, 2);
    expect(rows.map((r) => r.to_address).sort()).toEqual([investor.row.email, sub.email].sort());
    const subRow = rows.find((r) => r.to_address === sub.email)!;
    const invRow = rows.find((r) => r.to_address === investor.row.email)!;
    expect(subRow.idempotency_key).toBe(`update:${update.id}:sub:${sub.id}`);
    expect(invRow.idempotency_key).toBe(`update:${update.id}:inv:${investor.id}`);
    // List-Unsubscribe for the subscriber only; the designed mail, escaped, without a pixel (tracking is off).
    expect(subRow.unsubscribe_url).toContain("/unsubscribe?token=");
    expect(invRow.unsubscribe_url).toBeNull();
    expect(subRow.html_body).toContain('<meta name="color-scheme" content="light dark">');
    expect(subRow.html_body).toContain("MRR grew &lt;fast&gt;.");
    expect(subRow.html_body).not.toContain("<img");
    expect(subRow.text_body).toContain("MRR grew <fast>.");

    // Later runs (and the same run again) write no second mail.
    await runCron(new Date(hourStart.getTime() + 16 * 60_000));
    await runCron(new Date(hourStart.getTime() + 60_000));
    expect(await rowsOf(update.id)).toHaveLength(2);
    expect((await updateOf(member.companyId, "Scheduled Q3")).mailed_at).not.toBeNull();
  });

  it("refuses a past hour and a schedule without recipients, in Dutch, writing nothing", async () => {
    const { member, admin } = await signedIn();
    const past = utcToAmsterdam(new Date(Date.now() - 2 * 3_600_000));
    const res = await admin.post(
      ADD,
      fields("Too late", {
        sendNotifications: "on",
        mailWhen: "schedule",
        mailDate: past.date,
        mailHour: String(past.hour),
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(html("Kies een moment in de toekomst."));
    const none = await admin.post(
      ADD,
      fields("Nobody", { mailWhen: "schedule", mailDate: "2030-01-01", mailHour: "9" }),
    );
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(html("Kies abonnees en/of een fase om in te plannen."));
    const n = await env.DB.prepare("SELECT count(*) AS n FROM updates WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});

describe("'Stuur test naar mijzelf'", () => {
  it("mails the signed-in member only, saves nothing and keeps the form", async () => {
    const { member, admin } = await signedIn();
    await createSubscription(env.DB, member.companyId);
    const res = await admin.post(ADD, fields("Test me", { intent: "update.test", sendNotifications: "on" }));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(html(`De testmail is naar ${member.email} gestuurd`));
    const mail = await deliveredMail("update-test:", member.email);
    expect(mail.subject).toMatch(/^\[Test\] /);
    expect(mail.text_body.startsWith(UPDATE_MAIL_TEXTS.testBanner)).toBe(true);
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM updates WHERE company_id = ?1) AS updates, (SELECT count(*) FROM outbox_emails WHERE company_id = ?1) AS mails",
    )
      .bind(member.companyId)
      .first<{ updates: number; mails: number }>();
    expect(counts).toEqual({ updates: 0, mails: 1 });
  });
});

describe("read back per recipient", () => {
  it("delivered and clicked; opened only once the company turned tracking on, recorded once", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const sub = await createSubscription(env.DB, member.companyId);
    expect((await admin.post(ADD, fields("Off", { sendNotifications: "on" }))).status).toBe(302);
    const off = await updateOf(member.companyId, "Off");
    const [row] = await allSent(off.id, 1);
    const link = readLink(row!.text_body);
    expect(row!.html_body).not.toContain(UPDATE_MAIL_TEXTS.openTracking);

    // Tracking off: the pixel answers the same GIF and records nothing.
    const pixel = await new (await import("./http")).Browser().fetch(
      `/public/${member.slug}/open?r=${encodeURIComponent(link.r)}&rt=${link.rt}`,
    );
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get("Content-Type")).toBe("image/gif");
    expect((await rowsOf(off.id))[0]!.opened_at).toBeNull();
    // The click goes on to the update's page and is recorded on the recipient's row.
    const click = await new (await import("./http")).Browser().fetch(link.path);
    expect(click.status).toBe(302);
    expect(click.headers.get("Location")).toContain(`/public/${member.slug}/updates/${off.id}`);
    expect((await rowsOf(off.id))[0]!.clicked_at).not.toBeNull();
    const detail = await (await admin.fetch(`${LIST}?detail=${off.id}`)).text();
    expect(detail).toContain(html(sub.email));
    expect(detail).toMatch(
      /data-testid="read-back-row"><td[^>]*>[^<]+<\/td><td[^>]*>ja<\/td><td[^>]*>ja<\/td><td[^>]*>uit<\/td>/,
    );

    // Tracking on (Settings): the next mail has the pixel and says so; an open is recorded once.
    expect(
      (
        await admin.post("/admin/management/settings", {
          intent: "settings.open-tracking",
          openTracking: "on",
        })
      ).status,
    ).toBe(302);
    expect((await admin.post(ADD, fields("On", { sendNotifications: "on" }))).status).toBe(302);
    const on = await updateOf(member.companyId, "On");
    const [tracked] = await allSent(on.id, 1);
    expect(tracked!.html_body).toContain(html(UPDATE_MAIL_TEXTS.openTracking));
    const src = /<img src="([^"]+)"/.exec(tracked!.html_body)![1]!.replace(/&amp;/g, "&");
    const pixelPath = new URL(src).pathname + new URL(src).search;
    const visitor = new (await import("./http")).Browser();
    // A forged signature and another company's slug record nothing.
    const other = await signedIn();
    await visitor.fetch(pixelPath.replace(/rt=[^&]+/, `rt=${"F".repeat(43)}`));
    await visitor.fetch(pixelPath.replace(`/public/${member.slug}/`, `/public/${other.member.slug}/`));
    expect((await rowsOf(on.id))[0]!.opened_at).toBeNull();
    await visitor.fetch(pixelPath);
    const opened = (await rowsOf(on.id))[0]!.opened_at;
    expect(opened).not.toBeNull();
    await visitor.fetch(pixelPath);
    expect((await rowsOf(on.id))[0]!.opened_at).toBe(opened);
    const onDetail = await (await admin.fetch(`${LIST}?detail=${on.id}`)).text();
    expect(onDetail).toMatch(
      /data-testid="read-back-row"><td[^>]*>[^<]+<\/td><td[^>]*>ja<\/td><td[^>]*>nee<\/td><td[^>]*>ja<\/td>/,
    );
    // Another company's member sees none of it.
    const foreign = await (await other.admin.fetch(`${LIST}?detail=${on.id}`)).text();
    expect(foreign).not.toContain(html(sub.email));
  });
});

describe("'Reageer' and reactions on the update's page", () => {
  it("an investor's reply reaches the admins, is listed on the update, and counts in the pipeline", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const investor = await inviteInvestor(admin, member.companyId);
    expect((await admin.post(ADD, fields("Reply to me"))).status).toBe(302);
    const update = await updateOf(member.companyId, "Reply to me");
    const page = `/public/${member.slug}/updates/${update.id}`;
    // Behind the gate.
    expect(await (await new (await import("./http")).Browser().fetch(page)).text()).not.toContain("MRR grew");
    const visitor: Browser = await unlocked(page, CODE);
    expect(await (await visitor.fetch(page)).text()).toContain(html("MRR grew <fast>."));
    // The timeline links each update to its page ('Reageer').
    expect(await (await visitor.fetch(`/public/${member.slug}/timeline`)).text()).toContain(`href="${page}"`);

    const bad = await visitor.post(page, { intent: "reply", name: "", email: "nope", body: "" });
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain(html(UPDATE_PAGE_TEXTS.nameRequired));
    expect(badText).toContain(html(UPDATE_PAGE_TEXTS.emailInvalid));

    const reply = await visitor.post(page, {
      intent: "reply",
      name: "Ann <Investor>",
      email: investor.row.email.toUpperCase(),
      body: "Great progress. Can we talk about the <next> round?",
    });
    expect(reply.status).toBe(302);
    const mail = await deliveredMail("update-reply:", member.email);
    expect(mail.text_body).toContain("Can we talk about the <next> round?");
    const detail = await (await admin.fetch(`${LIST}?detail=${update.id}`)).text();
    expect(detail).toContain(html("Can we talk about the <next> round?"));

    // Listed on the investor's page too.
    const investorPage = await (
      await admin.fetch(`/admin/management/investors?visitor=i:${investor.id}`)
    ).text();
    expect(investorPage).toContain(html("Can we talk about the <next> round?"));

    // Reactions: a fixed set, once per visitor.
    expect((await visitor.post(page, { intent: "react", reaction: "🎉" })).status).toBe(302);
    expect((await visitor.post(page, { intent: "react", reaction: "🎉" })).status).toBe(302);
    expect((await visitor.post(page, { intent: "react", reaction: "<b>" })).status).toBe(400);
    expect(await (await visitor.fetch(page)).text()).toContain(html("🎉 (1)"));

    // The reply is engagement of the investor's pipeline entry.
    const pipeline = await loadPipeline(createDb(env.DB), member.companyId);
    const card = pipeline.cards.find((c) => c.email === investor.row.email)!;
    expect(card.engagement.questions).toBe(1);
    expect(card.engagement.lastEngagedAt).not.toBeNull();

    // Another company's update is not found under this company's slug.
    const other = await signedIn({ accessCode: CODE });
    expect((await other.admin.post(ADD, fields("Theirs"))).status).toBe(302);
    const theirs = await updateOf(other.member.companyId, "Theirs");
    expect((await visitor.fetch(`/public/${member.slug}/updates/${theirs.id}`)).status).toBe(404);
    expect(
      (
        await visitor.post(`/public/${member.slug}/updates/${theirs.id}`, {
          intent: "reply",
          name: "A",
          email: "a@b.example",
          body: "x",
        })
      ).status,
    ).toBe(404);
  });
});
