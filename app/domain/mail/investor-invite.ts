import { escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

/** The invite's words (app/copy/mail/investor-invite-texts.ts). */
export type InvestorInviteMailTexts = {
  subject: (company: string) => string;
  intro: (investor: string, company: string, expiresOn: string | null) => string;
  button: string;
  footer: string;
};

export type InvestorInviteInput = {
  companyName: string;
  investorName: string;
  link: string;
  expiresOn: string | null;
  texts: InvestorInviteMailTexts;
};

/** The invite of a personal investor link: who invites, the link, until when it opens. */
export function renderInvestorInviteMail({
  companyName,
  investorName,
  link,
  expiresOn,
  texts: t,
}: InvestorInviteInput): RenderedMail {
  const subject = t.subject(companyName);
  const intro = t.intro(investorName, companyName, expiresOn);
  const text = [intro, "", link].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<p style="margin:24px 0 0">${linkButton(link, t.button)}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(t.footer) }) };
}
