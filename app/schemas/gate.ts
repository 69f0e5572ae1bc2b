import { GATE_TEXTS, type GateLanguage } from "../copy/site/gate-texts";
import { z } from "./zod";

/** The e-mail address a visitor gives at the gate when the company asks for it (stored unverified). */
export function gateEmailSchema(language: GateLanguage) {
  const t = GATE_TEXTS.email[language];
  return z.object({
    email: z
      .string({ error: t.required })
      .trim()
      .min(1, t.required)
      .max(254, t.invalid)
      .pipe(z.email(t.invalid))
      .transform((v) => v.toLowerCase()),
  });
}

/** Whether the company asks visitors for their e-mail at the gate (its settings; off unless set). */
export function gateAsksEmail(settings: unknown): boolean {
  return (
    !!settings && typeof settings === "object" && (settings as Record<string, unknown>).gateAsksEmail === true
  );
}

/** The setting's form: a checkbox ('on' when ticked, absent when not). */
export const GateEmailSettingSchema = z
  .object({ askEmail: z.literal("on").optional() })
  .transform((v) => ({ askEmail: v.askEmail === "on" }));
