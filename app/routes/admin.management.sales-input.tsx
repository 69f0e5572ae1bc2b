import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { SalesInputTab } from "../components/management/sales-tabs";
import { salesInputTab } from "../server/management/sales.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, salesInputTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, salesInputTab.actions);

export default function SalesInputRoute() {
  return <SalesInputTab data={useLoaderData<typeof loader>()} />;
}
