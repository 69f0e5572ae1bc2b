import { REQUEST_TEXTS as T } from "../copy/site/texts";
import { z } from "./zod";

/**
 * An e-mail address, trimmed and lowercased (docs/product.md#e-mail-subscriptions); the
 * request forms ask for it the same way.
 */
export const subscriberEmail = z
  .string({ error: T.emailRequired })
  .trim()
  .min(1, T.emailRequired)
  .max(254, T.tooLong(T.fields.email, 254))
  .pipe(z.email(T.emailInvalid))
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
