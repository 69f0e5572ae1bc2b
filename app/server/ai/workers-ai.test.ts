import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES, expandDeck } from "../../../tests/fixtures/demo-deck";
import { type DeckPage, formatDeckPages } from "../../domain/deck/chunks";
import { buildPitchChatContext, NO_DECK_NOTICE } from "../../domain/deck/context";
import { INTERVIEW_FALLBACK_QUESTIONS } from "../../domain/deck/interview-questions";
import { PITCH_FALLBACK_STARTERS } from "../../domain/deck/suggestions";
import { AiFailure } from "./failure";
import type { AiBinding } from "./types";
import {
  buildAnswerMessages,
  citationsIn,
  CONTEXT_CHAR_BUDGET,
  createWorkersAiProvider,
  DEFAULT_TEXT_MODEL,
  DEFAULT_VISION_MODEL,
  HISTORY_TURNS,
  MAX_VISION_IMAGE_BYTES,
  RETRIEVED_PAGES,
  selectContextPages,
  sseToText,
  systemPrompt,
  visionInputs,
} from "./workers-ai";

type Call = { model: string; inputs: Record<string, unknown>; signal: AbortSignal | undefined };

/** A fake AI binding: records every call and answers with `reply(call)`. No network. */
function fakeAi(reply: (call: Call) => unknown): AiBinding & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async run(model, inputs, options) {
      const call = { model, inputs, signal: options?.signal };
      calls.push(call);
      const out = await reply(call);
      if (out instanceof Error) throw out;
      return out;
    },
  };
}

/** The typed failure an async call rejects with (fails the test when it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<AiFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AiFailure);
  return outcome as AiFailure;
}

/** A binding call that never settles unless its signal aborts. */
const hanging = (call: Call) =>
  new Promise((_, reject) =>
    call.signal?.addEventListener("abort", () =>
      reject(new DOMException("The operation was aborted.", "AbortError")),
    ),
  );

const encoder = new TextEncoder();
function sse(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(c) {
      for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
      c.close();
    },
  });
}
async function readAll(stream: ReadableStream<string>): Promise<string> {
  let out = "";
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return out;
    out += value;
  }
}

const deckText = formatDeckPages(DEMO_DECK_PAGES);
const context = buildPitchChatContext([
  { type: "pdf", name: "Adup pitch deck.pdf", extractedText: deckText },
]);
const messagesOf = (call: Call) => call.inputs.messages as { role: string; content: string }[];

