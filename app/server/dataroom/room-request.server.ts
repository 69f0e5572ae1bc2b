/**
 * The public data room's requests: the company and the viewer behind the request
 * (dataRoomViewer, past every gate step), and recording what a visitor read — with who they were
 * at that moment (verified or not, the agreement version), never worked out later. The team's own views are not recorded.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import { readRawGrant, requirePublicCompany } from "../investors/access-gate.server";
import {
  deckPageEvent,
  identifyVisitor,
  recordEvents,
  type Visitor,
} from "../investors/visitor-events.server";
import { noteRoomVisit } from "./dataroom.server";
import type { DataRoomViewer } from "./viewer.server";
import { dataRoomViewer } from "./viewer.server";

/**
 * The company and the viewer of a data-room request that renders no page (a page image, the
 * download, the beacon): the viewer is null until every gate step is taken (ADR 055).
 * `step`: a grant exists but a step is left (the document's page shows it).
 */
export async function roomRequest(request: Request, context: AppLoadContext, slug: string | undefined) {
  const company = await requirePublicCompany(context, slug);
  const viewer = await dataRoomViewer(request, context, company);
  const step = !viewer && (await readRawGrant(request, context, company)) !== null;
  return { company, viewer, step };
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
      ndaVersion: viewer.ndaVersion === null ? null : String(viewer.ndaVersion),
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
  viewer: DataRoomViewer,
) {
  if (viewer.member) return null;
  const { visitor, recorded } = await identifyVisitor(request, context, companyId, viewer.investorId);
  return recorded ? visitor : null;
}
