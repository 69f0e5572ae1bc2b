/**
 * The pipeline's stages, a round's instruments, the reasons for passing and the activity kinds,
 * with the sums the board and the dashboard show. Pure.
 */
export const STAGES = [
  "backlog",
  "contacted",
  "meeting",
  "due-diligence",
  "term-sheet",
  "committed",
  "closed",
  "passed",
] as const;
export type Stage = (typeof STAGES)[number];

export const INSTRUMENTS = ["safe", "convertible", "priced"] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

export const PASS_REASONS = [
  "too-early",
  "thesis",
  "valuation",
  "traction",
  "team",
  "timing",
  "other",
] as const;
export type PassReason = (typeof PASS_REASONS)[number];

/** What the founder logs by hand. */
export const ACTIVITY_KINDS = ["meeting", "call", "mail", "note"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** What the pipeline reads from the rows that already record it (invites, first opens, requests, mails). */
export const AUTO_ACTIVITY_KINDS = ["invite", "first-open", "request", "mail-sent"] as const;
export type AutoActivityKind = (typeof AUTO_ACTIVITY_KINDS)[number];

/** A ticket counts towards the round once the investor committed (or the money arrived). */
export const COMMITTED_STAGES: readonly Stage[] = ["committed", "closed"];

export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);
export const stageIndex = (stage: Stage) => STAGES.indexOf(stage);

type Ticketed = { stage: Stage; ticketIndicated: number | null; ticketCommitted: number | null };

export type StageTotal = { stage: Stage; count: number; indicated: number; committed: number };

/** Per stage, in board order: how many investors and the sum of their tickets. */
export function stageTotals(entries: readonly Ticketed[]): StageTotal[] {
  const totals = new Map<Stage, StageTotal>(
    STAGES.map((stage) => [stage, { stage, count: 0, indicated: 0, committed: 0 }]),
  );
  for (const e of entries) {
    const t = totals.get(e.stage)!;
    t.count++;
    t.indicated += e.ticketIndicated ?? 0;
    t.committed += e.ticketCommitted ?? 0;
  }
  return [...totals.values()];
}

/** The round's committed amount: the committed tickets of investors in Committed or Closed. */
export function committedTotal(entries: readonly Ticketed[]): number {
  return entries
    .filter((e) => COMMITTED_STAGES.includes(e.stage))
    .reduce((sum, e) => sum + (e.ticketCommitted ?? 0), 0);
}

export type RoundProgress = {
  committed: number;
  target: number;
  /** committed ÷ target, as a whole percentage (may pass 100). */
  percent: number;
  /** The bar's width in percent: 0–100. */
  bar: number;
};

export function roundProgress(target: number, committed: number): RoundProgress {
  const percent = target > 0 ? Math.floor((committed / target) * 100) : 0;
  return { committed, target, percent, bar: Math.max(0, Math.min(100, percent)) };
}
