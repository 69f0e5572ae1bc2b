/**
 * The access gate's words (docs/product.md#access-gate): the code form and 'Toegang aanvragen'.
 * A module of their own, so that they load with the gate's code, only where the gate is shown
 * (components/public/locked-page.tsx). Its later steps' words are in gate-access-texts.ts.
 */
import { ACCESS_REQUIRED } from "./texts";

/** The gate (docs/product.md#access-gate): Dutch, but for the e-mail field of an English page. */
export const GATE_TEXTS = {
  title: ACCESS_REQUIRED,
  codeLabel: "Toegangscode",
  submit: "Toegang",
  verifying: "Verifiëren...",
  wrongCode: "Onjuiste toegangscode. Probeer het opnieuw.",
  unknownAction: { nl: "Onbekende actie", en: "Unknown action" },
  /** The e-mail field, when the company asks for it: the Dutch gate and the English ones. */
  email: {
    nl: {
      label: "E-mailadres",
      hint: "Wordt niet geverifieerd.",
      required: "Vul je e-mailadres in.",
      invalid: "Vul een geldig e-mailadres in.",
    },
    en: {
      label: "Email",
      hint: "Not verified.",
      required: "Enter your email address.",
      invalid: "Enter a valid email address.",
    },
  },
} as const;

export type GateLanguage = keyof typeof GATE_TEXTS.email;

/**
 * The gate's own words in each of its languages (docs/decisions/053-investors-tab-gate-and-language.md):
 * the gate before a Dutch-titled page ('Toegang Vereist') is Dutch throughout; the gates the spec
 * titles in English ('Pitch Deck Chat Access', 'Access to the videos', a personal link's) are
 * English throughout. `fromMail`: a visitor who followed a link of an update mail on a device
 * without the grant.
 */
export const GATE_SCREEN_TEXTS = {
  nl: {
    title: ACCESS_REQUIRED,
    codeLabel: GATE_TEXTS.codeLabel,
    submit: GATE_TEXTS.submit,
    verifying: GATE_TEXTS.verifying,
    wrongCode: GATE_TEXTS.wrongCode,
    fromMail: (company: string) =>
      `Je opent een link uit een update-mail van ${company}. De updates staan op de investeerderssite, die met een toegangscode werkt: vul de code in die je van ${company} kreeg, of vraag hieronder toegang aan.`,
  },
  en: {
    title: "Access required",
    codeLabel: "Access code",
    submit: "Unlock",
    verifying: "Verifying...",
    wrongCode: "Wrong access code. Please try again.",
    fromMail: (company: string) =>
      `You opened a link from an update mail of ${company}. The updates are on the investor site, which opens with an access code: enter the code ${company} gave you, or request access below.`,
  },
} as const;

/** 'Toegang aanvragen' on the gate: a visitor without the code asks the company's admins for access. */
export const ACCESS_REQUEST_TEXTS = {
  nl: {
    open: "Toegang aanvragen",
    intro: (company: string) =>
      `Geen toegangscode? Laat je naam, e-mailadres en een kort bericht achter; het team van ${company} neemt contact met je op.`,
    name: "Jouw naam",
    email: "Jouw e-mail",
    message: "Bericht",
    messageHint: "Wie ben je, en waarom wil je meelezen?",
    submit: "Aanvraag versturen",
    sending: "Versturen...",
    nameRequired: "Vul je naam in.",
    emailRequired: "Vul je e-mailadres in.",
    emailInvalid: "Vul een geldig e-mailadres in.",
    messageRequired: "Schrijf een kort bericht.",
    tooLong: (label: string, max: number) => `${label} is te lang (maximaal ${max} tekens).`,
    refused: "Er zijn vandaag te veel aanvragen ontvangen. Probeer het morgen opnieuw.",
    sent: "Je aanvraag is verstuurd. Het team neemt contact met je op.",
    failed: "Je aanvraag kon niet worden verstuurd. Probeer het later opnieuw.",
    title: "Toegang aanvragen",
    back: "Terug",
  },
  en: {
    open: "Request access",
    intro: (company: string) =>
      `No access code? Leave your name, email address and a short message; the team of ${company} will get back to you.`,
    name: "Your name",
    email: "Your e-mail address",
    message: "Message",
    messageHint: "Who are you, and why would you like to read along?",
    submit: "Send request",
    sending: "Sending...",
    nameRequired: "Please fill in your name.",
    emailRequired: "Please fill in your email address.",
    emailInvalid: "Please enter a valid email address.",
    messageRequired: "Please write a short message.",
    tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters).`,
    refused: "We have received as many requests as we accept today. Please try again tomorrow.",
    sent: "Your request is sent. The team will get back to you.",
    failed: "Your request could not be sent. Please try again later.",
    title: "Request access",
    back: "Back",
  },
} as const;
