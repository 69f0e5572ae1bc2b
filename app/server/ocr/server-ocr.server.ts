/**
 * OCR in the job queue: the pages of a PDF without a usable text layer are read whoever
 * uploaded it, with or without a browser. When a PDF run publishes its text layer and pages
 * need reading (and no browser is rendering them), the run gets one more step per such page
 * (`ocr-page` messages, the same cursor as the text steps: documents.processing_step). Each
 * step reads the page's pictures (pdf.js decodes them, no canvas) and stores the text as the
 * page's OCR text (document_pages, `ocr_source`), where the browser's OCR goes too; the last
 * step publishes the outcome. Until then the version stays processing (a deck with a usable
 * text layer is live meanwhile, like a version being extracted again).
 *
 * Who reads: the vision model of the configured provider (`describeSlide`; production:
 * Workers AI), or with the local provider tesseract inside the Worker (./ocr/tesseract.server.ts,
 * bundled where wrangler's `define` allows it). docs/decisions/050-ocr-in-the-job-queue.md.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documentPages, type DocumentRow, documents } from "../../../db/schema";
import { pdfExtractionToast, summarisePdfExtraction } from "../../domain/deck/extraction-quality";
import { grayPng, ocrScale, scaleGray, toGray, visionScale } from "../../domain/deck/page-image";
import type { OcrSource } from "../../domain/deck/page-reading";
import { mergeOcrPages, pagesOutcome, tidyOcrText } from "../../domain/deck/pages";
import { formatOutcome, type OutcomeToast } from "../../domain/documents";
import { type PdfPlan, stepAction, stepCount } from "../../domain/processing/steps";
import { getAiProvider } from "../ai";
import { recordAiFailure } from "../ai/ai-status.server";
import type { AiEnv } from "../ai/types";
import type { JobMessage } from "../queues/messages";
import { openStoredPdf, pagePictures } from "./page-pictures.server";

export type OcrPageMessage = Extract<JobMessage, { kind: "ocr-page" }>;

/** What the OCR steps need of the Worker's env. */
export type ServerOcrEnv = AiEnv & { FILES: R2Bucket; JOBS: Queue<JobMessage>; ASSETS?: Fetcher };

/** A PDF run's plan once pages are to be read in the queue: the pages, and the text steps' notices. */
export type OcrPlan = PdfPlan & { ocrPages?: number[]; ocrNotices?: string };

/** Who reads pages in the queue with this configuration, or null when nobody can. */
export function serverOcrSource(env: ServerOcrEnv): Exclude<OcrSource, "browser"> | null {
  const provider = (env.AI_PROVIDER ?? "local").trim() || "local";
  if (provider !== "local") return "vision";
  return tesseractBundled() && env.ASSETS ? "server" : null;
}

function tesseractBundled(): boolean {
  return typeof __SERVER_TESSERACT__ !== "undefined" && __SERVER_TESSERACT__;
}

/** The engine, where it is bundled: the condition is spelled out here so the bundler drops the import elsewhere. */
async function tesseract() {
  if (typeof __SERVER_TESSERACT__ !== "undefined" && __SERVER_TESSERACT__)
    return (await import("./tesseract.server")).recogniseGray;
  return null;
}

/** The admin's progress line while pages are read ('… (3 van 13)'). */
export const ocrProgress = (done: number, total: number) =>
  `Pagina's zonder tekst worden gelezen (OCR op de server)… (${done} van ${total})`;

/** The first OCR step of a run whose text steps are `plan`'s. */
export const firstOcrStep = (plan: PdfPlan) => stepCount(plan) + 1;

export const ocrPageMessage = (
  row: Pick<DocumentRow, "companyId" | "id">,
  run: string,
  step: number,
): OcrPageMessage => ({
  kind: "ocr-page",
  companyId: row.companyId,
  documentId: row.id,
  run,
  step,
});

