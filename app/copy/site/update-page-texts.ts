import { REPLY_LIMITS, type ReplyErrors } from "../../domain/site/update-reply";

/** The update's own page on the public timeline: reactions and 'Reageer' (ADR 058). Dutch, as the timeline's toggles. */
export const UPDATE_PAGE_TEXTS = {
  documentTitle: (title: string, company: string) => `${title} · ${company}`,
  back: "Terug naar de tijdlijn",
  notFound: "Deze update bestaat niet (meer).",
  keyPoints: "Kernpunten",
  react: "Reageer met",
  reactLabel: (reaction: string, n: number) => `${reaction} (${n})`,
  replyTitle: "Reageer",
  replyIntro: "Je reactie gaat rechtstreeks naar het team van de oprichter.",
  name: "Naam",
  email: "E-mail",
  message: "Bericht",
  send: "Reageer",
  sending: "Versturen...",
  sent: "Je reactie is verstuurd",
  reacted: "Dank voor je reactie",
  failed: "Je reactie kon niet worden verstuurd. Probeer het opnieuw.",
  nameRequired: "Vul je naam in.",
  emailInvalid: "Vul een geldig e-mailadres in.",
  messageRequired: "Vul een bericht in.",
  tooLong: (max: number) => `Te lang (hoogstens ${max} tekens).`,
  reactionInvalid: "Kies een van de reacties.",
  refused:
    "We hebben vandaag al zoveel berichten van jou of je netwerk ontvangen als we aannemen. Probeer het morgen opnieuw.",
} as const;

/** A refused reply's field errors (checkReply says why), in the page's Dutch. */
export function replyErrorTexts(errors: ReplyErrors): Partial<Record<keyof ReplyErrors, string>> {
  const texts: Partial<Record<keyof ReplyErrors, string>> = {};
  for (const [field, problem] of Object.entries(errors) as [
    keyof ReplyErrors,
    ReplyErrors[keyof ReplyErrors],
  ][]) {
    if (problem)
      texts[field] =
        problem === "tooLong" ? UPDATE_PAGE_TEXTS.tooLong(REPLY_LIMITS[field]) : UPDATE_PAGE_TEXTS[problem];
  }
  return texts;
}
