/**
 * A PDF version's page images and OCR text, posted by the admin's browser (a Worker cannot
 * rasterise a PDF): `beginPages` (the page count; the version is 'processing' until its pages
 * are in), one `storePage` per page (the WebP image, and OCR text for a page without a usable
 * text layer), then `completePages`. Every function is scoped to the member's company and
 * answers 4xx with a Dutch message on bad input, writing nothing.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documentPages, documents } from "../../../db/schema";
import { type DeckPage, formatDeckPages } from "../../domain/deck/chunks";
import {
  MAX_PAGE_IMAGE_BYTES,
  MAX_RENDERED_PAGES,
  pageImageKey,
  pageImagePrefix,
  pagesOutcome,
  tidyOcrText,
  validPageNumber,
} from "../../domain/deck/pages";
import { detectFileKind, FILE_HEAD_BYTES, formatOutcome } from "../../domain/documents";
import { deleteObjectQuietly, deletePrefix, putObject } from "../platform/storage.server";
import { getLiveDocumentState } from "./document-versions.server";
import { ensureCombinedDocument, listSlides } from "./documents.server";

export type PagesOutcome =
  | { ok: true; message: string; pageCount: number; stored?: number[]; done?: boolean }
  | { ok: false; status: 400 | 404 | 409 | 413 | 500; message: string };

const fail = (status: 400 | 404 | 409 | 413 | 500, message: string): PagesOutcome => ({
  ok: false,
  status,
  message,
});

async function companyPdf(db: Db, companyId: string, id: string) {
  if (!id || id.length > 100) return null;
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId), eq(documents.type, "pdf")),
    columns: {
      id: true,
      name: true,
      pageCount: true,
      pagesStatus: true,
      extractionStatus: true,
      extractionMessage: true,
    },
  });
  return row ?? null;
}

/**
 * Starts (or restarts) rendering a version's pages: earlier page images of it are removed.
 * `resume`: a rendering that was interrupted (the admin left the Documents tab) goes on where
 * it stopped: its stored pages stay, and their numbers are answered so the browser skips them.
 */
export async function beginPages(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  id: string,
  rawPageCount: unknown,
  options: { resume?: boolean } = {},
): Promise<PagesOutcome> {
  const pageCount = Number(rawPageCount);
  if (!Number.isInteger(pageCount) || pageCount < 1) return fail(400, "Ongeldig aantal pagina's.");
  const row = await companyPdf(db, companyId, id);
  if (!row) return fail(404, "Document niet gevonden.");
  const rendered = Math.min(pageCount, MAX_RENDERED_PAGES);
  // A resume asked from data loaded before the rendering finished: nothing to do.
  if (options.resume && row.pagesStatus === "done")
    return { ok: true, pageCount: rendered, done: true, message: "De pagina's zijn al weergegeven." };
  if (options.resume && row.pagesStatus === "rendering" && row.pageCount === pageCount) {
    const stored = await db
      .select({ pageNumber: documentPages.pageNumber })
      .from(documentPages)
      .where(
        and(
          eq(documentPages.documentId, row.id),
          eq(documentPages.companyId, companyId),
          isNotNull(documentPages.imagePath),
        ),
      );
    await db
      .update(documents)
      .set({ pagesUpdatedAt: new Date().toISOString() })
      .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
    return {
      ok: true,
      pageCount: rendered,
      stored: stored.map((p) => p.pageNumber).sort((a, b) => a - b),
      message: `${rendered - stored.length} van ${rendered} pagina's worden nog weergegeven.`,
    };
  }
  // Re-rendering the live deck keeps it online; a new upload waits for its pages.
  const live = await getLiveDocumentState(db, companyId, "pdf");
  const pagesBlocking = live.live?.id !== row.id;
  await db.batch([
    db
      .delete(documentPages)
      .where(and(eq(documentPages.documentId, row.id), eq(documentPages.companyId, companyId))),
    db
      .update(documents)
      .set({ pageCount, pagesStatus: "rendering", pagesUpdatedAt: new Date().toISOString(), pagesBlocking })
      .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId))),
  ]);
  await deletePrefix(bucket, pageImagePrefix(companyId, row.id));
  return { ok: true, pageCount: rendered, message: `${rendered} pagina's worden weergegeven.` };
}

