/**
 * The pitch deck chat's texts that investors see, and those all chats share (docs/product.md#pitch-deck-chat),
 * spec texts verbatim. The members' chat is in admin-chat-texts.ts, the forecast chat in
 * forecast-chat-texts.ts: the public page's script carries only its own words.
 */
import { MAX_QUESTION_CHARS } from "../../domain/deck/chat";

/** Spec texts, verbatim. */
export const CHAT_TEXTS = {
  publicErrorTitle: "Error",
  publicErrorDescription: "Could not get AI response. Please try again.",
  noDeckTitle: "No pitch deck available",
  noDeckDescription: "Please upload pitch deck images or a PDF in the admin panel first.",
  emptyQuestion: "Please enter a question.",
  tooLong: `Your question is too long: at most ${MAX_QUESTION_CHARS} characters.`,
  publicWelcome:
    "Hello! Welcome to our interactive pitch deck. Ask me anything about our business: the problem we solve, our product, market, traction, team or funding. I answer from the pitch deck and tell you which page I found it on.",
} as const;

/** The chat input's placeholder: a question can be asked (readiness.answerable), or the deck is still being processed. */
export const PUBLIC_CHAT_PLACEHOLDERS = {
  ready: "Ask your question about the pitch deck...",
  processing: "Pitch deck is being processed...",
} as const;

/** The public chat's error toast: 'Error' / '…' (docs/product.md#chat-answers-and-errors). */
export const PUBLIC_ERROR_TOAST = {
  title: CHAT_TEXTS.publicErrorTitle,
  description: CHAT_TEXTS.publicErrorDescription,
} as const;

/** The refusal of a question that failed validateQuestion. */
export const questionRefusal = (reason: "empty" | "too-long") =>
  reason === "empty" ? CHAT_TEXTS.emptyQuestion : CHAT_TEXTS.tooLong;

/** The question 'ask about this slide' sends (the slider's slide n). */
export function slideQuestion(n: number, language: "en" | "nl" = "en"): string {
  return language === "nl" ? `Wat staat er op slide ${n}?` : `What does slide ${n} of the pitch deck say?`;
}

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
  /** While a new deck version is processed and none is live (publicDeckState). */
  deckUpdating: "The pitch deck is being updated. Please check back in a few minutes.",
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

/** The public chat card's texts (English; docs/product.md#pitch-deck-chat). */
export const PUBLIC_CHAT_CARD_TEXTS = {
  title: "Pitch Deck Chat - Public Access",
  welcome: CHAT_TEXTS.publicWelcome,
  thinking: "AI is thinking...",
  send: "Send",
  sending: "Sending...",
  copy: "Copy",
  copied: "Copied",
  inputLabel: "Your question",
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
