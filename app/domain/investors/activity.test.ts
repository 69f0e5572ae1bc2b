import { describe, expect, it } from "vitest";

import {
  type EventRow,
  type InvestorRow,
  readSort,
  sortVisitors,
  summarizeVisitors,
  timePerPage,
  visitorOwners,
} from "./activity";
import { csvField, visitorsCsv } from "./csv";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const DECK = { documentId: "deck", pageCount: 4 };
const at = (min: number) => new Date(Date.parse("2026-11-23T10:00:00.000Z") + min * 60_000).toISOString();

const page = (
  visitorId: string,
  min: number,
  path = "/public/acme",
  investorId: string | null = null,
): EventRow => ({
  visitorId,
  investorId,
  kind: "page",
  path,
  documentId: null,
  pageNumber: null,
  durationMs: null,
  source: "server",
  createdAt: at(min),
});
const deckPage = (
  visitorId: string,
  min: number,
  n: number,
  opts: { ms?: number; investorId?: string | null; documentId?: string } = {},
): EventRow => ({
  visitorId,
  investorId: opts.investorId ?? null,
  kind: "deck-page",
  path: null,
  documentId: opts.documentId ?? "deck",
  pageNumber: n,
  durationMs: opts.ms ?? null,
  source: opts.ms === undefined ? "server" : "beacon",
  createdAt: at(min),
});

const ann: InvestorRow = {
  id: "inv-ann",
  name: "Ann Investor",
  email: "ann@fund.example",
  firm: "Fund",
  expiresAt: null,
  revokedAt: null,
  createdAt: at(-60),
};
const bob: InvestorRow = {
  id: "inv-bob",
  name: "Bob Later",
  email: "bob@vc.example",
  firm: null,
  expiresAt: null,
  revokedAt: null,
  createdAt: at(-60),
};

