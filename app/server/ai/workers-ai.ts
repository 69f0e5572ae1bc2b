/**
 * The `workers-ai` provider: the Workers AI binding (`env.AI.run(model, inputs)`), model
 * names from vars (AI_TEXT_MODEL, AI_VISION_MODEL; defaults in ./models.ts). Streaming answers;
 * the same thresholds and fallback chains as the local provider (they live in app/domain/deck).
 *
 * Every model call has a deadline (./failure.ts). A call that fails, times out or answers with
 * no text throws an `AiFailure` — never a text that could pass for an answer — after it is
 * logged and handed to the provider's `onFailure` (the admin's AI status). Callers decide what
 * a failure means: the chat stores the question as not answered, suggestions and interview
 * questions fall back to their built-in chains, a slide stays 'needs processing'.
 */
import { AI_FAILURE_TEXTS } from "../../copy/ai/status-texts";
import type { AiTask } from "../../domain/ai/failures";
import {
  answerFromDeck,
  type ChatMode,
  type ChatTurn,
  composeReply,
  passagesForPages,
  rankPassagesForModel,
  sourcesLine,
} from "../../domain/deck/answer";
import { type Citation, citationOf, type DeckPage, parseDeckText } from "../../domain/deck/chunks";
import { contextString } from "../../domain/deck/context";
import {
  generateInterviewQuestionsFromContext,
  INTERVIEW_CONTEXT_MIN_CHARS,
  INTERVIEW_FALLBACK_COMPANY,
  INTERVIEW_FALLBACK_QUESTIONS,
  parseInterviewQuestionsJson,
} from "../../domain/deck/interview-questions";
import { replyParts } from "../../domain/deck/reply-parts";
import { analyseQuestion, indexDeck, rankChunks, type RetrievalIndex } from "../../domain/deck/retrieval";
import {
  canSuggestFromText,
  parseQuestionsJson,
  resolveSuggestedQuestions,
  suggestionInput,
  SUGGESTIONS_REQUESTED,
  suggestQuestionsFromText,
} from "../../domain/deck/suggestions";
import type { Language } from "../../domain/deck/text";
import { AI_TIMEOUTS, AiFailure, toAiFailure, withDeadline } from "./failure";
import { textStream } from "./local";
import { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL } from "./models";
import { suggestionCheck } from "./suggestion-check";
import type {
  AiBinding,
  AiProvider,
  AiProviderName,
  AiProviderOptions,
  AnswerContext,
  AnswerInput,
  AnswerResult,
  AnswerStream,
  SlideDescription,
  SlideMeta,
} from "./types";

export { DEFAULT_TEXT_MODEL, DEFAULT_VISION_MODEL };

/** Characters of deck text sent with a question: the retrieved passages, not the whole deck (the model's window is far larger). */
export const CONTEXT_CHAR_BUDGET = 12_000;
/** Earlier turns sent with a question. */
export const HISTORY_TURNS = 10;
export const MAX_ANSWER_TOKENS = 1024;
/**
 * Larger images are not sent. The image travels base64-encoded in a JSON body (about 1.4× its
 * size, a few copies while the request is built): 4 MB keeps a call far inside a 128 MB isolate.
 */
export const MAX_VISION_IMAGE_BYTES = 4 * 1024 * 1024;

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export function systemPrompt(mode: ChatMode): string {
  if (mode === "forecast") {
    return [
      "You are a financial analyst answering questions about a startup's Excel financial forecast.",
      "The context lists each sheet of the workbook with its columns, column totals and rows.",
      "Answer only from that context and name the sheet you use, like '(sheet 2)'. Compute only with numbers from the context and show the calculation.",
      "If the forecast does not contain the answer, say plainly that the forecast does not cover it. Never invent numbers or facts.",
      "Be concise; use Markdown headings, lists and bold where they help.",
    ].join(" ");
  }
  return [
    "You are a venture-capital analyst answering an investor's questions about a startup's pitch deck.",
    "The context holds the deck's passages that match the question, each under its page or slide marker.",
    "Answer only from those passages. Answer in one or two sentences that give the figure or the fact itself (for example: 'ARR was USD 700k in Sep 2020 across 68 clients, 96% net retention (page 12).'), and cite the slide or page you use, like '(slide 3)' or '(page 3)'.",
    "Write nothing after those sentences: no list of sources and no quoted passages, because the deck's passages are shown under your answer.",
    "Never write a sentence that contradicts the figures or facts you give. Say that the deck does not mention something only when no passage mentions it.",
    "If the deck does not contain the answer, say plainly that the pitch deck does not cover it. Never invent numbers, names or facts.",
    "Answer in the language of the question.",
  ].join(" ");
}

