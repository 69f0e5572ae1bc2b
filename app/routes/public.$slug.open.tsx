import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { PIXEL_GIF, readRecipientLink } from "../domain/mail/update-read-back";
import { getPublicCompany } from "../server/investors/access-gate.server";
import { recordReadBack } from "../server/mail/update-mail.server";

/**
 * GET /public/{slug}/open?r=&rt=: the open pixel of an update mail (only in the mails of a company
 * that turned open tracking on, ADR 058). A valid recipient token records the first open on its
 * outbox row, and only while tracking is on. Every request — valid, forged, unknown company —
 * gets the same 1×1 GIF: the answer tells nothing.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const link = readRecipientLink(new URL(request.url).searchParams);
  if (link && params.slug) {
    try {
      const company = await getPublicCompany(context.db, params.slug);
      if (company) await recordReadBack(context.db, context.env.SESSION_SECRET, company.id, link, "opened");
    } catch (error) {
      console.error("update mail open not recorded", error);
    }
  }
  return new Response(PIXEL_GIF, {
    headers: {
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL_GIF.byteLength),
      "Cache-Control": "no-store, private",
    },
  });
}
