/** The texts of the pitch deck and forecast chats and their pages (docs/product.md#pitch-deck-chat), spec texts verbatim. */
import { MAX_QUESTION_CHARS } from "../../domain/deck/chat";
import { ownValue } from "../../domain/own-keys";

export const UNTITLED_CONVERSATION = "Naamloos gesprek";

/** Spec texts, verbatim. */
export const CHAT_TEXTS = {
  publicErrorTitle: "Error",
  publicErrorDescription: "Could not get AI response. Please try again.",
  adminError: "Fout - Kon geen AI reactie krijgen. Probeer het opnieuw.",
  noDeckTitle: "No pitch deck available",
  noDeckDescription: "Please upload pitch deck images or a PDF in the admin panel first.",
  adminNoDeck:
    "Geen pitch deck beschikbaar - Upload eerst pitch deck afbeeldingen of een PDF in het admin panel.",
  emptyQuestion: "Please enter a question.",
  tooLong: `Your question is too long: at most ${MAX_QUESTION_CHARS} characters.`,
  publicWelcome:
    "Hello! Welcome to our interactive pitch deck. Ask me anything about our business: the problem we solve, our product, market, traction, team or funding. I answer from the pitch deck and tell you which page I found it on.",
  adminWelcome:
    "Welkom bij de VC Investment Analysis Chat. Stel vragen over het pitch deck zoals een investeerder dat zou doen: markt, business model, tractie, team, financiën en risico's. Elk antwoord noemt de pagina of slide waar het vandaan komt.",
} as const;

/** Error toasts of the two chats: 'Error' / '…' (public), 'Fout - …' split into title and description (admin) — see docs/product.md#chat-answers-and-errors. */
export const PUBLIC_ERROR_TOAST = {
  title: CHAT_TEXTS.publicErrorTitle,
  description: CHAT_TEXTS.publicErrorDescription,
} as const;
const adminErrorAt = CHAT_TEXTS.adminError.indexOf(" - ");
export const ADMIN_ERROR_TOAST = {
  title: CHAT_TEXTS.adminError.slice(0, adminErrorAt),
  description: CHAT_TEXTS.adminError.slice(adminErrorAt + 3),
} as const;

/** The refusal of a question that failed validateQuestion. */
export const questionRefusal = (reason: "empty" | "too-long") =>
  reason === "empty" ? CHAT_TEXTS.emptyQuestion : CHAT_TEXTS.tooLong;

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

/** The question 'ask about this slide' sends (the slider's slide n). */
export function slideQuestion(n: number, language: "en" | "nl" = "en"): string {
  return language === "nl" ? `Wat staat er op slide ${n}?` : `What does slide ${n} of the pitch deck say?`;
}

/** The Excel forecast chat (docs/product.md#forecast-chat); quoted texts verbatim. */
export const FORECAST_CHAT_TEXTS = {
  title: "Excel Forecast Chat",
  noFileTitle: "No Excel file available",
  noFileDescription: "Please upload an Excel forecast in the admin panel first.",
  noFileWarning: "No Excel forecast uploaded",
  errorTitle: "Error",
  errorDescription: "Failed to analyze financial data. Please try again.",
  statusTitle: "Forecast file",
  suggestionsTitle: "Suggested questions",
  download: "Download Forecast",
  back: "Back to Timeline",
  adminPanel: "Admin Panel",
  actionsLabel: "Forecast actions",
  refresh: "Refresh",
  unknownAction: "Unknown action",
} as const;

/** The members' pitch deck chat page (Dutch), around its chat card. */
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

/** The investors' pitch deck chat page (English), around its chat card. */
export const PUBLIC_CHAT_PAGE_TEXTS = {
  title: "Pitch Deck Chat",
  documentTitle: (company: string) => `Pitch Deck Chat · ${company}`,
  gateTitle: "Pitch Deck Chat Access",
  gateDescription: "Enter the access code to use our interactive pitch deck chat.",
  home: "Home",
  timeline: "Timeline",
  downloadPdf: "Download PDF",
  menu: "Menu",
  menuButton: "☰ Menu",
  navLabel: "Pitch deck chat",
  menuLabel: "Pitch deck chat menu",
  notPublished:
    "The pitch deck chat is not available yet: no pitch deck has been published. Please check back later.",
  viewTimeline: "View Timeline Updates",
  infoTitle: "Chat Info",
  info: (company: string) => `Answers come from ${company}'s pitch deck and name the page they are based on.`,
  requestDocuments: "Request Documents",
  suggestionsTitle: "Suggested Questions",
  refresh: "Refresh",
  pdfTitle: "Pitch Deck PDF",
  unknownAction: "Unknown action",
} as const;

