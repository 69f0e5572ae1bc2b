/**
 * Slide order (sort rule and reordering, RPC update_slide_order; docs/product.md#admin-panel-documents) and
 * pitch-chat readiness (docs/product.md#deck-readiness).
 */

/* -------------------------------------------------------------- sort rule */

export type OrderableSlide = {
  id: string;
  /** null / undefined: never ordered. */
  displayOrder?: number | null;
  /** ISO text (D1), epoch ms or a Date. */
  createdAt: string | number | Date;
};

const time = (v: string | number | Date): number =>
  v instanceof Date ? v.getTime() : typeof v === "number" ? v : Date.parse(v);
const hasOrder = (s: OrderableSlide): boolean =>
  s.displayOrder !== null && s.displayOrder !== undefined && Number.isFinite(s.displayOrder);

/**
 * Sort rule (docs/product.md#admin-panel-documents): both display_order set → by display_order; otherwise the one with an order first;
 * then by created_at. Equal orders also fall back to created_at, and the id settles exact
 * ties, so the order never depends on the database's row order.
 */
export function compareSlides(a: OrderableSlide, b: OrderableSlide): number {
  const ao = hasOrder(a);
  const bo = hasOrder(b);
  if (ao && bo && a.displayOrder !== b.displayOrder)
    return (a.displayOrder as number) - (b.displayOrder as number);
  if (ao !== bo) return ao ? -1 : 1;
  const t = time(a.createdAt) - time(b.createdAt);
  if (t !== 0 && !Number.isNaN(t)) return t;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortSlides<T extends OrderableSlide>(slides: readonly T[]): T[] {
  return [...slides].sort(compareSlides);
}

/** Slide numbers as shown ('n / total', the chat's 'slide n'): 1-based position in sorted order. */
export function numberSlides<T extends OrderableSlide>(
  slides: readonly T[],
): (T & { slideNumber: number })[] {
  return sortSlides(slides).map((s, i) => ({ ...s, slideNumber: i + 1 }));
}

/* --------------------------------------------------------------- reorder */

/** A new array with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/** The no-JavaScript buttons: move one slide up (towards 1) or down; a no-op at the ends or for an unknown id. */
export function moveSlide<T extends { id: string }>(
  slides: readonly T[],
  id: string,
  direction: "up" | "down",
): T[] {
  const i = slides.findIndex((s) => s.id === id);
  if (i === -1) return [...slides];
  return moveItem(slides, i, direction === "up" ? i - 1 : i + 1);
}

export const moveSlideUp = <T extends { id: string }>(slides: readonly T[], id: string) =>
  moveSlide(slides, id, "up");
export const moveSlideDown = <T extends { id: string }>(slides: readonly T[], id: string) =>
  moveSlide(slides, id, "down");

/** The payload of update_slide_order: the list's order as display_order 1, 2, 3… */
export function slideOrderPayload(slides: readonly { id: string }[]): { id: string; displayOrder: number }[] {
  return slides.map((s, i) => ({ id: s.id, displayOrder: i + 1 }));
}

/** The 'order changed, save it' banner: true when the ids are in a different order than saved. */
export function isOrderChanged(
  saved: readonly { id: string }[],
  current: readonly { id: string }[],
): boolean {
  if (saved.length !== current.length) return true;
  return saved.some((s, i) => s.id !== current[i].id);
}

/**
 * A submitted order (ids from the form) checked against the company's slides: every slide
 * exactly once, nothing else. Null when it does not fit — the server then refuses to save.
 */
export function validateSlideOrder(
  existingIds: readonly string[],
  submittedIds: readonly string[],
): { id: string; displayOrder: number }[] | null {
  if (submittedIds.length !== existingIds.length) return null;
  const existing = new Set(existingIds);
  const seen = new Set<string>();
  for (const id of submittedIds) {
    if (!existing.has(id) || seen.has(id)) return null;
    seen.add(id);
  }
  return slideOrderPayload(submittedIds.map((id) => ({ id })));
}

/* ------------------------------------------------------------- readiness */

/** Images count as analysed when the combined document has more than 100 characters (docs/product.md#deck-readiness). */
export const IMAGES_ANALYSED_MIN_CHARS = 100;
/** A PDF alone is ready when its text exceeds 50 characters (docs/product.md#deck-readiness). */
export const PDF_READY_MIN_CHARS = 50;

export type DeckDocumentType = "pitch-combined" | "pdf" | "excel" | "pitch-images";

export type DeckDocumentLike = {
  type: DeckDocumentType | string;
  extractedText?: string | null;
  /** The trimmed text's length, when the text itself is not read (app/domain/deck/derived.ts). */
  textChars?: number;
};

export type DeckReadiness = {
  hasImages: boolean;
  hasPdf: boolean;
  /** A pitch-combined document with any extracted text. */
  hasCombinedText: boolean;
  /** Combined text longer than 100 characters. */
  imagesAnalysed: boolean;
  /** Images exist but are not analysed: offer 'Process Images Now'. */
  imagesNeedProcessing: boolean;
  /** A PDF whose text is longer than 50 characters. */
  pdfReady: boolean;
  /** A PDF whose text is 50 characters or less: 'extraction may be incomplete'. */
  pdfExtractionIncomplete: boolean;
  /** A pitch-images or pdf document exists (else the 'no pitch deck' screens). */
  chatUsable: boolean;
  /** Input disabled: waiting for a reply, or neither combined text nor a PDF. */
  inputDisabled: boolean;
  /** Combined text or a PDF (the forecast: its sheets) to answer from: the input's placeholder invites a question, else says the file is being processed (app/copy/deck). */
  answerable: boolean;
  /** 'Suggested Questions' panel: combined text available, or a PDF without images. */
  showSuggestedQuestions: boolean;
};

const textLength = (d: DeckDocumentLike | undefined) =>
  d?.textChars ?? (d?.extractedText ?? "").trim().length;

/**
 * Readiness (docs/product.md#deck-readiness) from the company's documents. Lengths are of the trimmed extracted text.
 * `answerable` (the placeholder) follows readiness, not the wait for a reply: while a reply is on
 * its way the input is disabled but keeps 'Ask your question…'.
 */
export function getDeckReadiness(
  documents: readonly DeckDocumentLike[],
  options: { waiting?: boolean } = {},
): DeckReadiness {
  const combined = documents.filter((d) => d.type === "pitch-combined");
  const pdfs = documents.filter((d) => d.type === "pdf");
  const hasImages = documents.some((d) => d.type === "pitch-images");
  const hasPdf = pdfs.length > 0;
  const combinedLength = Math.max(0, ...combined.map(textLength));
  const pdfLength = Math.max(0, ...pdfs.map(textLength));
  const hasCombinedText = combinedLength > 0;
  const imagesAnalysed = combinedLength > IMAGES_ANALYSED_MIN_CHARS;
  const pdfReady = pdfLength > PDF_READY_MIN_CHARS;
  const ready = hasCombinedText || hasPdf;
  return {
    hasImages,
    hasPdf,
    hasCombinedText,
    imagesAnalysed,
    imagesNeedProcessing: hasImages && !imagesAnalysed,
    pdfReady,
    pdfExtractionIncomplete: hasPdf && !pdfReady,
    chatUsable: hasImages || hasPdf,
    inputDisabled: Boolean(options.waiting) || !ready,
    answerable: ready,
    showSuggestedQuestions: hasCombinedText || (hasPdf && !hasImages),
  };
}
