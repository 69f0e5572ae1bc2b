import { ACCESS_REQUEST_TEXTS, type GateLanguage } from "../copy/site/gate-texts";
import { ACCESS_REQUEST_LIMITS } from "./request-messages";
import { z } from "./zod";

/** 'Toegang aanvragen' on the gate: name, e-mail and a message, each refused in the gate's language. */
export function accessRequestSchema(language: GateLanguage) {
  const T = ACCESS_REQUEST_TEXTS[language];
  const L = ACCESS_REQUEST_LIMITS;
  return z.object({
    name: z
      .string({ error: T.nameRequired })
      .trim()
      .min(1, T.nameRequired)
      .max(L.name, T.tooLong(T.name, L.name)),
    email: z
      .string({ error: T.emailRequired })
      .trim()
      .min(1, T.emailRequired)
      .max(L.email, T.tooLong(T.email, L.email))
      .pipe(z.email(T.emailInvalid))
      .transform((v) => v.toLowerCase()),
    message: z
      .string({ error: T.messageRequired })
      .trim()
      .min(1, T.messageRequired)
      .max(L.message, T.tooLong(T.message, L.message)),
  });
}

export type AccessRequestInput = z.infer<ReturnType<typeof accessRequestSchema>>;

/** The gate's language a form names (`lang`); Dutch, the default gate's, otherwise. */
export const gateLanguageOf = (value: FormDataEntryValue | null): GateLanguage =>
  value === "en" ? "en" : "nl";
