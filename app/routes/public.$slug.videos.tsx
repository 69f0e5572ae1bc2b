import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { PublicShell } from "../components/public/public-shell";
import { VideoGrid, VideosComingSoon } from "../components/public/video-grid";
import { BackLink } from "../components/ui/back-link";
import { SITE_NAV, VIDEOS_TEXTS as T } from "../copy/site/texts";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";
import { listActiveVideos } from "../server/site/videos.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: T.documentTitle(data?.company.name ?? "") },
];

/** Only with a grant does the payload hold videos, and then only the active ones (docs/product.md#public-videos). */
export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(args, async (company) => ({ videos: await listActiveVideos(args.context.db, company.id) }));
export const action = (args: ActionFunctionArgs) => gatedPageAction(args, undefined, "en");

export default function PublicVideos() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as GateAnswer;
  if (page.locked)
    return (
      <LockedPage
        page={page}
        answer={actionData}
        title={T.gateTitle}
        description={T.gateDescription}
        language="en"
      />
    );
  const { company, videos } = page;
  return (
    <PublicShell
      slug={company.slug}
      companyName={company.name}
      nav={<BackLink to={`/public/${company.slug}`} label={SITE_NAV.home} />}
    >
      <h1 className="mb-8 text-center text-3xl font-bold">{T.title}</h1>
      {videos.length === 0 ? <VideosComingSoon /> : <VideoGrid videos={videos} />}
      {company.about ? (
        <section className="mt-12 rounded-xl bg-white p-6 shadow-sm" aria-labelledby="about-heading">
          <h2 id="about-heading" className="mb-2 text-xl font-semibold">
            {T.about(company.name)}
          </h2>
          <p className="whitespace-pre-line text-gray-700">{company.about}</p>
        </section>
      ) : null}
    </PublicShell>
  );
}
