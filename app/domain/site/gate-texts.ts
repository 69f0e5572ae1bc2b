/**
 * The gate's own words for its e-mail field: the Dutch gate and the English ones. Kept apart
 * from the gate's zod schema (app/schemas/gate.ts) so the public pages, which all render the
 * gate, do not ship zod to the browser.
 */
export const GATE_EMAIL_TEXTS = {
  nl: { label: "E-mailadres", hint: "Wordt niet geverifieerd.", required: "Vul je e-mailadres in.", invalid: "Vul een geldig e-mailadres in." },
  en: { label: "Email", hint: "Not verified.", required: "Enter your email address.", invalid: "Enter a valid email address." },
} as const;

export type GateLanguage = keyof typeof GATE_EMAIL_TEXTS;
