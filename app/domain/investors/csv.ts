/** The Investors tab as CSV: one row per investor or anonymous visitor, the score's parts included. */
import type { VisitorSummary } from "./activity";
import { SCORE_WEIGHTS, type ScorePart } from "./score";

const PARTS = Object.keys(SCORE_WEIGHTS) as ScorePart[];

/** A CSV field: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const VISITORS_CSV_HEADER = [
  "name",
  "email",
  "firm",
  "type",
  "last_visit",
  "visits",
  "deck_pages_seen",
  "deck_share_pct",
  "deck_seconds",
  "questions",
  "requests",
  "downloads",
  "mail_clicks",
  "email_verified",
  "interest_score",
  ...PARTS.map((p) => `score_${p}`),
].join(",");

/** One investor's or visitor's CSV line (without its line break). */
export function visitorCsvLine(r: VisitorSummary): string {
  return [
    r.label,
    r.investor?.email ?? r.contact?.email ?? null,
    r.investor?.firm ?? null,
    r.investor ? "investor" : "anonymous",
    r.lastVisit,
    r.visits,
    r.deckPagesSeen,
    Math.round(r.deckShare * 100),
    r.deckSeconds,
    r.questions,
    r.requests,
    r.downloads,
    r.mailClicks,
    r.investor ? null : r.contact ? (r.contact.verified ? "yes" : "no") : null,
    r.score.total,
    ...PARTS.map((p) => r.score.parts[p]),
  ]
    .map(csvField)
    .join(",");
}

export function visitorsCsv(rows: readonly VisitorSummary[]): string {
  return `${[VISITORS_CSV_HEADER, ...rows.map(visitorCsvLine)].join("\r\n")}\r\n`;
}

export const investorsCsvFileName = (now: Date) => `investors-${now.toISOString().slice(0, 10)}.csv`;
