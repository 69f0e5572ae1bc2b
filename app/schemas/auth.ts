import { AUTH_FIELD_ERRORS as E } from "../copy/auth/texts";
import {
  MAX_PASSWORD_LENGTH,
  newPasswordProblem,
  passwordMatchesEmail,
} from "../domain/auth/password-policy";
import { z } from "./zod";

export const email = z
  .string({ error: E.emailRequired })
  .trim()
  .min(1, E.emailRequired)
  .max(254, E.emailTooLong)
  .pipe(z.email(E.emailInvalid))
  .transform((v) => v.toLowerCase());

/** The company's name: at registration and in the Settings tab's profile. */
export const companyNameField = z
  .string({ error: E.companyNameRequired })
  .trim()
  .min(1, E.companyNameRequired)
  .max(120, E.companyNameTooLong);

export const LoginSchema = z.object({
  intent: z.literal("login").optional(),
  email,
  password: z.string({ error: E.passwordRequired }).min(1, E.passwordRequired).max(200, E.passwordTooLong),
  redirectTo: z.string().optional(),
});

/** A member's name (registration, invitation, account). */
export const fullNameField = z
  .string({ error: E.fullNameRequired })
  .trim()
  .min(1, E.fullNameRequired)
  .max(120, E.fullNameTooLong);

/** A password being chosen: the rules of app/domain/auth/password-policy.ts (the e-mail is checked by `withNewPassword`). */
export const newPasswordField = z
  .string({ error: E.passwordRequired })
  .min(1, E.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, E.passwordTooLong)
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: E[problem] });
  });

/** Refuses a new password (field `field`) that is the account's own e-mail address. */
export function passwordIsNotEmail(email: () => string | null | undefined, field = "password") {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const password = value[field];
    const address = email();
    if (typeof password === "string" && address && passwordMatchesEmail(password, address)) {
      ctx.addIssue({ code: "custom", message: E.passwordIsEmail, path: [field] });
    }
  };
}

export const RegisterSchema = z
  .object({
    intent: z.literal("register"),
    fullName: fullNameField,
    companyName: companyNameField,
    email,
    password: newPasswordField,
    redirectTo: z.string().optional(),
  })
  .superRefine((value, ctx) => passwordIsNotEmail(() => value.email)(value, ctx));

/** Signing in with a password: any stored password, also a shorter one from before the 10-character rule. */
export const currentPasswordField = z
  .string({ error: E.passwordRequired })
  .min(1, E.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, E.passwordTooLong);