describe("visitor activity", () => {
  it("gives a visitor id to the investor whose link it came through, its earlier anonymous events included", () => {
    const owners = visitorOwners([page("v1", 0), page("v1", 1, "/public/acme", "inv-ann"), page("v2", 2)]);
    expect(owners.get("v1")).toBe("i:inv-ann");
    expect(owners.get("v2")).toBe("v:v2");
  });

  it("time per page: the beacons' times when there are any (the server's page loads then only mark pages seen)", () => {
    const events = [
      deckPage("v", 0, 1),
      deckPage("v", 1, 1, { ms: 4000 }),
      deckPage("v", 1, 2, { ms: 6000 }),
      deckPage("v", 2, 1, { ms: 1000 }),
      deckPage("v", 2, 3, { ms: 9, documentId: "old-deck" }),
    ];
    expect(timePerPage(events, DECK)).toEqual([5000, 6000, 0, 0]);
  });

  it("time per page without JavaScript: the gap to the next request, capped at two minutes; a visit's last page none", () => {
    const events = [
      deckPage("v", 0, 1),
      deckPage("v", 0.5, 2),
      deckPage("v", 10, 3),
      deckPage("v", 11, 4),
      page("v", 100),
    ];
    // 30 s on page 1; page 2 → 9.5 min later capped at 2 min; page 3 → 1 min; page 4 is its visit's last.
    expect(timePerPage(events, DECK)).toEqual([30_000, 120_000, 60_000, 0]);
    expect(timePerPage(events, null)).toEqual([]);
    // A page load and its deck page share a time, in either order: the gap runs to the next request.
    const tied = [
      deckPage("v", 0, 1),
      page("v", 0, "/public/acme/pitch-deck"),
      page("v", 0.5, "/public/acme/pitch-deck"),
      deckPage("v", 0.5, 2),
      deckPage("v", 1, 3),
    ];
    expect(timePerPage(tied, DECK)).toEqual([30_000, 30_000, 0, 0]);
  });

  it("summarises investors (also those who never came) and anonymous visitors", () => {
    const events = [
      page("v1", 0, "/public/acme/i", "inv-ann"),
      page("v1", 1, "/public/acme/pitch-deck", "inv-ann"),
      deckPage("v1", 2, 1, { ms: 20_000, investorId: "inv-ann" }),
      deckPage("v1", 2, 2, { ms: 40_000, investorId: "inv-ann" }),
      // A second visit the next hour.
      page("v1", 90, "/public/acme/pitch-deck", "inv-ann"),
      page("anon-visitor-1", 5),
    ];
    const rows = summarizeVisitors({
      events,
      investors: [ann, bob],
      questions: [
        {
          visitorId: "v1",
          question: "How much do you raise?",
          answer: "**From the pitch deck:**\n\n> €2M\n\n_Source: page 2._",
          askedAt: at(3),
        },
        {
          visitorId: "v1",
          question: "What is the churn?",
          answer: "The pitch deck doesn't seem to cover that.",
          askedAt: at(4),
        },
      ],
      requestsByInvestor: new Map([["inv-ann", ["document:r1"]]]),
      deck: DECK,
      now: NOW,
    });
    const a = rows.find((r) => r.key === "i:inv-ann")!;
    expect(a).toMatchObject({
      label: "Ann Investor",
      visits: 2,
      pagesOpened: 3,
      deckPagesSeen: 2,
      deckShare: 0.5,
      deckSeconds: 60,
      questions: 2,
      requests: 1,
      lastVisit: at(90),
    });
    expect(a.secondsPerPage).toEqual([20, 40, 0, 0]);
    expect(a.timeline).toHaveLength(2);
    expect(a.timeline[0]).toMatchObject({ start: at(0), end: at(2), pages: 2, deckSeconds: 60 });
    expect(a.asked.map((q) => [q.pages, q.covered])).toEqual([
      [[2], true],
      [[], false],
    ]);
    expect(a.score.parts).toEqual({
      recency: 25,
      depth: 13,
      time: 2,
      revisits: 3,
      questions: 7,
      requests: 5,
    });
    expect(a.score.total).toBe(55);
    const b = rows.find((r) => r.key === "i:inv-bob")!;
    expect(b).toMatchObject({ visits: 0, lastVisit: null, score: { total: 0 } });
    const anon = rows.find((r) => r.key === "v:anon-visitor-1")!;
    expect(anon).toMatchObject({ label: "Anonymous anon-vis", investor: null, visits: 1, pagesOpened: 1 });
  });

  it("counts downloads, mail clicks and requests per visitor, anonymous ones included, and keeps the address a visitor gave", () => {
    const ev = (
      visitorId: string,
      min: number,
      kind: EventRow["kind"],
      extra: Partial<EventRow> = {},
    ): EventRow => ({ ...page(visitorId, min), kind, path: null, ...extra });
    const rows = summarizeVisitors({
      events: [
        page("anon", 0),
        ev("anon", 0, "gate-email", { email: "someone@fund.example" }),
        ev("anon", 1, "download", { documentId: "deck" }),
        ev("anon", 2, "request", { ref: "document:r9", email: "someone@fund.example" }),
        ev("anon", 3, "subscribe", { email: "someone@fund.example" }),
        ev("reader", 0, "mail-click", { email: "reader@vc.example" }),
        ev("checked", 0, "email-verified", { email: "kim@vc.example" }),
        ev("v-ann", 0, "request", { ref: "document:r1", investorId: "inv-ann" }),
        ev("v-ann", 1, "request", { ref: "call:c1", investorId: "inv-ann" }),
      ],
      investors: [ann],
      questions: [],
      // The document request recorded as an event is also among the investor's filed requests: counted once.
      requestsByInvestor: new Map([["inv-ann", ["document:r1", "call:c7"]]]),
      deck: DECK,
      now: NOW,
    });
    // An address verified with a code at the gate is a verified contact, like an update mail's click.
    expect(rows.find((r) => r.key === "v:checked")!.contact).toEqual({
      email: "kim@vc.example",
      verified: true,
    });
    const anon = rows.find((r) => r.key === "v:anon")!;
    expect(anon).toMatchObject({
      requests: 1,
      downloads: 1,
      mailClicks: 0,
      subscribed: true,
      contact: { email: "someone@fund.example", verified: false },
      visits: 1,
    });
    expect(anon.score.parts.requests).toBe(5);
    expect(anon.timeline[0]).toMatchObject({
      pages: 1,
      downloads: 1,
      requests: 1,
      subscriptions: 1,
      mailClicks: 0,
    });
    expect(rows.find((r) => r.key === "v:reader")).toMatchObject({
      mailClicks: 1,
      subscribed: true,
      contact: { email: "reader@vc.example", verified: true },
    });
    expect(rows.find((r) => r.key === "i:inv-ann")).toMatchObject({ requests: 3, contact: null });
  });

  it("sorts by any column, ties by name; unknown sort keys fall back to the score", () => {
    const rows = summarizeVisitors({
      events: [page("x", 0), page("y", 0), page("y", 50)],
      investors: [ann],
      questions: [],
      requestsByInvestor: new Map(),
      deck: DECK,
      now: NOW,
    });
    expect(sortVisitors(rows, "visits", "desc").map((r) => r.key)).toEqual(["v:y", "v:x", "i:inv-ann"]);
    expect(sortVisitors(rows, "name", "asc").map((r) => r.label)).toEqual([
      "Ann Investor",
      "Anonymous x",
      "Anonymous y",
    ]);
    expect(readSort("constructor", "sideways")).toEqual({ key: "score", dir: "desc" });
    expect(readSort("name", null)).toEqual({ key: "name", dir: "asc" });
  });

  it("exports CSV with the score's parts, quoting and neutralising formulas", () => {
    const rows = summarizeVisitors({
      events: [],
      investors: [{ ...ann, name: '=HYPERLINK("x")', firm: "A, B" }],
      questions: [],
      requestsByInvestor: new Map(),
      deck: DECK,
      now: NOW,
    });
    const csv = visitorsCsv(rows);
    const [header, line] = csv.trim().split("\r\n");
    expect(header).toBe(
      "name,email,firm,type,last_visit,visits,deck_pages_seen,deck_share_pct,deck_seconds,questions,requests,downloads,mail_clicks,email_verified,interest_score,score_recency,score_depth,score_time,score_revisits,score_questions,score_requests",
    );
    expect(line).toBe(
      `"'=HYPERLINK(""x"")",ann@fund.example,"A, B",investor,,0,0,0,0,0,0,0,0,,0,0,0,0,0,0,0`,
    );
    expect(csvField(-3)).toBe("-3");
  });
});

