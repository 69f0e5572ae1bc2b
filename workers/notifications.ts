import { backoffSeconds, MAIL_MAX_ATTEMPTS, MAIL_SENDS_PER_SECOND } from "../app/domain/mail/delivery";
import { checkMailConfig } from "../app/server/mail/config.server";
import {
  deliverMail,
  deliverOutboxRow,
  failOutboxRow,
  recordMailFailure,
} from "../app/server/mail/deliver.server";
import type { NotificationMessage } from "../app/server/queues/messages";
import { createDb } from "../db";
import type { Env } from "./env";

/** What a mail read from the dead-letter queue is marked with in the Outbox. */
export const DEAD_MAIL_REASON =
  "Delivery stopped without finishing on its last attempt (dead-letter queue); it may not have been sent. 'Opnieuw versturen' sends it again (a copy the mail service already took within 24 hours is not sent twice).";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notification consumer (one invocation at a time: `max_concurrency = 1` in wrangler.toml).
 * - `outbox-mail`: the mail written in the outbox row it names (an update's recipient, or a row
 *   the sweep queued again, ADR 039), delivered like `mail` while the row is unsent.
 * - `mail`: one mail to one recipient through MAIL_TRANSPORT, idempotent per key; sent one
 *   after the other, at most MAIL_SENDS_PER_SECOND. A mail the service refused for good or
 *   that failed on its last attempt ends `failed` in the Outbox and is acknowledged; a 429 or
 *   a transient error is retried after its delay, and after a 429 the rest of the batch waits
 *   as long instead of hitting the limit again (ADR 030).
 * A message that throws (D1 failing) is retried with backoff; the others are handled apart.
 */
export async function handleNotificationMessages(
  messages: readonly Message<NotificationMessage>[],
  env: Env,
) {
  const db = createDb(env.DB);
  const checked = checkMailConfig(env);
  const sends = checked.ok && checked.config.transport !== "outbox";
  let lastSendAt = 0;
  let rateLimitedFor = 0;
  for (const message of messages) {
    const body = message.body;
    try {
      if (body.kind === "mail" || body.kind === "outbox-mail") {
        if (rateLimitedFor > 0 && message.attempts < MAIL_MAX_ATTEMPTS) {
          message.retry({ delaySeconds: rateLimitedFor });
          continue;
        }
        if (sends) {
          const gap = lastSendAt + 1000 / MAIL_SENDS_PER_SECOND - Date.now();
          if (lastSendAt && gap > 0) await wait(gap);
          lastSendAt = Date.now();
        }
        const result =
          body.kind === "mail"
            ? await deliverMail(db, checked, body, { attempt: message.attempts })
            : await deliverOutboxRow(db, checked, body.outboxId, { attempt: message.attempts });
        const which = body.kind === "mail" ? body.idempotencyKey : `outbox ${body.outboxId}`;
        if (result.outcome === "retry") {
          console.warn("mail not sent, retried", which, result.reason);
          if (result.rateLimited) rateLimitedFor = result.delaySeconds;
          message.retry({ delaySeconds: result.delaySeconds });
          continue;
        }
        if (result.outcome === "failed") console.error("mail failed", which, result.reason);
      } else {
        throw new Error(`no handler for queue message kind ${(body as { kind: string }).kind}`);
      }
      message.ack();
    } catch (error) {
      console.error({
        event: "notification-delivery-failed",
        kind: body.kind,
        messageId: message.id,
        attempt: message.attempts,
        error,
      });
      if (message.attempts >= MAIL_MAX_ATTEMPTS && (await recorded(db, body))) message.ack();
      else message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

/** Stored as the reason of a mail whose delivery kept throwing (the error itself is in the log). */
export const THROWING_MAIL_REASON =
  "Not sent: its delivery failed on every attempt (the error is in the log). 'Opnieuw versturen' sends it again.";

/** On the last attempt a mail that keeps throwing is recorded failed, if D1 lets us. */
async function recorded(db: ReturnType<typeof createDb>, body: NotificationMessage) {
  try {
    if (body.kind === "mail") await recordMailFailure(db, body, THROWING_MAIL_REASON);
    else await failOutboxRow(db, body.outboxId, THROWING_MAIL_REASON);
    return true;
  } catch {
    return false;
  }
}

/**
 * The notifications' dead-letter queue: messages whose every delivery died (killed, out of
 * time) or kept throwing. A mail (or the outbox row a message names) is recorded `failed` in
 * the Outbox with the reason, never silently gone.
 */
export async function handleDeadNotifications(messages: readonly Message<NotificationMessage>[], env: Env) {
  const db = createDb(env.DB);
  for (const message of messages) {
    const body = message.body;
    try {
      if (body.kind === "mail") await recordMailFailure(db, body, DEAD_MAIL_REASON);
      if (body.kind === "outbox-mail") await failOutboxRow(db, body.outboxId, DEAD_MAIL_REASON);
      console.error(
        "dead-lettered notification",
        body.kind,
        body.kind === "mail" ? body.idempotencyKey : `outbox ${body.outboxId}`,
      );
      message.ack();
    } catch (error) {
      console.error("dead-lettered notification not recorded", message.id, error);
      message.retry();
    }
  }
}
