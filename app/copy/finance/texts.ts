/**
 * The finance screens' own copy (/numbers, the wizard, /monthly-costs, the report): titles,
 * navigation, toasts and refusals of the routes and server functions, and the words for the
 * refusals a rule returns as a code. Quoted texts verbatim from docs/product.md.
 */
import type { DirectSalesProblem } from "../../domain/finance/direct-sales-edit";
import {
  type CustomItemProblem,
  MAX_CUSTOM_ITEM_NAME,
  MAX_CUSTOM_ITEMS_PER_SECTION,
} from "../../domain/finance/monthly-costs-form";
import type { ReportMailTexts, ReportUnknownTexts } from "../../domain/finance/report";
import type { SaveProblem } from "../../domain/finance/save-errors";
import { formatNlDateTime } from "../../domain/format/dates";
import { formatEuro } from "../../domain/format/money";
import { AMOUNT_MESSAGES } from "./amount-texts";

export const MONTHLY_COSTS_TEXTS = {
  title: "Monthly Cost Items",
  loadFailedTitle: "Fout bij laden",
  invalidPeriod: "Ongeldige maand of jaar.",
  amountTooBig: "Bedrag is te groot (maximaal 1.000.000.000.000).",
  growthOutOfRange: "Groei moet tussen -100% en 1000% liggen.",
  unknownSection: "Onbekende categorie.",
  itemNameTooLong: (max: number) => `Maximaal ${max} tekens.`,
  tooManyItems: (max: number) => `Maximaal ${max} eigen kostenposten per categorie.`,
  // A custom item's name left empty or repeated (the page's own English copy).
  emptyItemName: "Enter a name for the new cost item.",
  duplicateItem: "This cost item already exists in this category.",
  unknownAction: "Onbekende actie",
  notSaved: "Niet opgeslagen: controleer de gemarkeerde bedragen.",
  // Toasts (docs/product.md#monthly-costs).
  savedTitle: "Kosten opgeslagen",
  savedDescription: "Je maandelijkse kosten zijn succesvol opgeslagen.",
  savedWithRevenueTitle: "Kosten opgeslagen + Auto Revenue verwerkt",
  processingFailed: "Auto sales verwerking gefaald. Je kunt handmatig syncen in Auto Revenue.",
  saveFailedTitle: "Fout bij opslaan",
  copyFailedTitle: "Fout bij kopiëren",
  copyFailedDescription: "Er is een fout opgetreden bij het kopiëren van de kosten.",
  copiedTitle: "Kosten gekopieerd",
  /** A failed read or write: the details are in the log. */
  databaseError:
    "Database fout: de kosten konden niet worden gelezen of opgeslagen. Probeer het later opnieuw.",
} as const;

/** The copy dialog's refusals (docs/product.md#copy-to-other-months). */
export const COPY_ERRORS = {
  noTargets: "Selecteer minstens één maand.",
  invalidTarget: "Ongeldige doelmaand.",
  noSource: "Er zijn geen kosten opgeslagen voor deze maand.",
} as const;

export const NUMBERS_TEXTS = {
  title: "Financial Dashboard",
  loading: "Laden...",
  unknownAction: "Onbekende actie",
  invalidPeriod: "Ongeldige maand of jaar.",
  /** The breakdown's inline month edit. */
  directSales: {
    notANumber: "Voer een geldig getal in",
    negative: "Bedrag mag niet negatief zijn",
    tooBig: "Bedrag is te groot",
  },
  /** 'CAC/LTV configuratie' saved. */
  autoRevenue: {
    warningTitle: "Waarschuwing",
    savedWithWarning: (message: string) => `Configuratie opgeslagen. ${message}`,
    savedTitle: "✅ Configuratie opgeslagen",
    savedDescription: "De CAC/LTV configuratie is bijgewerkt.",
  },
} as const;

/** /report's page around the report itself (the report's own labels: report.ts). */
export const REPORT_PAGE_TEXTS = {
  title: "Financial Report",
  documentTitle: (company: string) => `Financial Report - ${company}`,
  printHint: "Kies Afdrukken in je browser (Ctrl+P of ⌘P) en dan ‘Opslaan als PDF’.",
  backToReport: "Terug naar het rapport",
  financialDashboard: "Financial Dashboard",
  share: "Delen",
  downloadPdf: "Download PDF",
} as const;

