import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sortVisitors } from "../domain/investors/activity";
import { investorsCsvFileName, visitorsCsv } from "../domain/investors/csv";
import { requireMember } from "../server/auth.server";
import { loadVisitorActivity } from "../server/investors.server";

/** GET /admin/investors.csv: the Investors tab's table (highest interest first) for the member's company. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const now = new Date();
  const rows = sortVisitors((await loadVisitorActivity(context.db, member.company.id, now)).visitors, "score", "desc");
  return new Response(visitorsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${investorsCsvFileName(now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
