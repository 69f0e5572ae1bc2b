import { describe, expect, it } from "vitest";

import { INTERVIEW_FALLBACK_QUESTIONS } from "../deck/interview-questions";
import {
  effectiveInterviewStatus,
  interviewExpiresAt,
  interviewProgress,
  interviewScreen,
  interviewStatusLabel,
  parseQuestionNumber,
  truncateToken,
} from "./interview";

const asOf = new Date("2026-11-23T12:00:00Z");
const future = "2026-12-21T12:00:00.000Z";
const past = "2026-11-23T11:59:59.000Z";
const questions = INTERVIEW_FALLBACK_QUESTIONS;

describe("interview status", () => {
  it("labels the four statuses in Dutch and shows other values raw", () => {
    expect(["invited", "started", "completed", "expired", "paused"].map(interviewStatusLabel)).toEqual([
      "Beschikbaar",
      "Gestart",
      "Voltooid",
      "Verlopen",
      "paused",
    ]);
  });

  it("reads invited or started links past their expiry as expired, never a completed one", () => {
    expect(effectiveInterviewStatus({ status: "invited", expiresAt: future }, asOf)).toBe("invited");
    expect(effectiveInterviewStatus({ status: "started", expiresAt: past }, asOf)).toBe("expired");
    expect(effectiveInterviewStatus({ status: "invited", expiresAt: asOf.toISOString() }, asOf)).toBe(
      "expired",
    );
    expect(effectiveInterviewStatus({ status: "completed", expiresAt: past }, asOf)).toBe("completed");
  });

  it("expires four weeks after the invitation", () => {
    expect(interviewExpiresAt(asOf)).toBe("2026-12-21T12:00:00.000Z");
  });

  it("shows tokens truncated to 8 characters", () => {
    expect(truncateToken("AbCdEfGh-rest-of-a-long-token")).toBe("AbCdEfGh");
  });
});

describe("interview progress and screens", () => {
  it("counts answers within the questions and finds the first open one", () => {
    expect(interviewProgress(questions, [])).toEqual({ total: 4, answered: 0, firstOpen: 1 });
    expect(interviewProgress(questions, [1, 2, 9])).toEqual({ total: 4, answered: 2, firstOpen: 3 });
    expect(interviewProgress(questions, [1, 3])).toEqual({ total: 4, answered: 2, firstOpen: 2 });
    expect(interviewProgress(questions, [4, 3, 2, 1])).toEqual({ total: 4, answered: 4, firstOpen: null });
  });

  const started = { status: "started", expiresAt: future, questions };

  it("shows the terminal views for expired and completed links, the welcome screen before the start", () => {
    expect(interviewScreen({ ...started, expiresAt: past }, [], null, asOf)).toEqual({ screen: "expired" });
    expect(
      interviewScreen({ ...started, status: "completed", expiresAt: past }, [1, 2, 3, 4], null, asOf),
    ).toEqual({ screen: "completed" });
    expect(interviewScreen({ status: "invited", expiresAt: future, questions: null }, [], 2, asOf)).toEqual({
      screen: "welcome",
    });
  });

  it("resumes at the first unanswered question, lets the founder go back, never skip ahead", () => {
    expect(interviewScreen(started, [1, 2], null, asOf)).toEqual({
      screen: "question",
      number: 3,
      total: 4,
      isLast: false,
    });
    expect(interviewScreen(started, [1, 2], 1, asOf)).toEqual({
      screen: "question",
      number: 1,
      total: 4,
      isLast: false,
    });
    expect(interviewScreen(started, [1, 2], 4, asOf)).toEqual({
      screen: "question",
      number: 3,
      total: 4,
      isLast: false,
    });
    expect(interviewScreen(started, [1, 2, 3], null, asOf)).toEqual({
      screen: "question",
      number: 4,
      total: 4,
      isLast: true,
    });
    // All answered but not completed (the last save did not go through): the last question.
    expect(interviewScreen(started, [1, 2, 3, 4], 0, asOf)).toEqual({
      screen: "question",
      number: 4,
      total: 4,
      isLast: true,
    });
  });

  it("reads ?q= as a small whole number only", () => {
    expect(["3", "12", "0", "-1", "2.5", "abc", "1000", ""].map(parseQuestionNumber)).toEqual([
      3,
      12,
      0,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(parseQuestionNumber(null)).toBeNull();
  });
});
