import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { AccountScreen } from "../components/auth/account-screen";
import { ACCOUNT_TEXTS } from "../copy/auth/account-texts";
import { accountAction, accountLoader } from "../server/auth/account-page.server";

export const meta: MetaFunction = () => [{ title: ACCOUNT_TEXTS.title }];

export const loader = accountLoader;
export const action = accountAction;

export default function Account() {
  const account = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <AccountScreen account={account} answer={answer ?? null} />;
}
