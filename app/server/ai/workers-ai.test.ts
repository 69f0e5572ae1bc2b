import { describe, expect, it } from "vitest";
import { formatDeckPages, type DeckPage } from "../../domain/deck/chunks";
import { buildPitchChatContext, NO_DECK_NOTICE } from "../../domain/deck/context";
import { DEMO_DECK_PAGES, expandDeck } from "../../../tests/fixtures/demo-deck";
import { INTERVIEW_FALLBACK_QUESTIONS } from "../../domain/deck/interview-questions";
import { PITCH_FALLBACK_STARTERS } from "../../domain/deck/suggestions";
import type { AiBinding } from "./types";
import {
  AI_TECHNICAL_ISSUES_TEXT,
  AI_TROUBLE_TEXT,
  buildAnswerMessages,
  citationsIn,
  CONTEXT_CHAR_BUDGET,
  createWorkersAiProvider,
  DEFAULT_TEXT_MODEL,
  HISTORY_TURNS,
  MAX_VISION_IMAGE_BYTES,
  RETRIEVED_PAGES,
  selectContextPages,
  sseToText,
} from "./workers-ai";

type Call = { model: string; inputs: Record<string, unknown> };

/** A fake AI binding: records every call and answers with `reply(call)`. No network. */
function fakeAi(reply: (call: Call) => unknown): AiBinding & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async run(model, inputs) {
      const call = { model, inputs };
      calls.push(call);
      const out = reply(call);
      if (out instanceof Error) throw out;
      return out;
    },
  };
}

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
const context = buildPitchChatContext([{ type: "pdf", name: "Adup pitch deck.pdf", extractedText: deckText }]);
const messagesOf = (call: Call) => call.inputs.messages as { role: string; content: string }[];

describe("answer", () => {
  it("sends the model from vars, a system prompt with 'Document: {name}' context, the history and the question", async () => {
    const ai = fakeAi(() => ({ response: "Starter costs €99 per month (page 6)." }));
    const provider = createWorkersAiProvider(ai, { textModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" });
    const history = [
      { role: "user" as const, content: "Hi" },
      { role: "assistant" as const, content: "Hello!" },
    ];
    const result = await provider.answer({ question: "What is your pricing?", context, history, mode: "pitch" });
    expect(result).toEqual({ response: "Starter costs €99 per month (page 6).", citations: [{ source: "page", number: 6, label: "page 6" }] });
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
    const result = await createWorkersAiProvider(ai).answer({ question: "Total revenue?", context: "--- Sheet 1: Revenue ---\nRevenue 2.500", mode: "forecast" });
    expect(ai.calls[0].model).toBe(DEFAULT_TEXT_MODEL);
    expect(messagesOf(ai.calls[0])[0].content).toContain("financial analyst");
    expect(result.citations).toEqual([{ source: "sheet", number: 1, label: "sheet 1 (Revenue)" }]);
  });

  it("maps failures to the product's error texts", async () => {
    const thrown = await createWorkersAiProvider(fakeAi(() => new Error("3040: capacity"))).answer({ question: "Pricing?", context, mode: "pitch" });
    expect(thrown).toEqual({ response: AI_TECHNICAL_ISSUES_TEXT, citations: [], fallback: true });
    expect(AI_TECHNICAL_ISSUES_TEXT).toBe("I'm experiencing technical issues with the investment analysis. Please try again in a moment.");
    const empty = await createWorkersAiProvider(fakeAi(() => ({ response: "  " }))).answer({ question: "Pricing?", context, mode: "pitch" });
    expect(empty).toEqual({ response: AI_TROUBLE_TEXT, citations: [], fallback: true });
    expect(AI_TROUBLE_TEXT).toBe("I'm sorry, I'm having trouble processing your investment analysis right now. Please try again.");
  });

  it("does not call the model without a deck", async () => {
    const ai = fakeAi(() => ({ response: "x" }));
    const result = await createWorkersAiProvider(ai).answer({ question: "Pricing?", context: buildPitchChatContext([]), mode: "pitch" });
    expect(result).toEqual({ response: NO_DECK_NOTICE, citations: [], fallback: true });
    expect(ai.calls).toHaveLength(0);
  });

  it("keeps the last 10 turns of history", () => {
    const history = Array.from({ length: 14 }, (_, i) => ({ role: i % 2 ? ("assistant" as const) : ("user" as const), content: `turn ${i}` }));
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
    expect(citationsIn("See slide 2 and page 6, also pagina 6 and page 99.", DEMO_DECK_PAGES).map((c) => c.label)).toEqual(["page 6"]);
  });
});

describe("answerStream", () => {
  it("asks for a stream and turns the event stream into text", async () => {
    const ai = fakeAi(() => sse(['data: {"response":"Starter "}\n\ndata: {"resp', 'onse":"costs €99"}\n\n', "data: [DONE]\n\n"]));
    const result = await createWorkersAiProvider(ai).answerStream({ question: "What is your pricing?", context, mode: "pitch" });
    expect(ai.calls[0].inputs.stream).toBe(true);
    // The model named no page: the retrieved page it was given is cited after the text.
    expect(await readAll(result.stream)).toMatch(/^Starter costs €99\n\n_Sources?: page 6(, page \d+)?\._$/);
    expect(result.citations[0].label).toBe("page 6");
  });

  it("gives the technical-issues text when the call throws, and the trouble text for an empty stream", async () => {
    const thrown = await createWorkersAiProvider(fakeAi(() => new Error("down"))).answerStream({ question: "Pricing?", context, mode: "pitch" });
    expect(await readAll(thrown.stream)).toBe(AI_TECHNICAL_ISSUES_TEXT);
    const empty = await createWorkersAiProvider(fakeAi(() => sse(["data: [DONE]\n\n"]))).answerStream({ question: "Pricing?", context, mode: "pitch" });
    expect(await readAll(empty.stream)).toBe(AI_TROUBLE_TEXT);
  });

  it("a stream broken after some text errors (no half answer); broken before any text gives the technical-issues text", async () => {
    let n = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(c) {
        if (n++ === 0) c.enqueue(encoder.encode('data: {"response":"Partial"}\n\n'));
        else c.error(new Error("reset"));
      },
    });
    await expect(readAll(sseToText(broken))).rejects.toThrow("reset");
    const dead = new ReadableStream<Uint8Array>({
      pull(c) {
        c.error(new Error("reset"));
      },
    });
    expect(await readAll(sseToText(dead))).toBe(AI_TECHNICAL_ISSUES_TEXT);
  });
});