/** One page: its image (WebP/PNG/JPEG by its bytes, at most 5 MB) and optional OCR text. */
export async function storePage(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  id: string,
  rawPageNumber: unknown,
  image: File | null,
  rawOcrText: unknown,
): Promise<PagesOutcome> {
  const row = await companyPdf(db, companyId, id);
  if (!row) return fail(404, "Document niet gevonden.");
  if (row.pagesStatus !== "rendering" || !row.pageCount)
    return fail(409, "Start eerst het weergeven van de pagina's.");
  const pageNumber = Number(rawPageNumber);
  if (!validPageNumber(pageNumber, row.pageCount))
    return fail(400, `Ongeldig paginanummer (1 tot ${Math.min(row.pageCount, MAX_RENDERED_PAGES)}).`);
  if (!image || image.size === 0) return fail(400, "Geen pagina-afbeelding ontvangen.");
  if (image.size > MAX_PAGE_IMAGE_BYTES) return fail(413, "De pagina-afbeelding is groter dan 5 MB.");
  const kind = detectFileKind(new Uint8Array(await image.slice(0, FILE_HEAD_BYTES).arrayBuffer()));
  if (kind !== "webp" && kind !== "png" && kind !== "jpeg")
    return fail(400, "De pagina-afbeelding is geen WebP, PNG of JPEG.");
  const ocrText = typeof rawOcrText === "string" && rawOcrText.trim() ? tidyOcrText(rawOcrText) : null;

  const key = pageImageKey(companyId, row.id, pageNumber);
  try {
    await putObject(
      bucket,
      key,
      image,
      kind === "webp" ? "image/webp" : kind === "png" ? "image/png" : "image/jpeg",
    );
  } catch (error) {
    console.error("page image store failed", id, pageNumber, error);
    return fail(500, "De pagina-afbeelding kon niet worden opgeslagen. Probeer het opnieuw.");
  }
  try {
    await db.batch([
      db
        .insert(documentPages)
        .values({ companyId, documentId: row.id, pageNumber, imagePath: key, imageSize: image.size, ocrText })
        .onConflictDoUpdate({
          target: [documentPages.documentId, documentPages.pageNumber],
          set: { imagePath: key, imageSize: image.size, ocrText },
        }),
      db
        .update(documents)
        .set({ pagesUpdatedAt: new Date().toISOString() })
        .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId))),
    ]);
  } catch (error) {
    await deleteObjectQuietly(bucket, key);
    console.error("page row store failed", id, pageNumber, error);
    return fail(500, "De pagina kon niet worden opgeslagen. Probeer het opnieuw.");
  }
  return { ok: true, pageCount: row.pageCount, message: `Pagina ${pageNumber} opgeslagen.` };
}

/**
 * Every page is in: the version's pages are done (it may go live now) and its outcome names
 * what happened ('12 pagina's, 9 gelezen uit afbeeldingen (OCR)').
 */
export async function completePages(db: Db, companyId: string, id: string): Promise<PagesOutcome> {
  const row = await companyPdf(db, companyId, id);
  if (!row) return fail(404, "Document niet gevonden.");
  if (row.pagesStatus !== "rendering" || !row.pageCount)
    return fail(409, "Start eerst het weergeven van de pagina's.");
  const [counts] = await db
    .select({
      images: sql<number>`count(${documentPages.imagePath})`.mapWith(Number),
      ocr: sql<number>`coalesce(sum(case when ${documentPages.ocrText} is not null then 1 else 0 end), 0)`.mapWith(
        Number,
      ),
    })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, row.id), eq(documentPages.companyId, companyId)));
  const expected = Math.min(row.pageCount, MAX_RENDERED_PAGES);
  if ((counts?.images ?? 0) < expected)
    return fail(409, `Nog niet alle pagina's zijn opgeslagen (${counts?.images ?? 0} van ${expected}).`);
  const pages =
    pagesOutcome(row.pageCount, counts?.ocr ?? 0) +
    (row.pageCount > expected ? ` (de eerste ${expected} weergegeven)` : "");
  // Pages read from images make a PDF usable that had no text: its outcome says so. Otherwise
  // the extraction job's own outcome stays (it names the page count already).
  const ocr = counts?.ocr ?? 0;
  const message =
    ocr > 0 && row.extractionStatus === "done"
      ? formatOutcome({ title: "PDF succesvol verwerkt", description: `${pages}.` })
      : row.extractionMessage;
  await db
    .update(documents)
    .set({
      pagesStatus: "done",
      ...(message !== row.extractionMessage ? { extractionMessage: message } : {}),
    })
    .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
  return { ok: true, pageCount: row.pageCount, message: pages };
}

