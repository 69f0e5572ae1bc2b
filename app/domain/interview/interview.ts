/**
 * Founder interview rules (docs/product.md#founder-interview):
 * the status a founder sees, which screen the token link shows, and how far an interview is.
 * Transitions are decided here and enforced on the server (docs/product.md#founder-interview): invited → started →
 * completed; expired once past expires_at while not completed; answers only while started.
 */
import type { InterviewQuestion } from "../deck/interview-questions";
import { ownValue } from "../own-keys";

export const INTERVIEW_STATUSES = ["invited", "started", "completed", "expired"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The status labels (docs/product.md#founder-interview); other values are shown raw. */
const STATUS_LABELS: Record<string, string> = {
  invited: "Beschikbaar",
  started: "Gestart",
  completed: "Voltooid",
  expired: "Verlopen",
};
export const interviewStatusLabel = (status: string) => ownValue(STATUS_LABELS, status) ?? status;

/**
 * How long a link stays usable. The spec has expires_at but no lifetime; four weeks gives a
 * founder time to answer in several sittings (interviews may be interrupted and resumed).
 */
export const INTERVIEW_LIFETIME_DAYS = 28;
export const INTERVIEW_REDIRECT_MS = 3000;
/** The token is shown truncated to 8 characters (docs/product.md#founder-interview). */
export const truncateToken = (token: string) => token.slice(0, 8);
/** An answer is saved trimmed; longer answers are refused rather than cut. */
export const INTERVIEW_ANSWER_MAX_CHARS = 10_000;

export function interviewExpiresAt(invitedAt: Date): string {
  return new Date(invitedAt.getTime() + INTERVIEW_LIFETIME_DAYS * 86_400_000).toISOString();
}

/** The status as of now: a link past its expiry that was not completed reads as expired. */
export function effectiveInterviewStatus(
  interview: { status: string; expiresAt: string },
  asOf: Date,
): string {
  if (interview.status === "completed" || interview.status === "expired") return interview.status;
  const expires = Date.parse(interview.expiresAt);
  return Number.isFinite(expires) && asOf.getTime() >= expires ? "expired" : interview.status;
}

export type InterviewProgress = {
  total: number;
  answered: number;
  /** 1-based number of the first question without an answer; null when all are answered. */
  firstOpen: number | null;
};

export function interviewProgress(
  questions: readonly InterviewQuestion[],
  answeredNumbers: Iterable<number>,
): InterviewProgress {
  const answered = new Set([...answeredNumbers].filter((n) => n >= 1 && n <= questions.length));
  let firstOpen: number | null = null;
  for (let n = 1; n <= questions.length; n++) {
    if (!answered.has(n)) {
      firstOpen = n;
      break;
    }
  }
  return { total: questions.length, answered: answered.size, firstOpen };
}

export type InterviewScreen =
  | { screen: "expired" }
  | { screen: "completed" }
  | { screen: "welcome" }
  | { screen: "question"; number: number; total: number; isLast: boolean };

/**
 * Which screen the link shows. While started: the question asked for (`?q=`), as long as it
 * is no further than the first unanswered one (questions are answered in order; going back
 * is free); otherwise the first unanswered question, which is also where a resumed
 * interview continues.
 */
export function interviewScreen(
  interview: { status: string; expiresAt: string; questions: readonly InterviewQuestion[] | null },
  answeredNumbers: Iterable<number>,
  requested: number | null,
  asOf: Date,
): InterviewScreen {
  const status = effectiveInterviewStatus(interview, asOf);
  if (status === "expired") return { screen: "expired" };
  if (status === "completed") return { screen: "completed" };
  const questions = interview.questions ?? [];
  if (status !== "started" || questions.length === 0) return { screen: "welcome" };
  const { total, firstOpen } = interviewProgress(questions, answeredNumbers);
  const furthest = firstOpen ?? total;
  const number =
    requested !== null && Number.isInteger(requested) && requested >= 1 && requested <= furthest
      ? requested
      : furthest;
  return { screen: "question", number, total, isLast: number === total };
}

/** `?q=` as a question number, or null. */
export function parseQuestionNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}
