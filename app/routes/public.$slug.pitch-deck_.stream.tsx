import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { PUBLIC_CHAT_ERRORS } from "../copy/deck/chat-texts";
import { ACCESS_REQUIRED } from "../copy/site/texts";
import { createChat } from "../server/chat/chat.server";
import { readChatState, visitorScope } from "../server/chat/chat-state.server";
import { chatStreamRefusal, streamChatAnswer } from "../server/chat/chat-stream.server";
import { hasGrant, requirePublicCompany } from "../server/investors/access-gate.server";
import { tryReadForm } from "../server/platform/form.server";
import { settleChatBudget, spendChatBudget } from "../server/platform/public-budgets.server";

/** The stream only asks: its form carries the question without an intent. */
function withAsk(form: FormData) {
  form.set("intent", "ask");
  return form;
}

/**
 * POST /public/{slug}/pitch-deck/stream: the public chat's streamed answer (JavaScript only;
 * the page's own form post is the path without it). Behind the same gate: without the grant
 * 403 and nothing else — no answer, no deck text.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  if (!(await hasGrant(request, context, company)))
    return chatStreamRefusal(403, { gateError: ACCESS_REQUIRED });
  const state = await readChatState(request, context);
  // The daily question budgets are spent before the model is asked (ADR 034); the stream reads the body itself.
  const read = await tryReadForm(request.clone());
  const budget = read.ok
    ? await spendChatBudget(request, context, company, state.vid, withAsk(read.form))
    : null;
  if (budget?.refused)
    return chatStreamRefusal(429, { error: budget.refused.error, question: budget.refused.question });
  const scope = await visitorScope(context, company.id, state);
  const answer = await streamChatAnswer(createChat(request, context, scope, state, PUBLIC_CHAT_ERRORS));
  await settleChatBudget(context, budget?.spent, answer.status);
  return answer;
}
