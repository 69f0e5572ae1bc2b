/**
 * Who is reading the data room: ONE function, so the gate's verified e-mail and the accepted
 * agreement (NDA) plug in here and nowhere else. Today the identity is the investor of the
 * personal link that granted the browser (their name and address, as invited); an access-code
 * visitor is anonymous. `verified` and `ndaVersion` stay false / null until the gate knows them.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";

import { investors } from "../../../db/schema";
import type { RoomViewer } from "../../domain/dataroom/access";
import { watermarkText } from "../../domain/dataroom/watermark";
import type { PublicCompany } from "../investors/access-gate.server";

export type DataRoomViewer = RoomViewer & {
  name: string | null;
  email: string | null;
  /** The address was proven at the gate (a code sent to it). */
  verified: boolean;
  /** The version of the agreement the viewer accepted, if any. */
  ndaVersion: string | null;
  /** The watermark shown over every page and stamped into downloads. */
  watermark: string;
};

export async function dataRoomViewer(
  _request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  grant: { investorId: string | null; member?: true },
  now = new Date(),
): Promise<DataRoomViewer> {
  const investor = grant.investorId
    ? await context.db.query.investors.findFirst({
        where: and(eq(investors.companyId, company.id), eq(investors.id, grant.investorId)),
        columns: { name: true, email: true },
      })
    : undefined;
  const name = investor?.name ?? null;
  const email = investor?.email ?? null;
  return {
    member: !!grant.member,
    investorId: investor ? grant.investorId : null,
    name,
    email,
    verified: false,
    ndaVersion: null,
    watermark: watermarkText({ email, name }, now),
  };
}