/** The toasts of a refused or failed question, per chat, in its page's language (docs/product.md#chat-answers-and-errors). */
export type ChatErrorTexts = {
  invalidTitle: string;
  noDeck: { title: string; description: string };
  aiFailed: { title: string; description: string };
};

/**
 * The public chat's refusal when a daily question budget is used up (docs/decisions/034-budgets-and-throttles.md):
 * the visitor's own, their network's (an address), or the company's AI budget. English, like the page.
 */
export const CHAT_BUDGET_TEXTS = {
  title: "Daily question limit reached",
  visitor: (limit: number) =>
    `You have asked ${limit} questions today, the most we answer for one visitor in a day. Please come back tomorrow, or use 'Schedule a Call'.`,
  address:
    "Many questions have come from your network today, and we answer no more from it until tomorrow. Please come back tomorrow, or use 'Schedule a Call'.",
  company:
    "The pitch deck chat has answered all the questions it can for today. Please come back tomorrow, or use 'Schedule a Call'.",
} as const;

export const PUBLIC_CHAT_ERRORS: ChatErrorTexts = {
  invalidTitle: CHAT_TEXTS.publicErrorTitle,
  noDeck: { title: CHAT_TEXTS.noDeckTitle, description: CHAT_TEXTS.noDeckDescription },
  aiFailed: PUBLIC_ERROR_TOAST,
};

// 'Fout - Kon geen AI reactie krijgen. Probeer het opnieuw.': title and description of one toast.
export const ADMIN_CHAT_ERRORS: ChatErrorTexts = {
  invalidTitle: ADMIN_CHAT_PAGE_TEXTS.errorTitle,
  noDeck: { title: ADMIN_CHAT_PAGE_TEXTS.errorTitle, description: CHAT_TEXTS.adminNoDeck },
  aiFailed: ADMIN_ERROR_TOAST,
};

/** The forecast chat (docs/product.md#forecast-chat): English, like its page. */
export const FORECAST_CHAT_ERRORS: ChatErrorTexts = {
  invalidTitle: FORECAST_CHAT_TEXTS.errorTitle,
  noDeck: { title: FORECAST_CHAT_TEXTS.noFileTitle, description: FORECAST_CHAT_TEXTS.noFileDescription },
  aiFailed: { title: FORECAST_CHAT_TEXTS.errorTitle, description: FORECAST_CHAT_TEXTS.errorDescription },
};

/** The chat card's texts: the public chat is English, the admin chat Dutch (docs/product.md#pitch-deck-chat). */
export const CHAT_CARD_TEXTS = {
  public: {
    title: "Pitch Deck Chat - Public Access",
    welcome: CHAT_TEXTS.publicWelcome,
    thinking: "AI is thinking...",
    send: "Send",
    sending: "Sending...",
    copy: "Copy",
    copied: "Copied",
    inputLabel: "Your question",
  },
  forecast: {
    title: FORECAST_CHAT_TEXTS.title,
    welcome:
      "Hello! Ask me about the revenue, costs, cash flow or growth in your Excel forecast: I answer from its sheets.",
    thinking: "Analyzing financial data...",
    send: "Send",
    sending: "Sending...",
    copy: "Copy",
    copied: "Copied",
    inputLabel: "Your question",
  },
  admin: {
    title: "VC Investment Analysis",
    welcome: CHAT_TEXTS.adminWelcome,
    thinking: "AI is thinking...",
    send: "Verstuur",
    sending: "Bezig...",
    copy: "Kopieer",
    copied: "Gekopieerd",
    inputLabel: "Je vraag",
  },
} as const;

/** The slide slider's texts, per chat. */
export const SLIDE_SLIDER_TEXTS = {
  public: {
    title: "Visual Pitch Deck",
    show: "Show Slides",
    hide: "Hide Slides",
    previous: "Previous",
    next: "Next",
    ask: "Ask about slide {n}",
    empty: "No pitch deck images available",
    loading: "Loading pitch deck images...",
  },
  admin: {
    title: "Pitch deck slides",
    show: "Toon slides",
    hide: "Verberg slides",
    previous: "Vorige",
    next: "Volgende",
    ask: "Vraag over slide {n}",
    empty: "No pitch deck images available",
    loading: "Loading pitch deck images...",
  },
} as const;