/** The model's text from a non-streamed run (Workers AI text models, or OpenAI-style output). */
export function responseText(output: unknown): string {
  if (typeof output === "string") return output.trim();
  if (!output || typeof output !== "object") return "";
  const o = output as {
    response?: unknown;
    description?: unknown;
    choices?: { message?: { content?: unknown } }[];
  };
  if (typeof o.response === "string") return o.response.trim();
  if (typeof o.description === "string") return o.description.trim();
  const content = o.choices?.[0]?.message?.content;
  return typeof content === "string" ? content.trim() : "";
}

type ResolvedContext = {
  pages: readonly DeckPage[];
  documentName: string | null;
  notice: string | null;
  index: RetrievalIndex | undefined;
};

function resolve(context: AnswerContext): ResolvedContext {
  if (typeof context === "string")
    return { pages: parseDeckText(context), documentName: null, notice: null, index: undefined };
  return {
    pages: context.pages,
    documentName: context.documentName,
    notice: context.notice,
    index: context.index,
  };
}

/**
 * The pages sent to the model: all of them when they fit the budget; otherwise the pages
 * most relevant to the question (BM25, the previous question counting half) first, then
 * the rest in deck order while they fit — and sent in deck order. Also returns the pages
 * that matched the question, best first (the stream's citations).
 */
export function selectContextPages(
  pages: readonly DeckPage[],
  question: string,
  options: { history?: readonly ChatTurn[]; budget?: number; index?: RetrievalIndex } = {},
): { pages: DeckPage[]; relevant: DeckPage[] } {
  const budget = options.budget ?? CONTEXT_CHAR_BUDGET;
  const index = options.index ?? indexDeck(pages);
  const previous = [...(options.history ?? [])].reverse().find((t) => t.role === "user")?.content;
  const terms = [...analyseQuestion(question), ...(previous ? analyseQuestion(previous, 0.5) : [])];
  const ranked = rankChunks(index, terms);
  const key = (p: { source: string; number: number }) => `${p.source}:${p.number}`;
  const pageScore = new Map<string, number>();
  for (const r of ranked) if (!pageScore.has(key(r.chunk))) pageScore.set(key(r.chunk), r.score);
  const relevant = [...pages]
    .filter((p) => pageScore.has(key(p)))
    .sort((a, b) => (pageScore.get(key(b)) ?? 0) - (pageScore.get(key(a)) ?? 0));
  const cost = (p: DeckPage) => p.text.length + 24;
  if (pages.reduce((n, p) => n + cost(p), 0) <= budget) return { pages: [...pages], relevant };
  const order = new Map(pages.map((p, i) => [p, i] as const));
  const chosen: { page: DeckPage; at: number }[] = [];
  const taken = new Set<DeckPage>();
  let used = 0;
  for (const p of [...relevant, ...pages]) {
    if (taken.has(p)) continue;
    taken.add(p);
    if (used + cost(p) <= budget) {
      chosen.push({ page: p, at: order.get(p) ?? 0 });
      used += cost(p);
    } else if (chosen.length === 0) {
      // One page larger than the whole budget: send its beginning.
      chosen.push({ page: { ...p, text: p.text.slice(0, budget - 24) }, at: order.get(p) ?? 0 });
      used = budget;
    }
  }
  return { pages: chosen.sort((a, b) => a.at - b.at).map((c) => c.page), relevant };
}

/** Pages of a pitch deck sent with a question: the best retrieved ones. */
export const RETRIEVED_PAGES = 5;

/**
 * The pitch deck's passages for a question: the pages of the best-ranked chunks (the same
 * retrieval the local provider answers from, previous question counting half), at most
 * RETRIEVED_PAGES within the budget, sent in deck order with their page markers.
 */
