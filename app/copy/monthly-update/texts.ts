/**
 * The monthly update's words: the composer is Dutch (an admin screen); the block and the mail in
 * the reader's language, with the figures as a reader sees them (app/domain/monthly-update has the rules).
 */
import { monthName } from "../../domain/format/dates";
import { formatEuroExact } from "../../domain/format/money";
import { formatCount, formatPercent } from "../../domain/format/numbers";
import type { ComposeProblem, MonthlyUpdateSnapshot } from "../../domain/monthly-update/compose";
import type { Figure, FigureKey } from "../../domain/monthly-update/kpi";
import type { MonthlyUpdateMailWords } from "../../domain/monthly-update/mail";

export type Lang = "nl" | "en";

/** '2026-10' → 'oktober 2026' / 'October 2026'. */
export function monthLabel(key: string, lang: Lang): string {
  const [y, m] = key.split("-");
  const month = Number(m);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? `${monthName(month, lang)} ${y}` : key;
}

export const FIGURE_LABELS: Record<Lang, Record<FigureKey, string>> = {
  nl: {
    mrr: "MRR",
    mrrChange: "MRR-verandering",
    mrrChangePct: "MRR-groei",
    revenueYtd: "Omzet dit jaar",
    costs: "Kosten (burn)",
    netBurn: "Netto burn",
    cash: "Kassaldo",
    runway: "Runway",
    customers: "Klanten",
    mqlToSql: "Conversie MQL → SQL",
    sqlToCustomer: "Conversie SQL → klant",
    roundCommitted: "Ronde: toegezegd",
    roundTarget: "Ronde: doel",
    roundPercent: "Ronde: voortgang",
  },
  en: {
    mrr: "MRR",
    mrrChange: "MRR change",
    mrrChangePct: "MRR growth",
    revenueYtd: "Revenue this year",
    costs: "Costs (burn)",
    netBurn: "Net burn",
    cash: "Cash",
    runway: "Runway",
    customers: "Customers",
    mqlToSql: "Conversion MQL → SQL",
    sqlToCustomer: "Conversion SQL → customer",
    roundCommitted: "Round: committed",
    roundTarget: "Round: target",
    roundPercent: "Round: progress",
  },
};

export const BLOCK_TEXTS = {
  nl: {
    noData: "geen gegevens",
    months: "maanden",
    from: "uit",
    figuresTitle: "Kerncijfers",
    highlights: "Hoogtepunten",
    lowlights: "Tegenvallers",
    asks: "Vragen aan investeerders",
    help: "Gezochte hulp",
    freeText: "Verder",
    planTitle: (name: string) => `Plan tegenover werkelijk (plan: ${name})`,
    month: "Maand",
    plan: "Plan",
    actual: "Werkelijk",
    variance: "Verschil",
    mrr: "MRR",
    customers: "Klanten",
    chartLabel: "MRR: plan tegenover werkelijk per maand",
    lockedAt: "plan vastgelegd op",
    title: (month: string) => `Maandupdate ${month}`,
  },
  en: {
    noData: "no data",
    months: "months",
    from: "from",
    figuresTitle: "Key figures",
    highlights: "Highlights",
    lowlights: "Lowlights",
    asks: "Asks",
    help: "Help wanted",
    freeText: "Also",
    planTitle: (name: string) => `Plan vs actual (plan: ${name})`,
    month: "Month",
    plan: "Plan",
    actual: "Actual",
    variance: "Variance",
    mrr: "MRR",
    customers: "Customers",
    chartLabel: "MRR: plan vs actual per month",
    lockedAt: "plan locked on",
    title: (month: string) => `Monthly update ${month}`,
  },
} as const;

/** The composer (Admin Panel, Dutch). */
export const COMPOSER_TEXTS = {
  title: "Nieuwe maandupdate",
  intro:
    "De cijfers komen uit je eigen pagina's (Cijfers, Maandelijkse kosten, Sales metrics, Pipeline), elk met de maand waar ze vandaan komen. Pas aan wat niet klopt voordat je publiceert.",
  monthLabel: "Maand",
  choose: "Cijfers ophalen",
  updateTitle: "Titel",
  figures: "Cijfers",
  fromPage: (from: string) => `uit ${from}`,
  noData: "geen gegevens",
  derived: "Berekend uit de cijfers hierboven",
  highlights: "Hoogtepunten (één per regel)",
  lowlights: "Tegenvallers (één per regel)",
  asks: "Vragen aan investeerders",
  ask: (n: number) => `Vraag ${n}`,
  help: (n: number) => `Gezochte hulp bij vraag ${n} (bijv. introducties, werving, advies)`,
  freeText: "Vrije tekst",
  preview: "Voorbeeld bekijken",
  publish: "Publiceren",
  previewTitle: "Voorbeeld",
  planTitle: "Het plan",
  noPlan: "Nog geen plan vastgelegd: kies een scenario uit je forecast.",
  noScenarios: "Maak eerst een scenario op de Forecast-pagina.",
  planLocked: (name: string, at: string) => `Plan: ‘${name}’, vastgelegd op ${at}.`,
  scenario: "Scenario",
  lock: "Vastleggen als plan",
  relock: "Opnieuw vastleggen (nieuw plan)",
  lockedToast: "Plan vastgelegd",
  lockedDescription: (name: string) =>
    `‘${name}’ is nu het plan; latere wijzigingen in de forecast veranderen het niet.`,
  published: "Maandupdate gepubliceerd",
  publishedDescription: "De update staat op je tijdlijn met de cijfers zoals je ze publiceerde.",
  errors: {
    month: "Kies een geldige maand (JJJJ-MM).",
    title: "Geef de update een titel (hoogstens 200 tekens).",
    tooLong: (label: string, max: number) => `${label} is te lang (hoogstens ${max} tekens).`,
    amount: (label: string) => `${label}: gebruik een getal, bijv. 1.234,56 of laat het leeg.`,
    scenario: "Kies een scenario uit je forecast.",
    scenarioEmpty: "Dit scenario heeft geen maanden om vast te leggen.",
    saveFailed: "Opslaan is niet gelukt. Probeer het zo nog eens.",
    invalid: "Niet alles is goed ingevuld: zie de meldingen bij de velden.",
  },
} as const;

/** A refused composer field in Dutch (readComposeForm says why), keyed by the field's name. */
export function composeErrorTexts(errors: Record<string, ComposeProblem>): Record<string, string> {
  const e = COMPOSER_TEXTS.errors;
  const label = (p: Extract<ComposeProblem, { code: "tooLong" }>) =>
    "slot" in p
      ? COMPOSER_TEXTS[p.field](p.slot)
      : p.field === "freeText"
        ? COMPOSER_TEXTS.freeText
        : BLOCK_TEXTS.nl[p.field];
  return Object.fromEntries(
    Object.entries(errors).map(([field, p]) => [
      field,
      p.code === "amount"
        ? e.amount(FIGURE_LABELS.nl[p.figure])
        : p.code === "tooLong"
          ? e.tooLong(label(p), p.max)
          : e[p.code],
    ]),
  );
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

/** The update mail's words in the reader's language (app/domain/monthly-update/mail.ts lays them out). */
export function monthlyUpdateMailWords(lang: Lang): MonthlyUpdateMailWords {
  return {
    ...BLOCK_TEXTS[lang],
    figureLabels: FIGURE_LABELS[lang],
    monthLabel: (key) => monthLabel(key, lang),
    formatFigure: (figure) => formatFigure(figure, lang),
    formatVariance: (value) => formatVariance(value, lang),
    descriptionOf: (snapshot) => descriptionOf(snapshot, lang),
  };
}