describe("answer", () => {
  it("sends the model from vars, a system prompt with 'Document: {name}' context, the history and the question", async () => {
    const ai = fakeAi(() => ({ response: "Starter costs €99 per month (page 6)." }));
    const provider = createWorkersAiProvider(ai, { textModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" });
    const history = [
      { role: "user" as const, content: "Hi" },
      { role: "assistant" as const, content: "Hello!" },
    ];
    const result = await provider.answer({
      question: "What is your pricing?",
      context,
      history,
      mode: "pitch",
    });
    // The model's answer, then the sources line and the cited page's passage, quoted from the deck.
    expect(result.citations).toEqual([{ source: "page", number: 6, label: "page 6" }]);
    const [answer, sources, heading, passages] = result.response.split("\n\n");
    expect([answer, sources, heading]).toEqual([
      "Starter costs €99 per month (page 6).",
      "_Source: page 6._",
      "### What the deck says",
    ]);
    expect(passages).toMatch(/^- \*\*Page 6 · .*€99/);
    expect(ai.calls).toHaveLength(1);
    const [call] = ai.calls;
    expect(call.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(call.inputs.stream).toBeUndefined();
    const messages = messagesOf(call);
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[0].content).toContain("venture-capital analyst");
    // The deck's retrieved passages, page-tagged: the pricing page, not the whole deck.
    expect(messages[0].content).toContain("Context:\nDocument: Adup pitch deck.pdf\n\n--- Page ");
    expect(messages[0].content).toContain("--- Page 6 ---");
    expect(messages[0].content.match(/--- Page \d+ ---/g)!.length).toBeLessThanOrEqual(RETRIEVED_PAGES);
    expect(messages[3]).toEqual({ role: "user", content: "What is your pricing?" });
  });

  it("uses the default model and a forecast prompt", async () => {
    const ai = fakeAi(() => ({ response: "Revenue totals 2.500 (sheet 1)." }));
    const result = await createWorkersAiProvider(ai).answer({
      question: "Total revenue?",
      context: "--- Sheet 1: Revenue ---\nRevenue 2.500",
      mode: "forecast",
    });
    expect(ai.calls[0].model).toBe(DEFAULT_TEXT_MODEL);
    expect(messagesOf(ai.calls[0])[0].content).toContain("financial analyst");
    expect(result.citations).toEqual([{ source: "sheet", number: 1, label: "sheet 1 (Revenue)" }]);
  });

  it("a failing call, an empty reply and a removed model throw typed failures, each reported once; none is an answer", async () => {
    const reported: AiFailure[] = [];
    const onFailure = (failure: AiFailure) => void reported.push(failure);
    const question = { question: "What is your pricing?", context, mode: "pitch" as const };
    const thrown = await failureOf(
      createWorkersAiProvider(
        fakeAi(() => new Error("3040: Capacity temporarily exceeded")),
        {},
        { onFailure },
      ).answer(question),
    );
    expect([thrown.category, thrown.task]).toEqual(["provider", "answer"]);
    const empty = await failureOf(
      createWorkersAiProvider(
        fakeAi(() => ({ response: "  " })),
        {},
        { onFailure },
      ).answer(question),
    );
    expect(empty.category).toBe("empty");
    const removed = await failureOf(
      createWorkersAiProvider(
        fakeAi(() => new Error("5007: No such model @cf/meta/llama-3.1-8b-instruct or task")),
        {},
        { onFailure },
      ).answer(question),
    );
    expect(removed.category).toBe("config");
    expect(reported).toEqual([thrown, empty, removed]);
  });

  it("gives up at the deadline: the call's signal aborts and a timeout failure is thrown", async () => {
    const ai = fakeAi(hanging);
    const reported: AiFailure[] = [];
    const provider = createWorkersAiProvider(
      ai,
      {},
      { timeouts: { answer: 20 }, onFailure: (f) => void reported.push(f) },
    );
    const failure = await failureOf(
      provider.answer({ question: "What is your pricing?", context, mode: "pitch" }),
    );
    expect([failure.category, failure.task]).toEqual(["timeout", "answer"]);
    expect(ai.calls[0].signal?.aborted).toBe(true);
    expect(reported.map((f) => f.category)).toEqual(["timeout"]);
  });

  it("a model that ignores the signal still times out", async () => {
    const provider = createWorkersAiProvider(
      fakeAi(() => new Promise(() => undefined)),
      {},
      { timeouts: { answer: 20 } },
    );
    expect(
      (await failureOf(provider.answer({ question: "What is your pricing?", context, mode: "pitch" })))
        .category,
    ).toBe("timeout");
  });

  it("a failure that cannot be recorded is still thrown as itself", async () => {
    const provider = createWorkersAiProvider(
      fakeAi(() => new Error("boom")),
      {},
      {
        onFailure: () => {
          throw new Error("D1 down");
        },
      },
    );
    expect(
      (await failureOf(provider.answer({ question: "What is your pricing?", context, mode: "pitch" })))
        .category,
    ).toBe("provider");
  });

  it("does not call the model without a deck", async () => {
    const ai = fakeAi(() => ({ response: "x" }));
    const result = await createWorkersAiProvider(ai).answer({
      question: "Pricing?",
      context: buildPitchChatContext([]),
      mode: "pitch",
    });
    expect(result).toEqual({ response: NO_DECK_NOTICE, citations: [], fallback: true });
    expect(ai.calls).toHaveLength(0);
  });

  it("keeps the last 10 turns of history", () => {
    const history = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 ? ("assistant" as const) : ("user" as const),
      content: `turn ${i}`,
    }));
    const { messages } = buildAnswerMessages({ question: "Pricing?", context, history, mode: "pitch" });
    expect(messages).toHaveLength(1 + HISTORY_TURNS + 1);
    expect(messages[1].content).toBe("turn 4");
  });
});

