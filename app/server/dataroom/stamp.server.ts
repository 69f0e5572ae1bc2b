/**
 * Downloads of PDFs stamped with the viewer's watermark on every page (pdf-lib): a data-room
 * version's and the pitch deck's, by the one path below. A small file is stamped in the request;
 * a larger one in the job queue (`stamp-pdf`), once per source and watermark, its progress
 * (pages done) stored for the page that waits for it.
 */
import { and, eq } from "drizzle-orm";
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

import type { Db } from "../../../db";
import { dataRoomVersions, documents, stampedCopies } from "../../../db/schema";
import { ROOM_PAGE_TEXTS as T } from "../../copy/dataroom/texts";
import { INLINE_STAMP_BYTES, winAnsiSafe } from "../../domain/dataroom/watermark";
import { storedFileName } from "../../domain/documents";
import { escapeHtml } from "../../domain/mail/html";
import { FILE_CSP, getObject, getObjectBytes, objectResponse, putObject } from "../platform/storage.server";
import type { JobMessage } from "../queues/messages";

/** Progress is written after this many pages. */
const PROGRESS_EVERY = 10;

/** Every page gets the watermark across its middle and once along its foot. */
export async function stampPdf(
  bytes: Uint8Array,
  watermark: string,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = winAnsiSafe(watermark);
  const pages = pdf.getPages();
  for (const [i, page] of pages.entries()) {
    const { width, height } = page.getSize();
    const size = Math.max(12, Math.min(36, width / (text.length * 0.6)));
    const diagonal = Math.atan2(height, width);
    const textWidth = font.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: width / 2 - (Math.cos(diagonal) * textWidth) / 2,
      y: height / 2 - (Math.sin(diagonal) * textWidth) / 2,
      size,
      font,
      color: rgb(0.5, 0.5, 0.5),
      opacity: 0.3,
      rotate: degrees((diagonal * 180) / Math.PI),
    });
    page.drawText(text, { x: 24, y: 14, size: 9, font, color: rgb(0.35, 0.35, 0.35), opacity: 0.8 });
    if (onProgress && (i + 1) % PROGRESS_EVERY === 0) await onProgress(i + 1, pages.length);
  }
  return pdf.save();
}

export type StampAnswer =
  | { kind: "file"; bytes: Uint8Array }
  | { kind: "stored"; object: R2ObjectBody }
  | { kind: "waiting"; pagesDone: number; pageCount: number }
  | { kind: "failed" };

/** What is stamped: a data-room version or a pitch-deck document (a `documents` row). */
export type StampSource = {
  kind: "room" | "deck";
  id: string;
  filePath: string;
  fileSize: number;
  pageCount: number | null;
};

/** Where a deck document's stamped copies are kept (removed with the document). */
export const deckStampPrefix = (companyId: string, documentId: string) =>
  `${companyId}/stamped/${documentId}/`;

const sourceIs = (source: Pick<StampSource, "kind" | "id">) =>
  source.kind === "room"
    ? eq(stampedCopies.versionId, source.id)
    : eq(stampedCopies.deckDocumentId, source.id);

/**
 * The stamped copy of a PDF for one watermark: stamped now when small, else the queue's copy
 * when it is done, else its progress (the first ask enqueues the job).
 */
