import { z } from "zod";

import { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from "../ai/models";
import { MAIL_TRANSPORTS } from "../mail/config.server";

/**
 * The Worker's vars and secrets: the schema `npm run deploy:check` lists them from and tests
 * hold `readEnv` (what each request runs) to.
 */
export const EnvSchema = z
  .object({
    /** `development` (the default env in wrangler.toml: `npm start`, tests) serves /dev; anything else is treated as production. */
    ENVIRONMENT: z.enum(["development", "production"]).default("production"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
    AI_PROVIDER: z.enum(["local", "workers-ai", "openai-compatible"]).default("local"),
    MAIL_TRANSPORT: z.enum(MAIL_TRANSPORTS).default("outbox"),
    MAIL_API_KEY: z.string().min(1).optional(),
    /** The company `/` leads to; unset (or not found): the first company, else the first-run page or the sign-in (app/domain/auth/setup.ts). */
    DEFAULT_COMPANY_SLUG: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined),
    ALLOW_REGISTRATION: z
      .string()
      .optional()
      .transform((v) => v !== "false"),
    AI_TEXT_MODEL: z.string().default(DEFAULT_TEXT_MODEL),
    AI_VISION_MODEL: z.string().default(DEFAULT_VISION_MODEL),
    MAIL_FROM: z.string().default("updates@example.com"),
    /** The site's public origin, for links in mail sent without a request; required in production. */
    PUBLIC_BASE_URL: z
      .url({
        protocol: /^https?$/,
        error: "PUBLIC_BASE_URL must be the site's origin, like https://investors.example.com",
      })
      .optional(),
    /** A secret that lets /setup create the first owner while the install has no user (ADR 031). */
    SETUP_TOKEN: z.string().optional(),
    OPENAI_BASE_URL: z
      .string()
      .url("OPENAI_BASE_URL must be a URL like http://localhost:11434/v1")
      .optional(),
    OPENAI_MODEL: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_VISION_MODEL: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.ENVIRONMENT === "production" && !env.PUBLIC_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_BASE_URL"],
        message:
          "PUBLIC_BASE_URL is required in production: set it under [env.production.vars] to the site's origin",
      });
    }
    if (env.AI_PROVIDER === "openai-compatible" && (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL)) {
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_BASE_URL"],
        message: "AI_PROVIDER 'openai-compatible' needs OPENAI_BASE_URL and OPENAI_MODEL",
      });
    }
  });

export type AppEnv = z.infer<typeof EnvSchema>;

export function parseEnv(raw: object): AppEnv {
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Invalid Worker configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}

const ENVIRONMENTS: readonly string[] = EnvSchema.shape.ENVIRONMENT.unwrap().options;
const AI_PROVIDERS: readonly string[] = EnvSchema.shape.AI_PROVIDER.unwrap().options;
const TRANSPORTS: readonly string[] = MAIL_TRANSPORTS;

const text = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const nonEmpty = (v: unknown): string | undefined => (typeof v === "string" && v.length > 0 ? v : undefined);
const isUrl = (v: string, protocols: RegExp) => {
  // One parse per request (this runs on every request).
  const url = URL.parse(v);
  return url !== null && protocols.test(url.protocol);
};

/**
 * The vars of one request, the same answer as `parseEnv` (env.server.test.ts holds them to it)
 * without running zod on every request: plain reads with the schema's defaults and checks.
 * A misconfigured deploy still fails every request, naming the setting.
 */
export function readEnv(raw: Record<string, unknown>): AppEnv {
  const issues: string[] = [];
  const oneOf = <T extends string>(name: string, allowed: readonly string[], fallback: T): T => {
    const v = raw[name];
    if (v === undefined) return fallback;
    if (typeof v === "string" && allowed.includes(v)) return v as T;
    issues.push(`${name}: Invalid option: expected one of ${allowed.map((a) => `"${a}"`).join("|")}`);
    return fallback;
  };
  const optionalText = (name: string, check = nonEmpty) => {
    const v = raw[name];
    if (v === undefined) return undefined;
    const value = check(v);
    if (value === undefined) issues.push(`${name}: Invalid input`);
    return value;
  };
  const env: AppEnv = {
    ENVIRONMENT: oneOf("ENVIRONMENT", ENVIRONMENTS, "production"),
    SESSION_SECRET: text(raw.SESSION_SECRET) ?? "",
    AI_PROVIDER: oneOf("AI_PROVIDER", AI_PROVIDERS, "local"),
    MAIL_TRANSPORT: oneOf("MAIL_TRANSPORT", TRANSPORTS, "outbox"),
    MAIL_API_KEY: optionalText("MAIL_API_KEY"),
    DEFAULT_COMPANY_SLUG: optionalText("DEFAULT_COMPANY_SLUG", text)?.trim() || undefined,
    ALLOW_REGISTRATION: optionalText("ALLOW_REGISTRATION", text) !== "false",
    AI_TEXT_MODEL: optionalText("AI_TEXT_MODEL", text) ?? DEFAULT_TEXT_MODEL,
    AI_VISION_MODEL: optionalText("AI_VISION_MODEL", text) ?? DEFAULT_VISION_MODEL,
    MAIL_FROM: optionalText("MAIL_FROM", text) ?? "updates@example.com",
    PUBLIC_BASE_URL: optionalText("PUBLIC_BASE_URL", text),
    SETUP_TOKEN: optionalText("SETUP_TOKEN", text),
    OPENAI_BASE_URL: optionalText("OPENAI_BASE_URL", text),
    OPENAI_MODEL: optionalText("OPENAI_MODEL"),
    OPENAI_API_KEY: optionalText("OPENAI_API_KEY"),
    OPENAI_VISION_MODEL: optionalText("OPENAI_VISION_MODEL"),
  };
  if (typeof raw.SESSION_SECRET !== "string") issues.push("SESSION_SECRET: Invalid input");
  else if (env.SESSION_SECRET.length < 32)
    issues.push("SESSION_SECRET: SESSION_SECRET must be at least 32 characters");
  if (env.PUBLIC_BASE_URL !== undefined && !isUrl(env.PUBLIC_BASE_URL, /^https?:$/))
    issues.push(
      "PUBLIC_BASE_URL: PUBLIC_BASE_URL must be the site's origin, like https://investors.example.com",
    );
  if (env.OPENAI_BASE_URL !== undefined && !URL.canParse(env.OPENAI_BASE_URL))
    issues.push("OPENAI_BASE_URL: OPENAI_BASE_URL must be a URL like http://localhost:11434/v1");
  if (env.ENVIRONMENT === "production" && !env.PUBLIC_BASE_URL && issues.length === 0)
    issues.push(
      "PUBLIC_BASE_URL: PUBLIC_BASE_URL is required in production: set it under [env.production.vars] to the site's origin",
    );
  if (
    env.AI_PROVIDER === "openai-compatible" &&
    (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL) &&
    issues.length === 0
  )
    issues.push("OPENAI_BASE_URL: AI_PROVIDER 'openai-compatible' needs OPENAI_BASE_URL and OPENAI_MODEL");
  if (issues.length) throw new Error(`Invalid Worker configuration: ${issues.join("; ")}`);
  return env;
}
