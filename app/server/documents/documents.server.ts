/**
 * Documents and slide images (docs/product.md#admin-panel-documents): every function takes the
 * company id and touches only that company's rows and objects.
 *
 * Invariant: never an R2 object without its row, never a row without its object. An upload
 * writes the object first, then the row, and deletes the object again if the row fails;
 * a delete removes the object, then the row (the spec's order).
 */
import { and, desc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { type DocumentRow, documents } from "../../../db/schema";
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_OUTCOMES as O,
  DOCUMENTS_TEXTS,
  fileProblemText,
  imageSelectionSummary,
} from "../../copy/admin/documents-texts";
import { pageImagePrefix } from "../../domain/deck/pages";
import { sortSlides, validateSlideOrder } from "../../domain/deck/slides";
import {
  type AcceptedFile,
  checkExcel,
  checkImageSelection,
  checkPdf,
  cleanFileName,
  combinedTextKey,
  documentKey,
  FILE_HEAD_BYTES,
  type FileFacts,
  formatOutcome,
  slideImageKey,
  storedFileName,
} from "../../domain/documents";
import { deckStampPrefix } from "../dataroom/stamp.server";
import {
  deleteObject,
  deleteObjectQuietly,
  deletePrefix,
  processingPartsPrefix,
  putNewObject,
  putObject,
} from "../platform/storage.server";
import type { JobMessage } from "../queues/messages";
import { workbookJsonKey, workbookSummaryKey, workbookTablesPrefix } from "./workbook.server";

export type DocumentType = DocumentRow["type"];
export type Bindings = { FILES: R2Bucket; JOBS: Queue<JobMessage> };

/** What the admin list shows (no extracted text: it can be long). */
export type DocumentListItem = Pick<
  DocumentRow,
  | "id"
  | "name"
  | "type"
  | "fileSize"
  | "contentType"
  | "extractionStatus"
  | "extractionMessage"
  | "extractionMethod"
  | "displayOrder"
  | "uploadDate"
  | "createdAt"
  | "pageCount"
  | "pagesStatus"
  | "downloads"
> & { textLength: number };

const listColumns = {
  id: documents.id,
  name: documents.name,
  type: documents.type,
  fileSize: documents.fileSize,
  contentType: documents.contentType,
  extractionStatus: documents.extractionStatus,
  extractionMessage: documents.extractionMessage,
  extractionMethod: documents.extractionMethod,
  displayOrder: documents.displayOrder,
  uploadDate: documents.uploadDate,
  createdAt: documents.createdAt,
  pageCount: documents.pageCount,
  pagesStatus: documents.pagesStatus,
  downloads: documents.downloads,
  // Length of the trimmed extracted text (the readiness thresholds of docs/product.md#deck-readiness measure that).
  textLength:
    sql<number>`length(trim(coalesce(${documents.extractedText}, ''), char(32, 9, 10, 13)))`.mapWith(Number),
};

/** All of the company's documents, newest upload first (docs/product.md#admin-panel-documents). */
export const documentsQuery = (db: Db, companyId: string) =>
  db
    .select(listColumns)
    .from(documents)
    .where(eq(documents.companyId, companyId))
    .orderBy(desc(documents.uploadDate), desc(documents.createdAt));

export async function listDocuments(db: Db, companyId: string): Promise<DocumentListItem[]> {
  return await documentsQuery(db, companyId);
}

/** The company's slide images in slide order (the sort rule of docs/product.md#admin-panel-documents). */
const slidesQuery = (db: Db) =>
  db
    .select(listColumns)
    .from(documents)
    .where(and(eq(documents.companyId, sql.placeholder("companyId")), eq(documents.type, "pitch-images")))
    .prepare();

export async function listSlides(db: Db, companyId: string): Promise<DocumentListItem[]> {
  return sortSlides(await slidesQuery(db).all({ companyId }));
}

export async function getCompanyDocument(db: Db, companyId: string, id: string) {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
  });
  return row ?? null;
}

