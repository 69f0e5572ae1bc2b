import { z } from "zod";
import { EMAIL_INVALID } from "./subscriptions";

import { DOCUMENT_REQUEST_TYPES, EMAIL_REQUIRED, MESSAGE_REQUIRED, NAME_REQUIRED } from "./request-messages";

export * from "./request-messages";

const name = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(120, "Name is too long (at most 120 characters).");

const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, "This email address is too long (at most 254 characters).")
  .pipe(z.email(EMAIL_INVALID))
  .transform((v) => v.toLowerCase());

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters).`)
    .optional()
    .transform((v) => (v ? v : null));

export const DocumentRequestSchema = z.object({
  type: z.enum(DOCUMENT_REQUEST_TYPES, { error: "Please choose the captable or the finance deck." }),
  name,
  email,
  company: optionalText(200, "Company"),
  message: optionalText(5000, "Message"),
  redirectTo: z.string().optional(),
});

export const CallRequestSchema = z.object({
  name,
  email,
  company: optionalText(200, "Company"),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(5000, "Message is too long (at most 5000 characters)."),
  preferredTime: optionalText(200, "Preferred time"),
  redirectTo: z.string().optional(),
});

export type DocumentRequestInput = z.infer<typeof DocumentRequestSchema>;
export type CallRequestInput = z.infer<typeof CallRequestSchema>;
