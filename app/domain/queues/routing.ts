/**
 * Which consumer takes a queue message: decided by the message's own `kind`, never by the name
 * of the queue it came from (names differ per environment, and a dead-letter queue carries the
 * same messages as its source queue).
 */

export type Consumer = "jobs" | "notifications";

/** Every message kind and the consumer that handles it (workers/queue.ts checks this covers every kind). */
export const MESSAGE_ROUTES = {
  "extract-pdf": "jobs",
  "process-images": "jobs",
  "parse-excel": "jobs",
  "document-step": "jobs",
  "ocr-page": "jobs",
  "stamp-pdf": "jobs",
  mail: "notifications",
  "outbox-mail": "notifications",
} as const satisfies Record<string, Consumer>;

export type RoutedKind = keyof typeof MESSAGE_ROUTES;

/** The consumer of a message body, or null for a body without a known `kind` (logged and dropped). */
export function consumerOf(body: unknown): Consumer | null {
  if (typeof body !== "object" || body === null) return null;
  const kind = (body as { kind?: unknown }).kind;
  return typeof kind === "string" && Object.hasOwn(MESSAGE_ROUTES, kind)
    ? MESSAGE_ROUTES[kind as RoutedKind]
    : null;
}

/**
 * Dead-letter queues are named after their source queue with this suffix (wrangler.toml:
 * `dead_letter_queue = "…-dlq"`). A message read from one has used up its retries, or its
 * consumer died on every attempt: it is not run again, only recorded as failed.
 */
export const DEAD_LETTER_SUFFIX = "-dlq";

export const isDeadLetterQueue = (queueName: string) => queueName.endsWith(DEAD_LETTER_SUFFIX);
