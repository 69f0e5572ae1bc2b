/** What a form that cannot be read is told (app/server/platform/form.server.ts), in the language of the screen that posted it. */
import type { ScreenLanguage } from "../../domain/http/form-request";

export const FORM_TEXTS = {
  /** Not a form post, or its body cannot be parsed (400, 405). */
  unreadable: {
    nl: "Het formulier kon niet worden gelezen. Laad de pagina opnieuw en verstuur het nog eens.",
    en: "The form could not be read. Please reload the page and submit it again.",
  },
  /** Longer than its limit (413). */
  tooLarge: {
    nl: "Het formulier is te groot om te verwerken. Verkort de tekst of kies een kleiner bestand.",
    en: "The form is too large to process. Please shorten the text or choose a smaller file.",
  },
} as const satisfies Record<string, Record<ScreenLanguage, string>>;
