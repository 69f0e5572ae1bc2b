import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

import { getOptionalMember } from "../server/auth/auth.server";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

/**
 * The public pages' 'Dashboard' link: members go to their admin dashboard; an investor goes to
 * the company's timeline (its dashboard of updates), never to a login page they cannot use.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getOptionalMember(request, context)) return redirect("/admin/dashboard");
  const company = new URL(request.url).searchParams.get("company") ?? "";
  const slug = SLUG.test(company) ? company : context.env.DEFAULT_COMPANY_SLUG;
  return redirect(slug ? `/public/${slug}/timeline` : "/");
}
