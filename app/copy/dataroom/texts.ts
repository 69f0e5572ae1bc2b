/**
 * The data room's words: the Admin Panel tab in Dutch (as the other admin screens), the
 * investors' pages in English (as the pitch deck a personal link leads to; ADR 053's rule,
 * docs/decisions/056-data-room-audit-and-watermarks.md).
 */
import type { Visibility } from "../../domain/dataroom/access";
import type { GrantMailTexts } from "../../domain/dataroom/grant-mail";

export const DATA_ROOM_TAB_TEXTS = {
  intro:
    "Mappen en documenten (PDF, XLSX, afbeeldingen) voor investeerders. Elk document is zichtbaar voor niemand, voor iedereen met toegang of voor gekozen investeerders.",
  foldersTitle: "Mappen",
  folderName: "Naam van de map",
  addFolder: "Map toevoegen",
  noFolder: "Zonder map",
  uploadTitle: "Document toevoegen",
  documentName: "Naam",
  file: "Bestand (PDF, XLSX, PNG, JPEG of WebP)",
  folder: "Map",
  newVersionOf: "Nieuwe versie van",
  newDocument: "— een nieuw document —",
  upload: "Uploaden",
  documentsTitle: "Documenten",
  noDocuments: "Nog geen documenten in de data room.",
  visibility: "Zichtbaar voor",
  visibilities: {
    nobody: "Niemand",
    everyone: "Iedereen met toegang",
    chosen: "Gekozen investeerders",
  } satisfies Record<Visibility, string>,
  downloads: "Downloaden toestaan (met watermerk)",
  requestType: "Beantwoordt aanvragen voor",
  requestTypeNone: "—",
  investors: "Investeerders",
  save: "Opslaan",
  versions: (n: number) => (n === 1 ? "1 versie" : `${n} versies`),
  pages: (n: number) => (n === 1 ? "1 pagina" : `${n} pagina's`),
  noPages: "Nog geen pagina's",
  renderPages: "Pagina's weergeven",
  rendering: (done: number, total: number) => `Pagina ${done} van ${total} weergegeven…`,
  missingPagesTitle: "Nog zonder pagina-afbeeldingen",
  missingPagesIntro:
    "Investeerders zien deze PDF's pas in de viewer als al hun pagina's zijn weergegeven. Dat gebeurt in je browser zodra je dit tabblad met JavaScript opent, één document tegelijk: laat het open tot het klaar is.",
  open: "Bekijken",
  engagementTitle: "Gelezen",
  auditCsv: "Audittrail (CSV)",
  folderAdded: "Map toegevoegd",
  uploaded: "Document opgeslagen",
  saved: "Document bijgewerkt",
  missingName: "Geef een naam op.",
  missingFile: "Kies een bestand.",
  badType: "Alleen PDF, XLSX, PNG, JPEG of WebP.",
  tooLarge: "Het bestand is te groot (max. 50 MB).",
  notFound: "Document niet gevonden.",
  badInput: "Ongeldige invoer.",
  noInvestors: "Nog geen uitgenodigde investeerders (tabblad Investors).",
} as const;

export const GRANT_TEXTS = {
  button: "Toegang geven",
  granted: (doc: string, who: string) => `${who} heeft toegang tot '${doc}'; de link is gemaild.`,
  noDocument: (type: string) =>
    `Geen document in de data room beantwoordt aanvragen voor '${type}'. Kies dat bij het document op het tabblad Data room.`,
  noInvestor:
    "Deze aanvraag komt niet van een uitgenodigde investeerder. Nodig hem eerst uit op het tabblad Investors.",
  notFound: "Aanvraag niet gevonden.",
  grantedAlready: "Toegang gegeven",
} as const;

export const ROOM_PAGE_TEXTS = {
  title: "Documents",
  documentTitle: (company: string) => `Documents – ${company}`,
  intro: "The documents shared with you.",
  none: "No documents have been shared with you yet.",
  open: "Open",
  back: "All documents",
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  previous: "Previous page",
  next: "Next page",
  pagesLabel: "Pages",
  download: "Download PDF",
  downloadFile: "Download",
  noPages: "This document has no pages to show yet.",
  downloadOff: "Downloading this document is turned off by the company.",
  notFound: "This document is not available to you.",
  stamping: (done: number, total: number) =>
    total > 0 ? `Preparing your copy: page ${done} of ${total}…` : "Preparing your copy…",
  stampingRefresh: "Refresh",
  stampFailed: "Your copy could not be prepared. Please try again later.",
  watermarkLabel: "Watermark",
  home: "Home",
  pitchDeck: "Pitch deck",
  folderless: "Documents",
  recording: "Your time on each page is recorded for the company.",
} as const;

export const GRANT_MAIL_TEXTS = {
  subject: (company: string, doc: string) => `${company} shared '${doc}' with you`,
  body: (name: string, company: string, doc: string) =>
    `Hello ${name},\n\n${company} has given you access to '${doc}' in its data room. Open it with the link below (in the browser where you opened your personal investor link).`,
  button: "Open the document",
} as const satisfies GrantMailTexts;
