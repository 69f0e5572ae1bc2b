import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccessGate, type GateAnswer } from "../components/public/access-gate";
import { PublicShell } from "../components/public/public-shell";
import { RequestButtons } from "../components/public/request-buttons";
import { gatedPageAction, loadGatedPage } from "../server/public-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.company.name ?? "Investor site" }];

export const loader = (args: LoaderFunctionArgs) => loadGatedPage(args, async () => ({}));
export const action = (args: ActionFunctionArgs) => gatedPageAction(args);

export default function PublicLanding() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as GateAnswer;
  if (page.locked) return <AccessGate companyName={page.company.name} error={actionData?.gateError} askEmail={page.askEmail} answer={actionData} />;
  const { company } = page;
  const base = `/public/${company.slug}`;
  return (
    <PublicShell slug={company.slug} companyName={company.name}>
      <section className="mb-10 text-center">
        <h1 className="mb-3 text-4xl font-bold">Welcome to {company.name}</h1>
        <p className="text-lg text-gray-600">Your AI Data &amp; E-commerce Agent</p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-xl border bg-white p-6 shadow-sm">
          <h2 className="mb-2 text-xl font-semibold">Our journey and pitch</h2>
          <p className="mb-4 text-gray-600">Follow our progress on the timeline, or ask our AI anything about the pitch deck.</p>
          <div className="flex flex-wrap gap-2">
            <Link to={`${base}/timeline`} className="rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700">
              View Timeline
            </Link>
            <Link to={`${base}/pitch-deck`} className="rounded-md border px-4 py-2 hover:bg-gray-50">
              Pitch Deck Chat
            </Link>
          </div>
        </section>
        <section className="rounded-xl border bg-white p-6 shadow-sm">
          <h2 className="mb-2 text-xl font-semibold">Videos</h2>
          <p className="mb-4 text-gray-600">Demos and talks about the product.</p>
          <Link to={`${base}/videos`} className="rounded-md border px-4 py-2 hover:bg-gray-50">
            Watch Videos
          </Link>
        </section>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <RequestButtons slug={company.slug} redirectTo={base} />
        <Link to={`/dashboard?company=${company.slug}`} className="text-sm text-gray-600 underline">
          Dashboard
        </Link>
      </div>
      {company.about ? (
        <section className="mt-10 rounded-xl bg-white p-6 shadow-sm">
          <h2 className="mb-2 text-xl font-semibold">About</h2>
          <p className="whitespace-pre-line text-gray-700">{company.about}</p>
        </section>
      ) : null}
    </PublicShell>
  );
}
