import { runJob } from "../app/server/documents/jobs.server";
import { failDeadJob } from "../app/server/documents/stopped-processing.server";
import type { JobMessage } from "../app/server/queues/messages";
import { createDb } from "../db";
import type { Env } from "./env";
import { oneAtATime } from "./one-at-a-time";

/** A step's work is bounded to seconds: one still running after this is taken to be gone. */
const oneJobAtATime = oneAtATime(2 * 60_000);

/**
 * JOBS consumer: heavy document work, outside the 10 ms request budget. With
 * `JOBS_ONE_AT_A_TIME=1` (a local run) one invocation at a time, as production's
 * `max_concurrency = 1` delivers them.
 */
export function handleJobMessages(messages: readonly Message<JobMessage>[], env: Env) {
  if (env.JOBS_ONE_AT_A_TIME === "1") return oneJobAtATime(() => runJobMessages(messages, env));
  return runJobMessages(messages, env);
}

async function runJobMessages(messages: readonly Message<JobMessage>[], env: Env) {
  const db = createDb(env.DB);
  for (const message of messages) {
    try {
      await runJob(db, env, message.body, { attempt: message.attempts });
      message.ack();
    } catch (error) {
      console.error("job failed", message.body.kind, error);
      message.retry({ delaySeconds: Math.min(60, 5 * message.attempts) });
    }
  }
}

/**
 * The jobs' dead-letter queue: a job whose every delivery died (out of CPU or memory, killed)
 * or kept throwing. Its document version fails with the reason and 'Reprocess' (ADR 030),
 * instead of staying "processing" for good.
 */
export async function handleDeadJobs(messages: readonly Message<JobMessage>[], env: Env) {
  const db = createDb(env.DB);
  for (const message of messages) {
    try {
      const failed = await failDeadJob(db, env.FILES, message.body);
      console.error(
        "dead-lettered job",
        message.body.kind,
        JSON.stringify(message.body),
        failed ? "→ version failed" : "(version had moved on)",
      );
      message.ack();
    } catch (error) {
      console.error("dead-lettered job not recorded", message.id, error);
      message.retry();
    }
  }
}
