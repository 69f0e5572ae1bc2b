/** The invite with an investor's personal link (app/domain/mail/investor-invite.ts), in English. */
import type { InvestorInviteMailTexts } from "../../domain/mail/investor-invite";

export const INVESTOR_INVITE_MAIL_TEXTS: InvestorInviteMailTexts = {
  subject: (company) => `${company} invites you to its investor site`,
  intro: (investor, company, expiresOn) =>
    `Dear ${investor}, ${company} invites you to read its pitch deck and updates on its investor site. This link is personal: it opens the site without an access code and lets ${company} see which pages you read and what you ask.${expiresOn ? ` It opens until ${expiresOn}.` : ""}`,
  button: "Open the investor site",
  footer: "Please do not forward this mail: the link is yours.",
};
