import { REQUEST_TEXTS as T } from "../copy/site/texts";
import { DOCUMENT_REQUEST_TYPES } from "./request-messages";
import { subscriberEmail } from "./subscriptions";
import { z } from "./zod";

export * from "./request-messages";

const name = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, T.nameRequired)
  .max(120, T.tooLong(T.fields.name, 120));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, T.tooLong(label, max))
    .optional()
    .transform((v) => (v ? v : null));

export const DocumentRequestSchema = z.object({
  type: z.enum(DOCUMENT_REQUEST_TYPES, { error: T.typeRequired }),
  name,
  email: subscriberEmail,
  company: optionalText(200, T.fields.company),
  message: optionalText(5000, T.fields.message),
  redirectTo: z.string().optional(),
});

export const CallRequestSchema = z.object({
  name,
  email: subscriberEmail,
  company: optionalText(200, T.fields.company),
  message: z
    .string({ error: T.messageRequired })
    .trim()
    .min(1, T.messageRequired)
    .max(5000, T.tooLong(T.fields.message, 5000)),
  preferredTime: optionalText(200, T.fields.preferredTime),
  redirectTo: z.string().optional(),
});

export type DocumentRequestInput = z.infer<typeof DocumentRequestSchema>;
export type CallRequestInput = z.infer<typeof CallRequestSchema>;
