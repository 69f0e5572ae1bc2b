/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { formatDeckPages } from "../../domain/deck/chunks";
import { buildPitchChatContext } from "../../domain/deck/context";
import { AiFailure } from "./failure";
import { getAiProvider } from "./index";
import { createOpenAiCompatibleProvider, OPENAI_VISION_UNAVAILABLE } from "./openai-compatible";

/**
 * A fake OpenAI-compatible server on a local port (what Ollama or vLLM expose under /v1):
 * records each request and answers with `next` — JSON, an SSE stream, or an error status.
 */
type Recorded = {
  path: string;
  auth: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    max_completion_tokens?: number;
    messages: { role: string; content: unknown }[];
  };
};
type Reply = { status?: number; json?: unknown; sse?: string[]; delayMs?: number };
let server: Server;
let origin = "";
let baseUrl = "";
// Each test talks to its own path prefix, so a request a previous test gave up on (the timeout
// test) that reaches the server late is not recorded as this test's.
let testNo = 0;
const requests: Recorded[] = [];
let next: Reply = { json: {} };

async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const prefix = `/t${testNo}`;
    const url = req.url ?? "";
    const body = JSON.parse(await readBody(req));
    if (!url.startsWith(`${prefix}/`)) {
      res.writeHead(410).end();
      return;
    }
    requests.push({
      path: url.slice(prefix.length),
      auth: req.headers.authorization,
      body,
    });
    const reply = next;
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed || res.writableEnded) return;
    if (reply.status && reply.status >= 400) {
      res.writeHead(reply.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "model 'x' not found; key sk-secret-123 rejected" } }));
      return;
    }
    if (reply.sse) {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      for (const line of reply.sse) res.write(line);
      res.end();
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  testNo += 1;
  baseUrl = `${origin}/t${testNo}/v1/`;
});

