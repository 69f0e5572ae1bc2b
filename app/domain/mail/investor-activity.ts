/**
 * The admins' mails about investor activity: an invited investor opened the deck for the
 * first time, and the daily digest of the investor site. English, like the other admin mails.
 */
import { PIPELINE_MAIL_TEXTS as P } from "../../copy/pipeline/texts";
import type { ActivityDigest } from "../investors/digest";
import type { FollowUpItem } from "../pipeline/suggestions";
import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

const SETTINGS_FOOTER =
  "You can switch these mails off under Admin Panel → Settings → Investor notifications.";

export type FirstOpenMailInput = {
  companyName: string;
  investor: { name: string; email: string; firm: string | null };
  detailUrl: string;
  /** The investor's card in the pipeline, to follow up from. */
  pipelineUrl?: string;
};

export function renderFirstOpenMail({
  companyName,
  investor,
  detailUrl,
  pipelineUrl,
}: FirstOpenMailInput): RenderedMail {
  const who = investor.firm ? `${investor.name} (${investor.firm})` : investor.name;
  const subject = `${who} opened your pitch deck`;
  const intro = `${who} <${investor.email}> opened the pitch deck of ${companyName} for the first time, through their personal link.`;
  const url = assertHttpUrl(detailUrl);
  const card = pipelineUrl ? assertHttpUrl(pipelineUrl) : null;
  const text = [
    intro,
    "",
    `What they read and ask: ${url}`,
    ...(card ? [P.cardLine(card)] : []),
    "",
    SETTINGS_FOOTER,
  ].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<p style="margin:24px 0 0">${linkButton(url, "See what they read")}</p>`,
    card ? `<p style="margin:12px 0 0">${linkButton(card, P.openCard)}</p>` : "",
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(SETTINGS_FOOTER) }) };
}

/** '1m 05s', '42s', '2h 03m'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export type ActivityDigestMailInput = {
  companyName: string;
  digest: ActivityDigest;
  investorsUrl: string | null;
  /** The pipeline's "follow up today" list, and where the pipeline is. */
  followUps?: readonly FollowUpItem[];
  pipelineUrl?: string | null;
};

export function renderActivityDigestMail({
  companyName,
  digest: d,
  investorsUrl,
  followUps = [],
  pipelineUrl = null,
}: ActivityDigestMailInput): RenderedMail {
  const subject = `${companyName}: investor activity of the last 24 hours`;
  const summary: [string, string][] = [
    [
      "Visits",
      `${d.visits} by ${plural(d.visitors, "visitor", "visitors")} (${d.anonymousVisitors} anonymous)`,
    ],
    [
      "Deck",
      `${plural(d.deckPagesViewed, "page view", "page views")}, ${formatDuration(d.deckSeconds)} in total`,
    ],
    ["Questions asked", String(d.questionsAsked)],
    ["Not answered by the deck", String(d.unanswered)],
    ["New requests", String(d.newRequests)],
  ];
  const readers = d.readers.map(
    (r) =>
      `${r.name}${r.firm ? ` (${r.firm})` : ""}: ${plural(r.deckPagesSeen, "deck page", "deck pages")}, ${formatDuration(r.deckSeconds)}, ${plural(r.questions, "question", "questions")}`,
  );
  const questions = d.questions.map(
    (q) => `"${q.question}" (${q.askedBy})${q.covered ? "" : " (not answered by the deck)"}`,
  );
  const more =
    d.questionsAsked > d.questions.length ? `and ${d.questionsAsked - d.questions.length} more` : null;
  const url = investorsUrl ? assertHttpUrl(investorsUrl) : null;
  const pipeline = pipelineUrl ? assertHttpUrl(pipelineUrl) : null;
  const follow = followUps.map(
    (f) => `${f.name}${f.firm ? ` (${f.firm})` : ""}: ${f.reason === "engaged" ? P.engaged : P.planned}`,
  );

  const text = [
    subject,
    "",
    ...summary.map(([k, v]) => `${k}: ${v}`),
    "",
    "Investors who read:",
    ...(readers.length ? readers.map((r) => `- ${r}`) : ["- none"]),
    ...(questions.length
      ? ["", "Questions:", ...questions.map((q) => `- ${q}`), ...(more ? [`- ${more}`] : [])]
      : []),
    ...(follow.length ? ["", `${P.followUpToday}:`, ...follow.map((f) => `- ${f}`)] : []),
    ...(url ? ["", `Investors tab: ${url}`] : []),
    ...(pipeline && follow.length ? [P.pipelineLine(pipeline)] : []),
    "",
    SETTINGS_FOOTER,
  ].join("\n");

  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<table style="border-collapse:collapse;width:100%;margin:0 0 16px">${summary
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#6b7280;font-weight:normal;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join("")}</table>`,
    `<h2 style="margin:0 0 8px;font-size:16px">Investors who read</h2>`,
    readers.length ? list(readers) : `<p style="margin:0 0 16px">None.</p>`,
    questions.length
      ? `<h2 style="margin:0 0 8px;font-size:16px">Questions</h2>${list(more ? [...questions, more] : questions)}`
      : "",
    follow.length
      ? `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(P.followUpToday)}</h2>${list(follow)}`
      : "",
    url ? `<p style="margin:24px 0 0">${linkButton(url, "Open the Investors tab")}</p>` : "",
    pipeline && follow.length ? `<p style="margin:12px 0 0">${linkButton(pipeline, P.openPipeline)}</p>` : "",
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(SETTINGS_FOOTER) }) };
}
