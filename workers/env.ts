import type { JobMessage, NotificationMessage } from "../app/server/queues/messages";

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
  /** MAIL_TRANSPORT 'resend': the API key (a secret). */
  MAIL_API_KEY?: string;
  /** The public origin (https://investors.example.com) for links in mails sent without a request: the daily digest. */
  PUBLIC_BASE_URL?: string;
  SESSION_SECRET: string;
  /** AI_PROVIDER 'openai-compatible': the API's base URL, model, optional key (a secret) and vision model. */
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_VISION_MODEL?: string;
}
