import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { PAGE_SIZE } from "../domain/admin/paging";
import { csvField } from "../domain/investors/csv";
import { requireMember } from "../server/auth/auth.server";
import { acceptancePage } from "../server/investors/nda-acceptances.server";
import { csvStream } from "../server/platform/csv-stream.server";

const HEADER = "accepted_at,name,email,investor,nda_version,text_sha256,address";

/** GET /admin/nda-acceptances.csv: every acceptance of the company's agreement (formula-safe), oldest first, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const companyId = member.company.id;
  const body = csvStream(
    HEADER,
    (page) => acceptancePage(context.db, companyId, page, PAGE_SIZE),
    (r) =>
      [r.acceptedAt, r.name, r.email, r.investor, r.version, r.textSha256, r.address].map(csvField).join(","),
    PAGE_SIZE,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nda-acceptances-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
