import { escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

export type InvestorInviteInput = {
  companyName: string;
  investorName: string;
  link: string;
  expiresOn: string | null;
};

/** The invite of a personal investor link: who invites, the link, until when it opens. */
export function renderInvestorInviteMail({
  companyName,
  investorName,
  link,
  expiresOn,
}: InvestorInviteInput): RenderedMail {
  const subject = `${companyName} invites you to its investor site`;
  const until = expiresOn ? ` It opens until ${expiresOn}.` : "";
  const intro = `Dear ${investorName}, ${companyName} invites you to read its pitch deck and updates on its investor site. This link is personal: it opens the site without an access code and lets ${companyName} see which pages you read and what you ask.${until}`;
  const text = [intro, "", link].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<p style="margin:24px 0 0">${linkButton(link, "Open the investor site")}</p>`,
  ].join("");
  return {
    subject,
    text,
    html: mailLayout({ title: subject, body, footer: "Please do not forward this mail: the link is yours." }),
  };
}
