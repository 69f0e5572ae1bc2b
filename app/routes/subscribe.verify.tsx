import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { verifySubscription } from "../server/subscriptions.server";

export const meta: MetaFunction = () => [{ title: "Inschrijving bevestigen" }, { name: "robots", content: "noindex" }];

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
            <h1 className="mb-2 text-2xl font-bold">Inschrijving bevestigd</h1>
            <p className="mb-6 text-gray-600">Je ontvangt een e-mail zodra {result.companyName} een nieuwe update publiceert.</p>
            <Link to={`/public/${result.slug}/timeline`} className="text-blue-700 underline">
              Bekijk de tijdlijn
            </Link>
          </>
        ) : (
          <>
            <h1 className="mb-2 text-2xl font-bold">Link ongeldig</h1>
            <p role="alert" className="text-gray-600">
              {result.state === "no-token"
                ? "Deze bevestigingslink is onvolledig: er ontbreekt een token."
                : result.state === "invalid"
                  ? "Deze bevestigingslink is ongeldig of al gebruikt."
                  : "Er ging iets mis. Probeer het later opnieuw."}
            </p>
          </>
        )}
      </div>
    </main>
  );
}
