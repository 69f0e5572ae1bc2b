import { createDb } from "../db";
import { deliverMail } from "../app/server/mail/deliver.server";
import { getMailConfig } from "../app/server/mail/config.server";
import { fanOutUpdateNotifications } from "../app/server/notify.server";
import type { NotificationMessage } from "../app/server/queues/messages";
import type { Env } from "./env";

/**
 * Queue consumer.
 * - `update-published`: fans the job out into one `mail` message per verified subscriber
 *   (sent back onto this queue), so each recipient is retried on its own and no invocation
 *   loops over many sends (subrequest budget).
 * - `mail`: one mail to one recipient through MAIL_TRANSPORT; idempotent per key.
 * A throwing message is retried with backoff; the others in the batch are acked.
 */
export async function handleNotificationBatch(batch: MessageBatch<NotificationMessage>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    try {
      const body = message.body;
      if (body.kind === "mail") {
        await deliverMail(db, getMailConfig(env), body);
      } else if (body.kind === "update-published") {
        const count = await fanOutUpdateNotifications(db, env.NOTIFICATIONS, body, env.SESSION_SECRET);
        console.log(`update ${body.updateId}: ${count} notification mail(s) enqueued`);
      } else {
        throw new Error(`no handler for queue message kind ${(body as { kind: string }).kind}`);
      }
      message.ack();
    } catch (error) {
      console.error("notification delivery failed", message.id, error);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}
