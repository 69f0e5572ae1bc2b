/**
 * The one send path of an update (docs/decisions/058-the-update-mail-sent-well-and-read-back.md),
 * shared by 'Add Update' and the monthly update's composer: the audience and moment read from
 * the form, the update published and mailed now or at its hour, and the test to oneself.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import { companies, updates } from "../../../db/schema";
import {
  formatAmsterdam,
  SCHEDULE_TEXTS,
  updateCreatedToast,
  UPDATES_TEXTS as T,
} from "../../copy/admin/updates-texts";
import { checkSchedule } from "../../domain/mail/schedule";
import { hasAudience, readAudience, type UpdateAudience } from "../../domain/mail/update-audience";
import type { MonthlyUpdateSnapshot } from "../../domain/monthly-update/compose";
import type { UpdateType } from "../../domain/updates";
import type { Member } from "../auth/auth.server";
import { publicBaseUrl } from "../mail/queue.server";
import { fanOutUpdateMail, renderAudienceMails, renderTestMail } from "../mail/update-mail.server";

/** An update as both forms write it (the columns of `updates` the founder chooses). */
export type UpdateRow = {
  date: string;
  type: UpdateType;
  title: string;
  description: string;
  metrics: string[];
  icon: string;
  color: string;
};

/** The mail part of a form: who (subscribers, investors by stage) and when (now, or a date and hour in Amsterdam). */
export function readMailChoice(form: FormData, now: Date) {
  const audience = readAudience({
    subscribers: !!form.get("sendNotifications"),
    stages: form.getAll("stage").map(String),
  });
  const when = form.get("mailWhen") === "schedule" ? "schedule" : "now";
  const values = {
    stages: audience.stages,
    mailWhen: when,
    mailDate: String(form.get("mailDate") ?? "").slice(0, 20),
    mailHour: String(form.get("mailHour") ?? "").slice(0, 5),
  };
  if (when === "now") return { ok: true as const, audience, at: null, values };
  if (!hasAudience(audience))
    return { ok: false as const, field: "mailWhen", message: T.mail.noAudience, values };
  const check = checkSchedule(values.mailDate, values.mailHour, now);
  if (!check.ok)
    return {
      ok: false as const,
      field: check.field === "date" ? "mailDate" : "mailHour",
      message: SCHEDULE_TEXTS[check.problem],
      values,
    };
  return { ok: true as const, audience, at: check.at, values };
}

export async function loadMailCompany(context: AppLoadContext, companyId: string) {
  const company = await context.db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { id: true, name: true, slug: true, openTracking: true },
  });
  if (!company) throw new Error("the member's company is gone");
  return company;
}

type Toast = { title: string; description?: string };

/**
 * Publishes an update (with `also`: statements written in the same batch, such as the monthly
 * snapshot) and sends its mail: now — rendered from what was stored and fanned out like the Cron
 * Trigger's (the recipients written as `pending` rows and the update marked mailed in one batch
 * before any mail is queued, ADR 039) — or at the chosen hour by `sendDueUpdateMails`.
 * `null` when the update could not be written (nothing was); otherwise the toast that says what
 * happens to the mail. A mail that could not be prepared leaves the update published.
 */
export async function publishUpdate(
  context: AppLoadContext,
  member: Member,
  row: UpdateRow,
  mail: { audience: UpdateAudience; at: Date | null },
  also: (updateId: string) => BatchItem<"sqlite">[] = () => [],
): Promise<{ id: string; toast: Toast } | null> {
  const { db } = context;
  const companyId = member.company.id;
  const id = crypto.randomUUID();
  const wantsMail = hasAudience(mail.audience);
  try {
    await db.batch([
      db.insert(updates).values({
        ...row,
        id,
        companyId,
        createdBy: member.user.id,
        mailAudience: wantsMail ? mail.audience : null,
        mailAt: wantsMail && mail.at ? mail.at.toISOString() : null,
        // Sent now: set by the fan-out once there is someone to mail.
        sendNotifications: wantsMail && !!mail.at,
      }),
      ...also(id),
    ]);
  } catch (error) {
    console.error({ event: "update-create-failed", companyId, error });
    return null;
  }
  if (!wantsMail) return { id, toast: updateCreatedToast({ notify: false }) };
  if (mail.at)
    return {
      id,
      toast: { title: T.mail.scheduledTitle, description: T.mail.scheduled(formatAmsterdam(mail.at)) },
    };
  const env = context.cloudflare.env;
  try {
    const mails = await renderAudienceMails(
      db,
      await loadMailCompany(context, companyId),
      { ...row, id },
      mail.audience,
      { baseUrl: publicBaseUrl(env), secret: env.SESSION_SECRET },
    );
    const count = await fanOutUpdateMail(db, env.NOTIFICATIONS, companyId, id, mails, new Date());
    // Nobody to notify: the toast does not claim anyone is mailed.
    return { id, toast: updateCreatedToast({ notify: true, subscribers: count }) };
  } catch (error) {
    // The update is still added; its flag records that nobody is being notified.
    console.error({ event: "update-notifications-not-prepared", companyId, updateId: id, error });
    return { id, toast: updateCreatedToast({ notify: true, failed: true }) };
  }
}

/**
 * 'Stuur test naar mijzelf': the update as the form holds it (a monthly update with the snapshot
 * it would publish), queued to the signed-in member's own address only; nothing is saved. It goes
 * through the queue and the outbox like every mail. False when it could not be sent.
 */
export async function sendTestUpdateMail(
  context: AppLoadContext,
  member: Member,
  row: Pick<UpdateRow, "date" | "type" | "title" | "description" | "metrics">,
  monthly: MonthlyUpdateSnapshot | null = null,
): Promise<boolean> {
  try {
    const mail = renderTestMail(await loadMailCompany(context, member.company.id), row, member.user.email, {
      baseUrl: publicBaseUrl(context.cloudflare.env),
      monthly,
    });
    await context.cloudflare.env.NOTIFICATIONS.send(mail);
    return true;
  } catch (error) {
    console.error({ event: "update-test-mail-failed", companyId: member.company.id, error });
    return false;
  }
}
