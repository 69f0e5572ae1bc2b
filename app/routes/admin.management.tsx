import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";

import { PANEL_TEXTS as T } from "../copy/admin/panel-texts";
import { MANAGEMENT_TABS, tabOfPath, tabPath, VIEWER_FORM_TABS } from "../domain/admin/panel-tabs";
import { requireMember } from "../server/auth/auth.server";

export const meta: MetaFunction = () => [{ title: T.title }];

/**
 * The Admin Panel's layout, inside the member area's (app/routes/_member.tsx): its title and tab
 * nav around the open tab, each tab its own route (admin.management.{tab}.tsx) with its own
 * loader, action and role checks.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  return { role: member.role };
}

export default function Management() {
  const { role } = useLoaderData<typeof loader>();
  const tab = tabOfPath(useLocation().pathname);
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-xl font-bold">{T.title}</h1>
      <nav
        role="tablist"
        aria-label={T.tabsLabel}
        className="mb-6 flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
      >
        {MANAGEMENT_TABS.map((id) => (
          <NavLink
            key={id}
            role="tab"
            aria-selected={id === tab}
            to={tabPath(id)}
            preventScrollReset
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${id === tab ? "bg-white shadow" : "text-gray-600 hover:text-gray-900"}`}
          >
            {T.tabs[id]}
          </NavLink>
        ))}
      </nav>
      <section role="tabpanel">
        {/* A viewer reads every tab; its forms are switched off (the server refuses their posts anyway), except
              the sales tabs' week pickers, which are reading forms (GET). */}
        <fieldset disabled={role === "viewer" && !(tab && VIEWER_FORM_TABS.has(tab))} className="contents">
          <Outlet />
        </fieldset>
      </section>
    </main>
  );
}