export async function stampedDownload(
  db: Db,
  env: { FILES: R2Bucket; JOBS: Pick<Queue<JobMessage>, "send"> },
  companyId: string,
  source: StampSource,
  watermark: string,
): Promise<StampAnswer | null> {
  if (source.fileSize <= INLINE_STAMP_BYTES) {
    const bytes = await getObjectBytes(env.FILES, source.filePath);
    if (!bytes) return null;
    try {
      return { kind: "file", bytes: await stampPdf(bytes, watermark) };
    } catch (error) {
      // A file pdf-lib cannot read is never sent unstamped.
      console.error("stamping failed", source.kind, source.id, error);
      return { kind: "failed" };
    }
  }
  const where = and(
    eq(stampedCopies.companyId, companyId),
    sourceIs(source),
    eq(stampedCopies.watermark, watermark),
  );
  let stamp = await db.query.stampedCopies.findFirst({ where });
  if (!stamp) {
    const [row] = await db
      .insert(stampedCopies)
      .values({
        companyId,
        ...(source.kind === "room" ? { versionId: source.id } : { deckDocumentId: source.id }),
        watermark,
        pageCount: source.pageCount ?? 0,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await env.JOBS.send({ kind: "stamp-pdf", companyId, stampId: row.id });
    stamp = row ?? (await db.query.stampedCopies.findFirst({ where }));
  }
  if (!stamp) return null;
  if (stamp.status === "done" && stamp.filePath) {
    const object = await getObject(env.FILES, stamp.filePath);
    if (object) return { kind: "stored", object };
  }
  if (stamp.status === "failed") return { kind: "failed" };
  return { kind: "waiting", pagesDone: stamp.pagesDone, pageCount: stamp.pageCount };
}

/** The page shown while the job queue stamps a large PDF: it asks again every few seconds (no JavaScript needed). */
function waitingPage(title: string, message: string, again: string) {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;padding:2rem"><main><h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p><p><a href="">${escapeHtml(again)}</a></p></main></body></html>`,
    { status: 202, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

export const plainText = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The answer to a stamped download (the investors' pages are English): the copy with the given
 * headers, the page that waits for the queue ('Preparing your copy: page x of y'), or the failure.
 */
export async function stampedResponse(
  request: Request,
  answer: StampAnswer,
  headers: Headers,
  title: string,
): Promise<Response> {
  if (answer.kind === "waiting")
    return waitingPage(title, T.stamping(answer.pagesDone, answer.pageCount), T.stampingRefresh);
  if (answer.kind === "failed") return plainText(503, T.stampFailed);
  if (answer.kind === "stored") return objectResponse(request, answer.object, headers);
  headers.set("Content-Length", String(answer.bytes.byteLength));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", FILE_CSP);
  return new Response(answer.bytes as Uint8Array<ArrayBuffer>, { headers });
}

/** The stored file a stamp copies: the data-room version's or the deck document's. */
async function stampSourceFile(
  db: Db,
  companyId: string,
  stamp: { versionId: string | null; deckDocumentId: string | null },
) {
  if (stamp.versionId) {
    const version = await db.query.dataRoomVersions.findFirst({
      where: and(eq(dataRoomVersions.companyId, companyId), eq(dataRoomVersions.id, stamp.versionId)),
      columns: { filePath: true, fileName: true },
    });
    return version ? { ...version, key: (id: string) => `${companyId}/dataroom/stamped/${id}.pdf` } : null;
  }
  if (!stamp.deckDocumentId) return null;
  const deckDocumentId = stamp.deckDocumentId;
  const doc = await db.query.documents.findFirst({
    where: and(eq(documents.companyId, companyId), eq(documents.id, deckDocumentId)),
    columns: { filePath: true, name: true },
  });
  return doc
    ? {
        filePath: doc.filePath,
        fileName: storedFileName(doc.name, "pdf"),
        key: (id: string) => `${deckStampPrefix(companyId, deckDocumentId)}${id}.pdf`,
      }
    : null;
}

/** The `stamp-pdf` job: stamps the source PDF, storing progress as it goes, then the copy in R2. */
export async function runStampJob(db: Db, files: R2Bucket, job: { companyId: string; stampId: string }) {
  const stamp = await db.query.stampedCopies.findFirst({
    where: and(eq(stampedCopies.companyId, job.companyId), eq(stampedCopies.id, job.stampId)),
  });
  if (!stamp || stamp.status === "done") return;
  const source = await stampSourceFile(db, job.companyId, stamp);
  const bytes = source ? await getObjectBytes(files, source.filePath) : null;
  const set = (values: Partial<typeof stampedCopies.$inferInsert>) =>
    db.update(stampedCopies).set(values).where(eq(stampedCopies.id, stamp.id));
  if (!source || !bytes) {
    await set({ status: "failed" });
    return;
  }
  await set({ status: "running", pagesDone: 0 });
  const stamped = await stampPdf(bytes, stamp.watermark, async (done, total) => {
    await set({ pagesDone: done, pageCount: total });
  });
  const key = source.key(stamp.id);
  await putObject(files, key, stamped, "application/pdf", source.fileName);
  await set({ status: "done", filePath: key, pagesDone: 0 });
}

/** A dead-lettered stamp job: the waiting page says it failed rather than waiting for ever. */
export async function failStampJob(db: Db, job: { companyId: string; stampId: string }) {
  await db
    .update(stampedCopies)
    .set({ status: "failed" })
    .where(and(eq(stampedCopies.companyId, job.companyId), eq(stampedCopies.id, job.stampId)));
  return true;
}
