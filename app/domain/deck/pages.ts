/**
 * A PDF's pages as the viewer and the chat use them: one image per page (rendered in the
 * admin's browser), and for a page whose text layer is empty or unusable, the text read from
 * that image by OCR. A page with a text layer and a picture large enough to carry text (a
 * chart, a screenshot, a table pasted as an image) is read too, and the lines that only the
 * picture holds are added to its text. The same rules decide in the browser which pages to
 * OCR and on the server which page texts count.
 */
import { type DeckPage, formatDeckPages, parseDeckText } from "./chunks";

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
  return (
    Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= Math.min(pageCount, MAX_RENDERED_PAGES)
  );
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

/** A picture at least this large (in its own pixels) may carry readable text: OCR the page. */
export const MIN_TEXT_PICTURE = { width: 300, height: 150 };

/** True when one of a page's pictures is large enough to hold a chart's figures or a screenshot's text. */
export function picturesMayHoldText(pictures: ReadonlyArray<{ width: number; height: number }>): boolean {
  return pictures.some((p) => p.width >= MIN_TEXT_PICTURE.width && p.height >= MIN_TEXT_PICTURE.height);
}

const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|\p{L}{3,}/gu;
const tokensOf = (text: string) => (text.toLowerCase().match(TOKEN) ?? []).map((t) => t.replace(/[.,]$/, ""));
const isNumber = (token: string) => /^\p{N}/u.test(token);
/** A word OCR made from a real word, not from a photo's texture: it has a vowel and no letter three times in a row. */
const wordLike = (token: string) => /[aeiouyàáâäèéêëìíîïòóôöùúûü]/.test(token) && !/(\p{L})\1\1/u.test(token);

/**
 * The lines of a page's OCR text that its text layer does not already hold: what only its
 * pictures say (a chart's values, a screenshot's words). A line counts when at least half of
 * its words and numbers are new and it brings a number the text layer lacks, or two new
 * real-looking words; a line that is mostly symbols is OCR reading a photo and is dropped.
 */
export function imageOnlyLines(textLayer: string, ocrText: string): string[] {
  const known = new Set(tokensOf(textLayer));
  const kept: string[] = [];
  for (const raw of ocrText.split("\n")) {
    const line = raw.trim();
    const visible = line.replace(/\s+/g, "");
    if (visible.length < 2) continue;
    // Letters, digits and the signs figures are written with; the rest is a photo's texture.
    const readable = visible.match(/[\p{L}\p{N}$€£¥%.,+\-:/()]/gu)?.length ?? 0;
    if (readable / visible.length < 0.8) continue;
    const tokens = tokensOf(line);
    const fresh = tokens.filter((t) => !known.has(t));
    // Mostly known: the picture repeats (or OCR misreads) the text layer.
    if (fresh.length * 2 < tokens.length) continue;
    const newNumbers = fresh.filter(isNumber);
    const newWords = fresh.filter((t) => !isNumber(t) && wordLike(t));
    if (newNumbers.length === 0 && newWords.length < 2) continue;
    // Stray single letters and signs around a chart's labels ('2024 W 2025 |') are OCR noise.
    const clean = line
      .replace(/(^|\s)[^\p{N}\s](?=\s|$)/gu, "$1")
      .replace(/\s{2,}/g, " ")
      .trim();
    if (!kept.includes(clean)) kept.push(clean);
  }
  return kept;
}

export type OcrPage = { pageNumber: number; text: string };

/**
 * The deck text of a PDF version: its stored text-layer pages, with each page that has no
 * usable text layer taken from its OCR text instead, and each page that has one extended by
 * the lines only its pictures hold. Returns the stored text format.
 */
export function mergeOcrPages(textLayer: string | null, ocrPages: readonly OcrPage[]): string {
  const ocr = ocrPages.filter((p) => p.text.trim() !== "");
  if (ocr.length === 0) return textLayer ?? "";
  const pages = new Map<number, DeckPage>();
  for (const page of textLayer ? parseDeckText(textLayer, "page") : []) {
    if (!page.untagged && !pageNeedsOcr(page.text)) pages.set(page.number, page);
  }
  for (const page of ocr) {
    const layered = pages.get(page.pageNumber);
    if (!layered) {
      pages.set(page.pageNumber, { source: "page", number: page.pageNumber, text: page.text.trim() });
      continue;
    }
    const added = imageOnlyLines(layered.text, page.text);
    if (added.length > 0)
      pages.set(page.pageNumber, { ...layered, text: `${layered.text}\n${added.join("\n")}` });
  }
  return formatDeckPages([...pages.values()].sort((a, b) => a.number - b.number));
}

/** How a PDF's text was obtained, for the admin: '12 pagina's, 9 gelezen uit afbeeldingen (OCR)'. */
export function pagesOutcome(pageCount: number, ocrPages: number): string {
  const pages = `${pageCount} ${pageCount === 1 ? "pagina" : "pagina's"}`;
  if (ocrPages === 0) return `${pages}, tekst uit de PDF`;
  return `${pages}, ${ocrPages} gelezen uit afbeeldingen (OCR)`;
}