describe("context selection", () => {
  it("sends the whole deck when it fits", () => {
    const { pages } = selectContextPages(DEMO_DECK_PAGES, "What is your pricing?");
    expect(pages).toHaveLength(13);
  });

  it("sends the most relevant pages of a long deck, in deck order, within the budget", () => {
    const long = expandDeck(DEMO_DECK_PAGES, 60);
    const { pages, relevant } = selectContextPages(long, "What is your pricing?", { budget: 3000 });
    const size = pages.reduce((n, p) => n + p.text.length + 24, 0);
    expect(size).toBeLessThanOrEqual(3000);
    expect(pages.map((p) => p.number)).toEqual([...pages.map((p) => p.number)].sort((a, b) => a - b));
    // The pricing pages (6, 19, 32, 45, 58 in the repeated deck) rank first and are included.
    expect(relevant[0].text).toContain("Business model and pricing");
    expect(pages.some((p) => p.text.startsWith("Business model and pricing"))).toBe(true);
    expect(CONTEXT_CHAR_BUDGET).toBeGreaterThan(deckText.length);
  });

  it("cuts a single page larger than the budget", () => {
    const huge: DeckPage[] = [{ source: "page", number: 1, text: "pricing ".repeat(1000) }];
    const { pages } = selectContextPages(huge, "pricing", { budget: 500 });
    expect(pages[0].text.length).toBe(476);
  });

  it("finds citations the response names, only for pages that exist", () => {
    expect(
      citationsIn("See slide 2 and page 6, also pagina 6 and page 99.", DEMO_DECK_PAGES).map((c) => c.label),
    ).toEqual(["page 6"]);
  });
});

describe("answerStream", () => {
  it("asks for a stream and turns the event stream into text", async () => {
    const ai = fakeAi(() =>
      sse(['data: {"response":"Starter "}\n\ndata: {"resp', 'onse":"costs €99"}\n\n', "data: [DONE]\n\n"]),
    );
    const result = await createWorkersAiProvider(ai).answerStream({
      question: "What is your pricing?",
      context,
      mode: "pitch",
    });
    expect(ai.calls[0].inputs.stream).toBe(true);
    // The model named no page: the retrieved page it was given is cited after the text.
    expect(await readAll(result.stream)).toMatch(
      /^Starter costs €99\n\n_Sources?: page 6(, page \d+)?\._\n\n### What the deck says\n\n- \*\*Page 6 · /,
    );
    expect(result.citations[0].label).toBe("page 6");
  });

  it("throws when the call fails; an empty stream errors as 'empty' — never a text that passes for an answer", async () => {
    const reported: AiFailure[] = [];
    const onFailure = (f: AiFailure) => void reported.push(f);
    const question = { question: "What is your pricing?", context, mode: "pitch" as const };
    expect(
      (
        await failureOf(
          createWorkersAiProvider(
            fakeAi(() => new Error("down")),
            {},
            { onFailure },
          ).answerStream(question),
        )
      ).category,
    ).toBe("provider");
    const empty = await createWorkersAiProvider(
      fakeAi(() => sse(["data: [DONE]\n\n"])),
      {},
      { onFailure },
    ).answerStream(question);
    expect((await failureOf(readAll(empty.stream))).category).toBe("empty");
    const whole = createWorkersAiProvider(
      fakeAi(() => ({ response: "" })),
      {},
      { onFailure },
    ).answerStream(question);
    expect((await failureOf(whole)).category).toBe("empty");
    expect(reported.map((f) => `${f.task}:${f.category}`)).toEqual([
      "answer:provider",
      "answer:empty",
      "answer:empty",
    ]);
  });

  it("a stream broken before or after some text errors with a typed failure (no half answer)", async () => {
    let n = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(c) {
        if (n++ === 0) c.enqueue(encoder.encode('data: {"response":"Partial"}\n\n'));
        else c.error(new Error("reset"));
      },
    });
    const reader = sseToText(broken).getReader();
    expect((await reader.read()).value).toBe("Partial");
    const after = await failureOf(reader.read());
    expect([after.category, after.message]).toEqual(["provider", "reset"]);
    const dead = new ReadableStream<Uint8Array>({
      pull(c) {
        c.error(new Error("reset"));
      },
    });
    expect((await failureOf(readAll(sseToText(dead)))).category).toBe("provider");
  });

  it("a stream that stalls errors as a timeout, between pieces and overall", async () => {
    const stalled = (first: boolean) =>
      new ReadableStream<Uint8Array>({
        start(c) {
          if (first) c.enqueue(encoder.encode('data: {"response":"Starter"}\n\n'));
        },
      });
    const idle = sseToText(stalled(false), { idleMs: 20 });
    expect((await failureOf(readAll(idle))).category).toBe("timeout");
    const reader = sseToText(stalled(true), { idleMs: 20 }).getReader();
    expect((await reader.read()).value).toBe("Starter");
    expect((await failureOf(reader.read())).category).toBe("timeout");
    let sent = 0;
    const trickle = new ReadableStream<Uint8Array>({
      async pull(c) {
        await new Promise((r) => setTimeout(r, 10));
        c.enqueue(encoder.encode(`data: {"response":"piece ${sent++} "}\n\n`));
      },
    });
    expect((await failureOf(readAll(sseToText(trickle, { idleMs: 1000, totalMs: 60 })))).category).toBe(
      "timeout",
    );
  });
});

