import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { RequestsTab } from "../components/management/requests-tab";
import { requestsTab } from "../server/management/requests.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, requestsTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, requestsTab.actions);

export default function RequestsRoute() {
  return <RequestsTab data={useLoaderData<typeof loader>()} />;
}
