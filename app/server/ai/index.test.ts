import { describe, expect, it } from "vitest";

import { AiFailure } from "./failure";
import { describeAiSetup, getAiProvider } from "./index";
import { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from "./models";

describe("getAiProvider", () => {
  it("picks local by default and by name", () => {
    expect(getAiProvider({}).name).toBe("local");
    expect(getAiProvider({ AI_PROVIDER: "local" }).name).toBe("local");
  });

  it("picks workers-ai with the AI binding and the model vars", async () => {
    const calls: string[] = [];
    const AI = { run: async (model: string) => (calls.push(model), { response: "ok (page 1)" }) };
    const provider = getAiProvider({
      AI_PROVIDER: "workers-ai",
      AI,
      AI_TEXT_MODEL: "@cf/meta/llama-3.1-70b-instruct",
    });
    expect(provider.name).toBe("workers-ai");
    await provider.answer({
      question: "Hi",
      context: "--- Page 1 ---\nHello investors, welcome to the deck.",
      mode: "pitch",
    });
    expect(calls).toEqual(["@cf/meta/llama-3.1-70b-instruct"]);
  });

  it("workers-ai without a binding: every model call fails as 'config' (reported), the fallbacks still work", async () => {
    const reported: AiFailure[] = [];
    const provider = getAiProvider(
      { AI_PROVIDER: "workers-ai" },
      { onFailure: (f) => void reported.push(f) },
    );
    const failure = await provider.ping().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiFailure);
    expect((failure as AiFailure).category).toBe("config");
    expect((failure as AiFailure).message).toMatch(/AI binding is missing/);
    const interview = await provider.generateInterviewQuestions({
      companyName: "A",
      context: "Hello investors, welcome to the deck. ".repeat(5),
    });
    expect(interview.usedFallback).toBe(true);
    expect(reported.map((f) => `${f.task}:${f.category}`)).toEqual(["test:config", "interview:config"]);
    expect(describeAiSetup({ AI_PROVIDER: "workers-ai" })).toEqual({
      provider: "workers-ai",
      textModel: DEFAULT_TEXT_MODEL,
      visionModel: DEFAULT_VISION_MODEL,
      bindingMissing: true,
    });
  });

  it("refuses unknown names", () => {
    expect(() => getAiProvider({ AI_PROVIDER: "openai" })).toThrow(/Unknown AI_PROVIDER 'openai'/);
  });

  it("describes the setup without secrets", () => {
    expect(describeAiSetup({})).toEqual({
      provider: "local",
      textModel: null,
      visionModel: null,
      bindingMissing: false,
    });
    expect(
      describeAiSetup({
        AI_PROVIDER: "workers-ai",
        AI: { run: async () => null },
        AI_TEXT_MODEL: "@cf/x/text",
      }),
    ).toMatchObject({ textModel: "@cf/x/text", visionModel: DEFAULT_VISION_MODEL, bindingMissing: false });
    const openai = describeAiSetup({
      AI_PROVIDER: "openai-compatible",
      OPENAI_BASE_URL: "http://h/v1",
      OPENAI_MODEL: "qwen",
      OPENAI_API_KEY: "sk-secret",
    });
    expect(openai).toEqual({
      provider: "openai-compatible",
      textModel: "qwen",
      visionModel: null,
      bindingMissing: false,
    });
    expect(JSON.stringify(openai)).not.toContain("sk-secret");
  });
});
