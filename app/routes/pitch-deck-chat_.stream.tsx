import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalMember } from "../server/auth.server";
import { ADMIN_CHAT_ERRORS } from "../domain/deck/chat";
import { chatStreamRefusal, streamChatAnswer } from "../server/chat-stream.server";
import { chatProvider, memberScope, readChatState } from "../server/chat.server";

/**
 * POST /pitch-deck-chat/stream: the members' chat's streamed answer (JavaScript only; used
 * by /pitch-deck-chat and /admin/pitch-deck-chat). Signed out: 401 (the page then reloads
 * into the login redirect) — never an answer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await getOptionalMember(request, context);
  if (!member) return chatStreamRefusal(401, { signedOut: true });
  const state = await readChatState(request, context);
  return streamChatAnswer(request, context, chatProvider(context, member.company.id), memberScope(member.company.id, member.user.id), state, ADMIN_CHAT_ERRORS);
}
