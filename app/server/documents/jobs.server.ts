/**
 * The JOBS queue's work (docs/architecture.md#platform-budgets: heavy work runs here, not in a request):
 *
 * - extract-pdf: the pitch deck PDF's text, page by page (unpdf), judged by the spec's
 *   extraction-quality heuristic (docs/product.md#admin-panel-documents), with one of the PDF outcomes and its
 *   toast (both in docs/product.md#admin-panel-documents).
 * - process-images: every slide image described by the AI provider, in slide order, into
 *   the company's one `pitch-combined` document, with progress per image ('3/12').
 * - parse-excel: the forecast workbook into typed table blocks (app/server/documents/workbook.server.ts),
 *   stored as JSON beside the file in R2, and its text form ('label | header: value (A1)').
 *   What the caps left out is said in the outcome ("Sheet 'Data': the first 20,000 of 50,001
 *   rows were read.").
 * - document-step: one step of a PDF's or workbook's run. 'extract-pdf' and 'parse-excel'
 *   only plan (from the page count, the sheet dimensions) and run the first steps; each step
 *   reads a page range or a sheet's row range into a part in R2, and the last one puts the
 *   parts together and publishes them (app/domain/processing/steps.ts). Until then the
 *   version stays processing, so the live one is unchanged; a failed step fails the version.
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

import type { Db } from "../../../db";
import { documentPages, type DocumentRow, documents } from "../../../db/schema";
import { type DeckPage, formatDeckPages } from "../../domain/deck/chunks";
import {
  extractionFailureMessage,
  pdfExtractionToast,
  summarisePdfExtraction,
} from "../../domain/deck/extraction-quality";
import { formatPageRanges, pagesForServerOcr, textLayerPages } from "../../domain/deck/page-reading";
import { pageNeedsOcr, pagesOutcome } from "../../domain/deck/pages";
import { PDF_TAIL_BYTES, pdfEndProblem } from "../../domain/deck/pdf-end";
import { sortSlides } from "../../domain/deck/slides";
import { formatOutcome, type OutcomeToast, tidyExtractedText } from "../../domain/documents";
import {
  fitsInMessage,
  type PdfPlan,
  type Plan,
  planPdf,
  planWorkbook,
  STEP_BUDGET,
  stepAction,
  type StepBudget,
  stepCost,
  stepCount,
  stepProgress,
  type WorkbookPlan,
} from "../../domain/processing/steps";
import { WORKBOOK_CAPS } from "../../domain/workbook/caps";
import { workbookText } from "../../domain/workbook/text";
import type { Workbook } from "../../domain/workbook/types";
import { getAiProvider } from "../ai";
import { recordAiFailure } from "../ai/ai-status.server";
import { MAX_VISION_IMAGE_BYTES, visionTooLarge } from "../ai/workers-ai";
import { runStampJob } from "../dataroom/stamp.server";
import {
  ocrPageMessage,
  ocrPageStep,
  type OcrPlan,
  ocrProgress,
  serverOcrSource,
} from "../ocr/server-ocr.server";
import { deletePrefix, getObjectBytes, processingPartsPrefix, putObject } from "../platform/storage.server";
import type { JobMessage } from "../queues/messages";
import { combinedDocumentId, ensureCombinedDocument } from "./documents.server";
import { pageText, skippedPagesNotice } from "./pdf-text.server";
import { storedFileSource } from "./stored-file.server";
import { openStoredPdf, type PdfDocument, UnreadablePdf } from "./stored-pdf.server";
import {
  buildFromParts,
  inspectWorkbook,
  parseSheetPart,
  parseSheetResume,
  pause,
  readSheetPart,
  readWorkbook,
  sharedStringsSource,
  sharedStringsStore,
  type SheetPart,
  sheetPartJson,
  sheetResumeJson,
  storeWorkbook,
  workbookJsonKey,
} from "./workbook.server";

/** From this attempt on an unexpected error is recorded as `failed` instead of retried. */
export const LAST_ATTEMPT = 3;
/** D1 keeps a value up to 2 MB; extracted text is cut well below that. */
export const MAX_STORED_TEXT = 1_000_000;

