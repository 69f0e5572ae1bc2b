import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../workers/app";
import type { JobMessage } from "../../app/server/queues/messages";

/** Runs JOBS messages through the Worker's queue handler as one batch: each must be acknowledged, none retried. */
export async function runJobs(...jobs: JobMessage[]) {
  const batch = createMessageBatch<JobMessage>(
    "investor-relations-jobs",
    jobs.map((body, i) => ({ id: `job-${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  const result = await getQueueResult(batch, ctx);
  expect(result.retryMessages).toEqual([]);
  expect(result.explicitAcks).toHaveLength(jobs.length);
}
