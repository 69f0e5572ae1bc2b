/** The admin panel's chat log: the company's conversations, a page at a time, and one with all its messages. */
import { and, count, desc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { chatConversations, chatMessages } from "../../../db/schema";
import { PAGE_SIZE, type Paging, pagingOf } from "../../domain/admin/paging";
import { CHAT_ID, type ConversationType } from "./chat-state.server";
import { type LoggedChatMessage, messageColumns, messageOrder } from "./conversations.server";

/** All of a conversation's messages with the unanswered questions (the admin's chat log). */
function listLoggedMessages(db: Db, companyId: string, conversationId: string): Promise<LoggedChatMessage[]> {
  return db
    .select({ ...messageColumns, failure: chatMessages.failure })
    .from(chatMessages)
    .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.conversationId, conversationId)))
    .orderBy(...messageOrder);
}

export type ConversationListItem = {
  id: string;
  title: string | null;
  type: ConversationType;
  /** The member's user id, or the visitor id of a public conversation. */
  userId: string | null;
  createdAt: string;
  messageCount: number;
  /** Questions the AI did not answer (counted in `messageCount` too). */
  unanswered: number;
};

/** One page of the company's conversations, newest first (docs/product.md#pitch-deck-chat), with their message counts. */
export function conversationPageQuery(db: Db, companyId: string, page: number) {
  // Counted per listed conversation only (the page's rows), each through the conversation index (migration 0018).
  const counted = (column: "conversation_id" | "failure") =>
    sql<number>`(SELECT count(m.${sql.raw(column)}) FROM chat_messages m WHERE m.conversation_id = "chat_conversations"."id" AND m.company_id = ${companyId})`;
  return db
    .select({
      id: chatConversations.id,
      title: chatConversations.title,
      type: chatConversations.type,
      createdBy: chatConversations.createdBy,
      visitorId: chatConversations.visitorId,
      createdAt: chatConversations.createdAt,
      messageCount: counted("conversation_id").mapWith(Number),
      unanswered: counted("failure").mapWith(Number),
    })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId))
    .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

/** One page (PAGE_SIZE, newest first) of the company's conversations with their message counts, and how many there are. */
export async function listConversations(
  db: Db,
  companyId: string,
  requestedPage = 1,
): Promise<{ conversations: ConversationListItem[]; paging: Paging }> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId));
  const paging = pagingOf(total, requestedPage);
  const rows = await conversationPageQuery(db, companyId, paging.page);
  return {
    conversations: rows.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      userId: r.createdBy ?? r.visitorId,
      createdAt: r.createdAt,
      messageCount: r.messageCount,
      unanswered: r.unanswered,
    })),
    paging,
  };
}

/** One of the company's conversations with its messages; null for another company's or a missing id. */
export async function getConversation(db: Db, companyId: string, id: string) {
  if (!id || !CHAT_ID.test(id)) return null;
  const row = await db.query.chatConversations.findFirst({
    where: and(eq(chatConversations.id, id), eq(chatConversations.companyId, companyId)),
  });
  if (!row) return null;
  const messages = await listLoggedMessages(db, companyId, row.id);
  return {
    conversation: {
      id: row.id,
      title: row.title,
      type: row.type,
      userId: row.createdBy ?? row.visitorId,
      createdAt: row.createdAt,
    },
    messages,
  };
}