const context = buildPitchChatContext([
  { type: "pdf", name: "Adup pitch deck.pdf", extractedText: formatDeckPages(DEMO_DECK_PAGES) },
]);
const completion = (content: string) => ({
  id: "c1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});
const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

async function readAll(stream: ReadableStream<string>) {
  let out = "";
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return out;
    out += value;
  }
}

describe("openai-compatible provider (against a fake server)", () => {
  it("posts the model, the key and the deck's retrieved page-tagged passages to {base}/chat/completions", async () => {
    next = { json: completion("Starter costs €99 per month (page 6).") };
    const provider = createOpenAiCompatibleProvider({ baseUrl, model: "llama3.1:8b", apiKey: "sk-test" });
    const result = await provider.answer({ question: "What is your pricing?", context, mode: "pitch" });
    // The model's answer, then the sources line and the cited page's passage, quoted from the deck.
    expect(result.citations).toEqual([{ source: "page", number: 6, label: "page 6" }]);
    const [answer, sources, heading, passages] = result.response.split("\n\n");
    expect([answer, sources, heading]).toEqual([
      "Starter costs €99 per month (page 6).",
      "_Source: page 6._",
      "### What the deck says",
    ]);
    expect(passages).toMatch(/^- \*\*Page 6 · .*€99/);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.auth).toBe("Bearer sk-test");
    // What current OpenAI models accept: `max_completion_tokens`, never `max_tokens`.
    expect(req.body).toMatchObject({ model: "llama3.1:8b", stream: false, max_completion_tokens: 1024 });
    expect(req.body).not.toHaveProperty("max_tokens");
    const system = req.body.messages[0].content as string;
    expect(system).toContain("cite the slide or page");
    expect(system).toContain("--- Page 6 ---");
    expect(req.body.messages.at(-1)).toEqual({ role: "user", content: "What is your pricing?" });
  });

  it("sends no Authorization header without a key, and cites the retrieved pages when the model names none", async () => {
    next = { json: completion("The Starter plan costs €99 per month.") };
    const result = await createOpenAiCompatibleProvider({ baseUrl, model: "m" }).answer({
      question: "What is your pricing?",
      context,
      mode: "pitch",
    });
    expect(requests[0].auth).toBeUndefined();
    expect(result.response).toMatch(/^The Starter plan costs €99 per month\.\n\n_Sources?: page 6/);
    expect(result.citations[0]).toEqual({ source: "page", number: 6, label: "page 6" });
  });

  it("streams the server's SSE deltas and closes with the sources", async () => {
    next = { sse: [delta("Starter "), delta("costs €99"), "data: [DONE]\n\n"] };
    const streamed = await createOpenAiCompatibleProvider({ baseUrl, model: "m" }).answerStream({
      question: "What is your pricing?",
      context,
      mode: "pitch",
    });
    expect(requests[0].body.stream).toBe(true);
    expect(await readAll(streamed.stream)).toMatch(/^Starter costs €99\n\n_Sources?: page 6/);
    expect(streamed.citations[0].label).toBe("page 6");
  });

  it("a server error is a typed failure, without the server's message or the key; an unknown model or key is 'config'", async () => {
    const question = { question: "What is your pricing?", context, mode: "pitch" as const };
    const reported: AiFailure[] = [];
    const provider = createOpenAiCompatibleProvider(
      { baseUrl, model: "m", apiKey: "sk-secret-123" },
      { onFailure: (f) => void reported.push(f) },
    );
    next = { status: 500 };
    const whole = await provider.answer(question).catch((error: unknown) => error);
    const streamed = await provider.answerStream(question).catch((error: unknown) => error);
    next = { status: 404 };
    const missing = await provider.answer(question).catch((error: unknown) => error);
    for (const failure of [whole, streamed, missing]) {
      expect(failure).toBeInstanceOf(AiFailure);
      expect(String((failure as AiFailure).message)).not.toMatch(/sk-secret|not found/);
    }
    expect(reported.map((f) => `${f.task}:${f.category}`)).toEqual([
      "answer:provider",
      "answer:provider",
      "answer:config",
    ]);
  });

  it("times out a server that does not answer in time", async () => {
    next = { json: completion("late"), delayMs: 500 };
    const provider = createOpenAiCompatibleProvider({ baseUrl, model: "m" }, { timeouts: { answer: 50 } });
    const failure = await provider
      .answer({ question: "What is your pricing?", context, mode: "pitch" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiFailure);
    expect((failure as AiFailure).category).toBe("timeout");
  });

  it("does not ask the model when nothing in the deck matches: it says the deck does not cover it", async () => {
    next = { json: completion("Paris will be sunny.") };
    const result = await createOpenAiCompatibleProvider({ baseUrl, model: "m" }).answer({
      question: "What is the company's valuation?",
      context,
      mode: "pitch",
    });
    expect(requests).toHaveLength(0);
    expect(result.response).toMatch(/^The pitch deck doesn't seem to cover that/);
    expect(result.citations).toEqual([]);
  });

  it("describes a slide only with a vision model, sending the image as a data URI", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const without = await createOpenAiCompatibleProvider({ baseUrl, model: "m" }).describeSlide(
      png,
      "image/png",
      { slideNumber: 2 },
    );
    expect(without).toEqual({ text: "", analysed: false, error: OPENAI_VISION_UNAVAILABLE });
    expect(requests).toHaveLength(0);

    next = { json: completion("Slide 2: Pricing — Starter €99, Growth €249.") };
    const seen = await createOpenAiCompatibleProvider({
      baseUrl,
      model: "m",
      visionModel: "llava",
    }).describeSlide(png, "image/png", { slideNumber: 2 });
    expect(seen).toEqual({ text: "Slide 2: Pricing — Starter €99, Growth €249.", analysed: true });
    expect(requests[0].body.model).toBe("llava");
    expect(requests[0].body.max_completion_tokens).toBe(1024);
    const parts = requests[0].body.messages[0].content as { type: string; image_url?: { url: string } }[];
    expect(parts[1].image_url?.url).toBe(`data:image/png;base64,${Buffer.from(png).toString("base64")}`);
  });

  it("is chosen by AI_PROVIDER with OPENAI_BASE_URL and OPENAI_MODEL, and refused without them", async () => {
    next = { json: completion("€99 (page 6).") };
    const provider = getAiProvider({
      AI_PROVIDER: "openai-compatible",
      OPENAI_BASE_URL: baseUrl,
      OPENAI_MODEL: "qwen2.5",
      OPENAI_API_KEY: "k",
    });
    expect(provider.name).toBe("openai-compatible");
    await provider.answer({ question: "What is your pricing?", context, mode: "pitch" });
    expect(requests[0].body.model).toBe("qwen2.5");
    expect(() => getAiProvider({ AI_PROVIDER: "openai-compatible", OPENAI_MODEL: "m" })).toThrow(
      /OPENAI_BASE_URL/,
    );
  });
});
