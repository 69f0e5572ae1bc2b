/**
 * The public data room's requests: the company, the request's grant and the viewer behind it
 * (dataRoomViewer), and recording what a visitor read. The team's own views are not recorded.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import { readGrant, requirePublicCompany } from "../investors/access-gate.server";
import {
  deckPageEvent,
  identifyVisitor,
  recordEvents,
  type Visitor,
} from "../investors/visitor-events.server";
import { noteRoomVisit } from "./dataroom.server";
import type { DataRoomViewer } from "./viewer.server";
import { dataRoomViewer } from "./viewer.server";

export async function roomRequest(request: Request, context: AppLoadContext, slug: string | undefined) {
  const company = await requirePublicCompany(context, slug);
  const grant = await readGrant(request, context, company);
  const viewer = grant ? await dataRoomViewer(request, context, company, grant) : null;
  return { company, grant, viewer };
}

/** A page the server showed (JavaScript off, or the first page), and the visit it belongs to. */
export async function recordRoomPage(
  context: AppLoadContext,
  companyId: string,
  visitor: Visitor,
  viewer: DataRoomViewer,
  opened: { documentId: string; versionId: string; pageNumber: number | null },
) {
  if (opened.pageNumber !== null)
    recordEvents(context, [
      deckPageEvent(companyId, visitor, opened.versionId, opened.pageNumber, "room-page"),
    ]);
  await noteVisit(context, companyId, visitor, viewer, opened);
}

export async function noteVisit(
  context: AppLoadContext,
  companyId: string,
  visitor: Visitor,
  viewer: DataRoomViewer,
  opened: { documentId: string; versionId: string; downloaded?: boolean },
) {
  try {
    await noteRoomVisit(context.db, companyId, {
      visitorId: visitor.visitorId,
      investorId: viewer.investorId,
      email: viewer.email,
      verified: viewer.verified,
      ndaVersion: viewer.ndaVersion,
      documentId: opened.documentId,
      versionId: opened.versionId,
      downloaded: opened.downloaded,
    });
  } catch (error) {
    // Recording never stops the reading.
    console.error("data room visit not recorded", error);
  }
}

/** The visitor behind a granted request, when the browser keeps cookies (else nobody to record). */
export async function roomVisitor(
  request: Request,
  context: AppLoadContext,
  companyId: string,
  grant: { investorId: string | null; member?: true },
) {
  if (grant.member) return null;
  const { visitor, recorded } = await identifyVisitor(request, context, companyId, grant.investorId);
  return recorded ? visitor : null;
}
