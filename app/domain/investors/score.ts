/**
 * The interest score of a visitor of the investor site (0–100) and its parts. The weights
 * are in docs/decisions/023-investor-links-and-interest-score.md; each part is shown beside
 * the total so the founder sees why a score is high or low. Pure: "now" comes in.
 */

export type ScoreInput = {
  /** ISO timestamp of the latest activity; null: never seen. */
  lastVisit: string | null;
  visits: number;
  /** Share of the live deck's pages seen, 0–1. */
  deckShare: number;
  deckSeconds: number;
  questions: number;
  requests: number;
};

export type ScorePart = "recency" | "depth" | "time" | "revisits" | "questions" | "requests";

/** Maximum points per part; they add up to 100. */
export const SCORE_WEIGHTS: Record<ScorePart, number> = {
  recency: 25,
  depth: 25,
  time: 20,
  revisits: 10,
  questions: 10,
  requests: 10,
};

/** Full recency within a day, none after 30 days. */
export const RECENCY_FULL_DAYS = 1;
export const RECENCY_ZERO_DAYS = 30;
/** Ten minutes on the deck earns the full time part. */
export const FULL_TIME_SECONDS = 600;
/** Three return visits, three questions and two requests earn their full parts. */
export const FULL_REVISITS = 3;
export const FULL_QUESTIONS = 3;
export const FULL_REQUESTS = 2;

const DAY = 24 * 60 * 60 * 1000;
const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

export type InterestScore = { total: number; parts: Record<ScorePart, number> };

export function interestScore(input: ScoreInput, now: Date): InterestScore {
  let recency = 0;
  if (input.lastVisit) {
    const days = (now.getTime() - Date.parse(input.lastVisit)) / DAY;
    recency =
      days <= RECENCY_FULL_DAYS
        ? 1
        : clamp01((RECENCY_ZERO_DAYS - days) / (RECENCY_ZERO_DAYS - RECENCY_FULL_DAYS));
  }
  const shares: Record<ScorePart, number> = {
    recency,
    depth: clamp01(input.deckShare),
    time: clamp01(input.deckSeconds / FULL_TIME_SECONDS),
    revisits: clamp01((input.visits - 1) / FULL_REVISITS),
    questions: clamp01(input.questions / FULL_QUESTIONS),
    requests: clamp01(input.requests / FULL_REQUESTS),
  };
  const parts = Object.fromEntries(
    (Object.keys(SCORE_WEIGHTS) as ScorePart[]).map((part) => [
      part,
      Math.round(shares[part] * SCORE_WEIGHTS[part]),
    ]),
  ) as Record<ScorePart, number>;
  const total = Math.min(
    100,
    Object.values(parts).reduce((a, b) => a + b, 0),
  );
  return { total, parts };
}
