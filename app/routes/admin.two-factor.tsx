import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";

import { AuthCard, AuthForm } from "../components/auth/auth-card";
import { ONE_TIME_CODE_INPUT } from "../components/auth/one-time-code";
import { Field } from "../components/forms";
import { ACCOUNT_TEXTS as T } from "../copy/auth/account-texts";
import { AUTH_TEXTS } from "../copy/auth/texts";
import { throttleMessage } from "../copy/auth/throttle-texts";
import { startSession } from "../server/auth/auth.server";
import { clearPendingSignIn, pendingSignIn, verifySignInCode } from "../server/auth/two-factor.server";
import { readForm } from "../server/platform/form.server";
import { toastHeader } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.twoFactorTitle }];

/** The code step of signing in: only after a correct password (a signed cookie for 10 minutes). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await pendingSignIn(request, context))) throw redirect("/admin/login");
  return {};
}

const refusal = (field: "code" | "recoveryCode" | "", message: string, status: number) =>
  data({ field, message }, { status });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, "nl");
  const pending = await pendingSignIn(request, context);
  if (!pending) return refusal("", T.loginExpired, 401);
  const code = String(form.get("code") ?? "").slice(0, 40);
  const recoveryCode = String(form.get("recoveryCode") ?? "").slice(0, 60);
  if (!code.trim() && !recoveryCode.trim()) return refusal("code", T.codeOrRecovery, 400);
  const check = await verifySignInCode(context.db, pending.userId, context.env.SESSION_SECRET, {
    code,
    recoveryCode,
  });
  if (!check.ok) {
    const field = code.trim() ? "code" : "recoveryCode";
    if (check.reason === "throttled") return refusal(field, throttleMessage(check.remainingMs ?? 0), 429);
    if (check.reason === "format")
      return refusal(field, field === "code" ? T.codeFormat : T.recoveryFormat, 400);
    return refusal(field, field === "code" ? T.wrongCode : T.wrongRecoveryCode, 401);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPendingSignIn(context, request));
  headers.append("Set-Cookie", await startSession(context, pending.userId, request));
  headers.append(
    "Set-Cookie",
    await toastHeader(
      context.toasts,
      request,
      check.recoveryLeft === null ? AUTH_TEXTS.signedIn : T.recoveryUsed(check.recoveryLeft),
    ),
  );
  return redirect(pending.redirectTo, { headers });
}

export default function TwoFactorStep() {
  const answer = useActionData<typeof action>();
  const error = (field: string) => (answer && answer.field === field ? [answer.message] : null);
  return (
    <AuthCard
      title={T.loginCodeTitle}
      formError={answer?.field === "" ? answer.message : null}
      back={{ to: "/admin/login", label: T.toSignIn }}
    >
      <p className="mb-4 text-sm text-gray-600">{T.loginCodeIntro}</p>
      <AuthForm id="two-factor" intent="two-factor.verify" submit={T.verifyCode}>
        <Field
          label={T.labels.code}
          inputProps={{ ...ONE_TIME_CODE_INPUT, autoFocus: true }}
          errors={error("code")}
          errorId="two-factor-code-error"
        />
        <details className="text-sm" open={answer?.field === "recoveryCode" || undefined}>
          <summary className="cursor-pointer text-blue-600">{T.useRecovery}</summary>
          <div className="mt-3">
            <Field
              label={T.labels.recoveryCode}
              inputProps={{
                id: "two-factor-recovery",
                name: "recoveryCode",
                type: "text",
                autoComplete: "off",
                maxLength: 40,
              }}
              errors={error("recoveryCode")}
              errorId="two-factor-recovery-error"
            />
          </div>
        </details>
      </AuthForm>
    </AuthCard>
  );
}
