/** The mail with the 6-digit code that verifies a visitor's e-mail at the gate, in the gate's language. */
import type { GateCodeMailTexts } from "../../domain/mail/gate-code";

export const GATE_CODE_MAIL_TEXTS = {
  nl: {
    subject: (company: string) => `Je code voor ${company}`,
    intro: (company: string) =>
      `Je code om je e-mailadres te bevestigen op de investeerderssite van ${company}:`,
    valid: "De code is 10 minuten geldig en werkt één keer.",
    ignore: "Heb je hier niet om gevraagd? Dan kun je deze mail negeren.",
  },
  en: {
    subject: (company: string) => `Your code for ${company}`,
    intro: (company: string) =>
      `Your code to confirm your e-mail address on the investor site of ${company}:`,
    valid: "The code works for 10 minutes, once.",
    ignore: "If you did not ask for this, you can ignore this mail.",
  },
} as const satisfies Record<"nl" | "en", GateCodeMailTexts>;
