import { INVITE_TEXTS as T } from "../copy/investors/texts";
import { z } from "./zod";

/** The invite form of the Investors tab; the expiry date is checked by parseExpiry (it needs "now"). */
export const InviteInvestorSchema = z.object({
  name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(120, T.nameTooLong),
  email: z
    .string({ error: T.emailRequired })
    .trim()
    .min(1, T.emailRequired)
    .max(254, T.emailTooLong)
    .pipe(z.email(T.emailInvalid))
    .transform((v) => v.toLowerCase()),
  firm: z
    .string()
    .trim()
    .max(200, T.firmTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
  expires: z.string().max(20).optional(),
});

export type InviteInvestorInput = z.infer<typeof InviteInvestorSchema>;
