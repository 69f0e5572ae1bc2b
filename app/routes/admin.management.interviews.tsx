import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { InterviewsTab } from "../components/management/interviews-tab";
import { interviewsTab } from "../server/management/interviews.tab.server";
import { tabAction, tabLoader } from "../server/management/tab-route.server";

export const loader = (args: LoaderFunctionArgs) => tabLoader(args, interviewsTab.load);
export const action = (args: ActionFunctionArgs) => tabAction(args, interviewsTab.actions);

export default function InterviewsRoute() {
  return <InterviewsTab data={useLoaderData<typeof loader>()} />;
}
