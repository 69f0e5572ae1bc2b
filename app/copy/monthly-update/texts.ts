/** The monthly update's words: the composer is Dutch (an admin screen); the block and the mail in the reader's language. */
import { monthName } from "../../domain/format/dates";
import type { FigureKey } from "../../domain/monthly-update/kpi";

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
