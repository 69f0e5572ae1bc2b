/**
 * From recorded events to what the Investors tab shows per visitor: visits, pages, time per
 * deck page, questions, requests and the interest score. Pure: rows and "now" come in.
 */
import { citedPages } from "./citations";
import { type InterestScore, interestScore } from "./score";

/** A pause longer than this starts a new visit. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Without JavaScript a deck page's time is the gap to the visitor's next request, at most this. */
export const SERVER_PAGE_CAP_MS = 2 * 60 * 1000;

export type EventKind =
  "page" | "deck-page" | "download" | "request" | "subscribe" | "mail-click" | "gate-email";

export type EventRow = {
  visitorId: string;
  investorId: string | null;
  kind: EventKind;
  path: string | null;
  documentId: string | null;
  pageNumber: number | null;
  durationMs: number | null;
  source: "server" | "beacon";
  /** The address given at the gate, when subscribing or requesting, or the subscriber a mail went to. */
  email?: string | null;
  /** 'request': `document:{id}` / `call:{id}`. */
  ref?: string | null;
  createdAt: string;
};

export type InvestorRow = {
  id: string;
  name: string;
  email: string;
  firm: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
};
export type QuestionRow = { visitorId: string; question: string; answer: string | null; askedAt: string };
export type Deck = { documentId: string; pageCount: number } | null;

export type VisitorKey = `i:${string}` | `v:${string}`;

export type Visit = {
  start: string;
  end: string;
  pages: number;
  deckSeconds: number;
  downloads: number;
  requests: number;
  subscriptions: number;
  mailClicks: number;
};
export type AskedQuestion = {
  question: string;
  answer: string | null;
  askedAt: string;
  pages: number[];
  covered: boolean;
};

export type VisitorSummary = {
  key: VisitorKey;
  investor: InvestorRow | null;
  /** The investor's name, or 'Anonymous ' and the visitor id's first 8 characters. */
  label: string;
  lastVisit: string | null;
  visits: number;
  pagesOpened: number;
  deckPagesSeen: number;
  deckShare: number;
  deckSeconds: number;
  questions: number;
  requests: number;
  downloads: number;
  mailClicks: number;
  subscribed: boolean;
  /**
   * An anonymous visitor's address: the latest one they gave (at the gate, subscribing or
   * requesting: unverified) or the subscriber an update mail went to (verified).
   */
  contact: { email: string; verified: boolean } | null;
  score: InterestScore;
};

export type VisitorDetail = VisitorSummary & {
  timeline: Visit[];
  secondsPerPage: number[];
  pagesSeen: number[];
  asked: AskedQuestion[];
};

const ms = (iso: string) => Date.parse(iso);

/**
 * Whose a visitor id is: an investor's once any of its events came through their link
 * (also the anonymous events before it), otherwise its own anonymous visitor.
 */
export function visitorOwners(events: readonly EventRow[]): Map<string, VisitorKey> {
  const owners = new Map<string, VisitorKey>();
  for (const e of events)
    if (e.investorId && !owners.has(e.visitorId)) owners.set(e.visitorId, `i:${e.investorId}`);
  for (const e of events) if (!owners.has(e.visitorId)) owners.set(e.visitorId, `v:${e.visitorId}`);
  return owners;
}

/** Events in time order, split into visits at pauses longer than VISIT_GAP_MS. */
export function splitVisits<T extends { createdAt: string }>(events: readonly T[]): T[][] {
  // Each timestamp parsed once (a sort would parse it at every comparison).
  const sorted = events.map((e) => ({ e, t: ms(e.createdAt) })).sort((a, b) => a.t - b.t);
  const visits: T[][] = [];
  let last = -Infinity;
  for (const { e, t } of sorted) {
    if (t - last > VISIT_GAP_MS || visits.length === 0) visits.push([]);
    visits[visits.length - 1]!.push(e);
    last = t;
  }
  return visits;
}

/**
 * Milliseconds per deck page of one visitor (index 0 = page 1). The viewer's beacons give
 * the time when there are any; a visitor without them (JavaScript off) gets, per page the
 * server showed, the gap to their next request (capped), the last page of a visit none.
 */
