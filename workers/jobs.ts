import { createDb } from "../db";
import { runJob } from "../app/server/jobs.server";
import type { JobMessage } from "../app/server/queues/messages";
import type { Env } from "./env";

/** JOBS consumer: heavy document work, outside the 10 ms request budget. */
export async function handleJobBatch(batch: MessageBatch<JobMessage>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    try {
      await runJob(db, env, message.body, { attempt: message.attempts });
      message.ack();
    } catch (error) {
      console.error("job failed", message.body.kind, error);
      message.retry({ delaySeconds: Math.min(60, 5 * message.attempts) });
    }
  }
}