export type JobEnv = {
  FILES: R2Bucket;
  JOBS: Queue<JobMessage>;
  AI: Ai;
  AI_PROVIDER: string;
  AI_TEXT_MODEL?: string;
  AI_VISION_MODEL?: string;
  /** The static files (the OCR model for tesseract in the queue). */
  ASSETS?: Fetcher;
};

/** Runs one JOBS message. Throwing makes the queue retry it. `budget`: what one message may spend (tests make it small). */
export async function runJob(
  db: Db,
  env: JobEnv,
  job: JobMessage,
  opts: { attempt: number; budget?: StepBudget },
): Promise<void> {
  const budget = opts.budget ?? STEP_BUDGET;
  switch (job.kind) {
    case "extract-pdf":
      return guarded(db, job.companyId, job.documentId, opts.attempt, extractFailure, () =>
        planPdfRun(db, env, job.companyId, job.documentId, budget),
      );
    case "parse-excel":
      return guarded(db, job.companyId, job.documentId, opts.attempt, excelFailure, () =>
        planExcelRun(db, env, job.companyId, job.documentId, budget),
      );
    case "document-step":
      return guarded(db, job.companyId, job.documentId, opts.attempt, stepFailure, () =>
        documentStep(db, env, job, budget),
      );
    case "ocr-page":
      return guarded(db, job.companyId, job.documentId, opts.attempt, stepFailure, () =>
        ocrPageStep(db, env, job),
      );
    case "process-images":
      return guarded(
        db,
        job.companyId,
        combinedDocumentId(job.companyId),
        opts.attempt,
        imagesFailure(false),
        () => processImages(db, env, job.companyId),
      );
    case "stamp-pdf":
      return runStampJob(db, env.FILES, job);
  }
}

async function guarded(
  db: Db,
  companyId: string,
  documentId: string,
  attempt: number,
  failure: (message: string) => OutcomeToast,
  work: () => Promise<void>,
) {
  try {
    await work();
  } catch (error) {
    if (attempt < LAST_ATTEMPT) throw error;
    // An unexpected error (D1, R2, a bug) may carry SQL or internals: the admin reads general words, the log the error.
    console.error({ event: "job-failed-for-good", companyId, documentId, attempt, error });
    await finish(db, companyId, documentId, {
      extractionStatus: "failed",
      extractionMessage: formatOutcome(failure(UNEXPECTED_JOB_ERROR)),
    });
  }
}

/** What the admin reads when a job failed on an error it did not expect (the error is in the log). */
export const UNEXPECTED_JOB_ERROR = "er ging onverwacht iets mis (de details staan in het log)";

const errorMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 300);

type Settable = Partial<
  Pick<
    DocumentRow,
    | "extractionStatus"
    | "extractionMessage"
    | "extractedText"
    | "extractionMethod"
    | "fileSize"
    | "pageCount"
    | "processingStep"
    | "processingSteps"
    | "processingPlan"
    | "textLayerPages"
  >
>;

async function finish(db: Db, companyId: string, id: string, set: Settable) {
  await db
    .update(documents)
    .set(set)
    .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
}

function capText(text: string) {
  return text.length > MAX_STORED_TEXT ? `${text.slice(0, MAX_STORED_TEXT)}\n[…]` : text;
}

/* ------------------------------------------------------------- extract-pdf */

/** 'PDF geüpload' when the extraction failed, with the thrown 'Text extraction failed: …' (docs/product.md#admin-panel-documents). */
function extractFailure(message: string): OutcomeToast {
  const toast = pdfExtractionToast({ success: false });
  return {
    title: toast.title,
    description: `${extractionFailureMessage(message)}. ${toast.description}`,
    variant: toast.variant,
  };
}

