/**
 * What the public request forms share: the daily request budgets (per visitor, address and
 * company, ADR 034; each request mails every member), and for a gated visitor's document or call
 * request the storing, the visitor's recorded action and the toast on the page it came from.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

import { readChatState } from "../chat/chat-state.server";
import { publicBaseUrl } from "../mail/queue.server";
import { spendPublicBudget } from "../platform/public-budgets.server";
import { redirectWithToast, type Toast } from "../platform/toast.server";
import type { PublicCompany, requireGrantOf } from "./access-gate.server";
import { recordVisitorAction } from "./visitor-events.server";

type VisitorGrant = Awaited<ReturnType<typeof requireGrantOf>>["grant"];

/** Spends one request of this browser's budgets: the scope that ran out, or null to go on. */
export async function spendRequestBudget(request: Request, context: AppLoadContext, company: PublicCompany) {
  return spendPublicBudget(request, context, company, "request", (await readChatState(request, context)).vid);
}

/**
 * Stores a gated visitor's request (`store` also queues its mail), records it as the visitor's
 * action and redirects back with the success toast, or with `failed` when it could not be stored.
 */
export async function fileVisitorRequest(
  request: Request,
  context: AppLoadContext,
  { company, grant }: { company: PublicCompany; grant: VisitorGrant },
  back: string,
  filed: {
    kind: "document" | "call";
    email: string;
    store: (by: { baseUrl: string; investorId: string | null }) => Promise<{ id: string }>;
    sent: string;
    failed: Omit<Toast, "variant">;
  },
) {
  try {
    const row = await filed.store({
      baseUrl: publicBaseUrl(context.cloudflare.env),
      // Attributed only to the investor whose personal link granted this browser, never to the typed name.
      investorId: grant.member ? null : grant.investorId,
    });
    await recordVisitorAction(request, context, company, {
      kind: "request",
      ref: `${filed.kind}:${row.id}`,
      email: filed.email,
    });
  } catch (error) {
    console.error(`${filed.kind} request failed`, error);
    return redirectWithToast(context.toasts, request, back, { ...filed.failed, variant: "destructive" });
  }
  return redirectWithToast(context.toasts, request, back, { title: filed.sent });
}