/* ------------------------------------------------------------ slide images */

export type SlideText = { id: string; text: string };

/**
 * 'Process Images Now' / 'Reprocess Images' with JavaScript: the text of each slide image,
 * read by OCR in the admin's browser, becomes the company's combined slide text (in slide
 * order, tagged per slide, method 'ocr'). Ids must be the company's slides. When no slide
 * yields text, an earlier analysis stays as it was.
 */
export async function storeSlideTexts(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  entries: SlideText[],
): Promise<PagesOutcome> {
  const slides = await listSlides(db, companyId);
  if (slides.length === 0) return fail(400, "Upload eerst pitch deck afbeeldingen.");
  const own = new Map(slides.map((s, i) => [s.id, i + 1]));
  if (entries.length === 0 || entries.length > slides.length || entries.some((e) => !own.has(e.id)))
    return fail(400, "Onbekende of ontbrekende dia's: herlaad de pagina en probeer het opnieuw.");
  const id = await ensureCombinedDocument(db, bucket, companyId, slides.length);
  const previous = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
    columns: { extractedText: true, filePath: true },
  });
  const reprocess = (previous?.extractedText?.trim().length ?? 0) > 0;
  const pages: DeckPage[] = entries
    .map((e) => ({ source: "slide" as const, number: own.get(e.id)!, text: tidyOcrText(e.text) }))
    .filter((p) => p.text !== "")
    .sort((a, b) => a.number - b.number);
  const total = slides.length;
  if (pages.length === 0) {
    const outcome = reprocess
      ? {
          title: "Verwerkingsfout",
          description:
            "Image reprocessing was not successful: er is geen tekst in de afbeeldingen gevonden (OCR). De vorige analyse blijft staan.",
          variant: "destructive" as const,
        }
      : {
          title: "Afbeeldingen geüpload",
          description:
            "Er is geen tekst in de afbeeldingen gevonden (OCR). Upload dia's met leesbare tekst, of een PDF.",
          variant: "destructive" as const,
        };
    await db
      .update(documents)
      .set({ extractionStatus: reprocess ? "done" : "failed", extractionMessage: formatOutcome(outcome) })
      .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
    return fail(400, outcome.description);
  }
  const stored = formatDeckPages(pages);
  await putObject(bucket, previous!.filePath, stored, "text/plain; charset=utf-8", "pitch-deck-slides.txt");
  const detail = `${pages.length}/${total} afbeeldingen gelezen (OCR)`;
  const outcome = reprocess
    ? { title: "Afbeeldingen opnieuw verwerkt", description: `${detail}.` }
    : { title: "Pitch deck succesvol verwerkt", description: `${detail}.` };
  await db
    .update(documents)
    .set({
      extractionStatus: "done",
      extractedText: stored,
      extractionMethod: "ocr",
      fileSize: new TextEncoder().encode(stored).byteLength,
      extractionMessage: formatOutcome(outcome),
    })
    .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
  return { ok: true, pageCount: pages.length, message: detail };
}

/** Where page n of a PDF version's images is stored in R2, or null when it was never rendered. */
export async function getPageImagePath(
  db: Db,
  companyId: string,
  documentId: string,
  pageNumber: number,
): Promise<string | null> {
  if (!validPageNumber(pageNumber, MAX_RENDERED_PAGES)) return null;
  const page = await db.query.documentPages.findFirst({
    where: and(
      eq(documentPages.documentId, documentId),
      eq(documentPages.companyId, companyId),
      eq(documentPages.pageNumber, pageNumber),
    ),
    columns: { imagePath: true },
  });
  return page?.imagePath ?? null;
}
