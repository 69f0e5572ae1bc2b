import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { UPDATE_MAIL_TEXTS } from "../../app/copy/mail/update-mail-texts";
import { BLOCK_TEXTS, FIGURE_LABELS } from "../../app/copy/monthly-update/texts";
import { getAmsterdamPeriod } from "../../app/domain/finance/period";
import { utcToAmsterdam } from "../../app/domain/mail/schedule";
import { monthKey } from "../../app/domain/monthly-update/kpi";
import type { JobMessage, NotificationMessage } from "../../app/server/queues/messages";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { SWEEP_CRON } from "../../workers/scheduled";
import { createSubscription } from "../factories/subscriptions";
import { Browser, deliveredMail, html, signedIn, unlocked } from "./http";
import { inviteInvestor } from "./investor-invites";

// The monthly update is sent like any update (the same audience, schedule, test and read-back),
// and every one of its mails carries the frozen KPI block in the mail's language (English).

const PATH = "/admin/management/monthly-update";
const LIST = "/admin/management/updates";
const CODE = "monthly-mail-42";
const now = getAmsterdamPeriod(new Date());
const MONTH = monthKey(now.year, now.month);
const EN = BLOCK_TEXTS.en;

const fields = (title: string, extra: Record<string, string> = {}) => ({
  intent: "monthly.publish",
  month: MONTH,
  title,
  "fig.mrr": "21.000",
  "fig.revenueYtd": "",
  "fig.costs": "30.000",
  "fig.cash": "300.000",
  "fig.customers": "200",
  "fig.mqlToSql": "",
  "fig.sqlToCustomer": "",
  "fig.roundCommitted": "",
  "fig.roundTarget": "",
  highlights: "First enterprise <customer>",
  lowlights: "",
  "ask.1": "Intros to retailers",
  "help.1": "introductions",
  freeText: "",
  ...extra,
});

type Row = { id: string; to_address: string; status: string; html_body: string; text_body: string };
const rowsOf = async (updateId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, to_address, status, html_body, text_body FROM outbox_emails WHERE update_id = ? ORDER BY to_address",
    )
      .bind(updateId)
      .all<Row>()
  ).results;
const updateOf = async (companyId: string, title: string) =>
  (await env.DB.prepare(
    "SELECT u.id, u.mail_at, u.mailed_at, u.send_notifications FROM updates u JOIN monthly_updates m ON m.update_id = u.id WHERE u.company_id = ? AND u.title = ?",
  )
    .bind(companyId, title)
    .first<{ id: string; mail_at: string | null; mailed_at: string | null; send_notifications: number }>())!;

/** The KPI block in both parts of a mail: the figures, the sections, in English; not the Dutch text it replaces. */
function expectBlock(mail: { html_body?: string; text_body: string }) {
  expect(mail.text_body).toContain(`${EN.figuresTitle}:`);
  expect(mail.text_body).toMatch(new RegExp(`- ${FIGURE_LABELS.en.mrr}: €\\s?21[.,]000`));
  expect(mail.text_body).toContain("First enterprise <customer>");
  expect(mail.text_body).toContain("Intros to retailers");
  expect(mail.text_body).not.toContain(BLOCK_TEXTS.nl.highlights);
  if (mail.html_body !== undefined) {
    expect(mail.html_body).toContain(`>${EN.figuresTitle}</h2>`);
    expect(mail.html_body).toContain(html(FIGURE_LABELS.en.costs));
    expect(mail.html_body).toContain("First enterprise &lt;customer&gt;");
    expect(mail.html_body).not.toContain(BLOCK_TEXTS.nl.highlights);
    expect(mail.html_body).not.toContain("<customer>");
  }
}

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