export function retrievePassagePages(
  pages: readonly DeckPage[],
  question: string,
  options: { history?: readonly ChatTurn[]; budget?: number; index?: RetrievalIndex } = {},
): { pages: DeckPage[]; relevant: DeckPage[] } {
  const budget = options.budget ?? CONTEXT_CHAR_BUDGET;
  const index = options.index ?? indexDeck(pages);
  const previous = [...(options.history ?? [])].reverse().find((t) => t.role === "user")?.content;
  const ranked = rankPassagesForModel(index, question, previous);
  const key = (p: { source: string; number: number }) => `${p.source}:${p.number}`;
  const byKey = new Map(pages.map((p) => [key(p), p] as const));
  const relevant: DeckPage[] = [];
  for (const r of ranked) {
    const page = byKey.get(key(r.chunk));
    if (page && !relevant.includes(page)) relevant.push(page);
    if (relevant.length >= RETRIEVED_PAGES) break;
  }
  const chosen: DeckPage[] = [];
  let used = 0;
  for (const p of relevant) {
    const cost = p.text.length + 24;
    if (used + cost > budget) {
      if (chosen.length === 0) chosen.push({ ...p, text: p.text.slice(0, budget - 24) });
      break;
    }
    chosen.push(p);
    used += cost;
  }
  const order = new Map(pages.map((p, i) => [p, i] as const));
  const inDeckOrder = [...chosen].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { pages: inDeckOrder, relevant };
}

/**
 * Messages for a question: system prompt with 'Document: {name}' context, recent history, the
 * question. A pitch deck's context is its retrieved passages; a forecast's, its sheets.
 */
export function buildAnswerMessages(
  input: AnswerInput,
  options: { budget?: number } = {},
): { messages: ChatMessage[]; pages: DeckPage[]; relevant: DeckPage[]; index: RetrievalIndex } {
  const ctx = resolve(input.context);
  const select = input.mode === "pitch" ? retrievePassagePages : selectContextPages;
  const index = ctx.index ?? indexDeck(ctx.pages);
  const { pages, relevant } = select(ctx.pages, input.question, {
    history: input.history,
    budget: options.budget,
    index,
  });
  const history = (input.history ?? [])
    .filter((t) => t.content.trim())
    .slice(-HISTORY_TURNS)
    .map((t): ChatMessage => ({ role: t.role, content: t.content }));
  const context = contextString({ documentName: ctx.documentName, pages });
  return {
    messages: [
      { role: "system", content: `${systemPrompt(input.mode)}\n\nContext:\n${context}` },
      ...history,
      { role: "user", content: input.question },
    ],
    pages,
    relevant,
    index,
  };
}

/** Slides / pages / sheets a response names ('slide 3', 'pagina 4'), that exist in the context. */
export function citationsIn(text: string, pages: readonly DeckPage[]): Citation[] {
  const words: Record<string, DeckPage["source"]> = {
    slide: "slide",
    slides: "slide",
    dia: "slide",
    page: "page",
    pages: "page",
    pagina: "page",
    sheet: "sheet",
    blad: "sheet",
  };
  const out: Citation[] = [];
  for (const m of text.matchAll(/\b(slides?|dia|pages?|pagina|sheet|blad)\s+(\d{1,4})\b/gi)) {
    const source = words[m[1].toLowerCase()];
    const page = pages.find((p) => p.source === source && p.number === Number(m[2]) && !p.untagged);
    if (page && !out.some((c) => c.source === page.source && c.number === page.number))
      out.push(citationOf(page));
  }
  return out;
}

/**
 * A Workers AI event stream (`data: {"response":"…"}` lines, or OpenAI-style deltas, then
 * `data: [DONE]`) as a stream of text pieces. It errors with an AiFailure (made by `fail`) when
 * the source breaks, when no piece comes within `idleMs` or the whole takes longer than
 * `totalMs` (timeout), or when it ends without any text (empty) — the caller must then keep
 * nothing of what it read.
 */
