/**
 * The Admin Panel's 'Chat Messages' tab: the company's conversations and one conversation's
 * messages. A conversation's title and type labels come with the chat rules (deck/chat.ts).
 * Quoted texts verbatim from docs/product.md#admin-panel-chat-messages.
 */

export const CHAT_MESSAGES_TEXTS = {
  title: (count: number) => `Chat gesprekken (${count})`,
  empty: "Nog geen chat gesprekken gevonden",
  columns: ["Title", "Type", "User ID", "Created", "Actions"],
  open: "Bekijk berichten",
  noMessages: "Geen berichten.",
  /** Questions the AI did not answer (app/domain/ai/failures.ts has the marker of each). */
  unanswered: (count: number) => `${count} niet beantwoord`,
} as const;
