import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MailToOthersRefusal } from "../components/auth/account-notices";
import { OutboxTab } from "../components/management/outbox-tab";
import { outboxTab } from "../server/management/outbox.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, outboxTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, outboxTab.actions);

export default function OutboxRoute() {
  return (
    <>
      <MailToOthersRefusal />
      <OutboxTab data={useLoaderData<typeof loader>()} />
    </>
  );
}
