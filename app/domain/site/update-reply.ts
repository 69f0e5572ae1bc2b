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

/** The mail each admin gets about a reply (in English, like the other request mails). */
export function renderUpdateReplyMail(input: {
  companyName: string;
  updateTitle: string;
  reply: ReplyInput;
  /** The invited investor whose link opened the site, when known. */
  investorName: string | null;
  adminUrl: string;
}): RenderedMail {
  const { reply } = input;
  const who = `${reply.name} <${reply.email}>${input.investorName ? ` (invited investor ${input.investorName})` : ""}`;
  const subject = `${input.companyName}: reply to "${input.updateTitle}" from ${reply.name}`;
  const text = [
    `${who} replied to your update "${input.updateTitle}":`,
    "",
    reply.body,
    "",
    `All replies and who read the update: ${input.adminUrl}`,
  ].join("\n");
  const body = [
    `<p style="margin:0 0 8px">${escapeHtml(who)} replied to your update “${escapeHtml(input.updateTitle)}”:</p>`,
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db">${escapeMultiline(reply.body)}</blockquote>`,
    `<p style="margin:16px 0 0">${linkButton(input.adminUrl, "Open the update's readers")}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body }) };
}
