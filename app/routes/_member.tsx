import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useSearchParams } from "@remix-run/react";

import { AccountNotices } from "../components/auth/account-notices";
import { MemberHeader } from "../components/member-header";
import { requireAccount } from "../server/auth/auth.server";

/**
 * The member area's layout (pathless: the pages keep their URLs; app/routes.ts lists them):
 * one header with the navigation, the account notices, and the page. Each page still checks
 * its member itself (loaders run in parallel); both read the same session row once per
 * request (auth.server.ts). `requireAccount`, not `requireMember`: the account page is where a
 * required two-factor set-up is done, so its layout must not send it there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireAccount(request, context);
  return {
    company: { name: member.company.name, slug: member.company.slug, tagline: member.company.tagline },
    role: member.role,
    emailVerified: member.emailVerified,
  };
}

/** The header changes only with a post (a renamed company, a confirmed address), not with a link. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function MemberArea() {
  const { company, role, emailVerified } = useLoaderData<typeof loader>();
  // The report's print view (`?print=1`) is the report alone.
  const printView = useSearchParams()[0].get("print") === "1";
  return (
    <div className="min-h-screen">
      {printView ? null : <MemberHeader company={company} />}
      <AccountNotices role={role} emailVerified={emailVerified} />
      <Outlet />
    </div>
  );
}
