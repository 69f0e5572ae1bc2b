import type { ReactNode } from "react";
import { Toaster } from "../ui/toaster";
import { AUTH_TEXTS } from "../../domain/auth/texts";

/** The sign-in screen's frame for the pages around it (forgotten password, reset, invitation, code step). */
export function AuthCard({ title, formError, children }: { title: string; formError?: string | null; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 to-indigo-100 p-4">
      {formError ? <Toaster toast={{ title: AUTH_TEXTS.errorTitle, description: formError, variant: "destructive" }} /> : null}
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
