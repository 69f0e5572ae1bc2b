import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import type { Db } from "../../db";
import { MonthlyTimelineBlock } from "../components/monthly-update/monthly-block";
import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { PublicShell } from "../components/public/public-shell";
import { RequestButtons } from "../components/public/request-buttons";
import { ScheduleCallDialog } from "../components/public/schedule-call-dialog";
import { SubscribeForm } from "../components/public/subscribe-form";
import { Timeline } from "../components/timeline/timeline";
import { buttonClass } from "../components/ui/button";
import { SITE_NAV, TIMELINE_TEXTS as T } from "../copy/site/texts";
import type { MonthlyUpdateSnapshot } from "../domain/monthly-update/compose";
import { monthlySnapshotsFrom, monthlySnapshotsRead } from "../server/monthly-update/monthly-update.server";
import { type CompanyKey, readWholeRows } from "../server/platform/whole-rows.server";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";
import { type TimelineUpdate, updatesRead } from "../server/site/updates.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: T.documentTitle(data?.company.name ?? "") },
];

const timelineReads = (db: Db, company: CompanyKey) =>
  [updatesRead(db, company), monthlySnapshotsRead(db, company)] as const;

export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(
    args,
    async (company, _visitor, _chat, read) => {
      try {
        const { db } = args.context;
        // Read with the company when the visitor came with its grant cookie; else one batch here.
        const [updates, snapshotRows] = read ?? (await readWholeRows(db, timelineReads(db, company.id)));
        return {
          updates,
          monthly: monthlySnapshotsFrom(snapshotRows),
          loadError: false,
        };
      } catch (error) {
        // The reason stays in the log: the investor gets general words.
        console.error("timeline load failed", error);
        return {
          updates: [] as TimelineUpdate[],
          monthly: {} as Record<string, MonthlyUpdateSnapshot>,
          loadError: true,
        };
      }
    },
    timelineReads,
  );
export const action = (args: ActionFunctionArgs) => gatedPageAction(args);

const navLink = buttonClass("toolbar");

export default function PublicTimeline() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as GateAnswer;
  if (page.locked) return <LockedPage page={page} answer={actionData} />;
  const { company, updates, monthly, loadError } = page;
  const timelinePath = `/public/${company.slug}/timeline`;
  return (
    <PublicShell
      slug={company.slug}
      companyName={company.name}
      nav={
        <>
          <Link to="/" className={navLink}>
            {SITE_NAV.home}
          </Link>
          <Link to={`/public/${company.slug}/pitch-deck`} className={navLink}>
            {SITE_NAV.pitchDeckChat}
          </Link>
        </>
      }
    >
      <h1 className="mb-10 text-center text-3xl font-bold">{T.title}</h1>
      {loadError ? (
        <p role="alert" className="text-center text-red-700">
          {T.loadError}
        </p>
      ) : updates.length === 0 ? (
        <p className="text-center text-gray-600">{T.empty}</p>
      ) : (
        <Timeline
          items={updates}
          replyHref={(id) => `/public/${company.slug}/updates/${id}`}
          extra={(item) => {
            const snapshot = monthly[item.id];
            return snapshot ? <MonthlyTimelineBlock snapshot={snapshot} lang="en" /> : null;
          }}
        />
      )}
      <section className="mt-16 rounded-xl bg-blue-50 p-8 text-center">
        <h2 className="mb-4 text-2xl font-semibold">{T.questionsTitle}</h2>
        <div className="flex flex-wrap items-start justify-center gap-3">
          <ScheduleCallDialog slug={company.slug} redirectTo={timelinePath} />
          <RequestButtons slug={company.slug} redirectTo={timelinePath} />
        </div>
      </section>
      <section className="mx-auto mt-10 max-w-xl">
        <SubscribeForm slug={company.slug} />
      </section>
    </PublicShell>
  );
}
