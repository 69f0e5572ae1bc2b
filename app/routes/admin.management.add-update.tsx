import { MailToOthersRefusal } from "../components/auth/account-notices";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AddUpdateTab } from "../components/management/updates-tab";
import { addUpdateTab } from "../server/management/updates.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

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
