/**
 * The admins' daily activity digest: what happened on the investor site in the last 24
 * hours — visits, the investors who read and how much, questions asked (and how many the deck
 * did not answer), new requests. Pure: rows and the window come in; no activity, no digest.
 */
import { type Deck, type EventRow, type QuestionRow, splitVisits, timePerPage } from "./activity";
import { citedPages } from "./citations";

export const DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A digest sent less than this long ago is not sent again (a re-run of the same day's job). */
export const DIGEST_MIN_GAP_MS = 20 * 60 * 60 * 1000;
/** The digest lists at most this many questions; the counts cover all. */
export const DIGEST_QUESTION_LIMIT = 10;

export type DigestWindow = { since: string; until: string };

/** The 24 hours before the job's scheduled time. */
export function digestWindow(now: Date): DigestWindow {
  return { since: new Date(now.getTime() - DIGEST_WINDOW_MS).toISOString(), until: now.toISOString() };
}

/** Whether the company gets a digest now: switched on, and none sent within the last 20 hours. */
export function digestDue(
  company: { notifyDailyDigest: boolean; digestSentAt: string | null },
  now: Date,
): boolean {
  if (!company.notifyDailyDigest) return false;
  return !company.digestSentAt || now.getTime() - Date.parse(company.digestSentAt) >= DIGEST_MIN_GAP_MS;
}

export type DigestReader = {
  name: string;
  firm: string | null;
  deckPagesSeen: number;
  deckSeconds: number;
  questions: number;
};
export type DigestQuestion = { question: string; askedBy: string; covered: boolean };

export type ActivityDigest = DigestWindow & {
  /** Distinct people: each investor once, each anonymous browser once. */
  visitors: number;
  visits: number;
  /** Investors (by name) who opened deck pages or asked questions, most time on the deck first. */
  readers: DigestReader[];
  anonymousVisitors: number;
  deckPagesViewed: number;
  deckSeconds: number;
  questionsAsked: number;
  /** Questions whose answer cited no page of the deck: the deck did not answer them. */
  unanswered: number;
  questions: DigestQuestion[];
  newRequests: number;
};

export type DigestInput = DigestWindow & {
  /** Events of the window. */
  events: readonly EventRow[];
  /** Every visitor id that came through an investor's link (the window's or earlier). */
  links: ReadonlyMap<string, string>;
  investors: readonly { id: string; name: string; firm: string | null }[];
  /** Pitch-deck chat questions of the window, with the reply each got. */
  questions: readonly QuestionRow[];
  /** Document and call requests made in the window. */
  newRequests: number;
  deck: Deck;
};

const inWindow = (iso: string, w: DigestWindow) => iso >= w.since && iso < w.until;

export function activityDigest(input: DigestInput): ActivityDigest | null {
  const events = input.events.filter((e) => inWindow(e.createdAt, input));
  const questions = input.questions.filter((q) => inWindow(q.askedAt, input));
  if (events.length === 0 && questions.length === 0 && input.newRequests === 0) return null;

  const investors = new Map(input.investors.map((i) => [i.id, i]));
  // A browser seen through a link today counts as that investor's too (also for its questions).
  const links = new Map(input.links);
  for (const e of events) if (e.investorId && !links.has(e.visitorId)) links.set(e.visitorId, e.investorId);
  const ownerOf = (visitorId: string, investorId: string | null) => {
    const id = investorId ?? links.get(visitorId) ?? null;
    return id && investors.has(id) ? `i:${id}` : `v:${visitorId}`;
  };
  const people = new Map<string, { events: EventRow[]; questions: QuestionRow[] }>();
  const slot = (key: string) => {
    let s = people.get(key);
    if (!s) people.set(key, (s = { events: [], questions: [] }));
    return s;
  };
  for (const e of events) slot(ownerOf(e.visitorId, e.investorId)).events.push(e);
  for (const q of questions) slot(ownerOf(q.visitorId, null)).questions.push(q);

  const readers: DigestReader[] = [];
  const asked: (DigestQuestion & { at: string })[] = [];
  let visits = 0;
  let anonymousVisitors = 0;
  let deckSeconds = 0;
  for (const [key, p] of people) {
    visits += splitVisits(p.events).length;
    const seconds = Math.round(timePerPage(p.events, input.deck).reduce((a, b) => a + b, 0) / 1000);
    deckSeconds += seconds;
    const investor = key.startsWith("i:") ? investors.get(key.slice(2))! : null;
    const askedBy = investor ? investor.name : `Anonymous ${key.slice(2, 10)}`;
    for (const q of p.questions)
      asked.push({
        question: q.question,
        askedBy,
        covered: !!q.answer && citedPages(q.answer).length > 0,
        at: q.askedAt,
      });
    if (!investor) {
      anonymousVisitors++;
      continue;
    }
    const pages = new Set(
      p.events
        .filter((e) => e.kind === "deck-page" && e.documentId === input.deck?.documentId)
        .map((e) => e.pageNumber),
    );
    if (pages.size === 0 && p.questions.length === 0) continue;
    readers.push({
      name: investor.name,
      firm: investor.firm,
      deckPagesSeen: pages.size,
      deckSeconds: seconds,
      questions: p.questions.length,
    });
  }
  readers.sort(
    (a, b) =>
      b.deckSeconds - a.deckSeconds || b.deckPagesSeen - a.deckPagesSeen || a.name.localeCompare(b.name),
  );
  asked.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    since: input.since,
    until: input.until,
    visitors: people.size,
    visits,
    readers,
    anonymousVisitors,
    deckPagesViewed: events.filter((e) => e.kind === "deck-page").length,
    deckSeconds,
    questionsAsked: asked.length,
    unanswered: asked.filter((q) => !q.covered).length,
    questions: asked.slice(0, DIGEST_QUESTION_LIMIT).map(({ at: _at, ...q }) => q),
    newRequests: input.newRequests,
  };
}
