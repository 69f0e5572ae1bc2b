import { z } from "zod";
import { MAIL_TRANSPORTS } from "./mail/config.server";

const EnvSchema = z.object({
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
  AI_PROVIDER: z.enum(["local", "workers-ai"]).default("local"),
  MAIL_TRANSPORT: z.enum(MAIL_TRANSPORTS).default("outbox"),
  MAIL_API_KEY: z.string().min(1).optional(),
  DEFAULT_COMPANY_SLUG: z.string().min(1).default("demo"),
  ALLOW_REGISTRATION: z
    .string()
    .optional()
    .transform((v) => v !== "false"),
  AI_TEXT_MODEL: z.string().default("@cf/meta/llama-3.1-8b-instruct"),
  AI_VISION_MODEL: z.string().default("@cf/meta/llama-3.2-11b-vision-instruct"),
  MAIL_FROM: z.string().default("updates@example.com"),
});

export type AppEnv = z.infer<typeof EnvSchema>;

export function parseEnv(raw: object): AppEnv {
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}