export function sseToText(
  source: ReadableStream<Uint8Array>,
  options: { idleMs?: number; totalMs?: number; fail?: (error: unknown) => Promise<AiFailure> } = {},
): ReadableStream<string> {
  const idleMs = options.idleMs ?? AI_TIMEOUTS.streamIdle;
  const totalMs = options.totalMs ?? AI_TIMEOUTS.streamTotal;
  const fail = options.fail ?? (async (error: unknown) => toAiFailure(error, "answer"));
  const reader = source.getReader();
  const decoder = new TextDecoder();
  const startedAt = Date.now();
  let buffer = "";
  let produced = false;
  let done = false;
  const pieces = (line: string): string[] => {
    const trimmed = line.trim();
    if (!trimmed.startsWith("data:")) return [];
    const payload = trimmed.slice(5).trim();
    if (payload === "[DONE]") {
      done = true;
      return [];
    }
    let data: { response?: unknown; choices?: { delta?: { content?: unknown } }[] };
    try {
      data = JSON.parse(payload) as typeof data;
    } catch {
      return []; // a line that is not JSON (keep-alive, comment) carries no text
    }
    const text = typeof data.response === "string" ? data.response : data.choices?.[0]?.delta?.content;
    return typeof text === "string" && text.length > 0 ? [text] : [];
  };
  async function readWithin() {
    const left = Math.min(idleMs, totalMs - (Date.now() - startedAt));
    if (left <= 0)
      throw new AiFailure("timeout", "answer", `the streamed answer did not end within ${totalMs} ms`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AiFailure("timeout", "answer", `no streamed text for ${left} ms`)),
        left,
      );
    });
    try {
      return await Promise.race([reader.read(), expired]);
    } finally {
      clearTimeout(timer);
    }
  }
  return new ReadableStream<string>({
    async pull(controller) {
      try {
        while (true) {
          if (done) {
            if (!produced) throw new AiFailure("empty", "answer", "the model streamed no text");
            controller.close();
            await reader.cancel().catch(() => undefined);
            return;
          }
          const { value, done: ended } = await readWithin();
          if (ended) {
            buffer += decoder.decode();
            done = true;
          } else buffer += decoder.decode(value, { stream: true });
          const lines = buffer.split(/\r?\n/);
          buffer = ended ? "" : (lines.pop() ?? "");
          const out = lines.flatMap(pieces);
          if (out.length > 0) {
            produced = true;
            for (const piece of out) controller.enqueue(piece);
            return;
          }
        }
      } catch (error) {
        await reader.cancel(error).catch(() => undefined);
        controller.error(await fail(error));
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
    },
  });
}

function isReadableStream(value: unknown): value is ReadableStream<Uint8Array> {
  return typeof ReadableStream !== "undefined" && value instanceof ReadableStream;
}

export function suggestionMessages(text: string, mode: ChatMode, language: Language = "en"): ChatMessage[] {
  const what = mode === "forecast" ? "financial forecast" : "pitch deck";
  const inDutch = language === "nl" ? " Write the questions in Dutch." : "";
  return [
    {
      role: "system",
      content: `You are an experienced venture-capital investor doing due diligence. You write short, specific questions an investor would ask about a startup's ${what}, based only on its content.`,
    },
    {
      role: "user",
      content: `Write exactly ${SUGGESTIONS_REQUESTED} investor due-diligence questions about this ${what}. Return only a JSON array of ${SUGGESTIONS_REQUESTED} strings, nothing else.${inDutch}\n\n${suggestionInput(text)}`,
    },
  ];
}

export function interviewMessages(companyName: string, context: string): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You are an experienced venture-capital investor preparing a due-diligence interview with a startup's founders. You ask specific, probing questions grounded in the company's material.",
    },
    {
      role: "user",
      content: [
        `Company: ${companyName}`,
        "",
        "Material:",
        suggestionInput(context),
        "",
        "Write 8 to 10 due-diligence questions for the founders. Return only a JSON array of objects with the keys",
        '"question", "category" (one of business-model, market, traction, competition, go-to-market, finances, team, product, strategy, risks)',
        'and "reasoning" (one sentence: why an investor asks this, based on the material).',
      ].join("\n"),
    },
  ];
}

export const VISION_PROMPT = (slideNumber?: number) =>
  [
    `This image is ${slideNumber ? `slide ${slideNumber}` : "a slide"} of a startup's investor pitch deck.`,
    "First transcribe all readable text on the slide exactly, in its own language.",
    "Then briefly describe the charts, tables, numbers and diagrams it shows.",
    "Report only what is visible; do not guess or add information.",
  ].join(" ");

/** Bytes as base64, in chunks (no spread of a whole image onto the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The vision call's inputs: an OpenAI-style user message with a text part and the image as a
 * base64 data URI (Gemma 3/4, Mistral Small 3.1, Llama 4 Scout on Workers AI), or
 * `{ image: base64, prompt }` for UForm's image-to-text model. Never a number array.
 */
