import { z } from "zod";

/** `outbox` stores mails in D1 (default, local runs); `resend` sends them through Resend's HTTP API. */
export const MAIL_TRANSPORTS = ["outbox", "resend"] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

export type MailConfig = { transport: MailTransport; from: string; apiKey?: string };

const MailEnvSchema = z
  .object({
    MAIL_TRANSPORT: z.enum(MAIL_TRANSPORTS).default("outbox"),
    MAIL_FROM: z.string().min(3).default("updates@example.com"),
    MAIL_API_KEY: z.string().min(1).optional(),
  })
  .refine((env) => env.MAIL_TRANSPORT === "outbox" || !!env.MAIL_API_KEY, {
    message: "MAIL_API_KEY (a secret) is required when MAIL_TRANSPORT is not 'outbox'",
    path: ["MAIL_API_KEY"],
  });

/** The mail settings of the Worker's raw bindings (the queue consumer has no request context). */
export function getMailConfig(raw: object): MailConfig {
  const parsed = MailEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid mail configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return { transport: parsed.data.MAIL_TRANSPORT, from: parsed.data.MAIL_FROM, apiKey: parsed.data.MAIL_API_KEY };
}
