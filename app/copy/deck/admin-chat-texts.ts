/**
 * The members' pitch deck chat (Dutch; docs/product.md#pitch-deck-chat) and the Admin Panel's chat
 * messages, spec texts verbatim. The public chat's words are in chat-texts.ts.
 */
import { ownValue } from "../../domain/own-keys";
import type { ChatErrorTexts } from "./chat-texts";

/** The members' chat input's placeholder: a question can be asked (readiness.answerable), or the deck is still being processed. */
export const ADMIN_CHAT_PLACEHOLDERS = {
  ready: "Stel je vraag over de pitch deck...",
  processing: "De pitch deck wordt verwerkt...",
} as const;

/** Spec texts, verbatim. */
export const ADMIN_CHAT_TEXTS = {
  error: "Fout - Kon geen AI reactie krijgen. Probeer het opnieuw.",
  noDeck: "Geen pitch deck beschikbaar - Upload eerst pitch deck afbeeldingen of een PDF in het admin panel.",
  welcome:
    "Welkom bij de VC Investment Analysis Chat. Stel vragen over het pitch deck zoals een investeerder dat zou doen: markt, business model, tractie, team, financiën en risico's. Elk antwoord noemt de pagina of slide waar het vandaan komt.",
} as const;

/** The error toast: 'Fout - …' split into title and description (docs/product.md#chat-answers-and-errors). */
const errorAt = ADMIN_CHAT_TEXTS.error.indexOf(" - ");
export const ADMIN_ERROR_TOAST = {
  title: ADMIN_CHAT_TEXTS.error.slice(0, errorAt),
  description: ADMIN_CHAT_TEXTS.error.slice(errorAt + 3),
} as const;

/** The members' pitch deck chat page, around its chat card. */
export const ADMIN_CHAT_PAGE_TEXTS = {
  title: "VC Investment Analysis Chat",
  back: "Terug naar tijdlijn",
  actionsLabel: "Pitch deck acties",
  downloadPdf: "Download PDF",
  reprocessPdf: "Reprocess PDF",
  processImages: "Process Images Now",
  reprocessImages: "Reprocess Images",
  busy: "Bezig...",
  adminPanel: "Admin Panel",
  toAdminPanel: "Naar het admin panel",
  statusTitle: "Pitch deck status",
  status: {
    live: "Live",
    images: "Afbeeldingen",
    pdf: "PDF",
    pdfPages: (name: string, pages: number) =>
      `${name}${pages ? ` (${pages} pagina's)` : " (nog geen pagina-afbeeldingen)"}`,
    slideImages: (count: number) => `${count} slide-afbeeldingen`,
    updating: "een nieuwe versie wordt verwerkt",
    noLiveVersion: "geen live versie",
    noImages: "geen afbeeldingen geüpload",
    imagesAnalysed: (chars: number) => `geanalyseerd (${chars} tekens)`,
    imagesPending: (minChars: number) => `moeten nog verwerkt worden (meer dan ${minChars} tekens nodig)`,
    noPdf: "geen PDF geüpload",
    pdfReady: (chars: number) => `klaar (${chars} tekens)`,
    pdfIncomplete: (minChars: number) => `extractie mogelijk onvolledig (meer dan ${minChars} tekens nodig)`,
  },
  suggestionsTitle: "Voorgestelde vragen",
  refresh: "Vernieuwen",
  moreQuestions: "Meer vragen",
  fewerQuestions: "Minder tonen",
  errorTitle: "Fout",
  unknownAction: "Onbekende actie",
} as const;

export const ADMIN_CHAT_ERRORS: ChatErrorTexts = {
  invalidTitle: ADMIN_CHAT_PAGE_TEXTS.errorTitle,
  noDeck: { title: ADMIN_CHAT_PAGE_TEXTS.errorTitle, description: ADMIN_CHAT_TEXTS.noDeck },
  aiFailed: ADMIN_ERROR_TOAST,
};

/** The members' chat card. */
export const ADMIN_CHAT_CARD_TEXTS = {
  title: "VC Investment Analysis",
  welcome: ADMIN_CHAT_TEXTS.welcome,
  thinking: "AI is thinking...",
  send: "Verstuur",
  sending: "Bezig...",
  copy: "Kopieer",
  copied: "Gekopieerd",
  inputLabel: "Je vraag",
} as const;

export const UNTITLED_CONVERSATION = "Naamloos gesprek";

export const CONVERSATION_TYPE_LABELS = {
  "pitch-deck": "Pitch Deck Chat",
  forecast: "Forecast Chat",
  general: "General Chat",
} as const;

/** The type labels (docs/product.md#admin-panel-chat-messages); an unknown type is shown as it is. */
export function conversationTypeLabel(type: string): string {
  return ownValue<string>(CONVERSATION_TYPE_LABELS, type) ?? type;
}

/** 'User ID' column: the first 8 characters plus an ellipsis. */
export function shortId(id: string | null | undefined): string {
  if (!id) return "—";
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

export function displayTitle(title: string | null | undefined): string {
  return title && title.trim() ? title : UNTITLED_CONVERSATION;
}
