// 'Export Data' of the admin Sales Metrics Dashboard: the company's weeks as a download,
// indented JSON (sales-metrics-{date}.json) or, with ?format=csv, CSV.
import { type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { DASHBOARD_TEXTS as D } from "../copy/growth/sales-dashboard-texts";
import {
  exportCsv,
  exportFileName,
  exportJson,
  exportWeeks,
  readExportFormat,
} from "../domain/growth/sales-export";
import { requireMember } from "../server/auth/auth.server";
import { listWeekRows } from "../server/growth/sales-metrics.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const format = readExportFormat(new URL(request.url).searchParams.get("format"));
  if (!format)
    return new Response(D.badFormat, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const now = new Date();
  const rows = await listWeekRows(context.db, member.company.id);
  const content = exportWeeks(
    rows.map(({ week, year, record }) => ({ week, year, record })),
    now,
  );
  return new Response(format === "csv" ? exportCsv(content) : exportJson(content), {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(format, now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
