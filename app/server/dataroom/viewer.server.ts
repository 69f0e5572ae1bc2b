/**
 * Who is reading the data room. The gate answers it (`viewerIdentity`, ADR 055): the address
 * verified with a code, the investor the request acts for (a personal link's, or the one whose
 * address was verified) and the agreement version accepted. The data room adds only what the
 * gate does not keep: the invited investor's name and address, for a watermark when nothing
 * was verified. Null: no access yet (no grant, or a gate step left) — nothing of the room opens.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";

import { investors } from "../../../db/schema";
import type { RoomViewer } from "../../domain/dataroom/access";
import { watermarkText } from "../../domain/dataroom/watermark";
import { type PublicCompany, readRawGrant, viewerIdentity } from "../investors/access-gate.server";

export type DataRoomViewer = RoomViewer & {
  name: string | null;
  /** The verified address, else the invited investor's address; null for an anonymous visitor. */
  email: string | null;
  /** The address was proven at the gate (a code sent to it). */
  verified: boolean;
  /** The version of the agreement the viewer accepted, if any. */
  ndaVersion: number | null;
  /** The watermark shown over every page and stamped into downloads. */
  watermark: string;
};

export async function dataRoomViewer(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  now = new Date(),
): Promise<DataRoomViewer | null> {
  const raw = await readRawGrant(request, context, company);
  if (!raw) return null;
  if (raw.member)
    return {
      member: true,
      investorId: null,
      name: null,
      email: null,
      verified: false,
      ndaVersion: null,
      watermark: watermarkText({}, now),
    };
  const identity = await viewerIdentity(request, context, company, raw);
  if (!identity) return null;
  const investor = identity.investorId
    ? await context.db.query.investors.findFirst({
        where: and(eq(investors.companyId, company.id), eq(investors.id, identity.investorId)),
        columns: { name: true, email: true },
      })
    : undefined;
  const name = investor?.name ?? null;
  const email = identity.email ?? investor?.email ?? null;
  return {
    member: false,
    investorId: investor ? identity.investorId : null,
    name,
    email,
    verified: identity.verified,
    ndaVersion: identity.ndaVersion,
    watermark: watermarkText({ email, name }, now),
  };
}

/**
 * The watermark over the pitch deck's pages: the data room's viewer and rule (the e-mail, else
 * the name, else 'Confidential', and the day). None for the team, nor before the gate's steps.
 */
export async function deckWatermark(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  now = new Date(),
): Promise<string | null> {
  const viewer = await dataRoomViewer(request, context, company, now);
  return viewer && !viewer.member ? viewer.watermark : null;
}