/** For the file route: the row whatever its company (the route decides who may read it). */
export async function findDocumentForDownload(db: Db, id: string) {
  if (!id || id.length > 100) return null;
  const row = await db.query.documents.findFirst({
    where: eq(documents.id, id),
    columns: {
      id: true,
      companyId: true,
      name: true,
      type: true,
      filePath: true,
      fileSize: true,
      contentType: true,
      pageCount: true,
      downloads: true,
    },
  });
  return row ?? null;
}

/* ------------------------------------------------------------------ create */

export type NewDocument = {
  companyId: string;
  name: string;
  type: DocumentType;
  key: string;
  /** A stream must have a known length (a request body, or the readable side of a FixedLengthStream). */
  body: Blob | ArrayBuffer | string | ReadableStream;
  size: number;
  contentType: string;
  extractionStatus?: DocumentRow["extractionStatus"];
  extractionMessage?: string | null;
};

/** The R2 key is taken (by another upload in the same millisecond): nothing was written. */
export class StorageKeyInUse extends Error {
  constructor(readonly key: string) {
    super(`storage key already in use: ${key}`);
  }
}

/**
 * Stores the object, then its row. If the row cannot be written the object is deleted
 * again, so neither exists without the other. Throws on failure (nothing stays behind).
 */
export async function createDocument(db: Db, bucket: R2Bucket, input: NewDocument): Promise<{ id: string }> {
  let stored;
  try {
    stored = await putNewObject(bucket, input.key, input.body, input.contentType, input.name);
  } catch (error) {
    // A streamed body that broke off or ran past its length: R2 keeps nothing of a failed put; make sure.
    if (input.body instanceof ReadableStream) await deleteObjectQuietly(bucket, input.key);
    throw error;
  }
  if (!stored) throw new StorageKeyInUse(input.key);
  if (stored.size !== input.size) {
    await deleteObjectQuietly(bucket, input.key);
    throw new Error(`stored ${stored.size} bytes, expected ${input.size}: ${input.key}`);
  }
  try {
    const [row] = await db
      .insert(documents)
      .values({
        companyId: input.companyId,
        name: input.name,
        type: input.type,
        filePath: input.key,
        fileSize: input.size,
        contentType: input.contentType,
        extractionStatus: input.extractionStatus ?? "none",
        extractionMessage: input.extractionMessage ?? null,
      })
      .returning({ id: documents.id });
    return row!;
  } catch (error) {
    await deleteObjectQuietly(bucket, input.key);
    throw error;
  }
}

/* ----------------------------------------------------------------- uploads */

/** The outcome of an upload or a document action: one shape for the no-JS page and the JSON route. */
export type ActionOutcome =
  | {
      ok: true;
      status: 200;
      title: string;
      description?: string;
      variant: "default" | "destructive";
      documentIds: string[];
    }
  | {
      ok: false;
      status: 400 | 404 | 413 | 500;
      title: string;
      description?: string;
      variant: "destructive";
      documentIds: string[];
    };

const failure = (status: 400 | 404 | 413 | 500, title: string, description?: string): ActionOutcome => ({
  ok: false,
  status,
  title,
  ...(description ? { description } : {}),
  variant: "destructive",
  documentIds: [],
});

/**
 * One uploaded file as the upload functions take it: what the checks read (clean name,
 * declared type, size, first bytes) and its bytes — a posted form's File, or a request body
 * streamed to R2 (app/server/platform/upload-stream.server.ts) that says why it could not be read whole.
 */
export type IncomingFile = FileFacts & {
  body: Blob | ReadableStream<Uint8Array>;
  bodyProblem?: () => { status: 400 | 413; description: string } | null;
};

/** A posted form's file as an upload: name, declared type, size and first bytes, the File as its body. */
export async function incomingFile(file: File): Promise<IncomingFile> {
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return { name: cleanFileName(file.name), type: file.type, size: file.size, head, body: file };
}

/** The refusal for a streamed body that ran past its length or broke off (nothing was stored); null otherwise. */
function bodyFailure(file: IncomingFile, title: string): ActionOutcome | null {
  const problem = file.bodyProblem?.();
  return problem ? failure(problem.status, title, problem.description) : null;
}

