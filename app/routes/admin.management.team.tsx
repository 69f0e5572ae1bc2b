import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MailToOthersRefusal } from "../components/auth/account-notices";
import { TeamTab } from "../components/management/team-tab";
import { tabAction, tabLoader } from "../server/management/tab-route.server";
import { teamTab } from "../server/management/team.tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, teamTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, teamTab.actions);

export default function TeamRoute() {
  return (
    <>
      <MailToOthersRefusal />
      <TeamTab data={useLoaderData<typeof loader>()} />
    </>
  );
}
