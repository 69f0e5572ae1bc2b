/**
 * Downloads of data-room PDFs, stamped with the viewer's watermark on every page (pdf-lib).
 * A small file is stamped in the request; a larger one in the job queue (`stamp-pdf`), once per
 * version and watermark, its progress (pages done) stored for the page that waits for it.
 */
import { and, eq } from "drizzle-orm";
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

import type { Db } from "../../../db";
import { dataRoomStamps, dataRoomVersions } from "../../../db/schema";
import { INLINE_STAMP_BYTES, winAnsiSafe } from "../../domain/dataroom/watermark";
import { getObject, getObjectBytes, putObject } from "../platform/storage.server";
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

/**
 * The stamped copy of a PDF version for one watermark: stamped now when small, else the
 * queue's copy when it is done, else its progress (the first ask enqueues the job).
 */
export async function stampedDownload(
  db: Db,
  env: { FILES: R2Bucket; JOBS: Pick<Queue<JobMessage>, "send"> },
  companyId: string,
  version: { id: string; filePath: string; fileSize: number; pageCount: number },
  watermark: string,
): Promise<StampAnswer | null> {
  if (version.fileSize <= INLINE_STAMP_BYTES) {
    const bytes = await getObjectBytes(env.FILES, version.filePath);
    return bytes ? { kind: "file", bytes: await stampPdf(bytes, watermark) } : null;
  }
  const where = and(
    eq(dataRoomStamps.companyId, companyId),
    eq(dataRoomStamps.versionId, version.id),
    eq(dataRoomStamps.watermark, watermark),
  );
  let stamp = await db.query.dataRoomStamps.findFirst({ where });
  if (!stamp) {
    const [row] = await db
      .insert(dataRoomStamps)
      .values({ companyId, versionId: version.id, watermark, pageCount: version.pageCount })
      .onConflictDoNothing()
      .returning();
    if (row) await env.JOBS.send({ kind: "stamp-pdf", companyId, stampId: row.id });
    stamp = row ?? (await db.query.dataRoomStamps.findFirst({ where }));
  }
  if (!stamp) return null;
  if (stamp.status === "done" && stamp.filePath) {
    const object = await getObject(env.FILES, stamp.filePath);
    if (object) return { kind: "stored", object };
  }
  if (stamp.status === "failed") return { kind: "failed" };
  return { kind: "waiting", pagesDone: stamp.pagesDone, pageCount: stamp.pageCount };
}

/** The `stamp-pdf` job: stamps the version's PDF, storing progress as it goes, then the copy in R2. */
export async function runStampJob(db: Db, files: R2Bucket, job: { companyId: string; stampId: string }) {
  const stamp = await db.query.dataRoomStamps.findFirst({
    where: and(eq(dataRoomStamps.companyId, job.companyId), eq(dataRoomStamps.id, job.stampId)),
  });
  if (!stamp || stamp.status === "done") return;
  const version = await db.query.dataRoomVersions.findFirst({
    where: and(eq(dataRoomVersions.companyId, job.companyId), eq(dataRoomVersions.id, stamp.versionId)),
    columns: { filePath: true, fileName: true },
  });
  const bytes = version ? await getObjectBytes(files, version.filePath) : null;
  const set = (values: Partial<typeof dataRoomStamps.$inferInsert>) =>
    db.update(dataRoomStamps).set(values).where(eq(dataRoomStamps.id, stamp.id));
  if (!version || !bytes) {
    await set({ status: "failed" });
    return;
  }
  await set({ status: "running", pagesDone: 0 });
  const stamped = await stampPdf(bytes, stamp.watermark, async (done, total) => {
    await set({ pagesDone: done, pageCount: total });
  });
  const key = `${job.companyId}/dataroom/stamped/${stamp.id}.pdf`;
  await putObject(files, key, stamped, "application/pdf", version.fileName);
  await set({ status: "done", filePath: key, pagesDone: 0 });
}

/** A dead-lettered stamp job: the waiting page says it failed rather than waiting for ever. */
export async function failStampJob(db: Db, job: { companyId: string; stampId: string }) {
  await db
    .update(dataRoomStamps)
    .set({ status: "failed" })
    .where(and(eq(dataRoomStamps.companyId, job.companyId), eq(dataRoomStamps.id, job.stampId)));
  return true;
}
