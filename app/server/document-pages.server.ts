/**
 * A PDF version's page images and OCR text, posted by the admin's browser (a Worker cannot
 * rasterise a PDF): `beginPages` (the page count; the version is 'processing' until its pages
 * are in), one `storePage` per page (the WebP image, and OCR text for a page without a usable
 * text layer), then `completePages`. Every function is scoped to the member's company and
 * answers 4xx with a Dutch message on bad input, writing nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { documentPages, documents } from "../../db/schema";
import { MAX_PAGE_IMAGE_BYTES, MAX_RENDERED_PAGES, pageImageKey, pageImagePrefix, pagesOutcome, tidyOcrText, validPageNumber } from "../domain/deck/pages";
import { detectFileKind, FILE_HEAD_BYTES, formatOutcome } from "../domain/documents";
import { deleteObjectQuietly, putObject } from "./storage.server";

export type PagesOutcome = { ok: true; message: string; pageCount: number } | { ok: false; status: 400 | 404 | 409 | 413 | 500; message: string };

const fail = (status: 400 | 404 | 409 | 413 | 500, message: string): PagesOutcome => ({ ok: false, status, message });

async function companyPdf(db: Db, companyId: string, id: string) {
  if (!id || id.length > 100) return null;
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId), eq(documents.type, "pdf")),
    columns: { id: true, name: true, pageCount: true, pagesStatus: true, extractionStatus: true, extractionMessage: true },
  });
  return row ?? null;
}

/** Deletes every page image of a version from R2 (its rows go with the document or with `beginPages`). */
export async function deletePageImages(bucket: R2Bucket, companyId: string, documentId: string) {
  const prefix = pageImagePrefix(companyId, documentId);
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, cursor });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/** Starts (or restarts) rendering a version's pages: earlier page images of it are removed. */
export async function beginPages(db: Db, bucket: R2Bucket, companyId: string, id: string, rawPageCount: unknown): Promise<PagesOutcome> {
  const pageCount = Number(rawPageCount);
  if (!Number.isInteger(pageCount) || pageCount < 1) return fail(400, "Ongeldig aantal pagina's.");
  const row = await companyPdf(db, companyId, id);
  if (!row) return fail(404, "Document niet gevonden.");
  const rendered = Math.min(pageCount, MAX_RENDERED_PAGES);
  await db.batch([
    db.delete(documentPages).where(and(eq(documentPages.documentId, row.id), eq(documentPages.companyId, companyId))),
    db.update(documents).set({ pageCount, pagesStatus: "rendering" }).where(and(eq(documents.id, row.id), eq(documents.companyId, companyId))),
  ]);
  await deletePageImages(bucket, companyId, row.id);
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
  if (row.pagesStatus !== "rendering" || !row.pageCount) return fail(409, "Start eerst het weergeven van de pagina's.");
  const pageNumber = Number(rawPageNumber);
  if (!validPageNumber(pageNumber, row.pageCount)) return fail(400, `Ongeldig paginanummer (1 tot ${Math.min(row.pageCount, MAX_RENDERED_PAGES)}).`);
  if (!image || image.size === 0) return fail(400, "Geen pagina-afbeelding ontvangen.");
  if (image.size > MAX_PAGE_IMAGE_BYTES) return fail(413, "De pagina-afbeelding is groter dan 5 MB.");
  const kind = detectFileKind(new Uint8Array(await image.slice(0, FILE_HEAD_BYTES).arrayBuffer()));
  if (kind !== "webp" && kind !== "png" && kind !== "jpeg") return fail(400, "De pagina-afbeelding is geen WebP, PNG of JPEG.");
  const ocrText = typeof rawOcrText === "string" && rawOcrText.trim() ? tidyOcrText(rawOcrText) : null;

  const key = pageImageKey(companyId, row.id, pageNumber);
  try {
    await putObject(bucket, key, image, kind === "webp" ? "image/webp" : kind === "png" ? "image/png" : "image/jpeg");
  } catch (error) {
    console.error("page image store failed", id, pageNumber, error);
    return fail(500, "De pagina-afbeelding kon niet worden opgeslagen. Probeer het opnieuw.");
  }
  try {
    await db
      .insert(documentPages)
      .values({ companyId, documentId: row.id, pageNumber, imagePath: key, imageSize: image.size, ocrText })
      .onConflictDoUpdate({ target: [documentPages.documentId, documentPages.pageNumber], set: { imagePath: key, imageSize: image.size, ocrText } });
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
  if (row.pagesStatus !== "rendering" || !row.pageCount) return fail(409, "Start eerst het weergeven van de pagina's.");
  const [counts] = await db
    .select({
      images: sql<number>`count(${documentPages.imagePath})`.mapWith(Number),
      ocr: sql<number>`coalesce(sum(case when ${documentPages.ocrText} is not null then 1 else 0 end), 0)`.mapWith(Number),
    })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, row.id), eq(documentPages.companyId, companyId)));
  const expected = Math.min(row.pageCount, MAX_RENDERED_PAGES);
  if ((counts?.images ?? 0) < expected) return fail(409, `Nog niet alle pagina's zijn opgeslagen (${counts?.images ?? 0} van ${expected}).`);
  const pages = pagesOutcome(row.pageCount, counts?.ocr ?? 0) + (row.pageCount > expected ? ` (de eerste ${expected} weergegeven)` : "");
  // Pages read from images make a PDF usable that had no text: its outcome says so. Otherwise
  // the extraction job's own outcome stays (it names the page count already).
  const ocr = counts?.ocr ?? 0;
  const message = ocr > 0 && row.extractionStatus === "done" ? formatOutcome({ title: "PDF succesvol verwerkt", description: `${pages}.` }) : row.extractionMessage;
  await db
    .update(documents)
    .set({ pagesStatus: "done", ...(message !== row.extractionMessage ? { extractionMessage: message } : {}) })
    .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
  return { ok: true, pageCount: row.pageCount, message: pages };
}
