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
export const pageImageUrl = (documentId: string, pageNumber: number) => `/documents/${documentId}/pages/${pageNumber}`;

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