/* ------------------------------------------------------------- step runs */

/** A run's steps share what one message has loaded (the file, an opened PDF). */
type RunContext = {
  db: Db;
  env: JobEnv;
  row: DocumentRow;
  run: string;
  plan: Plan;
  bytes?: Uint8Array;
  pdf?: PdfDocument;
};

const partKey = (filePath: string, run: string, step: number) =>
  `${processingPartsPrefix(filePath)}${run}/${step}.json`;

/** Removes the parts of every run of a file (after publishing, or when it failed). */
const clearParts = (files: R2Bucket, filePath: string) =>
  deletePrefix(files, processingPartsPrefix(filePath));

async function fileBytes(ctx: RunContext): Promise<Uint8Array> {
  ctx.bytes ??= (await getObjectBytes(ctx.env.FILES, ctx.row.filePath)) ?? undefined;
  if (!ctx.bytes) throw new BadInput("the file is missing from storage");
  return ctx.bytes;
}

/** The file itself is unreadable: the version fails at once instead of being retried. */
class BadInput extends Error {}

/** Starts a run: stores its plan and cursor (replacing any earlier run), then runs its first steps. */
async function startRun(ctx: RunContext, budget: StepBudget, spent: number) {
  await ctx.db
    .update(documents)
    .set({
      extractionStatus: "processing",
      extractionMessage: stepProgress(ctx.plan, 0),
      processingRun: ctx.run,
      processingStep: 1,
      processingSteps: stepCount(ctx.plan),
      processingPlan: JSON.stringify(ctx.plan),
    })
    .where(and(eq(documents.id, ctx.row.id), eq(documents.companyId, ctx.row.companyId)));
  await continueRun(ctx, 1, spent, budget);
}

/**
 * Runs `step` and, while this message's budget allows, the steps after it; then queues the
 * next one. Each step is recorded by moving the cursor from it to the next (only if nobody
 * else did), so a step delivered twice is recorded once and only one successor is queued.
 */
async function continueRun(ctx: RunContext, step: number, spent: number, budget: StepBudget) {
  const total = stepCount(ctx.plan);
  try {
    for (;;) {
      const recorded = await runStep(ctx, step);
      if (!recorded || step === total) return;
      spent += stepCost(ctx.plan, step);
      const next = step + 1;
      if (!fitsInMessage(ctx.plan, spent, next, budget)) {
        await ctx.env.JOBS.send({
          kind: "document-step",
          companyId: ctx.row.companyId,
          documentId: ctx.row.id,
          run: ctx.run,
          step: next,
        });
        return;
      }
      step = next;
    }
  } catch (error) {
    if (!(error instanceof BadInput)) throw error;
    await failRun(ctx, error.message);
  } finally {
    await ctx.pdf?.loadingTask.destroy();
    ctx.pdf = undefined;
  }
}

/** The cursor moves from `step` to the next, with `set`; false when this run no longer owns it. */
async function record(ctx: RunContext, step: number, set: Settable): Promise<boolean> {
  const done = await ctx.db
    .update(documents)
    .set({ ...set, processingStep: step + 1 })
    .where(
      and(
        eq(documents.id, ctx.row.id),
        eq(documents.companyId, ctx.row.companyId),
        eq(documents.processingRun, ctx.run),
        eq(documents.processingStep, step),
        eq(documents.extractionStatus, "processing"),
      ),
    )
    .returning({ id: documents.id });
  return done.length > 0;
}

