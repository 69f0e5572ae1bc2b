/**
 * The Investors tab's own copy (docs/product.md#admin-panel-investors), in English: the invite
 * form, the table, the link controls, what investors ask, the deck insights, one visitor's
 * detail page and their data — titles, labels, buttons, toasts, refusals and empty states.
 * Texts a rule builds (the CSV) stay beside that rule; what the public site says about links and recording is in app/domain/site/texts.ts.
 */
import type { ExpiryProblem, LinkState } from "../../domain/investors/links";
import type { ScorePart } from "../../domain/investors/score";

/** The field names of the invite form's length messages. */
const tooLong = (field: string, max: number) => `${field} is too long (at most ${max} characters).`;

/** The actions' toasts and refusals. */
export const INVESTOR_TEXTS = {
  invited: "Investor invited: the personal link is on its way.",
  invitedDescription: (name: string, email: string) => `${name} <${email}>`,
  duplicate: "This investor has already been invited.",
  inviteFailed: "The invite could not be sent. Please try again.",
  /** The daily invite limit (INVITES_PER_COMPANY_PER_DAY) is reached. */
  inviteLimit: (max: number, remainingMs: number) => {
    const hours = Math.max(1, Math.ceil(remainingMs / 3_600_000));
    return `Your company can send at most ${max} invites a day. Try again in ${hours} ${hours === 1 ? "hour" : "hours"}.`;
  },
  revoked: "Link revoked.",
  extended: "Expiry saved.",
  notFound: "This investor was not found.",
  forgotten:
    "Investor forgotten: their visits, questions, requests, subscription, mails and link are deleted.",
  confirmForget: "Tick the box to confirm that everything recorded about this investor is deleted.",
  confirmRevoke:
    "Confirm that the link should be revoked: open 'Revoke link' and choose 'Yes, revoke the link'.",
} as const;

/** 'Invite an investor' and its validation messages. */
export const INVITE_TEXTS = {
  title: "Invite an investor",
  intro:
    "The investor receives a personal link by email: it opens the investor site without the access code and shows you what they read and ask.",
  name: "Name",
  email: "Email",
  firm: "Firm (optional)",
  expires: "Expires on (optional)",
  submit: "Send invite",
  submitting: "Sending...",
  nameRequired: "Enter the investor's name.",
  emailRequired: "Enter the investor's email address.",
  emailInvalid: "Enter a valid email address.",
  nameTooLong: tooLong("Name", 120),
  emailTooLong: tooLong("This email address", 254),
  firmTooLong: tooLong("Firm", 200),
} as const;

export const LINK_STATE_LABELS: Record<LinkState, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/** A link's state and its controls in the table. */
export const LINK_TEXTS = {
  column: "Link",
  until: (day: string) => ` · until ${day}`,
  expiresOn: "Expires on",
  saveExpiry: "Save expiry",
  revoke: "Revoke link",
  /** The row's menu (details/summary). */
  menu: "Actions",
  menuFor: (name: string) => `Actions for ${name}`,
  details: "Open details",
  revokeConfirm: (name: string) =>
    `Revoke ${name}'s personal link? It stops opening the investor site at once; this cannot be undone.`,
  revokeYes: "Yes, revoke the link",
} as const;

/** The interest score's parts, as the table and the detail page name them. */
export const SCORE_PART_LABELS: Record<ScorePart, string> = {
  recency: "Recency",
  depth: "Deck depth",
  time: "Time on deck",
  revisits: "Revisits",
  questions: "Questions",
  requests: "Requests",
};

/** A link's expiry date refused (parseExpiry says why). */
export const EXPIRY_MESSAGES = {
  invalid: "Enter the expiry date as a date (YYYY-MM-DD).",
  past: "The expiry date must be today or later.",
  tooFar: "The expiry date can be at most 2 years ahead.",
} as const satisfies Record<ExpiryProblem, string>;

/** Where a value is missing. */
export const NONE = "—";

/** 'Investors and visitors'. */
export const INVESTORS_TABLE_TEXTS = {
  title: "Investors and visitors",
  scoreLegend: (parts: string) => `Interest score 0–100: ${parts}.`,
  exportCsv: "Export CSV",
  empty: "No investors or visitors yet. Invite an investor to send a personal link.",
  visitorNotFound: "This visitor was not found.",
  anonymous: "Anonymous visitor",
  subscribed: "Subscribed to updates",
  unverified: "unverified",
  columns: {
    name: "Name",
    lastVisit: "Last visit",
    visits: "Visits",
    deckShare: "Deck seen",
    deckSeconds: "Deck time",
    questions: "Questions",
    requests: "Requests",
    downloads: "Downloads",
    mailClicks: "Mail clicks",
    score: "Interest",
  },
} as const;

