import { AI_STATUS_TEXTS as T } from "../../copy/ai/status-texts";
import { testAi } from "../ai/ai-status.server";
import { redirectWithToast } from "../platform/toast.server";
import type { ActionContext, TabAction } from "./types";

/** Settings → AI status → 'Test' (a plain form post): one cheap model call, the outcome as a toast in Dutch. */
async function testAiConnection({ request, context, member }: ActionContext) {
  const outcome = await testAi(context.db, member.company.id, context.cloudflare.env);
  const toast = !outcome.ok
    ? T.testFailed(outcome.category)
    : outcome.provider === "local"
      ? T.testLocal
      : T.testOk(outcome.ms);
  return redirectWithToast(context.toasts, request, "/admin/management/settings", toast);
}

export const aiStatusActions: Record<string, TabAction> = {
  "settings.ai-test": testAiConnection,
};
