import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

export const headerLinkClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100";

/**
 * The header of the founder's finance and growth pages (/numbers, /monthly-costs, /forecast,
 * /sales-metrics, and the admin sales dashboard): the page title over the company name, and navigation links
 * (plus any buttons a page adds after them).
 */
export function PageHeader({
  title,
  subtitle,
  links,
  width = "max-w-6xl",
  children,
}: {
  title: string;
  subtitle: string;
  links: ReadonlyArray<readonly [to: string, label: string]>;
  width?: "max-w-5xl" | "max-w-6xl" | "max-w-7xl";
  children?: ReactNode;
}) {
  return (
    <header className="border-b bg-white print:hidden">
      <div className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-3 px-4 py-4`}>
        <div>
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="text-sm text-gray-500">{subtitle}</p>
        </div>
        <nav className="flex flex-wrap items-center gap-2">
          {links.map(([to, label]) => (
            <Link key={to} className={headerLinkClass} to={to}>
              {label}
            </Link>
          ))}
          {children}
        </nav>
      </div>
    </header>
  );
}

/** 'Logout': a post to /admin/logout (works without JavaScript). */
export function LogoutButton() {
  return (
    <Form method="post" action="/admin/logout">
      <button type="submit" className={headerLinkClass}>
        Logout
      </button>
    </Form>
  );
}
