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
  | "page"
  | "deck-page"
  | "download"
  | "request"
  | "subscribe"
  | "mail-click"
  | "gate-email"
  | "email-verified";

export type EventRow = {
  visitorId: string;
  investorId: string | null;
  kind: EventKind;
  /** The page's path: in an investor's export; the tab and the digest do not read it. */
  path?: string | null;
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
/**
 * An earlier (or later) version of the deck than the live one: its number (v1, v2 … in upload
 * order) and, per page, the live page with the same text (app/domain/deck/page-match.ts).
 */
export type DeckVersion = {
  documentId: string;
  number: number;
  pageCount: number;
  /** Index 0 = page 1: the live page this page matches, or null. */
  toLive: readonly (number | null)[];
};

/**
 * The live deck (its own number among the versions) and the other versions visitors read:
 * reading history is kept per version, and pages that say the same count on the live deck.
 */
export type Deck = {
  documentId: string;
  pageCount: number;
  number?: number;
  versions?: readonly DeckVersion[];
} | null;

/** What a visitor read of one version of the deck: "read v2, 100%, 58 s". */
export type VersionReading = {
  number: number;
  live: boolean;
  pagesSeen: number;
  pageCount: number;
  share: number;
  seconds: number;
};

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
  /** Per version of the deck the visitor read, newest version first. */
  deckVersions: VersionReading[];
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
 * Milliseconds per deck page of one visitor (index 0 = page 1), on the live version only. The viewer's beacons give
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
  // Each timestamp is parsed once, and each visitor's events sorted once: a busy round has
  // thousands of visitors, and every step below reads the same times.
  type Slot = { events: EventRow[]; times: number[]; questions: QuestionRow[] };
  const byKey = new Map<VisitorKey, Slot>();
  const slot = (key: VisitorKey) => {
    let s = byKey.get(key);
    if (!s) byKey.set(key, (s = { events: [], times: [], questions: [] }));
    return s;
  };
  for (const inv of input.investors) slot(`i:${inv.id}`);
  for (const e of input.events) {
    const s = slot(owners.get(e.visitorId)!);
    s.events.push(e);
    s.times.push(ms(e.createdAt));
  }
  for (const q of input.questions) slot(owners.get(q.visitorId) ?? `v:${q.visitorId}`).questions.push(q);
  const investors = new Map(input.investors.map((i) => [i.id, i]));
  // Many visitors get the same answer: its cited pages are read once per load.
  const cited = new Map<string, number[]>();
  const pagesOf = (answer: string) => {
    let pages = cited.get(answer);
    if (!pages) cited.set(answer, (pages = citedPages(answer)));
    return [...pages];
  };
  const deck = input.deck && input.deck.pageCount > 0 ? input.deck : null;
  // Every version a deck page may belong to: the live one (its pages map to themselves) and the others.
  const known = new Map<string, DeckVersion>();
  if (deck) {
    for (const v of deck.versions ?? [])
      if (v.documentId !== deck.documentId && v.pageCount > 0) known.set(v.documentId, v);
    known.set(deck.documentId, {
      documentId: deck.documentId,
      number: deck.number ?? 0,
      pageCount: deck.pageCount,
      toLive: Array.from({ length: deck.pageCount }, (_, i) => i + 1),
    });
  }
  const onDeck = (e: EventRow) => {
    if (e.kind !== "deck-page" || !e.documentId || e.pageNumber === null || e.pageNumber < 1) return false;
    const version = known.get(e.documentId);
    return !!version && e.pageNumber <= version.pageCount;
  };

  const out: VisitorDetail[] = [];
  for (const [key, { events, times, questions }] of byKey) {
    const investor = key.startsWith("i:") ? (investors.get(key.slice(2)) ?? null) : null;
    // Events of an investor removed meanwhile: nothing to show under a name.
    if (key.startsWith("i:") && !investor) continue;

    // One pass over the events in their given order: what does not depend on time order.
    const seenOf = new Map<string, Set<number>>();
    const requestRefs = new Set<string>();
    let pagesOpened = 0;
    let downloads = 0;
    let mailClicks = 0;
    let subscribed = false;
    let beacons = false;
    let lastEvent: string | null = null;
    let lastTime = 0;
    let contact: EventRow | null = null;
    let contactTime = 0;
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      const t = times[i]!;
      if (i === 0 || !(lastTime >= t)) {
        lastEvent = e.createdAt;
        lastTime = t;
      }
      if (e.email && (!contact || t >= contactTime)) {
        contact = e;
        contactTime = t;
      }
      if (e.kind === "page") pagesOpened++;
      else if (e.kind === "download") downloads++;
      else if (e.kind === "request") requestRefs.add(e.ref ?? `event:${e.createdAt}`);
      else if (e.kind === "subscribe") subscribed = true;
      else if (e.kind === "mail-click") {
        mailClicks++;
        subscribed = true;
      }
      if (onDeck(e)) {
        let seen = seenOf.get(e.documentId!);
        if (!seen) seenOf.set(e.documentId!, (seen = new Set()));
        seen.add(e.pageNumber!);
        if (e.source === "beacon") beacons = true;
      }
    }

    // The visits, and the deck time of each (timePerPage per visit) and in all (timePerPage).
    const visits = splitTimedVisits(events, times);
    // Milliseconds per page of each version read.
    const perVersion = beacons ? beaconTotals(events, known) : new Map<string, number[]>();
    const addTime = (e: EventRow, gap: number) => {
      let totals = perVersion.get(e.documentId!);
      if (!totals) perVersion.set(e.documentId!, (totals = zeros(known.get(e.documentId!)!.pageCount)));
      totals[e.pageNumber! - 1]! += gap;
    };
    const timeline: Visit[] = visits.map((visit) => {
      const counts = { page: 0, download: 0, request: 0, subscribe: 0, mailClick: 0 };
      let visitBeacons = false;
      for (const { e } of visit) {
        if (e.kind === "page") counts.page++;
        else if (e.kind === "download") counts.download++;
        else if (e.kind === "request") counts.request++;
        else if (e.kind === "subscribe") counts.subscribe++;
        else if (e.kind === "mail-click") counts.mailClick++;
        if (e.source === "beacon" && onDeck(e)) visitBeacons = true;
      }
      let visitMs = 0;
      if (deck) {
        if (visitBeacons) {
          for (const totals of beaconTotals(
            visit.map((v) => v.e),
            known,
          ).values())
            visitMs += totals.reduce((a, b) => a + b, 0);
        } else {
          // Server-recorded pages: the gap to the next later event (capped), found by one
          // backward walk over the time-ordered visit.
          let next = visit.length;
          for (let i = visit.length - 1; i >= 0; i--) {
            const { e, t } = visit[i]!;
            if (i + 1 < visit.length && !(visit[i + 1]!.t <= t)) next = i + 1;
            if (!onDeck(e) || next >= visit.length) continue;
            const gap = Math.min(SERVER_PAGE_CAP_MS, visit[next]!.t - t);
            visitMs += gap;
            if (!beacons) addTime(e, gap);
          }
        }
      }
      return {
        start: visit[0]!.e.createdAt,
        end: visit[visit.length - 1]!.e.createdAt,
        pages: counts.page,
        deckSeconds: Math.round(visitMs / 1000),
        downloads: counts.download,
        requests: counts.request,
        subscriptions: counts.subscribe,
        mailClicks: counts.mailClick,
      };
    });
    // The live deck's pages: read on it, or on a page of another version that says the same.
    const perPage = deck ? zeros(deck.pageCount) : [];
    const seen = new Set<number>();
    let deckMs = 0;
    const deckVersions: VersionReading[] = [];
    for (const version of known.values()) {
      const pagesRead = seenOf.get(version.documentId);
      const totals = perVersion.get(version.documentId);
      if (!pagesRead && !totals) continue;
      for (const page of pagesRead ?? []) {
        const live = version.toLive[page - 1];
        if (live) seen.add(live);
      }
      let ms = 0;
      totals?.forEach((t, i) => {
        ms += t;
        const live = version.toLive[i];
        if (live) perPage[live - 1]! += t;
      });
      deckMs += ms;
      deckVersions.push({
        number: version.number,
        live: version.documentId === deck?.documentId,
        pagesSeen: pagesRead?.size ?? 0,
        pageCount: version.pageCount,
        share: (pagesRead?.size ?? 0) / version.pageCount,
        seconds: Math.round(ms / 1000),
      });
    }
    deckVersions.sort((a, b) => b.number - a.number);
    const deckSeconds = Math.round(deckMs / 1000);

    const asked = questions
      .map((q) => ({ q, t: ms(q.askedAt) }))
      .sort((a, b) => a.t - b.t)
      .map(({ q }) => {
        const pages = q.answer ? pagesOf(q.answer) : [];
        return {
          question: q.question,
          answer: q.answer,
          askedAt: q.askedAt,
          pages,
          covered: pages.length > 0,
        };
      });
    const lastQuestion = asked.length ? asked[asked.length - 1]!.askedAt : null;
    const lastVisit = latest(lastEvent, lastQuestion);
    if (investor) for (const ref of input.requestsByInvestor.get(investor.id) ?? []) requestRefs.add(ref);
    // Reading counts across versions: the live deck's share (with matched pages) or the most
    // read of another version, whichever is more.
    const deckShare = deck ? Math.max(seen.size / deck.pageCount, ...deckVersions.map((v) => v.share)) : 0;
    const summary = {
      key,
      investor,
      label: investor ? investor.name : `Anonymous ${key.slice(2, 10)}`,
      lastVisit,
      visits: visits.length,
      pagesOpened,
      deckPagesSeen: seen.size,
      deckShare,
      deckSeconds,
      questions: asked.length,
      requests: requestRefs.size,
      downloads,
      mailClicks,
      deckVersions,
      subscribed,
      contact:
        investor || !contact
          ? null
          : {
              email: contact.email!,
              verified: contact.kind === "mail-click" || contact.kind === "email-verified",
            },
    };
    out.push({
      ...summary,
      score: interestScore(summary, input.now),
      timeline,
      secondsPerPage: perPage.map((t) => Math.round(t / 1000)),
      pagesSeen: [...seen].sort((a, b) => a - b),
      asked,
    });
  }
  return out;
}

