import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { SetupScreen } from "../components/auth/setup-screen";
import { SETUP_TEXTS } from "../copy/auth/setup-texts";
import { setupAction, setupLoader } from "../server/company/setup.server";

export const meta: MetaFunction = () => [{ title: SETUP_TEXTS.title }];

/** The first owner of an empty install, with the SETUP_TOKEN secret; closed once anyone has an account. */
export const loader = (args: LoaderFunctionArgs) => setupLoader(args);
export const action = (args: ActionFunctionArgs) => setupAction(args);

export default function Setup() {
  const { configured, allowRegistration } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SetupScreen
      configured={configured}
      allowRegistration={allowRegistration}
      lastResult={actionData?.result}
    />
  );
}
