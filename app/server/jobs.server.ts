/**
 * The JOBS queue's work (docs/architecture.md#platform-budgets: heavy work runs here, not in a request):
 *
 * - extract-pdf: the pitch deck PDF's text, page by page (unpdf), judged by the spec's
 *   extraction-quality heuristic (§5), with one of the PDF outcomes of §4 / §8.
 * - process-images: every slide image described by the AI provider, in slide order, into
 *   the company's one `pitch-combined` document, with progress per image ('3/12').
 * - parse-excel: the forecast workbook into typed table blocks (app/server/workbook.server.ts),
 *   stored as JSON beside the file in R2, and its text form ('label | header: value (A1)').
 *   What the caps left out is said in the outcome ("Sheet 'Data': the first 20,000 of 50,001
 *   rows were read.").
 *
 * Stored text format (`documents.extracted_text`), read back by the chats with
 * `parseDeckText` (app/domain/deck/chunks.ts) — one marker line per page, slide or sheet,
 * numbered as in the source (empty pages are left out, the numbers are kept):
 *
 *     --- Page 1 ---            (PDF page 1)
 *     --- Slide 3 ---           (the third slide in slide order)
 *     --- Sheet 2: Revenue ---  (the second worksheet, its name)
 *
 * Status: `pending` (queued) → `processing` → `done` or `failed`; `extraction_message`
 * holds the progress while running and the outcome toast afterwards (see `formatOutcome`).
 * A job whose input is bad (a corrupt PDF) finishes as `failed` instead of throwing; only
 * unexpected errors throw, so the queue retries them, and the last attempt records them.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db";
import { documentPages, documents, type DocumentRow } from "../../db/schema";
import type { Env, JobMessage } from "../../workers/env";
import { formatDeckPages, type DeckPage } from "../domain/deck/chunks";
import { pageNeedsOcr, pagesOutcome } from "../domain/deck/pages";
import { extractionFailureMessage, pdfExtractionToast, summarisePdfExtraction } from "../domain/deck/extraction-quality";
import { sortSlides } from "../domain/deck/slides";
import { formatOutcome, tidyExtractedText, type OutcomeToast } from "../domain/documents";
import { pdfPageTexts } from "./pdf-text.server";
import { workbookText } from "../domain/workbook/text";
import type { Workbook } from "../domain/workbook/types";
import { getAiProvider } from "./ai";
import { combinedDocumentId, ensureCombinedDocument } from "./documents.server";
import { getObjectBytes, putObject } from "./storage.server";
import { readWorkbook, storeWorkbook, workbookJsonKey } from "./workbook.server";

/** From this attempt on an unexpected error is recorded as `failed` instead of retried. */
export const LAST_ATTEMPT = 3;
/** D1 keeps a value up to 2 MB; extracted text is cut well below that. */
export const MAX_STORED_TEXT = 1_000_000;

type JobEnv = Pick<Env, "FILES" | "AI" | "AI_PROVIDER" | "AI_TEXT_MODEL" | "AI_VISION_MODEL">;

/** Runs one JOBS message. Throwing makes the queue retry it. */
export async function runJob(db: Db, env: JobEnv, job: JobMessage, opts: { attempt: number }): Promise<void> {
  switch (job.kind) {
    case "extract-pdf":
      return guarded(db, job.companyId, job.documentId, opts.attempt, extractFailure, () => extractPdf(db, env, job.companyId, job.documentId));
    case "parse-excel":
      return guarded(db, job.companyId, job.documentId, opts.attempt, excelFailure, () => parseExcel(db, env, job.companyId, job.documentId));
    case "process-images":
      return guarded(db, job.companyId, combinedDocumentId(job.companyId), opts.attempt, imagesFailure(false), () => processImages(db, env, job.companyId));
  }
}

