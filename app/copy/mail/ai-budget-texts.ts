/** The mail when the pitch deck chat used up the day's AI budget (app/domain/mail/ai-budget.ts). English, like the other admin mails. */
import type { AiBudgetMailTexts } from "../../domain/mail/ai-budget";

export const AI_BUDGET_MAIL_TEXTS: AiBudgetMailTexts = {
  subject: (company) => `${company}: the pitch deck chat reached today's AI budget`,
  intro: (company, limit) =>
    `Visitors of ${company}'s investor site have asked the pitch deck chat ${limit} questions today, the daily AI budget. The chat answers no more questions until tomorrow (UTC); visitors are told to come back tomorrow or schedule a call.`,
  action: "You can change the budget under Admin Panel → Settings → AI budget.",
  button: "Open Settings",
};
