import { data } from "@remix-run/cloudflare";
import { and, eq, inArray } from "drizzle-orm";

import { outboxEmails, updates } from "../../../db/schema";
import { UPDATES_TEXTS as T } from "../../domain/admin/updates-texts";
import { parseMetricsInput, UPDATE_TYPE_STYLE, updateCreatedToast } from "../../domain/updates";
import { UpdateFormSchema } from "../../schemas/updates";
import {
  enqueueOutboxRows,
  pendingRowsOf,
  recipientInserts,
  resendFailedUpdateMails,
  updateDeliveries,
} from "../mail/fan-out.server";
import { renderUpdateMails } from "../mail/notify.server";
import { publicBaseUrl } from "../mail/queue.server";
import { parseForm } from "../platform/bounded-reply.server";
import { redirectWithToast } from "../platform/toast.server";
import type { MailMessage } from "../queues/messages";
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

async function createUpdate({ request, context, member, form }: ActionContext) {
  const submission = parseForm(form, UpdateFormSchema);
  if (submission.status !== "success")
    return data({ intent: "update.create", result: submission.reply() }, { status: 400 });
  const wantsNotifications = submission.value.sendNotifications === true;
  const toList = "/admin/management/updates";
  const row = {
    ...toRow(submission.value),
    id: crypto.randomUUID(),
    companyId: member.company.id,
    createdBy: member.user.id,
  };
  const db = context.db;
  // With notifications: the update and one `pending` outbox row per verified subscriber are
  // written in one batch, before any mail is queued (ADR 039). A row whose message is lost is
  // queued again by the sweep, so no recipient is dropped without a trace.
  let recipients: MailMessage[] = [];
  let prepared = true;
  if (wantsNotifications) {
    try {
      const baseUrl = publicBaseUrl(context.cloudflare.env);
      recipients = await renderUpdateMails(
        db,
        member.company,
        { ...row, metrics: row.metrics },
        baseUrl,
        context.cloudflare.env.SESSION_SECRET,
      );
    } catch (error) {
      // The update is still added; its flag records that nobody is being notified.
      console.error({ event: "update-notifications-not-prepared", companyId: member.company.id, error });
      prepared = false;
    }
  }
  try {
    const inserts = recipientInserts(db, row.id, recipients);
    await db.batch([
      db.insert(updates).values({ ...row, sendNotifications: recipients.length > 0 }),
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
      { intent: "update.create", result: submission.reply({ formErrors: [T.saveFailed] }) },
      { status: 503 },
    );
  }
  if (!wantsNotifications)
    return redirectWithToast(context.toasts, request, toList, updateCreatedToast({ notify: false }));
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

export const updatesTab = {
  async load({ context, member, url }) {
    const [list, deliveries] = await Promise.all([
      listUpdates(context.db, member.company.id),
      updateDeliveries(context.db, member.company.id),
    ]);
    return { updates: list, deliveries, editing: url.searchParams.get("edit") };
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
  actions: { "update.create": createUpdate },
} satisfies ManagementTab;
