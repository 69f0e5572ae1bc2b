import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { ACCOUNT_TEXTS } from "../../copy/auth/account-texts";
import { AUTH_TEXTS } from "../../copy/auth/texts";
import { StatusButton } from "../forms";
import { Toaster } from "../ui/toaster";
import { useIsPending } from "../use-is-pending";

/**
 * The sign-in screen's frame for the pages around it (forgotten password, reset, invitation, code
 * step, e-mail verification), with the link under the card ('Terug naar inloggen') when given.
 */
export function AuthCard({
  title,
  formError,
  back,
  children,
}: {
  title: string;
  formError?: string | null;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4">
      {formError ? (
        <Toaster toast={{ title: AUTH_TEXTS.errorTitle, description: formError, variant: "destructive" }} />
      ) : null}
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-bold">{title}</h1>
        {children}
        {back ? (
          <p className="mt-4 text-center text-sm">
            <Link to={back.to} className="text-blue-600 hover:underline">
              {back.label}
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}

/** One form of those pages: its intent, its fields, and the full-width button that shows the post is on its way. */
export function AuthForm({
  intent,
  submit,
  id,
  children,
}: {
  intent: string;
  submit: string;
  id?: string;
  children?: ReactNode;
}) {
  const pending = useIsPending(intent);
  return (
    <Form method="post" className="space-y-4" id={id} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <StatusButton type="submit" pending={pending} pendingText={ACCOUNT_TEXTS.saving} className="w-full">
        {submit}
      </StatusButton>
    </Form>
  );
}
