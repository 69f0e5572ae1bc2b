/**
 * The members' mail when the pitch deck chat has used up the company's AI budget for the day
 * (docs/decisions/034-budgets-and-throttles.md). English, like the other admin mails.
 */
import { assertHttpUrl, escapeHtml, linkButton, mailLayout, type RenderedMail } from "./html";

export type AiBudgetMailInput = { companyName: string; limit: number; settingsUrl: string };

export function renderAiBudgetMail({ companyName, limit, settingsUrl }: AiBudgetMailInput): RenderedMail {
  const subject = `${companyName}: the pitch deck chat reached today's AI budget`;
  const intro = `Visitors of ${companyName}'s investor site have asked the pitch deck chat ${limit} questions today, the daily AI budget. The chat answers no more questions until tomorrow (UTC); visitors are told to come back tomorrow or schedule a call.`;
  const url = assertHttpUrl(settingsUrl);
  const action = "You can change the budget under Admin Panel → Settings → AI budget.";
  const text = [intro, "", action, url].join("\n");
  const body = [
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(action)}</p>`,
    `<p style="margin:24px 0 0">${linkButton(url, "Open Settings")}</p>`,
  ].join("");
  return { subject, text, html: mailLayout({ title: subject, body }) };
}
