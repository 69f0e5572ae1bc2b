import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { TabPanel } from "../components/management/tabs";
import { requireMember } from "../server/auth.server";
import { DEFAULT_TAB, findTabAction, isManagementTab, loadTab, MANAGEMENT_TAB_IDS } from "../server/management/registry.server";
import { isTabActionAnswer } from "../server/management/types";
import { PANEL_TEXTS as T } from "../domain/admin/panel-texts";
import { buttonClass } from "../components/ui/button";
import { tryReadForm, unreadableForm } from "../server/form.server";
import { MAX_UPLOAD_FORM_BYTES } from "../domain/documents";
import { DOCUMENT_MESSAGES, DOCUMENT_ROUTE_ERRORS } from "../domain/admin/documents-texts";
import { AccountNotices, MailNeedsVerification } from "../components/auth/account-notices";
import { ACCOUNT_TEXTS } from "../domain/auth/account-texts";

export const meta: MetaFunction = () => [{ title: T.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab = isManagementTab(requested) ? requested : DEFAULT_TAB;
  const loaded = await loadTab(tab, { request, context, member, url });
  return { loaded, tabs: MANAGEMENT_TAB_IDS, company: member.company, role: member.role, emailVerified: member.emailVerified };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const member = await requireMember(request, context);
  // Only the Documents tab's forms upload files (without JavaScript); every other form is small.
  const uploads = new URL(request.url).searchParams.get("tab") === "documents";
  const read = await tryReadForm(request, uploads ? { maxBytes: MAX_UPLOAD_FORM_BYTES } : {});
  if (!read.ok && read.status === 413 && uploads) {
    return data({ intent: "document.upload", error: { title: DOCUMENT_MESSAGES.uploadError, description: DOCUMENT_ROUTE_ERRORS.tooLarge } }, { status: 413 });
  }
  if (!read.ok) throw unreadableForm(read.status, "nl");
  const form = read.form;
  const intent = String(form.get("intent") ?? "");
  const handler = findTabAction(intent);
  if (!handler) return data({ intent: "unknown", error: T.unknownAction }, { status: 400 });
  const answer = await handler({ request, context, member, url: new URL(request.url), form, args });
  if (!isTabActionAnswer(answer)) {
    // Never serialise whatever a handler returned: it could hold the request context.
    console.error("tab action answered outside its typed answer", intent);
    throw new Response("Internal error", { status: 500 });
  }
  return answer;
}

export default function Management() {
  const { loaded, tabs, company, role, emailVerified } = useLoaderData<typeof loader>();
  const tab = loaded.tab;
  // A post that would have mailed someone else before the address is confirmed (the tab's own forms show nothing of it).
  const verifyEmail = (useActionData() as { verifyEmail?: string } | undefined)?.verifyEmail;
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
        <nav role="tablist" aria-label={T.tabsLabel} className="mb-6 flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1">
          {tabs.map((id) => (
            <Link
              key={id}
              role="tab"
              aria-selected={id === tab}
              to={`?tab=${id}`}
              preventScrollReset
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${id === tab ? "bg-white shadow" : "text-gray-600 hover:text-gray-900"}`}
            >
              {T.tabs[id]}
            </Link>
          ))}
        </nav>
        {verifyEmail ? <MailNeedsVerification message={verifyEmail} /> : null}
        <section role="tabpanel">
          {/* A viewer reads every tab; its forms are switched off (the server refuses their posts anyway), except
              in the sales tabs, whose week pickers are reading forms (GET). */}
          <fieldset disabled={role === "viewer" && tab !== "sales-dashboard" && tab !== "sales-input"} className="contents">
            <TabPanel loaded={loaded} companySlug={company.slug} />
          </fieldset>
        </section>
      </main>
    </div>
  );
}
