import { describe, expect, it } from "vitest";

import { FORM_TEXTS } from "./form-texts";

describe("an unreadable form's words", () => {
  it("asks to reload and send again, in Dutch and English", () => {
    expect(FORM_TEXTS.unreadable.nl).toBe(
      "Het formulier kon niet worden gelezen. Laad de pagina opnieuw en verstuur het nog eens.",
    );
    expect(FORM_TEXTS.unreadable.en).toBe(
      "The form could not be read. Please reload the page and submit it again.",
    );
  });
  it("asks for a shorter text or a smaller file when the form is too large", () => {
    expect(FORM_TEXTS.tooLarge.nl).toBe(
      "Het formulier is te groot om te verwerken. Verkort de tekst of kies een kleiner bestand.",
    );
    expect(FORM_TEXTS.tooLarge.en).toBe(
      "The form is too large to process. Please shorten the text or choose a smaller file.",
    );
  });
});
