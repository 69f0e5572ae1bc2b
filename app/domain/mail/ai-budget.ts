/**
 * The members' mail when the pitch deck chat has used up the company's AI budget for the day
 * (docs/decisions/034-budgets-and-throttles.md). Its words: app/copy/mail/ai-budget-texts.ts.
 */
import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

export type AiBudgetMailTexts = {
  subject: (company: string) => string;
  intro: (company: string, limit: number) => string;
  /** Where the budget is changed, above the link. */
  action: string;
  button: string;
};

export type AiBudgetMailInput = {
  companyName: string;
  limit: number;
  settingsUrl: string;
  texts: AiBudgetMailTexts;
};

export function renderAiBudgetMail({
  companyName,
  limit,
  settingsUrl,
  texts: t,
}: AiBudgetMailInput): RenderedMail {
  const subject = t.subject(companyName);
  const intro = t.intro(companyName, limit);
  const url = assertHttpUrl(settingsUrl);
  const text = [intro, "", t.action, url].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(t.action)}</p>`,
    `<p style="margin:24px 0 0">${linkButton(url, t.button)}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body }) };
}
