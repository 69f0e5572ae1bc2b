import { escapeHtml, mailLayout, type RenderedMail } from "./html";

const TEXTS = {
  nl: {
    subject: (company: string) => `Je code voor ${company}`,
    intro: (company: string) =>
      `Je code om je e-mailadres te bevestigen op de investeerderssite van ${company}:`,
    valid: "De code is 10 minuten geldig en werkt één keer.",
    ignore: "Heb je hier niet om gevraagd? Dan kun je deze mail negeren.",
  },
  en: {
    subject: (company: string) => `Your code for ${company}`,
    intro: (company: string) =>
      `Your code to confirm your e-mail address on the investor site of ${company}:`,
    valid: "The code works for 10 minutes, once.",
    ignore: "If you did not ask for this, you can ignore this mail.",
  },
} as const;

/** The 6-digit code that verifies a visitor's e-mail at the gate, in the gate's language. */
export function renderGateCodeMail({
  companyName,
  code,
  language,
}: {
  companyName: string;
  code: string;
  language: keyof typeof TEXTS;
}): RenderedMail {
  const t = TEXTS[language];
  const subject = t.subject(companyName);
  const text = [t.intro(companyName), "", code, "", t.valid, "", t.ignore].join("\n");
  const body = [
    `<p style="margin:0 0 12px">${escapeHtml(t.intro(companyName))}</p>`,
    `<p style="margin:0 0 20px;font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p style="margin:0">${escapeHtml(t.valid)}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body, footer: t.ignore }) };
}