describe("reading history per deck version", () => {
  // v1 had 3 pages; v2 (live) has 4: its pages 1 and 3 say what v1's pages 1 and 2 said.
  const V2 = {
    documentId: "v2",
    pageCount: 4,
    number: 2,
    versions: [{ documentId: "v1", number: 1, pageCount: 3, toLive: [1, 3, null] }],
  };
  const run = (events: EventRow[], deck: typeof V2 | typeof DECK = V2) =>
    summarizeVisitors({
      events,
      investors: [ann],
      questions: [],
      requestsByInvestor: new Map(),
      deck,
      now: NOW,
    });

  it("keeps what an investor read of an earlier version, and counts it on the matching live pages", () => {
    const events = [
      deckPage("v-ann", 0, 1, { ms: 20_000, investorId: "inv-ann", documentId: "v1" }),
      deckPage("v-ann", 1, 2, { ms: 20_000, investorId: "inv-ann", documentId: "v1" }),
      deckPage("v-ann", 2, 3, { ms: 18_000, investorId: "inv-ann", documentId: "v1" }),
    ];
    const [row] = run(events);
    expect(row!.deckVersions).toEqual([
      { number: 1, live: false, pagesSeen: 3, pageCount: 3, share: 1, seconds: 58 },
    ]);
    // Reading across versions: all of v1 counts as the whole deck read, with its 58 s.
    expect(row!.deckShare).toBe(1);
    expect(row!.deckSeconds).toBe(58);
    expect(row!.pagesSeen).toEqual([1, 3]);
    expect(row!.secondsPerPage).toEqual([20, 0, 20, 0]);
    // The same reading scores the same as it did while v1 was live.
    const before = run(events, { documentId: "v1", pageCount: 3 })[0]!;
    expect(row!.score.total).toBe(before.score.total);
    expect(row!.score.parts.depth).toBe(25);
  });

  it("lists each version read, newest first, with its own share and time", () => {
    const [row] = run([
      deckPage("v-ann", 0, 1, { ms: 10_000, investorId: "inv-ann", documentId: "v1" }),
      deckPage("v-ann", 60, 2, { ms: 5_000, investorId: "inv-ann", documentId: "v2" }),
      deckPage("v-ann", 61, 4, { ms: 5_000, investorId: "inv-ann", documentId: "v2" }),
    ]);
    expect(row!.deckVersions).toEqual([
      { number: 2, live: true, pagesSeen: 2, pageCount: 4, share: 0.5, seconds: 10 },
      { number: 1, live: false, pagesSeen: 1, pageCount: 3, share: 1 / 3, seconds: 10 },
    ]);
    // Live pages 2 and 4 read on v2, page 1 through v1's matching page.
    expect(row!.pagesSeen).toEqual([1, 2, 4]);
    expect(row!.deckShare).toBe(0.75);
    expect(row!.deckSeconds).toBe(20);
  });

  it("pages of a version the deck does not know (deleted) are not counted", () => {
    const [row] = run([deckPage("v-ann", 0, 1, { ms: 10_000, investorId: "inv-ann", documentId: "gone" })]);
    expect(row!.deckVersions).toEqual([]);
    expect(row!.deckSeconds).toBe(0);
  });
});
