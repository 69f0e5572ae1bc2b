/**
 * The one line that tells a visitor what the investor site records, in the language of the
 * screen it stands on: the gate is Dutch, the deck viewer of the public chat is English.
 */
export const RECORDING_NOTICE = {
  nl: "We registreren welke pagina's je bekijkt en hoe lang, je downloads, aanvragen en vragen in de chat, zodat het bedrijf weet wat je interesseert.",
  en: "We record which pages you view and for how long, your downloads, requests and questions in the chat, so the company knows what interests you.",
} as const;
