/**
 * Signals become suggestions (docs/decisions/054-investor-pipeline.md): from what an investor did
 * on the investor site, a stage move to offer the founder, and whether to follow up now. Pure:
 * the engagement, the logged activity and "now" come in.
 */
import { type Stage, stageIndex } from "./stages";

/** Engagement within this long before now, with nothing logged since, asks for a follow-up. */
export const FOLLOW_UP_WINDOW_MS = 48 * 60 * 60 * 1000;
/** "Read most of the deck": at least this share of its pages seen. */
export const READ_MOST_SHARE = 0.5;

/** The engagement ladder, weakest first. */
export const SIGNALS = ["opened", "read-most", "asked", "read-documents", "came-back", "requested"] as const;
export type Signal = (typeof SIGNALS)[number];

/** The stage each signal points at: reading is contact made; questions, returns and requests ask for a meeting. */
export const SIGNAL_STAGE: Record<Signal, Stage> = {
  opened: "contacted",
  "read-most": "contacted",
  asked: "meeting",
  "read-documents": "meeting",
  "came-back": "meeting",
  requested: "meeting",
};

export type Engagement = {
  visits: number;
  deckPagesSeen: number;
  /** 0–1 of the live deck's pages. */
  deckShare: number;
  questions: number;
  requests: number;
  /** Data-room documents the investor opened (docs/decisions/056-data-room-audit-and-watermarks.md). */
  roomDocuments?: number;
  /** The latest visit, question or request (ISO), or null. */
  lastEngagedAt: string | null;
};

/** The highest rung of the ladder the investor reached, or null when they did nothing yet. */
export function strongestSignal(e: Engagement): Signal | null {
  if (e.requests > 0) return "requested";
  if (e.visits >= 2) return "came-back";
  if ((e.roomDocuments ?? 0) > 0) return "read-documents";
  if (e.questions > 0) return "asked";
  if (e.deckShare >= READ_MOST_SHARE) return "read-most";
  if (e.visits > 0 || e.deckPagesSeen > 0) return "opened";
  return null;
}

export type StageSuggestion = { signal: Signal; to: Stage; key: string };

/**
 * A move forward only: the signal's stage is later than the current one (so Passed, Closed and
 * every stage from Meeting on are never moved), and the founder did not dismiss this very move.
 */
export function suggestStage(input: {
  stage: Stage;
  engagement: Engagement;
  dismissed: string | null;
}): StageSuggestion | null {
  if (input.stage === "passed") return null;
  const signal = strongestSignal(input.engagement);
  if (!signal) return null;
  const to = SIGNAL_STAGE[signal];
  if (stageIndex(to) <= stageIndex(input.stage)) return null;
  const key = `${signal}>${to}`;
  return key === input.dismissed ? null : { signal, to, key };
}

/**
 * "Follow up now": the investor engaged within the last 48 hours, the founder logged no
 * outreach (a meeting, call, mail or note, or a mail sent from here) since, and did not dismiss
 * the flag after that engagement. Never for an investor who passed or whose money is in.
 */
export function followUpNow(input: {
  stage: Stage;
  lastEngagedAt: string | null;
  /** The latest outreach (ISO timestamp or 'YYYY-MM-DD'), or null. */
  lastOutreachAt: string | null;
  dismissedAt: string | null;
  now: Date;
}): boolean {
  if (input.stage === "passed" || input.stage === "closed" || !input.lastEngagedAt) return false;
  const engaged = Date.parse(input.lastEngagedAt);
  const now = input.now.getTime();
  if (!(engaged <= now && now - engaged <= FOLLOW_UP_WINDOW_MS)) return false;
  if (input.dismissedAt && Date.parse(input.dismissedAt) >= engaged) return false;
  if (!input.lastOutreachAt) return true;
  // A day logged by hand counts from the end of that day: a call logged "today" covers today's visit.
  const outreach =
    input.lastOutreachAt.length === 10
      ? Date.parse(`${input.lastOutreachAt}T23:59:59.999Z`)
      : Date.parse(input.lastOutreachAt);
  return outreach < engaged;
}

export type FollowUpReason = "engaged" | "planned";
export type FollowUpItem = { id: string; name: string; firm: string | null; reason: FollowUpReason };

/**
 * The digest's "follow up today": everyone flagged "follow up now", then everyone whose planned
 * follow-up date is today or past (Passed and Closed left out), each once, by name.
 */
export function followUpToday(
  cards: readonly {
    id: string;
    name: string;
    firm: string | null;
    stage: Stage;
    nextFollowUp: string | null;
    followUpNow: boolean;
  }[],
  today: string,
): FollowUpItem[] {
  const out: FollowUpItem[] = [];
  for (const c of cards) {
    if (c.stage === "passed" || c.stage === "closed") continue;
    if (c.followUpNow) out.push({ id: c.id, name: c.name, firm: c.firm, reason: "engaged" });
    else if (c.nextFollowUp && c.nextFollowUp <= today)
      out.push({ id: c.id, name: c.name, firm: c.firm, reason: "planned" });
  }
  return out.sort((a, b) =>
    a.reason === b.reason ? a.name.localeCompare(b.name) : a.reason === "engaged" ? -1 : 1,
  );
}
