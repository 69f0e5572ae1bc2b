/**
 * A scope's conversations and their messages. A conversation is only continued by its owner and
 * every query is scoped by company. A question the AI did not answer is stored marked with its
 * failure: the chat, the history sent with the next question and the answered counts leave it out.
 */
import { and, asc, desc, eq, isNull } from "drizzle-orm";

import type { Db } from "../../../db";
import { type ChatConversation, chatConversations, chatMessages } from "../../../db/schema";
import type { AiFailureCategory } from "../../domain/ai/failures";
import { ownValue } from "../../domain/own-keys";
import { type ChatScope, type ChatState, isFreshState, scopeKey } from "./chat-state.server";

const newestOrder = [desc(chatConversations.createdAt), desc(chatConversations.id)];

/**
 * The current conversation of a scope, or null when there is none yet (it is created with
 * the first question). Without a pointer in the cookie it is the owner's latest one; after a
 * reset (pointer '') there is none.
 */
export async function getCurrentConversation(
  db: Db,
  scope: ChatScope,
  state: ChatState,
): Promise<ChatConversation | null> {
  const query = currentConversationQuery(db, scope, state);
  return query ? ((await query)[0] ?? null) : null;
}

/**
 * The query of getCurrentConversation (a page may run it in its own D1 batch): at most one row;
 * null when nothing is to be read. A plain select: drizzle's relational findFirst fails inside a
 * D1 batch when no row matches.
 */
export function currentConversationQuery(db: Db, scope: ChatScope, state: ChatState) {
  const pointer = ownValue(state.cur, scopeKey(scope));
  // After 'Reset Chat', or for a visitor id made for this request: nothing to read.
  if (pointer === "" || (scope.owner.kind === "visitor" && isFreshState(state))) return null;
  const owner =
    scope.owner.kind === "member"
      ? and(eq(chatConversations.createdBy, scope.owner.userId), isNull(chatConversations.visitorId))
      : and(eq(chatConversations.visitorId, scope.owner.visitorId), isNull(chatConversations.createdBy));
  const where = and(
    eq(chatConversations.companyId, scope.companyId),
    eq(chatConversations.type, scope.type),
    owner,
    pointer ? eq(chatConversations.id, pointer) : undefined,
  );
  return db
    .select()
    .from(chatConversations)
    .where(where)
    .orderBy(...newestOrder)
    .limit(1);
}

export type ChatMessageView = { id: string; content: string; isUser: boolean; createdAt: string };
/** A message of the admin's chat log: a question the AI did not answer carries why. */
export type LoggedChatMessage = ChatMessageView & { failure: AiFailureCategory | null };

/** The columns of a message as the chat and the admin's chat log show it. */
export const messageColumns = {
  id: chatMessages.id,
  content: chatMessages.content,
  isUser: chatMessages.isUser,
  createdAt: chatMessages.createdAt,
};
export const messageOrder = [asc(chatMessages.createdAt), asc(chatMessages.isUser), asc(chatMessages.id)];

/**
 * A conversation's answered exchanges, oldest first (docs/product.md#pitch-deck-chat), of the
 * company's own conversation only: what the chat shows and the history a question is sent with.
 */
export async function listMessages(
  db: Db,
  companyId: string,
  conversationId: string,
): Promise<ChatMessageView[]> {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.companyId, companyId),
        eq(chatMessages.conversationId, conversationId),
        isNull(chatMessages.failure),
      ),
    )
    .orderBy(...messageOrder);
}