async function runStep(ctx: RunContext, step: number): Promise<boolean> {
  const { plan } = ctx;
  if (step <= plan.reads.length) {
    const part = plan.kind === "pdf" ? await readPages(ctx, plan, step) : await readSheet(ctx, plan, step);
    const json = plan.kind === "pdf" ? JSON.stringify(part) : sheetPartJson(part as SheetPart);
    await putObject(ctx.env.FILES, partKey(ctx.row.filePath, ctx.run, step), json, "application/json");
    return record(ctx, step, { extractionMessage: stepProgress(plan, step) });
  }
  const parts: unknown[] = [];
  for (let n = 1; n <= plan.reads.length; n++) {
    const object = await ctx.env.FILES.get(partKey(ctx.row.filePath, ctx.run, n));
    if (!object) throw new Error(`part ${n} of the run is missing`);
    parts.push(plan.kind === "pdf" ? await object.json() : parseSheetPart(await object.text()));
    await pause();
  }
  const published =
    plan.kind === "pdf"
      ? await publishPdf(ctx, plan, parts.map(pagesPart), step)
      : await publishWorkbook(ctx, plan, parts as SheetPart[], step);
  if (published) await clearParts(ctx.env.FILES, ctx.row.filePath);
  return published;
}

/** Marks the run's version failed (the live version stays what it was) and drops its parts. */
async function failRun(ctx: RunContext, message: string) {
  const failure = ctx.plan.kind === "pdf" ? extractFailure : excelFailure;
  await ctx.db
    .update(documents)
    .set({
      extractionStatus: "failed",
      extractionMessage: formatOutcome(failure(message)),
      processingStep: null,
    })
    .where(
      and(
        eq(documents.id, ctx.row.id),
        eq(documents.companyId, ctx.row.companyId),
        eq(documents.processingRun, ctx.run),
      ),
    );
  await clearParts(ctx.env.FILES, ctx.row.filePath);
}

/** The last attempt of a step failed: its version fails (the live version stays what it was). */
const stepFailure = (message: string): OutcomeToast => ({
  title: "Verwerkingsfout",
  description: `Het bestand kon niet worden verwerkt: ${message}`,
  variant: "destructive",
});

/** A step message: runs it, queues its successor again, or does nothing (see `stepAction`). */
async function documentStep(
  db: Db,
  env: JobEnv,
  job: Extract<JobMessage, { kind: "document-step" }>,
  budget: StepBudget,
) {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId)),
  });
  if (!row || row.extractionStatus !== "processing" || !row.processingPlan) return;
  const action = stepAction(
    { run: row.processingRun, next: row.processingStep, steps: row.processingSteps },
    job,
  );
  if (action === "skip") return;
  if (action === "later")
    throw new Error(`step ${job.step} arrived before step ${job.step - 1} was recorded`);
  const plan = JSON.parse(row.processingPlan) as Plan;
  if (action === "resend-next") {
    // After the last text step come the pages read by OCR, each a message of its own kind.
    const next = job.step + 1;
    await env.JOBS.send(next > stepCount(plan) ? ocrPageMessage(row, job.run, next) : { ...job, step: next });
    return;
  }
  await continueRun({ db, env, row, run: job.run, plan }, job.step, 0, budget);
}

/* ------------------------------------------------------------- extract-pdf */

/** The run's PDF, opened once per step by byte ranges (stored-pdf.server.ts). */
async function openPdf(ctx: RunContext) {
  if (ctx.pdf) return ctx.pdf;
  let pdf: PdfDocument | null;
  try {
    pdf = await openStoredPdf(ctx.env.FILES, ctx.row.filePath);
  } catch (error) {
    throw error instanceof UnreadablePdf ? new BadInput(error.message) : error;
  }
  if (!pdf) throw new BadInput("the file is missing from storage");
  ctx.pdf = pdf;
  return pdf;
}

/** A PDF step's part: its pages' texts in order, and the pages skipped over the budget (their text empty). */
type PagesPart = { texts: string[]; skipped: number[] };

