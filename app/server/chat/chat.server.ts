/**
 * The pitch deck and forecast chats (docs/product.md#pitch-deck-chat): one chat object per
 * request (`createChat`) that a chat page's loader, its form post without JavaScript and the
 * stream all use. Its parts: whose chat it is (chat-state), the conversations (conversations),
 * what it answers from (chat-source), the checks (chat-checks), the reply (chat-reply) and the
 * storing (chat-store).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import type { Db } from "../../../db";
import type { ChatErrorTexts } from "../../copy/deck/chat-texts";
import type { AiProvider } from "../ai";
import { AI_FAILED, type AskOutcome, type PreparedQuestion, prepareQuestion } from "./chat-checks.server";
import { chatProvider, generateReply, streamReply } from "./chat-reply.server";
import type { DeckState } from "./chat-source.server";
import { type ChatScope, type ChatState, chatStateCookie, resetChat, withCurrent } from "./chat-state.server";
import { storeExchange, storeUnanswered } from "./chat-store.server";

/**
 * A question: validated (docs/product.md#chat-answers-and-errors), answered from the deck (its context: docs/product.md#deck-readiness), then stored with its
 * reply in one batch — with the conversation itself when this is its first question. A refusal
 * stores nothing; an AI failure stores the question alone, marked as not answered.
 */
export async function askQuestion(
  db: Db,
  provider: AiProvider,
  scope: ChatScope,
  state: ChatState,
  rawQuestion: unknown,
  deck?: DeckState,
  files?: R2Bucket,
): Promise<AskOutcome> {
  const ready = await prepareQuestion(db, scope, state, rawQuestion, deck, files);
  if (!ready.ok) return ready;
  const { prepared } = ready;
  let reply: string;
  try {
    reply = await generateReply(provider, prepared);
  } catch (error) {
    const { stored } = await storeUnanswered(db, scope, prepared, error);
    return { ...AI_FAILED, conversationId: stored ? prepared.conversationId : null };
  }
  await storeExchange(db, scope, prepared, reply, new Date(prepared.askedAt.getTime() + 1));
  return { ok: true, conversationId: prepared.conversationId, reply };
}

/**
 * One chat of one request: whose it is (its scope and the browser's cookie state), the provider
 * that answers, the page's error texts. A page's loader reads through it, and both ways of asking
 * — the form post without JavaScript (chat-page.server.ts) and the stream (chat-stream.server.ts)
 * — take the same checks, reply and storing from it.
 */
export function createChat(
  request: Request,
  context: AppLoadContext,
  scope: ChatScope,
  state: ChatState,
  texts: ChatErrorTexts,
  provider: AiProvider = chatProvider(context, scope.companyId),
) {
  const db = context.db;
  const files = context.cloudflare.env.FILES;
  return {
    request,
    context,
    db,
    files,
    scope,
    state,
    provider,
    texts,
    /** The checks and context of a question (reads only). */
    prepare: (raw: unknown) => prepareQuestion(db, scope, state, raw, undefined, files),
    /** A question asked and answered as a whole, and stored (the form post). */
    ask: (raw: unknown) => askQuestion(db, provider, scope, state, raw, undefined, files),
    /** The reply as text pieces (the stream). */
    streamReply: (prepared: PreparedQuestion) => streamReply(provider, prepared),
    store: (prepared: PreparedQuestion, reply: string) => storeExchange(db, scope, prepared, reply),
    storeUnanswered: (prepared: PreparedQuestion, error: unknown) =>
      storeUnanswered(db, scope, prepared, error),
    /** The Set-Cookie that makes a conversation the scope's current one. */
    keepCookie: (conversationId: string) =>
      chatStateCookie(request, context, withCurrent(state, scope, conversationId)),
    /** The Set-Cookie of 'Reset Chat'. */
    resetCookie: () => chatStateCookie(request, context, resetChat(state, scope)),
  };
}

export type Chat = ReturnType<typeof createChat>;
