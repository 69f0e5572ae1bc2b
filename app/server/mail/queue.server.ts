import type { MailMessage, NotificationMessage } from "../queues/messages";
import { chunkForQueue } from "../../domain/mail/batches";

export type NotificationQueue = Pick<Queue<NotificationMessage>, "send" | "sendBatch">;

/** Enqueues one `mail` message per recipient, in batches inside the queue's limits. */
export async function enqueueMails(queue: NotificationQueue, mails: readonly MailMessage[]) {
  for (const batch of chunkForQueue(mails)) {
    await queue.sendBatch(batch.map((body) => ({ body })));
  }
}

/** The public origin of a request ('https://investors.example.com'): mail links are absolute. */
export function publicBaseUrl(request: Request): string {
  return new URL(request.url).origin;
}
