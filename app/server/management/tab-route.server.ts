import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { PANEL_TEXTS } from "../../copy/admin/panel-texts";
import { requireMember } from "../auth/auth.server";
import { guardMailToOthers } from "../auth/mail-to-others.server";
import { tryReadForm, unreadableForm } from "../platform/form.server";
import type { ActionContext, TabAction, TabActionAnswer, TabContext } from "./types";

/** A tab route's loader: the signed-in member (any role reads), then the tab's own data. */
export async function tabLoader<Data>(
  { request, context }: LoaderFunctionArgs,
  load: (ctx: TabContext) => Promise<Data>,
): Promise<Data> {
  const member = await requireMember(request, context);
  return load({ request, context, member, url: new URL(request.url) });
}

/**
 * A tab route's action: the member (a viewer's post is refused by requireMember), the form, and
 * the tab's handler for its `intent`. Only the tab's own intents answer: an own-property lookup,
 * so "constructor" or "__proto__" never reach Object.prototype. Every handler goes through the
 * guard that keeps mail to others back until the member's address is confirmed.
 */
export async function tabAction(
  { request, context }: ActionFunctionArgs,
  actions: Record<string, TabAction>,
  options: { maxBytes?: number; tooLarge?: () => TabActionAnswer } = {},
): Promise<TabActionAnswer> {
  const member = await requireMember(request, context);
  const form = await tryReadForm(request, { maxBytes: options.maxBytes });
  if (!form.ok && form.status === 413 && options.tooLarge) return options.tooLarge();
  if (!form.ok) throw unreadableForm(form.status, "nl");
  return runTabIntent({ request, context, member, url: new URL(request.url), form: form.form }, actions);
}

export function runTabIntent(
  ctx: ActionContext,
  actions: Record<string, TabAction>,
): Promise<TabActionAnswer> {
  const intent = String(ctx.form.get("intent") ?? "");
  const handler = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!handler)
    return Promise.resolve(data({ intent: "unknown", error: PANEL_TEXTS.unknownAction }, { status: 400 }));
  return guardMailToOthers(intent, handler)(ctx);
}
