import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { MailLinkCard, MailLinkConfirm } from "../components/public/mail-link-page";
import { UNSUBSCRIBE_TEXTS as T } from "../copy/site/texts";
import { findByUnsubscribeToken, unsubscribe } from "../server/investors/subscriptions.server";
import { mailLinkAnswer, mailLinkLoader, type MailLinkState } from "../server/mail/mail-link-page.server";
import { tryReadForm } from "../server/platform/form.server";

export const meta: MetaFunction = () => [{ title: T.title }, { name: "robots", content: "noindex" }];

type State = MailLinkState | { state: "success" };
const answer = mailLinkAnswer<State>;

/**
 * GET shows a confirm button and changes nothing: mail scanners prefetch links. The
 * subscription is deleted on POST (the button; also RFC 8058 one-click POSTs to this URL).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return mailLinkLoader(request, (token) => findByUnsubscribeToken(context.db, token), "unsubscribe");
}

export async function action({ request, context }: ActionFunctionArgs) {
  // One-click unsubscribe clients may post without a form: the token then comes from the query.
  const read = await tryReadForm(request);
  const form = read.ok ? read.form : new FormData();
  const token = (
    String(form.get("token") ?? "") ||
    new URL(request.url).searchParams.get("token") ||
    ""
  ).trim();
  if (!token) return answer({ state: "no-token" }, 400);
  try {
    return (await unsubscribe(context.db, token))
      ? answer({ state: "success" })
      : answer({ state: "invalid" }, 404);
  } catch (error) {
    console.error("unsubscribe failed", error);
    return answer({ state: "exception" }, 503);
  }
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>() as State;
  const posted = useActionData<typeof action>() as State | undefined;
  const result = posted ?? loaded;
  return (
    <MailLinkCard>
      <h1 className="mb-4 text-2xl font-bold">{T.title}</h1>
      {result.state === "confirm" ? (
        <MailLinkConfirm token={result.token} submit={T.submit} submitting={T.submitting}>
          <p className="text-gray-600">{T.confirm(result.companyName)}</p>
        </MailLinkConfirm>
      ) : result.state === "success" ? (
        <p role="status" className="text-green-700">
          {T.success}
        </p>
      ) : (
        <p role="alert" className="text-red-700">
          {result.state === "no-token" ? T.noToken : result.state === "invalid" ? T.failed : T.exception}
        </p>
      )}
    </MailLinkCard>
  );
}
