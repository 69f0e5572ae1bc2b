/**
 * The composer's form and what publishing freezes (docs/decisions/057-monthly-update-kpis-and-plan.md):
 * the posted figures (Dutch notation, empty = "geen gegevens"), the sections (highlights,
 * lowlights, asks with the help wanted, free text), read into a snapshot that is stored with
 * the update as JSON and never recomputed. Pure: no I/O. Its words (the refusals, the figures as
 * a reader sees them, the update's text) are in app/copy/monthly-update/texts.ts.
 */
import { readOptionalAmount } from "../finance/amount";
import {
  BASE_FIGURES,
  type BaseFigure,
  type BaseValues,
  type Figure,
  type MonthKey,
  parseMonthKey,
} from "./kpi";
import type { PlanRow } from "./plan";

export const MAX_TITLE = 200;
export const MAX_SECTION = 5000;
export const MAX_ASK = 500;
export const ASK_SLOTS = 3;

export type Ask = { text: string; help: string };
export type Sections = { highlights: string[]; lowlights: string[]; asks: Ask[]; freeText: string };

export type MonthlyUpdateSnapshot = {
  version: 1;
  month: MonthKey;
  title: string;
  figures: Figure[];
  roundName: string | null;
  sections: Sections;
  plan: { name: string; lockedAt: string; rows: PlanRow[] } | null;
};

type Posted = { get(name: string): unknown };

/** Why a field of the composer was refused (the key is the field's name). */
export type ComposeProblem =
  | { code: "month" }
  | { code: "title" }
  | { code: "amount"; figure: BaseFigure }
  | { code: "tooLong"; field: "highlights" | "lowlights" | "freeText"; max: number }
  | { code: "tooLong"; field: "ask" | "help"; slot: number; max: number };

export type ComposeRead =
  | { ok: true; month: MonthKey; title: string; edited: BaseValues; sections: Sections }
  | { ok: false; errors: Record<string, ComposeProblem> };

const text = (form: Posted, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.replace(/\r\n/g, "\n").trim() : "";
};
const lines = (value: string) =>
  value
    .split("\n")
    .map((l) => l.replace(/^[-•*]\s*/, "").trim())
    .filter(Boolean);

/** The composer's post (Dutch notation), or the problem per field. */
export function readComposeForm(form: Posted): ComposeRead {
  const errors: Record<string, ComposeProblem> = {};
  const monthText = text(form, "month");
  if (!parseMonthKey(monthText)) errors.month = { code: "month" };
  const title = text(form, "title");
  if (!title || [...title].length > MAX_TITLE) errors.title = { code: "title" };
  const edited = {} as BaseValues;
  for (const key of BASE_FIGURES) {
    const read = readOptionalAmount(form.get(`fig.${key}`) ?? "", "nl");
    if (!read.ok) errors[`fig.${key}`] = { code: "amount", figure: key };
    else edited[key] = read.value ?? null;
  }
  const tooLong = (value: string, max: number) => [...value].length > max;
  const highlights = text(form, "highlights");
  const lowlights = text(form, "lowlights");
  const freeText = text(form, "freeText");
  for (const [field, value] of [
    ["highlights", highlights],
    ["lowlights", lowlights],
    ["freeText", freeText],
  ] as const)
    if (tooLong(value, MAX_SECTION)) errors[field] = { code: "tooLong", field, max: MAX_SECTION };
  const asks: Ask[] = [];
  for (let i = 1; i <= ASK_SLOTS; i++) {
    const ask = text(form, `ask.${i}`);
    const help = text(form, `help.${i}`);
    if (tooLong(ask, MAX_ASK)) errors[`ask.${i}`] = { code: "tooLong", field: "ask", slot: i, max: MAX_ASK };
    if (tooLong(help, MAX_ASK))
      errors[`help.${i}`] = { code: "tooLong", field: "help", slot: i, max: MAX_ASK };
    if (ask) asks.push({ text: ask, help });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    month: monthText,
    title,
    edited,
    sections: { highlights: lines(highlights), lowlights: lines(lowlights), asks, freeText },
  };
}

/** A stored snapshot read back (our own JSON; anything else is ignored rather than shown half). */
export function readSnapshot(value: unknown): MonthlyUpdateSnapshot | null {
  if (!value || typeof value !== "object") return null;
  const s = value as Partial<MonthlyUpdateSnapshot>;
  if (s.version !== 1 || typeof s.month !== "string" || !Array.isArray(s.figures) || !s.sections) return null;
  return s as MonthlyUpdateSnapshot;
}
