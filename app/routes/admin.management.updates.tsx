import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MailToOthersRefusal } from "../components/auth/account-notices";
import { UpdatesTab } from "../components/management/updates-tab";
import { tabAction, tabLoader } from "../server/management/tab-route.server";
import { updatesTab } from "../server/management/updates.tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, updatesTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, updatesTab.actions);

export default function UpdatesRoute() {
  return (
    <>
      <MailToOthersRefusal />
      <UpdatesTab data={useLoaderData<typeof loader>()} />
    </>
  );
}
