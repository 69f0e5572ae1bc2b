import { describe, expect, it } from "vitest";

import { committedTotal, roundProgress, stageTotals } from "./stages";
import { type Engagement, followUpNow, followUpToday, strongestSignal, suggestStage } from "./suggestions";

const none: Engagement = {
  visits: 0,
  deckPagesSeen: 0,
  deckShare: 0,
  questions: 0,
  requests: 0,
  lastEngagedAt: null,
};
const now = new Date("2026-11-27T12:00:00Z");

describe("strongestSignal", () => {
  it("climbs the ladder: opened, read most, asked, came back, requested", () => {
    expect(strongestSignal(none)).toBeNull();
    expect(strongestSignal({ ...none, visits: 1, deckPagesSeen: 2, deckShare: 0.2 })).toBe("opened");
    expect(strongestSignal({ ...none, visits: 1, deckPagesSeen: 6, deckShare: 0.5 })).toBe("read-most");
    expect(strongestSignal({ ...none, visits: 1, questions: 1 })).toBe("asked");
    expect(strongestSignal({ ...none, visits: 2, questions: 1 })).toBe("came-back");
    expect(strongestSignal({ ...none, visits: 1, requests: 1 })).toBe("requested");
  });
});

describe("suggestStage", () => {
  it("moves a backlog investor who opened the deck to Contacted", () => {
    expect(suggestStage({ stage: "backlog", engagement: { ...none, visits: 1 }, dismissed: null })).toEqual({
      signal: "opened",
      to: "contacted",
      key: "opened>contacted",
    });
  });

  it("moves an investor who asked, came back or requested to Meeting", () => {
    for (const e of [{ questions: 1 }, { visits: 3 }, { requests: 1 }])
      expect(
        suggestStage({ stage: "contacted", engagement: { ...none, visits: 1, ...e }, dismissed: null })?.to,
      ).toBe("meeting");
  });

  it("never moves backwards, never moves Passed, offers nothing without engagement", () => {
    expect(
      suggestStage({ stage: "meeting", engagement: { ...none, requests: 1 }, dismissed: null }),
    ).toBeNull();
    expect(
      suggestStage({ stage: "term-sheet", engagement: { ...none, visits: 1 }, dismissed: null }),
    ).toBeNull();
    expect(
      suggestStage({ stage: "passed", engagement: { ...none, requests: 1 }, dismissed: null }),
    ).toBeNull();
    expect(suggestStage({ stage: "backlog", engagement: none, dismissed: null })).toBeNull();
  });

  it("does not offer a dismissed move again, but does offer a stronger signal's", () => {
    const opened = { ...none, visits: 1 };
    expect(suggestStage({ stage: "backlog", engagement: opened, dismissed: "opened>contacted" })).toBeNull();
    expect(
      suggestStage({
        stage: "backlog",
        engagement: { ...opened, deckShare: 0.9 },
        dismissed: "opened>contacted",
      })?.key,
    ).toBe("read-most>contacted");
  });
});

describe("followUpNow", () => {
  const base = { stage: "contacted" as const, lastOutreachAt: null, dismissedAt: null, now };

  it("flags engagement within the last 48 hours with nothing logged since", () => {
    expect(followUpNow({ ...base, lastEngagedAt: "2026-11-27T11:00:00Z" })).toBe(true);
    expect(followUpNow({ ...base, lastEngagedAt: "2026-11-25T12:00:00Z" })).toBe(true);
  });

  it("does not flag older engagement, or none", () => {
    expect(followUpNow({ ...base, lastEngagedAt: "2026-11-25T11:59:59Z" })).toBe(false);
    expect(followUpNow({ ...base, lastEngagedAt: null })).toBe(false);
  });

  it("outreach after the engagement clears it; outreach before does not", () => {
    const lastEngagedAt = "2026-11-27T09:00:00Z";
    expect(followUpNow({ ...base, lastEngagedAt, lastOutreachAt: "2026-11-27T10:00:00Z" })).toBe(false);
    expect(followUpNow({ ...base, lastEngagedAt, lastOutreachAt: "2026-11-26T10:00:00Z" })).toBe(true);
    // A day logged by hand covers the whole day.
    expect(followUpNow({ ...base, lastEngagedAt, lastOutreachAt: "2026-11-27" })).toBe(false);
    expect(followUpNow({ ...base, lastEngagedAt, lastOutreachAt: "2026-11-26" })).toBe(true);
  });

  it("a dismissal holds until the investor engages again", () => {
    expect(
      followUpNow({ ...base, lastEngagedAt: "2026-11-27T09:00:00Z", dismissedAt: "2026-11-27T10:00:00Z" }),
    ).toBe(false);
    expect(
      followUpNow({ ...base, lastEngagedAt: "2026-11-27T11:00:00Z", dismissedAt: "2026-11-27T10:00:00Z" }),
    ).toBe(true);
  });

  it("never for an investor who passed or closed", () => {
    for (const stage of ["passed", "closed"] as const)
      expect(followUpNow({ ...base, stage, lastEngagedAt: "2026-11-27T11:00:00Z" })).toBe(false);
  });
});

describe("followUpToday", () => {
  it("lists flagged investors first, then planned follow-ups due today or earlier", () => {
    const card = { firm: null, stage: "contacted" as const, nextFollowUp: null, followUpNow: false };
    const list = followUpToday(
      [
        { ...card, id: "1", name: "Zoë", followUpNow: true },
        { ...card, id: "2", name: "Anna", nextFollowUp: "2026-11-27" },
        { ...card, id: "3", name: "Bram", nextFollowUp: "2026-11-28" },
        { ...card, id: "4", name: "Cas", nextFollowUp: "2026-11-01", stage: "passed" },
        { ...card, id: "5", name: "Dirk", nextFollowUp: "2026-11-20" },
      ],
      "2026-11-27",
    );
    expect(list.map((i) => [i.name, i.reason])).toEqual([
      ["Zoë", "engaged"],
      ["Anna", "planned"],
      ["Dirk", "planned"],
    ]);
  });
});

describe("stage totals and the round's progress", () => {
  const entries = [
    { stage: "meeting" as const, ticketIndicated: 100_000, ticketCommitted: null },
    { stage: "committed" as const, ticketIndicated: 200_000, ticketCommitted: 150_000 },
    { stage: "closed" as const, ticketIndicated: null, ticketCommitted: 50_000 },
    { stage: "term-sheet" as const, ticketIndicated: null, ticketCommitted: 75_000 },
  ];

  it("counts and sums per stage, in board order", () => {
    const totals = stageTotals(entries);
    expect(totals.map((t) => t.stage)[0]).toBe("backlog");
    expect(totals.find((t) => t.stage === "committed")).toEqual({
      stage: "committed",
      count: 1,
      indicated: 200_000,
      committed: 150_000,
    });
    expect(totals.find((t) => t.stage === "passed")!.count).toBe(0);
  });

  it("counts committed tickets of Committed and Closed only", () => {
    expect(committedTotal(entries)).toBe(200_000);
  });

  it("progress is committed ÷ target; the bar stops at 100", () => {
    expect(roundProgress(500_000, 200_000)).toEqual({
      committed: 200_000,
      target: 500_000,
      percent: 40,
      bar: 40,
    });
    expect(roundProgress(100, 150).bar).toBe(100);
    expect(roundProgress(100, 150).percent).toBe(150);
  });
});
