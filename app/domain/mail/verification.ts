import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

/** The double opt-in mail's words (app/copy/mail/verification-texts.ts). */
export type VerificationMailTexts = {
  subject: (company: string) => string;
  title: string;
  ask: (company: string) => string;
  confirmLine: (url: string) => string;
  button: string;
  orOpenLink: string;
  ignore: string;
};

/** Double opt-in: the link in this mail turns a subscription into a verified one. */
export function renderVerificationMail({
  companyName,
  verifyUrl,
  texts: t,
}: {
  companyName: string;
  verifyUrl: string;
  texts: VerificationMailTexts;
}): RenderedMail {
  const subject = t.subject(companyName);
  const url = assertHttpUrl(verifyUrl);
  const text = [t.ask(companyName), "", t.confirmLine(url), "", t.ignore].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(t.title)}</h1>`,
    `<p style="margin:0 0 20px">${escapeHtml(t.ask(companyName))}</p>`,
    `<p style="margin:0 0 20px">${linkButton(url, t.button)}</p>`,
    `<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(t.orOpenLink)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: escapeHtml(t.ignore) }) };
}
