/**
 * A PDF's pages as the viewer and the chat use them: one image per page (rendered in the
 * admin's browser), and for a page whose text layer is empty or unusable, the text read from
 * that image by OCR. The same rule decides in the browser which pages to OCR and on the
 * server which page texts count.
 */
import { formatDeckPages, parseDeckText, type DeckPage } from "./chunks";

/** Width of a stored page image in pixels (16:9 slides come out 1280×720). */
export const PAGE_IMAGE_WIDTH = 1280;
/** Quality of the WebP page images. */
export const PAGE_IMAGE_QUALITY = 0.85;
/** A page image may not be larger than this (a WebP page is about 50–100 KB). */
export const MAX_PAGE_IMAGE_BYTES = 5 * 1024 * 1024;
/** We render at most this many pages of one PDF. */
export const MAX_RENDERED_PAGES = 400;
/** OCR text of one page is cut to this length. */
export const MAX_OCR_CHARS = 20_000;

/** A text layer needs at least this many letters or digits to be read as it is. */
export const MIN_PAGE_TEXT_CHARS = 20;

/** True when a page's text layer is empty or too thin (a scanned or picture-only page): read its image instead. */
export function pageNeedsOcr(textLayer: string): boolean {
  const meaningful = textLayer.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return meaningful < MIN_PAGE_TEXT_CHARS;
}

/** R2 key of a page image, per version (document id): a new PDF never shows another's pages. */
export function pageImageKey(companyId: string, documentId: string, pageNumber: number) {
  return `${companyId}/pages/${documentId}/${pageNumber}.webp`;
}

/** R2 prefix of all page images of one version. */
export function pageImagePrefix(companyId: string, documentId: string) {
  return `${companyId}/pages/${documentId}/`;
}

/** Whether a posted page number is acceptable for a PDF of `pageCount` pages. */
export function validPageNumber(pageNumber: number, pageCount: number) {
  return Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= Math.min(pageCount, MAX_RENDERED_PAGES);
}

/** Cleans OCR output: tesseract's stray whitespace and empty lines, cut to `MAX_OCR_CHARS`. */
export function tidyOcrText(text: string) {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v \u00a0]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line, i, lines) => line !== "" || (i > 0 && lines[i - 1] !== ""))
    .join("\n")
    .trim()
    .slice(0, MAX_OCR_CHARS);
}

export type OcrPage = { pageNumber: number; text: string };

/**
 * The deck text of a PDF version: its stored text-layer pages, with each page that has no
 * usable text layer taken from its OCR text instead. Returns the stored text format.
 */
export function mergeOcrPages(textLayer: string | null, ocrPages: readonly OcrPage[]): string {
  const ocr = ocrPages.filter((p) => p.text.trim() !== "");
  if (ocr.length === 0) return textLayer ?? "";
  const pages = new Map<number, DeckPage>();
  for (const page of textLayer ? parseDeckText(textLayer, "page") : []) {
    if (!page.untagged && !pageNeedsOcr(page.text)) pages.set(page.number, page);
  }
  for (const page of ocr) {
    if (!pages.has(page.pageNumber)) pages.set(page.pageNumber, { source: "page", number: page.pageNumber, text: page.text.trim() });
  }
  return formatDeckPages([...pages.values()].sort((a, b) => a.number - b.number));
}

/** How a PDF's text was obtained, for the admin: '12 pagina's, 9 gelezen uit afbeeldingen (OCR)'. */
export function pagesOutcome(pageCount: number, ocrPages: number): string {
  const pages = `${pageCount} ${pageCount === 1 ? "pagina" : "pagina's"}`;
  if (ocrPages === 0) return `${pages}, tekst uit de PDF`;
  return `${pages}, ${ocrPages} gelezen uit afbeeldingen (OCR)`;
}
