/** The texts of the deck viewer (the slide slider and the PDF page viewer), in the page's language. */

export function pageQuestion(n: number, language: "en" | "nl" = "en"): string {
  return language === "nl" ? `Wat staat er op pagina ${n}?` : `What does page ${n} of the pitch deck say?`;
}

export const PAGE_VIEWER_TEXTS = {
  public: {
    title: "Visual Pitch Deck",
    show: "Show Pages",
    hide: "Hide Pages",
    previous: "Previous",
    next: "Next",
    ask: "Ask about page {n}",
    empty: "No pitch deck pages available",
    loading: "Loading page...",
  },
  admin: {
    title: "Pitch deck pagina's",
    show: "Toon pagina's",
    hide: "Verberg pagina's",
    previous: "Vorige",
    next: "Volgende",
    ask: "Vraag over pagina {n}",
    empty: "Geen pagina's beschikbaar",
    loading: "Pagina laden...",
  },
} as const;

/** The viewer's own controls, in the page's language. */
export const VIEWER_CONTROL_TEXTS = {
  en: {
    fullscreen: "Full screen",
    exitFullscreen: "Exit full screen",
    openImage: "Open page image",
    thumbnails: "Pages",
    goTo: "Go to {n}",
    watermark: "Watermark",
  },
  nl: {
    fullscreen: "Volledig scherm",
    exitFullscreen: "Volledig scherm sluiten",
    openImage: "Pagina-afbeelding openen",
    thumbnails: "Pagina's",
    goTo: "Ga naar {n}",
    watermark: "Watermerk",
  },
} as const;

/**
 * The chat beside the deck is a drawer on a phone: a button opens it (without JavaScript the
 * button is a link to the chat, which then sits below the deck).
 */
export const CHAT_DRAWER_TEXTS = {
  en: { open: "Ask a question", close: "Close chat", label: "Chat about the deck" },
  nl: { open: "Stel een vraag", close: "Chat sluiten", label: "Chat over de pitch deck" },
} as const;
