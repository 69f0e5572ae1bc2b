import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { expect } from "vitest";

import type { JobMessage, NotificationMessage } from "../../app/server/queues/messages";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";

const handler: ExportedHandler<Env, JobMessage | NotificationMessage> = worker;

/**
 * Delivers one batch to the Worker's queue handler as `queue` would; answers what it acknowledged
 * and retried. `vars`: bindings that differ from the test config (e.g. another MAIL_TRANSPORT).
 */
export async function deliver<Body extends JobMessage | NotificationMessage>(
  queue: string,
  messages: { id: string; attempts?: number; body: Body }[],
  vars: Partial<Env> = {},
) {
  const batch = createMessageBatch<Body>(
    queue,
    messages.map(({ id, attempts = 1, body }) => ({ id, timestamp: new Date(), attempts, body })),
  );
  // The test batch does not keep a retry's delay: kept here, to see that a delay is honoured.
  const delays = new Map<string, number>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      if (options?.delaySeconds !== undefined) delays.set(message.id, options.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await handler.queue!(batch, { ...env, ...vars }, ctx);
  const result = await getQueueResult(batch, ctx);
  return {
    ...result,
    retryMessages: result.retryMessages.map((m: { msgId: string; delaySeconds?: number }) =>
      delays.has(m.msgId) ? { ...m, delaySeconds: delays.get(m.msgId) } : m,
    ),
  };
}

/** Runs JOBS messages through the Worker's queue handler as one batch: each must be acknowledged, none retried. */
export async function runJobs(...jobs: JobMessage[]) {
  const result = await deliver(
    "investor-relations-jobs",
    jobs.map((body, i) => ({ id: `job-${i}-${crypto.randomUUID()}`, body })),
  );
  expect(result.retryMessages).toEqual([]);
  expect(result.explicitAcks).toHaveLength(jobs.length);
}
