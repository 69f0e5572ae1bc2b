import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MailToOthersRefusal } from "../components/auth/account-notices";
import { AddUpdateTab } from "../components/management/updates-tab";
import { tabAction, tabLoader } from "../server/management/tab-route.server";
import { addUpdateTab } from "../server/management/updates.tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, addUpdateTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, addUpdateTab.actions);

export default function AddUpdateRoute() {
  return (
    <>
      <MailToOthersRefusal />
      <AddUpdateTab data={useLoaderData<typeof loader>()} />
    </>
  );
}