/** The report's own words (docs/product.md#financial-report). */
export const REPORT_TEXTS = {
  /** /monthly-costs while the report is being prepared. */
  loading: "Rapport wordt gegenereerd met correcte revenue data...",
  emptyTitle: "Geen gegevens beschikbaar",
  emptyMessage: "Er zijn onvoldoende gegevens om een rapport te genereren.",
  /** A company field left empty (buildReportData). */
  unknown: {
    name: "Unknown Company",
    sector: "Unknown Sector",
    stage: "Unknown Stage",
    country: "Unknown Country",
  } satisfies ReportUnknownTexts,
  autoRevenueActive: "Actief",
  /** The last auto revenue sync as an nl-NL date and time (Amsterdam), or that there was none. */
  lastSync: (lastAutoSync: string | null) =>
    lastAutoSync ? formatNlDateTime(lastAutoSync) : "Nog niet gesynchroniseerd",
} as const;

const LONG_NL_DATE = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

/** 'Delen': the mail draft's subject 'Financial Report - {name}' and its Dutch body (buildReportMailto). */
export const REPORT_MAIL_TEXTS: ReportMailTexts = {
  subject: (company) => `Financial Report - ${company}`,
  lines: ({ company, revenue, valuation, asOf }) => [
    "Hallo,",
    "",
    `Hierbij het financiële rapport van ${company}.`,
    "",
    `Huidige jaaromzet: ${formatEuro(revenue)}`,
    `Gemiddelde waardering: ${valuation !== null ? formatEuro(valuation) : "nog niet berekend"}`,
    `Datum: ${LONG_NL_DATE.format(asOf)}`,
    "",
    "Met vriendelijke groet,",
    company,
  ],
};

/** The valuation toasts (docs/product.md#valuation). */
export const VALUATION_TOASTS = {
  calculated: "✅ Bedrijfswaarde berekend",
  calculatedDescription: (dcf: string) => `DCF waardering: ${dcf}`,
  failed: "Fout bij waardering",
  saveFailed: "Fout bij opslaan",
  genericError: "Er is een fout opgetreden",
  missingParameters: "Fout bij waardering: vul alle waarderingsparameters in.",
} as const;

/** The breakdown's 'Direct sales update' toast titles (docs/product.md#auto-revenue). */
export const DIRECT_SALES_UPDATE_TITLES = {
  configurationError: "Configuratie fout",
  warning: "Waarschuwing",
  updateFailed: "Fout bij bijwerken",
  updated: "Direct Sales bijgewerkt",
} as const;

/** The finance forms' field errors (profile / wizard, CAC/LTV configuration). */
export const FORM_ERRORS = {
  number: "Voer een geldig getal in",
  negativeAmount: "Bedrag mag niet negatief zijn",
  amountTooBig: "Bedrag is te groot",
  percentRange: "Percentage moet tussen 0 en 100 liggen",
  textTooLong: "Maximaal 200 tekens",
  companyNameRequired: "Bedrijfsnaam is verplicht",
  countryRequired: "Land is verplicht",
  sectorRequired: "Sector is verplicht",
  stageRequired: "Stadium is verplicht",
  foundingYearWhole: "Oprichtingsjaar moet een heel jaartal zijn",
  foundingYearMin: (min: number) => `Oprichtingsjaar moet ${min} of later zijn`,
  foundingYearMax: (max: number) => `Oprichtingsjaar mag niet na ${max} liggen`,
  betaNegative: "Beta mag niet negatief zijn",
  betaTooBig: "Beta mag niet groter zijn dan 100",
  revenueModel: "Kies subscription of one-time",
  ltvWhole: "LTV maanden moet een heel getal zijn",
  ltvNegative: "LTV maanden mag niet negatief zijn",
  ltvTooBig: "LTV maanden is te groot",
} as const;

/** A custom item not added (monthly-costs-form says why). */
export function customItemError(problem: CustomItemProblem): string {
  const T = MONTHLY_COSTS_TEXTS;
  if (problem === "empty") return T.emptyItemName;
  if (problem === "duplicate") return T.duplicateItem;
  if (problem === "nameTooLong") return T.itemNameTooLong(MAX_CUSTOM_ITEM_NAME);
  if (problem === "tooManyItems") return T.tooManyItems(MAX_CUSTOM_ITEMS_PER_SECTION);
  return T.unknownSection;
}

/** The breakdown's inline month edit refused (readDirectSalesEdit says why). */
export function directSalesEditError(problem: DirectSalesProblem): string {
  if (problem === "invalidPeriod") return NUMBERS_TEXTS.invalidPeriod;
  if (problem === "malformed" || problem === "ambiguous") return AMOUNT_MESSAGES.nl[problem];
  return NUMBERS_TEXTS.directSales[problem];
}

