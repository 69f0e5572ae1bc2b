import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { REQUEST_TEXTS } from "../../copy/site/texts";
import { Card } from "../ui/card";

export function PublicShell({
  slug,
  companyName,
  children,
  nav,
}: {
  slug: string;
  companyName: string;
  children: ReactNode;
  nav?: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-gradient-to-b from-white to-blue-50">
      <header className="border-b bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <Link to={`/public/${slug}`} className="text-lg font-bold">
            {companyName}
          </Link>
          <nav className="flex flex-wrap gap-2 text-sm">{nav}</nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">{children}</main>
    </div>
  );
}

/** A public form's route opened with GET: there is no answer to show, only the way back. */
export function BackOnlyPage({ to, label }: { to: string; label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Link to={to} className="text-blue-700 underline">
        {label}
      </Link>
    </main>
  );
}

/** A request form refused without JavaScript (400): the form again with its messages, and 'Back'. */
export function RefusedRequestPage({
  company,
  back,
  title,
  width,
  children,
}: {
  company: { slug: string; name: string };
  back: string;
  title: string;
  width: "max-w-lg" | "max-w-2xl";
  children: ReactNode;
}) {
  return (
    <PublicShell slug={company.slug} companyName={company.name}>
      <Card className={`mx-auto ${width}`}>
        <h1 className="mb-4 text-xl font-semibold">{title}</h1>
        {children}
        <Link to={back} className="mt-4 inline-block text-sm text-blue-700 underline">
          {REQUEST_TEXTS.back}
        </Link>
      </Card>
    </PublicShell>
  );
}
