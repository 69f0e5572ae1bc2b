import { Form, useActionData } from "@remix-run/react";

import { ACCOUNT_TEXTS as T } from "../../copy/auth/account-texts";
import type { Role } from "../../domain/auth/roles";

/** 'Bevestigingsmail opnieuw sturen': a new verification mail, from any screen (the account page answers it). */
function ResendVerification() {
  return (
    <Form method="post" action="/admin/account">
      <input type="hidden" name="intent" value="verify.resend" />
      <button
        type="submit"
        className="rounded-md border border-amber-400 bg-white px-3 py-1 text-sm hover:bg-amber-100"
      >
        {T.resendVerification}
      </button>
    </Form>
  );
}

/** The notices on a member's main screens: an unconfirmed e-mail address (with a new mail), and the viewer's read-only role. */
export function AccountNotices({ role, emailVerified }: { role: Role; emailVerified: boolean }) {
  if (emailVerified && role !== "viewer") return null;
  return (
    <div className="mx-auto max-w-6xl space-y-2 px-4 pt-4">
      {emailVerified ? null : (
        <div
          role="note"
          data-testid="verify-banner"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>{T.unverifiedBanner}</span>
          <ResendVerification />
        </div>
      )}
      {role === "viewer" ? (
        <p
          role="note"
          data-testid="viewer-banner"
          className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
        >
          {T.readOnlyBanner}
        </p>
      ) : null}
    </div>
  );
}

/** A post that would have mailed someone else was refused: the address is not confirmed yet (app/domain/auth/mail-to-others.ts). */
export function MailNeedsVerification({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="verify-refusal"
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <span>{message}</span>
      <ResendVerification />
    </div>
  );
}

/**
 * Rendered by the Admin Panel tabs whose forms mail others: the guard's refusal (a post made
 * before the member's address is confirmed), read from that tab route's own action data.
 */
export function MailToOthersRefusal() {
  const verifyEmail = (useActionData() as { verifyEmail?: string } | undefined)?.verifyEmail;
  return verifyEmail ? <MailNeedsVerification message={verifyEmail} /> : null;
}
