import { SETUP_FIELD_ERRORS as E } from "../copy/auth/setup-texts";
import { companyNameField, email, fullNameField, newPasswordField, passwordIsNotEmail } from "./auth";
import { z } from "./zod";

/** /setup: the first owner's fields as at registration (the same password rules), plus the setup token. */
export const SetupSchema = z
  .object({
    fullName: fullNameField,
    companyName: companyNameField,
    email,
    password: newPasswordField,
    token: z.string({ error: E.tokenRequired }).trim().min(1, E.tokenRequired).max(500, E.tokenTooLong),
  })
  .superRefine((value, ctx) => passwordIsNotEmail(() => value.email)(value, ctx));
