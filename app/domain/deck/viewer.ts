/**
 * The page viewer of a PDF deck: the spec's slide slider ('Visual Pitch Deck'), with the same
 * controls, for the live PDF's page images.
 */

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

/** The image URL of a page of a PDF version. */
export const pageImageUrl = (documentId: string, pageNumber: number) =>
  `/documents/${documentId}/pages/${pageNumber}`;

/** Index after a key press in the viewer (arrows wrap around, Home / End jump); null for other keys. */
export function viewerKeyStep(key: string, index: number, total: number): number | null {
  if (total <= 0) return null;
  switch (key) {
    case "ArrowLeft":
    case "PageUp":
      return (index - 1 + total) % total;
    case "ArrowRight":
    case "PageDown":
      return (index + 1) % total;
    case "Home":
      return 0;
    case "End":
      return total - 1;
    default:
      return null;
  }
}

/** The viewer's own controls, in the page's language. */
export const VIEWER_CONTROL_TEXTS = {
  en: {
    fullscreen: "Full screen",
    exitFullscreen: "Exit full screen",
    openImage: "Open page image",
    thumbnails: "Pages",
    goTo: "Go to {n}",
  },
  nl: {
    fullscreen: "Volledig scherm",
    exitFullscreen: "Volledig scherm sluiten",
    openImage: "Pagina-afbeelding openen",
    thumbnails: "Pagina's",
    goTo: "Ga naar {n}",
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

/** The page a horizontal swipe of `dx` pixels leads to (left = next), or null for a tap or a short drag. */
export function swipeStep(
  dx: number,
  dy: number,
  index: number,
  total: number,
  threshold = 50,
): number | null {
  if (total < 2 || Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? (index + 1) % total : (index - 1 + total) % total;
}
