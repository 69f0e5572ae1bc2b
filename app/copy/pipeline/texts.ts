/**
 * The pipeline's copy (Dutch, like the rest of the admin area): the board and table, one
 * investor's card, the round, the suggestions, the import and the actions' toasts and refusals.
 */
import type { ImportFileProblem, RowError } from "../../domain/pipeline/csv";
import type {
  ActivityKind,
  AutoActivityKind,
  Instrument,
  PassReason,
  Stage,
} from "../../domain/pipeline/stages";
import type { Signal } from "../../domain/pipeline/suggestions";

export const STAGE_LABELS: Record<Stage, string> = {
  backlog: "Backlog",
  contacted: "Benaderd",
  meeting: "Gesprek",
  "due-diligence": "Due diligence",
  "term-sheet": "Term sheet",
  committed: "Toegezegd",
  closed: "Gesloten",
  passed: "Afgehaakt",
};

export const INSTRUMENT_LABELS: Record<Instrument, string> = {
  safe: "SAFE",
  convertible: "Converteerbare lening",
  priced: "Aandelen (priced round)",
};

export const PASS_REASON_LABELS: Record<PassReason, string> = {
  "too-early": "Te vroeg",
  thesis: "Past niet in de investeringsstrategie",
  valuation: "Waardering",
  traction: "Te weinig tractie",
  team: "Team",
  timing: "Timing of fonds vol",
  other: "Anders",
};

export const ACTIVITY_LABELS: Record<ActivityKind | AutoActivityKind, string> = {
  meeting: "Afspraak",
  call: "Telefoongesprek",
  mail: "Mail",
  note: "Notitie",
  invite: "Uitgenodigd",
  "first-open": "Deck voor het eerst geopend",
  request: "Verzoek ingediend",
  "mail-sent": "Mail verstuurd",
};

export const SIGNAL_LABELS: Record<Signal, string> = {
  opened: "opende het deck",
  "read-most": "las het grootste deel van het deck",
  asked: "stelde vragen",
  "read-documents": "las documenten in de data room",
  "came-back": "kwam terug",
  requested: "vroeg een gesprek of document aan",
};

export const PIPELINE_TEXTS = {
  title: "Pijplijn",
  intro:
    "Alle uitgenodigde investeerders en bezoekers met een bevestigd e-mailadres, per fase. Wat ze op de investeerderssite doen, wordt hier een voorstel.",
  back: "Terug naar dashboard",
  board: "Bord",
  table: "Tabel",
  import: "CSV importeren",
  exportCsv: "CSV exporteren",
  cardNotFound: "Deze investeerder staat niet in de pijplijn.",
  empty: "Nog geen investeerders. Nodig een investeerder uit of importeer een CSV.",
  readOnly: "Je kunt de pijplijn bekijken; alleen beheerders wijzigen hem.",
  totalsTitle: "Totalen per fase",
  total: (count: number) => `${count} ${count === 1 ? "investeerder" : "investeerders"}`,
  indicated: "Indicatie",
  committed: "Toegezegd",
  stage: "Fase",
  save: "Opslaan",
  saveStage: (name: string) => `Fase van ${name} opslaan`,
  stageOf: (name: string) => `Fase van ${name}`,
  open: "Openen",
  lead: "Lead",
  followUpNow: "Nu opvolgen",
  followUpNowHint: "Actief in de laatste 48 uur en sindsdien geen contact gelogd.",
  followUpOn: (day: string) => `Opvolgen op ${day}`,
  dismiss: "Negeren",
  accept: "Overnemen",
  suggestion: (signal: string, stage: string) => `Voorstel: naar ${stage} — ${signal}.`,
  dragHint:
    "Sleep een kaart naar een andere fase, of pak hem met spatie of Enter op, verplaats met de pijltjestoetsen en zet neer met spatie of Enter.",
  dragHandle: (name: string) => `${name} verplaatsen`,
  columns: {
    name: "Naam",
    firm: "Bedrijf",
    stage: "Fase",
    indicated: "Indicatie",
    committed: "Toegezegd",
    lead: "Lead",
    nextFollowUp: "Opvolgen",
    lastEngaged: "Laatst actief",
    score: "Interesse",
  },
  yes: "ja",
  no: "nee",
  none: "—",
} as const;

