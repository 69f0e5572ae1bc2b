/**
 * The `local` AI provider: offline, deterministic and honest (docs/architecture.md#ai-providers). It answers by
 * quoting the deck's most relevant passages (BM25) with their slide/page numbers, derives
 * questions from the deck's own key terms, and says so when it cannot do something (it
 * cannot see images). Used in development and tests.
 */
import { answerFromDeck } from "../../domain/deck/answer";
import { type DeckPage, parseDeckText } from "../../domain/deck/chunks";
import { generateInterviewQuestionsFromContext } from "../../domain/deck/interview-questions";
import { indexDeck, type RetrievalIndex } from "../../domain/deck/retrieval";
import { suggestQuestionsFromText } from "../../domain/deck/suggestions";
import { suggestionCheck } from "./suggestion-check";
import type {
  AiProvider,
  AnswerContext,
  AnswerInput,
  AnswerResult,
  SlideDescription,
  SlideMeta,
} from "./types";

/** Said (and stored as the slide's error) when a slide image is described without vision. */
/** Shown to the founder in the documents tab (Dutch): what they can do, not how the server is configured. */
export const LOCAL_VISION_UNAVAILABLE =
  "Afbeeldingen kunnen in deze omgeving niet gelezen worden. Upload je pitch deck als PDF: de tekst daarvan wordt wel gelezen en gebruikt.";

export function resolveContext(context: AnswerContext): {
  pages: readonly DeckPage[];
  notice: string | null;
  documentName: string | null;
  index: RetrievalIndex;
} {
  if (typeof context === "string") {
    const pages = parseDeckText(context);
    return { pages, notice: null, documentName: null, index: indexDeck(pages) };
  }
  return {
    pages: context.pages,
    notice: context.notice,
    documentName: context.documentName,
    index: context.index ?? indexDeck(context.pages),
  };
}

/** A stream that delivers one text and closes. */
export function textStream(text: string): ReadableStream<string> {
  return new ReadableStream<string>({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  });
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024
    ? `${(n / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(n / 1024))} KB`;
}

export function createLocalProvider(): AiProvider {
  async function answer(input: AnswerInput): Promise<AnswerResult> {
    const ctx = resolveContext(input.context);
    if (ctx.notice && ctx.pages.length === 0)
      return { response: ctx.notice, citations: [], fallback: true, kind: "no-context" };
    const result = answerFromDeck(ctx.index, input.question, { history: input.history, mode: input.mode });
    return {
      response: result.response,
      citations: result.citations,
      kind: result.kind,
      ...(result.kind === "no-context" ? { fallback: true } : {}),
    };
  }

  return {
    name: "local",
    answer,
    async answerStream(input) {
      const result = await answer(input);
      return { stream: textStream(result.response), citations: result.citations };
    },
    async suggestQuestions(text, options) {
      return suggestQuestionsFromText(text, options, suggestionCheck(text, options.mode));
    },
    async generateInterviewQuestions(input) {
      return generateInterviewQuestionsFromContext(input);
    },
    async describeSlide(
      bytes: Uint8Array | ArrayBuffer,
      mime: string,
      meta: SlideMeta = {},
    ): Promise<SlideDescription> {
      // Only what is known without looking at the pixels.
      const size = bytes.byteLength;
      const which = meta.slideNumber ? `Slide ${meta.slideNumber}` : "This slide";
      const file = meta.fileName
        ? ` ('${meta.fileName}', ${mime}, ${formatBytes(size)})`
        : ` (${mime}, ${formatBytes(size)})`;
      return {
        text: `${which}${file} has not been analysed: its content is unknown. ${LOCAL_VISION_UNAVAILABLE}`,
        analysed: false,
        error: LOCAL_VISION_UNAVAILABLE,
      };
    },
    async ping() {
      // No model to call: the local provider answers from the deck itself.
    },
  };
}
