import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MonthlyUpdateComposer } from "../components/monthly-update/composer";
import { monthlyUpdateTab } from "../server/management/monthly-update.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, monthlyUpdateTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, monthlyUpdateTab.actions);

export default function MonthlyUpdateRoute() {
  return <MonthlyUpdateComposer data={useLoaderData<typeof loader>()} />;
}
