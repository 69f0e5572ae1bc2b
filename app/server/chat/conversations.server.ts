/**
 * A scope's conversations and their messages. A conversation is only continued by its owner and
 * every query is scoped by company. A question the AI did not answer is stored marked with its
 * failure: the chat, the history sent with the next question and the answered counts leave it out.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { type ChatConversation, chatConversations, chatMessages } from "../../../db/schema";
import type { AiFailureCategory } from "../../domain/ai/failures";
import { ownValue } from "../../domain/own-keys";
import { type ChatScope, type ChatState, isFreshState, scopeKey } from "./chat-state.server";

const conversationBase = and(
  eq(chatConversations.companyId, sql.placeholder("companyId")),
  eq(chatConversations.type, sql.placeholder("type")),
);
const memberConversations = and(
  conversationBase,
  eq(chatConversations.createdBy, sql.placeholder("owner")),
  isNull(chatConversations.visitorId),
);
const visitorConversations = and(
  conversationBase,
  eq(chatConversations.visitorId, sql.placeholder("owner")),
  isNull(chatConversations.createdBy),
);
const newestOrder = [desc(chatConversations.createdAt), desc(chatConversations.id)];
const latestMemberConversation = (db: Db) =>
  db.query.chatConversations.findFirst({ where: memberConversations, orderBy: newestOrder }).prepare();
const latestVisitorConversation = (db: Db) =>
  db.query.chatConversations.findFirst({ where: visitorConversations, orderBy: newestOrder }).prepare();
const memberConversation = (db: Db) =>
  db.query.chatConversations
    .findFirst({ where: and(memberConversations, eq(chatConversations.id, sql.placeholder("id"))) })
    .prepare();
const visitorConversation = (db: Db) =>
  db.query.chatConversations
    .findFirst({ where: and(visitorConversations, eq(chatConversations.id, sql.placeholder("id"))) })
    .prepare();

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
  const pointer = ownValue(state.cur, scopeKey(scope));
  // After 'Reset Chat', or for a visitor id made for this request: nothing to read.
  if (pointer === "" || (scope.owner.kind === "visitor" && isFreshState(state))) return null;
  const member = scope.owner.kind === "member";
  const values = {
    companyId: scope.companyId,
    type: scope.type,
    owner: scope.owner.kind === "member" ? scope.owner.userId : scope.owner.visitorId,
  };
  const row = pointer
    ? await (member ? memberConversation : visitorConversation)(db).execute({ ...values, id: pointer })
    : await (member ? latestMemberConversation : latestVisitorConversation)(db).execute(values);
  return row ?? null;
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
