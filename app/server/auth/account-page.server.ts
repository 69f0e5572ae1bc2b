/**
 * The account page's (/admin/account) loader and actions: the signed-in member's own password,
 * sessions, two-factor sign-in, e-mail verification and company. Every role may use them.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";

import { users } from "../../../db/schema";
import { PANEL_TEXTS } from "../../copy/admin/panel-texts";
import { ACCOUNT_TEXTS as T } from "../../copy/auth/account-texts";
import { AUTH_FIELD_ERRORS } from "../../copy/auth/texts";
import { throttleMessage } from "../../copy/auth/throttle-texts";
import { PASSWORD_CONFIRM_PER_ACCOUNT } from "../../domain/auth/account-limits";
import { passwordMatchesEmail } from "../../domain/auth/password-policy";
import { groupSecret, otpauthUri } from "../../domain/auth/totp";
import { ChangePasswordSchema, ConfirmPasswordSchema } from "../../schemas/account";
import { publicBaseUrl } from "../mail/queue.server";
import { readForm } from "../platform/form.server";
import { attemptSucceeded, countAttempt } from "../platform/throttle.server";
import { redirectWithToast } from "../platform/toast.server";
import {
  endSessionByHandle,
  endSessions,
  listCompanies,
  listSessions,
  sendVerificationMail,
  setPassword,
  switchCompany,
} from "./account.server";
import { currentSessionId, type Member, requireAccount } from "./auth.server";
import { verifySecret } from "./password.server";
import {
  beginSetup,
  cancelSetup,
  confirmSetup,
  disableTwoFactor,
  newRecoveryCodes,
  twoFactorState,
} from "./two-factor.server";

const BACK = "/admin/account";
const ISSUER = "Investor Relations";

export async function accountLoader({ request, context }: LoaderFunctionArgs) {
  const member = await requireAccount(request, context);
  const sessionId = await currentSessionId(request, context);
  const [sessions, companies, state] = await Promise.all([
    listSessions(context.db, member.user.id, sessionId),
    listCompanies(context.db, member.user.id),
    twoFactorState(context.db, member.user.id, context.env.SESSION_SECRET),
  ]);
  const setup = state.pendingSecret
    ? {
        secret: groupSecret(state.pendingSecret),
        uri: otpauthUri({ issuer: ISSUER, account: member.user.email, secret: state.pendingSecret }),
      }
    : null;
  return {
    user: member.user,
    emailVerified: member.emailVerified,
    role: member.role,
    company: member.company,
    companies,
    sessions,
    twoFactor: {
      enabled: state.enabled,
      required: member.twoFactor.required,
      recoveryLeft: state.recoveryLeft,
      setup,
    },
  };
}

type Errors = Partial<Record<"currentPassword" | "newPassword" | "password" | "code" | "form", string>>;
const refuse = (intent: string, errors: Errors, status: number) =>
  data({ intent, errors, codes: null as string[] | null }, { status });

/** Checks the member's current password, within a budget per account; an error text or null. */
async function confirmPassword(
  context: ActionFunctionArgs["context"],
  member: Member,
  password: string,
): Promise<string | null> {
  const throttle = [{ key: `confirm:user:${member.user.id}`, policy: PASSWORD_CONFIRM_PER_ACCOUNT }];
  const attempt = await countAttempt(context.db, throttle);
  if (!attempt.allowed) return throttleMessage(attempt.remainingMs);
  const user = await context.db.query.users.findFirst({
    where: eq(users.id, member.user.id),
    columns: { passwordHash: true },
  });
  if (!user || !(await verifySecret(password, user.passwordHash))) return T.wrongPassword;
  await attemptSucceeded(
    context.db,
    attempt,
    throttle.map((t) => t.key),
  );
  return null;
}