/** A PDF cut short fails before pdf.js rebuilds what it can of it (app/domain/deck/pdf-end.ts). */
async function checkPdfEnd(files: R2Bucket, key: string) {
  const head = await files.head(key);
  if (!head) throw new BadInput("the file is missing from storage");
  const tail = await files.get(key, { range: { suffix: Math.min(PDF_TAIL_BYTES, head.size) } });
  const problem = pdfEndProblem(
    new Uint8Array(tail ? await tail.arrayBuffer() : new ArrayBuffer(0)),
    head.size,
  );
  if (problem) throw new BadInput(problem);
}

async function readPages(ctx: RunContext, plan: PdfPlan, step: number): Promise<PagesPart> {
  const read = plan.reads[step - 1]!;
  const pdf = await openPdf(ctx);
  const part: PagesPart = { texts: [], skipped: [] };
  try {
    for (let n = read.from; n <= read.to; n++) {
      const page = await pageText(pdf, n);
      part.texts.push(page.text);
      if (page.skipped) part.skipped.push(n);
      await pause();
    }
  } catch (error) {
    throw new BadInput(errorMessage(error));
  }
  return part;
}

/** A stored part (a plain list of texts from a run started before pages could be skipped). */
const pagesPart = (json: unknown): PagesPart =>
  Array.isArray(json) ? { texts: json as string[], skipped: [] } : (json as PagesPart);

/** Plans a PDF's run from its page count (opening it reads only its structure) and starts it. */
async function planPdfRun(db: Db, env: JobEnv, companyId: string, id: string, budget: StepBudget) {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
  });
  if (!row || row.type !== "pdf") return; // deleted meanwhile: nothing to do
  await finish(db, companyId, id, {
    extractionStatus: "processing",
    extractionMessage: "Tekst wordt geëxtraheerd…",
  });
  const ctx: RunContext = { db, env, row, run: crypto.randomUUID(), plan: planPdf(0, budget) };
  let plan: PdfPlan;
  try {
    await checkPdfEnd(env.FILES, row.filePath);
    plan = planPdf((await openPdf(ctx)).numPages, budget);
  } catch (error) {
    await ctx.pdf?.loadingTask.destroy();
    if (!(error instanceof BadInput)) throw error;
    await finish(db, companyId, id, {
      extractionStatus: "failed",
      extractedText: null,
      extractionMethod: null,
      extractionMessage: formatOutcome(extractFailure(error.message)),
    });
    return;
  }
  ctx.plan = plan;
  await startRun(ctx, budget, 0);
}

