import { desc, eq } from "drizzle-orm";
import { outboxEmails } from "../../../db/schema";
import { listSubscribers } from "../subscriptions.server";
import type { ManagementTab } from "./types";
import { mayManageTeam } from "../../domain/auth/roles";
import { TEAM_TEXTS } from "../../domain/admin/team-texts";

export const OUTBOX_LIMIT = 100;

/** 'Outbox': the company's subscribers (verified or not) and the mails sent for it, newest first. */
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
    // A team invitation's link makes whoever opens it a member: only the owner, who sent it, sees it.
    const shown = mayManageTeam(member.role) ? mails : mails.map((m) => (m.kind === "team-invite" ? { ...m, textBody: TEAM_TEXTS.inviteHidden } : m));
    return { subscribers, mails: shown, limit: OUTBOX_LIMIT };
  },
  actions: {},
} satisfies ManagementTab;
