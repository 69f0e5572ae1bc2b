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
  /** `development` serves /dev; production (the default when unset) needs PUBLIC_BASE_URL. */
  ENVIRONMENT?: string;
  DEFAULT_COMPANY_SLUG?: string;
  ALLOW_REGISTRATION?: string;
  AI_TEXT_MODEL?: string;
  AI_VISION_MODEL?: string;
  MAIL_FROM?: string;
  /** MAIL_TRANSPORT 'resend': the API key (a secret). */
  MAIL_API_KEY?: string;
  /** The public origin (https://investors.example.com) for links in mails sent without a request: the daily digest. */
  PUBLIC_BASE_URL?: string;
  SESSION_SECRET: string;
  /**
   * '1': the JOBS consumer runs one invocation at a time within an isolate, as production's
   * `max_concurrency = 1` does; for a local run, whose queue simulator may deliver two batches
   * at once (the processing bench sets it, ADR 064).
   */
  JOBS_ONE_AT_A_TIME?: string;
  /** A secret: lets /setup create the first owner while the install has no user. */
  SETUP_TOKEN?: string;
  /** AI_PROVIDER 'openai-compatible': the API's base URL, model, optional key (a secret) and vision model. */
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_VISION_MODEL?: string;
}
