import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalMember } from "../server/auth.server";

/** The spec leaves /dashboard open: members go to their dashboard, others to the login page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return redirect((await getOptionalMember(request, context)) ? "/admin/dashboard" : "/admin/login");
}
