/**
 * The Admin Panel's 'Documents' tab (Dutch, with the spec's English button names): the upload
 * cards, the page rendering in the browser, the list, the toasts and refusals of the document
 * actions and of the JavaScript upload and page routes. The progress lines of the page
 * rendering are built beside their steps (components/deck/page-progress.ts).
 * Quoted texts verbatim from docs/product.md#admin-panel-documents.
 */
import {
  type FileProblem,
  type ImageSelection,
  MAX_UPLOAD_BYTES,
  MB,
  type OutcomeToast,
  type UploadFileKind,
} from "../../domain/documents";
import { type StopCause, STUCK_AFTER_MINUTES } from "../../domain/processing/stopped";

/** The upload checks' and the list's toasts (their rules: documents.ts), and the refusals the browser and server both give. */
export const DOCUMENT_MESSAGES = {
  invalidPdf: "Selecteer een geldig PDF bestand.",
  invalidExcel: "Selecteer een geldig Excel bestand.",
  invalidImage: "Ongeldig bestand",
  imageTooLarge: "Bestand te groot",
  imageFormat: "Formaat niet ondersteund",
  noValidImages: "Geen geldige afbeeldingen",
  someSkipped: "Sommige bestanden overgeslagen",
  uploadError: "Upload fout",
  uploaded: "Bestand geüpload",
  deleted: "Bestand verwijderd",
  deleteFailed: "Fout",
  downloadStarted: "Download started",
  downloadError: "Download fout",
  // The spec reprocesses PDFs only; workbooks too here, so a failed or stuck one can be read again.
  onlyPdfOrExcelReprocess: "Only PDF and Excel documents can be reprocessed",
  orderSaved: "Volgorde opgeslagen",
  orderSaveFailed: "Fout bij opslaan",
  uploading: "Uploaden...",
  noFile: "Geen bestand gekozen.",
  imagesUploaded: {
    title: "Afbeeldingen geüpload",
    description: "De verwerking kon niet worden gestart. Klik op 'Process Images Now'.",
  },
} as const;

/** '{file} is geen geldige afbeelding' (docs/product.md#admin-panel-documents). */
export const notAnImage = (fileName: string) => `${fileName} is geen geldige afbeelding`;

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

const INVALID_FILE_TITLE: Record<Exclude<UploadFileKind, "image">, string> = {
  pdf: DOCUMENT_MESSAGES.invalidPdf,
  excel: DOCUMENT_MESSAGES.invalidExcel,
};

/**
 * A refused upload's toast (the checks in app/domain/documents.ts say why): a PDF's or a
 * workbook's refusals all carry the spec's 'Selecteer een geldig … bestand.'; an image's title
 * names its problem ('Ongeldig bestand', 'Bestand te groot', 'Formaat niet ondersteund').
 */
export function fileProblemText({ kind, problem, fileName }: FileProblem): {
  title: string;
  description: string;
} {
  const title =
    kind !== "image"
      ? INVALID_FILE_TITLE[kind]
      : problem === "too-large"
        ? DOCUMENT_MESSAGES.imageTooLarge
        : problem === "unsupported-format"
          ? DOCUMENT_MESSAGES.imageFormat
          : DOCUMENT_MESSAGES.invalidImage;
  const description =
    problem === "too-large"
      ? `${fileName} is groter dan ${megabytes(MAX_UPLOAD_BYTES[kind])}.`
      : problem === "unsupported-format"
        ? `${fileName}: gebruik JPG, PNG of WebP.`
        : kind === "image"
          ? notAnImage(fileName)
          : problem === "empty"
            ? `${fileName || "Het bestand"} is leeg.`
            : kind === "pdf"
              ? `${fileName} is geen PDF bestand.`
              : `${fileName} is geen .xlsx of .xls bestand.`;
  return { title, description };
}

/**
 * The toast for a selection of slide images as a whole: 'Geen geldige afbeeldingen' when
 * nothing is left, 'Sommige bestanden overgeslagen' (with the count to upload) when some were
 * refused, else null.
 */
