import { describe, expect, it } from "vitest";
import { getAiProvider } from "./index";

describe("getAiProvider", () => {
  it("picks local by default and by name", () => {
    expect(getAiProvider({}).name).toBe("local");
    expect(getAiProvider({ AI_PROVIDER: "local" }).name).toBe("local");
  });

  it("picks workers-ai with the AI binding and the model vars", async () => {
    const calls: string[] = [];
    const AI = { run: async (model: string) => (calls.push(model), { response: "ok (page 1)" }) };
    const provider = getAiProvider({ AI_PROVIDER: "workers-ai", AI, AI_TEXT_MODEL: "@cf/meta/llama-3.1-70b-instruct" });
    expect(provider.name).toBe("workers-ai");
    await provider.answer({ question: "Hi", context: "--- Page 1 ---\nHello investors, welcome to the deck.", mode: "pitch" });
    expect(calls).toEqual(["@cf/meta/llama-3.1-70b-instruct"]);
  });

  it("refuses workers-ai without a binding and unknown names", () => {
    expect(() => getAiProvider({ AI_PROVIDER: "workers-ai" })).toThrow(/AI binding is missing/);
    expect(() => getAiProvider({ AI_PROVIDER: "openai" })).toThrow(/Unknown AI_PROVIDER 'openai'/);
  });
});
