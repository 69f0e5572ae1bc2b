/**
 * Budgets of what anonymous visitors can make the platform do or store: questions for the AI,
 * requests and subscriptions (each a mail), and recorded events. A budget is a number of uses
 * per UTC day on a key — per visitor, per address (an IPv4 address or an IPv6 /64) and per
 * company. A use is counted before the work is done; a use that any of its keys refuses is
 * given back on all of them (docs/decisions/034-budgets-and-throttles.md).
 */

export type BudgetScope = "visitor" | "address" | "company";
export type BudgetEntry = { key: string; limit: number; scope: BudgetScope };

/** Pitch deck chat questions per visitor and per address a day. */
export const CHAT_PER_VISITOR = 30;
export const CHAT_PER_ADDRESS = 100;
/** The company's daily AI budget when the admins have not chosen one (Settings). */
export const AI_DAILY_DEFAULT = 500;
export const AI_DAILY_MAX = 100_000;
/** Document and call requests (each mails every member). */
export const REQUESTS_PER_VISITOR = 5;
export const REQUESTS_PER_ADDRESS = 20;
export const REQUESTS_PER_COMPANY = 200;
/** Subscriptions (each may mail a verification). */
export const SUBSCRIPTIONS_PER_VISITOR = 5;
export const SUBSCRIPTIONS_PER_ADDRESS = 20;
export const SUBSCRIPTIONS_PER_COMPANY = 200;
/** Events recorded per visitor a day (pages opened, deck pages shown, downloads…); beacon time has its own rules. */
export const EVENTS_PER_VISITOR = 300;

/** The UTC day of a moment, as budget keys and rows name it. */
export const budgetDay = (asOf: Date) => asOf.toISOString().slice(0, 10);

/** A day's counters are kept one more day (the admin's notice reads today's), then deleted. */
export function budgetExpiry(asOf: Date): string {
  const start = Date.parse(`${budgetDay(asOf)}T00:00:00.000Z`);
  return new Date(start + 2 * 24 * 60 * 60 * 1000).toISOString();
}

export type BudgetKind = "chat" | "request" | "subscribe";

const LIMITS: Record<BudgetKind, Record<BudgetScope, number>> = {
  chat: { visitor: CHAT_PER_VISITOR, address: CHAT_PER_ADDRESS, company: AI_DAILY_DEFAULT },
  request: { visitor: REQUESTS_PER_VISITOR, address: REQUESTS_PER_ADDRESS, company: REQUESTS_PER_COMPANY },
  subscribe: {
    visitor: SUBSCRIPTIONS_PER_VISITOR,
    address: SUBSCRIPTIONS_PER_ADDRESS,
    company: SUBSCRIPTIONS_PER_COMPANY,
  },
};

/** The company's key of a kind of use on a day (the chat's is the AI budget the admin notice reads). */
export const companyBudgetKey = (kind: BudgetKind, companyId: string, day: string) =>
  `${kind}:c:${companyId}:${day}`;

/**
 * The keys a use is counted on, in order: the visitor, their address, the company. The chat's
 * company limit is the company's own setting (`companyLimit`).
 */
export function budgetEntries(
  kind: BudgetKind,
  input: { companyId: string; visitorId: string; address: string; day: string; companyLimit?: number },
): BudgetEntry[] {
  const limits = LIMITS[kind];
  return [
    {
      key: `${kind}:v:${input.companyId}:${input.visitorId}:${input.day}`,
      limit: limits.visitor,
      scope: "visitor",
    },
    {
      key: `${kind}:a:${input.companyId}:${input.address}:${input.day}`,
      limit: limits.address,
      scope: "address",
    },
    {
      key: companyBudgetKey(kind, input.companyId, input.day),
      limit: input.companyLimit ?? limits.company,
      scope: "company",
    },
  ];
}

/** Which key refuses a use, from the counts it got (its own included); null: allowed. */
export function budgetRefusal(
  entries: readonly BudgetEntry[],
  counts: readonly number[],
): BudgetScope | null {
  for (let i = 0; i < entries.length; i++) if ((counts[i] ?? 0) > entries[i]!.limit) return entries[i]!.scope;
  return null;
}

/** Of `wanted` uses counted at once that brought a key to `count`, how many fit its limit. */
export const usesWithin = (wanted: number, count: number, limit: number) =>
  Math.max(0, Math.min(wanted, limit - (count - wanted)));

/** The company's AI budget from the Settings form: a whole number from 1 to AI_DAILY_MAX (anything else: not ok, SETTINGS_TEXTS words it). */
export function parseAiDailyQuestions(raw: string): { ok: true; value: number } | { ok: false } {
  const text = raw.trim();
  const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > AI_DAILY_MAX) return { ok: false };
  return { ok: true, value: n };
}
