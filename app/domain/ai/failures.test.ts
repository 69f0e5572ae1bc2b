import { describe, expect, it } from "vitest";

import { AI_FAILURE_CATEGORIES, categorizeAiError, isAiFailureCategory, unansweredLabel } from "./failures";

describe("AI failure categories", () => {
  it("reads a thrown error's name and message", () => {
    expect(categorizeAiError("TimeoutError", "The operation timed out.")).toBe("timeout");
    expect(categorizeAiError("AbortError", "The operation was aborted.")).toBe("timeout");
    expect(categorizeAiError("Error", "5007: No such model @cf/meta/llama-3.1-8b-instruct or task")).toBe(
      "config",
    );
    expect(
      categorizeAiError("Error", "5016: Prior to using this model, you must submit the prompt 'agree'"),
    ).toBe("config");
    expect(categorizeAiError("", "the OpenAI-compatible server answered 401")).toBe("config");
    expect(categorizeAiError("", "the OpenAI-compatible server answered 404")).toBe("config");
    expect(categorizeAiError("", "the OpenAI-compatible server answered 500")).toBe("provider");
    expect(categorizeAiError("Error", "3040: Capacity temporarily exceeded")).toBe("provider");
    expect(categorizeAiError("TypeError", "fetch failed")).toBe("provider");
  });

  it("labels an unanswered question for the admin's chat log", () => {
    expect(unansweredLabel("timeout")).toBe("Niet beantwoord: AI-fout — de AI reageerde niet op tijd");
    expect(AI_FAILURE_CATEGORIES.map(unansweredLabel)).toEqual([
      "Niet beantwoord: AI-fout — de AI reageerde niet op tijd",
      "Niet beantwoord: AI-fout — de AI-dienst gaf een fout",
      "Niet beantwoord: AI-fout — de AI gaf een leeg antwoord",
      "Niet beantwoord: AI-fout — de AI is niet (goed) ingesteld",
    ]);
    expect(isAiFailureCategory("empty")).toBe(true);
    expect(isAiFailureCategory("answer")).toBe(false);
  });
});
