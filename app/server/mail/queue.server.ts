import { chunkForQueue } from "../../domain/mail/batches";
import type { MailMessage, NotificationMessage } from "../queues/messages";

export type NotificationQueue = Pick<Queue<NotificationMessage>, "send" | "sendBatch">;

/** Enqueues one `mail` message per recipient, in batches inside the queue's limits. */
export async function enqueueMails(queue: NotificationQueue, mails: readonly MailMessage[]) {
  for (const batch of chunkForQueue(mails)) {
    await queue.sendBatch(batch.map((body) => ({ body })));
  }
}

/**
 * The site's public origin ('https://investors.example.com') for every link that leaves the
 * request — mails, and links an admin passes on — from `PUBLIC_BASE_URL`, never from the
 * request: its Host header is the client's to choose, and a mail must not point where a
 * forged Host says. Throws when it is missing or not an http(s) URL (a configuration error).
 */
export function publicBaseUrl(env: { PUBLIC_BASE_URL?: string }): string {
  const raw = env.PUBLIC_BASE_URL?.trim();
  let url: URL | null = null;
  try {
    url = raw ? new URL(raw) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(
      "PUBLIC_BASE_URL must be the site's public http(s) origin: links in mails are built from it",
    );
  }
  return url.origin;
}
