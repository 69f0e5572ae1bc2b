import { Form, Link, useActionData } from "@remix-run/react";

import { INVESTOR_ACCESS_TEXTS } from "../../copy/investors/access-texts";
import {
  DIGEST_TEXTS as DIGEST,
  duration,
  INSIGHTS_TEXTS as INSIGHTS,
  INVESTORS_TABLE_TEXTS as TABLE,
  INVITE_TEXTS as INVITE,
  LINK_STATE_LABELS,
  LINK_TEXTS,
  NONE,
  pagesList,
  PRIVACY_TEXTS as PRIVACY,
  SCORE_PART_LABELS,
  visitActions,
  VISITOR_DETAIL_TEXTS as DETAIL,
} from "../../copy/investors/texts";
import { DASHBOARD_ROUND_TEXTS } from "../../copy/pipeline/texts";
import { formatNlDateTime } from "../../domain/format/dates";
import type { SortKey } from "../../domain/investors/activity";
import { SCORE_WEIGHTS, type ScorePart } from "../../domain/investors/score";
import type { InvestorsTabData } from "../../server/management/investors.tab.server";
import type { investorsTab } from "../../server/management/investors.tab.server";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { flatInputClass } from "../ui/input";
import { Toaster } from "../ui/toaster";
import { useIsPending } from "../use-is-pending";
import { InvestorAccessCard } from "./investor-access-card";
import { InvestorReplies } from "./investor-replies";
import { Pager } from "./pager";
import { RoomEngagementCard } from "./room-engagement";
import type { TabViewProps } from "./tabs";

type ActionData =
  | {
      intent?: string;
      id?: string;
      error?: string;
      errors?: Partial<Record<string, string>>;
      values?: Record<string, string>;
    }
  | undefined;

const TAB = "/admin/management/investors";
const th = "px-3 py-2 text-left font-medium text-gray-600 whitespace-nowrap";
const thWrap = "px-2 py-2 text-left align-bottom text-xs font-medium text-gray-600";
/** A cell's padding as a table cell; on a phone the row is a card with its own padding. */
const td = "align-top md:px-2 md:py-2";
const outlineLink = "rounded-md border px-3 py-1.5 text-sm hover:bg-gray-50";
const smallButton = "rounded-md border px-2 py-1 text-xs hover:bg-gray-50";
const PARTS = Object.keys(SCORE_WEIGHTS) as ScorePart[];

const when = (iso: string | null) => (iso ? formatNlDateTime(iso) : NONE);
const scoreTitle = (parts: Record<ScorePart, number>) =>
  PARTS.map((p) => `${SCORE_PART_LABELS[p]} ${parts[p]}/${SCORE_WEIGHTS[p]}`).join(", ");

