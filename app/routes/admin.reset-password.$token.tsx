import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";

import { users } from "../../db/schema";
import { AuthCard, AuthForm } from "../components/auth/auth-card";
import { Field } from "../components/forms";
import { formErrors, plainField } from "../components/public/plain-form";
import { ACCOUNT_TEXTS as T } from "../copy/auth/account-texts";
import { AUTH_FIELD_ERRORS } from "../copy/auth/texts";
import { passwordMatchesEmail } from "../domain/auth/password-policy";
import { ResetPasswordSchema } from "../schemas/account";
import { resetPassword } from "../server/auth/account.server";
import { peekAccountToken } from "../server/auth/account-tokens.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.resetTitle }];

/** GET shows the form while the link is open (opening it uses nothing up); an unknown, used or expired link is a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const open = await peekAccountToken(context.db, params.token, "reset-password");
  return data({ valid: !!open }, { status: open ? 200 : 404 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, "nl");
  const open = await peekAccountToken(context.db, params.token, "reset-password");
  if (!open)
    return data(
      { result: { status: "error" as const, error: { "": [T.resetLinkInvalid] } } },
      { status: 404 },
    );
  const submission = parseWithZod(form, { schema: ResetPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const user = await context.db.query.users.findFirst({
    where: eq(users.id, open.userId),
    columns: { email: true },
  });
  if (user && passwordMatchesEmail(submission.value.password, user.email)) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { password: [AUTH_FIELD_ERRORS.passwordIsEmail] },
          hideFields: ["password"],
        }),
      },
      { status: 400 },
    );
  }
  // The link is used here, once: a second post (or a parallel one) finds it used.
  if (!(await resetPassword(context.db, params.token, submission.value.password))) {
    return data(
      { result: { status: "error" as const, error: { "": [T.resetLinkInvalid] } } },
      { status: 404 },
    );
  }
  const cleared = await context.sessions.destroySession(
    await context.sessions.getSession(request.headers.get("Cookie")),
  );
  return redirectWithToast(context.toasts, request, "/admin/login", T.resetDone, {
    headers: { "Set-Cookie": cleared },
  });
}

export default function ResetPassword() {
  const { valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = actionData?.result;
  const password = plainField("reset", reply, "password");
  const refused = formErrors(reply)?.[0];
  return (
    <AuthCard
      title={T.resetTitle}
      formError={refused}
      back={
        valid && !refused
          ? { to: "/admin/login", label: T.toSignIn }
          : { to: "/admin/forgot-password", label: T.forgotTitle }
      }
    >
      {valid && !refused ? (
        <AuthForm id="reset" intent="reset.set" submit={T.setPassword}>
          <p className="text-sm text-gray-600">{T.passwordHint}</p>
          <Field
            label={T.labels.newPassword}
            inputProps={{
              ...password.inputProps,
              defaultValue: undefined,
              type: "password",
              autoComplete: "new-password",
            }}
            errors={password.errors}
            errorId={password.errorId}
          />
        </AuthForm>
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {refused ?? T.resetLinkInvalid}
        </p>
      )}
    </AuthCard>
  );
}
