/**
 * Storing an exchange: a question with its reply, and the conversation itself with its first
 * question, in one `db.batch` (one transaction), never half an exchange. A question the AI did not
 * answer is stored alone, marked with the failure's category.
 */
import type { Db } from "../../../db";
import { chatConversations, chatMessages } from "../../../db/schema";
import type { AiFailureCategory } from "../../domain/ai/failures";
import { conversationTitle } from "../../domain/deck/chat";
import { AiFailure, toAiFailure } from "../ai";
import type { PreparedQuestion } from "./chat-checks.server";
import type { ChatScope } from "./chat-state.server";

/**
 * Stores a question with its reply in one batch — with the conversation itself when this is
 * its first question. The reply is stored at least a millisecond after the question, so
 * 'oldest first' keeps them in order.
 */
export async function storeExchange(
  db: Db,
  scope: ChatScope,
  prepared: PreparedQuestion,
  reply: string,
  answeredAt = new Date(),
): Promise<void> {
  const asked = prepared.askedAt;
  const answered = new Date(Math.max(answeredAt.getTime(), asked.getTime() + 1));
  await storeMessages(db, scope, prepared, [
    {
      companyId: scope.companyId,
      conversationId: prepared.conversationId,
      content: prepared.question,
      isUser: true,
      createdAt: asked.toISOString(),
    },
    {
      companyId: scope.companyId,
      conversationId: prepared.conversationId,
      content: reply,
      isUser: false,
      createdAt: answered.toISOString(),
    },
  ]);
}

/**
 * A question the AI did not answer: logged, and stored alone with the failure's category (with
 * its conversation when it is the first question) — never with a reply. Answers the category;
 * `stored` is false when even that write failed (logged; the asker sees the same error).
 */
export async function storeUnanswered(
  db: Db,
  scope: ChatScope,
  prepared: PreparedQuestion,
  error: unknown,
): Promise<{ category: AiFailureCategory; stored: boolean }> {
  const failure = toAiFailure(error, "answer");
  // The provider logged the cause of its own failures; anything else is logged here.
  if (!(error instanceof AiFailure)) console.error("chat answer failed", error);
  console.error(
    `chat question not answered (${failure.category}); stored as such in conversation ${prepared.conversationId}`,
  );
  try {
    await storeMessages(db, scope, prepared, [
      {
        companyId: scope.companyId,
        conversationId: prepared.conversationId,
        content: prepared.question,
        isUser: true,
        failure: failure.category,
        createdAt: prepared.askedAt.toISOString(),
      },
    ]);
    return { category: failure.category, stored: true };
  } catch (storeError) {
    console.error("unanswered chat question not stored", storeError);
    return { category: failure.category, stored: false };
  }
}

async function storeMessages(
  db: Db,
  scope: ChatScope,
  prepared: PreparedQuestion,
  rows: (typeof chatMessages.$inferInsert)[],
): Promise<void> {
  const conversationId = prepared.conversationId;
  const messages = db.insert(chatMessages).values(rows);
  if (prepared.conversation) {
    await db.batch([messages]);
    return;
  }
  await db.batch([
    db.insert(chatConversations).values({
      id: conversationId,
      companyId: scope.companyId,
      title: conversationTitle(prepared.question),
      type: scope.type,
      visitorId: scope.owner.kind === "visitor" ? scope.owner.visitorId : null,
      createdBy: scope.owner.kind === "member" ? scope.owner.userId : null,
      createdAt: prepared.askedAt.toISOString(),
    }),
    messages,
  ]);
}