export function imageSelectionSummary({
  accepted,
  problems,
}: Pick<ImageSelection<unknown>, "accepted" | "problems">): {
  title: string;
  description: string;
  variant: "destructive" | "default";
} | null {
  if (accepted.length === 0)
    return {
      title: DOCUMENT_MESSAGES.noValidImages,
      description: problems.length
        ? problems.map((p) => fileProblemText(p).description).join(" ")
        : "Selecteer JPG, PNG of WebP afbeeldingen.",
      variant: "destructive",
    };
  if (problems.length > 0)
    return {
      title: DOCUMENT_MESSAGES.someSkipped,
      description: `${problems.length} ${problems.length === 1 ? "bestand" : "bestanden"} overgeslagen; ${accepted.length} ${accepted.length === 1 ? "afbeelding wordt" : "afbeeldingen worden"} geüpload.`,
      variant: "default",
    };
  return null;
}

export const DOCUMENTS_TEXTS = {
  cards: {
    pdf: {
      title: "Pitch Deck (PDF)",
      description:
        "Upload je pitch deck als PDF. De tekst wordt per pagina geëxtraheerd voor de pitch deck chat; je browser maakt een afbeelding van elke pagina voor de viewer, en pagina's zonder tekst worden gelezen met OCR (in je browser of op de server).",
    },
    images: {
      title: "Pitch Deck Afbeeldingen",
      description:
        "Upload de dia's als afbeeldingen (JPG, PNG of WebP, max. 20 MB per bestand). De AI analyseert ze in de volgorde hieronder.",
    },
    excel: {
      title: "Financial Forecast (Excel)",
      description:
        "Upload je financiële prognose (.xlsx of .xls). Alle werkbladen worden ingelezen voor de forecast chat.",
    },
  },
  // The PDF's pages, rendered and read (OCR) in this browser.
  pagesOf: (name: string) => `Pagina's van ${name}`,
  preparing: "Voorbereiden…",
  renderPages: "Pagina's weergeven",
  pagesRendered: (outcome: string) => `Pagina's weergegeven — ${outcome}`,
  pdfNotLoaded: (status: number) => `De PDF kon niet worden geladen (status ${status}).`,
  pagesNotRendered: {
    title: "Pagina's niet weergegeven",
    description: (name: string, message: string) =>
      `${name}: ${message} Klik op 'Pagina's weergeven' om het opnieuw te proberen.`,
  },
  withoutJavaScript:
    "Zonder JavaScript wordt de tekst geëxtraheerd en leest de server pagina's zonder tekst (OCR); de pagina-afbeeldingen maakt je browser met JavaScript aan.",
  // The slide images.
  imageCount: (n: number) => `${n} ${n === 1 ? "afbeelding" : "afbeeldingen"}`,
  processImages: "Process Images Now",
  reprocessImages: "Reprocess Images",
  slidesProcessed: "Pitch deck succesvol verwerkt",
  processingError: "Verwerkingsfout",
  // The list.
  listTitle: "Documenten",
  running: "Verwerking bezig…",
  autoRefresh: "de status wordt automatisch bijgewerkt.",
  refresh: "Vernieuwen",
} as const;

/** The documents list and its actions (components/deck/documents-list.tsx). */
export const DOCUMENT_LIST_TEXTS = {
  typeLabel: {
    pdf: "Pitch Deck (PDF)",
    excel: "Financial Forecast (Excel)",
    "pitch-images": "Pitch Deck Afbeelding",
    "pitch-combined": "Pitch Deck (AI analyse van de afbeeldingen)",
  },
  queued: "In de wachtrij",
  busy: "Bezig",
  done: "Verwerkt",
  failed: "Mislukt",
  download: "Download",
  reprocess: "Reprocess",
  delete: "Verwijder",
  deleteConfirm: (name: string) => `Weet je zeker dat je "${name}" wilt verwijderen?`,
  /** The no-JS confirmation step. */
  deletePermanently: (name: string) => `Weet je het zeker? “${name}” wordt definitief verwijderd.`,
  confirmYes: "Ja, verwijderen",
  cancel: "Annuleren",
  versionLabel: {
    processing: "Nieuwe versie wordt verwerkt — de live versie blijft zichtbaar",
    ready: "Klaar (niet live)",
    failed: "Niet gebruikt: de live versie blijft",
  },
  live: "Live",
  pageImages: (images: number, ocr: number) =>
    `${images} pagina-afbeeldingen${ocr ? `, ${ocr} pagina's gelezen uit afbeeldingen (OCR)` : ""}`,
  pagesInterrupted: "Pagina's niet volledig weergegeven (het weergeven is onderbroken).",
  pagesRendering: "Pagina's worden weergegeven…",
  noPageImages: "Nog geen pagina-afbeeldingen.",
  renderPages: "Pagina's weergeven",
  pagesNeedJavaScript:
    "De pagina-afbeeldingen (de viewer voor investeerders) worden in je browser gemaakt: open deze pagina met JavaScript aan om ze weer te geven. Pagina's zonder tekst leest de server ook zonder browser (OCR).",
  makeLive: "Maak live",
  /** A deck PDF's download switch: investors get a copy stamped with their watermark. */
  downloadsOn: "Downloaden: aan (met watermerk)",
  downloadsOff: "Downloaden: uit",
  turnDownloadsOff: "Downloaden uitzetten",
  turnDownloadsOn: "Downloaden aanzetten",
  awaitingPages:
    "Wacht op de pagina-afbeeldingen: deze versie gaat live zodra de pagina's zijn weergegeven. Tot dan blijft de live versie online.",
  publishTextOnly: "Live zetten zonder pagina's",
  publishTextOnlyHint: "Investeerders krijgen dan de chat en de download, maar geen viewer.",
  keepOpen:
    "Laat deze pagina open tot alle pagina's zijn weergegeven. Verlaat je haar eerder, dan blijft de vorige versie live en gaat het weergeven verder zodra je Documenten weer opent.",
  empty: "Nog geen documenten geüpload.",
  columns: ["Naam", "Type", "Grootte", "Geüpload", "Status", "Acties"],
} as const;

