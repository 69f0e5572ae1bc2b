import { createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import { z } from "zod";

import { TOAST_TEXTS } from "../../copy/platform/toast-texts";
import { boundToast } from "../../domain/toast";
import { safeCookie } from "./cookie.server";

export const ToastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  /** How long it stays with JavaScript on (ms); the Toaster's default when absent. */
  duration: z.number().int().min(1000).max(10_000).optional(),
});
export type Toast = z.input<typeof ToastSchema>;

/** Flash cookie: the toast survives a redirect (and no-JS form posts) and is read once. */
export function createToastStorage(secret: string, secure: boolean) {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: safeCookie("__toast", { httpOnly: true, sameSite: "lax", path: "/", secure, secrets: [secret] }),
  });
}
export type ToastStorage = ReturnType<typeof createToastStorage>;

/** Sets the toast; its texts are cut to their limits (and an internal error replaced) first, so the cookie stays small. */
export async function toastHeader(toasts: ToastStorage, request: Request, toast: Toast) {
  const session = await toasts.getSession(request.headers.get("Cookie"));
  session.flash("toast", boundToast(toast, TOAST_TEXTS.internalError));
  return toasts.commitSession(session);
}

export async function redirectWithToast(
  toasts: ToastStorage,
  request: Request,
  url: string,
  toast: Toast,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toasts, request, toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) the pending toast; returns the Set-Cookie that clears it. */
export async function readToast(context: { toasts: ToastStorage }, request: Request) {
  const cookie = request.headers.get("Cookie");
  // Most page views carry no toast: nothing to parse, verify or clear (nor a storage to make).
  if (!cookie?.includes("__toast=")) return { toast: null, setCookie: null };
  const toasts = context.toasts;
  const session = await toasts.getSession(cookie);
  const parsed = ToastSchema.safeParse(session.get("toast"));
  const toast = parsed.success ? parsed.data : null;
  const setCookie = toast ? await toasts.commitSession(session) : null;
  return { toast, setCookie };
}