/** The last step: the pages' text judged and stored, with one of the PDF outcomes. */
async function publishPdf(
  ctx: RunContext,
  plan: PdfPlan,
  parts: PagesPart[],
  step: number,
): Promise<boolean> {
  const { db, row } = ctx;
  const pageTexts = parts.flatMap((p) => p.texts);
  const skipped = parts.flatMap((p) => p.skipped);
  const pages: DeckPage[] = pageTexts
    .map((text, i) => ({ source: "page" as const, number: i + 1, text: tidyExtractedText(text) }))
    .filter((p) => p.text !== "");
  const stored = capText(formatDeckPages(pages));
  // Pages without a usable text layer are read from their images in the admin's browser (OCR);
  // a page skipped over the budget is named on its own.
  const withoutText = pageTexts.filter((text, i) => pageNeedsOcr(text) && !skipped.includes(i + 1)).length;
  const ocrPages = await db
    .select({ pageNumber: documentPages.pageNumber })
    .from(documentPages)
    .where(
      and(
        eq(documentPages.documentId, row.id),
        eq(documentPages.companyId, row.companyId),
        isNotNull(documentPages.ocrText),
      ),
    );
  const notices = [...plan.notices, skippedPagesNotice(skipped)]
    .filter(Boolean)
    .map((n) => ` ${n}`)
    .join("");
  const layerPages = formatPageRanges(textLayerPages(pageTexts));
  // Pages without a usable text layer are read in the queue, one step each, unless the admin's
  // browser is reading them or has read them (app/server/ocr/server-ocr.server.ts).
  const readByBrowser = new Set(ocrPages.map((p) => p.pageNumber));
  const toRead =
    row.pagesStatus === "rendering"
      ? []
      : pagesForServerOcr(pageTexts, skipped).filter((n) => !readByBrowser.has(n));
  if (toRead.length > 0 && serverOcrSource(ctx.env)) {
    const ocrPlan: OcrPlan = { ...plan, ocrPages: toRead, ocrNotices: notices };
    const published = await record(ctx, step, {
      extractedText: stored || null,
      extractionMethod: "text",
      pageCount: plan.pageCount,
      textLayerPages: layerPages,
      extractionMessage: ocrProgress(0, toRead.length),
      processingSteps: step + toRead.length,
      processingPlan: JSON.stringify(ocrPlan),
    });
    if (published) await ctx.env.JOBS.send(ocrPageMessage(row, ctx.run, step + 1));
    return published;
  }
  let outcome: OutcomeToast;
  if (ocrPages.length > 0) {
    outcome = {
      title: "PDF succesvol verwerkt",
      description: `${pagesOutcome(plan.pageCount, ocrPages.length)}.${notices}`,
    };
  } else {
    // The five outcomes of a PDF extraction (here: success by text, limited quality or no usable content).
    const toast = pdfExtractionToast(summarisePdfExtraction(pages.map((p) => p.text).join("\n\n"), "text"));
    const missing =
      withoutText > 0 && row.pagesStatus !== "rendering"
        ? ` ${withoutText} van ${pageTexts.length} pagina's hebben geen tekst: klik op 'Pagina's weergeven' (JavaScript nodig) om ze uit de afbeeldingen te lezen.`
        : "";
    outcome = {
      title: toast.title,
      description: `${toast.description} (${plan.pageCount} pagina's)${missing}${notices}`,
      variant: toast.variant,
    };
  }
  return record(ctx, step, {
    extractionStatus: "done",
    extractedText: stored || null,
    extractionMethod: "text",
    pageCount: plan.pageCount,
    textLayerPages: layerPages,
    extractionMessage: formatOutcome(outcome),
  });
}

/* ---------------------------------------------------------- process-images */

/** 'Afbeeldingen geüpload' (destructive, suggests 'Process Images Now') or 'Verwerkingsfout' (docs/product.md#admin-panel-documents). */
const imagesFailure =
  (reprocess: boolean) =>
  (message: string): OutcomeToast =>
    reprocess
      ? {
          title: "Verwerkingsfout",
          description: `Image reprocessing failed: ${message}`,
          variant: "destructive",
        }
      : {
          title: "Afbeeldingen geüpload",
          description: `De AI analyse is mislukt (${message}). Klik op 'Process Images Now' om het opnieuw te proberen.`,
          variant: "destructive",
        };

