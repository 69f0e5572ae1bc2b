/**
 * The checks of a question before anything is asked or stored (docs/product.md#chat-answers-and-errors):
 * its length, a deck to answer from, and the conversation it continues with its recent turns.
 */
import type { Db } from "../../../db";
import type { ChatConversation } from "../../../db/schema";
import { CHAT_TEXTS, questionRefusal } from "../../copy/deck/chat-texts";
import { FORECAST_CHAT_TEXTS } from "../../copy/deck/forecast-chat-texts";
import { HISTORY_TURNS, validateQuestion } from "../../domain/deck/chat";
import { type DeckState, loadChatSource } from "./chat-source.server";
import type { ChatScope, ChatState } from "./chat-state.server";
import { getCurrentConversation, listMessages } from "./conversations.server";

export type AskRefusal = {
  ok: false;
  status: 400 | 409;
  reason: "empty" | "too-long" | "no-deck";
  message: string;
};

export type AskOutcome =
  | { ok: true; conversationId: string; reply: string }
  | AskRefusal
  /** `conversationId`: the conversation the unanswered question was logged in (null when even that failed). */
  | { ok: false; status: 502; reason: "ai-failed"; message: string; conversationId: string | null };

/** A question that passed the checks, with what answering and storing it need. */
export type PreparedQuestion = {
  question: string;
  deck: DeckState;
  /** The conversation it continues, or null: it starts `conversationId` (stored with the reply). */
  conversation: ChatConversation | null;
  conversationId: string;
  history: { role: "user" | "assistant"; content: string }[];
  askedAt: Date;
};

/** The refusal when the AI gives no usable reply (docs/product.md#chat-answers-and-errors); the page shows its own error texts. */
export const AI_FAILED = {
  ok: false,
  status: 502,
  reason: "ai-failed",
  message: CHAT_TEXTS.publicErrorDescription,
} as const;

/**
 * The checks of docs/product.md#chat-answers-and-errors and the context of a question: validation (empty, too long), a usable deck,
 * the scope's current conversation and its recent turns. Reads only; stores nothing.
 */
export async function prepareQuestion(
  db: Db,
  scope: ChatScope,
  state: ChatState,
  rawQuestion: unknown,
  deck?: DeckState,
  files?: R2Bucket,
): Promise<{ ok: true; prepared: PreparedQuestion } | AskRefusal> {
  const check = validateQuestion(rawQuestion);
  if (!check.ok)
    return { ok: false, status: 400, reason: check.reason, message: questionRefusal(check.reason) };
  const current = deck ?? (await loadChatSource(db, scope, files, check.question));
  if (!current.answerable) {
    return {
      ok: false,
      status: 409,
      reason: "no-deck",
      message:
        current.mode === "forecast" ? FORECAST_CHAT_TEXTS.noFileDescription : CHAT_TEXTS.noDeckDescription,
    };
  }
  const conversation = await getCurrentConversation(db, scope, state);
  const previous = conversation ? await listMessages(db, scope.companyId, conversation.id) : [];
  const history = previous
    .slice(-HISTORY_TURNS * 2)
    .map((m) => ({ role: m.isUser ? ("user" as const) : ("assistant" as const), content: m.content }));
  return {
    ok: true,
    prepared: {
      question: check.question,
      deck: current,
      conversation,
      conversationId: conversation?.id ?? crypto.randomUUID(),
      history,
      askedAt: new Date(),
    },
  };
}
