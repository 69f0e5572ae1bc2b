import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MailToOthersRefusal } from "../components/auth/account-notices";
import { InvestorsTab } from "../components/management/investors-tab";
import { investorsTab } from "../server/management/investors.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, investorsTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, investorsTab.actions);

export default function InvestorsRoute() {
  return (
    <>
      <MailToOthersRefusal />
      <InvestorsTab data={useLoaderData<typeof loader>()} />
    </>
  );
}
