import { env } from "cloudflare:test";

export type ConversationRow = {
  id: string;
  company_id: string;
  title: string | null;
  type: string;
  visitor_id: string | null;
  created_by: string | null;
};
export type MessageRow = {
  id: string;
  conversation_id: string;
  company_id: string;
  content: string;
  is_user: number;
  failure: string | null;
  created_at: string;
};

/** A company's chat conversations as stored, oldest first. */
export const conversationsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM chat_conversations WHERE company_id = ? ORDER BY created_at, id")
      .bind(companyId)
      .all<ConversationRow>()
  ).results;

/** A company's chat messages as stored, oldest first (a question before its answer). */
export const messagesOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM chat_messages WHERE company_id = ? ORDER BY created_at, is_user DESC")
      .bind(companyId)
      .all<MessageRow>()
  ).results;
