import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { ACCOUNT_TEXTS } from "../copy/auth/account-texts";
import { AUTH_TEXTS } from "../copy/auth/texts";
import { ADMIN_CHAT_ERRORS } from "../copy/deck/admin-chat-texts";
import { mayChangeData } from "../domain/auth/roles";
import { getOptionalMember } from "../server/auth/auth.server";
import { createChat } from "../server/chat/chat.server";
import { memberScope, readChatState } from "../server/chat/chat-state.server";
import { chatStreamRefusal, streamChatAnswer } from "../server/chat/chat-stream.server";

/**
 * POST /pitch-deck-chat/stream: the members' chat's streamed answer (JavaScript only; used
 * by /pitch-deck-chat and /admin/pitch-deck-chat). Signed out: 401 (the page then reloads
 * into the login redirect) — never an answer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await getOptionalMember(request, context);
  if (!member) return chatStreamRefusal(401, { signedOut: true });
  // A viewer asks nothing (the chat stores the question); nor does a member yet to set up required two-factor sign-in.
  if (!mayChangeData(member.role) || (member.twoFactor.required && !member.twoFactor.enabled)) {
    return chatStreamRefusal(403, {
      error: { title: AUTH_TEXTS.errorTitle, description: ACCOUNT_TEXTS.readOnly, variant: "destructive" },
    });
  }
  const state = await readChatState(request, context);
  return streamChatAnswer(
    createChat(request, context, memberScope(member.company.id, member.user.id), state, ADMIN_CHAT_ERRORS),
  );
}
