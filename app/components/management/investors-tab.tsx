import { Form, Link, useActionData } from "@remix-run/react";
import { formatNlDateTime } from "../../domain/format/dates";
import { LINK_STATE_LABELS } from "../../domain/investors/links";
import { SCORE_PART_LABELS, SCORE_WEIGHTS, type ScorePart } from "../../domain/investors/score";
import type { SortKey } from "../../domain/investors/activity";
import type { InvestorsTabData } from "../../server/management/investors.tab.server";
import { Toaster } from "../ui/toaster";
import { useIsPending } from "../use-is-pending";
import type { TabViewProps } from "./tabs";

type ActionData =
  | { intent?: string; id?: string; error?: string; errors?: Partial<Record<string, string>>; values?: Record<string, string> }
  | undefined;

const TAB = "/admin/management?tab=investors";
const th = "px-3 py-2 text-left font-medium text-gray-600 whitespace-nowrap";
const td = "px-3 py-2 align-top";
const inputClass = "block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";
const smallButton = "rounded-md border px-2 py-1 text-xs hover:bg-gray-50";
const PARTS = Object.keys(SCORE_WEIGHTS) as ScorePart[];

const duration = (seconds: number) => (seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`);
const when = (iso: string | null) => (iso ? formatNlDateTime(iso) : "—");
const scoreTitle = (parts: Record<ScorePart, number>) => PARTS.map((p) => `${SCORE_PART_LABELS[p]} ${parts[p]}/${SCORE_WEIGHTS[p]}`).join(", ");

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "lastVisit", label: "Last visit" },
  { key: "visits", label: "Visits" },
  { key: "deckShare", label: "Deck seen" },
  { key: "deckSeconds", label: "Deck time" },
  { key: "questions", label: "Questions" },
  { key: "requests", label: "Requests" },
  { key: "downloads", label: "Downloads" },
  { key: "mailClicks", label: "Mail clicks" },
  { key: "score", label: "Interest" },
];

/** 'Investors' tab: invite, links, and who read what (the table, or one visitor's detail). */
export function InvestorsTab({ data: d }: TabViewProps<"investors">) {
  const actionData = useActionData() as ActionData;
  const rowError = actionData?.error && actionData.intent?.startsWith("investor.") ? actionData.error : null;
  if (d.detail) return <VisitorDetail detail={d.detail} forgetError={actionData?.intent === "investor.forget" ? (actionData.error ?? null) : null} />;
  return (
    <div className="space-y-6">
      {rowError ? <Toaster toast={{ title: rowError, variant: "destructive" }} /> : null}
      {d.notFound ? <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">This visitor was not found.</p> : null}
      <InviteForm actionData={actionData?.intent === "investor.invite" ? actionData : undefined} />
      <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="investors-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="investors-heading" className="text-xl font-semibold">
              Investors and visitors
            </h2>
            <p className="text-sm text-gray-500">Interest score 0–100: {PARTS.map((p) => `${SCORE_PART_LABELS[p].toLowerCase()} ${SCORE_WEIGHTS[p]}`).join(", ")}.</p>
          </div>
          <a href="/admin/investors.csv" download className="rounded-md border px-3 py-1.5 text-sm hover:bg-gray-50">
            Export CSV
          </a>
        </div>
        {d.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-gray-600">No investors or visitors yet. Invite an investor to send a personal link.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y text-sm" data-testid="investors-table">
              <thead>
                <tr>
                  {COLUMNS.map((c) => {
                    const active = d.sort.key === c.key;
                    const dir = active && d.sort.dir === "desc" ? "asc" : active ? "desc" : c.key === "name" ? "asc" : "desc";
                    return (
                      <th key={c.key} className={th} aria-sort={active ? (d.sort.dir === "asc" ? "ascending" : "descending") : undefined}>
                        <Link to={`?tab=investors&sort=${c.key}&dir=${dir}`} preventScrollReset className="hover:underline">
                          {c.label}
                          {active ? (d.sort.dir === "asc" ? " ▲" : " ▼") : ""}
                        </Link>
                      </th>
                    );
                  })}
                  <th className={th}>Link</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {d.rows.map((r) => (
                  <tr key={r.key} data-testid="investor-row">
                    <td className={td}>
                      <Link to={`?tab=investors&visitor=${encodeURIComponent(r.key)}`} className="font-medium text-blue-700 underline">
                        {r.label}
                      </Link>
                      {r.investor ? (
                        <div className="text-xs text-gray-500">
                          {r.investor.email}
                          {r.investor.firm ? ` · ${r.investor.firm}` : ""}
                        </div>
                      ) : (
                        <div className="text-xs text-gray-500">
                          Anonymous visitor
                          {r.contact ? <ContactEmail contact={r.contact} /> : null}
                        </div>
                      )}
                      {r.subscribed ? <div className="text-xs text-gray-500">Subscribed to updates</div> : null}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{when(r.lastVisit)}</td>
                    <td className={td}>{r.visits}</td>
                    <td className={td}>{Math.round(r.deckShare * 100)}%</td>
                    <td className={td}>{duration(r.deckSeconds)}</td>
                    <td className={td}>{r.questions}</td>
                    <td className={td}>{r.requests}</td>
                    <td className={td}>{r.downloads}</td>
                    <td className={td}>{r.mailClicks}</td>
                    <td className={td} title={scoreTitle(r.score.parts)}>
                      <span className="font-semibold" data-testid="interest-score">
                        {r.score.total}
                      </span>
                      <div className="text-xs text-gray-500">{PARTS.filter((p) => r.score.parts[p] > 0).map((p) => `${SCORE_PART_LABELS[p]} ${r.score.parts[p]}`).join(" · ") || "—"}</div>
                    </td>
                    <td className={td}>{r.investor && r.link ? <LinkControls id={r.investor.id} state={r.link.state} expiresOn={r.link.expiresOn} /> : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {d.digest ? <QuestionDigestSection digest={d.digest} /> : null}
      {d.insights ? <DeckInsightsSection insights={d.insights} /> : null}
    </div>
  );
}

/** An anonymous visitor's address; one they typed themselves is marked unverified. */
function ContactEmail({ contact }: { contact: { email: string; verified: boolean } }) {
  return (
    <span className="block" data-testid="visitor-email">
      {contact.email}
      {contact.verified ? null : <span className="ml-1 rounded bg-amber-100 px-1 text-amber-800">unverified</span>}
    </span>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What else a visit held besides pages: downloads, requests, subscriptions, clicks from an update mail. */
function visitActions(v: { downloads: number; requests: number; subscriptions: number; mailClicks: number }) {
  const parts = [
    v.mailClicks ? `came from an update mail${v.mailClicks > 1 ? ` (${v.mailClicks} clicks)` : ""}` : "",
    v.downloads ? `downloaded the deck${v.downloads > 1 ? ` ${v.downloads} times` : ""}` : "",
    v.requests ? plural(v.requests, "request", "requests") : "",
    v.subscriptions ? "subscribed to updates" : "",
  ].filter(Boolean);
  return parts.length ? `; ${parts.join(", ")}` : "";
}

const investorsCount = (n: number) => `${n} ${n === 1 ? "investor" : "investors"}`;
const pagesList = (pages: readonly { page: number }[]) => pages.map((p) => `page ${p.page}`).join(", ");

/** "What investors ask": similar questions grouped, with the topics the deck does not cover first. */
function QuestionDigestSection({ digest }: { digest: NonNullable<InvestorsTabData["digest"]> }) {
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="digest-heading">
      <h2 id="digest-heading" className="mb-1 text-xl font-semibold">
        What investors ask
      </h2>
      <p className="mb-4 text-sm text-gray-500">Similar questions grouped by topic, with how many investors asked and the deck pages the answers cited.</p>
      {digest.groups.length === 0 ? (
        <p className="text-sm text-gray-600">No questions asked yet.</p>
      ) : (
        <>
          <h3 className="mb-2 font-semibold">To do for the next deck version ({digest.notCovered.length})</h3>
          {digest.notCovered.length === 0 ? (
            <p className="mb-4 text-sm text-gray-600">The deck answered every topic investors asked about.</p>
          ) : (
            <ul className="mb-6 space-y-1 text-sm" data-testid="digest-not-covered">
              {digest.notCovered.slice(0, 30).map((g) => (
                <li key={g.topic} data-testid="uncovered-group">
                  <span className="font-medium">{`${investorsCount(g.askers)} asked about ${g.label}; the deck does not cover it.`}</span>{" "}
                  <span className="text-gray-500">{`For example: “${g.representative}”`}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="digest-heading">
            <table className="min-w-full divide-y text-sm" data-testid="question-groups">
              <thead>
                <tr>
                  <th className={th}>Topic</th>
                  <th className={th}>Investors</th>
                  <th className={th}>Questions</th>
                  <th className={th}>Asked as</th>
                  <th className={th}>Pages cited</th>
                </tr>
              </thead>
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
                      {g.otherPhrasings.length > 0 ? <p className="text-xs text-gray-500">Also: {g.otherPhrasings.map((q) => `“${q}”`).join(" · ")}</p> : null}
                    </td>
                    <td className={td}>{g.covered ? pagesList(g.pages) : <span className="text-red-700">Not covered</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function DeckInsightsSection({ insights }: { insights: NonNullable<InvestorsTabData["insights"]> }) {
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="insights-heading">
      <h2 id="insights-heading" className="mb-1 text-xl font-semibold">
        Deck insights
      </h2>
      <p className="mb-4 text-sm text-gray-500">
        Per page of the live deck: how many of the {insights.readers} {insights.readers === 1 ? "reader" : "readers"} saw it, their median time, and what they asked about it.
      </p>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="insights-heading">
        <table className="min-w-full divide-y text-sm" data-testid="deck-insights">
          <thead>
            <tr>
              <th className={th}>Page</th>
              <th className={th}>Viewers</th>
              <th className={th}>Reached</th>
              <th className={th}>Median time</th>
              <th className={th}>Questions citing it</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {insights.pages.map((p) => (
              <tr key={p.page} data-testid="page-insight">
                <td className={td}>{p.page}</td>
                <td className={td}>{p.viewers}</td>
                <td className={td}>
                  <span className="inline-flex items-center gap-2">
                    <span className="h-2 w-24 rounded bg-gray-100" aria-hidden="true">
                      <span className="block h-2 rounded bg-blue-500" style={{ width: `${Math.round(p.reach * 100)}%` }} />
                    </span>
                    {Math.round(p.reach * 100)}%
                  </span>
                </td>
                <td className={td}>{p.medianSeconds === null ? "—" : duration(p.medianSeconds)}</td>
                <td className={td}>{p.questions.length === 0 ? "—" : <ul className="list-disc pl-4">{p.questions.slice(0, 5).map((q, i) => <li key={i}>{q}</li>)}</ul>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mb-2 mt-6 font-semibold">Not covered by the deck ({insights.notCovered.length})</h3>
      {insights.notCovered.length === 0 ? (
        <p className="text-sm text-gray-600">Every question so far was answered from the deck.</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="not-covered">
          {insights.notCovered.slice(0, 50).map((n, i) => (
            <li key={i}>
              <span className="font-medium">{n.question}</span> <span className="text-gray-500">— {n.askedBy}, {when(n.askedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteForm({ actionData }: { actionData: ActionData }) {
  const busy = useIsPending("investor.invite");
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const field = (name: "name" | "email" | "firm" | "expires", label: string, type: string, required = false) => (
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
        className={inputClass}
      />
      {errors[name] ? (
        <p id={`invite-${name}-error`} className="mt-1 text-sm text-red-600">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="mb-1 text-xl font-semibold">
        Invite an investor
      </h2>
      <p className="mb-4 text-sm text-gray-500">The investor receives a personal link by email: it opens the investor site without the access code and shows you what they read and ask.</p>
      <Form method="post" className="grid gap-4 md:grid-cols-4" noValidate>
        <input type="hidden" name="intent" value="investor.invite" />
        {field("name", "Name", "text", true)}
        {field("email", "Email", "email", true)}
        {field("firm", "Firm (optional)", "text")}
        {field("expires", "Expires on (optional)", "date")}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600 md:col-span-4">
            {errors.form}
          </p>
        ) : null}
        <div className="md:col-span-4">
          <button type="submit" disabled={busy} className="rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 disabled:opacity-60">
            {busy ? "Sending..." : "Send invite"}
          </button>
        </div>
      </Form>
    </section>
  );
}

function LinkControls({ id, state, expiresOn }: { id: string; state: keyof typeof LINK_STATE_LABELS; expiresOn: string }) {
  const tone = state === "active" ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800";
  return (
    <div className="space-y-2">
      <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${tone}`} data-testid="link-state">
        {LINK_STATE_LABELS[state]}
        {expiresOn ? ` · until ${expiresOn}` : ""}
      </span>
      {state === "revoked" ? null : (
        <>
          <Form method="post" className="flex flex-wrap items-center gap-1">
            <input type="hidden" name="intent" value="investor.extend" />
            <input type="hidden" name="id" value={id} />
            <label className="sr-only" htmlFor={`expires-${id}`}>
              Expires on
            </label>
            <input id={`expires-${id}`} name="expires" type="date" defaultValue={expiresOn} className="rounded border px-1 py-0.5 text-xs" />
            <button type="submit" className={smallButton}>
              Save expiry
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="investor.revoke" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={`${smallButton} text-red-700`}>
              Revoke link
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

function VisitorDetail({ detail, forgetError }: { detail: NonNullable<InvestorsTabData["detail"]>; forgetError: string | null }) {
  const max = Math.max(1, ...detail.secondsPerPage);
  return (
    <div className="space-y-6" data-testid="visitor-detail">
      <Link to={TAB} className="text-sm text-blue-700 underline">
        ← All investors
      </Link>
      <section className="rounded-xl border bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold">{detail.label}</h2>
        <p className="text-sm text-gray-500">
          {detail.investor ? `${detail.investor.email}${detail.investor.firm ? ` · ${detail.investor.firm}` : ""}` : "Anonymous visitor"}
        </p>
        {detail.contact ? (
          <p className="text-sm text-gray-500">
            <ContactEmail contact={detail.contact} />
          </p>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
          <div>
            <dt className="text-gray-500">Interest score</dt>
            <dd className="text-2xl font-bold">{detail.score.total}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Visits</dt>
            <dd className="text-2xl font-bold">{detail.visits}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Deck seen</dt>
            <dd className="text-2xl font-bold">{Math.round(detail.deckShare * 100)}%</dd>
          </div>
          <div>
            <dt className="text-gray-500">Deck time</dt>
            <dd className="text-2xl font-bold">{duration(detail.deckSeconds)}</dd>
          </div>
        </dl>
        <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label="Score parts">
          {PARTS.map((p) => (
            <li key={p} className="rounded bg-gray-100 px-2 py-1">
              {SCORE_PART_LABELS[p]}: {detail.score.parts[p]} / {SCORE_WEIGHTS[p]}
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="pages-heading">
        <h3 id="pages-heading" className="mb-3 font-semibold">
          Time per deck page
        </h3>
        {detail.secondsPerPage.length === 0 ? (
          <p className="text-sm text-gray-600">No live pitch deck with pages.</p>
        ) : (
          <ol className="space-y-1" data-testid="time-per-page">
            {detail.secondsPerPage.map((s, i) => (
              <li key={i} className="flex items-center gap-2 text-sm" data-testid="page-time" data-page={i + 1} data-seconds={s}>
                <span className="w-16 shrink-0 text-gray-600">Page {i + 1}</span>
                <span className="h-3 rounded bg-blue-500" style={{ width: `${Math.max(s > 0 ? 2 : 0, (s / max) * 70)}%` }} aria-hidden="true" />
                <span className="text-gray-700">{duration(s)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="visits-heading">
        <h3 id="visits-heading" className="mb-3 font-semibold">
          Visits
        </h3>
        {detail.timeline.length === 0 ? (
          <p className="text-sm text-gray-600">No visits yet.</p>
        ) : (
          <ol className="relative space-y-3 border-l pl-4" data-testid="visits-timeline">
            {[...detail.timeline].reverse().map((v) => (
              <li key={v.start} className="text-sm" data-testid="visit">
                <span className="font-medium">{when(v.start)}</span> — {v.pages} {v.pages === 1 ? "page" : "pages"} opened, {duration(v.deckSeconds)} on the deck
                {visitActions(v)}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="questions-heading">
        <h3 id="questions-heading" className="mb-3 font-semibold">
          Questions ({detail.asked.length})
        </h3>
        {detail.asked.length === 0 ? (
          <p className="text-sm text-gray-600">No questions asked.</p>
        ) : (
          <ul className="space-y-4" data-testid="questions">
            {detail.asked.map((q, i) => (
              <li key={i} className="rounded-lg border p-3 text-sm" data-testid="asked-question">
                <p className="font-medium">{q.question}</p>
                <p className="text-xs text-gray-500">{when(q.askedAt)}</p>
                <p className="mt-1" data-testid="cited-pages">
                  {q.covered ? `Cited: ${q.pages.map((n) => `page ${n}`).join(", ")}` : "Not covered by the deck"}
                </p>
                {q.answer ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-gray-600">Answer</summary>
                    <p className="mt-1 whitespace-pre-line text-gray-700">{q.answer}</p>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-gray-500" data-testid="visitor-counts">
        {`Requests (documents, calls): ${detail.requests} · Downloads: ${detail.downloads} · Clicks from update mails: ${detail.mailClicks}${detail.subscribed ? " · Subscribed to updates" : ""}`}
      </p>
      {detail.investor ? <InvestorPrivacy investor={detail.investor} error={forgetError} /> : null}
    </div>
  );
}

/** The investor's data on request: a JSON export, or everything deleted after a confirmation. */
function InvestorPrivacy({ investor, error }: { investor: { id: string; name: string }; error: string | null }) {
  const busy = useIsPending("investor.forget");
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="privacy-heading" data-testid="investor-privacy">
      <h3 id="privacy-heading" className="mb-1 font-semibold">
        Their data
      </h3>
      <p className="mb-4 text-sm text-gray-600">Everything recorded about {investor.name}: their profile, visits and pages, questions with the answers they got, and requests.</p>
      <a href={`/admin/investors/${encodeURIComponent(investor.id)}/export`} download className="inline-block rounded-md border px-3 py-1.5 text-sm hover:bg-gray-50">
        Export data (JSON)
      </a>
      <Form method="post" className="mt-6 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4" aria-labelledby="forget-heading">
        <h4 id="forget-heading" className="font-medium text-red-800">
          Forget this investor
        </h4>
        <p className="text-sm text-red-800">Deletes their visits, pages, questions and chats, and their personal link, for good. Other investors&apos; data stays.</p>
        <input type="hidden" name="intent" value="investor.forget" />
        <input type="hidden" name="id" value={investor.id} />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required aria-describedby={error ? "forget-error" : undefined} className="mt-1" />
          <span>I understand that everything recorded about {investor.name} is deleted and cannot be restored.</span>
        </label>
        {error ? (
          <p id="forget-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60">
          {busy ? "Deleting..." : "Forget investor"}
        </button>
      </Form>
    </section>
  );
}