export function visionInputs(
  model: string,
  bytes: Uint8Array,
  mime: string,
  prompt: string,
): Record<string, unknown> {
  const data = toBase64(bytes);
  if (model.startsWith("@cf/unum/uform")) return { image: data, prompt, max_tokens: MAX_ANSWER_TOKENS };
  return {
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: prompt },
          { type: "image_url", image_url: { url: `data:${mime};base64,${data}` } },
        ],
      },
    ],
    max_tokens: MAX_ANSWER_TOKENS,
    // Gemma 4 reasons before it answers unless told not to: a transcription needs no reasoning tokens.
    ...(/gemma-4/.test(model) ? { chat_template_kwargs: { enable_thinking: false } } : {}),
  };
}

/**
 * A chat-completion model behind a provider: the Workers AI binding or an OpenAI-compatible
 * HTTP API (./openai-compatible.ts). Outputs are read by `responseText` / `sseToText`,
 * which understand both formats. `signal` aborts the call at its deadline.
 */
export type ModelCallOptions = { maxTokens: number; signal: AbortSignal };
export interface ChatModel {
  complete(messages: readonly ChatMessage[], options: ModelCallOptions): Promise<unknown>;
  /** A streamed completion: an SSE byte stream (or a whole output, read like `complete`'s). */
  stream(messages: readonly ChatMessage[], options: ModelCallOptions): Promise<unknown>;
  /** Text of an image (what a slide says and shows); absent when the model cannot see images. */
  describeImage?(
    bytes: Uint8Array,
    mime: string,
    prompt: string,
    options: { signal: AbortSignal },
  ): Promise<unknown>;
  /** Said (as the slide's error) when `describeImage` is absent. */
  visionUnavailable?: string;
}

/** A model that cannot be called (a missing binding): every call fails as 'config', honestly and logged. */
export function unavailableModel(reason: string): ChatModel {
  const refuse = async (): Promise<never> => {
    throw new AiFailure("config", null, reason);
  };
  return { complete: refuse, stream: refuse, describeImage: refuse };
}

/** The opening of a model's reply that says the deck does not cover the question. */
const MODEL_REFUSAL =
  /\b(?:doesn't|does not|don't|do not|cannot|can't|isn't|is not)\b[^.\n]{0,60}\b(?:cover|say|mention|contain|give|state|include)|\bnot (?:covered|mentioned|in the (?:pitch )?deck)\b/i;

/**
 * What follows a model's pitch-deck answer, so it has the local answer's shape: the sources
 * line (the pages it cites, else the two best retrieved pages it was given) and the passages of
 * those pages that bear on the question, quoted from the deck (app/domain/deck/answer.ts's
 * `passagesForPages`). Nothing after a refusal that cites no page, and no second sources line
 * or passages when the model wrote them itself.
 */
export function modelReplyTail(
  text: string,
  question: string,
  context: { pages: readonly DeckPage[]; relevant: readonly DeckPage[]; index: RetrievalIndex },
): string {
  const { pages, relevant, index } = context;
  const own = replyParts(text);
  if (own.passages) return "";
  const cited = citationsIn(text, pages);
  const first = text.trim().split(/\n\s*\n/)[0] ?? "";
  if (cited.length === 0 && MODEL_REFUSAL.test(first)) return "";
  const sources =
    cited.length > 0
      ? cited
      : relevant
          .filter((p) => pages.includes(p) && !p.untagged)
          .slice(0, 2)
          .map(citationOf);
  if (sources.length === 0) return "";
  const tail = composeReply(
    "",
    own.sources.length > 0 ? "" : sourcesLine(sources),
    passagesForPages(index, question, sources),
  );
  return tail ? `\n\n${tail}` : "";
}

/** A stream with `tail(text so far)` appended when it ends (nothing when `tail` returns ""). */
function withTail(source: ReadableStream<string>, tail: (text: string) => string): ReadableStream<string> {
  const reader = source.getReader();
  let text = "";
  let ended = false;
  return new ReadableStream<string>({
    async pull(controller) {
      if (ended) return;
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        const extra = tail(text);
        if (extra) controller.enqueue(extra);
        controller.close();
        return;
      }
      text += value;
      controller.enqueue(value);
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
    },
  });
}

