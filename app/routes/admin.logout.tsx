import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";

import { endSession } from "../server/auth/auth.server";

/** POST only: logging out deletes the session row, so the old cookie is worthless. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/admin/login", { headers: { "Set-Cookie": await endSession(request, context) } });
}

export const loader = () => redirect("/admin/login");
