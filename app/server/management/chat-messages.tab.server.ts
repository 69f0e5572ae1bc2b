import { readPage } from "../../domain/admin/paging";
import { getConversation, listConversations } from "../chat/chat-log.server";
import type { ManagementTab } from "./types";

/**
 * 'Chat-messages' tab (docs/product.md#admin-panel-chat-messages): the company's conversations, a page at a time
 * (`?page=`, newest first, its own only — docs/architecture.md#tenancy-and-roles), and with `?conversation=ID`
 * one conversation's messages. An id that is not one of the company's conversations answers 404.
 */
export const chatMessagesTab = {
  async load({ context, member, url }) {
    const id = url.searchParams.get("conversation");
    if (id !== null) {
      const detail = await getConversation(context.db, member.company.id, id);
      if (!detail) throw new Response("Not Found", { status: 404 });
      return { view: "detail" as const, ...detail };
    }
    return {
      view: "list" as const,
      ...(await listConversations(context.db, member.company.id, readPage(url.searchParams.get("page")))),
    };
  },
  actions: {},
} satisfies ManagementTab;
