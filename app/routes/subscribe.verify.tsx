import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { findPendingVerification, verifySubscription } from "../server/subscriptions.server";
import { tryReadForm } from "../server/form.server";
import { Button } from "../components/ui/button";
import { VERIFY_SUBSCRIPTION_TEXTS as T } from "../domain/site/texts";

// The token in the URL never leaves the site ('same-origin'), and the button's POST still carries
// the page's Origin ('no-referrer' would make it `Origin: null`, which the Worker refuses).
export const meta: MetaFunction = () => [{ title: T.documentTitle }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

type State =
  | { state: "confirm"; token: string; companyName: string }
  | { state: "verified"; companyName: string; slug: string }
  | { state: "no-token" }
  | { state: "invalid" }
  | { state: "exception" };

const answer = (state: State, status = 200) => data<State>(state, { status, headers: { "Cache-Control": "no-store" } });

/**
 * `/subscribe/verify?token=…`, the link of the verification mail. The GET only asks (a
 * 'Bevestigen' button) and changes nothing: mail scanners and link previews open links, and
 * must not confirm anyone. The POST of that button confirms. Dutch, like the subscriber's
 * other page (/unsubscribe).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) return answer({ state: "no-token" }, 400);
  try {
    const pending = await findPendingVerification(context.db, token);
    if (!pending) return answer({ state: "invalid" }, 404);
    return answer({ state: "confirm", token, companyName: pending.companyName });
  } catch (error) {
    console.error("subscription verification lookup failed", error);
    return answer({ state: "exception" }, 503);
  }
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
  const navigation = useNavigation();
  const result = posted ?? loaded;
  const busy = navigation.state !== "idle";
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 p-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow">
        {result.state === "confirm" ? (
          <Form method="post" className="space-y-4">
            <h1 className="mb-2 text-2xl font-bold">{T.confirmTitle}</h1>
            <p className="text-gray-600">{T.confirm(result.companyName)}</p>
            <input type="hidden" name="token" value={result.token} />
            <Button disabled={busy}>{busy ? T.submitting : T.submit}</Button>
          </Form>
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
      </div>
    </main>
  );
}
