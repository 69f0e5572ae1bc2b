/** The Worker's bindings, typed once (wrangler.toml is the source of truth). */
export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  NOTIFICATIONS: Queue<NotificationMessage>;
  JOBS: Queue<JobMessage>;
  AI: Ai;
  ASSETS?: Fetcher;
  AI_PROVIDER: string;
  MAIL_TRANSPORT: string;
  DEFAULT_COMPANY_SLUG: string;
  ALLOW_REGISTRATION?: string;
  AI_TEXT_MODEL?: string;
  AI_VISION_MODEL?: string;
  MAIL_FROM?: string;
  /** The public origin (https://investors.example.com) for links in mails sent without a request: the daily digest. */
  PUBLIC_BASE_URL?: string;
  SESSION_SECRET: string;
  /** AI_PROVIDER 'openai-compatible': the API's base URL, model, optional key (a secret) and vision model. */
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_VISION_MODEL?: string;
}

/** Messages on the NOTIFICATIONS queue. */
export type NotificationMessage = MailMessage | UpdatePublishedMessage;

/**
 * Fan-out job: one per published update with 'send notifications'. `baseUrl` is the public
 * origin the update was published from (e.g. https://investors.example.com): mail links are absolute.
 */
export type UpdatePublishedMessage = { kind: "update-published"; companyId: string; updateId: string; baseUrl: string };

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
  /** Stored as outbox_emails.kind: 'verification', 'update-notification', 'document-request', 'call-request'. */
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
  | { kind: "document-step"; companyId: string; documentId: string; run: string; step: number };
