import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { AccessGate } from "../components/public/access-gate";
import { Button, buttonClass } from "../components/ui/button";
import { LINK_REFUSED, SITE_TITLE, SWITCH_INVESTOR_TEXTS as S } from "../copy/site/texts";
import { isTokenShape } from "../domain/investors/links";
import { chatStateCookie, readChatState, withFreshVisitor } from "../server/chat/chat-state.server";
import {
  investorGrantCookie,
  type PublicCompany,
  requirePublicCompany,
} from "../server/investors/access-gate.server";
import { investorName, lookUpLink } from "../server/investors/investors.server";
import { browserInvestor, keepsVisitorCookie } from "../server/investors/visitor-events.server";

// The token never leaves the site; 'same-origin' (not 'no-referrer') keeps the Origin of the switch form's POST.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.companyName ?? SITE_TITLE },
  { name: "referrer", content: "same-origin" },
];

const STATUS = { unknown: 404, expired: 410, revoked: 403 } as const;
const PRIVATE = { "Cache-Control": "no-store" };

/** Grants the link's investor and goes on to the deck; a browser that was another investor's gets a fresh visitor id here. */
async function openAs(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  investorId: string,
  current: string | null,
) {
  const headers = new Headers(PRIVATE);
  headers.append("Set-Cookie", await investorGrantCookie(request, context, company, investorId));
  if (current && current !== investorId) {
    headers.append(
      "Set-Cookie",
      await chatStateCookie(
        request,
        context,
        withFreshVisitor(await readChatState(request, context), company.id),
      ),
    );
  } else if (!keepsVisitorCookie(request)) {
    // The browser's visitor id from now on: the deck page it lands on is recorded (ADR 041).
    headers.append(
      "Set-Cookie",
      await chatStateCookie(request, context, await readChatState(request, context)),
    );
  }
  return redirect(`/public/${company.slug}/pitch-deck`, { headers });
}

type LinkPage =
  | {
      view: "refused";
      companyName: string;
      slug: string;
      tagline: string | null;
      message: string;
      askEmail: boolean;
    }
  | { view: "switch"; companyName: string; slug: string; current: string; next: string };

/**
 * GET /public/{slug}/i/{token}: an investor's personal link. A link that opens sets the
 * company's grant for that investor (no access code) and goes on to the pitch deck; an
 * unknown, expired or revoked one shows the gate with why — the access code still works there.
 * A browser that belongs to another investor of the company is asked first ('Doorgaan als …'):
 * only the POST of that form switches it, with a fresh visitor id, so neither investor's
 * history moves to the other.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  const link = isTokenShape(params.token)
    ? await lookUpLink(context.db, company.id, params.token)
    : { state: "unknown" as const, investorId: null };
  if (link.state === "active" && link.investorId) {
    const current = await browserInvestor(request, context, company);
    const currentName =
      current && current !== link.investorId ? await investorName(context.db, company.id, current) : null;
    if (!currentName) return openAs(request, context, company, link.investorId, current);
    const next = (await investorName(context.db, company.id, link.investorId)) ?? "";
    return data<LinkPage>(
      { view: "switch", companyName: company.name, slug: company.slug, current: currentName, next },
      { headers: PRIVATE },
    );
  }
  const state = link.state === "active" ? "unknown" : link.state;
  return data<LinkPage>(
    {
      view: "refused",
      companyName: company.name,
      slug: company.slug,
      tagline: company.tagline,
      message: LINK_REFUSED[state],
      askEmail: !!company.askEmail,
    },
    { status: STATUS[state], headers: PRIVATE },
  );
}

/** 'Doorgaan als …': switches this browser to the link's investor (the link must still open). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  const link = isTokenShape(params.token)
    ? await lookUpLink(context.db, company.id, params.token)
    : { state: "unknown" as const, investorId: null };
  if (link.state !== "active" || !link.investorId) {
    const state = link.state === "active" ? "unknown" : link.state;
    return data<LinkPage>(
      {
        view: "refused",
        companyName: company.name,
        slug: company.slug,
        tagline: company.tagline,
        message: LINK_REFUSED[state],
        askEmail: !!company.askEmail,
      },
      { status: STATUS[state], headers: PRIVATE },
    );
  }
  return openAs(request, context, company, link.investorId, await browserInvestor(request, context, company));
}

export default function InvestorLink() {
  const page = useLoaderData<typeof loader>() as LinkPage;
  if (page.view === "switch") {
    return (
      <main className="flex min-h-screen items-center justify-center bg-gray-100 p-4">
        <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow">
          <h1 className="mb-2 text-2xl font-bold">{S.title}</h1>
          <p className="mb-2 text-gray-700">{S.intro(page.current, page.next)}</p>
          <p className="mb-6 text-sm text-gray-600">{S.explain}</p>
          <div className="flex flex-col items-center gap-3">
            <Form method="post">
              <Button>{S.switchTo(page.next)}</Button>
            </Form>
            <Link to={`/public/${page.slug}/pitch-deck`} className={buttonClass("secondary")}>
              {S.stayAs(page.current)}
            </Link>
          </div>
        </div>
      </main>
    );
  }
  // The code goes to the pitch deck's gate, which answers in English.
  return (
    <AccessGate
      companyName={page.companyName}
      slug={page.slug}
      tagline={page.tagline}
      requestReturnTo={`/public/${page.slug}/pitch-deck`}
      description={page.message}
      action={`/public/${page.slug}/pitch-deck`}
      askEmail={page.askEmail}
      language="en"
    />
  );
}