/** One investor's card: the pipeline fields, the activity log and the engagement beside them. */
export const CARD_TEXTS = {
  close: "Sluiten",
  engagement: "Betrokkenheid",
  pagesSeen: (seen: number, share: number) => `${seen} deckpagina's gezien (${share}%)`,
  deckTime: (minutes: number) => `${minutes} min in het deck`,
  visits: (n: number) => `${n} ${n === 1 ? "bezoek" : "bezoeken"}`,
  questions: (n: number) => `${n} ${n === 1 ? "vraag" : "vragen"}`,
  requests: (n: number) => `${n} ${n === 1 ? "verzoek" : "verzoeken"}`,
  score: (n: number) => `Interessescore ${n}`,
  noEngagement: "Nog geen bezoek aan de investeerderssite.",
  fields: "Pijplijn",
  ticketIndicated: "Ticket indicatie (€)",
  ticketCommitted: "Ticket toegezegd (€)",
  lead: "Lead-investeerder",
  nextFollowUp: "Volgende opvolging",
  reasonPassed: "Reden van afhaken",
  reasonPassedNone: "Geen",
  reasonPassedNote: "Toelichting (optioneel)",
  notes: "Notities",
  save: "Pijplijn opslaan",
  activity: "Activiteit",
  noActivity: "Nog geen activiteit.",
  logTitle: "Activiteit loggen",
  kind: "Soort",
  day: "Datum",
  note: "Notitie (optioneel)",
  log: "Loggen",
  auto: "automatisch",
  viewInvestor: "Bekijk op het tabblad Investeerders",
} as const;

export const ROUND_TEXTS = {
  title: "Ronde",
  none: "Nog geen open ronde.",
  create: "Ronde starten",
  edit: "Ronde bewerken",
  save: "Ronde opslaan",
  close: "Ronde sluiten",
  confirmClose: "De ronde wordt gesloten met het bedrag dat nu is toegezegd. Doorgaan?",
  name: "Naam",
  target: "Doelbedrag (€)",
  instrument: "Instrument",
  targetClose: "Beoogde sluitingsdatum (optioneel)",
  progress: (committed: string, target: string, percent: number) =>
    `${committed} van ${target} toegezegd (${percent}%)`,
  closesOn: (day: string) => `Beoogde sluiting ${day}`,
  closedRounds: "Gesloten rondes",
  closedOn: (day: string) => `gesloten op ${day}`,
  toPipeline: "Naar de pijplijn",
  nameRequired: "Geef de ronde een naam.",
  nameTooLong: "De naam is te lang (maximaal 120 tekens).",
  targetRequired: "Vul het doelbedrag in.",
  targetPositive: "Het doelbedrag moet groter zijn dan 0.",
  instrumentInvalid: "Kies een instrument.",
  dayInvalid: "Gebruik een datum als 2026-12-31.",
  created: "Ronde gestart.",
  saved: "Ronde opgeslagen.",
  closed: "Ronde gesloten.",
  alreadyOpen: "Er is al een open ronde: sluit die eerst.",
  notFound: "Deze ronde bestaat niet (meer).",
} as const;

export const PIPELINE_ACTION_TEXTS = {
  stageSaved: (name: string, stage: string) => `${name} staat nu in ${stage}.`,
  cardSaved: "Pijplijn opgeslagen.",
  logged: "Activiteit gelogd.",
  accepted: "Voorstel overgenomen.",
  dismissed: "Voorstel genegeerd.",
  notFound: "Deze investeerder staat niet (meer) in de pijplijn.",
  stageInvalid: "Kies een fase uit de lijst.",
  amountInvalid: "Gebruik een bedrag als 250.000.",
  amountNegative: "Een bedrag kan niet negatief zijn.",
  dayInvalid: "Gebruik een datum als 2026-12-31.",
  reasonInvalid: "Kies een reden uit de lijst.",
  kindInvalid: "Kies een soort activiteit.",
  dayRequired: "Vul de datum in.",
  tooLong: (field: string, max: number) => `${field} is te lang (maximaal ${max} tekens).`,
  unknownAction: "Onbekende actie.",
} as const;

