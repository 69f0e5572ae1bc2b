/**
 * What the Worker's two queues carry. The app puts messages on them (app/server); the Worker's
 * queue handlers (workers/) take them off — both sides type them from here.
 */

/** Messages on the NOTIFICATIONS queue. */
export type NotificationMessage = MailMessage | OutboxMailMessage;

/**
 * One mail already written to the outbox (an update's recipients, written before any send;
 * a row the sweep sends again): the message names the row, the row holds the mail.
 */
export type OutboxMailMessage = { kind: "outbox-mail"; outboxId: string };

/** One mail to one recipient. */
export type MailMessage = {
  kind: "mail";
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One mail per key, whatever the retries. */
  idempotencyKey: string;
  /** Stored as outbox_emails.kind: 'verification', 'update-notification', 'document-request', 'call-request', 'access-request'. */
  mailKind: string;
  /** Absolute unsubscribe link, sent as List-Unsubscribe by real transports. */
  unsubscribeUrl?: string;
};

/** Messages on the JOBS queue: heavy document work, one job per message. */
export type JobMessage =
  | { kind: "extract-pdf"; companyId: string; documentId: string }
  | { kind: "process-images"; companyId: string }
  | { kind: "parse-excel"; companyId: string; documentId: string }
  /** One step of a PDF's or workbook's processing run (app/domain/processing/steps.ts). */
  | { kind: "document-step"; companyId: string; documentId: string; run: string; step: number }
  /** One page of a PDF run read by OCR in the queue, after its text steps (app/server/ocr/server-ocr.server.ts). */
  | { kind: "ocr-page"; companyId: string; documentId: string; run: string; step: number }
  /** A data-room or pitch-deck PDF stamped with a viewer's watermark for a download (app/server/dataroom/stamp.server.ts). */
  | { kind: "stamp-pdf"; companyId: string; stampId: string };
