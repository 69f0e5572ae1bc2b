import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

import { mailClickTarget, readMailClick } from "../domain/investors/mail-links";
import { readRecipientLink } from "../domain/mail/update-read-back";
import { requirePublicCompany } from "../server/investors/access-gate.server";
import { recordMailClick } from "../server/mail/mail-links.server";
import { recordReadBack } from "../server/mail/update-mail.server";

/**
 * GET /public/{slug}/go?s=&t=&to=&r=&rt=: a link of an update mail. A valid subscriber token
 * records the click for the investor activity, a valid recipient token (r, rt) on the mail's
 * outbox row; valid or not, the visitor goes on to the page (of this company's site only).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  const url = new URL(request.url);
  const target = mailClickTarget(company.slug, url.searchParams.get("to"));
  const click = readMailClick(url.searchParams);
  if (click) {
    try {
      await recordMailClick(request, context, company, click, target);
    } catch (error) {
      console.error("mail click not recorded", error);
    }
  }
  // An update mail's read link also names its outbox row (r, rt): the recipient clicked (ADR 058).
  const recipient = readRecipientLink(url.searchParams);
  if (recipient) {
    try {
      await recordReadBack(context.db, context.env.SESSION_SECRET, company.id, recipient, "clicked");
    } catch (error) {
      console.error("update mail click not recorded", error);
    }
  }
  // A device without the grant meets the gate there: `from=mail` has it say why (docs/decisions/053).
  const to = new URL(target, url.origin);
  to.searchParams.set("from", "mail");
  return redirect(`${to.pathname}${to.search}${to.hash}`, { headers: { "Cache-Control": "no-store" } });
}
