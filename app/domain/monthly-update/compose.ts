/**
 * The composer's form and what publishing freezes (docs/decisions/057-monthly-update-kpis-and-plan.md):
 * the posted figures (Dutch notation, empty = "geen gegevens"), the sections (highlights,
 * lowlights, asks with the help wanted, free text), read into a snapshot that is stored with
 * the update as JSON and never recomputed. Pure: no I/O.
 */
import { BLOCK_TEXTS, COMPOSER_TEXTS as T, FIGURE_LABELS, type Lang } from "../../copy/monthly-update/texts";
import { readOptionalAmount } from "../finance/amount";
import { formatEuroExact } from "../format/money";
import { formatCount, formatPercent } from "../format/numbers";
import { BASE_FIGURES, type BaseValues, type Figure, type MonthKey, parseMonthKey } from "./kpi";
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

export type ComposeRead =
  | { ok: true; month: MonthKey; title: string; edited: BaseValues; sections: Sections }
  | { ok: false; errors: Record<string, string> };

const text = (form: Posted, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.replace(/\r\n/g, "\n").trim() : "";
};
const lines = (value: string) =>
  value
    .split("\n")
    .map((l) => l.replace(/^[-•*]\s*/, "").trim())
    .filter(Boolean);

/** The composer's post, or the problems per field in Dutch. */
export function readComposeForm(form: Posted): ComposeRead {
  const errors: Record<string, string> = {};
  const monthText = text(form, "month");
  if (!parseMonthKey(monthText)) errors.month = T.errors.month;
  const title = text(form, "title");
  if (!title || [...title].length > MAX_TITLE) errors.title = T.errors.title;
  const edited = {} as BaseValues;
  for (const key of BASE_FIGURES) {
    const read = readOptionalAmount(form.get(`fig.${key}`) ?? "", "nl");
    if (!read.ok) errors[`fig.${key}`] = T.errors.amount(FIGURE_LABELS.nl[key]);
    else edited[key] = read.value ?? null;
  }
  const long = (name: string, value: string, label: string, max: number) => {
    if ([...value].length > max) errors[name] = T.errors.tooLong(label, max);
  };
  const highlights = text(form, "highlights");
  const lowlights = text(form, "lowlights");
  const freeText = text(form, "freeText");
  long("highlights", highlights, BLOCK_TEXTS.nl.highlights, MAX_SECTION);
  long("lowlights", lowlights, BLOCK_TEXTS.nl.lowlights, MAX_SECTION);
  long("freeText", freeText, T.freeText, MAX_SECTION);
  const asks: Ask[] = [];
  for (let i = 1; i <= ASK_SLOTS; i++) {
    const ask = text(form, `ask.${i}`);
    const help = text(form, `help.${i}`);
    long(`ask.${i}`, ask, T.ask(i), MAX_ASK);
    long(`help.${i}`, help, T.help(i), MAX_ASK);
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

/** A figure's value as a reader sees it: '€ 18.500', '12,5%', '8,4 maanden', or 'geen gegevens'. */
export function formatFigure(figure: Pick<Figure, "value" | "unit" | "key">, lang: Lang): string {
  const t = BLOCK_TEXTS[lang];
  if (figure.value === null) return t.noData;
  const signed = figure.key === "mrrChange" || figure.key === "mrrChangePct";
  const sign = signed && figure.value > 0 ? "+" : "";
  switch (figure.unit) {
    case "eur":
      return `${sign}${formatEuroExact(figure.value)}`;
    case "pct":
      return `${sign}${formatPercent(figure.value)}`;
    case "count":
      return formatCount(figure.value);
    case "months":
      return `${formatPercent(figure.value).replace("%", "")} ${t.months}`;
  }
}

/** A variance as shown in the plan table: '+4,2%', '-10,0%', or 'geen gegevens'. */
export function formatVariance(value: number | null, lang: Lang): string {
  if (value === null) return BLOCK_TEXTS[lang].noData;
  return `${value > 0 ? "+" : ""}${formatPercent(value)}`;
}

/** The key figures as the update's 'Metrics/Key Points' (the timeline's and the plain update mail's list). */
export function metricsOf(snapshot: MonthlyUpdateSnapshot, lang: Lang = "nl"): string[] {
  const shown = new Set(["mrr", "mrrChangePct", "netBurn", "runway", "customers"]);
  return snapshot.figures
    .filter((f) => shown.has(f.key) && f.value !== null)
    .map((f) => `${FIGURE_LABELS[lang][f.key]}: ${formatFigure(f, lang)}`);
}

/** The update's description: the sections as plain text (what the timeline card and the plain mail show). */
export function descriptionOf(snapshot: MonthlyUpdateSnapshot, lang: Lang = "nl"): string {
  const t = BLOCK_TEXTS[lang];
  const parts: string[] = [];
  const { highlights, lowlights, asks, freeText } = snapshot.sections;
  if (highlights.length) parts.push(`${t.highlights}:\n${highlights.map((h) => `- ${h}`).join("\n")}`);
  if (lowlights.length) parts.push(`${t.lowlights}:\n${lowlights.map((h) => `- ${h}`).join("\n")}`);
  if (asks.length)
    parts.push(
      `${t.asks}:\n${asks.map((a) => `- ${a.text}${a.help ? ` (${t.help.toLowerCase()}: ${a.help})` : ""}`).join("\n")}`,
    );
  if (freeText) parts.push(freeText);
  return parts.join("\n\n") || t.title(snapshot.month);
}

/** A stored snapshot read back (our own JSON; anything else is ignored rather than shown half). */
export function readSnapshot(value: unknown): MonthlyUpdateSnapshot | null {
  if (!value || typeof value !== "object") return null;
  const s = value as Partial<MonthlyUpdateSnapshot>;
  if (s.version !== 1 || typeof s.month !== "string" || !Array.isArray(s.figures) || !s.sections) return null;
  return s as MonthlyUpdateSnapshot;
}