/** The upload cards with JavaScript (components/deck/documents-upload-card.tsx, documents-upload.ts). */
export const UPLOAD_CARD_TEXTS = {
  chooseImages: "Afbeeldingen kiezen",
  chooseFile: "Bestand kiezen",
  upload: "Uploaden",
  progressLabel: "Uploadvoortgang",
  fileProgress: (name: string) => `Upload ${name}`,
  failed: "Mislukt",
  someImagesFailed: (failed: number, all: number, messages: string) =>
    `${failed} van ${all} afbeeldingen konden niet worden geüpload: ${messages}`,
  imagesReadHere: (n: number) =>
    `${n} ${n === 1 ? "afbeelding" : "afbeeldingen"} geüpload; de tekst wordt gelezen (OCR).`,
  imagesAnalysed: (n: number) =>
    `${n} ${n === 1 ? "afbeelding" : "afbeeldingen"} geüpload; de AI analyse is gestart.`,
  serverStatus: (status: number) => `De server antwoordde met status ${status}.`,
  noConnection: "Geen verbinding met de server.",
} as const;

/** The slide order card (components/deck/slide-order-card.tsx). */
export const SLIDE_ORDER_TEXTS = {
  title: "Volgorde van de dia's",
  hintWithJavaScript: "Sleep de dia's of gebruik de pijlen om de volgorde te wijzigen.",
  hint: "Gebruik de pijlen om de volgorde te wijzigen.",
  reset: "Reset",
  saving: "Opslaan...",
  save: "Volgorde Opslaan",
  unsaved:
    "De volgorde is gewijzigd maar nog niet opgeslagen. Klik op ‘Volgorde Opslaan’ om de nieuwe volgorde te bewaren.",
  empty: "Nog geen pitch deck afbeeldingen. Upload ze hierboven.",
  up: "Omhoog",
  down: "Omlaag",
  slideNumber: (n: number) => ` (dia ${n})`,
  position: (n: number, total: number) => `dia ${n} van ${total}`,
  drag: (name: string) => `Versleep ${name}`,
} as const;

