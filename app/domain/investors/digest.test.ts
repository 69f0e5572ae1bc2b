import { describe, expect, it } from "vitest";

import { formatDuration, renderActivityDigestMail, renderFirstOpenMail } from "../mail/investor-activity";
import type { EventRow, QuestionRow } from "./activity";
import { activityDigest, digestDue, type DigestInput, digestWindow } from "./digest";

const NOW = new Date("2026-11-24T07:00:00.000Z");
const WINDOW = digestWindow(NOW);
const DECK = { documentId: "deck", pageCount: 5 };
/** Minutes before NOW. */
const ago = (min: number) => new Date(NOW.getTime() - min * 60_000).toISOString();

const deckPage = (
  visitorId: string,
  min: number,
  n: number,
  ms: number,
  investorId: string | null = null,
): EventRow => ({
  visitorId,
  investorId,
  kind: "deck-page",
  path: null,
  documentId: "deck",
  pageNumber: n,
  durationMs: ms,
  source: "beacon",
  createdAt: ago(min),
});
const page = (visitorId: string, min: number, investorId: string | null = null): EventRow => ({
  visitorId,
  investorId,
  kind: "page",
  path: "/public/acme",
  documentId: null,
  pageNumber: null,
  durationMs: null,
  source: "server",
  createdAt: ago(min),
});
const question = (visitorId: string, min: number, q: string, answer: string | null): QuestionRow => ({
  visitorId,
  question: q,
  answer,
  askedAt: ago(min),
});

const base: DigestInput = {
  ...WINDOW,
  events: [],
  links: new Map(),
  investors: [
    { id: "ann", name: "Ann", firm: "Fund One" },
    { id: "bob", name: "Bob", firm: null },
  ],
  questions: [],
  newRequests: 0,
  deck: DECK,
};

describe("daily activity digest", () => {
  it("is the 24 hours before the job", () => {
    expect(WINDOW).toEqual({ since: "2026-11-23T07:00:00.000Z", until: "2026-11-24T07:00:00.000Z" });
  });

  it("has nothing to say on a day without activity (older rows do not count)", () => {
    expect(activityDigest(base)).toBeNull();
    expect(
      activityDigest({
        ...base,
        events: [page("v1", 24 * 60 + 1)],
        questions: [question("v1", 25 * 60, "Old?", null)],
      }),
    ).toBeNull();
    expect(activityDigest({ ...base, events: [page("v1", 0)] })).toBeNull();
  });

  it("counts visits, readers, time on the deck, questions, unanswered ones and new requests", () => {
    const digest = activityDigest({
      ...base,
      // v1 came through Ann's link before the window; its events of today are hers.
      links: new Map([["v1", "ann"]]),
      events: [
        page("v1", 300),
        deckPage("v1", 299, 1, 30_000),
        deckPage("v1", 298, 2, 45_000),
        // a second visit of Ann, later
        deckPage("v1", 60, 3, 15_000),
        // Bob's first visit through his link
        deckPage("v2", 100, 1, 5_000, "bob"),
        // an anonymous visitor
        page("v3", 50),
        deckPage("v3", 49, 1, 2_000),
        // too old
        deckPage("v1", 24 * 60 + 5, 4, 99_000),
      ],
      questions: [
        question("v1", 297, "What is the churn?", "We do not know.\n\n_Sources: none._"),
        question("v3", 48, "What is the ARR?", "ARR is 1M.\n\n_Sources: page 2._"),
      ],
      newRequests: 2,
    });
    expect(digest).toMatchObject({
      visitors: 3,
      visits: 4,
      anonymousVisitors: 1,
      deckPagesViewed: 5,
      deckSeconds: 97,
      questionsAsked: 2,
      unanswered: 1,
      newRequests: 2,
    });
    expect(digest!.readers).toEqual([
      { name: "Ann", firm: "Fund One", deckPagesSeen: 3, deckSeconds: 90, questions: 1 },
      { name: "Bob", firm: null, deckPagesSeen: 1, deckSeconds: 5, questions: 0 },
    ]);
    expect(digest!.questions).toEqual([
      { question: "What is the churn?", askedBy: "Ann", covered: false },
      { question: "What is the ARR?", askedBy: "Anonymous v3", covered: true },
    ]);
  });

  it("a question alone or a request alone is activity", () => {
    expect(activityDigest({ ...base, newRequests: 1 })).toMatchObject({
      visits: 0,
      newRequests: 1,
      readers: [],
    });
    expect(activityDigest({ ...base, questions: [question("v9", 5, "Team size?", null)] })).toMatchObject({
      questionsAsked: 1,
      unanswered: 1,
      anonymousVisitors: 1,
    });
  });

  it("is due when switched on and not sent within 20 hours", () => {
    expect(digestDue({ notifyDailyDigest: true, digestSentAt: null }, NOW)).toBe(true);
    expect(digestDue({ notifyDailyDigest: false, digestSentAt: null }, NOW)).toBe(false);
    expect(digestDue({ notifyDailyDigest: true, digestSentAt: ago(60) }, NOW)).toBe(false);
    expect(digestDue({ notifyDailyDigest: true, digestSentAt: ago(24 * 60) }, NOW)).toBe(true);
  });
});

describe("investor activity mails", () => {
  it("first open names the investor and links to their detail page", () => {
    const mail = renderFirstOpenMail({
      companyName: "Acme",
      investor: { name: "Ann <b>", email: "ann@fund.example", firm: "Fund One" },
      detailUrl: "https://ir.example/admin/management/investors?visitor=i%3Aann",
    });
    expect(mail.subject).toBe("Ann <b> (Fund One) opened your pitch deck");
    expect(mail.text).toContain("opened the pitch deck of Acme for the first time");
    expect(mail.text).toContain("https://ir.example/admin/management/investors?visitor=i%3Aann");
    expect(mail.html).toContain("Ann &lt;b&gt;");
    expect(mail.html).not.toContain("<b>");
  });

  it("the digest lists the figures, readers and questions", () => {
    const digest = activityDigest({
      ...base,
      links: new Map(),
      events: [deckPage("v2", 30, 1, 65_000, "bob")],
      questions: [question("v2", 20, "Why now?", null)],
      newRequests: 1,
    })!;
    const mail = renderActivityDigestMail({
      companyName: "Acme",
      digest,
      investorsUrl: "https://ir.example/admin/management/investors",
    });
    expect(mail.subject).toBe("Acme: investor activity of the last 24 hours");
    expect(mail.text).toContain("Visits: 1 by 1 visitor (0 anonymous)");
    expect(mail.text).toContain("Deck: 1 page view, 1m 05s in total");
    expect(mail.text).toContain("Not answered by the deck: 1");
    expect(mail.text).toContain("New requests: 1");
    expect(mail.text).toContain("- Bob: 1 deck page, 1m 05s, 1 question");
    expect(mail.text).toContain('- "Why now?" (Bob) (not answered by the deck)');
    expect(mail.html).toContain("Open the Investors tab");
    const noLink = renderActivityDigestMail({ companyName: "Acme", digest, investorsUrl: null });
    expect(noLink.text).not.toContain("Investors tab:");
  });

  it("durations read as seconds, minutes or hours", () => {
    expect([formatDuration(42), formatDuration(65), formatDuration(3 * 3600 + 4 * 60)]).toEqual([
      "42s",
      "1m 05s",
      "3h 04m",
    ]);
  });
});
