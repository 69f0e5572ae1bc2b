import { createDb } from "../db";
import { deliverMail, recordMailFailure } from "../app/server/mail/deliver.server";
import { checkMailConfig } from "../app/server/mail/config.server";
import { backoffSeconds, MAIL_MAX_ATTEMPTS, MAIL_SENDS_PER_SECOND } from "../app/domain/mail/delivery";
import { fanOutUpdateNotifications } from "../app/server/notify.server";
import type { MailMessage, NotificationMessage } from "../app/server/queues/messages";
import type { Env } from "./env";

/** What a mail read from the dead-letter queue is marked with in the Outbox. */
export const DEAD_MAIL_REASON =
  "Delivery stopped without finishing on its last attempt (dead-letter queue); it may not have been sent. 'Opnieuw versturen' sends it again (a copy the mail service already took within 24 hours is not sent twice).";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notification consumer (one invocation at a time: `max_concurrency = 1` in wrangler.toml).
 * - `update-published`: fans the job out into one `mail` message per verified subscriber
 *   (sent back onto this queue), so each recipient is retried on its own and no invocation
 *   loops over many sends (subrequest budget).
 * - `mail`: one mail to one recipient through MAIL_TRANSPORT, idempotent per key; sent one
 *   after the other, at most MAIL_SENDS_PER_SECOND. A mail the service refused for good or
 *   that failed on its last attempt ends `failed` in the Outbox and is acknowledged; a 429 or
 *   a transient error is retried after its delay, and after a 429 the rest of the batch waits
 *   as long instead of hitting the limit again (ADR 030).
 * A message that throws (D1 failing) is retried with backoff; the others are handled apart.
 */
export async function handleNotificationMessages(messages: readonly Message<NotificationMessage>[], env: Env) {
  const db = createDb(env.DB);
  const checked = checkMailConfig(env);
  const sends = checked.ok && checked.config.transport !== "outbox";
  let lastSendAt = 0;
  let rateLimitedFor = 0;
  for (const message of messages) {
    const body = message.body;
    try {
      if (body.kind === "mail") {
        if (rateLimitedFor > 0 && message.attempts < MAIL_MAX_ATTEMPTS) {
          message.retry({ delaySeconds: rateLimitedFor });
          continue;
        }
        if (sends) {
          const gap = lastSendAt + 1000 / MAIL_SENDS_PER_SECOND - Date.now();
          if (lastSendAt && gap > 0) await wait(gap);
          lastSendAt = Date.now();
        }
        const result = await deliverMail(db, checked, body, { attempt: message.attempts });
        if (result.outcome === "retry") {
          console.warn("mail not sent, retried", body.idempotencyKey, result.reason);
          if (result.rateLimited) rateLimitedFor = result.delaySeconds;
          message.retry({ delaySeconds: result.delaySeconds });
          continue;
        }
        if (result.outcome === "failed") console.error("mail failed", body.idempotencyKey, result.reason);
      } else if (body.kind === "update-published") {
        const count = await fanOutUpdateNotifications(db, env.NOTIFICATIONS, body, env.SESSION_SECRET);
        console.log(`update ${body.updateId}: ${count} notification mail(s) enqueued`);
      } else {
        throw new Error(`no handler for queue message kind ${(body as { kind: string }).kind}`);
      }
      message.ack();
    } catch (error) {
      console.error("notification delivery failed", message.id, error);
      if (body.kind === "mail" && message.attempts >= MAIL_MAX_ATTEMPTS && (await recorded(db, body, error))) message.ack();
      else message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

/** On the last attempt a mail that keeps throwing is recorded failed, if D1 lets us. */
async function recorded(db: ReturnType<typeof createDb>, mail: MailMessage, error: unknown) {
  try {
    await recordMailFailure(db, mail, `Not sent: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
    return true;
  } catch {
    return false;
  }
}

/**
 * The notifications' dead-letter queue: messages whose every delivery died (killed, out of
 * time) or kept throwing. A mail is recorded `failed` in the Outbox with the reason, never
 * silently gone; an update's fan-out that never ran is logged.
 */
export async function handleDeadNotifications(messages: readonly Message<NotificationMessage>[], env: Env) {
  const db = createDb(env.DB);
  for (const message of messages) {
    const body = message.body;
    try {
      if (body.kind === "mail") await recordMailFailure(db, body, DEAD_MAIL_REASON);
      console.error("dead-lettered notification", body.kind, body.kind === "mail" ? body.idempotencyKey : `update ${body.updateId}`);
      message.ack();
    } catch (error) {
      console.error("dead-lettered notification not recorded", message.id, error);
      message.retry();
    }
  }
}