/** 'What investors ask'. */
export const DIGEST_TEXTS = {
  title: "What investors ask",
  intro:
    "Similar questions grouped by topic, with how many investors asked and the deck pages the answers cited.",
  empty: "No questions asked yet.",
  toDo: (count: number) => `To do for the next deck version (${count})`,
  allCovered: "The deck answered every topic investors asked about.",
  notCovered: (askers: number, topic: string) =>
    `${askers} ${askers === 1 ? "investor" : "investors"} asked about ${topic}; the deck does not cover it.`,
  example: (question: string) => `For example: “${question}”`,
  columns: {
    topic: "Topic",
    investors: "Investors",
    questions: INVESTORS_TABLE_TEXTS.columns.questions,
    askedAs: "Asked as",
    pagesCited: "Pages cited",
  },
  also: (questions: readonly string[]) => `Also: ${questions.map((q) => `“${q}”`).join(" · ")}`,
  uncovered: "Not covered",
  /** No answer cited a page, but these pages of the live deck name the topic. */
  namedOn: (pages: string) => `Not cited; the deck names it on ${pages}`,
} as const;

/** 'Deck insights'. */
export const INSIGHTS_TEXTS = {
  title: "Deck insights",
  intro: (readers: number) =>
    `Per page of the live deck: how many of the ${readers} ${readers === 1 ? "reader" : "readers"} saw it, their median time, and what they asked about it.`,
  columns: {
    page: "Page",
    viewers: "Viewers",
    reached: "Reached",
    medianTime: "Median time",
    questions: "Questions citing it",
  },
  notCoveredTitle: (count: number) => `Not covered by the deck (${count})`,
  allCovered: "Every question so far was answered from the deck.",
} as const;

/** One visitor's detail page. */
export const VISITOR_DETAIL_TEXTS = {
  back: "← All investors",
  score: "Interest score",
  scoreParts: "Score parts",
  timePerPage: "Time per deck page",
  versionsRead: "Deck versions read",
  /** One version's reading: "read v2 (live), 100%, 58s". */
  versionRead: (v: { number: number; live: boolean; share: number; seconds: number }) =>
    `read v${v.number}${v.live ? " (live)" : ""}, ${Math.round(v.share * 100)}%, ${duration(v.seconds)}`,
  noDeck: "No live pitch deck with pages.",
  page: (n: number) => `Page ${n}`,
  noVisits: "No visits yet.",
  visit: (pages: number, deckTime: string) =>
    ` — ${pages} ${pages === 1 ? "page" : "pages"} opened, ${deckTime} on the deck`,
  questions: (count: number) => `Questions (${count})`,
  noQuestions: "No questions asked.",
  cited: (pages: readonly number[]) => `Cited: ${pagesList(pages)}`,
  notCovered: "Not covered by the deck",
  answer: "Answer",
  counts: (v: { requests: number; downloads: number; mailClicks: number; subscribed: boolean }) =>
    `Requests (documents, calls): ${v.requests} · Downloads: ${v.downloads} · Clicks from update mails: ${v.mailClicks}${v.subscribed ? " · Subscribed to updates" : ""}`,
} as const;

/** 'Their data': the export and 'Forget this investor'. */
export const PRIVACY_TEXTS = {
  title: "Their data",
  intro: (name: string) =>
    `Everything recorded about ${name}: their profile, visits and pages, questions with the answers they got, and requests.`,
  export: "Export data (JSON)",
  forgetTitle: "Forget this investor",
  forgetBody:
    "Deletes their visits, pages, questions and chats, and their personal link, for good. Other investors' data stays.",
  confirm: (name: string) =>
    `I understand that everything recorded about ${name} is deleted and cannot be restored.`,
  forget: "Forget investor",
  forgetting: "Deleting...",
} as const;

/** Seconds as '42s' or '3m 5s'. */
export function duration(seconds: number): string {
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** Deck pages as 'page 1, page 3'. */
export function pagesList(pages: readonly number[]): string {
  return pages.map((p) => `page ${p}`).join(", ");
}

/** What else a visit held besides pages: downloads, requests, subscriptions, clicks from an update mail. */
export function visitActions(v: {
  downloads: number;
  requests: number;
  subscriptions: number;
  mailClicks: number;
}): string {
  const parts = [
    v.mailClicks ? `came from an update mail${v.mailClicks > 1 ? ` (${v.mailClicks} clicks)` : ""}` : "",
    v.downloads ? `downloaded the deck${v.downloads > 1 ? ` ${v.downloads} times` : ""}` : "",
    v.requests ? `${v.requests} ${v.requests === 1 ? "request" : "requests"}` : "",
    v.subscriptions ? "subscribed to updates" : "",
  ].filter(Boolean);
  return parts.length ? `; ${parts.join(", ")}` : "";
}
