/**
 * The mails of an account: an invitation to a company's team, a password reset and the
 * verification of a new account's e-mail address. Each carries one single-use link; only its
 * hash is stored. Their words (Dutch, as the admin's screens) come from
 * app/copy/mail/account-texts.ts.
 */
import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

/** One account mail's words: its subject and paragraphs from the mail's facts, the button, the footer. */
export type AccountMailTexts<Facts> = {
  subject: (facts: Facts) => string;
  lines: (facts: Facts) => string[];
  button: string;
  footer: string;
  /** Before the link written out, under the button. */
  orOpenLink: string;
};

function mail<Facts>(facts: Facts, link: string, t: AccountMailTexts<Facts>): RenderedMail {
  const subject = t.subject(facts);
  const lines = t.lines(facts);
  const url = assertHttpUrl(link);
  const text = [...lines.flatMap((line) => [line, ""]), `${t.button}: ${url}`, "", t.footer].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    ...lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
    `<p style="margin:8px 0 20px">${linkButton(url, t.button)}</p>`,
    `<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(t.orOpenLink)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(t.footer) }) };
}

export type TeamInviteFacts = {
  companyName: string;
  inviterName: string;
  roleLabel: string;
  expiresOn: string;
};

export function renderTeamInviteMail({
  link,
  texts,
  ...facts
}: TeamInviteFacts & { link: string; texts: AccountMailTexts<TeamInviteFacts> }): RenderedMail {
  return mail(facts, link, texts);
}

export function renderPasswordResetMail({
  link,
  texts,
}: {
  link: string;
  texts: AccountMailTexts<unknown>;
}): RenderedMail {
  return mail(null, link, texts);
}

export type EmailVerificationFacts = { fullName: string };

export function renderEmailVerificationMail({
  link,
  texts,
  ...facts
}: EmailVerificationFacts & { link: string; texts: AccountMailTexts<EmailVerificationFacts> }): RenderedMail {
  return mail(facts, link, texts);
}
