import { data } from "@remix-run/cloudflare";

import { ACCOUNT_TEXTS } from "../../copy/auth/account-texts";
import { mayPost } from "../../domain/auth/mail-to-others";
import type { TabAction } from "../management/types";

/**
 * The one server guard of app/domain/auth/mail-to-others.ts: a form intent that would mail
 * someone else, posted by a member whose address is not confirmed yet, is answered 403 with the
 * reason before its handler runs — nothing is written, nothing queued. The answer's
 * `verifyEmail` is the message the Admin Panel shows with the button for a new verification mail.
 */
export function guardMailToOthers(intent: string, handler: TabAction): TabAction {
  return (ctx) => {
    if (mayPost(ctx.member, intent, ctx.form)) return handler(ctx);
    return Promise.resolve(
      data(
        { intent, verifyEmail: ACCOUNT_TEXTS.needsVerification },
        { status: 403, headers: { "Cache-Control": "no-store" } },
      ),
    );
  };
}
