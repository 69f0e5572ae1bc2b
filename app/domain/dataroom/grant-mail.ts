/** The mail that tells an investor a data-room document was given to them ('Toegang geven'). Pure. */
import { GRANT_MAIL_TEXTS as T } from "../../copy/dataroom/texts";
import { escapeHtml, escapeMultiline, linkButton, mailLayout, type RenderedMail } from "../mail/html";

export function renderGrantMail(input: {
  investorName: string;
  companyName: string;
  documentName: string;
  url: string;
}): RenderedMail {
  const subject = T.subject(input.companyName, input.documentName);
  const body = T.body(input.investorName, input.companyName, input.documentName);
  return {
    subject,
    text: `${body}\n\n${input.url}\n`,
    html: mailLayout({
      title: subject,
      body: `<p>${escapeMultiline(body)}</p><p>${linkButton(input.url, T.button)}</p><p style="font-size:12px;color:#6b7280">${escapeHtml(input.url)}</p>`,
    }),
  };
}
