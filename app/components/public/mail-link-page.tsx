import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { Button } from "../ui/button";

/** The card of a subscriber's mail-link page (/subscribe/verify, /unsubscribe). */
export function MailLinkCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 p-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow">{children}</div>
    </main>
  );
}

/** The button whose POST does what the link is for (the GET changed nothing); `children` say what it does. */
export function MailLinkConfirm({
  token,
  submit,
  submitting,
  children,
}: {
  token: string;
  submit: string;
  submitting: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="space-y-4">
      {children}
      <input type="hidden" name="token" value={token} />
      <Button disabled={busy}>{busy ? submitting : submit}</Button>
    </Form>
  );
}
