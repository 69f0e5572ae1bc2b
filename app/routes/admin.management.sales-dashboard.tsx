import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { SalesDashboardTab } from "../components/management/sales-tabs";
import { salesDashboardTab } from "../server/management/sales.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, salesDashboardTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, salesDashboardTab.actions);

export default function SalesDashboardRoute() {
  return <SalesDashboardTab data={useLoaderData<typeof loader>()} />;
}
