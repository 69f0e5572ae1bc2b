/**
 * The admins' mails about investor activity: an invited investor opened the deck for the
 * first time, and the daily digest of the investor site. Their words come from the caller
 * (app/copy/mail/investor-activity-texts.ts: English, like the other admin mails).
 */
import type { ActivityDigest } from "../investors/digest";
import type { FollowUpItem, FollowUpReason } from "../pipeline/suggestions";
import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

/** The first-open mail's words. */
export type FirstOpenMailTexts = {
  subject: (who: string) => string;
  intro: (who: string, email: string, company: string) => string;
  readLine: (url: string) => string;
  cardLine: (url: string) => string;
  seeWhatTheyRead: string;
  openCard: string;
  footer: string;
};

/** The digest's words: the summary's rows, the lists' headings and items, the links. */
export type ActivityDigestMailTexts = {
  subject: (company: string) => string;
  visits: string;
  visitsValue: (visits: number, visitors: number, anonymous: number) => string;
  deck: string;
  deckValue: (pageViews: number, duration: string) => string;
  questionsAsked: string;
  unanswered: string;
  newRequests: string;
  readersTitle: string;
  reader: (pages: number, duration: string, questions: number) => string;
  noReadersText: string;
  noReadersHtml: string;
  questionsTitle: string;
  question: (question: string, askedBy: string, covered: boolean) => string;
  more: (n: number) => string;
  followUpToday: string;
  followUpReason: Record<FollowUpReason, string>;
  investorsTabLine: (url: string) => string;
  pipelineLine: (url: string) => string;
  openInvestorsTab: string;
  openPipeline: string;
  footer: string;
};

/** 'Ann (Fund One)', or the name alone. */
const nameWithFirm = (name: string, firm: string | null) => (firm ? `${name} (${firm})` : name);

export type FirstOpenMailInput = {
  companyName: string;
  investor: { name: string; email: string; firm: string | null };
  detailUrl: string;
  /** The investor's card in the pipeline, to follow up from. */
  pipelineUrl?: string;
  texts: FirstOpenMailTexts;
};

export function renderFirstOpenMail({
  companyName,
  investor,
  detailUrl,
  pipelineUrl,
  texts: t,
}: FirstOpenMailInput): RenderedMail {
  const who = nameWithFirm(investor.name, investor.firm);
  const subject = t.subject(who);
  const intro = t.intro(who, investor.email, companyName);
  const url = assertHttpUrl(detailUrl);
  const card = pipelineUrl ? assertHttpUrl(pipelineUrl) : null;
  const text = [intro, "", t.readLine(url), ...(card ? [t.cardLine(card)] : []), "", t.footer].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<p style="margin:24px 0 0">${linkButton(url, t.seeWhatTheyRead)}</p>`,
    card ? `<p style="margin:12px 0 0">${linkButton(card, t.openCard)}</p>` : "",
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(t.footer) }) };
}

/** '1m 05s', '42s', '2h 03m'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

export type ActivityDigestMailInput = {
  companyName: string;
  digest: ActivityDigest;
  investorsUrl: string | null;
  /** The pipeline's "follow up today" list, and where the pipeline is. */
  followUps?: readonly FollowUpItem[];
  pipelineUrl?: string | null;
  texts: ActivityDigestMailTexts;
};

/**
 * The digest: a summary table, the investors who read, the questions (the first few, then how
 * many more), the follow-ups due, and links to the Investors tab and the pipeline.
 */
export function renderActivityDigestMail({
  companyName,
  digest: d,
  investorsUrl,
  followUps = [],
  pipelineUrl = null,
  texts: t,
}: ActivityDigestMailInput): RenderedMail {
  const subject = t.subject(companyName);
  const summary: [string, string][] = [
    [t.visits, t.visitsValue(d.visits, d.visitors, d.anonymousVisitors)],
    [t.deck, t.deckValue(d.deckPagesViewed, formatDuration(d.deckSeconds))],
    [t.questionsAsked, String(d.questionsAsked)],
    [t.unanswered, String(d.unanswered)],
    [t.newRequests, String(d.newRequests)],
  ];
  const readers = d.readers.map(
    (r) =>
      `${nameWithFirm(r.name, r.firm)}: ${t.reader(r.deckPagesSeen, formatDuration(r.deckSeconds), r.questions)}`,
  );
  const questions = d.questions.map((q) => t.question(q.question, q.askedBy, q.covered));
  const more = d.questionsAsked > d.questions.length ? t.more(d.questionsAsked - d.questions.length) : null;
  const url = investorsUrl ? assertHttpUrl(investorsUrl) : null;
  const pipeline = pipelineUrl ? assertHttpUrl(pipelineUrl) : null;
  const follow = followUps.map((f) => `${nameWithFirm(f.name, f.firm)}: ${t.followUpReason[f.reason]}`);

  const text = [
    subject,
    "",
    ...summary.map(([k, v]) => `${k}: ${v}`),
    "",
    `${t.readersTitle}:`,
    ...(readers.length ? readers.map((r) => `- ${r}`) : [`- ${t.noReadersText}`]),
    ...(questions.length
      ? ["", `${t.questionsTitle}:`, ...questions.map((q) => `- ${q}`), ...(more ? [`- ${more}`] : [])]
      : []),
    ...(follow.length ? ["", `${t.followUpToday}:`, ...follow.map((f) => `- ${f}`)] : []),
    ...(url ? ["", t.investorsTabLine(url)] : []),
    ...(pipeline && follow.length ? [t.pipelineLine(pipeline)] : []),
    "",
    t.footer,
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
    `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(t.readersTitle)}</h2>`,
    readers.length ? list(readers) : `<p style="margin:0 0 16px">${escapeHtml(t.noReadersHtml)}</p>`,
    questions.length
      ? `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(t.questionsTitle)}</h2>${list(more ? [...questions, more] : questions)}`
      : "",
    follow.length
      ? `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(t.followUpToday)}</h2>${list(follow)}`
      : "",
    url ? `<p style="margin:24px 0 0">${linkButton(url, t.openInvestorsTab)}</p>` : "",
    pipeline && follow.length ? `<p style="margin:12px 0 0">${linkButton(pipeline, t.openPipeline)}</p>` : "",
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(t.footer) }) };
}
