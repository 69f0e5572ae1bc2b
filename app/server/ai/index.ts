/**
 * `getAiProvider(env)`: the AI provider named by AI_PROVIDER — 'local' (default; dev and
 * tests), 'workers-ai' (deployed; needs the AI binding) or 'openai-compatible' (a self-hosted
 * or hosted OpenAI-style API: OPENAI_BASE_URL, OPENAI_MODEL, optional OPENAI_API_KEY). Built per call from env
 * (cheap: a provider holds only its settings), so a changed var takes effect on the next request.
 *
 * `options.onFailure` hears of every failed model call (the AI status in Settings records it).
 * A 'workers-ai' setup without its binding still gives a provider: every model call then fails
 * as 'config' — logged, shown to the admin — instead of the page failing.
 */
import { createLocalProvider } from "./local";
import { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from "./models";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import type { AiBinding, AiEnv, AiProvider, AiProviderName, AiProviderOptions } from "./types";
import { createModelProvider, createWorkersAiProvider, unavailableModel } from "./workers-ai";

export { AiFailure, toAiFailure } from "./failure";
export type { AiEnv, AiProvider, AiProviderOptions } from "./types";

function isAiBinding(value: unknown): value is AiBinding {
  return (
    typeof value === "object" && value !== null && typeof (value as { run?: unknown }).run === "function"
  );
}

export function getAiProvider(env: AiEnv, options: AiProviderOptions = {}): AiProvider {
  const name = (env.AI_PROVIDER ?? "local").trim() || "local";
  if (name === "local") return createLocalProvider();
  if (name === "workers-ai") {
    if (!isAiBinding(env.AI))
      return createModelProvider(
        "workers-ai",
        unavailableModel(
          "AI_PROVIDER is 'workers-ai' but the AI binding is missing (wrangler.toml: [ai] binding = \"AI\").",
        ),
        options,
      );
    return createWorkersAiProvider(
      env.AI,
      { textModel: env.AI_TEXT_MODEL, visionModel: env.AI_VISION_MODEL },
      options,
    );
  }
  if (name === "openai-compatible") {
    const baseUrl = env.OPENAI_BASE_URL?.trim();
    const model = env.OPENAI_MODEL?.trim();
    if (!baseUrl || !model)
      throw new Error("AI_PROVIDER is 'openai-compatible' but OPENAI_BASE_URL or OPENAI_MODEL is not set.");
    return createOpenAiCompatibleProvider(
      {
        baseUrl,
        model,
        apiKey: env.OPENAI_API_KEY?.trim() || undefined,
        visionModel: env.OPENAI_VISION_MODEL?.trim() || undefined,
      },
      options,
    );
  }
  throw new Error(`Unknown AI_PROVIDER '${name}': use 'local', 'workers-ai' or 'openai-compatible'.`);
}

/** Which provider and models answer (no secrets: the API key is never part of it). */
export type AiSetup = {
  provider: AiProviderName;
  textModel: string | null;
  visionModel: string | null;
  bindingMissing: boolean;
};

export function describeAiSetup(env: AiEnv): AiSetup {
  const name = (env.AI_PROVIDER ?? "local").trim() || "local";
  if (name === "workers-ai") {
    return {
      provider: "workers-ai",
      textModel: env.AI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL,
      visionModel: env.AI_VISION_MODEL?.trim() || DEFAULT_VISION_MODEL,
      bindingMissing: !isAiBinding(env.AI),
    };
  }
  if (name === "openai-compatible") {
    return {
      provider: "openai-compatible",
      textModel: env.OPENAI_MODEL?.trim() || null,
      visionModel: env.OPENAI_VISION_MODEL?.trim() || null,
      bindingMissing: false,
    };
  }
  return { provider: "local", textModel: null, visionModel: null, bindingMissing: false };
}
