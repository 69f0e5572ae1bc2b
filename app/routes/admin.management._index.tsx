import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

import { isManagementTab, legacyTabUrl, tabPath } from "../domain/admin/panel-tabs";
import { requireMember } from "../server/auth/auth.server";

/** /admin/management opens the default tab; an old `?tab=x` link opens that tab's route. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return redirect(legacyTabUrl(new URL(request.url).searchParams));
}

/** A form of an old panel page (`POST /admin/management?tab=x`) goes on to its tab's route, method and body kept. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const tab = new URL(request.url).searchParams.get("tab");
  if (!isManagementTab(tab)) throw new Response("Not Found", { status: 404 });
  return redirect(tabPath(tab), 307);
}
