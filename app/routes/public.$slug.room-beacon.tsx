import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";

import { dataRoomVersions } from "../../db/schema";
import { ACCESS_REQUIRED, BEACON_REFUSALS as R } from "../copy/site/texts";
import { MAX_BEACON_BYTES, pagesWithin, parseBeacon } from "../domain/investors/beacon";
import { openRoomDocument } from "../server/dataroom/dataroom.server";
import { noteVisit, roomRequest, roomVisitor } from "../server/dataroom/room-request.server";
import { recordBeacon } from "../server/investors/visitor-events.server";

const answer = (status: number, text?: string) =>
  new Response(text ?? null, {
    status,
    headers: {
      "Cache-Control": "no-store",
      ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    },
  });

/**
 * POST /public/{slug}/room-beacon: the data-room viewer's time per page, as the deck's beacon
 * (same body, same 2 KB cap, same wall-clock budget per visitor: ADR 034): only with the grant
 * (403), only about the newest version of a document open to this viewer and its pages (404 / 400).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, R.method);
  const { company, viewer } = await roomRequest(request, context, params.slug);
  if (!viewer) return answer(403, ACCESS_REQUIRED);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BEACON_BYTES) return answer(413, R.tooLarge);
  const body = await request.text();
  if (body.length > MAX_BEACON_BYTES) return answer(413, R.tooLarge);
  const beacon = parseBeacon(body);
  if (!beacon) return answer(400, R.malformed);
  const version = await context.db.query.dataRoomVersions.findFirst({
    where: and(eq(dataRoomVersions.companyId, company.id), eq(dataRoomVersions.id, beacon.documentId)),
    columns: { documentId: true },
  });
  const opened = version ? await openRoomDocument(context.db, company.id, viewer, version.documentId) : null;
  if (!opened || opened.version.id !== beacon.documentId || opened.pageNumbers.length === 0)
    return answer(404, R.notFound);
  if (!pagesWithin(beacon.entries, Math.max(...opened.pageNumbers))) return answer(400, R.malformed);
  const visitor = await roomVisitor(request, context, company.id, viewer);
  if (!visitor) return answer(204);
  try {
    await recordBeacon(
      context,
      company.id,
      visitor,
      beacon.documentId,
      beacon.entries,
      new Date(),
      "room-page",
    );
    await noteVisit(context, company.id, visitor, viewer, {
      documentId: opened.document.id,
      versionId: opened.version.id,
    });
  } catch (error) {
    console.error("data room beacon not recorded", error);
  }
  return answer(204);
}
