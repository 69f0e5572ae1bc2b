/**
 * The reply to a checked question, whole (the form post) or in pieces (the stream): a page
 * quoted, the forecast's cells, or the provider's answer over the deck.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import { describePage, isOnlyPageReference, referencedPage } from "../../domain/deck/chat";
import {
  answerFromWorkbook,
  cellContext,
  enforceCitations,
  type WorkbookAnswer,
} from "../../domain/workbook/answer";
import { AiFailure, type AiProvider, getAiProvider } from "../ai";
import { recordAiFailure } from "../ai/ai-status.server";
import type { PreparedQuestion } from "./chat-checks.server";

/** The provider named by AI_PROVIDER for this request; a failed model call is recorded for the company's AI status. */
export function chatProvider(context: AppLoadContext, companyId: string): AiProvider {
  return getAiProvider(context.cloudflare.env, {
    onFailure: (failure) => recordAiFailure(context.db, companyId, failure),
  });
}

/**
 * 'What does slide 3 say?': a question about one page needs no retrieval — the local
 * provider quotes that page (a model gets the whole deck and the question as asked).
 */
function pageReply(provider: AiProvider, prepared: PreparedQuestion): string | null {
  if (provider.name !== "local" || !isOnlyPageReference(prepared.question)) return null;
  const page = referencedPage(prepared.question, prepared.deck.context.pages);
  return page ? describePage(page).response : null;
}

const answerInput = (prepared: PreparedQuestion) => ({
  question: prepared.question,
  context: prepared.deck.context,
  history: prepared.history,
  mode: prepared.deck.mode,
});

/**
 * A forecast question over a parsed workbook: the cells it resolves to. The local provider's
 * answer is the composed one; a model gets only those cells as context and must keep their
 * citations (checked afterwards); when no cell matches, the workbook's honest 'does not
 * contain' answer is given without asking a model.
 */
function workbookAnswer(prepared: PreparedQuestion): WorkbookAnswer | null {
  return prepared.deck.mode === "forecast" && prepared.deck.workbook
    ? answerFromWorkbook(prepared.deck.workbook, prepared.question)
    : null;
}

const cellInput = (prepared: PreparedQuestion, answer: WorkbookAnswer) => ({
  ...answerInput(prepared),
  context: `Document: ${prepared.deck.context.documentName ?? "(unnamed)"}\n\n${cellContext(answer)}`,
});

const noAnswer = (message: string) => new AiFailure("empty", "answer", message);

/** The reply as a whole (the form post). Throws (an AiFailure) when the provider fails or answers nothing. */
export async function generateReply(provider: AiProvider, prepared: PreparedQuestion): Promise<string> {
  const cells = workbookAnswer(prepared);
  if (cells) {
    if (provider.name === "local" || cells.kind === "not-found") return cells.text;
    const result = await provider.answer(cellInput(prepared, cells));
    if (result.fallback || !result.response.trim())
      throw noAnswer("no model answer over the workbook's cells");
    return enforceCitations(result.response, cells);
  }
  const reply = pageReply(provider, prepared) ?? (await provider.answer(answerInput(prepared))).response;
  if (!reply || !reply.trim()) throw noAnswer("empty reply");
  return reply;
}

/** The same reply as text pieces (the streamed chat); the caller checks the joined text. */
export async function streamReply(
  provider: AiProvider,
  prepared: PreparedQuestion,
): Promise<ReadableStream<string>> {
  const cells = workbookAnswer(prepared);
  if (cells) {
    if (provider.name === "local" || cells.kind === "not-found") return textOnce(cells.text);
    const { stream } = await provider.answerStream(cellInput(prepared, cells));
    return withCitation(stream, cells);
  }
  const page = pageReply(provider, prepared);
  if (page !== null) return textOnce(page);
  return (await provider.answerStream(answerInput(prepared))).stream;
}

function textOnce(text: string): ReadableStream<string> {
  return new ReadableStream<string>({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  });
}

/** A model's streamed reply, with the cell citation appended at the end when it left it out. */
function withCitation(stream: ReadableStream<string>, answer: WorkbookAnswer): ReadableStream<string> {
  let text = "";
  return stream.pipeThrough(
    new TransformStream<string, string>({
      transform(chunk, controller) {
        text += chunk;
        controller.enqueue(chunk);
      },
      flush(controller) {
        const checked = enforceCitations(text, answer);
        if (checked.startsWith(text.trim()) && checked.length > text.trim().length)
          controller.enqueue(checked.slice(text.trim().length));
      },
    }),
  );
}