describe("suggestQuestions", () => {
  it("asks for 6 questions as a JSON array over the first 8000 characters, shows 4", async () => {
    const six = ["What is the CAC?", "How big is the SAM?", "Why agencies?", "What is the churn?", "Who are the competitors?", "What is the burn?"];
    const ai = fakeAi(() => ({ response: `Here are the questions:\n${JSON.stringify(six)}` }));
    const s = await createWorkersAiProvider(ai).suggestQuestions(deckText, { mode: "pitch" });
    expect(s).toEqual({ questions: six, shown: six.slice(0, 4), source: "generated" });
    const user = messagesOf(ai.calls[0])[1].content;
    expect(user).toContain("exactly 6 investor due-diligence questions");
    expect(user).toContain("JSON array");
    expect(user.length).toBeLessThan(8000 + 300);
    expect(user).not.toContain("--- Page 13 ---");
  });

  it("falls back silently to the deck's own checked questions when the model fails or returns no JSON", async () => {
    for (const reply of [() => new Error("x"), () => ({ response: "Sorry." })]) {
      const s = await createWorkersAiProvider(fakeAi(reply)).suggestQuestions(deckText, { mode: "pitch" });
      expect(s.source).toBe("generated");
      expect(s.questions.length).toBeGreaterThanOrEqual(4);
      for (const q of s.questions) expect(PITCH_FALLBACK_STARTERS).not.toContain(q);
    }
    // A forecast keeps the starters as its last resort.
    expect((await createWorkersAiProvider(fakeAi(() => new Error("x"))).suggestQuestions("--- Sheet 1: Revenue ---\n" + "Revenue 2.500 per month for the plan. ".repeat(5), { mode: "forecast" })).source).not.toBe("generated");
  });

  it("shows only questions the deck answers: a model question about something the deck lacks is dropped", async () => {
    const asked = ["What is your pricing?", "What is the CEO's favourite colour?", "What is the weather in Paris?", "Who are the competitors?"];
    const s = await createWorkersAiProvider(fakeAi(() => ({ response: JSON.stringify(asked) }))).suggestQuestions(deckText, { mode: "pitch" });
    expect(s.questions).toContain("What is your pricing?");
    expect(s.questions).toContain("Who are the competitors?");
    expect(s.questions).not.toContain("What is the weather in Paris?");
    expect(s.questions).not.toContain("What is the CEO's favourite colour?");
  });

  it("does not call the model for text under 100 characters", async () => {
    const ai = fakeAi(() => ({ response: "[]" }));
    expect((await createWorkersAiProvider(ai).suggestQuestions("tiny", { mode: "pitch" })).source).toBe("fallback");
    expect(ai.calls).toHaveLength(0);
  });
});