export function timePerPage(events: readonly EventRow[], deck: Deck): number[] {
  if (!deck || deck.pageCount <= 0) return [];
  const totals = Array.from({ length: deck.pageCount }, () => 0);
  const onDeck = (e: EventRow) =>
    e.kind === "deck-page" &&
    e.documentId === deck.documentId &&
    e.pageNumber !== null &&
    e.pageNumber >= 1 &&
    e.pageNumber <= deck.pageCount;
  const beacons = events.filter((e) => onDeck(e) && e.source === "beacon");
  if (beacons.length > 0) {
    for (const e of beacons) totals[e.pageNumber! - 1]! += Math.max(0, e.durationMs ?? 0);
    return totals;
  }
  for (const visit of splitVisits(events)) {
    const times = visit.map((e) => ms(e.createdAt));
    visit.forEach((e, i) => {
      if (!onDeck(e)) return;
      // The next request: the first later event (the page load recorded with it shares its time).
      let j = i + 1;
      while (j < visit.length && times[j]! <= times[i]!) j++;
      if (j < visit.length) totals[e.pageNumber! - 1]! += Math.min(SERVER_PAGE_CAP_MS, times[j]! - times[i]!);
    });
  }
  return totals;
}

function pagesSeen(events: readonly EventRow[], deck: Deck): Set<number> {
  const seen = new Set<number>();
  if (!deck) return seen;
  for (const e of events) {
    if (
      e.kind === "deck-page" &&
      e.documentId === deck.documentId &&
      e.pageNumber !== null &&
      e.pageNumber >= 1 &&
      e.pageNumber <= deck.pageCount
    )
      seen.add(e.pageNumber);
  }
  return seen;
}

const count = (events: readonly EventRow[], kind: EventKind) =>
  events.reduce((n, e) => (e.kind === kind ? n + 1 : n), 0);

/** The latest address an anonymous visitor gave or was mailed at; only an update mail's subscriber is verified. */
function contactOf(events: readonly EventRow[]): VisitorSummary["contact"] {
  let found: EventRow | null = null;
  for (const e of events) if (e.email && (!found || ms(e.createdAt) >= ms(found.createdAt))) found = e;
  return found ? { email: found.email!, verified: found.kind === "mail-click" } : null;
}

const latest = (a: string | null, b: string | null) => (!a ? b : !b ? a : ms(a) >= ms(b) ? a : b);

export type ActivityInput = {
  events: readonly EventRow[];
  investors: readonly InvestorRow[];
  questions: readonly QuestionRow[];
  /**
   * Requests (documents, calls) per investor id — those their personal link's grant filed —
   * each as `document:{id}` / `call:{id}`: an investor's requests are these and the ones their
   * visitor ids made. Never matched by the name or address typed in a request.
   */
  requestsByInvestor: ReadonlyMap<string, readonly string[]>;
  deck: Deck;
  now: Date;
};

