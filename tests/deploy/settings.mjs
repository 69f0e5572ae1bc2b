// What a self-hoster sets for the production Worker, and what happens when it is missing.
// The NAMES are not kept here: `npm run deploy:check` reads them from wrangler.toml
// ([env.production]) and from the Worker's env schema (app/server/platform/env.server.ts), and fails when
// one of them has no entry below. Only the explanations are written by hand.

/**
 * kind: where it is set — `var` ([env.production.vars]), `secret` (`wrangler secret put NAME
 * --env production`), `resource` (created once with wrangler, named in wrangler.toml), `binding`
 * (nothing to create).
 * need: `required`, `recommended` or `optional` in production.
 * placeholder: a value in wrangler.toml that only stands in for the self-hoster's own.
 * @type {Record<string, { kind: "var" | "secret" | "resource" | "binding", need: "required" | "recommended" | "optional", what: string, missing: string, placeholder?: (value: string) => boolean }>}
 */
export const SETTINGS = {
  // Vars and secrets (app/server/platform/env.server.ts).
  ENVIRONMENT: {
    kind: "var",
    need: "required",
    what: '"production": /dev answers 404 and PUBLIC_BASE_URL is required',
    missing: 'treated as production (the safe side); only "development" serves /dev',
  },
  SESSION_SECRET: {
    kind: "secret",
    need: "required",
    what: "signs every cookie (sessions, access grants, toasts); 32+ random characters",
    missing:
      "every request fails with a configuration error naming SESSION_SECRET (the visitor gets Cloudflare's error page)",
  },
  SETUP_TOKEN: {
    kind: "secret",
    need: "recommended",
    what: "lets /setup create the first owner and company while nobody has an account (16+ characters); /setup closes itself afterwards",
    missing: "/setup only explains how to set it; with ALLOW_REGISTRATION=false nobody can get an account",
  },
  PUBLIC_BASE_URL: {
    kind: "var",
    need: "required",
    what: "the site's public origin, for links in mail sent without a request (the daily digest)",
    missing:
      "every request fails with a configuration error naming PUBLIC_BASE_URL; left as the placeholder, digest links point to investors.example.com, not your site",
    placeholder: (v) => URL.canParse(v) && /(^|\.)example\.com$/.test(new URL(v).hostname),
  },
  ALLOW_REGISTRATION: {
    kind: "var",
    need: "recommended",
    what: '"false" (production default): no sign-up on /admin; "true": anyone can create an account and a company',
    missing: "sign-up is open to the whole internet",
  },
  DEFAULT_COMPANY_SLUG: {
    kind: "var",
    need: "optional",
    what: "the company whose public site / leads to",
    missing:
      "/ leads to the first company's public site (the first owner's); with no company, to /setup or the sign-in",
  },
  MAIL_TRANSPORT: {
    kind: "var",
    need: "required",
    what: '"resend" (production default) sends real mail; "outbox" keeps every mail in the admin panel\'s Outbox only',
    missing: "outbox: nothing leaves the site",
  },
  MAIL_API_KEY: {
    kind: "secret",
    need: "required",
    what: "the Resend API key (MAIL_TRANSPORT=resend)",
    missing: "no mail can be sent: every mail fails and shows as failed in the Outbox",
  },
  MAIL_FROM: {
    kind: "var",
    need: "required",
    what: "the sender address; its domain must be verified with Resend (docs/decisions/004-mail.md)",
    missing: "updates@example.com, which Resend refuses: every mail fails",
    placeholder: (v) => /@example\.com$/i.test(v),
  },
  AI_PROVIDER: {
    kind: "var",
    need: "required",
    what: '"workers-ai" (production default, the AI binding), "local" (offline: quotes the deck) or "openai-compatible"',
    missing: "local: answers quote the deck's passages, slide images are not described",
  },
  AI_TEXT_MODEL: {
    kind: "var",
    need: "recommended",
    what: "the Workers AI model that answers the chats",
    missing:
      "the code's default model; a model Cloudflare has retired makes every answer fail (the question is kept unanswered and the failure logged)",
  },
  AI_VISION_MODEL: {
    kind: "var",
    need: "recommended",
    what: "the Workers AI model that describes slide images",
    missing: "the code's default model; a retired one leaves slide images undescribed",
  },
  OPENAI_BASE_URL: {
    kind: "var",
    need: "optional",
    what: "AI_PROVIDER=openai-compatible: the API's base URL",
    missing: "only with openai-compatible: every request fails with a configuration error",
  },
  OPENAI_MODEL: {
    kind: "var",
    need: "optional",
    what: "AI_PROVIDER=openai-compatible: the chat model",
    missing: "only with openai-compatible: every request fails with a configuration error",
  },
  OPENAI_API_KEY: {
    kind: "secret",
    need: "optional",
    what: "AI_PROVIDER=openai-compatible: the API key, if the server wants one",
    missing: "requests go without an Authorization header",
  },
  OPENAI_VISION_MODEL: {
    kind: "var",
    need: "optional",
    what: "AI_PROVIDER=openai-compatible: a model that reads images",
    missing: "slide images are not described",
  },

  // Resources created once (wrangler.toml names them).
  DB: {
    kind: "resource",
    need: "required",
    what: "D1 database: `wrangler d1 create investor-relations`, its id in [[env.production.d1_databases]], then the migrations",
    missing: "the deploy is refused (no database with that id); without the migrations every page fails",
    placeholder: (v) => /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(v),
  },
  FILES: {
    kind: "resource",
    need: "required",
    what: "R2 bucket for uploaded documents and slide images",
    missing: "the deploy is refused (bucket not found)",
  },
  "investor-relations-notifications": {
    kind: "resource",
    need: "required",
    what: "queue: mail (binding NOTIFICATIONS) and its consumer",
    missing: "the deploy is refused (queue not found)",
  },
  "investor-relations-jobs": {
    kind: "resource",
    need: "required",
    what: "queue: PDF extraction, slide description, workbook parsing (binding JOBS) and its consumer; needs Workers Paid (more than 10 ms CPU per message)",
    missing: "the deploy is refused (queue not found)",
  },
  "investor-relations-notifications-dlq": {
    kind: "resource",
    need: "required",
    what: "dead-letter queue: mail that used up its retries ends failed in the Outbox",
    missing: "the deploy is refused (queue not found)",
  },
  "investor-relations-jobs-dlq": {
    kind: "resource",
    need: "required",
    what: "dead-letter queue: a document job that used up its retries ends failed, to be reprocessed",
    missing: "the deploy is refused (queue not found)",
  },

  // Bindings with nothing to create.
  AI: {
    kind: "binding",
    need: "required",
    what: "Workers AI (AI_PROVIDER=workers-ai); billed per use beyond the daily free allocation",
    missing: "with workers-ai every model call fails (the question is kept unanswered)",
  },
  ASSETS: {
    kind: "binding",
    need: "required",
    what: "the static files in build/client (`npm run deploy` builds first)",
    missing: "without a build the deploy stops (no assets directory)",
  },
  crons: {
    kind: "binding",
    need: "recommended",
    what: "Cron Triggers: the scheduled jobs (the daily digest and retention); 5 per account on the free plan",
    missing: "no digest mail, nothing pruned",
  },
};
