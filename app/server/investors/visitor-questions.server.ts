import { and, asc, eq, gte, inArray, isNotNull, type SQL, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { chatConversations, chatMessages } from "../../../db/schema";
import type { QuestionRow } from "../../domain/investors/activity";

/**
 * The questions the company's visitors asked in their chats, each with the reply that followed
 * it (null when none did), in conversation order: the one read behind the Investors tab, the
 * activity digest and an investor's data export. `since`, `visitorIds` (or the subquery
 * `visitorsIn`) and `pitchDeckOnly` narrow it.
 */
export async function visitorQuestions(
  db: Db,
  companyId: string,
  narrow: QuestionsNarrowing = {},
): Promise<QuestionRow[]> {
  return questionsFrom(await visitorQuestionsQuery(db, companyId, narrow));
}

type QuestionsNarrowing = {
  since?: string;
  visitorIds?: string[];
  visitorsIn?: SQL;
  pitchDeckOnly?: boolean;
};

/** visitorQuestions' statement, for a page's own D1 batch (its rows read with questionsFrom). */
export function visitorQuestionsQuery(db: Db, companyId: string, narrow: QuestionsNarrowing = {}) {
  const where: (SQL | undefined)[] = [
    eq(chatMessages.companyId, companyId),
    eq(chatConversations.companyId, companyId),
    isNotNull(chatConversations.visitorId),
    narrow.pitchDeckOnly ? eq(chatConversations.type, "pitch-deck") : undefined,
    narrow.since ? gte(chatMessages.createdAt, narrow.since) : undefined,
    narrow.visitorIds ? inArray(chatConversations.visitorId, narrow.visitorIds) : undefined,
    narrow.visitorsIn ? sql`${chatConversations.visitorId} IN (${narrow.visitorsIn})` : undefined,
  ];
  return db
    .select({
      visitorId: chatConversations.visitorId,
      conversationId: chatMessages.conversationId,
      content: chatMessages.content,
      isUser: chatMessages.isUser,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(...where))
    .orderBy(asc(chatMessages.conversationId), asc(chatMessages.createdAt));
}

export function questionsFrom(rows: Awaited<ReturnType<typeof visitorQuestionsQuery>>): QuestionRow[] {
  const questions: QuestionRow[] = [];
  rows.forEach((m, k) => {
    if (!m.isUser || !m.visitorId) return;
    const next = rows[k + 1];
    const answer = next && !next.isUser && next.conversationId === m.conversationId ? next.content : null;
    questions.push({ visitorId: m.visitorId, question: m.content, answer, askedAt: m.createdAt });
  });
  return questions;
}