describe("the monthly update, sent through the update's send path", () => {
  it("published to subscribers and investors of a stage: each mail carries the block; read back and 'Reageer' work", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const sub = await createSubscription(env.DB, member.companyId);
    const investor = await inviteInvestor(admin, member.companyId);
    const res = await admin.post(
      PATH,
      fields("November in numbers", { sendNotifications: "on", stage: "backlog" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(LIST);
    const update = await updateOf(member.companyId, "November in numbers");
    expect(update.mailed_at).not.toBeNull();
    expect(update.send_notifications).toBe(1);
    const rows = await allSent(update.id, 2);
    expect(rows.map((r) => r.to_address).sort()).toEqual([investor.row.email, sub.email].sort());
    for (const row of rows) expectBlock(row);
    expect(await (await admin.fetch(LIST)).text()).toContain("notifications to 2 VCs are being sent");

    // 'Opnieuw versturen' sends the stored mail again: with its block.
    const bounced = rows.find((r) => r.to_address === sub.email)!;
    await env.DB.prepare("UPDATE outbox_emails SET status = 'failed', error = 'bounced' WHERE id = ?")
      .bind(bounced.id)
      .run();
    expect((await admin.post(LIST, { intent: "update.resend", id: update.id })).status).toBe(302);
    const resent = (await allSent(update.id, 2)).find((r) => r.id === bounced.id)!;
    expectBlock(resent);

    // Read back: the investor's read link is recorded on their row and leads to the update's page.
    const invRow = rows.find((r) => r.to_address === investor.row.email)!;
    const url = new URL(new RegExp(`${UPDATE_MAIL_TEXTS.readText}: (\\S+)`).exec(invRow.text_body)![1]!);
    const click = await new Browser().fetch(`${url.pathname}${url.search}`);
    expect(click.status).toBe(302);
    const page = `/public/${member.slug}/updates/${update.id}`;
    expect(click.headers.get("Location")).toContain(page);
    expect((await rowsOf(update.id)).find((r) => r.id === invRow.id)!.html_body).toBe(invRow.html_body);
    const clicked = await env.DB.prepare("SELECT clicked_at FROM outbox_emails WHERE id = ?")
      .bind(invRow.id)
      .first<{ clicked_at: string | null }>();
    expect(clicked!.clicked_at).not.toBeNull();

    // 'Reageer' on the monthly update's page reaches the founder and is listed on the update.
    const visitor = await unlocked(page, CODE);
    const reply = await visitor.post(page, {
      intent: "reply",
      name: "Ann Investor",
      email: investor.row.email,
      body: "Happy to introduce two retailers.",
    });
    expect(reply.status).toBe(302);
    expect((await deliveredMail("update-reply:", member.email)).text_body).toContain(
      "Happy to introduce two retailers.",
    );
    const detail = await (await admin.fetch(`${LIST}?detail=${update.id}`)).text();
    expect(detail).toContain(html(investor.row.email));
    expect(detail).toContain(html(sub.email));
    expect(detail).toContain("Happy to introduce two retailers.");
  });

  it("scheduled: nothing before its hour; the Cron Trigger's mails carry the block", async () => {
    const { member, admin } = await signedIn();
    const sub = await createSubscription(env.DB, member.companyId);
    const at = new Date(Date.now() + 3 * 3_600_000);
    const local = utcToAmsterdam(at);
    const res = await admin.post(
      PATH,
      fields("Scheduled monthly", {
        sendNotifications: "on",
        mailWhen: "schedule",
        mailDate: local.date,
        mailHour: String(local.hour),
      }),
    );
    expect(res.status).toBe(302);
    const update = await updateOf(member.companyId, "Scheduled monthly");
    expect(update.mailed_at).toBeNull();
    expect(await rowsOf(update.id)).toEqual([]);
    expect(await (await admin.fetch(LIST)).text()).toContain("Mail gepland: ");
    const hourStart = new Date(at);
    hourStart.setUTCMinutes(0, 0, 0);
    await runCron(new Date(hourStart.getTime() + 60_000));
    const [row] = await allSent(update.id, 1);
    expect(row!.to_address).toBe(sub.email);
    expectBlock(row!);
  });

  it("'Stuur test naar mijzelf' mails the block to the member alone and saves nothing", async () => {
    const { member, admin } = await signedIn();
    await createSubscription(env.DB, member.companyId);
    const res = await admin.post(
      `${PATH}?month=${MONTH}`,
      fields("Test monthly", { intent: "monthly.test", sendNotifications: "on" }),
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(html(`De testmail is naar ${member.email} gestuurd`));
    // The form keeps what was typed.
    expect(page).toContain('value="Test monthly"');
    const mail = await deliveredMail("update-test:", member.email);
    expect(mail.subject).toMatch(/^\[Test\] .*Test monthly$/);
    expectBlock(mail);
    const { html_body } = (await env.DB.prepare(
      "SELECT html_body FROM outbox_emails WHERE company_id = ? AND kind = 'update-test'",
    )
      .bind(member.companyId)
      .first<{ html_body: string }>())!;
    expectBlock({ html_body, text_body: mail.text_body });
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM updates WHERE company_id = ?1) AS updates, (SELECT count(*) FROM monthly_updates WHERE company_id = ?1) AS monthly, (SELECT count(*) FROM outbox_emails WHERE company_id = ?1) AS mails",
    )
      .bind(member.companyId)
      .first<{ updates: number; monthly: number; mails: number }>();
    expect(counts).toEqual({ updates: 0, monthly: 0, mails: 1 });
  });

  it("refuses a schedule without recipients in Dutch, writing nothing", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post(
      PATH,
      fields("Nobody", { mailWhen: "schedule", mailDate: "2030-01-01", mailHour: "9" }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(html("Kies abonnees en/of een fase om in te plannen."));
    const n = await env.DB.prepare("SELECT count(*) AS n FROM updates WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});