/** Uploaded files of a form field; a browser sends an empty part when nothing was chosen. */
export function filesOf(form: FormData, field: string): File[] {
  return form
    .getAll(field)
    .filter(
      (v): v is File =>
        typeof v === "object" && v !== null && "arrayBuffer" in v && !(v.size === 0 && v.name === ""),
    );
}

async function enqueue(env: Bindings, job: JobMessage) {
  await env.JOBS.send(job);
}

const randomSuffix = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes]
    .map((b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 10);
};

async function storeSingle(
  db: Db,
  env: Bindings,
  companyId: string,
  file: IncomingFile,
  check: AcceptedFile,
  type: "pdf" | "excel",
  now: () => number,
): Promise<{ id: string }> {
  let timestamp = now();
  // `{companyId}/{timestamp}.{ext}` (docs/architecture.md#documents-and-storage): a second upload in the same millisecond takes the next one.
  for (let tries = 0; ; tries++) {
    try {
      return await createDocument(db, env.FILES, {
        companyId,
        name: storedFileName(file.name, check.extension),
        type,
        key: documentKey(companyId, timestamp, check.extension),
        body: file.body,
        size: file.size,
        contentType: check.contentType,
        extractionStatus: "pending",
        extractionMessage: O.queued,
      });
    } catch (error) {
      if (tries < 3 && error instanceof StorageKeyInUse) {
        timestamp += 1;
        continue;
      }
      throw error;
    }
  }
}

async function markJobNotQueued(db: Db, companyId: string, id: string, error: unknown) {
  console.error("job not enqueued", id, error);
  await db
    .update(documents)
    .set({
      extractionStatus: "failed",
      extractionMessage: formatOutcome({
        title: DOCUMENTS_TEXTS.processingError,
        description: O.notStarted,
        variant: "destructive",
      }),
    })
    .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
}

/**
 * How a single-file upload of each kind is checked, which job it queues, and what it answers: a
 * PDF whose extraction could not be queued says so; a workbook is answered as uploaded either way.
 */
const SINGLE_UPLOADS = {
  pdf: {
    check: checkPdf,
    invalid: DOCUMENT_MESSAGES.invalidPdf,
    job: "extract-pdf",
    label: "PDF",
    uploaded: (name: string) => O.processing(name),
    notQueued: { title: O.pdfUploaded, description: O.extractionNotStarted },
  },
  excel: {
    check: checkExcel,
    invalid: DOCUMENT_MESSAGES.invalidExcel,
    job: "parse-excel",
    label: "Excel",
    uploaded: O.uploaded,
    notQueued: null,
  },
} as const;

/** One file, checked, stored, then its processing queued (docs/product.md#admin-panel-documents). */
async function uploadSingle(
  db: Db,
  env: Bindings,
  companyId: string,
  file: IncomingFile | undefined,
  type: keyof typeof SINGLE_UPLOADS,
  now: () => number,
): Promise<ActionOutcome> {
  const kind = SINGLE_UPLOADS[type];
  if (!file) return failure(400, kind.invalid, DOCUMENT_MESSAGES.noFile);
  const check = kind.check(file);
  if (!check.ok) {
    const refused = fileProblemText(check);
    return failure(check.reason === "too-large" ? 413 : 400, refused.title, refused.description);
  }
  let row;
  try {
    row = await storeSingle(db, env, companyId, file, check, type, now);
  } catch (error) {
    const refused = bodyFailure(file, kind.invalid);
    if (refused) return refused;
    console.error(`${kind.label} upload failed`, error);
    return failure(500, DOCUMENT_MESSAGES.uploadError, O.notStored);
  }
  try {
    await enqueue(env, { kind: kind.job, companyId, documentId: row.id });
  } catch (error) {
    await markJobNotQueued(db, companyId, row.id, error);
    if (kind.notQueued)
      return { ok: true, status: 200, ...kind.notQueued, variant: "destructive", documentIds: [row.id] };
  }
  return {
    ok: true,
    status: 200,
    title: DOCUMENT_MESSAGES.uploaded,
    description: kind.uploaded(file.name),
    variant: "default",
    documentIds: [row.id],
  };
}

