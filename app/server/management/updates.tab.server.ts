import { parseForm } from "../bounded-reply.server";
import { data } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { updates } from "../../../db/schema";
import { parseMetricsInput, updateCreatedToast, UPDATE_TYPE_STYLE } from "../../domain/updates";
import { UpdateFormSchema } from "../../schemas/updates";
import { countVerifiedSubscribers, enqueueUpdateNotifications } from "../notify.server";
import { publicBaseUrl } from "../mail/queue.server";
import { redirectWithToast } from "../toast.server";
import { listUpdates } from "../updates.server";
import type { ActionContext, ManagementTab } from "./types";
import { UPDATES_TEXTS as T } from "../../domain/admin/updates-texts";
import { ACCOUNT_TEXTS } from "../../domain/auth/account-texts";

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
  if (submission.status !== "success") return data({ intent: "update.create", result: submission.reply() }, { status: 400 });
  const wantsNotifications = submission.value.sendNotifications === true;
  // Mails to subscribers wait until the author's own address is confirmed (ADR 036).
  if (wantsNotifications && !member.emailVerified) {
    return data({ intent: "update.create", result: submission.reply({ formErrors: [ACCOUNT_TEXTS.needsVerification] }) }, { status: 403 });
  }
  const [row] = await context.db
    .insert(updates)
    .values({ ...toRow(submission.value), companyId: member.company.id, createdBy: member.user.id, sendNotifications: wantsNotifications })
    .returning({ id: updates.id });
  const toList = "/admin/management?tab=updates";
  if (!wantsNotifications) return redirectWithToast(context.toasts, request, toList, updateCreatedToast({ notify: false }));
  // Nobody to notify: no job is queued and the toast does not claim anyone was.
  const subscribers = await countVerifiedSubscribers(context.db, member.company.id);
  if (subscribers === 0) {
    await context.db.update(updates).set({ sendNotifications: false }).where(eq(updates.id, row!.id));
    return redirectWithToast(context.toasts, request, toList, updateCreatedToast({ notify: true, subscribers }));
  }
  try {
    await enqueueUpdateNotifications(context, { companyId: member.company.id, updateId: row!.id, baseUrl: publicBaseUrl(context.cloudflare.env) });
  } catch (error) {
    // The update stays; its flag records that no notification job exists for it.
    console.error("notification job not enqueued", error);
    await context.db.update(updates).set({ sendNotifications: false }).where(eq(updates.id, row!.id));
    return redirectWithToast(context.toasts, request, toList, updateCreatedToast({ notify: true, failed: true }));
  }
  return redirectWithToast(context.toasts, request, toList, updateCreatedToast({ notify: true, subscribers }));
}

async function editUpdate({ request, context, member, form }: ActionContext) {
  const id = String(form.get("id") ?? "");
  const submission = parseForm(form, UpdateFormSchema);
  if (submission.status !== "success") return data({ intent: "update.edit", id, result: submission.reply() }, { status: 400 });
  const changed = await context.db
    .update(updates)
    .set({ ...toRow(submission.value), updatedAt: new Date().toISOString() })
    .where(and(eq(updates.id, id), eq(updates.companyId, member.company.id)))
    .returning({ id: updates.id });
  if (changed.length === 0) return data({ intent: "update.edit", id, error: T.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, "/admin/management?tab=updates", { title: T.updated });
}

async function deleteUpdate({ request, context, member, form }: ActionContext) {
  const id = String(form.get("id") ?? "");
  const removed = await context.db
    .delete(updates)
    .where(and(eq(updates.id, id), eq(updates.companyId, member.company.id)))
    .returning({ id: updates.id });
  if (removed.length === 0) return data({ intent: "update.delete", id, error: T.notFound }, { status: 404 });
  return redirectWithToast(context.toasts, request, "/admin/management?tab=updates", { title: T.deleted });
}

export const updatesTab = {
  async load({ context, member, url }) {
    return { updates: await listUpdates(context.db, member.company.id), editing: url.searchParams.get("edit") };
  },
  actions: { "update.edit": editUpdate, "update.delete": deleteUpdate },
} satisfies ManagementTab;

export const addUpdateTab = {
  async load() {
    return { today: new Date().toISOString().slice(0, 10) };
  },
  actions: { "update.create": createUpdate },
} satisfies ManagementTab;
