import { z } from "zod";
import { EMAIL_INVALID } from "./subscriptions";

/** Spec §5 / §8, verbatim. */
export const DOCUMENT_REQUEST_MISSING = "Missing Information: Please fill in your name and email address.";
export const CALL_REQUEST_MISSING = "Please fill in all required fields";
export const DOCUMENT_REQUEST_SUCCESS = "Request Submitted";
export const DOCUMENT_REQUEST_FAILED = "Submission Failed: There was an error submitting your request. Please try again.";
export const CALL_REQUEST_SUCCESS = "Call request sent successfully! We'll get back to you soon.";
export const CALL_REQUEST_FAILED = "Failed to send call request. Please try again.";

export const DOCUMENT_REQUEST_TYPES = ["captable", "finance-deck"] as const;

export const NAME_REQUIRED = "Please fill in your name.";
export const EMAIL_REQUIRED = "Please fill in your email address.";
export const MESSAGE_REQUIRED = "Please fill in a message.";

/** The form-level line above the fields: the spec's message when a required field is empty. */
export function missingSummary(errors: Partial<Record<"name" | "email" | "message", string[] | undefined>>, message: string): string | null {
  const missing =
    errors.name?.includes(NAME_REQUIRED) || errors.email?.includes(EMAIL_REQUIRED) || errors.message?.includes(MESSAGE_REQUIRED);
  return missing ? message : null;
}

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
