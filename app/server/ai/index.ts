/**
 * `getAiProvider(env)`: the AI provider named by AI_PROVIDER — 'local' (default; dev and
 * tests), 'workers-ai' (deployed; needs the AI binding) or 'openai-compatible' (a self-hosted
 * or hosted OpenAI-style API: OPENAI_BASE_URL, OPENAI_MODEL, optional OPENAI_API_KEY). Built per call from env
 * (cheap: a provider holds only its settings), so a changed var takes effect on the next request.
 */
import { createLocalProvider } from "./local";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import type { AiBinding, AiEnv, AiProvider } from "./types";
import { createWorkersAiProvider } from "./workers-ai";

export type { AiProvider, AiEnv } from "./types";

function isAiBinding(value: unknown): value is AiBinding {
  return typeof value === "object" && value !== null && typeof (value as { run?: unknown }).run === "function";
}

export function getAiProvider(env: AiEnv): AiProvider {
  const name = (env.AI_PROVIDER ?? "local").trim() || "local";
  if (name === "local") return createLocalProvider();
  if (name === "workers-ai") {
    if (!isAiBinding(env.AI)) throw new Error("AI_PROVIDER is 'workers-ai' but the AI binding is missing (wrangler.toml: [ai] binding = \"AI\").");
    return createWorkersAiProvider(env.AI, { textModel: env.AI_TEXT_MODEL, visionModel: env.AI_VISION_MODEL });
  }
  if (name === "openai-compatible") {
    const baseUrl = env.OPENAI_BASE_URL?.trim();
    const model = env.OPENAI_MODEL?.trim();
    if (!baseUrl || !model) throw new Error("AI_PROVIDER is 'openai-compatible' but OPENAI_BASE_URL or OPENAI_MODEL is not set.");
    return createOpenAiCompatibleProvider({ baseUrl, model, apiKey: env.OPENAI_API_KEY?.trim() || undefined, visionModel: env.OPENAI_VISION_MODEL?.trim() || undefined });
  }
  throw new Error(`Unknown AI_PROVIDER '${name}': use 'local', 'workers-ai' or 'openai-compatible'.`);
}
