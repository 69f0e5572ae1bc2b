/**
 * How each page of a PDF version got its text, for the admin: from the PDF's text layer, by OCR
 * in the admin's browser, by OCR in the job queue (tesseract, or the vision model in
 * production), or not at all. Also which pages the job queue reads itself: those without a
 * usable text layer (`pageNeedsOcr`) that were not skipped over the page budget.
 */
import { MAX_RENDERED_PAGES, pageNeedsOcr } from "./pages";

export type PageReadingMethod = "text" | "browser" | "server" | "vision" | "none";

/** Who stored a page's OCR text (document_pages.ocr_source; null: a row from before, read in the browser). */
export type OcrSource = "browser" | "server" | "vision";

/** Pages as short ranges: [1,2,3,5,7,8] → '1-3,5,7-8' (sorted, each once). */
export function formatPageRanges(pages: Iterable<number>): string {
  const sorted = [...new Set(pages)].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** '1-3,5' → [1,2,3,5]; anything malformed is left out, and at most `max` pages are read. */
export function parsePageRanges(text: string | null | undefined, max = 10_000): number[] {
  const pages: number[] = [];
  for (const part of (text ?? "").split(",")) {
    const m = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = from; n <= to && pages.length < max; n++) if (n > 0) pages.push(n);
  }
  return [...new Set(pages)].sort((a, b) => a - b);
}

/**
 * The pages the job queue reads by OCR: no usable text layer, not skipped over the operator
 * budget (such a page is hostile or broken, not a picture), within the pages we render.
 * `pageTexts[i]` is page i+1's text layer.
 */
export function pagesForServerOcr(pageTexts: readonly string[], skipped: readonly number[]): number[] {
  const skip = new Set(skipped);
  const pages: number[] = [];
  pageTexts.forEach((text, i) => {
    const n = i + 1;
    if (n <= MAX_RENDERED_PAGES && !skip.has(n) && pageNeedsOcr(text)) pages.push(n);
  });
  return pages;
}

/** The pages whose text layer is usable (the rest need OCR). */
export function textLayerPages(pageTexts: readonly string[]): number[] {
  return pageTexts.flatMap((text, i) => (pageNeedsOcr(text) ? [] : [i + 1]));
}

export type PageReadingGroup = { method: PageReadingMethod; pages: string; count: number };

/**
 * Each page's method, grouped in a fixed order (text layer, browser, server, vision, none).
 * A page with OCR text counts as read that way even when it also has a text layer (its
 * pictures added lines to it); a page in neither list has no text.
 */
export function pageReading(
  pageCount: number,
  textLayer: readonly number[],
  ocr: ReadonlyArray<{ pageNumber: number; source: OcrSource | null }>,
): PageReadingGroup[] {
  const method = new Map<number, PageReadingMethod>();
  for (let n = 1; n <= pageCount; n++) method.set(n, "none");
  for (const n of textLayer) if (method.has(n)) method.set(n, "text");
  for (const p of ocr) {
    if (!method.has(p.pageNumber)) continue;
    // Lines read from the pictures of a page that has a text layer: it stays a text-layer page.
    if (method.get(p.pageNumber) === "text") continue;
    method.set(p.pageNumber, p.source ?? "browser");
  }
  const order: PageReadingMethod[] = ["text", "browser", "server", "vision", "none"];
  return order
    .map((m) => {
      const pages = [...method].filter(([, v]) => v === m).map(([n]) => n);
      return { method: m, pages: formatPageRanges(pages), count: pages.length };
    })
    .filter((g) => g.count > 0);
}
