import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { verifySubscription } from "../server/subscriptions.server";
import { VERIFY_SUBSCRIPTION_TEXTS as T } from "../domain/site/texts";

export const meta: MetaFunction = () => [{ title: T.documentTitle }, { name: "robots", content: "noindex" }];

type State =
  | { state: "verified"; companyName: string; slug: string }
  | { state: "no-token" }
  | { state: "invalid" }
  | { state: "exception" };

/**
 * `/subscribe/verify?token=…`, the link of the verification mail: marks the subscription verified.
 * Dutch, like the subscriber's other page (/unsubscribe).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) return data<State>({ state: "no-token" }, { status: 400 });
  try {
    const company = await verifySubscription(context.db, token);
    if (!company) return data<State>({ state: "invalid" }, { status: 404 });
    return data<State>({ state: "verified", companyName: company.name, slug: company.slug });
  } catch (error) {
    console.error("subscription verification failed", error);
    return data<State>({ state: "exception" }, { status: 500 });
  }
}

export default function VerifySubscription() {
  const result = useLoaderData<typeof loader>() as State;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 p-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow">
        {result.state === "verified" ? (
          <>
            <h1 className="mb-2 text-2xl font-bold">{T.verifiedTitle}</h1>
            <p className="mb-6 text-gray-600">{T.verified(result.companyName)}</p>
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
