import { type Consumer, consumerOf, isDeadLetterQueue, MESSAGE_ROUTES } from "../app/domain/queues/routing";
import type { JobMessage, NotificationMessage } from "../app/server/queues/messages";
import type { Env } from "./env";
import { handleDeadJobs, handleJobMessages } from "./jobs";
import { handleDeadNotifications, handleNotificationMessages } from "./notifications";

export type QueueMessage = JobMessage | NotificationMessage;

// Every kind the app sends has a route, and to the consumer its type belongs to.
MESSAGE_ROUTES satisfies { [K in JobMessage["kind"]]: "jobs" } & {
  [K in NotificationMessage["kind"]]: "notifications";
};

/**
 * The Worker's `queue` handler: each message goes to its consumer by its `kind` (never by the
 * queue's name, which differs per environment). A batch from a dead-letter queue (`…-dlq`)
 * is not run again: its messages are recorded as failed (ADR 030).
 */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env) {
  const dead = isDeadLetterQueue(batch.queue);
  const byConsumer: Record<Consumer, Message<unknown>[]> = { jobs: [], notifications: [] };
  for (const message of batch.messages) {
    const consumer = consumerOf(message.body);
    if (consumer) byConsumer[consumer].push(message);
    else {
      // No code can handle it, now or on a retry.
      console.error(
        "queue message without a known kind dropped",
        batch.queue,
        message.id,
        JSON.stringify(message.body)?.slice(0, 200),
      );
      message.ack();
    }
  }
  const jobs = byConsumer.jobs as Message<JobMessage>[];
  const notifications = byConsumer.notifications as Message<NotificationMessage>[];
  if (jobs.length) await (dead ? handleDeadJobs(jobs, env) : handleJobMessages(jobs, env));
  if (notifications.length)
    await (dead
      ? handleDeadNotifications(notifications, env)
      : handleNotificationMessages(notifications, env));
}