async function processImages(db: Db, env: JobEnv, companyId: string) {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      filePath: documents.filePath,
      contentType: documents.contentType,
      fileSize: documents.fileSize,
      displayOrder: documents.displayOrder,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, "pitch-images")));
  const slides = sortSlides(rows);
  const id = await ensureCombinedDocument(db, env.FILES, companyId, slides.length);
  const previous = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
    columns: { extractedText: true, filePath: true },
  });
  // Reprocessing when the deck was analysed before (the 'Reprocess Images' button, docs/product.md#admin-panel-documents).
  const reprocess = (previous?.extractedText?.length ?? 0) > 0;
  const total = slides.length;
  if (total === 0) {
    await finish(db, companyId, id, {
      extractionStatus: "failed",
      extractionMessage: formatOutcome({
        title: "Verwerkingsfout",
        description: "Image reprocessing was not successful: er zijn geen afbeeldingen.",
        variant: "destructive",
      }),
    });
    return;
  }
  await finish(db, companyId, id, { extractionStatus: "processing", extractionMessage: `0/${total}` });

  const ai = getAiProvider(env, { onFailure: (failure) => recordAiFailure(db, companyId, failure) });
  const descriptions: string[] = [];
  const problems: string[] = [];
  for (const [i, slide] of slides.entries()) {
    let text = "";
    try {
      // Too large for the vision call: skipped with a note, without reading it into memory.
      if (slide.fileSize > MAX_VISION_IMAGE_BYTES)
        throw new Error(`${slide.name}: ${visionTooLarge(slide.fileSize)}`);
      const bytes = await getObjectBytes(env.FILES, slide.filePath);
      if (!bytes) throw new Error(`${slide.name} is missing from storage`);
      const description = await ai.describeSlide(bytes, slide.contentType, {
        fileName: slide.name,
        slideNumber: i + 1,
      });
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
    await finish(db, companyId, id, {
      extractionStatus: "failed",
      extractionMessage: formatOutcome(imagesFailure(reprocess)(problems[0] ?? "unknown error")),
    });
    return;
  }
  const pages: DeckPage[] = descriptions
    .map((text, i) => ({ source: "slide" as const, number: i + 1, text }))
    .filter((p) => p.text !== "");
  const stored = capText(formatDeckPages(pages));
  const size = new TextEncoder().encode(stored).byteLength;
  await putObject(
    env.FILES,
    previous!.filePath,
    stored,
    "text/plain; charset=utf-8",
    "pitch-deck-slides.txt",
  );

  let outcome: OutcomeToast;
  if (processed < total) {
    const detail = `${processed}/${total} afbeeldingen geanalyseerd; ${total - processed} mislukt (${problems[0]}).`;
    outcome = reprocess
      ? {
          title: "Verwerkingsfout",
          description: `Image reprocessing was not successful: ${detail}`,
          variant: "destructive",
        }
      : {
          title: "Afbeeldingen geüpload",
          description: `${detail} Klik op 'Process Images Now' om het opnieuw te proberen.`,
          variant: "destructive",
        };
  } else if (reprocess) {
    outcome = {
      title: "Afbeeldingen opnieuw verwerkt",
      description: `${processed}/${total} afbeeldingen opnieuw geanalyseerd door AI vision.`,
    };
  } else {
    outcome = {
      title: "Pitch deck succesvol verwerkt",
      description: `${processed}/${total} afbeeldingen geanalyseerd door AI vision.`,
    };
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

const excelFailure = (message: string): OutcomeToast => ({
  title: "Verwerkingsfout",
  description: `Het Excel bestand kon niet worden gelezen: ${message}`,
  variant: "destructive",
});

/** Where a workbook step left the next read of its sheet (workbook.server.ts `SheetResume`). */
const resumeKey = (filePath: string, run: string, step: number) =>
  `${processingPartsPrefix(filePath)}${run}/${step}.resume.json`;

/**
 * A workbook step: its rows read by ranges, from where the step before stopped in the sheet
 * (its stored checkpoint) instead of from the sheet's start; it stores where it stopped for the
 * step after it.
 */
async function readSheet(ctx: RunContext, plan: WorkbookPlan, step: number): Promise<SheetPart> {
  const source = await storedFileSource(ctx.env.FILES, ctx.row.filePath);
  if (!source) throw new BadInput("the file is missing from storage");
  const stored = step > 1 ? await ctx.env.FILES.get(resumeKey(ctx.row.filePath, ctx.run, step - 1)) : null;
  const from = stored ? parseSheetResume(await stored.text()) : null;
  let read: Awaited<ReturnType<typeof readSheetPart>>;
  try {
    read = await readSheetPart(
      source,
      plan,
      plan.reads[step - 1]!,
      from,
      sharedStringsSource(ctx.env.FILES, ctx.row.filePath, ctx.run),
    );
  } catch (error) {
    throw new BadInput(errorMessage(error));
  }
  if (read.resume)
    await putObject(
      ctx.env.FILES,
      resumeKey(ctx.row.filePath, ctx.run, step),
      sheetResumeJson(read.resume),
      "application/json",
    );
  return read.part;
}

/**
 * Plans a workbook's run from its zip directory and sheet dimensions (nothing is parsed yet)
 * and starts it. An .xls (not a zip) cannot be read in parts: it is read in one step, which
 * its format keeps small (at most 65,536 rows a sheet, within the upload size).
 */
async function planExcelRun(db: Db, env: JobEnv, companyId: string, id: string, budget: StepBudget) {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
  });
  if (!row || row.type !== "excel") return;
  // Delivered again after it was parsed (queues deliver at least once): nothing to redo.
  if (row.extractionStatus === "done" && (await env.FILES.head(workbookJsonKey(row.filePath)))) return;
  await finish(db, companyId, id, {
    extractionStatus: "processing",
    extractionMessage: "Werkbladen worden ingelezen…",
  });
  const ctx: RunContext = {
    db,
    env,
    row,
    run: crypto.randomUUID(),
    plan: planWorkbook([], WORKBOOK_CAPS, budget),
  };
  let sizes: Awaited<ReturnType<typeof inspectWorkbook>>;
  try {
    const source = await storedFileSource(env.FILES, row.filePath);
    if (!source) throw new Error("the file is missing from storage");
    sizes = await inspectWorkbook(source, sharedStringsStore(env.FILES, row.filePath, ctx.run));
  } catch (error) {
    await clearParts(env.FILES, row.filePath);
    await finish(db, companyId, id, {
      extractionStatus: "failed",
      extractedText: null,
      extractionMessage: formatOutcome(excelFailure(errorMessage(error))),
    });
    return;
  }
  if (!sizes) {
    let workbook: Workbook;
    try {
      // Not a zip (an .xls): read whole, which its format keeps small.
      workbook = await readWorkbook(await fileBytes(ctx));
    } catch (error) {
      await finish(db, companyId, id, {
        extractionStatus: "failed",
        extractedText: null,
        extractionMessage: formatOutcome(excelFailure(errorMessage(error))),
      });
      return;
    }
    await storeWorkbook(env.FILES, row.filePath, workbook);
    await finish(db, companyId, id, workbookOutcome(workbook));
    return;
  }
  ctx.plan = planWorkbook(sizes, WORKBOOK_CAPS, budget);
  await startRun(ctx, budget, 0);
}

