import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { currentYearOf } from "../domain/finance/period";
import { buildCsvFileName, buildOverviewCsv, clampOverviewYear } from "../domain/finance/yearly-overview";
import { requireMember } from "../server/auth/auth.server";
import { getYearlyOverview } from "../server/finance/financial-overview.server";

/** CSV export of 'Financieel Overzicht {year}': /numbers/overview.csv?year=2026 → Financieel_Overzicht_2026.csv. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const asOf = new Date();
  const year = clampOverviewYear(new URL(request.url).searchParams.get("year"), currentYearOf(asOf));
  const overview = await getYearlyOverview(context.db, member.company.id, year, asOf);
  // A UTF-8 BOM so spreadsheet programs read the euro and accented labels correctly.
  return new Response(`\uFEFF${buildOverviewCsv(overview)}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${buildCsvFileName(year)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
