import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { DataRoomTab } from "../components/management/data-room-tab";
import { DATA_ROOM_FORM_BYTES, dataRoomTab } from "../server/management/data-room.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, dataRoomTab.load);
export const action = (args: ActionFunctionArgs) =>
  tabAction(args, dataRoomTab.actions, { maxBytes: DATA_ROOM_FORM_BYTES });

export default function DataRoomRoute() {
  return <DataRoomTab data={useLoaderData<typeof loader>()} />;
}
