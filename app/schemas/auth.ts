import { z } from "zod";
import { AUTH_FIELD_ERRORS as E } from "../domain/auth/texts";

const email = z
  .string({ error: E.emailRequired })
  .trim()
  .min(1, E.emailRequired)
  .max(254, E.emailTooLong)
  .pipe(z.email(E.emailInvalid))
  .transform((v) => v.toLowerCase());

/** The company's name: at registration and in the Settings tab's profile. */
export const companyNameField = z.string({ error: E.companyNameRequired }).trim().min(1, E.companyNameRequired).max(120, E.companyNameTooLong);

export const LoginSchema = z.object({
  intent: z.literal("login").optional(),
  email,
  password: z
    .string({ error: E.passwordRequired })
    .min(1, E.passwordRequired)
    .max(200, E.passwordTooLong),
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z.object({
  intent: z.literal("register"),
  fullName: z
    .string({ error: E.fullNameRequired })
    .trim()
    .min(1, E.fullNameRequired)
    .max(120, E.fullNameTooLong),
  companyName: companyNameField,
  email,
  password: z
    .string({ error: E.passwordRequired })
    .min(8, E.passwordTooShort)
    .max(200, E.passwordTooLong),
  redirectTo: z.string().optional(),
});
