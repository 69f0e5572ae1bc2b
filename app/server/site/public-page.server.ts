import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

import type { Db } from "../../../db";
import { GATE_TEXTS } from "../../copy/site/gate-texts";
import { ACCESS_REQUIRED } from "../../copy/site/texts";
import type { ScreenLanguage } from "../../domain/http/form-request";
import type { GateStepView } from "../../domain/investors/gate-access";
import { safeRedirectPath } from "../../domain/redirect";
import { gateEmailSchema } from "../../schemas/gate";
import { type ChatState, chatStateCookie, companyVisitorId, readChatState } from "../chat/chat-state.server";
import {
  carriesGrantCookie,
  getPublicCompany,
  handleUnlock,
  hasGrant,
  type PublicCompany,
  publicCompanyFrom,
  publicCompanyRead,
  readRawGrant,
  requirePublicCompany,
  unlockGate,
} from "../investors/access-gate.server";
import {
  GATE_STEP_INTENTS,
  gateStateOf,
  handleGateStep,
  ndaVersionText,
} from "../investors/gate-steps.server";
import { recordPageView } from "../investors/page-views.server";
import {
  actionEvent,
  identifyVisitor,
  pageEvent,
  recordEvents,
  type Visitor,
} from "../investors/visitor-events.server";
import { parseForm } from "../platform/bounded-reply.server";
import { readForm } from "../platform/form.server";
import { readWholeRows, type RowsOf, type WholeRowsRead } from "../platform/whole-rows.server";

/** What a gated page's action answers: a Response (redirect) or `data()` — never a bare object. */
export type GatedPageAnswer = Response | ReturnType<typeof data<object>>;

/** `fromMail`: the visitor came through a link of an update mail (`?from=mail`), the gate says why it is there. */
export type Locked = {
  locked: true;
  company: { name: string; slug: string; tagline: string | null };
  askEmail: boolean;
  fromMail: boolean;
  /** Past the code or link, the step left (docs/decisions/055-verified-investors-and-nda.md); none: the code. */
  step?: GateStepView;
};

export type Unlocked<T> = {
  locked: false;
  company: {
    name: string;
    slug: string;
    tagline: string | null;
    about: string | null;
    websiteUrl: string | null;
  };
} & T;

/**
 * Loader of a gated public page: with a valid grant it records the page view and returns the
 * page's content — without one the payload holds nothing but the company's name. A
 * granted visitor's page is also recorded for the Investors tab (after the response); `load`
 * gets the visitor to record more (the deck page shown), the chat cookie's state it was read from,
 * and what `reads` read (null when they were not sent: the page then reads for itself).
 */