/** The pitch deck PDF: validated, stored, then text extraction is queued. */
export function uploadPdf(
  db: Db,
  env: Bindings,
  companyId: string,
  file: IncomingFile | undefined,
  now = Date.now,
): Promise<ActionOutcome> {
  return uploadSingle(db, env, companyId, file, "pdf", now);
}

/** The financial forecast workbook: validated, stored, then parsing is queued. */
export function uploadExcel(
  db: Db,
  env: Bindings,
  companyId: string,
  file: IncomingFile | undefined,
  now = Date.now,
): Promise<ActionOutcome> {
  return uploadSingle(db, env, companyId, file, "excel", now);
}

/**
 * Slide images (docs/product.md#admin-panel-documents): each file checked on its own; the valid ones are stored one after the
 * other (in natural name order: 'slide-2' before 'slide-10'), each with its row. With
 * `process` the slide description job is queued afterwards (docs/product.md#admin-panel-documents: 'Pitch deck succesvol
 * verwerkt' when it finishes). The JavaScript path sends one file per request and asks
 * for processing once at the end.
 */
export async function uploadImages(
  db: Db,
  env: Bindings,
  companyId: string,
  files: IncomingFile[],
  options: { process: boolean; now?: () => number },
): Promise<ActionOutcome> {
  const now = options.now ?? Date.now;
  const selection = checkImageSelection(files);
  const summary = imageSelectionSummary(selection);
  if (selection.accepted.length === 0) {
    const tooLarge =
      selection.problems.length > 0 && selection.problems.every((p) => p.reason === "too-large");
    // One refused file: its own message (e.g. 'Bestand te groot'); several: the spec's summary.
    const single = selection.problems.length === 1 ? fileProblemText(selection.problems[0]!) : null;
    return failure(
      tooLarge ? 413 : 400,
      single?.title ?? summary!.title,
      single?.description ?? summary!.description,
    );
  }
  const ordered = [...selection.accepted].sort((a, b) =>
    a.file.name.localeCompare(b.file.name, undefined, { numeric: true, sensitivity: "base" }),
  );
  const ids: string[] = [];
  let failed = 0;
  for (const { file, check } of ordered) {
    try {
      const row = await createDocument(db, env.FILES, {
        companyId,
        name: storedFileName(file.name, check.extension),
        type: "pitch-images",
        key: slideImageKey(companyId, now(), randomSuffix(), check.extension),
        body: file.body,
        size: file.size,
        contentType: check.contentType,
      });
      ids.push(row.id);
    } catch (error) {
      // One streamed image per request: its own refusal.
      const refused = files.length === 1 ? bodyFailure(file, DOCUMENT_MESSAGES.uploadError) : null;
      if (refused) return refused;
      console.error("slide upload failed", file.name, error);
      failed += 1;
    }
  }
  if (ids.length === 0) return failure(500, DOCUMENT_MESSAGES.uploadError, O.imagesNotStored);
  if (options.process) {
    const queued = await queueImageProcessing(db, env, companyId);
    if (!queued.ok) {
      return {
        ok: true,
        status: 200,
        ...DOCUMENT_MESSAGES.imagesUploaded,
        variant: "destructive",
        documentIds: ids,
      };
    }
  }
  if (failed > 0) {
    return {
      ok: true,
      status: 200,
      title: DOCUMENT_MESSAGES.uploadError,
      description: O.someImagesNotStored(failed, ordered.length, ids.length),
      variant: "destructive",
      documentIds: ids,
    };
  }
  if (summary)
    return {
      ok: true,
      status: 200,
      title: summary.title,
      description: summary.description,
      variant: "default",
      documentIds: ids,
    };
  return {
    ok: true,
    status: 200,
    title: DOCUMENT_MESSAGES.uploaded,
    description: `${ids.length} ${ids.length === 1 ? "afbeelding" : "afbeeldingen"} geüpload${options.process ? "; de AI analyse is gestart" : ""}.`,
    variant: "default",
    documentIds: ids,
  };
}

/* ------------------------------------------------------- image processing */