export const WIZARD_TEXTS = {
  title: "Financiële gegevens",
  unknownStep: "Onbekende stap",
  unknownMode: "Onbekende modus",
  unknownAction: "Onbekende actie",
} as const;

/** The valuation panel's field errors (nothing is saved while one shows). */
export const VALUATION_FORM_ERRORS = {
  required: "Vul een waarde in",
  terminalGrowthRange: "Terminal growth moet tussen -10% en 20% liggen",
  multipleRange: "Multiple moet tussen 0 en 1000 liggen",
  /** Terminal growth at or above the WACC: no terminal value exists. */
  terminalGrowthAboveWacc: (wacc: string) => `Terminal growth moet lager zijn dan de WACC (${wacc})`,
  refused: "Niet berekend en niet opgeslagen: controleer de gemarkeerde parameters.",
} as const;

/** The CAC/LTV configuration's labels on /numbers: also how other screens name these fields. */
export const CAC_LTV_FIELD_LABELS = {
  cac_per_customer: "CAC per klant (€)",
  ltv_months: "LTV (maanden)",
  revenue_per_customer_monthly: "Revenue per klant per maand (€)",
  revenue_per_customer_onetime: "Revenue per klant, eenmalig (€)",
} as const;

/** Saving profile data refused, per problem (docs/product.md#saving-startup-data). */
export const SAVE_ERROR_MESSAGES = {
  accessDenied: "Je hebt geen toegang om deze gegevens op te slaan. Controleer of je bent ingelogd.",
  duplicate: "Er bestaat al data voor deze gebruiker. Probeer de gegevens bij te werken.",
  notNull: "Sommige verplichte velden ontbreken. Controleer je gegevens.",
  /** The database's own message stays in the log. */
  other: "Database fout: de gegevens konden niet worden opgeslagen. Probeer het later opnieuw.",
  notSignedIn: "Je moet ingelogd zijn om gegevens op te slaan",
} as const satisfies Record<SaveProblem, string> & Record<string, string>;

export const FINAL_SAVE_TOASTS = {
  failedTitle: "❌ Fout bij definitief opslaan",
  unknownError: "Onbekende fout opgetreden",
  successTitle: "✅ Alle gegevens succesvol opgeslagen!",
  progressSaved: "Gegevens opgeslagen",
  editSaved: "Wijzigingen opgeslagen!",
} as const;

export const FETCH_ERROR_TOAST = {
  title: "Fout bij ophalen",
  description: "Er is een fout opgetreden bij het ophalen van je gegevens.",
} as const;

/** A failed save's message; a final save's failure that is no database error: 'Onbekende fout opgetreden'. */
export function saveErrorMessage(problem: SaveProblem | "unknown"): string {
  return problem === "unknown" ? FINAL_SAVE_TOASTS.unknownError : SAVE_ERROR_MESSAGES[problem];
}

/** The overlay on a cost field filled from the monthly costs (the wizard, the financial data editor). */
export const COST_SOURCE_TEXTS = { calculatedFromMonthlyCosts: "Berekend uit monthly costs" } as const;

/** The copy dialog of /monthly-costs (docs/product.md#copy-to-other-months). */
export const COPY_DIALOG_TEXTS = {
  overwriteWarning: "Maanden met bestaande data worden overschreven",
  /** The copy button before any month is ticked, without JavaScript (it cannot count the ticks). */
  copySelected: "Kopieer naar geselecteerde maanden",
  copyButton: (selectedMonths: number) => `Kopieer naar ${selectedMonths} maanden`,
  copied: (copiedMonths: number) => `Successvol gekopieerd naar ${copiedMonths} maanden.`,
} as const;

/** The yearly overview on /numbers: its title, toasts and load error. */
export const YEARLY_OVERVIEW_TEXTS = {
  title: (year: number) => `Financieel Overzicht ${year} - Excel Format`,
  csvExported: "CSV Geëxporteerd",
  copied: "Gekopieerd",
  loadError: {
    title: "Fout bij laden",
    description: "Er is een fout opgetreden bij het laden van de financiële data.",
  },
} as const;

/** Where each point of the revenue chart comes from, said under it (the wizard's fields by their labels). */
export function revenueChartSources(currentYear: number): string {
  return (
    `${currentYear - 1} en eerder: 'Omzet vorig jaar (totaal, optioneel)' uit de wizard. ` +
    `${currentYear} tot en met ${currentYear + 2}: de huidige MRR plus de klantcohorten (CAC/LTV), ` +
    "dezelfde omzet als in het jaaroverzicht."
  );
}
