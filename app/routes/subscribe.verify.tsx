import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { MailLinkCard, MailLinkConfirm } from "../components/public/mail-link-page";
import { VERIFY_SUBSCRIPTION_TEXTS as T } from "../copy/site/texts";
import { findPendingVerification, verifySubscription } from "../server/investors/subscriptions.server";
import { mailLinkAnswer, mailLinkLoader, type MailLinkState } from "../server/mail/mail-link-page.server";
import { tryReadForm } from "../server/platform/form.server";

// The token in the URL never leaves the site ('same-origin'), and the button's POST still carries
// the page's Origin ('no-referrer' would make it `Origin: null`, which the Worker refuses).
export const meta: MetaFunction = () => [
  { title: T.documentTitle },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export const handle = { language: T.language };

type State = MailLinkState | { state: "verified"; companyName: string; slug: string };
const answer = mailLinkAnswer<State>;

/**
 * `/subscribe/verify?token=…`, the link of the verification mail. The GET only asks (a
 * 'Confirm' button) and changes nothing: mail scanners and link previews open links, and
 * must not confirm anyone. The POST of that button confirms. English, as the subscribe form
 * and the mail that lead here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return mailLinkLoader(
    request,
    (token) => findPendingVerification(context.db, token),
    "subscription verification",
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const read = await tryReadForm(request);
  const token = (read.ok ? String(read.form.get("token") ?? "") : "").trim();
  if (!token) return answer({ state: "no-token" }, 400);
  try {
    const company = await verifySubscription(context.db, token);
    if (!company) return answer({ state: "invalid" }, 404);
    return answer({ state: "verified", companyName: company.name, slug: company.slug });
  } catch (error) {
    console.error("subscription verification failed", error);
    return answer({ state: "exception" }, 503);
  }
}

export default function VerifySubscription() {
  const loaded = useLoaderData<typeof loader>() as State;
  const posted = useActionData<typeof action>() as State | undefined;
  const result = posted ?? loaded;
  return (
    <MailLinkCard>
      {result.state === "confirm" ? (
        <MailLinkConfirm token={result.token} submit={T.submit} submitting={T.submitting}>
          <h1 className="mb-2 text-2xl font-bold">{T.confirmTitle}</h1>
          <p className="text-gray-600">{T.confirm(result.companyName)}</p>
        </MailLinkConfirm>
      ) : result.state === "verified" ? (
        <>
          <h1 className="mb-2 text-2xl font-bold">{T.verifiedTitle}</h1>
          <p role="status" className="mb-6 text-gray-600">
            {T.verified(result.companyName)}
          </p>
          <Link to={`/public/${result.slug}/timeline`} className="text-blue-700 underline">
            {T.viewTimeline}
          </Link>
        </>
      ) : (
        <>
          <h1 className="mb-2 text-2xl font-bold">{T.invalidTitle}</h1>
          <p role="alert" className="text-gray-600">
            {result.state === "no-token" ? T.noToken : result.state === "invalid" ? T.invalid : T.exception}
          </p>
        </>
      )}
    </MailLinkCard>
  );
}
