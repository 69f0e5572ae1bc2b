import { z } from "zod";

import { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from "./ai/models";
import { MAIL_TRANSPORTS } from "./mail/config.server";

/** The Worker's vars and secrets, parsed once per env; `npm run deploy:check` lists them from here. */
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