describe("generateInterviewQuestions", () => {
  const items = Array.from({ length: 9 }, (_, i) => ({ question: `Probing question ${i + 1}?`, category: "finances", reasoning: "From the deck." }));

  it("parses the model's questions", async () => {
    const ai = fakeAi(() => ({ response: JSON.stringify(items) }));
    const r = await createWorkersAiProvider(ai).generateInterviewQuestions({ companyName: "Adup Data Agent", context: deckText });
    expect(r.usedFallback).toBe(false);
    expect(r.questions).toHaveLength(9);
    expect(messagesOf(ai.calls[0])[1].content).toContain("Company: Adup Data Agent");
  });

  it("uses the four fallbacks on failure or thin context, without a call for thin context", async () => {
    expect(await createWorkersAiProvider(fakeAi(() => ({ response: "[]" }))).generateInterviewQuestions({ companyName: "A", context: deckText })).toEqual({
      questions: INTERVIEW_FALLBACK_QUESTIONS,
      usedFallback: true,
    });
    const ai = fakeAi(() => ({ response: JSON.stringify(items) }));
    expect((await createWorkersAiProvider(ai).generateInterviewQuestions({ companyName: "A", context: "short" })).usedFallback).toBe(true);
    expect(ai.calls).toHaveLength(0);
  });
});

describe("describeSlide", () => {
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

  it("sends the image bytes in the llama-3.2 vision messages format", async () => {
    const ai = fakeAi(() => ({ response: "Business model and pricing: Starter €99, Growth €249, Scale €599." }));
    const d = await createWorkersAiProvider(ai, { visionModel: "@cf/meta/llama-3.2-11b-vision-instruct" }).describeSlide(png, "image/png", { slideNumber: 6 });
    expect(d).toEqual({ text: "Business model and pricing: Starter €99, Growth €249, Scale €599.", analysed: true });
    const [call] = ai.calls;
    expect(call.model).toBe("@cf/meta/llama-3.2-11b-vision-instruct");
    expect(call.inputs.image).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(messagesOf(call)[0].content).toContain("slide 6 of a startup's investor pitch deck");
    expect(call.inputs.prompt).toBeUndefined();
  });

  it("uses { image, prompt } for other image-to-text models", async () => {
    const ai = fakeAi(() => ({ description: "A bar chart of monthly revenue." }));
    const d = await createWorkersAiProvider(ai, { visionModel: "@cf/llava-hf/llava-1.5-7b-hf" }).describeSlide(png.buffer, "image/png");
    expect(d.analysed).toBe(true);
    expect(ai.calls[0].inputs).toMatchObject({ image: Array.from(png) });
    expect(typeof ai.calls[0].inputs.prompt).toBe("string");
  });

  it("reports failures without throwing and without calling for unusable input", async () => {
    const failing = await createWorkersAiProvider(fakeAi(() => new Error("5016: Prior to using this model, you must submit the prompt 'agree'"))).describeSlide(png, "image/png");
    expect(failing).toEqual({ text: "", analysed: false, error: "5016: Prior to using this model, you must submit the prompt 'agree'" });
    const ai = fakeAi(() => ({ response: "x" }));
    expect((await createWorkersAiProvider(ai).describeSlide(new Uint8Array(MAX_VISION_IMAGE_BYTES + 1), "image/png")).analysed).toBe(false);
    expect((await createWorkersAiProvider(ai).describeSlide(png, "application/pdf")).analysed).toBe(false);
    expect(ai.calls).toHaveLength(0);
  });
});