describe("suggestQuestions", () => {
  it("asks for 6 questions as a JSON array over the first 8000 characters, shows 4", async () => {
    const six = [
      "What is the CAC?",
      "How big is the SAM?",
      "Why agencies?",
      "What is the churn?",
      "Who are the competitors?",
      "What is the burn?",
    ];
    const ai = fakeAi(() => ({ response: `Here are the questions:\n${JSON.stringify(six)}` }));
    const s = await createWorkersAiProvider(ai).suggestQuestions(deckText, { mode: "pitch" });
    expect(s).toEqual({ questions: six, shown: six.slice(0, 4), source: "generated" });
    const user = messagesOf(ai.calls[0])[1].content;
    expect(user).toContain("exactly 6 investor due-diligence questions");
    expect(user).toContain("JSON array");
    expect(user.length).toBeLessThan(8000 + 300);
    expect(user).not.toContain("--- Page 13 ---");
  });

  it("falls back to the deck's own checked questions when the model fails, stalls or returns no JSON (the failure reported)", async () => {
    const reported: AiFailure[] = [];
    for (const reply of [() => new Error("x"), hanging, () => ({ response: "Sorry." })]) {
      const s = await createWorkersAiProvider(
        fakeAi(reply),
        {},
        { timeouts: { suggestions: 20 }, onFailure: (f) => void reported.push(f) },
      ).suggestQuestions(deckText, { mode: "pitch" });
      expect(s.source).toBe("generated");
      expect(s.questions.length).toBeGreaterThanOrEqual(4);
      for (const q of s.questions) expect(PITCH_FALLBACK_STARTERS).not.toContain(q);
    }
    expect(reported.map((f) => `${f.task}:${f.category}`)).toEqual([
      "suggestions:provider",
      "suggestions:timeout",
    ]);
    // A forecast keeps the starters as its last resort.
    expect(
      (
        await createWorkersAiProvider(fakeAi(() => new Error("x"))).suggestQuestions(
          "--- Sheet 1: Revenue ---\n" + "Revenue 2.500 per month for the plan. ".repeat(5),
          { mode: "forecast" },
        )
      ).source,
    ).not.toBe("generated");
  });

  it("shows only questions the deck answers: a model question about something the deck lacks is dropped", async () => {
    const asked = [
      "What is your pricing?",
      "What is the CEO's favourite colour?",
      "What is the weather in Paris?",
      "Who are the competitors?",
    ];
    const s = await createWorkersAiProvider(
      fakeAi(() => ({ response: JSON.stringify(asked) })),
    ).suggestQuestions(deckText, { mode: "pitch" });
    expect(s.questions).toContain("What is your pricing?");
    expect(s.questions).toContain("Who are the competitors?");
    expect(s.questions).not.toContain("What is the weather in Paris?");
    expect(s.questions).not.toContain("What is the CEO's favourite colour?");
  });

  it("does not call the model for text under 100 characters", async () => {
    const ai = fakeAi(() => ({ response: "[]" }));
    expect((await createWorkersAiProvider(ai).suggestQuestions("tiny", { mode: "pitch" })).source).toBe(
      "fallback",
    );
    expect(ai.calls).toHaveLength(0);
  });
});

