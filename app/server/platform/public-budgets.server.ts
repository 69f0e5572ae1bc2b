/**
 * Daily budgets of the investor site's anonymous writes (docs/decisions/034-budgets-and-throttles.md):
 * pitch deck chat questions (each a paid model call), document and call requests (each a mail
 * to every member) and subscriptions (each a verification mail) — per visitor, per address and
 * per company. The chat's company budget is the company's AI budget (Settings); the first
 * question it refuses on a day mails the company's members once.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies } from "../../../db/schema";
import { CHAT_BUDGET_TEXTS } from "../../copy/deck/chat-texts";
import { AI_BUDGET_MAIL_TEXTS } from "../../copy/mail/ai-budget-texts";
import { PUBLIC_BUDGET_TEXTS } from "../../copy/site/texts";
import {
  AI_DAILY_DEFAULT,
  budgetDay,
  budgetEntries,
  type BudgetEntry,
  type BudgetScope,
  CHAT_PER_VISITOR,
  companyBudgetKey,
} from "../../domain/budgets";
import { validateQuestion } from "../../domain/deck/chat";
import { renderAiBudgetMail } from "../../domain/mail/ai-budget";
import { giveBackBudget, spendBudget } from "../ai/budget.server";
import type { PublicCompany } from "../investors/access-gate.server";
import { listCompanyAdmins } from "../investors/requests.server";
import { enqueueMails, publicBaseUrl } from "../mail/queue.server";
import { clientAddress } from "./throttle.server";
import { columnsRead } from "./whole-rows.server";

/** The company's AI budget: questions its visitors may ask the chat per day. */
export async function aiDailyQuestions(
  context: AppLoadContext,
  company: Pick<PublicCompany, "id" | "aiDailyQuestions">,
): Promise<number> {
  if (typeof company.aiDailyQuestions === "number") return company.aiDailyQuestions;
  const row = await context.db.query.companies.findFirst({
    where: eq(companies.id, company.id),
    columns: { aiDailyQuestions: true },
  });
  return row?.aiDailyQuestions ?? AI_DAILY_DEFAULT;
}

/**
 * Spends one request or subscription for the visitor behind the request; the scope that
 * refused it (nothing is spent then), or null when it may go ahead.
 */
export async function spendPublicBudget(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  kind: "request" | "subscribe",
  visitorId: string,
  asOf = new Date(),
): Promise<BudgetScope | null> {
  const entries = budgetEntries(kind, {
    companyId: company.id,
    visitorId,
    address: clientAddress(request),
    day: budgetDay(asOf),
  });
  const spent = await spendBudget(context.db, entries, asOf);
  return spent.allowed ? null : spent.scope;
}

/** Once a day (a budget of one), after the response: mails the members that the AI budget is used up. */
function noteAiBudgetReached(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  limit: number,
  asOf: Date,
) {
  const day = budgetDay(asOf);
  const work = (async () => {
    const first = await spendBudget(
      context.db,
      [{ key: `ai-notice:${company.id}:${day}`, limit: 1, scope: "company" }],
      asOf,
    );
    if (!first.allowed) return;
    const mail = renderAiBudgetMail({
      companyName: company.name,
      limit,
      settingsUrl: new URL("/admin/management/settings", publicBaseUrl(context.cloudflare.env)).toString(),
      texts: AI_BUDGET_MAIL_TEXTS,
    });
    const admins = await listCompanyAdmins(context.db, company.id);
    await enqueueMails(
      context.cloudflare.env.NOTIFICATIONS,
      admins.map((admin) => ({
        kind: "mail",
        companyId: company.id,
        to: admin.email,
        ...mail,
        idempotencyKey: `ai-budget:${company.id}:${day}:to:${admin.userId}`,
        mailKind: "ai-budget",
      })),
    );
  })().catch((error) => console.error("AI budget notice not sent", company.id, error));
  context.cloudflare.ctx.waitUntil(work);
}

type AiBudgetRow = { limit: number; used: number | null };

/** Today's use of the company's AI budget, for the admins' notice (dashboard, Settings): one D1 read (a page may batch it). */
export const aiBudgetRead = (db: Db, companyId: string, asOf = new Date()) =>
  columnsRead<AiBudgetRow>(
    db,
    `SELECT ai_daily_questions AS "limit", (SELECT used FROM budgets WHERE key = ?2) AS used
     FROM companies WHERE id = ?1`,
    [companyId, companyBudgetKey("chat", companyId, budgetDay(asOf))],
  );

export function aiBudgetFrom([row]: AiBudgetRow[]) {
  const limit = row?.limit ?? AI_DAILY_DEFAULT;
  const used = Number(row?.used ?? 0);
  return { used, limit, reached: used >= limit };
}

/**
 * The public chat's check before a question reaches the model: a question that would be
 * answered (an 'ask' with a valid question) spends the visitor's, their address's and the
 * company's budget. `refused`: the 429's body, with the chat's toast and the question to offer
 * again; `spent`: what to give back should the chat still refuse the question (a 4xx: no deck).
 * Null: nothing to spend (invalid questions are refused by the chat itself).
 */
export async function spendChatBudget(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  visitorId: string,
  form: FormData,
  asOf = new Date(),
) {
  if (form.get("intent") !== "ask" || !validateQuestion(form.get("question")).ok) return null;
  const companyLimit = await aiDailyQuestions(context, company);
  const entries = budgetEntries("chat", {
    companyId: company.id,
    visitorId,
    address: clientAddress(request),
    day: budgetDay(asOf),
    companyLimit,
  });
  const spent = await spendBudget(context.db, entries, asOf);
  if (spent.allowed) return { refused: null, spent: entries };
  if (spent.scope === "company") noteAiBudgetReached(request, context, company, companyLimit, asOf);
  const description =
    spent.scope === "visitor" ? CHAT_BUDGET_TEXTS.visitor(CHAT_PER_VISITOR) : CHAT_BUDGET_TEXTS[spent.scope];
  const refused = {
    intent: "ask" as const,
    error: { title: CHAT_BUDGET_TEXTS.title, description, variant: "destructive" as const },
    question: String(form.get("question")).slice(0, 2000),
  };
  return { refused, spent: null };
}

/** After the chat answered: a question it refused (4xx) never reached the model, and its use is given back. */
export async function settleChatBudget(
  context: AppLoadContext,
  spent: readonly BudgetEntry[] | null | undefined,
  status: number,
) {
  if (spent && status >= 400 && status < 500) await giveBackBudget(context.db, spent);
}

/** A request's or subscription's refusal text for the scope that refused it. */
export function publicBudgetText(kind: "request" | "subscribe", scope: BudgetScope): string {
  if (scope === "company")
    return kind === "request" ? PUBLIC_BUDGET_TEXTS.requestCompany : PUBLIC_BUDGET_TEXTS.subscribeCompany;
  return PUBLIC_BUDGET_TEXTS[kind];
}
