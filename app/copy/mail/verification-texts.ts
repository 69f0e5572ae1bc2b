/** The double opt-in mail of an update subscription (app/domain/mail/verification.ts), in English. */
import type { VerificationMailTexts } from "../../domain/mail/verification";

export const VERIFICATION_MAIL_TEXTS: VerificationMailTexts = {
  subject: (company) => `Confirm your subscription to ${company} updates`,
  title: "Confirm your subscription",
  ask: (company) => `Please confirm that you want to receive updates from ${company}.`,
  confirmLine: (url) => `Confirm your subscription: ${url}`,
  button: "Confirm subscription",
  orOpenLink: "Or open this link:",
  ignore: "If you did not ask for this, ignore this mail: you will not receive any updates.",
};
