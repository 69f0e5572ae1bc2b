import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_CHAT_ERRORS } from "../domain/deck/chat";
import { chatStreamRefusal, streamChatAnswer } from "../server/chat-stream.server";
import { chatProvider, readChatState, visitorScope } from "../server/chat.server";
import { hasGrant, requirePublicCompany } from "../server/access-gate.server";
import { ACCESS_REQUIRED } from "../domain/site/texts";

/**
 * POST /public/{slug}/pitch-deck/stream: the public chat's streamed answer (JavaScript only;
 * the page's own form post is the path without it). Behind the same gate: without the grant
 * 403 and nothing else — no answer, no deck text.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const company = await requirePublicCompany(context, params.slug);
  if (!(await hasGrant(request, context, company))) return chatStreamRefusal(403, { gateError: ACCESS_REQUIRED });
  const state = await readChatState(request, context);
  return streamChatAnswer(request, context, chatProvider(context), await visitorScope(context, company.id, state), state, PUBLIC_CHAT_ERRORS);
}
