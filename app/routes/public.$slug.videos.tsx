import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccessGate, type GateAnswer } from "../components/public/access-gate";
import { PublicShell } from "../components/public/public-shell";
import { VideoGrid, VideosComingSoon } from "../components/public/video-grid";
import { gatedPageAction, loadGatedPage } from "../server/public-page.server";
import { listActiveVideos } from "../server/videos.server";
import { readThrough } from "../server/public-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Videos · ${data?.company.name ?? ""}` }];

/** Only with a grant does the payload hold videos, and then only the active ones (docs/product.md#public-videos). */
export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(args, async (company) => ({ videos: await readThrough(`videos:${company.id}`, () => listActiveVideos(args.context.db, company.id)) }));
export const action = (args: ActionFunctionArgs) => gatedPageAction(args, undefined, "en");

const navLink = "rounded-md border bg-white px-3 py-1.5 hover:bg-gray-100";

export default function PublicVideos() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as GateAnswer;
  if (page.locked) {
    return (
      <AccessGate
        title="Access to the videos"
        description="Enter the access code to view our video content."
        companyName={page.company.name}
        error={actionData?.gateError}
        askEmail={page.askEmail}
        answer={actionData}
        language="en"
      />
    );
  }
  const { company, videos } = page;
  return (
    <PublicShell
      slug={company.slug}
      companyName={company.name}
      nav={
        <Link to={`/public/${company.slug}`} className={navLink}>
          ← Back to Home
        </Link>
      }
    >
      <h1 className="mb-8 text-center text-3xl font-bold">Videos</h1>
      {videos.length === 0 ? <VideosComingSoon /> : <VideoGrid videos={videos} />}
      {company.about ? (
        <section className="mt-12 rounded-xl bg-white p-6 shadow-sm" aria-labelledby="about-heading">
          <h2 id="about-heading" className="mb-2 text-xl font-semibold">
            About {company.name}
          </h2>
          <p className="whitespace-pre-line text-gray-700">{company.about}</p>
        </section>
      ) : null}
    </PublicShell>
  );
}
