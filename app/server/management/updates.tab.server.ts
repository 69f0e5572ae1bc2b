import { data } from "@remix-run/cloudflare";
import { and, eq, inArray } from "drizzle-orm";

import { outboxEmails, updates } from "../../../db/schema";
import { formatAmsterdam, UPDATES_TEXTS as T } from "../../copy/admin/updates-texts";
import { readBack } from "../../domain/mail/update-read-back";
import { parseMetricsInput, UPDATE_TYPE_STYLE } from "../../domain/updates";
import { UpdateCreateSchema, UpdateFormSchema } from "../../schemas/updates";
import { resendFailedUpdateMails, updateDeliveries } from "../mail/fan-out.server";
import { scheduledUpdateMails, updateRecipientStates } from "../mail/update-mail.server";
import { parseForm } from "../platform/bounded-reply.server";
import { redirectWithToast } from "../platform/toast.server";
import { listUpdateReplies, reactionCounts } from "../site/update-replies.server";
import { listUpdates } from "../site/updates.server";
import type { ActionContext, ManagementTab } from "./types";
import { loadMailCompany, publishUpdate, readMailChoice, sendTestUpdateMail } from "./update-send.server";

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
  const published = await publishUpdate(context, member, toRow(submission.value), choice);
  if (!published)
    return data(
      {
        intent: "update.create",
        result: submission.reply({ formErrors: [T.saveFailed] }),
        mail: choice.values,
      },
      { status: 503 },
    );
  return redirectWithToast(context.toasts, request, "/admin/management/updates", published.toast);
}

/**
 * 'Stuur test naar mijzelf': the update as the form holds it, mailed to the signed-in member's own
 * address only (nothing is saved; the form keeps what was typed).
 */
async function sendTestMail({ context, member, form }: ActionContext) {
  const submission = parseForm(form, UpdateCreateSchema);
  const values = readMailChoice(form, new Date()).values;
  if (submission.status !== "success")
    return data({ intent: "update.create", result: submission.reply(), mail: values }, { status: 400 });
  if (!(await sendTestUpdateMail(context, member, toRow(submission.value))))
    return data(
      {
        intent: "update.create",
        result: submission.reply({ formErrors: [T.mail.testFailed] }),
        mail: values,
      },
      { status: 503 },
    );
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