/** One detail per investor (also those who never came) and per anonymous visitor. */
export function summarizeVisitors(input: ActivityInput): VisitorDetail[] {
  const owners = visitorOwners(input.events);
  const byKey = new Map<VisitorKey, { events: EventRow[]; questions: QuestionRow[] }>();
  const slot = (key: VisitorKey) => {
    let s = byKey.get(key);
    if (!s) byKey.set(key, (s = { events: [], questions: [] }));
    return s;
  };
  for (const inv of input.investors) slot(`i:${inv.id}`);
  for (const e of input.events) slot(owners.get(e.visitorId)!).events.push(e);
  for (const q of input.questions) slot(owners.get(q.visitorId) ?? `v:${q.visitorId}`).questions.push(q);
  const investors = new Map(input.investors.map((i) => [i.id, i]));

  const out: VisitorDetail[] = [];
  for (const [key, { events, questions }] of byKey) {
    const investor = key.startsWith("i:") ? (investors.get(key.slice(2)) ?? null) : null;
    // Events of an investor removed meanwhile: nothing to show under a name.
    if (key.startsWith("i:") && !investor) continue;
    const visits = splitVisits(events);
    const perPage = timePerPage(events, input.deck);
    const seen = pagesSeen(events, input.deck);
    const deckSeconds = Math.round(perPage.reduce((a, b) => a + b, 0) / 1000);
    const asked = [...questions]
      .sort((a, b) => ms(a.askedAt) - ms(b.askedAt))
      .map((q) => {
        const pages = q.answer ? citedPages(q.answer) : [];
        return {
          question: q.question,
          answer: q.answer,
          askedAt: q.askedAt,
          pages,
          covered: pages.length > 0,
        };
      });
    const lastEvent = events.length
      ? events.reduce((a, b) => (ms(a.createdAt) >= ms(b.createdAt) ? a : b)).createdAt
      : null;
    const lastQuestion = asked.length ? asked[asked.length - 1]!.askedAt : null;
    const lastVisit = latest(lastEvent, lastQuestion);
    const requestRefs = new Set(
      events.filter((e) => e.kind === "request").map((e) => e.ref ?? `event:${e.createdAt}`),
    );
    if (investor) for (const ref of input.requestsByInvestor.get(investor.id) ?? []) requestRefs.add(ref);
    const deckShare = input.deck && input.deck.pageCount > 0 ? seen.size / input.deck.pageCount : 0;
    const summary = {
      key,
      investor,
      label: investor ? investor.name : `Anonymous ${key.slice(2, 10)}`,
      lastVisit,
      visits: visits.length,
      pagesOpened: events.filter((e) => e.kind === "page").length,
      deckPagesSeen: seen.size,
      deckShare,
      deckSeconds,
      questions: asked.length,
      requests: requestRefs.size,
      downloads: count(events, "download"),
      mailClicks: count(events, "mail-click"),
      subscribed: events.some((e) => e.kind === "subscribe" || e.kind === "mail-click"),
      contact: investor ? null : contactOf(events),
    };
    out.push({
      ...summary,
      score: interestScore(summary, input.now),
      timeline: visits.map((v) => ({
        start: v[0]!.createdAt,
        end: v[v.length - 1]!.createdAt,
        pages: count(v, "page"),
        deckSeconds: Math.round(timePerPage(v, input.deck).reduce((a, b) => a + b, 0) / 1000),
        downloads: count(v, "download"),
        requests: count(v, "request"),
        subscriptions: count(v, "subscribe"),
        mailClicks: count(v, "mail-click"),
      })),
      secondsPerPage: perPage.map((t) => Math.round(t / 1000)),
      pagesSeen: [...seen].sort((a, b) => a - b),
      asked,
    });
  }
  return out;
}

export const SORT_KEYS = [
  "score",
  "name",
  "lastVisit",
  "visits",
  "deckShare",
  "deckSeconds",
  "questions",
  "requests",
  "downloads",
  "mailClicks",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

export function readSort(key: string | null, dir: string | null): { key: SortKey; dir: SortDir } {
  const k = (SORT_KEYS as readonly string[]).includes(key ?? "") ? (key as SortKey) : "score";
  const d: SortDir = dir === "asc" || dir === "desc" ? dir : k === "name" ? "asc" : "desc";
  return { key: k, dir: d };
}

const sortValue = (v: VisitorSummary, key: SortKey): number | string => {
  switch (key) {
    case "score":
      return v.score.total;
    case "name":
      return v.label.toLowerCase();
    case "lastVisit":
      return v.lastVisit ? ms(v.lastVisit) : -Infinity;
    default:
      return v[key];
  }
};

/** Sorted by one column; ties by name, so the order is stable. */
export function sortVisitors<T extends VisitorSummary>(rows: readonly T[], key: SortKey, dir: SortDir): T[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const c =
      typeof x === "string" && typeof y === "string" ? x.localeCompare(y) : (x as number) - (y as number);
    return c !== 0 ? sign * c : a.label.localeCompare(b.label);
  });
}