/** What the document actions answer (app/server/documents/documents.server.ts, document-versions.server.ts). */
export const DOCUMENT_OUTCOMES = {
  queued: "In de wachtrij",
  notStored: "Het bestand kon niet worden opgeslagen. Probeer het opnieuw.",
  imagesNotStored: "De afbeeldingen konden niet worden opgeslagen. Probeer het opnieuw.",
  someImagesNotStored: (failed: number, all: number, stored: number) =>
    `${failed} van ${all} afbeeldingen konden niet worden opgeslagen; ${stored} zijn geüpload.`,
  notStarted: "De verwerking kon niet worden gestart. Probeer het opnieuw.",
  pdfUploaded: "PDF geüpload",
  extractionNotStarted: "De tekstextractie kon niet worden gestart; gebruik Reprocess.",
  processing: (name: string) => `${name} wordt verwerkt…`,
  uploaded: (name: string) => `${name} is geüpload.`,
  noImagesYet: "Upload eerst pitch deck afbeeldingen.",
  imageProcessingNotStarted: "Image reprocessing failed: de verwerking kon niet worden gestart.",
  imagesProcessing: {
    title: "Afbeeldingen worden verwerkt",
    description: (n: number) => `${n} ${n === 1 ? "afbeelding wordt" : "afbeeldingen worden"} geanalyseerd.`,
  },
  notFound: "Document niet gevonden.",
  notDeleted: "Het bestand kon niet worden verwijderd. Probeer het opnieuw.",
  extractionFailed: "Text extraction was not successful",
  reprocessing: "PDF wordt opnieuw verwerkt",
  reprocessingWorkbook: "Excel bestand wordt opnieuw verwerkt",
  noOrder: "Geen volgorde ontvangen.",
  slideNotFound: "Dia niet gevonden.",
  slidesChanged: "De dia's zijn intussen gewijzigd. Herlaad de pagina en probeer het opnieuw.",
  tryAgain: "Probeer het opnieuw.",
  liveChanged: {
    title: "Live versie gewijzigd",
    description: (name: string) => `${name} is nu de live versie.`,
  },
  downloadsChanged: {
    title: "Downloaden gewijzigd",
    description: (name: string, on: boolean) =>
      on
        ? `Investeerders kunnen ${name} downloaden, met hun watermerk op elke pagina.`
        : `Investeerders kunnen ${name} niet meer downloaden.`,
  },
  alreadyLive: (name: string) => `${name} is al de live versie.`,
  needsPages: (name: string) =>
    `${name} heeft nog geen pagina-afbeeldingen: geef eerst de pagina's weer, of zet de versie live zonder pagina's.`,
  notReady: (name: string) =>
    `${name} is niet klaar (verwerking bezig of mislukt) en kan niet live gezet worden.`,
  /** The name of the document that holds the AI's reading of the slide images. */
  combinedName: "Pitch deck (slides, AI analyse)",
  errorTitle: "Fout",
} as const;

/** The JavaScript upload route's and the page route's refusals (/admin/documents/upload, /admin/documents/pages). */
export const DOCUMENT_ROUTE_ERRORS = {
  notAuthenticated: { title: "Not authenticated", message: "User not authenticated" },
  notSignedIn: "Niet ingelogd.",
  tooLarge:
    "Het bestand is te groot: een PDF mag hoogstens 50 MB zijn, een Excel bestand of een afbeelding 20 MB.",
  lengthRequired: "De grootte van het bestand ontbreekt (Content-Length); de upload is niet aangenomen.",
  bodyShort: "Het bestand kwam niet volledig aan en is niet opgeslagen. Probeer het opnieuw.",
  bodyLong: "Het bestand is groter dan opgegeven en is niet opgeslagen.",
  invalidUpload: "Ongeldige upload.",
  pageTooLarge: "De pagina-afbeelding is groter dan 5 MB.",
  invalidRequest: "Ongeldige aanvraag.",
  unknownStep: "Onbekende stap.",
} as const;

/** How each page of a PDF version got its text (the Documents tab, app/domain/deck/page-reading.ts). */
export const PAGE_READING_TEXTS = {
  method: {
    text: "tekstlaag",
    browser: "OCR in de browser",
    server: "OCR op de server (tesseract)",
    vision: "OCR op de server (AI-model)",
    none: "geen tekst",
  },
  group: (pages: string, count: number, method: string) =>
    `${count === 1 ? "Pagina" : "Pagina's"} ${pages.replace(/,/g, ", ")}: ${method}`,
} as const;

/** A version whose processing stopped without finishing (stopped.ts): what happened and how to process it again. */
export function stoppedOutcome(type: string, cause: StopCause): OutcomeToast {
  const what =
    cause === "dead-letter"
      ? "De verwerking is gestopt zonder te eindigen: de taak werd bij elke poging afgebroken."
      : `De verwerking maakte ${STUCK_AFTER_MINUTES} minuten geen voortgang en is gestopt.`;
  const again =
    type === "pitch-combined"
      ? "Klik op 'Reprocess Images' om de afbeeldingen opnieuw te verwerken."
      : "Klik op 'Reprocess' om het bestand opnieuw te verwerken.";
  return { title: "Verwerkingsfout", description: `${what} ${again}`, variant: "destructive" };
}
