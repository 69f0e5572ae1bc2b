import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { ACCESS_REQUIRED, BEACON_REFUSALS as R } from "../copy/site/texts";
import { MAX_BEACON_BYTES, pagesWithin, parseBeacon } from "../domain/investors/beacon";
import { loadDeckView } from "../server/chat/chat-source.server";
import { readGrant, requirePublicCompany } from "../server/investors/access-gate.server";
import { noteDeckOpened } from "../server/investors/investor-notifications.server";
import { identifyVisitor, recordBeacon } from "../server/investors/visitor-events.server";

const answer = (status: number, text?: string) =>
  new Response(text ?? null, {
    status,
    headers: {
      "Cache-Control": "no-store",
      ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    },
  });

/**
 * POST /public/{slug}/beacon: the deck viewer's time per page (navigator.sendBeacon, batched;
 * app/domain/investors/beacon.ts). Only with the company's grant (403), only about the live
 * deck the viewer shows (404), only its pages and a well-formed body of at most 2 KB (400 /
 * 413). The time is credited within the visitor's wall-clock budget (docs/decisions/034-budgets-and-throttles.md)
 * before the 204.
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
  // The deck investors see now: its PDF and its pages.
  const deck = await loadDeckView(context.db, company.id);
  if (!deck.pdf || deck.pdf.id !== beacon.documentId || deck.pages.length === 0)
    return answer(404, R.notFound);
  if (!pagesWithin(beacon.entries, Math.max(...deck.pages.map((p) => p.pageNumber))))
    return answer(400, R.malformed);
  // The team reading its own deck is no visitor.
  if (grant.member) return answer(204);
  const { visitor, recorded } = await identifyVisitor(request, context, company.id, grant.investorId);
  // A client that keeps no cookies is no visitor (ADR 041).
  if (!recorded) return answer(204);
  try {
    await recordBeacon(context, company.id, visitor, deck.pdf.id, beacon.entries);
  } catch (error) {
    // Recording never breaks the viewer: logged, and answered as received.
    console.error("beacon not recorded", error);
  }
  noteDeckOpened(context, request, company.id, visitor.investorId);
  return answer(204);
}
