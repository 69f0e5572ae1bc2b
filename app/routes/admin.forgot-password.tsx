import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";

import { AuthCard, AuthForm } from "../components/auth/auth-card";
import { Field } from "../components/forms";
import { plainField } from "../components/public/plain-form";
import { ACCOUNT_TEXTS as T } from "../copy/auth/account-texts";
import { RESETS_PER_ADDRESS, RESETS_PER_EMAIL } from "../domain/auth/account-limits";
import { ForgotPasswordSchema } from "../schemas/account";
import { sendPasswordReset } from "../server/auth/account.server";
import { publicBaseUrl } from "../server/mail/queue.server";
import { readForm } from "../server/platform/form.server";
import { clientAddress, countAttempt } from "../server/platform/throttle.server";

export const meta: MetaFunction = () => [{ title: T.forgotTitle }];

export const loader = () => ({});

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account
 * (and whether or not its budget was spent), and the lookup and the mail run after the
 * response, so neither its text nor its timing tells who has an account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, "nl");
  const submission = parseWithZod(form, { schema: ForgotPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { email } = submission.value;
  const { db } = context;
  const work = (async () => {
    const attempt = await countAttempt(db, [
      { key: `reset:addr:${clientAddress(request)}`, policy: RESETS_PER_ADDRESS },
      { key: `reset:email:${email}`, policy: RESETS_PER_EMAIL },
    ]);
    if (attempt.allowed)
      await sendPasswordReset(
        db,
        context.cloudflare.env.NOTIFICATIONS,
        email,
        publicBaseUrl(context.cloudflare.env),
      );
  })().catch((error) => console.error("password reset mail failed", error));
  context.cloudflare.ctx.waitUntil(work);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const email = plainField("forgot", actionData?.sent ? null : actionData?.result, "email");
  return (
    <AuthCard title={T.forgotTitle} back={{ to: "/admin/login", label: T.toSignIn }}>
      {actionData?.sent ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          {T.resetSent}
        </p>
      ) : (
        <p className="mb-4 text-sm text-gray-600">{T.forgotIntro}</p>
      )}
      <AuthForm id="forgot" intent="reset.request" submit={T.sendReset}>
        <Field
          label={T.labels.email}
          inputProps={{ ...email.inputProps, type: "email", autoComplete: "email" }}
          errors={email.errors}
          errorId={email.errorId}
        />
      </AuthForm>
    </AuthCard>
  );
}
