import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { ChatMessagesTab } from "../components/management/chat-messages-tab";
import { chatMessagesTab } from "../server/management/chat-messages.tab.server";
import { tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, chatMessagesTab.load);

export default function ChatMessagesRoute() {
  return <ChatMessagesTab data={useLoaderData<typeof loader>()} />;
}