/** One OCR step: reads its page and records it, or queues its successor again, or does nothing. */
export async function ocrPageStep(db: Db, env: ServerOcrEnv, job: OcrPageMessage): Promise<void> {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId)),
  });
  if (!row || row.type !== "pdf" || row.extractionStatus !== "processing" || !row.processingPlan) return;
  const action = stepAction(
    { run: row.processingRun, next: row.processingStep, steps: row.processingSteps },
    job,
  );
  if (action === "skip") return;
  if (action === "later")
    throw new Error(`OCR step ${job.step} arrived before step ${job.step - 1} was recorded`);
  if (action === "resend-next") {
    await env.JOBS.send({ ...job, step: job.step + 1 });
    return;
  }
  const plan = JSON.parse(row.processingPlan) as OcrPlan;
  const pages = plan.ocrPages ?? [];
  const index = job.step - firstOcrStep(plan);
  const pageNumber = pages[index];
  if (pageNumber === undefined) throw new Error(`OCR step ${job.step} has no page in its plan`);
  const source = serverOcrSource(env);

  const text = source ? await readPage(db, env, row, pageNumber, source) : "";
  if (text) {
    // The browser's OCR of the same page (an admin who opened the tab meanwhile) is kept.
    await db
      .insert(documentPages)
      .values({ companyId: row.companyId, documentId: row.id, pageNumber, ocrText: text, ocrSource: source })
      .onConflictDoUpdate({
        target: [documentPages.documentId, documentPages.pageNumber],
        set: { ocrText: text, ocrSource: source },
        setWhere: sql`${documentPages.ocrText} is null`,
      });
  }
  const last = index === pages.length - 1;
  const moved = await db
    .update(documents)
    .set({
      processingStep: job.step + 1,
      ...(last
        ? { extractionStatus: "done" as const, extractionMessage: await finalOutcome(db, row, plan) }
        : { extractionMessage: ocrProgress(index + 1, pages.length) }),
    })
    .where(
      and(
        eq(documents.id, row.id),
        eq(documents.companyId, row.companyId),
        eq(documents.processingRun, job.run),
        eq(documents.processingStep, job.step),
        eq(documents.extractionStatus, "processing"),
      ),
    )
    .returning({ id: documents.id });
  if (moved.length > 0 && !last) await env.JOBS.send({ ...job, step: job.step + 1 });
}

/** The page's pictures read by tesseract or described by the vision model; '' when nothing is read. */
async function readPage(
  db: Db,
  env: ServerOcrEnv,
  row: DocumentRow,
  pageNumber: number,
  source: "server" | "vision",
): Promise<string> {
  const pdf = await openStoredPdf(env.FILES, row.filePath);
  if (!pdf) return "";
  const texts: string[] = [];
  try {
    const pictures = await pagePictures(pdf, pageNumber);
    for (const picture of pictures) {
      const gray = toGray(picture);
      if (!gray) continue;
      if (source === "server") {
        const recognise = await tesseract();
        if (!recognise || !env.ASSETS) break;
        texts.push(await recognise(env.ASSETS, scaleGray(gray, ocrScale(gray.width, gray.height))));
      } else {
        const ai = getAiProvider(env, {
          onFailure: (failure) => recordAiFailure(db, row.companyId, failure),
        });
        const png = await grayPng(scaleGray(gray, visionScale(gray.width, gray.height)));
        const described = await ai.describeSlide(png, "image/png", { slideNumber: pageNumber });
        if (described.analysed) texts.push(described.text);
      }
    }
  } finally {
    await pdf.loadingTask.destroy();
  }
  return tidyOcrText(texts.join("\n\n"));
}

/** The outcome once every page was read: how many pages OCR read, or the text-only outcome when it read none. */
async function finalOutcome(db: Db, row: DocumentRow, plan: OcrPlan): Promise<string> {
  const ocr = await db
    .select({ pageNumber: documentPages.pageNumber, text: documentPages.ocrText })
    .from(documentPages)
    .where(
      and(
        eq(documentPages.documentId, row.id),
        eq(documentPages.companyId, row.companyId),
        isNotNull(documentPages.ocrText),
      ),
    );
  const read = ocr.filter((p) => p.text?.trim());
  const notices = plan.ocrNotices ?? "";
  let outcome: OutcomeToast;
  if (read.length > 0) {
    outcome = {
      title: "PDF succesvol verwerkt",
      description: `${pagesOutcome(plan.pageCount, read.length)}.${notices}`,
    };
  } else {
    const text = mergeOcrPages(row.extractedText, []);
    const toast = pdfExtractionToast(summarisePdfExtraction(text, "text"));
    const unread = plan.ocrPages?.length ?? 0;
    outcome = {
      title: toast.title,
      description: `${toast.description} (${plan.pageCount} pagina's) ${unread} van ${plan.pageCount} pagina's hebben geen tekst en OCR op de server vond er geen.${notices}`,
      variant: toast.variant,
    };
  }
  return formatOutcome(outcome);
}
