import { desc, eq } from "drizzle-orm";
import { outboxEmails } from "../../../db/schema";
import { listSubscribers } from "../subscriptions.server";
import { maskMailLinks } from "../../domain/mail/redact";
import type { ManagementTab } from "./types";

export const OUTBOX_LIMIT = 100;

/**
 * 'Outbox': the company's subscribers (verified or not) and the mails sent for it, newest
 * first — their text only, with the links that carry a token masked (app/domain/mail/redact.ts).
 */
export const outboxTab = {
  async load({ context, member }) {
    const [subscribers, mails] = await Promise.all([
      listSubscribers(context.db, member.company.id),
      context.db
        .select({
          id: outboxEmails.id,
          toAddress: outboxEmails.toAddress,
          subject: outboxEmails.subject,
          kind: outboxEmails.kind,
          status: outboxEmails.status,
          textBody: outboxEmails.textBody,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.companyId, member.company.id))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(OUTBOX_LIMIT),
    ]);
    // The recipient's links stay theirs: the panel shows every token-bearing link masked.
    return { subscribers, mails: mails.map((m) => ({ ...m, textBody: maskMailLinks(m.textBody) })), limit: OUTBOX_LIMIT };
  },
  actions: {},
} satisfies ManagementTab;
