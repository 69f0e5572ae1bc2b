import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { VideosTab } from "../components/management/videos-tab";
import { tabAction, tabLoader } from "../server/management/tab-route.server";
import { videosTab } from "../server/management/videos.tab.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, videosTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, videosTab.actions);

export default function VideosRoute() {
  return <VideosTab data={useLoaderData<typeof loader>()} />;
}
