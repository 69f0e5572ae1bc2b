/**
 * The page viewer of a PDF deck: the spec's slide slider ('Visual Pitch Deck'), with the same
 * controls, for the live PDF's page images. Its texts: viewer-texts.ts.
 */

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
