import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { PAGE_SIZE } from "../domain/admin/paging";
import { PIPELINE_CSV_HEADER, pipelineCsvFileName, pipelineCsvLine } from "../domain/pipeline/csv";
import { STAGES } from "../domain/pipeline/stages";
import { requireMember } from "../server/auth/auth.server";
import { loadPipeline } from "../server/pipeline/pipeline.server";
import { csvStream } from "../server/platform/csv-stream.server";

/** GET /admin/pipeline.csv: the member's company's pipeline, in stage order, then by name. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const now = new Date();
  const { cards } = await loadPipeline(context.db, member.company.id, now);
  const rows = [...cards]
    .sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage) || a.name.localeCompare(b.name))
    .map((c) => ({
      name: c.name,
      email: c.email,
      firm: c.firm,
      stage: c.stage,
      ticketIndicated: c.ticketIndicated,
      ticketCommitted: c.ticketCommitted,
      lead: c.lead,
      nextFollowUp: c.nextFollowUp,
      lastEngagedAt: c.engagement.lastEngagedAt,
      interestScore: c.engagement.score,
      reasonPassed: c.reasonPassed,
      reasonPassedNote: c.reasonPassedNote,
    }));
  const body = csvStream(
    PIPELINE_CSV_HEADER,
    (page) => rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    pipelineCsvLine,
    PAGE_SIZE,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${pipelineCsvFileName(now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
