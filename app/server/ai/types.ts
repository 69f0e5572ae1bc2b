/**
 * The AI layer's one interface. Three providers implement it: `local` (offline,
 * deterministic, extractive — ./local.ts), `workers-ai` (the AI binding — ./workers-ai.ts)
 * and `openai-compatible` (any OpenAI-style chat API — ./openai-compatible.ts).
 * `getAiProvider(env)` (./index.ts) picks one by AI_PROVIDER.
 *
 * Thresholds shared by both (docs/product.md#site-limits): suggested questions read the first 8000
 * characters, 6 are requested and 4 shown, and need ≥ 100 characters of text; interview
 * questions need ≥ 100 characters, else the four fallbacks.
 */
import type { AiFailureCategory } from "../../domain/ai/failures";
import type { ChatMode, ChatTurn, DeckAnswerKind } from "../../domain/deck/answer";
import type { Citation } from "../../domain/deck/chunks";
import type { ChatContext } from "../../domain/deck/context";
import type { InterviewQuestionSet } from "../../domain/deck/interview-questions";
import type { RetrievalIndex } from "../../domain/deck/retrieval";
import type { SuggestedQuestions, SuggestionOptions } from "../../domain/deck/suggestions";
import type { AiFailure, AiTimeouts } from "./failure";

export type { ChatContext, ChatMode, ChatTurn, Citation, InterviewQuestionSet, SuggestedQuestions };

export type AiProviderName = "local" | "workers-ai" | "openai-compatible";

/**
 * What a question is answered over: a chat context (see ~/domain/deck/context: tagged
 * pages, document name, notice) — optionally with a prebuilt retrieval index for those
 * pages — or plain stored text ('--- Page n ---' markers are read as such).
 */
export type AnswerContext =
  string | (Pick<ChatContext, "documentName" | "pages" | "notice"> & { index?: RetrievalIndex });

export type AnswerInput = {
  question: string;
  context: AnswerContext;
  /** Earlier turns, oldest first, without the current question. */
  history?: readonly ChatTurn[];
  mode: ChatMode;
};

export type AnswerResult = {
  response: string;
  /** Pages / slides / sheets the answer quotes or names. */
  citations: Citation[];
  /** True when the response is the context's notice (no deck or forecast to answer from), not an answer. */
  fallback?: boolean;
  /** Local provider: how the deck covered the question. */
  kind?: DeckAnswerKind;
};

export type AnswerStream = {
  /**
   * The answer as text pieces, in order. A model that fails, stalls or writes nothing errors
   * the stream with an AiFailure — before or after some text: the partial answer must be discarded.
   */
  stream: ReadableStream<string>;
  /** Passages the answer is based on (known before streaming starts). */
  citations: Citation[];
};

export type SuggestOptions = SuggestionOptions;

/** What is known about a slide besides its pixels. */
export type SlideMeta = {
  fileName?: string;
  /** 1-based position in the slide order. */
  slideNumber?: number;
};

export type SlideDescription = {
  /** Text for the combined document (only meaningful when `analysed`). */
  text: string;
  /**
   * False when nothing was read from the pixels (local provider, or the vision call
   * failed): the caller must report the slide as 'needs processing' and must not count
   * this text towards the 100-character 'images analysed' threshold.
   */
  analysed: boolean;
  /** Why not, in Dutch (the Documents tab shows it). */
  error?: string;
  /** Set when the model call itself failed. */
  failure?: AiFailureCategory;
};

export interface AiProvider {
  readonly name: AiProviderName;
  /**
   * Answer a question over a deck or forecast. Throws an AiFailure when the model fails, times
   * out or answers with no text: a failure is never returned as if it were an answer.
   */
  answer(input: AnswerInput): Promise<AnswerResult>;
  /** The same, streamed (workers-ai streams tokens; local sends its whole answer at once); fails the same way. */
  answerStream(input: AnswerInput): Promise<AnswerStream>;
  /** 6 questions, 4 shown (rotated by `refresh`), with the fallback chain. Never throws. */
  suggestQuestions(text: string, options: SuggestOptions): Promise<SuggestedQuestions>;
  /** 8–10 questions; the four fallbacks of docs/product.md#founder-interview (usedFallback) when context < 100 characters or generation fails. */
  generateInterviewQuestions(input: {
    companyName: string | null | undefined;
    context: string | null | undefined;
  }): Promise<InterviewQuestionSet>;
  /**
   * Text of one slide image (what it says and shows). Never throws: a failed or impossible
   * description comes back with `analysed: false` (and `error`).
   */
  describeSlide(bytes: Uint8Array | ArrayBuffer, mime: string, meta?: SlideMeta): Promise<SlideDescription>;
  /** One cheap model call (Settings → AI status → Test); throws an AiFailure. The local provider has nothing to call. */
  ping(): Promise<void>;
}

/** How a provider is built: who hears of failed model calls (logged either way), and the deadlines (tests shorten them). */
export type AiProviderOptions = {
  onFailure?: (failure: AiFailure) => void | Promise<void>;
  timeouts?: Partial<AiTimeouts>;
};

/** The part of the Workers AI binding we use (env.AI satisfies it). */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** The env a provider is chosen from (parsed vars plus the AI binding). */
export type AiEnv = {
  AI_PROVIDER?: string;
  AI_TEXT_MODEL?: string;
  AI_VISION_MODEL?: string;
  AI?: unknown;
  /** openai-compatible: the API's base URL (…/v1), model, optional key and vision model. */
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_VISION_MODEL?: string;
};