export async function loadGatedPage<T extends object, const Q extends readonly WholeRowsRead<unknown>[] = []>(
  { request, context, params }: LoaderFunctionArgs,
  load: (
    company: PublicCompany,
    visitor: Visitor & { member?: true; recorded: boolean },
    chatState: ChatState,
    read: RowsOf<Q> | null,
  ) => Promise<T>,
  reads?: (db: Db, company: { slug: string }) => Q,
) {
  const { db } = context;
  let company: PublicCompany | null;
  let read: RowsOf<Q> | null = null;
  // A visitor with the company's grant cookie is most likely let in: the page's reads go to D1 in
  // one batch with the company's (the reads name the company by its slug). They reach the page
  // only past the gate below; for anyone else the company is read alone.
  // A failed batch leaves the page's reads (and their failure) to the page.
  const together =
    reads && params.slug && carriesGrantCookie(request, params.slug)
      ? await readWholeRows(db, [
          publicCompanyRead(db, params.slug),
          ...reads(db, { slug: params.slug }),
        ]).catch((error: unknown) => (console.error("gated page reads failed", error), null))
      : null;
  if (together) {
    const [companyRows, ...rest] = together;
    company = publicCompanyFrom(companyRows);
    read = rest as unknown as RowsOf<Q>;
  } else company = params.slug ? await getPublicCompany(db, params.slug) : null;
  if (!company) throw new Response("Not Found", { status: 404 });
  const raw = await readRawGrant(request, context, company);
  const state = raw ? await gateStateOf(request, context, company, raw) : null;
  // Page views are counted only past the gate: a gate shown to anyone is no write (ADR 034).
  if (!raw || state?.step) {
    const step = state ? await stepView(context, company, state) : undefined;
    return data(
      {
        locked: true,
        company: { name: company.name, slug: company.slug, tagline: company.tagline },
        askEmail: !!company.askEmail,
        fromMail: new URL(request.url).searchParams.get("from") === "mail",
        ...(step ? { step } : {}),
      } as Locked | Unlocked<T>,
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const grant = raw.member ? raw : { investorId: state!.investorId };
  const identified = await identifyVisitor(request, context, company.id, grant.investorId);
  // A visitor's views carry their visitor id, so an investor's are found (and forgotten) with their events.
  const headers = await recordPageView(
    request,
    context,
    company.id,
    undefined,
    grant.member ? undefined : identified.visitor.visitorId,
  );
  const { visitor, setCookie, recorded, state: chatState } = identified;
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // The team looking at its own site is no visitor; nor is a client that keeps no cookies.
  if (!grant.member && recorded)
    recordEvents(context, [pageEvent(company.id, visitor, new URL(request.url).pathname)]);
  const content = await load(
    company,
    grant.member ? { ...visitor, member: true, recorded: false } : { ...visitor, recorded },
    chatState,
    read,
  );
  return data(
    {
      locked: false,
      company: {
        name: company.name,
        slug: company.slug,
        tagline: company.tagline,
        about: company.about,
        websiteUrl: company.websiteUrl,
      },
      ...content,
    } as Locked | Unlocked<T>,
    { headers },
  );
}

/** The screen of the step a granted visitor has left. */
async function stepView(
  context: LoaderFunctionArgs["context"],
  company: PublicCompany,
  state: Awaited<ReturnType<typeof gateStateOf>>,
): Promise<GateStepView | undefined> {
  if (state.step === "refused") return { kind: "refused" };
  if (state.step === "verify") return { kind: "verify", pendingEmail: state.pendingEmail };
  if (state.step === "nda" && state.ndaVersion !== null) {
    const version = await ndaVersionText(context.db, company.id, state.ndaVersion);
    if (version) return { kind: "nda", version: version.version, text: version.text, email: state.email };
  }
  return undefined;
}

/**
 * Action of a gated page: 'unlock' checks the code; the gate's later steps (a code by mail,
 * the agreement) need the code's or a link's grant; other intents go to the page's handler.
 */
export async function gatedPageAction(
  { request, context, params }: ActionFunctionArgs,
  handle?: (company: PublicCompany, form: FormData) => Promise<GatedPageAnswer>,
  language: ScreenLanguage = "nl",
): Promise<GatedPageAnswer> {
  const company = await requirePublicCompany(context, params.slug);
  const form = await readForm(request, language);
  if (form.get("intent") === "unlock")
    return company.askEmail
      ? unlockWithEmail(request, context, company, form, language)
      : handleUnlock(request, context, company, form, language);
  if (GATE_STEP_INTENTS.includes(String(form.get("intent")))) {
    const raw = await readRawGrant(request, context, company);
    if (!raw || raw.member) return data({ gateError: ACCESS_REQUIRED }, { status: 403 });
    return handleGateStep(request, context, company, raw, form, language);
  }
  if (!(await hasGrant(request, context, company))) {
    return data({ gateError: ACCESS_REQUIRED }, { status: 403 });
  }
  if (!handle) return data({ error: GATE_TEXTS.unknownAction[language] }, { status: 400 });
  return handle(company, form);
}

/**
 * The unlock of a company that asks for the visitor's e-mail with the code: a missing or bad
 * address is answered first (400, in the gate's language; the code is not tried), then the
 * code as always; on success the address is recorded, unverified, for the visitor — whose
 * visitor cookie starts here when they had none.
 */
async function unlockWithEmail(
  request: Request,
  context: LoaderFunctionArgs["context"],
  company: PublicCompany,
  form: FormData,
  language: ScreenLanguage,
): Promise<GatedPageAnswer> {
  const submission = parseForm(form, gateEmailSchema(language));
  const given = String(form.get("email") ?? "").slice(0, 254);
  if (submission.status !== "success") {
    return data({ gateEmailError: submission.error?.email?.[0] ?? null, gateEmail: given }, { status: 400 });
  }
  const result = await unlockGate(request, context, company, String(form.get("accessCode") ?? ""), language);
  if (!result.ok) return data({ gateError: result.error, gateEmail: given }, { status: result.status });
  const headers = new Headers({ "Set-Cookie": result.setCookie });
  headers.append("Set-Cookie", result.deviceCookie);
  const state = await readChatState(request, context);
  if (!/(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? ""))
    headers.append("Set-Cookie", await chatStateCookie(request, context, state));
  recordEvents(context, [
    actionEvent(
      company.id,
      { visitorId: await companyVisitorId(context, company.id, state), investorId: null },
      { kind: "gate-email", email: submission.value.email },
    ),
  ]);
  const url = new URL(request.url);
  return redirect(safeRedirectPath(`${url.pathname}${url.search}`, url.origin, `/public/${company.slug}`), {
    headers,
  });
}
