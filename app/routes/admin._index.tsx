import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { LoginScreen } from "../components/auth/login-screen";
import { AUTH_TEXTS } from "../copy/auth/texts";
import { loginAction, loginLoader } from "../server/auth/login-route.server";

export const meta: MetaFunction = () => [{ title: AUTH_TEXTS.signIn }];

export const loader = (args: LoaderFunctionArgs) => loginLoader(args, { hideSignUp: false });
export const action = (args: ActionFunctionArgs) => loginAction(args, { hideSignUp: false });

export default function AdminIndex() {
  const { allowRegistration, mode, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <LoginScreen
      mode={mode}
      allowRegistration={allowRegistration}
      redirectTo={redirectTo}
      lastResult={actionData?.result}
    />
  );
}
