import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { SettingsTab } from "../components/management/settings-tab";
import { settingsTab } from "../server/management/settings.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, settingsTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, settingsTab.actions);

export default function SettingsRoute() {
  return <SettingsTab data={useLoaderData<typeof loader>()} />;
}
