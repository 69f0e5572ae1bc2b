/** A reply to an update ('Reageer'): its checks and the mail the company's admins get. Pure. */
import { escapeHtml, escapeMultiline, linkButton, mailLayout, type RenderedMail } from "../mail/html";

export const REPLY_LIMITS = { name: 200, email: 254, body: 5000 } as const;

export type ReplyInput = { name: string; email: string; body: string };
/** Why a field is refused: app/copy/site/update-page-texts.ts words it (replyErrorTexts). */
export type ReplyProblem = "nameRequired" | "emailInvalid" | "messageRequired" | "tooLong";
export type ReplyErrors = Partial<Record<keyof ReplyInput, ReplyProblem>>;
export type ReplyCheck = { ok: true; value: ReplyInput } | { ok: false; errors: ReplyErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkReply(raw: ReplyInput): ReplyCheck {
  const value = { name: raw.name.trim(), email: raw.email.trim().toLowerCase(), body: raw.body.trim() };
  const errors: ReplyErrors = {};
  if (!value.name) errors.name = "nameRequired";
  else if (value.name.length > REPLY_LIMITS.name) errors.name = "tooLong";
  if (value.email.length > REPLY_LIMITS.email || !EMAIL.test(value.email)) errors.email = "emailInvalid";
  if (!value.body) errors.body = "messageRequired";
  else if (value.body.length > REPLY_LIMITS.body) errors.body = "tooLong";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** The reply mail's words (app/copy/mail/update-reply-texts.ts); `who` is the sender as the mail names them. */
export type UpdateReplyMailTexts = {
  who: (name: string, email: string, investorName: string | null) => string;
  subject: (company: string, updateTitle: string, name: string) => string;
  /** The plain text's first line and the HTML's (where `updateTitle` and `who` are escaped already). */
  intro: (who: string, updateTitle: string) => string;
  introHtml: (who: string, updateTitle: string) => string;
  allReplies: string;
  openReaders: string;
};

/** The mail each admin gets about a reply. */
export function renderUpdateReplyMail(input: {
  companyName: string;
  updateTitle: string;
  reply: ReplyInput;
  /** The invited investor whose link opened the site, when known. */
  investorName: string | null;
  adminUrl: string;
  texts: UpdateReplyMailTexts;
}): RenderedMail {
  const { reply, texts: T } = input;
  const who = T.who(reply.name, reply.email, input.investorName);
  const subject = T.subject(input.companyName, input.updateTitle, reply.name);
  const text = [
    T.intro(who, input.updateTitle),
    "",
    reply.body,
    "",
    `${T.allReplies}: ${input.adminUrl}`,
  ].join("\n");
  const body = [
    `<p style="margin:0 0 8px">${T.introHtml(escapeHtml(who), escapeHtml(input.updateTitle))}</p>`,
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db">${escapeMultiline(reply.body)}</blockquote>`,
    `<p style="margin:16px 0 0">${linkButton(input.adminUrl, T.openReaders)}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body }) };
}
