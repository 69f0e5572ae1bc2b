import { describe, expect, it } from "vitest";

import { AI_FAILURE_CATEGORIES } from "../../domain/ai/failures";
import { unansweredLabel } from "./status-texts";

describe("a failed model call in the admin's words", () => {
  it("labels an unanswered question for the admin's chat log, one clause per category", () => {
    expect(AI_FAILURE_CATEGORIES.map(unansweredLabel)).toEqual([
      "Niet beantwoord: AI-fout — de AI reageerde niet op tijd",
      "Niet beantwoord: AI-fout — de AI-dienst gaf een fout",
      "Niet beantwoord: AI-fout — de AI gaf een leeg antwoord",
      "Niet beantwoord: AI-fout — de AI is niet (goed) ingesteld",
    ]);
  });
});
