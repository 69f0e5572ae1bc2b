import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { ACCOUNT_TEXTS } from "../../app/copy/auth/account-texts";
import { MAIL_TO_OTHERS_INTENTS } from "../../app/domain/auth/mail-to-others";
import { createSubscription } from "../factories/subscriptions";
import { deliveredMail, html, registered, verifyEmail } from "./http";

// A new account mails nobody but itself until its address is confirmed: investor and team
// invitations, an update's mails to subscribers and a failed mail sent again are refused (403,
// the reason and the button for a new verification mail), and nothing is written.

const MANAGEMENT = "/admin/management";
const SOON = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
const rows = async (sql: string, ...args: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...args)
      .all()
  ).results;

/** Everything of the company the mail-sending intents could write (and the budgets they count). */
async function written(companyId: string) {
  return {
    investors: await rows("SELECT * FROM investors WHERE company_id = ? ORDER BY rowid", companyId),
    teamInvites: await rows("SELECT * FROM team_invites WHERE company_id = ? ORDER BY rowid", companyId),
    updates: await rows("SELECT * FROM updates WHERE company_id = ? ORDER BY rowid", companyId),
    outbox: await rows(
      "SELECT id, status, to_address FROM outbox_emails WHERE company_id = ? ORDER BY rowid",
      companyId,
    ),
    budgets: await rows("SELECT * FROM budgets WHERE key LIKE ? ORDER BY rowid", `%${companyId}%`),
    throttles: await rows("SELECT * FROM throttles WHERE key LIKE ? ORDER BY rowid", `%${companyId}%`),
  };
}

/** Each intent that mails others, with what a real form posts, and the tab it is posted to. */
function posts(
  failedMailId: string,
  mailedUpdateId: string,
  documentRequestId = "",
): Record<string, { tab: string; fields: Record<string, string> }> {
  return {
    "investor.invite": {
      tab: "investors",
      fields: { name: "Ann Investor", email: "ann@fund.example", firm: "Fund One", expires: SOON },
    },
    "team.invite": { tab: "team", fields: { email: "cofounder@example.com", role: "admin" } },
    "update.create": {
      tab: "add-update",
      fields: {
        date: "2026-09-01",
        type: "growth",
        title: "Mailed update",
        description: "To every subscriber.",
        metrics: "",
        sendNotifications: "on",
      },
    },
    "monthly.publish": {
      tab: "monthly-update",
      fields: { month: "2026-08", title: "Mailed monthly update", sendNotifications: "on" },
    },
    "outbox.resend": { tab: "outbox", fields: { id: failedMailId } },
    "update.resend": { tab: "updates", fields: { id: mailedUpdateId } },
    // 'Toegang geven': the data-room document is given to the investor invited above, and mailed.
    "request.grant": { tab: "requests", fields: { id: documentRequestId } },
  };
}

describe("mail to others waits for a confirmed address", { timeout: 60_000 }, () => {
  it("refuses every intent that mails others with 403, the reason and the resend button; nothing is written; after verifying they work", async () => {
    const email = `unverified-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const founder = await registered({
      fullName: "Uma Unverified",
      companyName: `Unverified ${email}`,
      email,
    });
    const { company_id: companyId } = (await env.DB.prepare(
      "SELECT m.company_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ company_id: string }>())!;
    await createSubscription(env.DB, companyId, { email: `reader-${email}` });
    const failed = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO outbox_emails (id, company_id, to_address, subject, text_body, html_body, kind, idempotency_key, status, error) VALUES (?, ?, 'old@fund.example', 'Earlier', 'Hello', '<p>Hello</p>', 'investor-invite', ?, 'failed', 'bounced')",
    )
      .bind(failed, companyId, `test-failed:${failed}`)
      .run();
    // An earlier update whose notification to one subscriber failed ('Opnieuw versturen' on the update).
    const mailedUpdate = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO updates (id, company_id, title, description, date, type, icon, color, send_notifications) VALUES (?, ?, 'Mailed earlier', 'To every subscriber.', '2026-08-01', 'growth', 'TrendingUp', 'green', 1)",
      ).bind(mailedUpdate, companyId),
      env.DB.prepare(
        "INSERT INTO outbox_emails (id, company_id, update_id, to_address, subject, text_body, html_body, kind, idempotency_key, status, error) VALUES (?, ?, ?, 'reader@fund.example', 'Mailed earlier', 'Hello', '<p>Hello</p>', 'update-notification', ?, 'failed', 'bounced')",
      ).bind(crypto.randomUUID(), companyId, mailedUpdate, `test-update-failed:${mailedUpdate}`),
    ]);
    // A captable request from ann@fund.example (invited by the first post) and the data-room document that answers it.
    const documentRequest = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO document_requests (id, company_id, type, name, email) VALUES (?, ?, 'captable', 'Ann Investor', 'ann@fund.example')",
      ).bind(documentRequest, companyId),
      env.DB.prepare(
        "INSERT INTO data_room_documents (id, company_id, name, request_type) VALUES (?, ?, 'Cap table', 'captable')",
      ).bind(crypto.randomUUID(), companyId),
    ]);
    const intents = posts(failed, mailedUpdate, documentRequest);
    expect(Object.keys(intents).sort()).toEqual([...MAIL_TO_OTHERS_INTENTS].sort());

    const before = await written(companyId);
    for (const [intent, { tab, fields }] of Object.entries(intents)) {
      for (const path of [`${MANAGEMENT}/${tab}`, `${MANAGEMENT}/${tab}.data`]) {
        const res = await founder.post(path, { intent, ...fields });
        const body = await res.text();
        expect(res.status, `${intent} ${path}`).toBe(403);
        if (!path.includes(".data")) {
          expect(body, intent).toContain(html(ACCOUNT_TEXTS.needsVerification));
          expect(body, intent).toContain(ACCOUNT_TEXTS.resendVerification);
        }
      }
    }
    expect(await written(companyId)).toEqual(before);

    // Reading, and changing their own data, keeps working.
    for (const tab of ["investors", "team", "updates", "outbox", "settings"])
      expect((await founder.fetch(`${MANAGEMENT}/${tab}`)).status, tab).toBe(200);
    const quiet = await founder.post(`${MANAGEMENT}/add-update`, {
      ...intents["update.create"]!.fields,
      sendNotifications: "",
      intent: "update.create",
      title: "Quiet update",
    });
    expect(quiet.status).toBe(302);
    expect(
      await rows(
        "SELECT title, send_notifications FROM updates WHERE company_id = ? AND title = 'Quiet update'",
        companyId,
      ),
    ).toEqual([{ title: "Quiet update", send_notifications: 0 }]);

    // Confirmed from the mail's link: the same posts go through.
    await verifyEmail(founder, email);
    for (const [intent, { tab, fields }] of Object.entries(intents)) {
      expect((await founder.post(`${MANAGEMENT}/${tab}`, { intent, ...fields })).status, intent).toBe(302);
    }
    expect((await deliveredMail("investor-invite:", "ann@fund.example")).text_body).toMatch(
      /\/i\/[A-Za-z0-9_-]{43}/,
    );
    expect(await deliveredMail("team-invite:", "cofounder@example.com")).toBeTruthy();
    expect(
      (await env.DB.prepare("SELECT status FROM outbox_emails WHERE id = ?")
        .bind(failed)
        .first<{ status: string }>())!.status,
    ).not.toBe("failed");
  });
});
