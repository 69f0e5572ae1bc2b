/**
 * The `openai-compatible` provider: any server that speaks the OpenAI chat-completions API
 * (`POST {base}/chat/completions`) — Ollama (`http://localhost:11434/v1`), vLLM, LM Studio,
 * llama.cpp's server or a hosted API — for self-hosters who run their own model. Configured
 * by vars/secrets: OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY (optional, sent as a Bearer
 * token), OPENAI_VISION_MODEL (optional; slide images are described only when it is set).
 *
 * Answers, citations, fallbacks and suggestions are the workers-ai provider's
 * (`createModelProvider`): the model gets the same retrieved, page-tagged passages.
 */
import { categorizeAiError } from "../../domain/ai/failures";
import { AiFailure } from "./failure";
import type { AiProvider, AiProviderOptions } from "./types";
import { type ChatMessage, type ChatModel, createModelProvider, toBase64 } from "./workers-ai";

export type OpenAiCompatibleConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  visionModel?: string;
  /** The fetch to use (tests pass one bound to a local fake server). */
  fetch?: typeof fetch;
};

export const OPENAI_VISION_UNAVAILABLE =
  "Slide images are described only when OPENAI_VISION_MODEL names a vision model of the OpenAI-compatible server.";

export function createOpenAiCompatibleProvider(
  config: OpenAiCompatibleConfig,
  options: AiProviderOptions = {},
): AiProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function post(body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    const res = await doFetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: body.stream ? "text/event-stream" : "application/json",
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      // The status only: a server's error body may echo the request or a key.
      const message = `the OpenAI-compatible server answered ${res.status}`;
      throw new AiFailure(categorizeAiError("", message), null, message);
    }
    return res;
  }

  // `max_completion_tokens`: what current OpenAI models accept (they refuse `max_tokens`). A server that
  // does not know the field ignores it and writes up to its own limit.
  const chat = (model: string, messages: readonly unknown[], maxTokens: number) => ({
    model,
    messages,
    max_completion_tokens: maxTokens,
  });

  const model: ChatModel = {
    async complete(messages: readonly ChatMessage[], { maxTokens, signal }) {
      return (await post({ ...chat(config.model, messages, maxTokens), stream: false }, signal)).json();
    },
    async stream(messages: readonly ChatMessage[], { maxTokens, signal }) {
      const res = await post({ ...chat(config.model, messages, maxTokens), stream: true }, signal);
      // A server that ignores `stream` answers with one JSON body.
      return (res.headers.get("Content-Type") ?? "").includes("application/json") ? res.json() : res.body;
    },
    visionUnavailable: OPENAI_VISION_UNAVAILABLE,
  };
  if (config.visionModel) {
    const visionModel = config.visionModel;
    model.describeImage = async (bytes, mime, prompt, { signal }) => {
      const content = [
        { type: "text", text: prompt },
        { type: "image_url", image_url: { url: `data:${mime};base64,${toBase64(bytes)}` } },
      ];
      return (
        await post({ ...chat(visionModel, [{ role: "user", content }], 1024), stream: false }, signal)
      ).json();
    };
  }
  return createModelProvider("openai-compatible", model, options);
}
