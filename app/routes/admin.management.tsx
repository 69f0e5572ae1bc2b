import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";

import { AccountNotices } from "../components/auth/account-notices";
import { buttonClass } from "../components/ui/button";
import { MANAGEMENT_TABS, tabOfPath, tabPath, VIEWER_FORM_TABS } from "../domain/admin/panel-tabs";
import { PANEL_TEXTS as T } from "../domain/admin/panel-texts";
import { ACCOUNT_TEXTS } from "../domain/auth/account-texts";
import { requireMember } from "../server/auth.server";

export const meta: MetaFunction = () => [{ title: T.title }];

/**
 * The Admin Panel's layout: its header and tab nav around the open tab, each tab its own route
 * (admin.management.{tab}.tsx) with its own loader, action and role checks.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  return { company: { name: member.company.name }, role: member.role, emailVerified: member.emailVerified };
}

export default function Management() {
  const { company, role, emailVerified } = useLoaderData<typeof loader>();
  const tab = tabOfPath(useLocation().pathname);
  return (
    <div className="min-h-screen">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-xl font-bold">{T.title}</h1>
            <p className="text-sm text-gray-500">{company.name}</p>
          </div>
          <nav className="flex flex-wrap gap-2 text-sm">
            <Link className={buttonClass("toolbar")} to="/admin/dashboard">
              {T.nav.dashboard}
            </Link>
            <Link className={buttonClass("toolbar")} to="/numbers">
              {T.nav.numbers}
            </Link>
            <Link className={buttonClass("toolbar")} to="/admin/costs">
              {T.nav.monthlyCosts}
            </Link>
            <Link className={buttonClass("toolbar")} to="/admin/pitch-deck-chat">
              {T.nav.pitchDeckChat}
            </Link>
            <Link className={buttonClass("toolbar")} to="/admin/forecast-chat">
              {T.nav.forecastChat}
            </Link>
            <Link className={buttonClass("toolbar")} to="/admin/account">
              {ACCOUNT_TEXTS.title}
            </Link>
          </nav>
        </div>
      </header>
      <AccountNotices role={role} emailVerified={emailVerified} />
      <main className="mx-auto max-w-6xl px-4 py-6">
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
    </div>
  );
}
