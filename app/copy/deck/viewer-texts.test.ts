import { describe, expect, it } from "vitest";

import { pageReference } from "../../domain/deck/chat";
import { pageQuestion } from "./viewer-texts";

describe("the page viewer's question", () => {
  it("asks about a page in the page's language, and the chat reads the page back", () => {
    expect(pageQuestion(3)).toBe("What does page 3 of the pitch deck say?");
    expect(pageQuestion(3, "nl")).toBe("Wat staat er op pagina 3?");
    expect(pageReference(pageQuestion(7, "nl"))).toEqual({ source: "page", number: 7 });
  });
});
