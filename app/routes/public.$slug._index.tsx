import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { PublicShell } from "../components/public/public-shell";
import { RequestButtons } from "../components/public/request-buttons";
import { Card } from "../components/ui/card";
import { companyTitle, LANDING_TEXTS as T, SITE_NAV, SITE_TITLE } from "../copy/site/texts";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? companyTitle(data.company) : SITE_TITLE },
];

export const loader = (args: LoaderFunctionArgs) => loadGatedPage(args, async () => ({}));
export const action = (args: ActionFunctionArgs) => gatedPageAction(args);

const outlineLink = "rounded-md border px-4 py-2 hover:bg-gray-50";

export default function PublicLanding() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as GateAnswer;
  if (page.locked) return <LockedPage page={page} answer={actionData} />;
  const { company } = page;
  const base = `/public/${company.slug}`;
  return (
    <PublicShell slug={company.slug} companyName={company.name}>
      <section className="mb-10 text-center">
        <h1 className="mb-3 text-4xl font-bold">{T.welcome(company.name)}</h1>
        {company.tagline ? <p className="text-lg text-gray-600">{company.tagline}</p> : null}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-xl font-semibold">{T.journeyTitle}</h2>
          <p className="mb-4 text-gray-600">{T.journeyBody}</p>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`${base}/timeline`}
              className="rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700"
            >
              {T.viewTimeline}
            </Link>
            <Link to={`${base}/pitch-deck`} className={outlineLink}>
              {SITE_NAV.pitchDeckChat}
            </Link>
          </div>
        </Card>
        <Card>
          <h2 className="mb-2 text-xl font-semibold">{T.videosTitle}</h2>
          <p className="mb-4 text-gray-600">{T.videosBody}</p>
          <Link to={`${base}/videos`} className={outlineLink}>
            {T.watchVideos}
          </Link>
        </Card>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <RequestButtons slug={company.slug} redirectTo={base} />
        <Link to={`/dashboard?company=${company.slug}`} className="text-sm text-gray-600 underline">
          {T.dashboard}
        </Link>
      </div>
      {company.about ? (
        <section className="mt-10 rounded-xl bg-white p-6 shadow-sm">
          <h2 className="mb-2 text-xl font-semibold">{T.about}</h2>
          <p className="whitespace-pre-line text-gray-700">{company.about}</p>
        </section>
      ) : null}
    </PublicShell>
  );
}
