import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { findByUnsubscribeToken, unsubscribe } from "../server/subscriptions.server";
import { tryReadForm } from "../server/form.server";
import { Button } from "../components/ui/button";
import { UNSUBSCRIBE_TEXTS as T } from "../domain/site/texts";

export const meta: MetaFunction = () => [{ title: T.title }, { name: "robots", content: "noindex" }];

type State =
  | { state: "confirm"; token: string; companyName: string }
  | { state: "success" }
  | { state: "no-token" }
  | { state: "error" }
  | { state: "exception" };

const answer = (state: State, status = 200) => data<State>(state, { status });

/**
 * GET shows a confirm button and changes nothing: mail scanners prefetch links. The
 * subscription is deleted on POST (the button; also RFC 8058 one-click POSTs to this URL).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) return answer({ state: "no-token" }, 400);
  try {
    const subscription = await findByUnsubscribeToken(context.db, token);
    if (!subscription) return answer({ state: "error" }, 404);
    return answer({ state: "confirm", token, companyName: subscription.companyName });
  } catch (error) {
    console.error("unsubscribe lookup failed", error);
    return answer({ state: "exception" }, 500);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  // One-click unsubscribe clients may post without a form: the token then comes from the query.
  const read = await tryReadForm(request);
  const form = read.ok ? read.form : new FormData();
  const token = (String(form.get("token") ?? "") || new URL(request.url).searchParams.get("token") || "").trim();
  if (!token) return answer({ state: "no-token" }, 400);
  try {
    return (await unsubscribe(context.db, token)) ? answer({ state: "success" }) : answer({ state: "error" }, 404);
  } catch (error) {
    console.error("unsubscribe failed", error);
    return answer({ state: "exception" }, 500);
  }
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>() as State;
  const posted = useActionData<typeof action>() as State | undefined;
  const navigation = useNavigation();
  const result = posted ?? loaded;
  const busy = navigation.state !== "idle";
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 p-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow">
        <h1 className="mb-4 text-2xl font-bold">{T.title}</h1>
        {result.state === "confirm" ? (
          <Form method="post" className="space-y-4">
            <p className="text-gray-600">{T.confirm(result.companyName)}</p>
            <input type="hidden" name="token" value={result.token} />
            <Button disabled={busy}>{busy ? T.submitting : T.submit}</Button>
          </Form>
        ) : result.state === "success" ? (
          <p role="status" className="text-green-700">
            {T.success}
          </p>
        ) : (
          <p role="alert" className="text-red-700">
            {result.state === "no-token" ? T.noToken : result.state === "error" ? T.failed : T.exception}
          </p>
        )}
      </div>
    </main>
  );
}
