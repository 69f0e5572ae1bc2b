import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { COMPANY_EXPORT_TEXTS as T } from "../copy/admin/company-export-texts";
import { mayManageTeam } from "../domain/auth/roles";
import { archiveFileName } from "../domain/company-export/format";
import { requireMember } from "../server/auth/auth.server";
import { companyArchive } from "../server/company/company-export.server";

/** GET /admin/company-export: the company's whole archive (zip), streamed; the owner only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  if (!mayManageTeam(member.role))
    return new Response(T.ownerOnly, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const now = new Date();
  return new Response(companyArchive(context.cloudflare.env, member.company, now), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archiveFileName(member.company.slug, now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