/** The last step: the parts put together into table blocks, stored as JSON, and the text form in D1. */
async function publishWorkbook(
  ctx: RunContext,
  plan: WorkbookPlan,
  parts: SheetPart[],
  step: number,
): Promise<boolean> {
  const workbook = await buildFromParts(plan, parts);
  // The tables as JSON beside the file (the chat answers from these), the text form in D1.
  await storeWorkbook(ctx.env.FILES, ctx.row.filePath, workbook);
  return record(ctx, step, workbookOutcome(workbook));
}

function workbookOutcome(workbook: Workbook): Settable {
  const stored = capText(workbookText(workbook, MAX_STORED_TEXT));
  const sheets = workbook.sheets.length;
  // The rows stored, as they are: not the range the plan meant to read.
  const rows = workbook.sheets.reduce((n, s) => n + (s.keptRows ?? s.readRows), 0);
  const read = `${sheets} ${sheets === 1 ? "werkblad" : "werkbladen"} ingelezen (${rows} rijen).`;
  return {
    extractionStatus: "done",
    extractedText: stored || null,
    extractionMethod: "text",
    extractionMessage: formatOutcome(
      workbook.blocks.length
        ? { title: "Bestand geüpload", description: [read, ...workbook.notices].join(" ") }
        : {
            title: "Bestand geüpload",
            description: "Het Excel bestand bevat geen gegevens.",
            variant: "destructive",
          },
    ),
  };
}
