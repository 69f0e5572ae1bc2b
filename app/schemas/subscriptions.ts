import { z } from "zod";
import { EMAIL_REQUIRED } from "./request-messages";

export { EMAIL_REQUIRED };
export const EMAIL_INVALID = "Please enter a valid email address.";

/** An e-mail address, trimmed and lowercased (docs/product.md#e-mail-subscriptions). */
export const subscriberEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, "This email address is too long (at most 254 characters).")
  .pipe(z.email(EMAIL_INVALID))
  .transform((v) => v.toLowerCase());

export const SubscribeSchema = z.object({
  email: subscriberEmail,
  redirectTo: z.string().optional(),
});

/** Tokens are 64 hex characters (32 random bytes); anything else cannot match. */
export const TokenSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/);