export async function accountAction({ request, context }: ActionFunctionArgs) {
  const member = await requireAccount(request, context);
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const sessionId = await currentSessionId(request, context);
  const toast = (title: string | { title: string; description?: string }) =>
    redirectWithToast(context.toasts, request, BACK, typeof title === "string" ? { title } : title);

  switch (intent) {
    case "password.change": {
      const submission = parseWithZod(form, { schema: ChangePasswordSchema });
      if (submission.status !== "success") {
        const errors: Errors = {};
        for (const [name, messages] of Object.entries(submission.error ?? {}))
          if (messages?.[0]) errors[name as keyof Errors] = messages[0];
        return refuse(intent, errors, 400);
      }
      if (passwordMatchesEmail(submission.value.newPassword, member.user.email))
        return refuse(intent, { newPassword: AUTH_FIELD_ERRORS.passwordIsEmail }, 400);
      const wrong = await confirmPassword(context, member, submission.value.currentPassword);
      if (wrong) return refuse(intent, { currentPassword: wrong }, wrong === T.wrongPassword ? 400 : 429);
      await setPassword(context.db, member.user.id, submission.value.newPassword, sessionId);
      return toast(T.passwordChanged);
    }
    case "session.end": {
      const handle = String(form.get("handle") ?? "").slice(0, 64);
      if (!(await endSessionByHandle(context.db, member.user.id, handle)))
        return refuse(intent, { form: T.sessionGone }, 404);
      return toast(T.endedSession);
    }
    case "sessions.end-all": {
      await endSessions(context.db, member.user.id);
      const cleared = await context.sessions.destroySession(
        await context.sessions.getSession(request.headers.get("Cookie")),
      );
      return redirectWithToast(context.toasts, request, "/admin/login", T.signedOutEverywhere, {
        headers: { "Set-Cookie": cleared },
      });
    }
    case "verify.resend": {
      if (member.emailVerified) return toast(T.verified);
      const sent = await sendVerificationMail(
        context.db,
        context.cloudflare.env.NOTIFICATIONS,
        member.user,
        publicBaseUrl(context.cloudflare.env),
      );
      if (!sent) return refuse(intent, { form: T.verificationWait }, 429);
      return toast(T.verificationSent);
    }
    case "company.switch": {
      const name = sessionId
        ? await switchCompany(
            context.db,
            sessionId,
            member.user.id,
            String(form.get("companyId") ?? "").slice(0, 100),
          )
        : null;
      if (!name) return refuse(intent, { form: T.noCompany }, 404);
      return redirectWithToast(context.toasts, request, "/admin/dashboard", { title: T.switched(name) });
    }
    case "two-factor.begin": {
      await beginSetup(context.db, member.user.id, context.env.SESSION_SECRET);
      return redirect(`${BACK}#two-factor`);
    }
    case "two-factor.cancel": {
      await cancelSetup(context.db, member.user.id);
      return redirect(`${BACK}#two-factor`);
    }
    case "two-factor.confirm": {
      const outcome = await confirmSetup(
        context.db,
        member.user.id,
        context.env.SESSION_SECRET,
        String(form.get("code") ?? "").slice(0, 40),
      );
      if (!outcome.ok) {
        const message =
          outcome.reason === "format"
            ? T.codeFormat
            : outcome.reason === "throttled"
              ? throttleMessage(outcome.remainingMs ?? 0)
              : T.wrongCode;
        return refuse(intent, { code: message }, outcome.reason === "throttled" ? 429 : 400);
      }
      return data({ intent, errors: {} as Errors, codes: outcome.codes });
    }
    case "two-factor.disable":
    case "two-factor.recovery": {
      if (!member.twoFactor.enabled) return refuse(intent, { form: T.twoFactorOff }, 400);
      if (intent === "two-factor.disable" && member.twoFactor.required)
        return refuse(intent, { form: T.requiredCannotDisable }, 403);
      const submission = parseWithZod(form, { schema: ConfirmPasswordSchema });
      if (submission.status !== "success")
        return refuse(
          intent,
          { password: submission.error?.password?.[0] ?? AUTH_FIELD_ERRORS.passwordRequired },
          400,
        );
      const wrong = await confirmPassword(context, member, submission.value.password);
      if (wrong) return refuse(intent, { password: wrong }, wrong === T.wrongPassword ? 400 : 429);
      if (intent === "two-factor.disable") {
        await disableTwoFactor(context.db, member.user.id);
        return toast(T.disabled);
      }
      return data({
        intent,
        errors: {} as Errors,
        codes: await newRecoveryCodes(context.db, member.user.id),
      });
    }
    default:
      return refuse("unknown", { form: PANEL_TEXTS.unknownAction }, 400);
  }
}