/** The local provider's verdict for a pitch question: 'not-covered' answers without a model call. */
function notCoveredLocally(input: AnswerInput): AnswerResult | null {
  if (input.mode !== "pitch") return null;
  const ctx = resolve(input.context);
  const local = answerFromDeck(ctx.index ?? indexDeck(ctx.pages), input.question, {
    history: input.history,
    mode: "pitch",
  });
  return local.kind === "not-covered" ? { response: local.response, citations: [], kind: local.kind } : null;
}

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;

/** The note of an image over MAX_VISION_IMAGE_BYTES (Dutch: the Documents tab shows it). */
export const visionTooLarge = (bytes: number) =>
  `afbeelding te groot om door de AI te laten lezen (${megabytes(bytes)}; maximaal ${megabytes(MAX_VISION_IMAGE_BYTES)})`;

/** A provider over a chat model: the workers-ai and openai-compatible providers. */
export function createModelProvider(
  name: AiProviderName,
  model: ChatModel,
  options: AiProviderOptions = {},
): AiProvider {
  const timeouts = { ...AI_TIMEOUTS, ...options.timeouts };

  /** Logs a failed call and hands it to `onFailure`; answers the typed failure to throw. */
  async function fail(error: unknown, task: AiTask): Promise<AiFailure> {
    const failure = toAiFailure(error, task);
    console.error(
      `AI ${task} failed (${failure.category}, provider ${name}): ${failure.message}`,
      failure.cause ?? "",
    );
    if (options.onFailure) {
      try {
        await options.onFailure(failure);
      } catch (recordError) {
        console.error("AI failure not recorded", recordError);
      }
    }
    return failure;
  }

  /** One model call within its task's deadline; its text, or an AiFailure (also for no text). */
  async function complete(task: AiTask, run: (signal: AbortSignal) => Promise<unknown>): Promise<string> {
    let output: unknown;
    try {
      output = await withDeadline(task, timeouts[task], run);
    } catch (error) {
      throw await fail(error, task);
    }
    const text = responseText(output);
    if (!text) throw await fail(new AiFailure("empty", task, "the model answered with no text"), task);
    return text;
  }

  /** A failure already logged by `fail` stays quiet; anything else thrown on the way is logged here. */
  const logUnexpected = (error: unknown, task: AiTask) => {
    if (!(error instanceof AiFailure)) console.error(`AI ${task}: unexpected error`, error);
  };

  function noContext(input: AnswerInput): AnswerResult | null {
    const ctx = resolve(input.context);
    if (ctx.pages.length > 0) return null;
    const notice =
      ctx.notice ??
      (input.mode === "forecast"
        ? "No Excel forecast available. Please upload the Excel forecast in the admin panel first."
        : "No pitch deck available. Please upload pitch deck images or PDF first.");
    return { response: notice, citations: [], fallback: true };
  }

  return {
    name,

    async answer(input) {
      const empty = noContext(input);
      if (empty) return empty;
      // Nothing in the deck matches: say so plainly rather than let a model improvise.
      const refused = notCoveredLocally(input);
      if (refused) return refused;
      const { messages, pages, relevant, index } = buildAnswerMessages(input);
      const text = await complete("answer", (signal) =>
        model.complete(messages, { maxTokens: MAX_ANSWER_TOKENS, signal }),
      );
      const response =
        input.mode === "pitch"
          ? text + modelReplyTail(text, input.question, { pages, relevant, index })
          : text;
      return { response, citations: citationsIn(response, pages) };
    },

    async answerStream(input): Promise<AnswerStream> {
      const empty = noContext(input);
      if (empty) return { stream: textStream(empty.response), citations: [] };
      const refused = notCoveredLocally(input);
      if (refused) return { stream: textStream(refused.response), citations: [] };
      const { messages, pages, relevant, index } = buildAnswerMessages(input);
      const citations = relevant.slice(0, 3).map(citationOf);
      const cite = (stream: ReadableStream<string>) =>
        input.mode === "pitch"
          ? withTail(stream, (text) => modelReplyTail(text, input.question, { pages, relevant, index }))
          : stream;
      let output: unknown;
      try {
        output = await withDeadline("answer", timeouts.answer, (signal) =>
          model.stream(messages, { maxTokens: MAX_ANSWER_TOKENS, signal }),
        );
      } catch (error) {
        throw await fail(error, "answer");
      }
      if (isReadableStream(output)) {
        return {
          stream: cite(
            sseToText(output, {
              idleMs: timeouts.streamIdle,
              totalMs: timeouts.streamTotal,
              fail: (error) => fail(error, "answer"),
            }),
          ),
          citations,
        };
      }
      const text = responseText(output);
      if (!text)
        throw await fail(new AiFailure("empty", "answer", "the model answered with no text"), "answer");
      return { stream: cite(textStream(text)), citations };
    },

    async suggestQuestions(text, options) {
      const answerable = suggestionCheck(text, options.mode);
      if (!canSuggestFromText(suggestionInput(text ?? "")))
        return resolveSuggestedQuestions(null, text ?? "", options, answerable);
      let generated: string[] | null = null;
      try {
        const reply = await complete("suggestions", (signal) =>
          model.complete(suggestionMessages(text, options.mode, options.language), {
            maxTokens: 512,
            signal,
          }),
        );
        generated = parseQuestionsJson(reply)?.slice(0, SUGGESTIONS_REQUESTED) ?? null;
      } catch (error) {
        logUnexpected(error, "suggestions"); // the fallback chain follows (docs/product.md#suggested-questions)
      }
      // The model failed: the deck's own key-term questions (checked the same way) rather than none.
      if (!generated && answerable) return suggestQuestionsFromText(text, options, answerable);
      return resolveSuggestedQuestions(generated, text, options, answerable);
    },

    async generateInterviewQuestions(input) {
      const context = (input.context ?? "").trim();
      if (context.length < INTERVIEW_CONTEXT_MIN_CHARS) return generateInterviewQuestionsFromContext(input);
      try {
        const reply = await complete("interview", (signal) =>
          model.complete(
            interviewMessages(input.companyName?.trim() || INTERVIEW_FALLBACK_COMPANY, context),
            { maxTokens: 1536, signal },
          ),
        );
        const parsed = parseInterviewQuestionsJson(reply);
        if (parsed) return { questions: parsed, usedFallback: false };
      } catch (error) {
        logUnexpected(error, "interview"); // the four fallbacks follow (docs/product.md#founder-interview)
      }
      return { questions: [...INTERVIEW_FALLBACK_QUESTIONS], usedFallback: true };
    },

    async describeSlide(
      bytes: Uint8Array | ArrayBuffer,
      mime: string,
      meta: SlideMeta = {},
    ): Promise<SlideDescription> {
      const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      if (!mime.startsWith("image/"))
        return { text: "", analysed: false, error: `geen afbeelding (${mime})` };
      if (!model.describeImage) {
        const error = model.visionUnavailable ?? "this AI provider cannot describe images";
        return { text: "", analysed: false, error };
      }
      if (data.byteLength > MAX_VISION_IMAGE_BYTES) {
        return { text: "", analysed: false, error: visionTooLarge(data.byteLength) };
      }
      const describeImage = model.describeImage.bind(model);
      try {
        const text = await complete("vision", (signal) =>
          describeImage(data, mime, VISION_PROMPT(meta.slideNumber), { signal }),
        );
        return { text, analysed: true };
      } catch (error) {
        logUnexpected(error, "vision");
        const failure = toAiFailure(error, "vision");
        return {
          text: "",
          analysed: false,
          error: AI_FAILURE_TEXTS[failure.category],
          failure: failure.category,
        };
      }
    },

    async ping() {
      await complete("test", (signal) =>
        model.complete([{ role: "user", content: "Reply with the single word OK." }], {
          maxTokens: 5,
          signal,
        }),
      );
    },
  };
}

export function createWorkersAiProvider(
  ai: AiBinding,
  models: { textModel?: string; visionModel?: string } = {},
  options: AiProviderOptions = {},
): AiProvider {
  const textModel = models.textModel || DEFAULT_TEXT_MODEL;
  const visionModel = models.visionModel || DEFAULT_VISION_MODEL;
  return createModelProvider(
    "workers-ai",
    {
      complete: (messages, { maxTokens, signal }) =>
        ai.run(textModel, { messages, max_tokens: maxTokens }, { signal }),
      stream: (messages, { maxTokens, signal }) =>
        ai.run(textModel, { messages, max_tokens: maxTokens, stream: true }, { signal }),
      describeImage: (bytes, mime, prompt, { signal }) =>
        ai.run(visionModel, visionInputs(visionModel, bytes, mime, prompt), { signal }),
    },
    options,
  );
}