export const IMPORT_TEXTS = {
  title: "Investeerders importeren uit CSV",
  intro:
    "Kolommen: name, email, firm, stage, amount, notes (de eerste regel noemt ze; naam, e-mail, bedrijf, fase, bedrag en notities mag ook). Een adres dat al in de pijplijn staat, wordt bijgewerkt.",
  file: "CSV-bestand",
  preview: "Voorbeeld bekijken",
  confirm: (n: number) => `${n} ${n === 1 ? "investeerder" : "investeerders"} importeren`,
  previewTitle: (n: number) => `Voorbeeld: ${n} ${n === 1 ? "regel" : "regels"}`,
  merged: "bijgewerkt",
  added: "nieuw",
  errorsTitle: (n: number) =>
    `${n} ${n === 1 ? "regel heeft" : "regels hebben"} een fout. Er is niets geïmporteerd: verbeter het bestand en probeer het opnieuw.`,
  line: (n: number) => `Regel ${n}`,
  imported: (added: number, merged: number) => `${added} toegevoegd, ${merged} bijgewerkt.`,
  fileRequired: "Kies een CSV-bestand.",
  fileTooLarge: (maxKb: number) => `Het bestand is te groot (maximaal ${maxKb} kB).`,
  tooManyRows: (max: number) => `Het bestand heeft te veel regels (maximaal ${max}).`,
  noRows: "Het bestand bevat geen investeerders.",
  headerMissing: (columns: string) => `De eerste regel mist de kolom(men): ${columns}.`,
  unclosedQuote: "Een aanhalingsteken wordt niet gesloten.",
  nameRequired: "Naam ontbreekt.",
  emailInvalid: "Geen geldig e-mailadres.",
  stageInvalid: (value: string) => `Onbekende fase "${value}".`,
  amountInvalid: (value: string) => `Onleesbaar bedrag "${value}".`,
  tooLong: (field: string, max: number) => `${field} is te lang (maximaal ${max} tekens).`,
} as const;

/** A refused import file's problem (readImport says why), in the import's Dutch. */
export function importFileErrorText(problem: ImportFileProblem): string {
  if (problem.code === "tooManyRows") return IMPORT_TEXTS.tooManyRows(problem.max);
  if (problem.code === "headerMissing") return IMPORT_TEXTS.headerMissing(problem.columns.join(", "));
  return IMPORT_TEXTS[problem.code];
}

const IMPORT_FIELD_NAMES = { name: "Naam", firm: "Bedrijf", notes: "Notities" } as const;

/** A refused row's line and its problems in Dutch, as the import panel lists them. */
export type RowErrorText = { line: number; messages: string[] };

export function importRowErrorTexts(errors: readonly RowError[]): RowErrorText[] {
  return errors.map(({ line, problems }) => ({
    line,
    messages: problems.map((p) =>
      p.code === "tooLong"
        ? IMPORT_TEXTS.tooLong(IMPORT_FIELD_NAMES[p.field], p.max)
        : p.code === "stageInvalid" || p.code === "amountInvalid"
          ? IMPORT_TEXTS[p.code](p.value)
          : IMPORT_TEXTS[p.code],
    ),
  }));
}

/** dnd-kit's screen-reader announcements on the board, naming the investor and the stage. */
export const BOARD_ANNOUNCEMENTS = {
  pickedUp: (name: string, stage: string) => `${name} opgepakt, fase ${stage}.`,
  over: (name: string, stage: string) => `${name} boven fase ${stage}.`,
  dropped: (name: string, stage: string) => `${name} neergezet in fase ${stage}.`,
  outside: (name: string) => `${name} is niet boven een fase; er verandert niets.`,
  cancelled: (name: string) => `Verplaatsen geannuleerd. ${name} blijft in dezelfde fase.`,
} as const;

/** The round's card on the admin dashboard, which speaks English like the rest of that page. */
export const DASHBOARD_ROUND_TEXTS = {
  title: "Round",
  none: "No open round yet.",
  start: "Start a round in the pipeline",
  pipeline: "Pipeline",
  /** The Investors tab's link from an investor's detail to their pipeline card (that tab is English). */
  pipelineCard: "Stage, ticket and follow-up in the pipeline",
  openPipeline: "Open the pipeline",
  progress: (committed: string, target: string, percent: number) =>
    `${committed} of ${target} committed (${percent}%)`,
  closesOn: (day: string) => `Target close ${day}`,
  instruments: { safe: "SAFE", convertible: "Convertible note", priced: "Priced equity" } as Record<
    Instrument,
    string
  >,
} as const;
