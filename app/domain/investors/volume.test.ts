import { describe, expect, it } from "vitest";

import { type EventRow, type QuestionRow, summarizeVisitors } from "./activity";
import { groupQuestions } from "./question-groups";

/**
 * A busy round's volume (10,000 visitors, 5,000 questions) goes through the Investors tab's
 * summary and question digest in one pass each: no step scans every visitor or question again
 * per visitor or per group.
 */
const VISITORS = 10_000;
const QUESTIONS = 5_000;
const TOPICS = ["churn", "runway", "competitors", "customers", "revenue", "team", "patents", "pricing"];

function busyRound() {
  const start = Date.parse("2026-11-01T09:00:00.000Z");
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const vid = (i: number) => `visitor-${String(i).padStart(5, "0")}`;
  const events: EventRow[] = [];
  for (let i = 0; i < VISITORS; i++) {
    const base = (i % 500) * 60;
    const row = {
      visitorId: vid(i),
      investorId: null,
      path: null,
      documentId: null,
      pageNumber: null,
      durationMs: null,
    };
    events.push({
      ...row,
      kind: "page",
      path: "/public/busy/timeline",
      source: "server",
      createdAt: at(base + 1),
    });
    events.push({
      ...row,
      kind: "deck-page",
      documentId: "deck",
      pageNumber: 1 + (i % 10),
      source: "server",
      createdAt: at(base),
    });
    // Every tenth visitor comes back after two hours: a second visit.
    if (i % 10 === 0) events.push({ ...row, kind: "download", source: "server", createdAt: at(base + 120) });
  }
  const questions: QuestionRow[] = Array.from({ length: QUESTIONS }, (_, k) => ({
    visitorId: vid(k * 2),
    question: k % 7 === 0 ? `What about topic${k}?` : `What is your ${TOPICS[k % TOPICS.length]}?`,
    answer: k % 3 === 0 ? "Not in the deck." : `See below.\n\n_Sources: page ${1 + (k % 10)}._`,
    askedAt: at(k),
  }));
  return {
    events,
    investors: [],
    questions,
    requestsByInvestor: new Map(),
    deck: { documentId: "deck", pageCount: 10 },
    now: new Date(at(60_000)),
  };
}

describe("a busy round through the Investors tab's rules", () => {
  it("summarises 10,000 visitors and groups 5,000 questions", () => {
    const visitors = summarizeVisitors(busyRound());
    expect(visitors).toHaveLength(VISITORS);
    const first = visitors.find((v) => v.key === "v:visitor-00000")!;
    expect(first).toMatchObject({ visits: 2, pagesOpened: 1, deckPagesSeen: 1, downloads: 1, questions: 1 });
    expect(first.timeline.map((v) => v.deckSeconds)).toEqual([60, 0]);
    expect(first.secondsPerPage[0]).toBe(60);
    expect(visitors.reduce((n, v) => n + v.asked.length, 0)).toBe(QUESTIONS);
    expect(visitors.filter((v) => v.visits === 2)).toHaveLength(VISITORS / 10);

    const digest = groupQuestions(
      visitors.flatMap((v) =>
        v.asked.map((q) => ({ asker: v.key, question: q.question, askedAt: q.askedAt, pages: q.pages })),
      ),
    );
    const unique = Math.ceil(QUESTIONS / 7);
    expect(digest.groups).toHaveLength(TOPICS.length + unique);
    expect(digest.groups.reduce((n, g) => n + g.questions, 0)).toBe(QUESTIONS);
    // Largest groups first: the eight shared topics, then one group per one-off question.
    expect(
      digest.groups
        .slice(0, TOPICS.length)
        .map((g) => g.label)
        .sort(),
    ).toEqual(
      // Each shared topic by its meaning's label ('runway' is asked about burn and runway).
      [
        "churn and retention",
        "burn and runway",
        "competition",
        "customers",
        "revenue",
        "team",
        "patents",
        "pricing",
      ].sort(),
    );
    expect(digest.groups[TOPICS.length]!.askers).toBe(1);
    for (const g of digest.groups.slice(0, TOPICS.length)) expect(g.covered).toBe(true);
    expect(digest.notCovered.length).toBeGreaterThan(0);
  });
});
