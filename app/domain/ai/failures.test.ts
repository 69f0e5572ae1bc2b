import { describe, expect, it } from "vitest";

import { categorizeAiError, isAiFailureCategory } from "./failures";

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

  it("knows its categories", () => {
    expect(isAiFailureCategory("empty")).toBe(true);
    expect(isAiFailureCategory("answer")).toBe(false);
  });
});
