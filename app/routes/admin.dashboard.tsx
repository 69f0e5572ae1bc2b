import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { FirstRunChecklist } from "../components/first-run-checklist";
import { PageViewsCard } from "../components/page-views-card";
import { RoundBar } from "../components/pipeline/round-bar";
import { Timeline } from "../components/timeline/timeline";
import { ADMIN_DASHBOARD_TEXTS as T } from "../copy/admin/dashboard-texts";
import { DASHBOARD_ROUND_TEXTS as ROUND } from "../copy/pipeline/texts";
import { firstRunChecklist } from "../domain/first-run";
import { requireMember } from "../server/auth/auth.server";
import { setupFactsFrom, setupFactsRead } from "../server/company/first-run.server";
import { pageViewsFrom, viewsSummaryRead } from "../server/investors/page-views.server";
import { openRoundFrom, openRoundReads } from "../server/pipeline/pipeline.server";
import { aiBudgetFrom, aiBudgetRead } from "../server/platform/public-budgets.server";
import { readWholeRows } from "../server/platform/whole-rows.server";
import { updatesRead } from "../server/site/updates.server";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const { db } = context;
  const companyId = member.company.id;
  // One D1 batch: one round trip for the page's six reads, each plain SQL (no drizzle builder per request).
  const [updates, viewRows, setupRows, budgetRows, roundRows, ticketRows] = await readWholeRows(db, [
    updatesRead(db, companyId),
    viewsSummaryRead(db, companyId),
    setupFactsRead(db, companyId),
    aiBudgetRead(db, companyId),
    ...openRoundReads(db, companyId),
  ]);
  const setup = setupFactsFrom(setupRows);
  const aiBudget = aiBudgetFrom(budgetRows);
  const open = openRoundFrom(roundRows, ticketRows);
  return {
    company: { name: member.company.name, slug: member.company.slug },
    updates,
    pageViews: pageViewsFrom(viewRows),
    checklist: firstRunChecklist(setup),
    websiteUrl: setup.websiteUrl,
    aiBudgetReached: aiBudget.reached ? aiBudget.limit : null,
    // What the round's bar shows, no more (the row's ids and dates would travel in the HTML too).
    round: open && {
      name: open.name,
      instrument: open.instrument,
      targetClose: open.targetClose,
      progress: open.progress,
    },
  };
}

/** The website's host name, the way people write it. */
const websiteLabel = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

export default function AdminDashboard() {
  const { company, updates, pageViews, checklist, websiteUrl, aiBudgetReached, round } =
    useLoaderData<typeof loader>();
  return (
    <>
      <main className="mx-auto max-w-6xl px-4 py-10">
        {aiBudgetReached !== null ? (
          <p
            role="status"
            className="mb-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="ai-budget-reached"
          >
            {T.aiBudgetReached(aiBudgetReached)}
          </p>
        ) : null}
        {checklist ? <FirstRunChecklist items={checklist} /> : null}
        <section aria-labelledby="round-title" className="mb-10 rounded-xl border bg-white p-5 shadow-sm">
          <h2 id="round-title" className="mb-2 text-lg font-semibold">
            {ROUND.title}
          </h2>
          {round ? (
            <RoundBar round={round} texts={ROUND} />
          ) : (
            <p className="text-sm text-gray-600">{ROUND.none}</p>
          )}
          <Link
            to="/admin/pipeline"
            className="mt-2 inline-block text-sm font-medium text-blue-700 hover:underline"
          >
            {round ? ROUND.openPipeline : ROUND.start}
          </Link>
        </section>
        <h1 className="mb-10 text-center text-3xl font-bold">{T.journey}</h1>
        {updates.length === 0 ? (
          <div className="text-center">
            <p className="mb-4 text-gray-600">{T.noUpdates}</p>
            <Link
              to="/admin/management"
              className="rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700"
            >
              {T.addFirstUpdate}
            </Link>
          </div>
        ) : (
          <Timeline items={updates} />
        )}
        <div className="mt-16">
          <PageViewsCard rows={pageViews} />
        </div>
        <section className="mt-10 rounded-xl bg-blue-50 p-8 text-center">
          <h2 className="mb-2 text-2xl font-semibold">{T.questions}</h2>
          <Link
            to={`/public/${company.slug}/timeline#schedule-call`}
            className="mt-4 inline-block rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700"
          >
            {T.scheduleCall}
          </Link>
        </section>
      </main>
      <footer className="border-t bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-gray-600">
          <p>{company.name}</p>
          {websiteUrl ? (
            <a
              href={websiteUrl}
              rel="noopener noreferrer"
              className="font-medium text-blue-700 hover:underline"
            >
              {websiteLabel(websiteUrl)}
            </a>
          ) : (
            <Link to="/admin/management/settings" className="text-blue-700 hover:underline">
              {T.addWebsite}
            </Link>
          )}
        </div>
      </footer>
    </>
  );
}
