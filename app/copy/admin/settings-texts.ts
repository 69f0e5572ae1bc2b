/**
 * The Admin Panel's 'Settings' tab: investor access code, the gate's e-mail question, the public
 * profile and the investor notifications (English screen, Dutch toasts and field messages, as
 * they are quoted in docs/product.md#admin-panel-settings).
 */

import { CHAT_PER_ADDRESS, CHAT_PER_VISITOR } from "../../domain/budgets";
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from "../../domain/investors/retention";
import { MIN_ACCESS_CODE_CHARS } from "../../domain/security/access-code";

export const SETTINGS_TEXTS = {
  accessTitle: "Investor access code",
  codeSet: "A code is set. Saving a new code revokes access for everyone who entered the old one.",
  noCode: "No code set yet: the public pages stay locked until you set one.",
  publicSite: "Public site:",
  accessCodeLabel: "Toegangscode",
  rotateCode: "Rotate access code",
  generate: "Generate a code",
  generating: "Generating...",
  generated: "A new code is in the field, not saved yet: copy it for your investors, then save it.",
  codeHint: `At least ${MIN_ACCESS_CODE_CHARS} characters. Codes set before keep working until you rotate them.`,
  setCode: "Set access code",
  saving: "Saving...",
  save: "Save",
  profileTitle: "Public profile",
  labels: { name: "Company name", tagline: "Tagline", about: "About", websiteUrl: "Website" },
  gateEmail: {
    label: "Ask visitors for their email at the gate",
    hint: "Visitors then give an email address with the code. It is not verified; the Investors tab shows it with the visitor.",
  },
  notifications: {
    title: "Investor notifications",
    intro:
      "Mails to the admins of this company about what invited investors do on the investor site, and how long visits and visitors' chats are kept.",
    firstOpen: "Mail when an invited investor first opens the deck",
    firstOpenHint: "Once per investor, with a link to what they read.",
    digest: "Daily activity digest",
    digestHint:
      "Every morning: visits, investors who read, time on the deck, questions and new requests of the last 24 hours. No mail on a quiet day.",
    retention: "Keep visits and visitors' chats for (months)",
    save: "Save notifications",
  },
  aiBudget: {
    title: "AI budget",
    intro: `How many questions the pitch deck chat answers for your investor site's visitors per day (UTC). Each visitor can ask at most ${CHAT_PER_VISITOR} a day, and each network ${CHAT_PER_ADDRESS}.`,
    label: "Questions per day",
    save: "Save AI budget",
    today: (used: number, limit: number) => `Today: ${used} of ${limit} questions answered.`,
  },
  // Toasts and refusals.
  aiBudgetSaved: "AI-budget opgeslagen",
  /** The AI budget is not a whole number from 1 to AI_DAILY_MAX (100,000). */
  aiBudgetInvalid: "Kies een geheel getal van 1 tot 100.000.",
  /** The recordings' retention is not a whole number of months within the bounds. */
  retentionInvalid: `Bewaartermijn: een heel aantal maanden van ${RETENTION_MIN_MONTHS} tot ${RETENTION_MAX_MONTHS}.`,
  codeSaved: {
    title: "Toegangscode opgeslagen",
    description: "Eerder gegeven toegang is ingetrokken; deel de nieuwe code met je investeerders.",
  },
  profileSaved: "Bedrijfsgegevens opgeslagen",
  invalidValue: "Ongeldige waarde.",
  gateAsksEmail: "De toegangspagina vraagt nu om een e-mailadres",
  gateDoesNotAskEmail: "De toegangspagina vraagt niet meer om een e-mailadres",
  notificationsSaved: "Meldingen en bewaartermijn opgeslagen",
} as const;

/** The access code's and the profile's messages (app/schemas/company.ts); the company name's: auth/texts.ts. */
export const SETTINGS_FIELD_ERRORS = {
  accessCodeRequired: "Toegangscode is verplicht",
  accessCodeTooShort: `De toegangscode moet minstens ${MIN_ACCESS_CODE_CHARS} tekens bevatten`,
  accessCodeTooLong: "De toegangscode mag maximaal 100 tekens bevatten",
  taglineTooLong: "De tagline is te lang (maximaal 120 tekens)",
  aboutTooLong: "De omschrijving is te lang (maximaal 2000 tekens)",
  websiteTooLong: "De website is te lang",
  websiteInvalid: "Voer een geldige website in (https://…)",
} as const;

/** Settings → 'Mail': how mail leaves the Worker, or why it cannot (app/domain/mail/config.ts). */
export const MAIL_STATUS_TEXTS = {
  title: "Mail",
  outbox: "Mails are kept in the Outbox tab, not sent (MAIL_TRANSPORT=outbox).",
  sending: (transport: string, from: string) =>
    `Sent through ${transport === "resend" ? "Resend" : transport} from ${from}.`,
  notConfigured: "Not configured:",
  consequence:
    "No mail is sent: each one is kept in the Outbox as failed, with this reason. Once the settings are fixed, send it again there with 'Opnieuw versturen'.",
} as const;
