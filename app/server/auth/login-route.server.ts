import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

import { ACCOUNT_TEXTS } from "../../copy/auth/account-texts";
import { AUTH_TEXTS } from "../../copy/auth/texts";
import { safeRedirectPath } from "../../domain/redirect";
import { LoginSchema, RegisterSchema } from "../../schemas/auth";
import { publicBaseUrl } from "../mail/queue.server";
import { parseForm } from "../platform/bounded-reply.server";
import { trustDeviceForAccount } from "../platform/device-cookie.server";
import { readForm } from "../platform/form.server";
import { toastHeader } from "../platform/toast.server";
import { hasMembership, sendVerificationMail } from "./account.server";
import {
  AuthFailure,
  type AuthUser,
  createAuthenticator,
  getOptionalMember,
  startSession,
} from "./auth.server";
import { afterPasswordStep } from "./two-factor.server";

const AFTER_SIGN_IN = "/admin/dashboard";

/** Shared by /admin (sign-up allowed unless ALLOW_REGISTRATION=false) and /admin/login (sign-in only). */
export async function loginLoader({ request, context }: LoaderFunctionArgs, opts: { hideSignUp: boolean }) {
  if (await getOptionalMember(request, context)) throw redirect("/admin/dashboard");
  const url = new URL(request.url);
  const allowRegistration = !opts.hideSignUp && context.env.ALLOW_REGISTRATION;
  const redirectTo = url.searchParams.get("redirectTo");
  return {
    allowRegistration,
    mode:
      url.searchParams.get("mode") === "register" && allowRegistration
        ? ("register" as const)
        : ("login" as const),
    redirectTo: redirectTo ? safeRedirectPath(redirectTo, url.origin, AFTER_SIGN_IN) : null,
  };
}

export async function loginAction({ request, context }: ActionFunctionArgs, opts: { hideSignUp: boolean }) {
  const form = await readForm(request.clone(), "nl");
  const registering = form.get("intent") === "register";
  // Decided before anything is written: a bad target falls back, it never fails after the session exists.
  const redirectTo = safeRedirectPath(form.get("redirectTo"), new URL(request.url).origin, AFTER_SIGN_IN);
  if (registering && (opts.hideSignUp || !context.env.ALLOW_REGISTRATION)) {
    return data(
      { result: { status: "error" as const, error: { "": [AUTH_TEXTS.registrationDisabled] } } },
      { status: 403 },
    );
  }
  // Malformed input is answered here; the strategies only see well-formed forms.
  const submission = parseForm(form, registering ? RegisterSchema : LoginSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  let user: AuthUser;
  try {
    user = await createAuthenticator(context).authenticate(registering ? "register" : "login", request);
  } catch (error) {
    if (error instanceof AuthFailure) return data({ result: error.result }, { status: error.status });
    throw error;
  }
  const userId = user.id;
  if (!registering) {
    // An account removed from its last company has nothing to sign in to.
    if (!(await hasMembership(context.db, userId))) {
      return data(
        { result: { status: "error" as const, error: { "": [ACCOUNT_TEXTS.noCompany] } } },
        { status: 403 },
      );
    }
    // Two-factor sign-in: a separate step after the password (app/server/auth/two-factor.server.ts).
    const codeStep = await afterPasswordStep(context, userId, redirectTo, request);
    if (codeStep) throw codeStep;
  } else {
    // Signed in at once, but mails to others wait for the address to be confirmed (ADR 036).
    // The account exists either way: a mail that could not be queued is asked for again from the banner.
    await sendVerificationMail(
      context.db,
      context.cloudflare.env.NOTIFICATIONS,
      user,
      publicBaseUrl(context.cloudflare.env),
    ).catch((error) => console.error("verification mail not queued", error));
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(context, userId, request));
  // This browser is now a known device of the account: its own password budget (OWASP device cookies).
  headers.append("Set-Cookie", await trustDeviceForAccount(request, context, user.email));
  headers.append(
    "Set-Cookie",
    await toastHeader(context.toasts, request, registering ? AUTH_TEXTS.registered : AUTH_TEXTS.signedIn),
  );
  return redirect(redirectTo, { headers });
}
