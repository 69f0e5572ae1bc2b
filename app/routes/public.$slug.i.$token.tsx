import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccessGate } from "../components/public/access-gate";
import { isTokenShape } from "../domain/investors/links";
import { LINK_REFUSED, SITE_TITLE } from "../domain/site/texts";
import { investorGrantCookie, requirePublicCompany } from "../server/access-gate.server";
import { lookUpLink } from "../server/investors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.companyName ?? SITE_TITLE }, { name: "referrer", content: "no-referrer" }];

const STATUS = { unknown: 404, expired: 410, revoked: 403 } as const;

/**
 * GET /public/{slug}/i/{token}: an investor's personal link. A link that opens sets the
 * company's grant for that investor (no access code) and goes on to the pitch deck; an
 * unknown, expired or revoked one shows the gate with why — the access code still works there.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  const link = isTokenShape(params.token) ? await lookUpLink(context.db, company.id, params.token) : { state: "unknown" as const, investorId: null };
  if (link.state === "active" && link.investorId) {
    const cookie = await investorGrantCookie(request, context, company, link.investorId);
    return redirect(`/public/${company.slug}/pitch-deck`, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
  }
  const state = link.state === "active" ? "unknown" : link.state;
  return data({ companyName: company.name, slug: company.slug, message: LINK_REFUSED[state], askEmail: !!company.askEmail }, { status: STATUS[state], headers: { "Cache-Control": "no-store" } });
}

export default function InvestorLink() {
  const { companyName, slug, message, askEmail } = useLoaderData<typeof loader>();
  // The code goes to the pitch deck's gate, which answers in English.
  return <AccessGate companyName={companyName} description={message} action={`/public/${slug}/pitch-deck`} askEmail={askEmail} language="en" />;
}