async function guarded(db: Db, companyId: string, documentId: string, attempt: number, failure: (message: string) => OutcomeToast, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (attempt < LAST_ATTEMPT) throw error;
    console.error("job failed for good", documentId, error);
    await finish(db, companyId, documentId, { extractionStatus: "failed", extractionMessage: formatOutcome(failure(errorMessage(error))) });
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

async function finish(db: Db, companyId: string, id: string, set: Partial<Pick<DocumentRow, "extractionStatus" | "extractionMessage" | "extractedText" | "extractionMethod" | "fileSize" | "pageCount">>) {
  await db
    .update(documents)
    .set(set)
    .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
}

function capText(text: string) {
  return text.length > MAX_STORED_TEXT ? `${text.slice(0, MAX_STORED_TEXT)}\n[…]` : text;
}

/* ------------------------------------------------------------- extract-pdf */

/** §8: 'PDF geüpload' when the extraction failed, with the thrown 'Text extraction failed: …'. */
function extractFailure(message: string): OutcomeToast {
  const toast = pdfExtractionToast({ success: false });
  return { title: toast.title, description: `${extractionFailureMessage(message)}. ${toast.description}`, variant: toast.variant };
}

async function extractPdf(db: Db, env: JobEnv, companyId: string, id: string) {
  const row = await db.query.documents.findFirst({ where: and(eq(documents.id, id), eq(documents.companyId, companyId)) });
  if (!row || row.type !== "pdf") return; // deleted meanwhile: nothing to do
  await finish(db, companyId, id, { extractionStatus: "processing", extractionMessage: "Tekst wordt geëxtraheerd…" });

  const bytes = await getObjectBytes(env.FILES, row.filePath);
  if (!bytes) {
    await finish(db, companyId, id, { extractionStatus: "failed", extractionMessage: formatOutcome(extractFailure("the file is missing from storage")) });
    return;
  }
  let pageTexts: string[];
  try {
    // pdf.js stays out of the page bundles: loaded only here, in the queue consumer.
    const { getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(bytes);
    try {
      pageTexts = await pdfPageTexts(pdf);
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    await finish(db, companyId, id, {
      extractionStatus: "failed",
      extractedText: null,
      extractionMethod: null,
      extractionMessage: formatOutcome(extractFailure(errorMessage(error))),
    });
    return;
  }
  const pages: DeckPage[] = pageTexts
    .map((text, i) => ({ source: "page" as const, number: i + 1, text: tidyExtractedText(text) }))
    .filter((p) => p.text !== "");
  const stored = capText(formatDeckPages(pages));
  // Pages without a usable text layer are read from their images in the admin's browser (OCR).
  const withoutText = pageTexts.filter((text) => pageNeedsOcr(text)).length;
  const ocrPages = await db
    .select({ pageNumber: documentPages.pageNumber })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, id), eq(documentPages.companyId, companyId), isNotNull(documentPages.ocrText)));
  let outcome: OutcomeToast;
  if (ocrPages.length > 0) {
    outcome = { title: "PDF succesvol verwerkt", description: `${pagesOutcome(pageTexts.length, ocrPages.length)}.` };
  } else {
    // The five outcomes of §4 (here: success by text, limited quality or no usable content).
    const toast = pdfExtractionToast(summarisePdfExtraction(pages.map((p) => p.text).join("\n\n"), "text"));
    const missing =
      withoutText > 0 && row.pagesStatus !== "rendering"
        ? ` ${withoutText} van ${pageTexts.length} pagina's hebben geen tekst: klik op 'Pagina's weergeven' (JavaScript nodig) om ze uit de afbeeldingen te lezen.`
        : "";
    outcome = { title: toast.title, description: `${toast.description} (${pageTexts.length} pagina's)${missing}`, variant: toast.variant };
  }
  await finish(db, companyId, id, {
    extractionStatus: "done",
    extractedText: stored || null,
    extractionMethod: "text",
    pageCount: pageTexts.length,
    extractionMessage: formatOutcome(outcome),
  });
}

/* ---------------------------------------------------------- process-images */

/** §8: 'Afbeeldingen geüpload' (destructive, suggests 'Process Images Now') or 'Verwerkingsfout'. */
const imagesFailure =
  (reprocess: boolean) =>
  (message: string): OutcomeToast =>
    reprocess
      ? { title: "Verwerkingsfout", description: `Image reprocessing failed: ${message}`, variant: "destructive" }
      : { title: "Afbeeldingen geüpload", description: `De AI analyse is mislukt (${message}). Klik op 'Process Images Now' om het opnieuw te proberen.`, variant: "destructive" };

