import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { PAGE_SIZE } from "../domain/admin/paging";
import { sortVisitors } from "../domain/investors/activity";
import { investorsCsvFileName, visitorCsvLine, VISITORS_CSV_HEADER } from "../domain/investors/csv";
import { requireMember } from "../server/auth/auth.server";
import { loadVisitorActivity } from "../server/investors/investors.server";
import { csvStream } from "../server/platform/csv-stream.server";

/** GET /admin/investors.csv: the Investors tab's table (highest interest first) for the member's company, streamed a page of rows at a time. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const now = new Date();
  const rows = sortVisitors(
    (await loadVisitorActivity(context.db, member.company.id, now)).visitors,
    "score",
    "desc",
  );
  const body = csvStream(
    VISITORS_CSV_HEADER,
    (page) => rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    visitorCsvLine,
    PAGE_SIZE,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${investorsCsvFileName(now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
