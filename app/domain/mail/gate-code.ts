import { escapeHtml, mailLayout, type RenderedMail } from "./html";

/** The code mail's words in one language (app/copy/mail/gate-code-texts.ts). */
export type GateCodeMailTexts = {
  subject: (company: string) => string;
  intro: (company: string) => string;
  valid: string;
  ignore: string;
};

/** The 6-digit code that verifies a visitor's e-mail at the gate, worded by `texts` (the gate's language). */
export function renderGateCodeMail({
  companyName,
  code,
  texts: t,
}: {
  companyName: string;
  code: string;
  texts: GateCodeMailTexts;
}): RenderedMail {
  const subject = t.subject(companyName);
  const text = [t.intro(companyName), "", code, "", t.valid, "", t.ignore].join("\n");
  const body = [
    `<p style="margin:0 0 12px">${escapeHtml(t.intro(companyName))}</p>`,
    `<p style="margin:0 0 20px;font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p style="margin:0">${escapeHtml(t.valid)}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: t.ignore }) };
}
