import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { INVESTOR_TEXTS } from "../copy/investors/texts";
import { requireMember } from "../server/auth/auth.server";
import { exportInvestorData } from "../server/investors/investor-privacy.server";

/**
 * GET /admin/investors/{id}/export: everything recorded about one investor of the member's
 * company as a JSON download (profile, visits and events, questions with answers, requests).
 * Another company's investor is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const id = (params.id ?? "").slice(0, 100);
  const now = new Date();
  const exported = id ? await exportInvestorData(context.db, member.company.id, id, now) : null;
  if (!exported) {
    return new Response(INVESTOR_TEXTS.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const name =
    exported.investor.name
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "investor";
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="investor-${name}-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