/** The id of the company's one `pitch-combined` document (a fixed id keeps it unique). */
export const combinedDocumentId = (companyId: string) => `pitch-combined-${companyId}`;

/**
 * Makes sure the company's `pitch-combined` document exists (its R2 object holds the
 * combined slide text as text/plain), and marks it pending.
 */
export async function ensureCombinedDocument(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  slideCount: number,
) {
  const id = combinedDocumentId(companyId);
  const key = combinedTextKey(companyId);
  const existing = await db.query.documents.findFirst({
    where: and(eq(documents.id, id), eq(documents.companyId, companyId)),
    columns: { id: true },
  });
  const progress = { extractionStatus: "pending" as const, extractionMessage: `0/${slideCount}` };
  if (existing) {
    await db
      .update(documents)
      .set(progress)
      .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
    return id;
  }
  // Object first (empty until the job writes the text), then the row.
  await putObject(bucket, key, "", "text/plain; charset=utf-8", "pitch-deck-slides.txt");
  try {
    await db
      .insert(documents)
      .values({
        id,
        companyId,
        name: O.combinedName,
        type: "pitch-combined",
        filePath: key,
        fileSize: 0,
        contentType: "text/plain; charset=utf-8",
        ...progress,
      })
      .onConflictDoUpdate({ target: documents.id, set: progress });
  } catch (error) {
    await deleteObjectQuietly(bucket, key);
    throw error;
  }
  return id;
}

/** 'Process Images Now' / 'Reprocess Images': queues the slide description job. */
export async function queueImageProcessing(
  db: Db,
  env: Bindings,
  companyId: string,
): Promise<{ ok: boolean; slides: number }> {
  const slides = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, "pitch-images")));
  if (slides.length === 0) return { ok: false, slides: 0 };
  const id = await ensureCombinedDocument(db, env.FILES, companyId, slides.length);
  try {
    await enqueue(env, { kind: "process-images", companyId });
  } catch (error) {
    await markJobNotQueued(db, companyId, id, error);
    return { ok: false, slides: slides.length };
  }
  return { ok: true, slides: slides.length };
}

export async function requestImageProcessing(
  db: Db,
  env: Bindings,
  companyId: string,
): Promise<ActionOutcome> {
  const queued = await queueImageProcessing(db, env, companyId);
  if (queued.slides === 0) return failure(400, DOCUMENT_MESSAGES.noValidImages, O.noImagesYet);
  if (!queued.ok) return failure(500, DOCUMENTS_TEXTS.processingError, O.imageProcessingNotStarted);
  return {
    ok: true,
    status: 200,
    title: O.imagesProcessing.title,
    description: O.imagesProcessing.description(queued.slides),
    variant: "default",
    documentIds: [combinedDocumentId(companyId)],
  };
}

/* ------------------------------------------------------- delete, reprocess */

/** A deck PDF's download switch (the team always downloads the original; investors a stamped copy). */
export async function setDeckDownloads(
  db: Db,
  companyId: string,
  id: string,
  on: boolean,
): Promise<ActionOutcome> {
  const row = id ? await getCompanyDocument(db, companyId, id) : null;
  if (!row || row.type !== "pdf") return failure(404, O.errorTitle, O.notFound);
  await db
    .update(documents)
    .set({ downloads: on })
    .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
  return {
    ok: true,
    status: 200,
    title: O.downloadsChanged.title,
    description: O.downloadsChanged.description(row.name, on),
    variant: "default",
    documentIds: [row.id],
  };
}

