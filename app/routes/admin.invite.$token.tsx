import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { AuthCard, AuthForm } from "../components/auth/auth-card";
import { Field } from "../components/forms";
import { formErrors, plainField } from "../components/public/plain-form";
import { ROLE_LABELS } from "../copy/admin/team-texts";
import { ACCOUNT_TEXTS as T } from "../copy/auth/account-texts";
import { AUTH_FIELD_ERRORS } from "../copy/auth/texts";
import { passwordMatchesEmail } from "../domain/auth/password-policy";
import { InviteAccountSchema } from "../schemas/account";
import { getOptionalMember, startSession } from "../server/auth/auth.server";
import { hashSecret } from "../server/auth/password.server";
import { acceptAsMember, acceptWithNewAccount, findOpenInvite } from "../server/auth/team.server";
import { readForm } from "../server/platform/form.server";
import { toastHeader } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: "Uitnodiging" }];

const invalid = () => data({ invite: null, signedInAs: null }, { status: 404 });

/**
 * An invitation's link: with no account for its address, the invitee chooses a name and a
 * password; with one, they sign in (and come back here) and join. Opening the link uses
 * nothing up; an unknown, used, revoked or expired link is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const invite = await findOpenInvite(context.db, params.token);
  if (!invite) return invalid();
  const member = await getOptionalMember(request, context);
  return {
    invite: {
      companyName: invite.companyName,
      email: invite.email,
      role: invite.role,
      accountExists: invite.accountExists,
    },
    signedInAs: member?.user.email ?? null,
  };
}

const failure = (message: string, status: number) =>
  data({ result: { status: "error" as const, error: { "": [message] } } }, { status });

async function joined(
  request: Request,
  context: ActionFunctionArgs["context"],
  userId: string,
  company: { id: string; name: string },
) {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(context, userId, request, { companyId: company.id }));
  headers.append("Set-Cookie", await toastHeader(context.toasts, request, T.joined(company.name)));
  return redirect("/admin/dashboard", { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, "nl");
  const invite = await findOpenInvite(context.db, params.token);
  if (!invite) return failure(T.inviteInvalid, 404);
  const company = { id: invite.companyId, name: invite.companyName };

  if (form.get("intent") === "invite.join") {
    // An existing account joins only while signed in as the invited address.
    const member = await getOptionalMember(request, context);
    if (!member || member.user.email !== invite.email)
      return failure(T.inviteWrongAccount(invite.email), 403);
    if (!(await acceptAsMember(context.db, invite, member.user))) return failure(T.inviteInvalid, 404);
    return joined(request, context, member.user.id, company);
  }

  if (invite.accountExists) return failure(T.inviteExistingAccount, 409);
  const submission = parseWithZod(form, { schema: InviteAccountSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  if (passwordMatchesEmail(submission.value.password, invite.email)) {
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
  const outcome = await acceptWithNewAccount(context.db, invite, {
    fullName: submission.value.fullName,
    passwordHash: await hashSecret(submission.value.password),
  });
  if (!outcome.ok) return failure(T.inviteInvalid, 409);
  return joined(request, context, outcome.userId, company);
}

export default function AcceptInvite() {
  const { invite, signedInAs } = useLoaderData<typeof loader>();
  const location = useLocation();
  const actionData = useActionData<typeof action>();
  const reply = actionData?.result;
  const refused = formErrors(reply)?.[0];
  if (!invite) {
    return (
      <AuthCard title="Uitnodiging">
        <p role="alert" className="text-sm text-red-700">
          {T.inviteInvalid}
        </p>
      </AuthCard>
    );
  }
  const [fullName, password] = [
    plainField("invite", reply, "fullName"),
    plainField("invite", reply, "password"),
  ];
  const loginHref = `/admin/login?redirectTo=${encodeURIComponent(location.pathname)}`;
  return (
    <AuthCard title={T.inviteTitle(invite.companyName)} formError={refused}>
      <p className="mb-4 text-sm text-gray-700">{T.inviteIntro(invite.email, ROLE_LABELS[invite.role])}</p>
      {signedInAs === invite.email ? (
        <AuthForm intent="invite.join" submit={T.acceptInvite}>
          <p className="text-sm text-gray-600">{T.inviteSignedInAs(invite.email)}</p>
        </AuthForm>
      ) : signedInAs ? (
        <p className="text-sm text-amber-800">{T.inviteWrongAccount(invite.email)}</p>
      ) : invite.accountExists ? (
        <>
          <p className="mb-4 text-sm text-gray-600">{T.inviteExistingAccount}</p>
          <Link
            to={loginHref}
            className="block w-full rounded-md bg-blue-600 px-4 py-2 text-center font-medium text-white hover:bg-blue-700"
          >
            {T.signInToJoin}
          </Link>
        </>
      ) : (
        <AuthForm id="invite" intent="invite.create" submit={T.createAndJoin}>
          <p className="text-sm text-gray-600">{T.inviteNewAccount}</p>
          <Field
            label={T.labels.fullName}
            inputProps={{ ...fullName.inputProps, type: "text", autoComplete: "name" }}
            errors={fullName.errors}
            errorId={fullName.errorId}
          />
          <Field
            label={T.labels.password}
            inputProps={{
              ...password.inputProps,
              defaultValue: undefined,
              type: "password",
              autoComplete: "new-password",
            }}
            errors={password.errors}
            errorId={password.errorId}
          />
          <p className="text-xs text-gray-500">{T.passwordHint}</p>
        </AuthForm>
      )}
    </AuthCard>
  );
}
