import { z } from "zod";

const NAME_REQUIRED = "Enter the investor's name.";
const INVESTOR_EMAIL_REQUIRED = "Enter the investor's email address.";
const EMAIL_INVALID = "Enter a valid email address.";

/** The invite form of the Investors tab; the expiry date is checked by parseExpiry (it needs "now"). */
export const InviteInvestorSchema = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(120, "Name is too long (at most 120 characters)."),
  email: z
    .string({ error: INVESTOR_EMAIL_REQUIRED })
    .trim()
    .min(1, INVESTOR_EMAIL_REQUIRED)
    .max(254, "This email address is too long (at most 254 characters).")
    .pipe(z.email(EMAIL_INVALID))
    .transform((v) => v.toLowerCase()),
  firm: z
    .string()
    .trim()
    .max(200, "Firm is too long (at most 200 characters).")
    .optional()
    .transform((v) => (v ? v : null)),
  expires: z.string().max(20).optional(),
});

export type InviteInvestorInput = z.infer<typeof InviteInvestorSchema>;