const zeros = (n: number) => Array.from({ length: n }, () => 0);

/** timePerPage's beacon branch for every known version: the viewer's reported times, per version and page. */
function beaconTotals(
  events: readonly EventRow[],
  known: ReadonlyMap<string, DeckVersion>,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const e of events) {
    if (e.kind !== "deck-page" || e.source !== "beacon" || !e.documentId || e.pageNumber === null) continue;
    const version = known.get(e.documentId);
    if (!version || e.pageNumber < 1 || e.pageNumber > version.pageCount) continue;
    let totals = out.get(e.documentId);
    if (!totals) out.set(e.documentId, (totals = zeros(version.pageCount)));
    totals[e.pageNumber - 1]! += Math.max(0, e.durationMs ?? 0);
  }
  return out;
}

/** splitVisits with the times already parsed, kept beside each event. */
function splitTimedVisits(events: readonly EventRow[], times: readonly number[]) {
  const sorted = events.map((e, i) => ({ e, t: times[i]! })).sort((a, b) => a.t - b.t);
  const visits: { e: EventRow; t: number }[][] = [];
  let last = -Infinity;
  for (const item of sorted) {
    if (item.t - last > VISIT_GAP_MS || visits.length === 0) visits.push([]);
    visits[visits.length - 1]!.push(item);
    last = item.t;
  }
  return visits;
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