describe("generateInterviewQuestions", () => {
  const items = Array.from({ length: 9 }, (_, i) => ({
    question: `Probing question ${i + 1}?`,
    category: "finances",
    reasoning: "From the deck.",
  }));

  it("parses the model's questions", async () => {
    const ai = fakeAi(() => ({ response: JSON.stringify(items) }));
    const r = await createWorkersAiProvider(ai).generateInterviewQuestions({
      companyName: "Adup Data Agent",
      context: deckText,
    });
    expect(r.usedFallback).toBe(false);
    expect(r.questions).toHaveLength(9);
    expect(messagesOf(ai.calls[0])[1].content).toContain("Company: Adup Data Agent");
  });

  it("uses the four fallbacks on failure or thin context, without a call for thin context", async () => {
    expect(
      await createWorkersAiProvider(fakeAi(() => ({ response: "[]" }))).generateInterviewQuestions({
        companyName: "A",
        context: deckText,
      }),
    ).toEqual({
      questions: INTERVIEW_FALLBACK_QUESTIONS,
      usedFallback: true,
    });
    const reported: AiFailure[] = [];
    const timedOut = await createWorkersAiProvider(
      fakeAi(hanging),
      {},
      { timeouts: { interview: 20 }, onFailure: (f) => void reported.push(f) },
    ).generateInterviewQuestions({ companyName: "A", context: deckText });
    expect(timedOut).toEqual({ questions: INTERVIEW_FALLBACK_QUESTIONS, usedFallback: true });
    expect(reported.map((f) => `${f.task}:${f.category}`)).toEqual(["interview:timeout"]);
    const ai = fakeAi(() => ({ response: JSON.stringify(items) }));
    expect(
      (await createWorkersAiProvider(ai).generateInterviewQuestions({ companyName: "A", context: "short" }))
        .usedFallback,
    ).toBe(true);
    expect(ai.calls).toHaveLength(0);
  });
});

describe("describeSlide", () => {
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const dataUri = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;

  it("sends the image once, base64 in an OpenAI-style image part, to the default vision model without reasoning", async () => {
    const ai = fakeAi(() => ({
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: "Business model and pricing: Starter €99, Growth €249, Scale €599.",
          },
        },
      ],
    }));
    const d = await createWorkersAiProvider(ai).describeSlide(png, "image/png", { slideNumber: 6 });
    expect(d).toEqual({
      text: "Business model and pricing: Starter €99, Growth €249, Scale €599.",
      analysed: true,
    });
    const [call] = ai.calls;
    expect(call.model).toBe(DEFAULT_VISION_MODEL);
    expect(DEFAULT_VISION_MODEL).toBe("@cf/google/gemma-4-26b-a4b-it");
    expect(call.inputs.image).toBeUndefined();
    const [message] = call.inputs.messages as {
      role: string;
      content: { type: string; text?: string; image_url?: { url: string } }[];
    }[];
    expect(message.role).toBe("user");
    expect(message.content[0].text).toContain("slide 6 of a startup's investor pitch deck");
    expect(message.content[1]).toEqual({ type: "image_url", image_url: { url: dataUri } });
    expect(call.inputs.chat_template_kwargs).toEqual({ enable_thinking: false });
    expect(call.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends UForm its image as a base64 string with the prompt (never a number array)", async () => {
    const ai = fakeAi(() => ({ description: "A bar chart of monthly revenue." }));
    const d = await createWorkersAiProvider(ai, {
      visionModel: "@cf/unum/uform-gen2-qwen-500m",
    }).describeSlide(png.buffer, "image/png");
    expect(d.analysed).toBe(true);
    expect(ai.calls[0].inputs).toMatchObject({ image: Buffer.from(png).toString("base64") });
    expect(typeof ai.calls[0].inputs.prompt).toBe("string");
    expect(
      visionInputs("@cf/mistralai/mistral-small-3.1-24b-instruct", png, "image/png", "p"),
    ).not.toHaveProperty("chat_template_kwargs");
  });

  it("a 3.9 MB image is sent as about 5.2 MB of base64 text, no larger", () => {
    const big = new Uint8Array(MAX_VISION_IMAGE_BYTES - 100_000).fill(7);
    const inputs = visionInputs(DEFAULT_VISION_MODEL, big, "image/jpeg", "p");
    const size = JSON.stringify(inputs).length;
    expect(size).toBeLessThan(big.byteLength * 1.34 + 1000);
  });

  it("reports failures in Dutch with their category, without throwing, and without calling for unusable input", async () => {
    const reported: AiFailure[] = [];
    const failing = await createWorkersAiProvider(
      fakeAi(() => new Error("3040: Capacity temporarily exceeded")),
      {},
      { onFailure: (f) => void reported.push(f) },
    ).describeSlide(png, "image/png");
    expect(failing).toEqual({
      text: "",
      analysed: false,
      error: "de AI-dienst gaf een fout",
      failure: "provider",
    });
    const stalled = await createWorkersAiProvider(
      fakeAi(hanging),
      {},
      { timeouts: { vision: 20 } },
    ).describeSlide(png, "image/png");
    expect(stalled).toEqual({
      text: "",
      analysed: false,
      error: "de AI reageerde niet op tijd",
      failure: "timeout",
    });
    const blank = await createWorkersAiProvider(fakeAi(() => ({ response: "" }))).describeSlide(
      png,
      "image/png",
    );
    expect(blank.failure).toBe("empty");
    expect(reported.map((f) => `${f.task}:${f.category}`)).toEqual(["vision:provider"]);
    const ai = fakeAi(() => ({ response: "x" }));
    const tooLarge = await createWorkersAiProvider(ai).describeSlide(
      new Uint8Array(MAX_VISION_IMAGE_BYTES + 1),
      "image/png",
    );
    expect(tooLarge).toEqual({
      text: "",
      analysed: false,
      error: "afbeelding te groot om door de AI te laten lezen (4,0 MB; maximaal 4,0 MB)",
    });
    expect(MAX_VISION_IMAGE_BYTES).toBe(4 * 1024 * 1024);
    expect((await createWorkersAiProvider(ai).describeSlide(png, "application/pdf")).analysed).toBe(false);
    expect(ai.calls).toHaveLength(0);
  });
});

