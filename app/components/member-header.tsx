import { Form, Link, NavLink } from "@remix-run/react";

import { MEMBER_AREA_TEXTS as T } from "../copy/admin/member-area-texts";

const linkClass = "rounded-md border px-2.5 py-1 text-sm font-medium hover:bg-gray-100";

/** The member area's header (app/routes/_member.tsx): no member page draws one of its own. */
export function MemberHeader({
  company,
}: {
  company: { name: string; slug: string; tagline: string | null };
}) {
  return (
    <header data-testid="member-header" className="border-b bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div>
          <p className="text-lg font-bold">{company.name}</p>
          {company.tagline ? <p className="text-sm text-gray-500">{company.tagline}</p> : null}
        </div>
        <nav aria-label={T.navLabel} className="flex flex-wrap items-center gap-1.5">
          <Link className={`${linkClass} border-gray-300 bg-white`} to={`/public/${company.slug}`}>
            {T.publicSite}
          </Link>
          {T.links.map(([to, label]) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                `${linkClass} ${isActive ? "border-blue-600 bg-blue-50 text-blue-900" : "border-gray-300 bg-white"}`
              }
            >
              {label}
            </NavLink>
          ))}
          <Form method="post" action="/admin/logout">
            <button type="submit" className={`${linkClass} border-gray-300 bg-white`}>
              {T.logout}
            </button>
          </Form>
        </nav>
      </div>
    </header>
  );
}
