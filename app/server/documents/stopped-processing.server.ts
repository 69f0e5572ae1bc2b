/**
 * Document versions whose processing stopped without finishing become failed (ADR 030): a job
 * message read from the dead-letter queue, or a version the sweep finds without progress past
 * the deadline. The version's step parts are removed; 'Reprocess' starts it again.
 */
import { and, eq, inArray, lt, lte } from "drizzle-orm";

import type { Db } from "../../../db";
import { documents } from "../../../db/schema";
import { stoppedOutcome } from "../../copy/admin/documents-texts";
import { formatOutcome } from "../../domain/documents";
import { type StopCause, stuckCutoff } from "../../domain/processing/stopped";
import { failStampJob } from "../dataroom/stamp.server";
import { deletePrefix, processingPartsPrefix } from "../platform/storage.server";
import type { JobMessage } from "../queues/messages";
import { combinedDocumentId } from "./documents.server";

const RUNNING = ["pending", "processing"] as const;

/** Fails one running version (still on the run and step of `run`, not moved since `before`); false when it had moved on. */
async function failStopped(
  db: Db,
  files: R2Bucket,
  where: { companyId: string; id: string; run?: { id: string; step: number }; before?: string },
  cause: StopCause,
) {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, where.id), eq(documents.companyId, where.companyId)),
    columns: { type: true, filePath: true },
  });
  if (!row) return false;
  const failed = await db
    .update(documents)
    .set({
      extractionStatus: "failed",
      extractionMessage: formatOutcome(stoppedOutcome(row.type, cause)),
      processingStep: null,
    })
    .where(
      and(
        eq(documents.id, where.id),
        eq(documents.companyId, where.companyId),
        inArray(documents.extractionStatus, RUNNING),
        where.run
          ? and(eq(documents.processingRun, where.run.id), lte(documents.processingStep, where.run.step))
          : undefined,
        where.before ? lt(documents.processingUpdatedAt, where.before) : undefined,
      ),
    )
    .returning({ id: documents.id });
  if (!failed.length) return false;
  if (row.type === "pdf" || row.type === "excel")
    await deletePrefix(files, processingPartsPrefix(row.filePath));
  return true;
}

/**
 * A JOBS message from the dead-letter queue: its version fails, if it is still running (a
 * version done meanwhile, a step of a run that was replaced or that the run has passed, are
 * left alone).
 */
export async function failDeadJob(db: Db, files: R2Bucket, job: JobMessage): Promise<boolean> {
  switch (job.kind) {
    case "extract-pdf":
    case "parse-excel":
      return failStopped(db, files, { companyId: job.companyId, id: job.documentId }, "dead-letter");
    case "document-step":
    case "ocr-page":
      return failStopped(
        db,
        files,
        { companyId: job.companyId, id: job.documentId, run: { id: job.run, step: job.step } },
        "dead-letter",
      );
    case "process-images":
      return failStopped(
        db,
        files,
        { companyId: job.companyId, id: combinedDocumentId(job.companyId) },
        "dead-letter",
      );
    case "stamp-pdf":
      return failStampJob(db, job);
  }
}

/** The sweep: every pending or processing version (any company) whose state has not moved since the deadline fails. */
export async function failStuckDocuments(db: Db, files: R2Bucket, now: Date): Promise<string[]> {
  const before = stuckCutoff(now);
  const stuck = await db
    .select({ id: documents.id, companyId: documents.companyId })
    .from(documents)
    .where(and(inArray(documents.extractionStatus, RUNNING), lt(documents.processingUpdatedAt, before)))
    .limit(500);
  const failed: string[] = [];
  for (const row of stuck) {
    if (await failStopped(db, files, { ...row, before }, "stalled")) failed.push(row.id);
  }
  return failed;
}
