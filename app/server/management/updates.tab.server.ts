import { data } from "@remix-run/cloudflare";
import { and, eq, inArray } from "drizzle-orm";

import { companies, outboxEmails, updates } from "../../../db/schema";
import { UPDATES_TEXTS as T } from "../../domain/admin/updates-texts";
import { checkSchedule, formatAmsterdam } from "../../domain/mail/schedule";
import { hasAudience, readAudience } from "../../domain/mail/update-audience";
import { readBack } from "../../domain/mail/update-read-back";
import { parseMetricsInput, UPDATE_TYPE_STYLE, updateCreatedToast } from "../../domain/updates";
import { UpdateCreateSchema, UpdateFormSchema } from "../../schemas/updates";
import {
  enqueueOutboxRows,
  pendingRowsOf,
  recipientInserts,
  resendFailedUpdateMails,
  updateDeliveries,
} from "../mail/fan-out.server";
import { publicBaseUrl } from "../mail/queue.server";
import {
  renderAudienceMails,
  renderTestMail,
  scheduledUpdateMails,
  updateRecipientStates,
} from "../mail/update-mail.server";
import { parseForm } from "../platform/bounded-reply.server";
import { redirectWithToast } from "../platform/toast.server";
import type { MailMessage } from "../queues/messages";
import { listUpdateReplies, reactionCounts } from "../site/update-replies.server";
import { listUpdates } from "../site/updates.server";
import type { ActionContext, ManagementTab } from "./types";

function toRow(value: ReturnType<typeof UpdateFormSchema.parse>) {
  const style = UPDATE_TYPE_STYLE[value.type];
  return {
    date: value.date,
    type: value.type,
    title: value.title,
    description: value.description,
    metrics: parseMetricsInput(value.metrics ?? ""),
    icon: style.icon,
    color: style.color,
  };
}

/** The mail part of the form: who (subscribers, investors by stage) and when (now, or a date and hour in Amsterdam). */
function readMailChoice(form: FormData, now: Date) {
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
      message: check.message,
      values,
    };
  return { ok: true as const, audience, at: check.at, values };
}

async function loadMailCompany(context: ActionContext["context"], companyId: string) {
  const company = await context.db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { id: true, name: true, slug: true, openTracking: true },
  });
  if (!company) throw new Error("the member's company is gone");
  return company;
}

async function createUpdate({ request, context, member, form }: ActionContext) {
  const submission = parseForm(form, UpdateCreateSchema);
  const choice = readMailChoice(form, new Date());
  if (submission.status !== "success" || !choice.ok)
    return data(
      {
        intent: "update.create",
        result: choice.ok
          ? submission.reply()
          : submission.reply({ fieldErrors: { [choice.field]: [choice.message] } }),
        mail: choice.values,
      },
      { status: 400 },
    );
  const { audience, at } = choice;
  const wantsMail = hasAudience(audience);
  const toList = "/admin/management/updates";
  const row = {
    ...toRow(submission.value),
    id: crypto.randomUUID(),
    companyId: member.company.id,
    createdBy: member.user.id,
    mailAudience: wantsMail ? audience : null,
    mailAt: wantsMail && at ? at.toISOString() : null,
  };
  const db = context.db;
  // Sent now: the update and one `pending` outbox row per recipient are written in one batch,
  // before any mail is queued (ADR 039). A row whose message is lost is queued again by the
  // sweep, so no recipient is dropped without a trace. Scheduled: the Cron Trigger does the same
  // at the chosen hour (sendDueUpdateMails).
  let recipients: MailMessage[] = [];
  let prepared = true;
  if (wantsMail && !at) {
    try {
      recipients = await renderAudienceMails(
        db,
        await loadMailCompany(context, member.company.id),
        row,
        audience,
        { baseUrl: publicBaseUrl(context.cloudflare.env), secret: context.cloudflare.env.SESSION_SECRET },
      );
    } catch (error) {
      // The update is still added; its flag records that nobody is being notified.
      console.error({ event: "update-notifications-not-prepared", companyId: member.company.id, error });
      prepared = false;
    }
  }
  const sentNow = wantsMail && !at && prepared;
  try {
    const inserts = recipientInserts(db, row.id, recipients);
    await db.batch([
      db.insert(updates).values({
        ...row,
        sendNotifications: recipients.length > 0 || !!at,
        mailedAt: sentNow ? new Date().toISOString() : null,
      }),
      ...inserts,
    ]);
  } catch (error) {
    console.error({
      event: "update-create-failed",
      companyId: member.company.id,
      recipients: recipients.length,
      error,
    });
    return data(
      {
        intent: "update.create",
        result: submission.reply({ formErrors: [T.saveFailed] }),
        mail: choice.values,
      },
      { status: 503 },
    );
  }
  if (!wantsMail)
    return redirectWithToast(context.toasts, request, toList, updateCreatedToast({ notify: false }));
  if (at)
    return redirectWithToast(context.toasts, request, toList, {
      title: T.mail.scheduledTitle,
      description: T.mail.scheduled(formatAmsterdam(at)),
    });
  if (!prepared)
    return redirectWithToast(
      context.toasts,
      request,
      toList,
      updateCreatedToast({ notify: true, failed: true }),
    );
  if (recipients.length) {
    try {
      await enqueueOutboxRows(
        context.cloudflare.env.NOTIFICATIONS,
        await pendingRowsOf(db, member.company.id, row.id),
      );
    } catch (error) {
      // The rows are written: the sweep queues them. The tab shows how many went out meanwhile.
      console.error({ event: "update-notifications-not-enqueued", updateId: row.id, error });
    }
  }
  // Nobody to notify: the toast does not claim anyone is mailed.
  return redirectWithToast(
    context.toasts,
    request,
    toList,
    updateCreatedToast({ notify: true, subscribers: recipients.length }),
  );
}

