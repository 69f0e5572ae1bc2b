import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function PublicShell({ slug, companyName, children, nav }: { slug: string; companyName: string; children: ReactNode; nav?: ReactNode }) {
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
