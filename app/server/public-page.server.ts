import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleUnlock, hasGrant, readGrant, requirePublicCompany, type PublicCompany } from "./access-gate.server";
import { identifyVisitor, pageEvent, recordEvents, type Visitor } from "./visitor-events.server";
import { recordPageView } from "./page-views.server";
import { readForm } from "./form.server";
import type { ScreenLanguage } from "../domain/http/form-request";

/** What a gated page's action answers: a Response (redirect) or `data()` — never a bare object. */
export type GatedPageAnswer = Response | ReturnType<typeof data<object>>;

const UNKNOWN_ACTION = { nl: "Onbekende actie", en: "Unknown action" } as const;

export type Locked = { locked: true; company: { name: string; slug: string } };
export type Unlocked<T> = { locked: false; company: { name: string; slug: string; about: string | null; websiteUrl: string | null } } & T;

/**
 * Loader of a gated public page: records the page view, and returns the page's content only
 * with a valid grant — without one the payload holds nothing but the company's name. A
 * granted visitor's page is also recorded for the Investors tab (after the response); `load`
 * gets the visitor to record more (the deck page shown).
 */
export async function loadGatedPage<T extends object>(
  { request, context, params }: LoaderFunctionArgs,
  load: (company: PublicCompany, visitor: Visitor & { member?: true }) => Promise<T>,
) {
  const company = await requirePublicCompany(context, params.slug, { cached: true });
  const headers = await recordPageView(request, context, company.id);
  const grant = await readGrant(request, context, company);
  if (!grant) {
    return data({ locked: true, company: { name: company.name, slug: company.slug } } as Locked | Unlocked<T>, { headers });
  }
  const { visitor, setCookie } = await identifyVisitor(request, context, grant.investorId);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // The team looking at its own site is no visitor.
  if (!grant.member) recordEvents(context, [pageEvent(company.id, visitor, new URL(request.url).pathname)]);
  const content = await load(company, grant.member ? { ...visitor, member: true } : visitor);
  return data(
    {
      locked: false,
      company: { name: company.name, slug: company.slug, about: company.about, websiteUrl: company.websiteUrl },
      ...content,
    } as Locked | Unlocked<T>,
    { headers },
  );
}

/** Action of a gated page: 'unlock' checks the code; other intents go to the page's handler. */
export async function gatedPageAction(
  { request, context, params }: ActionFunctionArgs,
  handle?: (company: PublicCompany, form: FormData) => Promise<GatedPageAnswer>,
  language: ScreenLanguage = "nl",
): Promise<GatedPageAnswer> {
  const company = await requirePublicCompany(context, params.slug);
  const form = await readForm(request, language);
  if (form.get("intent") === "unlock") return handleUnlock(request, context, company, form);
  if (!(await hasGrant(request, context, company))) {
    return data({ gateError: "Toegang Vereist" }, { status: 403 });
  }
  if (!handle) return data({ error: UNKNOWN_ACTION[language] }, { status: 400 });
  return handle(company, form);
}