/** A table's header row of plain column names. */
function HeadRow({ labels }: { labels: Record<string, string> }) {
  return (
    <thead>
      <tr>
        {Object.entries(labels).map(([key, label]) => (
          <th key={key} className={th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** 'Investors' tab: invite, links, and who read what (the table, or one visitor's detail). */
export function InvestorsTab({ data: d }: TabViewProps<typeof investorsTab.load>) {
  const actionData = useActionData() as ActionData;
  const rowError = actionData?.error && actionData.intent?.startsWith("investor.") ? actionData.error : null;
  if (d.detail)
    return (
      <>
        <VisitorDetail
          detail={d.detail}
          access={d.access}
          forgetError={actionData?.intent === "investor.forget" ? (actionData.error ?? null) : null}
        />
        <RoomEngagementCard rows={d.roomDocuments} />
        <InvestorReplies replies={d.replies} />
      </>
    );
  return (
    <div className="space-y-6">
      {rowError ? <Toaster toast={{ title: rowError, variant: "destructive" }} /> : null}
      {d.notFound ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {TABLE.visitorNotFound}
        </p>
      ) : null}
      <InviteForm actionData={actionData?.intent === "investor.invite" ? actionData : undefined} />
      <Card aria-labelledby="investors-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="investors-heading" className="text-xl font-semibold">
              {TABLE.title}
            </h2>
            <p className="text-sm text-gray-500">
              {TABLE.scoreLegend(
                PARTS.map((p) => `${SCORE_PART_LABELS[p].toLowerCase()} ${SCORE_WEIGHTS[p]}`).join(", "),
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/pipeline" className={outlineLink}>
              {DASHBOARD_ROUND_TEXTS.pipeline}
            </Link>
            <a href="/admin/investors.csv" download className={outlineLink}>
              {TABLE.exportCsv}
            </a>
          </div>
        </div>
        {d.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-gray-600">{TABLE.empty}</p>
        ) : (
          <>
            <InvestorsTable rows={d.rows} sort={d.sort} />
            <Pager
              paging={d.paging}
              href={(page) => `/admin/management/investors?sort=${d.sort.key}&dir=${d.sort.dir}&page=${page}`}
            />
          </>
        )}
      </Card>
      {d.digest ? <QuestionDigestSection digest={d.digest} /> : null}
      {d.insights ? <DeckInsightsSection insights={d.insights} /> : null}
    </div>
  );
}

type Row = InvestorsTabData["rows"][number];

const detailHref = (key: string) => `${TAB}?visitor=${encodeURIComponent(key)}`;

/** The table's columns: the interest score it sorts by first after the name, so it never scrolls out of view. */
const TABLE_COLUMNS: readonly SortKey[] = [
  "name",
  "score",
  "lastVisit",
  "visits",
  "deckShare",
  "deckSeconds",
  "questions",
  "requests",
  "downloads",
  "mailClicks",
];

/** A row's figures by column (the name and the score have cells of their own). */
const figure = (r: Row, key: SortKey): string => {
  switch (key) {
    case "lastVisit":
      return when(r.lastVisit);
    case "visits":
      return String(r.visits);
    case "deckShare":
      return `${Math.round(r.deckShare * 100)}%`;
    case "deckSeconds":
      return duration(r.deckSeconds);
    case "questions":
      return String(r.questions);
    case "requests":
      return String(r.requests);
    case "downloads":
      return String(r.downloads);
    case "mailClicks":
      return String(r.mailClicks);
    default:
      return "";
  }
};

/** Who a row is: the name (to the detail), the address or 'Anonymous visitor', the link's state. */
function Who({ r }: { r: Row }) {
  return (
    <>
      <Link to={detailHref(r.key)} className="font-medium text-blue-700 underline [overflow-wrap:anywhere]">
        {r.label}
      </Link>
      {r.investor ? (
        <div className="text-xs text-gray-500 [overflow-wrap:anywhere]">
          {r.investor.email}
          {r.investor.firm ? ` · ${r.investor.firm}` : ""}
        </div>
      ) : (
        <div className="text-xs text-gray-500 [overflow-wrap:anywhere]">
          {TABLE.anonymous}
          {r.contact ? <ContactEmail contact={r.contact} /> : null}
        </div>
      )}
      {r.subscribed ? <div className="text-xs text-gray-500">{TABLE.subscribed}</div> : null}
      {r.link ? (
        <div className="mt-1">
          <LinkState link={r.link} />
        </div>
      ) : null}
    </>
  );
}

/**
 * One row per visitor, drawn once: from a tablet up a table row as wide as the card (no sideways
 * scrolling); on a phone the same row is a card, the score beside the name, the figures below
 * with their labels, then the actions.
 */
function InvestorsTable({ rows, sort }: { rows: Row[]; sort: InvestorsTabData["sort"] }) {
  return (
    <table className="block w-full text-sm md:table md:table-fixed md:divide-y" data-testid="investors-table">
      <colgroup>
        <col className="w-[22%]" />
        <col className="w-[9%]" />
        <col className="w-[11%]" />
        {TABLE_COLUMNS.slice(3).map((k) => (
          <col key={k} />
        ))}
        <col className="w-[6.5rem]" />
      </colgroup>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr>
          {TABLE_COLUMNS.map((key) => {
            const active = sort.key === key;
            const dir =
              active && sort.dir === "desc" ? "asc" : active ? "desc" : key === "name" ? "asc" : "desc";
            return (
              <th
                key={key}
                className={thWrap}
                aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
              >
                <Link to={`${TAB}?sort=${key}&dir=${dir}`} preventScrollReset className="hover:underline">
                  {TABLE.columns[key]}
                  {active ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
                </Link>
              </th>
            );
          })}
          <th className={thWrap}>
            <span className="sr-only">{LINK_TEXTS.menu}</span>
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y">
        {rows.map((r) => (
          <tr
            key={r.key}
            className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg border p-3 md:table-row md:rounded-none md:border-0 md:p-0"
            data-testid="investor-row"
          >
            <td className={`min-w-0 ${td}`}>
              <Who r={r} />
            </td>
            <td
              className={`text-right md:text-left ${td}`}
              title={scoreTitle(r.score.parts)}
              data-column="score"
            >
              <span className="block text-xs text-gray-500 md:hidden">{TABLE.columns.score}</span>
              <span className="text-2xl font-bold md:text-base md:font-semibold" data-testid="interest-score">
                {r.score.total}
              </span>
              <div className="hidden text-xs text-gray-500 md:block">
                {PARTS.filter((p) => r.score.parts[p] > 0)
                  .map((p) => `${SCORE_PART_LABELS[p]} ${r.score.parts[p]}`)
                  .join(" · ") || NONE}
              </div>
            </td>
            {TABLE_COLUMNS.slice(2).map((key, i) => (
              <td
                key={key}
                className={`flex justify-between gap-2 md:table-cell ${i < 2 ? "mt-2 md:mt-0" : ""} ${td}`}
                data-column={key}
              >
                <span className="text-gray-500 md:hidden">{TABLE.columns[key]}</span>
                <span>{figure(r, key)}</span>
              </td>
            ))}
            <td className={`col-span-2 mt-2 md:mt-0 md:text-right ${td}`}>
              <RowActions row={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An anonymous visitor's address; one they typed themselves is marked unverified. */
function ContactEmail({ contact }: { contact: { email: string; verified: boolean } }) {
  return (
    <span className="block" data-testid="visitor-email">
      {contact.email}
      {contact.verified ? null : (
        <span className="ml-1 rounded bg-amber-100 px-1 text-amber-800">{TABLE.unverified}</span>
      )}
    </span>
  );
}

/** "What investors ask": similar questions grouped, with the topics the deck does not cover first. */
function QuestionDigestSection({ digest }: { digest: NonNullable<InvestorsTabData["digest"]> }) {
  return (
    <Card aria-labelledby="digest-heading">
      <h2 id="digest-heading" className="mb-1 text-xl font-semibold">
        {DIGEST.title}
      </h2>
      <p className="mb-4 text-sm text-gray-500">{DIGEST.intro}</p>
      {digest.groups.length === 0 ? (
        <p className="text-sm text-gray-600">{DIGEST.empty}</p>
      ) : (
        <>
          <h3 className="mb-2 font-semibold">{DIGEST.toDo(digest.notCovered.length)}</h3>
          {digest.notCovered.length === 0 ? (
            <p className="mb-4 text-sm text-gray-600">{DIGEST.allCovered}</p>
          ) : (
            <ul className="mb-6 space-y-1 text-sm" data-testid="digest-not-covered">
              {digest.notCovered.slice(0, 30).map((g) => (
                <li key={g.topic} data-testid="uncovered-group">
                  <span className="font-medium">{DIGEST.notCovered(g.askers, g.label)}</span>{" "}
                  <span className="text-gray-500">{DIGEST.example(g.representative)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="digest-heading">
            <table className="min-w-full divide-y text-sm" data-testid="question-groups">
              <HeadRow labels={DIGEST.columns} />
              <tbody className="divide-y">
                {digest.groups.slice(0, 50).map((g) => (
                  <tr key={g.topic} data-testid="question-group">
                    <td className={`${td} font-medium`}>{g.label}</td>
                    <td className={td} data-testid="group-askers">
                      {g.askers}
                    </td>
                    <td className={td}>{g.questions}</td>
                    <td className={td}>
                      <p data-testid="group-representative">{g.representative}</p>
                      {g.otherPhrasings.length > 0 ? (
                        <p className="text-xs text-gray-500">{DIGEST.also(g.otherPhrasings)}</p>
                      ) : null}
                    </td>
                    <td className={td}>
                      {g.pages.length > 0 ? (
                        pagesList(g.pages.map((p) => p.page))
                      ) : g.covered ? (
                        <span className="text-gray-600">{DIGEST.namedOn(pagesList(g.deckPages))}</span>
                      ) : (
                        <span className="text-red-700">{DIGEST.uncovered}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

function DeckInsightsSection({ insights }: { insights: NonNullable<InvestorsTabData["insights"]> }) {
  return (
    <Card aria-labelledby="insights-heading">
      <h2 id="insights-heading" className="mb-1 text-xl font-semibold">
        {INSIGHTS.title}
      </h2>
      <p className="mb-4 text-sm text-gray-500">{INSIGHTS.intro(insights.readers)}</p>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="insights-heading">
        <table className="min-w-full divide-y text-sm" data-testid="deck-insights">
          <HeadRow labels={INSIGHTS.columns} />
          <tbody className="divide-y">
            {insights.pages.map((p) => (
              <tr key={p.page} data-testid="page-insight">
                <td className={td}>{p.page}</td>
                <td className={td}>{p.viewers}</td>
                <td className={td}>
                  <span className="inline-flex items-center gap-2">
                    <span className="h-2 w-24 rounded bg-gray-100" aria-hidden="true">
                      <span
                        className="block h-2 rounded bg-blue-500"
                        style={{ width: `${Math.round(p.reach * 100)}%` }}
                      />
                    </span>
                    {Math.round(p.reach * 100)}%
                  </span>
                </td>
                <td className={td}>{p.medianSeconds === null ? NONE : duration(p.medianSeconds)}</td>
                <td className={td}>
                  {p.questions.length === 0 ? (
                    NONE
                  ) : (
                    <ul className="list-disc pl-4">
                      {p.questions.slice(0, 5).map((q, i) => (
                        <li key={i}>{q}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mb-2 mt-6 font-semibold">{INSIGHTS.notCoveredTitle(insights.notCovered.length)}</h3>
      {insights.notCovered.length === 0 ? (
        <p className="text-sm text-gray-600">{INSIGHTS.allCovered}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="not-covered">
          {insights.notCovered.slice(0, 50).map((n, i) => (
            <li key={i}>
              <span className="font-medium">{n.question}</span>{" "}
              <span className="text-gray-500">
                — {n.askedBy}, {when(n.askedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function InviteForm({ actionData }: { actionData: ActionData }) {
  const busy = useIsPending("investor.invite");
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const field = (
    name: "name" | "email" | "firm" | "expires",
    label: string,
    type: string,
    required = false,
  ) => (
    <div>
      <label htmlFor={`invite-${name}`} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={`invite-${name}`}
        name={name}
        type={type}
        required={required}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `invite-${name}-error` : undefined}
        className={flatInputClass}
      />
      {errors[name] ? (
        <p id={`invite-${name}-error`} className="mt-1 text-sm text-red-600">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Card aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="mb-1 text-xl font-semibold">
        {INVITE.title}
      </h2>
      <p className="mb-4 text-sm text-gray-500">{INVITE.intro}</p>
      <Form method="post" className="grid gap-4 md:grid-cols-4" noValidate>
        <input type="hidden" name="intent" value="investor.invite" />
        {field("name", INVITE.name, "text", true)}
        {field("email", INVITE.email, "email", true)}
        {field("firm", INVITE.firm, "text")}
        {field("expires", INVITE.expires, "date")}
        <label className="flex items-start gap-2 text-sm md:col-span-4">
          <input type="checkbox" name="requireVerifiedEmail" className="mt-1" />
          <span>{INVESTOR_ACCESS_TEXTS.inviteVerify}</span>
        </label>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600 md:col-span-4">
            {errors.form}
          </p>
        ) : null}
        <div className="md:col-span-4">
          <Button disabled={busy}>{busy ? INVITE.submitting : INVITE.submit}</Button>
        </div>
      </Form>
    </Card>
  );
}

/** A link's state: active (until its expiry), expired or revoked. */
function LinkState({ link }: { link: NonNullable<Row["link"]> }) {
  const tone = link.state === "active" ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800";
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${tone}`} data-testid="link-state">
      {LINK_STATE_LABELS[link.state]}
      {link.expiresOn ? LINK_TEXTS.until(link.expiresOn) : ""}
    </span>
  );
}

/**
 * A row's actions in a menu (details/summary: no script needed): the visitor's detail, and for
 * an investor's link its expiry and 'Revoke link', which asks once more before it acts.
 */
function RowActions({ row }: { row: Row }) {
  const investor = row.investor;
  const id = row.key.replace(/[^A-Za-z0-9_-]/g, "_");
  const open = investor && row.link && row.link.state !== "revoked";
  return (
    <details className="relative" data-testid="row-actions">
      <summary
        className={`${smallButton} cursor-pointer list-none whitespace-nowrap [&::-webkit-details-marker]:hidden`}
        aria-label={LINK_TEXTS.menuFor(row.label)}
      >
        {LINK_TEXTS.menu} ▾
      </summary>
      <div className="absolute left-0 z-20 mt-1 w-64 space-y-3 rounded-lg border bg-white p-3 text-left text-sm shadow-lg md:left-auto md:right-0">
        <Link to={detailHref(row.key)} className="block text-blue-700 underline">
          {LINK_TEXTS.details}
        </Link>
        {open ? (
          <>
            <Form method="post" className="space-y-1">
              <input type="hidden" name="intent" value="investor.extend" />
              <input type="hidden" name="id" value={investor.id} />
              <label className="block text-xs text-gray-600" htmlFor={`expires-${id}`}>
                {LINK_TEXTS.expiresOn}
              </label>
              <span className="flex items-center gap-1">
                <input
                  id={`expires-${id}`}
                  name="expires"
                  type="date"
                  defaultValue={row.link!.expiresOn}
                  className="rounded border px-1 py-0.5 text-xs"
                />
                <button type="submit" className={smallButton}>
                  {LINK_TEXTS.saveExpiry}
                </button>
              </span>
            </Form>
            <details data-testid="revoke">
              <summary className="cursor-pointer text-red-700">{LINK_TEXTS.revoke}</summary>
              <Form method="post" className="mt-2 space-y-2 rounded-md bg-red-50 p-2">
                <p className="text-xs text-red-800">{LINK_TEXTS.revokeConfirm(investor.name)}</p>
                <input type="hidden" name="intent" value="investor.revoke" />
                <input type="hidden" name="id" value={investor.id} />
                <button
                  type="submit"
                  name="confirm"
                  value="yes"
                  className="rounded-md bg-red-700 px-2 py-1 text-xs font-medium text-white hover:bg-red-800"
                >
                  {LINK_TEXTS.revokeYes}
                </button>
              </Form>
            </details>
          </>
        ) : null}
      </div>
    </details>
  );
}

function VisitorDetail({
  detail,
  access,
  forgetError,
}: {
  detail: NonNullable<InvestorsTabData["detail"]>;
  access: InvestorsTabData["access"];
  forgetError: string | null;
}) {
  const max = Math.max(1, ...detail.secondsPerPage);
  return (
    <div className="space-y-6" data-testid="visitor-detail">
      <Link to={TAB} className="text-sm text-blue-700 underline">
        {DETAIL.back}
      </Link>
      <Card>
        <h2 className="text-xl font-semibold">{detail.label}</h2>
        <p className="text-sm text-gray-500">
          {detail.investor
            ? `${detail.investor.email}${detail.investor.firm ? ` · ${detail.investor.firm}` : ""}`
            : TABLE.anonymous}
        </p>
        {detail.contact ? (
          <p className="text-sm text-gray-500">
            <ContactEmail contact={detail.contact} />
          </p>
        ) : null}
        {detail.investor ? (
          <Link
            to={`/admin/pipeline?investor=${encodeURIComponent(detail.investor.id)}`}
            className="text-sm text-blue-700 underline"
          >
            {DASHBOARD_ROUND_TEXTS.pipelineCard}
          </Link>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
          {(
            [
              [DETAIL.score, detail.score.total],
              [TABLE.columns.visits, detail.visits],
              [TABLE.columns.deckShare, `${Math.round(detail.deckShare * 100)}%`],
              [TABLE.columns.deckSeconds, duration(detail.deckSeconds)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-gray-500">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label={DETAIL.scoreParts}>
          {PARTS.map((p) => (
            <li key={p} className="rounded bg-gray-100 px-2 py-1">
              {SCORE_PART_LABELS[p]}: {detail.score.parts[p]} / {SCORE_WEIGHTS[p]}
            </li>
          ))}
        </ul>
      </Card>

      <Card aria-labelledby="pages-heading">
        <h3 id="pages-heading" className="mb-3 font-semibold">
          {DETAIL.timePerPage}
        </h3>
        {detail.deckVersions.length > 0 ? (
          <p className="mb-3 text-sm text-gray-700" data-testid="versions-read">
            <span className="font-medium">{DETAIL.versionsRead}: </span>
            {detail.deckVersions.map((v, i) => (
              <span key={v.number} data-testid="version-read" data-version={v.number}>
                {i > 0 ? " · " : ""}
                {DETAIL.versionRead(v)}
              </span>
            ))}
          </p>
        ) : null}
        {detail.secondsPerPage.length === 0 ? (
          <p className="text-sm text-gray-600">{DETAIL.noDeck}</p>
        ) : (
          <ol className="space-y-1" data-testid="time-per-page">
            {detail.secondsPerPage.map((s, i) => (
              <li
                key={i}
                className="flex items-center gap-2 text-sm"
                data-testid="page-time"
                data-page={i + 1}
                data-seconds={s}
              >
                <span className="w-16 shrink-0 text-gray-600">{DETAIL.page(i + 1)}</span>
                <span
                  className="h-3 rounded bg-blue-500"
                  style={{ width: `${Math.max(s > 0 ? 2 : 0, (s / max) * 70)}%` }}
                  aria-hidden="true"
                />
                <span className="text-gray-700">{duration(s)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card aria-labelledby="visits-heading">
        <h3 id="visits-heading" className="mb-3 font-semibold">
          {TABLE.columns.visits}
        </h3>
        {detail.timeline.length === 0 ? (
          <p className="text-sm text-gray-600">{DETAIL.noVisits}</p>
        ) : (
          <ol className="relative space-y-3 border-l pl-4" data-testid="visits-timeline">
            {[...detail.timeline].reverse().map((v) => (
              <li key={v.start} className="text-sm" data-testid="visit">
                <span className="font-medium">{when(v.start)}</span>
                {DETAIL.visit(v.pages, duration(v.deckSeconds))}
                {visitActions(v)}
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card aria-labelledby="questions-heading">
        <h3 id="questions-heading" className="mb-3 font-semibold">
          {DETAIL.questions(detail.asked.length)}
        </h3>
        {detail.asked.length === 0 ? (
          <p className="text-sm text-gray-600">{DETAIL.noQuestions}</p>
        ) : (
          <ul className="space-y-4" data-testid="questions">
            {detail.asked.map((q, i) => (
              <li key={i} className="rounded-lg border p-3 text-sm" data-testid="asked-question">
                <p className="font-medium">{q.question}</p>
                <p className="text-xs text-gray-500">{when(q.askedAt)}</p>
                <p className="mt-1" data-testid="cited-pages">
                  {q.covered ? DETAIL.cited(q.pages) : DETAIL.notCovered}
                </p>
                {q.answer ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-gray-600">{DETAIL.answer}</summary>
                    <p className="mt-1 whitespace-pre-line text-gray-700">{q.answer}</p>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <p className="text-sm text-gray-500" data-testid="visitor-counts">
        {DETAIL.counts(detail)}
      </p>
      <InvestorAccessCard
        investorId={detail.investor?.id ?? null}
        requireVerifiedEmail={access?.requireVerifiedEmail ?? false}
        acceptances={access?.acceptances ?? []}
      />
      {detail.investor ? <InvestorPrivacy investor={detail.investor} error={forgetError} /> : null}
    </div>
  );
}

/** The investor's data on request: a JSON export, or everything deleted after a confirmation. */
function InvestorPrivacy({
  investor,
  error,
}: {
  investor: { id: string; name: string };
  error: string | null;
}) {
  const busy = useIsPending("investor.forget");
  return (
    <Card aria-labelledby="privacy-heading" data-testid="investor-privacy">
      <h3 id="privacy-heading" className="mb-1 font-semibold">
        {PRIVACY.title}
      </h3>
      <p className="mb-4 text-sm text-gray-600">{PRIVACY.intro(investor.name)}</p>
      <a
        href={`/admin/investors/${encodeURIComponent(investor.id)}/export`}
        download
        className={`inline-block ${outlineLink}`}
      >
        {PRIVACY.export}
      </a>
      <Form
        method="post"
        className="mt-6 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
        aria-labelledby="forget-heading"
      >
        <h4 id="forget-heading" className="font-medium text-red-800">
          {PRIVACY.forgetTitle}
        </h4>
        <p className="text-sm text-red-800">{PRIVACY.forgetBody}</p>
        <input type="hidden" name="intent" value="investor.forget" />
        <input type="hidden" name="id" value={investor.id} />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            aria-describedby={error ? "forget-error" : undefined}
            className="mt-1"
          />
          <span>{PRIVACY.confirm(investor.name)}</span>
        </label>
        {error ? (
          <p id="forget-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60"
        >
          {busy ? PRIVACY.forgetting : PRIVACY.forget}
        </button>
      </Form>
    </Card>
  );
}
