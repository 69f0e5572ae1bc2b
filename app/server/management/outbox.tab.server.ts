import { data } from "@remix-run/cloudflare";
import { desc, eq } from "drizzle-orm";

import { outboxEmails } from "../../../db/schema";
import { OUTBOX_RESEND as T } from "../../copy/admin/outbox-texts";
import { TEAM_TEXTS } from "../../copy/admin/team-texts";
import { mayManageTeam } from "../../domain/auth/roles";
import { maskMailLinks } from "../../domain/mail/redact";
import { listSubscribers } from "../investors/subscriptions.server";
import { resendFailedMail } from "../mail/outbox.server";
import { idOf } from "../platform/form.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, ManagementTab } from "./types";

export const OUTBOX_LIMIT = 100;
const BACK = "/admin/management/outbox";

/** 'Opnieuw versturen': a failed mail of the company queued again (at most once per failure). */
async function resend({ request, context, member, form }: ActionContext) {
  const id = idOf(form);
  const answer = await resendFailedMail(
    context.db,
    context.cloudflare.env.NOTIFICATIONS,
    member.company.id,
    id,
  );
  if (!answer.ok)
    return data({ intent: "outbox.resend", id, error: answer.message }, { status: answer.status });
  return redirectWithToast(context.toasts, request, BACK, {
    title: T.queued.title,
    description: T.queued.description(answer.to),
  });
}

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
          error: outboxEmails.error,
          textBody: outboxEmails.textBody,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.companyId, member.company.id))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(OUTBOX_LIMIT),
    ]);
    // A team invitation's link makes whoever opens it a member: only the owner, who sent it, sees it.
    const shown = mayManageTeam(member.role)
      ? mails
      : mails.map((m) => (m.kind === "team-invite" ? { ...m, textBody: TEAM_TEXTS.inviteHidden } : m));
    // The recipient's links stay theirs: the panel shows every token-bearing link masked.
    return {
      subscribers,
      mails: shown.map((m) => ({ ...m, textBody: maskMailLinks(m.textBody) })),
      limit: OUTBOX_LIMIT,
    };
  },
  actions: { "outbox.resend": resend },
} satisfies ManagementTab;
