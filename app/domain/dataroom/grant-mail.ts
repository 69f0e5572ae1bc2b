/** The mail that tells an investor a data-room document was given to them ('Toegang geven'). Pure. */
import { escapeHtml, escapeMultiline, linkButton, mailLayout, type RenderedMail } from "../mail/html";

/** The mail's words (app/copy/dataroom/texts.ts: GRANT_MAIL_TEXTS). */
export type GrantMailTexts = {
  subject: (company: string, doc: string) => string;
  body: (name: string, company: string, doc: string) => string;
  button: string;
};

export function renderGrantMail(input: {
  investorName: string;
  companyName: string;
  documentName: string;
  url: string;
  texts: GrantMailTexts;
}): RenderedMail {
  const T = input.texts;
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
