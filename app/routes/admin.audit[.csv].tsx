import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { AUDIT_CSV_HEADER, auditCsvFileName, auditCsvLine } from "../domain/dataroom/audit";
import { requireMember } from "../server/auth/auth.server";
import { auditRows } from "../server/dataroom/dataroom.server";
import { csvStream } from "../server/platform/csv-stream.server";

const AUDIT_PAGE_ROWS = 200;

/**
 * GET /admin/audit.csv: the data room's audit trail of the member's company — one line per visit
 * per document (and per pitch-deck download, marked downloaded), oldest first, read a page at a time as the client pulls the stream.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const companyId = member.company.id;
  const body = csvStream(
    AUDIT_CSV_HEADER,
    (page) => auditRows(context.db, companyId, page, AUDIT_PAGE_ROWS),
    auditCsvLine,
    AUDIT_PAGE_ROWS,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditCsvFileName(new Date())}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