/**
 * 'Stuur test naar mijzelf': the update as the form holds it, mailed to the signed-in member's own
 * address only (nothing is saved; the form keeps what was typed). It goes through the queue and
 * the outbox like every mail.
 */
async function sendTestMail({ context, member, form }: ActionContext) {
  const submission = parseForm(form, UpdateCreateSchema);
  const values = readMailChoice(form, new Date()).values;
  if (submission.status !== "success")
    return data({ intent: "update.create", result: submission.reply(), mail: values }, { status: 400 });
  const row = toRow(submission.value);
  try {
    const mail = renderTestMail(await loadMailCompany(context, member.company.id), row, member.user.email, {
      baseUrl: publicBaseUrl(context.cloudflare.env),
    });
    await context.cloudflare.env.NOTIFICATIONS.send(mail);
  } catch (error) {
    console.error({ event: "update-test-mail-failed", companyId: member.company.id, error });
    return data(
      {
        intent: "update.create",
        result: submission.reply({ formErrors: [T.mail.testFailed] }),
        mail: values,
      },
      { status: 503 },
    );
  }
  return data({
    intent: "update.create",
    result: submission.reply(),
    mail: values,
    testSentTo: member.user.email,
  });
}

/** 'Opnieuw versturen' on an update: its failed notification mails are sent again (ADR 039). */
async function resendFailedNotifications({ request, context, member, form }: ActionContext) {
  const id = String(form.get("id") ?? "");
  const answer = await resendFailedUpdateMails(
    context.db,
    context.cloudflare.env.NOTIFICATIONS,
    member.company.id,
    id,
  );
  if (!answer.ok)
    return data(
      { intent: "update.resend", id, error: T.delivery.nothingToResend },
      { status: answer.status },
    );
  return redirectWithToast(context.toasts, request, "/admin/management/updates", {
    title: T.delivery.resentTitle,
    description: T.delivery.resent(answer.count),
  });
}

async function editUpdate({ request, context, member, form }: ActionContext) {
  const id = String(form.get("id") ?? "");
  const submission = parseForm(form, UpdateFormSchema);
  if (submission.status !== "success")
    return data({ intent: "update.edit", id, result: submission.reply() }, { status: 400 });
  let changed;
  try {
    changed = await context.db
      .update(updates)
      .set({ ...toRow(submission.value), updatedAt: new Date().toISOString() })
      .where(and(eq(updates.id, id), eq(updates.companyId, member.company.id)))
      .returning({ id: updates.id });
  } catch (error) {
    console.error({ event: "update-edit-failed", companyId: member.company.id, updateId: id, error });
    return data(
      { intent: "update.edit", id, result: submission.reply({ formErrors: [T.saveFailed] }) },
      { status: 503 },
    );
  }
  if (changed.length === 0) return data({ intent: "update.edit", id, error: T.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, "/admin/management/updates", { title: T.updated });
}

async function deleteUpdate({ request, context, member, form }: ActionContext) {
  const id = String(form.get("id") ?? "");
  let removed;
  try {
    // Its notification mails not yet on their way are dropped with it: a deleted update is not mailed.
    [, removed] = await context.db.batch([
      context.db
        .delete(outboxEmails)
        .where(
          and(
            eq(outboxEmails.companyId, member.company.id),
            eq(outboxEmails.updateId, id),
            inArray(outboxEmails.status, ["pending", "queued", "failed"]),
          ),
        ),
      context.db
        .delete(updates)
        .where(and(eq(updates.id, id), eq(updates.companyId, member.company.id)))
        .returning({ id: updates.id }),
    ]);
  } catch (error) {
    console.error({ event: "update-delete-failed", companyId: member.company.id, updateId: id, error });
    return data({ intent: "update.delete", id, error: T.deleteFailed }, { status: 503 });
  }
  if (removed.length === 0) return data({ intent: "update.delete", id, error: T.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, "/admin/management/updates", { title: T.deleted });
}

/** The Updates tab's detail of one update: each recipient's read-back, the replies and the reactions. */
async function loadReadBack(
  context: ActionContext["context"],
  companyId: string,
  update: { id: string; title: string },
) {
  const [company, states, replies, reactions] = await Promise.all([
    loadMailCompany(context, companyId),
    updateRecipientStates(context.db, companyId, update.id),
    listUpdateReplies(context.db, companyId, update.id),
    reactionCounts(context.db, companyId, update.id),
  ]);
  return {
    id: update.id,
    title: update.title,
    openTracking: company.openTracking,
    recipients: readBack(states, company.openTracking),
    replies,
    reactions,
  };
}

export const updatesTab = {
  async load({ context, member, url }) {
    const companyId = member.company.id;
    const [list, deliveries, scheduled] = await Promise.all([
      listUpdates(context.db, companyId),
      updateDeliveries(context.db, companyId),
      scheduledUpdateMails(context.db, companyId),
    ]);
    const detailId = url.searchParams.get("detail");
    const update = detailId ? list.find((u) => u.id === detailId) : undefined;
    return {
      updates: list,
      deliveries,
      scheduled: Object.fromEntries(
        Object.entries(scheduled).map(([id, at]) => [id, formatAmsterdam(new Date(at))]),
      ),
      editing: url.searchParams.get("edit"),
      detail: update ? await loadReadBack(context, companyId, update) : null,
    };
  },
  actions: {
    "update.edit": editUpdate,
    "update.delete": deleteUpdate,
    "update.resend": resendFailedNotifications,
  },
} satisfies ManagementTab;

export const addUpdateTab = {
  async load() {
    return { today: new Date().toISOString().slice(0, 10) };
  },
  actions: { "update.create": createUpdate, "update.test": sendTestMail },
} satisfies ManagementTab;