/** Deletes one of the company's documents: R2 object, then row (docs/architecture.md#documents-and-storage). Null when not the company's. */
export async function deleteDocument(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  id: string,
): Promise<ActionOutcome> {
  const row = id ? await getCompanyDocument(db, companyId, id) : null;
  if (!row) return failure(404, DOCUMENT_MESSAGES.deleteFailed, O.notFound);
  try {
    await deleteObject(bucket, row.filePath);
    // A workbook's parsed tables and a PDF's page images live beside the file.
    if (row.type === "excel") {
      await deleteObject(bucket, workbookJsonKey(row.filePath));
      await deleteObject(bucket, workbookSummaryKey(row.filePath));
      await deletePrefix(bucket, workbookTablesPrefix(row.filePath));
    }
    if (row.type === "pdf") await deletePrefix(bucket, pageImagePrefix(companyId, row.id));
    // Its copies stamped for investors' downloads.
    if (row.type === "pdf") await deletePrefix(bucket, deckStampPrefix(companyId, row.id));
    // Parts of a processing run still under way.
    if (row.type === "pdf" || row.type === "excel")
      await deletePrefix(bucket, processingPartsPrefix(row.filePath));
    await db.delete(documents).where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
  } catch (error) {
    console.error("document delete failed", id, error);
    return failure(500, DOCUMENT_MESSAGES.deleteFailed, O.notDeleted);
  }
  return {
    ok: true,
    status: 200,
    title: DOCUMENT_MESSAGES.deleted,
    description: row.name,
    variant: "default",
    documentIds: [row.id],
  };
}

/**
 * Reprocess (docs/product.md#admin-panel-documents: PDFs; here workbooks too, so a version that
 * failed or stopped can be read again): queues its extraction or parsing again.
 */
export async function reprocessDocument(
  db: Db,
  env: Bindings,
  companyId: string,
  id: string,
): Promise<ActionOutcome> {
  const row = id ? await getCompanyDocument(db, companyId, id) : null;
  if (!row) return failure(404, DOCUMENT_MESSAGES.deleteFailed, O.notFound);
  if (row.type !== "pdf" && row.type !== "excel")
    return failure(400, DOCUMENT_MESSAGES.onlyPdfOrExcelReprocess);
  await db
    .update(documents)
    .set({ extractionStatus: "pending", extractionMessage: O.queued })
    .where(and(eq(documents.id, row.id), eq(documents.companyId, companyId)));
  try {
    await enqueue(
      env,
      row.type === "pdf"
        ? { kind: "extract-pdf", companyId, documentId: row.id }
        : { kind: "parse-excel", companyId, documentId: row.id },
    );
  } catch (error) {
    await markJobNotQueued(db, companyId, row.id, error);
    return failure(
      500,
      DOCUMENTS_TEXTS.processingError,
      row.type === "pdf" ? O.extractionFailed : O.notStarted,
    );
  }
  return {
    ok: true,
    status: 200,
    title: row.type === "pdf" ? O.reprocessing : O.reprocessingWorkbook,
    description: row.name,
    variant: "default",
    documentIds: [row.id],
  };
}

/* -------------------------------------------------------------- slide order */

/**
 * Saves the slide order (update_slide_order, docs/product.md#admin-panel-documents): display_order 1..n in the given order, in
 * one batch (one transaction). The ids must be exactly the company's slides, each once: an
 * id that is not one of them is a 404, a stale or duplicated list a 400; either way nothing
 * changes.
 */
export async function saveSlideOrder(db: Db, companyId: string, ids: string[]): Promise<ActionOutcome> {
  if (ids.length === 0 || ids.length > 1000)
    return failure(400, DOCUMENT_MESSAGES.orderSaveFailed, O.noOrder);
  const slides = await listSlides(db, companyId);
  const own = new Set(slides.map((s) => s.id));
  if (ids.some((id) => !own.has(id))) return failure(404, DOCUMENT_MESSAGES.orderSaveFailed, O.slideNotFound);
  const payload = validateSlideOrder([...own], ids);
  if (!payload) return failure(400, DOCUMENT_MESSAGES.orderSaveFailed, O.slidesChanged);
  const statements = payload.map(({ id, displayOrder }) =>
    db
      .update(documents)
      .set({ displayOrder })
      .where(
        and(eq(documents.id, id), eq(documents.companyId, companyId), eq(documents.type, "pitch-images")),
      ),
  );
  try {
    await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  } catch (error) {
    console.error("slide order save failed", error);
    return failure(500, DOCUMENT_MESSAGES.orderSaveFailed, O.tryAgain);
  }
  return { ok: true, status: 200, title: DOCUMENT_MESSAGES.orderSaved, variant: "default", documentIds: ids };
}
