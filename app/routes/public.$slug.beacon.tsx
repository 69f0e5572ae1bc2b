import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { documents } from "../../db/schema";
import { MAX_BEACON_BYTES, parseBeacon } from "../domain/investors/beacon";
import { readGrant, requirePublicCompany } from "../server/access-gate.server";
import { beaconEvents, identifyVisitor, recordEvents } from "../server/visitor-events.server";
import { noteDeckOpened } from "../server/investor-notifications.server";
import { ACCESS_REQUIRED, BEACON_REFUSALS as R } from "../domain/site/texts";

const answer = (status: number, text?: string) => new Response(text ?? null, { status, headers: { "Cache-Control": "no-store", ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}) } });

/**
 * POST /public/{slug}/beacon: the deck viewer's time per page (navigator.sendBeacon, batched;
 * app/domain/investors/beacon.ts). Only with the company's grant (403), only about one of
 * the company's PDF decks (404), a well-formed body of at most 2 KB (413 / 400). Answers 204
 * at once; the write follows after the response.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, R.method);
  const company = await requirePublicCompany(context, params.slug);
  const grant = await readGrant(request, context, company);
  if (!grant) return answer(403, ACCESS_REQUIRED);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BEACON_BYTES) return answer(413, R.tooLarge);
  const body = await request.text();
  if (body.length > MAX_BEACON_BYTES) return answer(413, R.tooLarge);
  const beacon = parseBeacon(body);
  if (!beacon) return answer(400, R.malformed);
  const deck = await context.db.query.documents.findFirst({
    where: and(eq(documents.id, beacon.documentId), eq(documents.companyId, company.id), eq(documents.type, "pdf")),
    columns: { id: true },
  });
  if (!deck) return answer(404, R.notFound);
  // The team reading its own deck is no visitor.
  if (grant.member) return answer(204);
  const { visitor } = await identifyVisitor(request, context, company.id, grant.investorId);
  recordEvents(context, beaconEvents(company.id, visitor, deck.id, beacon.entries));
  noteDeckOpened(context, request, company.id, visitor.investorId);
  return answer(204);
}
