import { describe, expect, it } from "vitest";

import {
  type ActivityDigestMailTexts,
  type FirstOpenMailTexts,
  formatDuration,
  renderActivityDigestMail,
  renderFirstOpenMail,
} from "../mail/investor-activity";
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

/** Words that name themselves, so the tests read the mails' structure, not their wording (app/copy tests that). */
const FIRST_OPEN: FirstOpenMailTexts = {
  subject: (who) => `[subject ${who}]`,
  intro: (who, email, company) => `[intro ${who} ${email} ${company}]`,
  readLine: (url) => `[read ${url}]`,
  cardLine: (url) => `[card ${url}]`,
  seeWhatTheyRead: "[see]",
  openCard: "[open card]",
  footer: "[footer]",
};
const DIGEST: ActivityDigestMailTexts = {
  subject: (company) => `[subject ${company}]`,
  visits: "[visits]",
  visitsValue: (visits, visitors, anonymous) => `${visits}/${visitors}/${anonymous}`,
  deck: "[deck]",
  deckValue: (pageViews, duration) => `${pageViews} ${duration}`,
  questionsAsked: "[asked]",
  unanswered: "[unanswered]",
  newRequests: "[requests]",
  readersTitle: "[readers]",
  reader: (pages, duration, questions) => `${pages} ${duration} ${questions}`,
  noReadersText: "[none]",
  noReadersHtml: "[None]",
  questionsTitle: "[questions]",
  question: (question, askedBy, covered) => `${question} ${askedBy} ${covered}`,
  more: (n) => `[+${n}]`,
  followUpToday: "[follow up]",
  followUpReason: { engaged: "[engaged]", planned: "[planned]" },
  investorsTabLine: (url) => `[tab ${url}]`,
  pipelineLine: (url) => `[pipeline ${url}]`,
  openInvestorsTab: "[open tab]",
  openPipeline: "[open pipeline]",
  footer: "[footer]",
};

describe("investor activity mails", () => {
  it("first open names the investor, links to their detail page and their card, escaped", () => {
    const mail = renderFirstOpenMail({
      companyName: "Acme",
      investor: { name: "Ann <b>", email: "ann@fund.example", firm: "Fund One" },
      detailUrl: "https://ir.example/admin/management/investors?visitor=i%3Aann",
      pipelineUrl: "https://ir.example/admin/pipeline?investor=ann",
      texts: FIRST_OPEN,
    });
    expect(mail.subject).toBe("[subject Ann <b> (Fund One)]");
    expect(mail.text).toBe(
      [
        "[intro Ann <b> (Fund One) ann@fund.example Acme]",
        "",
        "[read https://ir.example/admin/management/investors?visitor=i%3Aann]",
        "[card https://ir.example/admin/pipeline?investor=ann]",
        "",
        "[footer]",
      ].join("\n"),
    );
    expect(mail.html).toContain("Ann &lt;b&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html.indexOf("[see]")).toBeLessThan(mail.html.indexOf("[open card]"));
    const noCard = renderFirstOpenMail({
      companyName: "Acme",
      investor: { name: "Bob", email: "bob@x.example", firm: null },
      detailUrl: "https://ir.example/d",
      texts: FIRST_OPEN,
    });
    expect(noCard.subject).toBe("[subject Bob]");
    expect(noCard.text).not.toContain("[card");
    expect(noCard.html).not.toContain("[open card]");
    expect(() =>
      renderFirstOpenMail({
        companyName: "Acme",
        investor: { name: "B", email: "b@x.example", firm: null },
        detailUrl: "javascript:alert(1)",
        texts: FIRST_OPEN,
      }),
    ).toThrow();
  });

  it("the digest lists the figures, readers, questions and follow-ups, in that order", () => {
    const digest = activityDigest({
      ...base,
      links: new Map(),
      events: [deckPage("v2", 30, 1, 65_000, "bob")],
      questions: [question("v2", 20, "Why <now>?", null)],
      newRequests: 1,
    })!;
    const mail = renderActivityDigestMail({
      companyName: "Acme",
      digest,
      investorsUrl: "https://ir.example/admin/management/investors",
      followUps: [{ id: "ann", name: "Ann", firm: "Fund One", reason: "planned" }],
      pipelineUrl: "https://ir.example/admin/pipeline",
      texts: DIGEST,
    });
    expect(mail.subject).toBe("[subject Acme]");
    expect(mail.text).toBe(
      [
        "[subject Acme]",
        "",
        "[visits]: 1/1/0",
        "[deck]: 1 1m 05s",
        "[asked]: 1",
        "[unanswered]: 1",
        "[requests]: 1",
        "",
        "[readers]:",
        "- Bob: 1 1m 05s 1",
        "",
        "[questions]:",
        "- Why <now>? Bob false",
        "",
        "[follow up]:",
        "- Ann (Fund One): [planned]",
        "",
        "[tab https://ir.example/admin/management/investors]",
        "[pipeline https://ir.example/admin/pipeline]",
        "",
        "[footer]",
      ].join("\n"),
    );
    expect(mail.html).toContain("Why &lt;now&gt;? Bob false");
    expect(mail.html).toContain("[open tab]");
    expect(mail.html).toContain("[open pipeline]");
  });

  it("the digest without readers, links or follow-ups says so and leaves the links out", () => {
    const digest = activityDigest({ ...base, events: [deckPage("v3", 30, 1, 5_000)] })!;
    const mail = renderActivityDigestMail({
      companyName: "Acme",
      digest,
      investorsUrl: null,
      pipelineUrl: "https://ir.example/admin/pipeline",
      texts: DIGEST,
    });
    expect(mail.text).toContain("[readers]:\n- [none]");
    expect(mail.html).toContain("[None]");
    expect(mail.text).not.toContain("[tab");
    expect(mail.text).not.toContain("[pipeline");
    expect(mail.text).not.toContain("[questions]");
    expect(mail.html).not.toContain("[open pipeline]");
  });

  it("durations read as seconds, minutes or hours", () => {
    expect([formatDuration(42), formatDuration(65), formatDuration(3 * 3600 + 4 * 60)]).toEqual([
      "42s",
      "1m 05s",
      "3h 04m",
    ]);
  });
});
