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
import { ACCOUNT_TEXTS as T } from "../copy/auth/account-texts";
import { verifyEmail } from "../server/auth/account.server";
import { peekAccountToken } from "../server/auth/account-tokens.server";
import { getOptionalMember } from "../server/auth/auth.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.verifyTitle }];

/**
 * GET shows a button, the POST verifies: a mail scanner that opens every link in a mail
 * verifies nothing. An unknown, used or expired link is a 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const open = await peekAccountToken(context.db, params.token, "verify-email");
  const user = open
    ? await context.db.query.users.findFirst({ where: eq(users.id, open.userId), columns: { email: true } })
    : null;
  return data({ email: user?.email ?? null }, { status: user ? 200 : 404 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await readForm(request, "nl");
  if (!(await verifyEmail(context.db, params.token)))
    return data({ error: T.verifyLinkInvalid }, { status: 404 });
  const signedIn = await getOptionalMember(request, context);
  return redirectWithToast(
    context.toasts,
    request,
    signedIn ? "/admin/dashboard" : "/admin/login",
    T.verified,
  );
}

export default function VerifyEmail() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthCard title={T.verifyTitle} back={{ to: "/admin/login", label: T.toSignIn }}>
      {email && !actionData?.error ? (
        <AuthForm intent="verify.confirm" submit={T.verifyButton}>
          <p className="text-sm text-gray-700">{T.verifyIntro(email)}</p>
        </AuthForm>
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {actionData?.error ?? T.verifyLinkInvalid}
        </p>
      )}
    </AuthCard>
  );
}