describe("ping (Settings → AI status → Test)", () => {
  it("makes one short call to the text model; an empty reply, an error or a timeout fail typed", async () => {
    const ai = fakeAi(() => ({ response: "OK" }));
    await createWorkersAiProvider(ai).ping();
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0].model).toBe(DEFAULT_TEXT_MODEL);
    expect(ai.calls[0].inputs.max_tokens).toBe(5);
    expect((await failureOf(createWorkersAiProvider(fakeAi(() => ({ response: "" }))).ping())).category).toBe(
      "empty",
    );
    const removed = await failureOf(
      createWorkersAiProvider(fakeAi(() => new Error("5007: No such model"))).ping(),
    );
    expect([removed.category, removed.task]).toEqual(["config", "test"]);
    expect(
      (await failureOf(createWorkersAiProvider(fakeAi(hanging), {}, { timeouts: { test: 20 } }).ping()))
        .category,
    ).toBe("timeout");
  });
});

describe("the shape of a model's pitch-deck reply", () => {
  const ask = async (reply: string) =>
    (
      await createWorkersAiProvider(fakeAi(() => ({ response: reply }))).answer({
        question: "What is your pricing?",
        context,
        mode: "pitch",
      })
    ).response;

  it("the prompt asks for one or two sentences with the figure, cited, and nothing after them", () => {
    const prompt = systemPrompt("pitch");
    expect(prompt).toContain("one or two sentences that give the figure or the fact itself");
    expect(prompt).toContain("no list of sources and no quoted passages");
    expect(prompt).toContain("Never write a sentence that contradicts");
  });

  it("a refusal gets no passages; a reply that wrote its own sources and passages gets none added", async () => {
    expect(await ask("The pitch deck does not cover the valuation.")).toBe(
      "The pitch deck does not cover the valuation.",
    );
    const own =
      "Starter costs €99 (page 6).\n\n_Source: page 6._\n\n### What the deck says\n\n- **Page 6:** €99";
    expect(await ask(own)).toBe(own);
    // Its own sources line, no passages: the passages are added, not a second sources line.
    const sourced = await ask("Starter costs €99 (page 6).\n\n_Source: page 6._");
    expect(sourced.match(/Sources?:/g)).toHaveLength(1);
    expect(sourced).toContain("### What the deck says");
  });
});
