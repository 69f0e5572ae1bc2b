import { z } from "zod";
import { SETUP_FIELD_ERRORS as E } from "../domain/auth/setup";
import { RegisterSchema } from "./auth";

/** /setup: the first owner's fields as at registration, plus the setup token. */
export const SetupSchema = RegisterSchema.pick({ fullName: true, companyName: true, email: true, password: true }).extend({
  token: z.string({ error: E.tokenRequired }).trim().min(1, E.tokenRequired).max(500, E.tokenTooLong),
});