async function processImages(db: Db, env: JobEnv, companyId: string) {
  const rows = await db
    .select({ id: documents.id, name: documents.name, filePath: documents.filePath, contentType: documents.contentType, displayOrder: documents.displayOrder, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, "pitch-images")));
  const slides = sortSlides(rows);
  const id = await ensureCombinedDocument(db, env.FILES, companyId, slides.length);
  const previous = await db.query.documents.findFirst({ where: and(eq(documents.id, id), eq(documents.companyId, companyId)), columns: { extractedText: true, filePath: true } });
  // Reprocessing when the deck was analysed before (the 'Reprocess Images' button, §2).
  const reprocess = (previous?.extractedText?.length ?? 0) > 0;
  const total = slides.length;
  if (total === 0) {
    await finish(db, companyId, id, { extractionStatus: "failed", extractionMessage: formatOutcome({ title: "Verwerkingsfout", description: "Image reprocessing was not successful: er zijn geen afbeeldingen.", variant: "destructive" }) });
    return;
  }
  await finish(db, companyId, id, { extractionStatus: "processing", extractionMessage: `0/${total}` });

  const ai = getAiProvider(env);
  const descriptions: string[] = [];
  const problems: string[] = [];
  for (const [i, slide] of slides.entries()) {
    let text = "";
    try {
      const bytes = await getObjectBytes(env.FILES, slide.filePath);
      if (!bytes) throw new Error(`${slide.name} is missing from storage`);
      const description = await ai.describeSlide(bytes, slide.contentType, { fileName: slide.name, slideNumber: i + 1 });
      // Only what was read from the pixels counts (the local provider cannot see images).
      if (!description.analysed) throw new Error(description.error ?? `no description for ${slide.name}`);
      text = tidyExtractedText(description.text);
      if (!text) throw new Error(`no description for ${slide.name}`);
    } catch (error) {
      problems.push(errorMessage(error));
    }
    descriptions.push(text);
    await finish(db, companyId, id, { extractionMessage: `${i + 1}/${total}` });
  }

  const processed = descriptions.filter(Boolean).length;
  if (processed === 0) {
    // Nothing new: an earlier analysis stays as it was.
    await finish(db, companyId, id, { extractionStatus: "failed", extractionMessage: formatOutcome(imagesFailure(reprocess)(problems[0] ?? "unknown error")) });
    return;
  }
  const pages: DeckPage[] = descriptions.map((text, i) => ({ source: "slide" as const, number: i + 1, text })).filter((p) => p.text !== "");
  const stored = capText(formatDeckPages(pages));
  const size = new TextEncoder().encode(stored).byteLength;
  await putObject(env.FILES, previous!.filePath, stored, "text/plain; charset=utf-8", "pitch-deck-slides.txt");

  let outcome: OutcomeToast;
  if (processed < total) {
    const detail = `${processed}/${total} afbeeldingen geanalyseerd; ${total - processed} mislukt (${problems[0]}).`;
    outcome = reprocess
      ? { title: "Verwerkingsfout", description: `Image reprocessing was not successful: ${detail}`, variant: "destructive" }
      : { title: "Afbeeldingen geüpload", description: `${detail} Klik op 'Process Images Now' om het opnieuw te proberen.`, variant: "destructive" };
  } else if (reprocess) {
    outcome = { title: "Afbeeldingen opnieuw verwerkt", description: `${processed}/${total} afbeeldingen opnieuw geanalyseerd door AI vision.` };
  } else {
    outcome = { title: "Pitch deck succesvol verwerkt", description: `${processed}/${total} afbeeldingen geanalyseerd door AI vision.` };
  }
  await finish(db, companyId, id, {
    extractionStatus: "done",
    extractedText: stored,
    extractionMethod: "vision",
    fileSize: size,
    extractionMessage: formatOutcome(outcome),
  });
}

/* ------------------------------------------------------------- parse-excel */

const excelFailure = (message: string): OutcomeToast => ({ title: "Verwerkingsfout", description: `Het Excel bestand kon niet worden gelezen: ${message}`, variant: "destructive" });

async function parseExcel(db: Db, env: JobEnv, companyId: string, id: string) {
  const row = await db.query.documents.findFirst({ where: and(eq(documents.id, id), eq(documents.companyId, companyId)) });
  if (!row || row.type !== "excel") return;
  // Delivered again after it was parsed (queues deliver at least once): nothing to redo.
  if (row.extractionStatus === "done" && (await env.FILES.head(workbookJsonKey(row.filePath)))) return;
  await finish(db, companyId, id, { extractionStatus: "processing", extractionMessage: "Werkbladen worden ingelezen…" });
  const bytes = await getObjectBytes(env.FILES, row.filePath);
  if (!bytes) {
    await finish(db, companyId, id, { extractionStatus: "failed", extractionMessage: formatOutcome(excelFailure("the file is missing from storage")) });
    return;
  }
  let workbook: Workbook;
  try {
    workbook = await readWorkbook(bytes);
  } catch (error) {
    await finish(db, companyId, id, { extractionStatus: "failed", extractedText: null, extractionMessage: formatOutcome(excelFailure(errorMessage(error))) });
    return;
  }
  // The tables as JSON beside the file (the chat answers from these), the text form in D1.
  await storeWorkbook(env.FILES, row.filePath, workbook);
  const stored = capText(workbookText(workbook, MAX_STORED_TEXT));
  const sheets = workbook.sheets.length;
  const rows = workbook.sheets.reduce((n, s) => n + s.readRows, 0);
  const read = `${sheets} ${sheets === 1 ? "werkblad" : "werkbladen"} ingelezen (${rows} rijen).`;
  await finish(db, companyId, id, {
    extractionStatus: "done",
    extractedText: stored || null,
    extractionMethod: "text",
    extractionMessage: formatOutcome(
      workbook.blocks.length
        ? { title: "Bestand geüpload", description: [read, ...workbook.notices].join(" ") }
        : { title: "Bestand geüpload", description: "Het Excel bestand bevat geen gegevens.", variant: "destructive" },
    ),
  });
}
