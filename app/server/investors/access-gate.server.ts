import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies } from "../../../db/schema";
import { slowLaneMessage, throttleMessage } from "../../copy/auth/throttle-texts";
import { GATE_SCREEN_TEXTS, type GateLanguage } from "../../copy/site/gate-texts";
import { ACCESS_REQUIRED } from "../../copy/site/texts";
import { gateThrottleKeys } from "../../domain/auth/throttle";
import { safeRedirectPath } from "../../domain/redirect";
import { gateAsksEmail } from "../../schemas/gate";
import { getOptionalMember } from "../auth/auth.server";
import { hashSecret, verifySecret } from "../auth/password.server";
import { chatStateCookie, readChatState } from "../chat/chat-state.server";
import { safeCookie } from "../platform/cookie.server";
import { knownDeviceForCompany, trustDeviceForCompany } from "../platform/device-cookie.server";
import { type Attempt, attemptSucceeded, clientAddress, countAttempt } from "../platform/throttle.server";
import { columnsRead, decoded, readWholeRows } from "../platform/whole-rows.server";
import { type GateAccess, gateAccessOf, gateStateOf, type RawGrant } from "./gate-steps.server";
import { investorLinkOpens } from "./investors.server";

const GRANT_DAYS = 30;

export type PublicCompany = {
  id: string;
  slug: string;
  name: string;
  /** The company's own line under its name (Settings), on the gate and the site. */
  tagline: string | null;
  about: string | null;
  websiteUrl: string | null;
  accessCodeHash: string | null;
  accessCodeVersion: number;
  /** The company asks visitors for their e-mail at the gate (a setting, off by default). */
  askEmail?: boolean;
  /** The company's AI budget: chat questions per day (Settings). */
  aiDailyQuestions?: number;
  /** Verified e-mails, allow and block lists, the agreement (Settings); read from the company when absent. */
  gateAccess?: GateAccess;
};

/** `inv`: the investor whose personal link granted it (it then rests on that link, not on the code). */
type Grant = { companyId: string; version: number; inv?: string };

const grantCookieName = (slug: string) => `__gate_${slug.replace(/[^a-z0-9-]/g, "")}`;

/** One signed HttpOnly cookie per company; it names the code version it was issued for. */
function grantCookie(context: AppLoadContext, slug: string, request: Request) {
  return safeCookie(grantCookieName(slug), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    secrets: [context.env.SESSION_SECRET],
    maxAge: GRANT_DAYS * 24 * 60 * 60,
  });
}

export async function getPublicCompany(db: Db, slug: string): Promise<PublicCompany | null> {
  const [rows] = await readWholeRows(db, [publicCompanyRead(db, slug)]);
  return publicCompanyFrom(rows);
}

type PublicCompanyRow = Omit<PublicCompany, "askEmail" | "gateAccess"> & { settings: string | null };

/** getPublicCompany's read, for a page's own D1 batch (the page's reads name the company by its slug). */
export const publicCompanyRead = (db: Db, slug: string) =>
  columnsRead<PublicCompanyRow>(
    db,
    `SELECT id, slug, name, tagline, about, website_url AS websiteUrl, access_code_hash AS accessCodeHash,
       access_code_version AS accessCodeVersion, settings, ai_daily_questions AS aiDailyQuestions
     FROM companies WHERE slug = ?1 LIMIT 1`,
    [slug],
  );

export function publicCompanyFrom([row]: readonly PublicCompanyRow[]): PublicCompany | null {
  if (!row) return null;
  const { settings: raw, ...company } = row;
  const settings = decoded(companies.settings, raw);
  return { ...company, askEmail: gateAsksEmail(settings), gateAccess: gateAccessOf(settings) };
}

/** The request carries a grant cookie of the company at `slug` (not yet checked: readRawGrant does that). */
export const carriesGrantCookie = (request: Request, slug: string) =>
  (request.headers.get("Cookie") ?? "").includes(`${grantCookieName(slug)}=`);

/** The company behind /public/{slug}, or a 404. */
export async function requirePublicCompany(context: AppLoadContext, slug: string | undefined) {
  const company = slug ? await getPublicCompany(context.db, slug) : null;
  if (!company) throw new Response("Not Found", { status: 404 });
  return company;
}

/**
 * The request's grant for the company before the gate's later steps: one for its current
 * access code, one of a personal link that still opens (checked on every request, so revoking
 * stops access at once; `link`), or a signed-in member of the company (the team sees its own
 * public pages without the code). `investorId` names the investor of a personal link's grant.
 */
export async function readRawGrant(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
): Promise<RawGrant | null> {
  const grant = (await grantCookie(context, company.slug, request).parse(
    request.headers.get("Cookie"),
  )) as Grant | null;
  if (grant && grant.companyId === company.id) {
    if (typeof grant.inv === "string") {
      if (await investorLinkOpens(context.db, company.id, grant.inv))
        return { investorId: grant.inv, link: true };
    } else if (company.accessCodeHash && grant.version === company.accessCodeVersion) {
      return { investorId: null };
    }
  }
  // Only a request with a session cookie costs a lookup.
  const member = await getOptionalMember(request, context);
  return member?.company.id === company.id ? { investorId: null, member: true } : null;
}

/**
 * The request's valid grant for the company: a grant (readRawGrant) with no gate step left —
 * a verified e-mail and the agreement when the company or the link asks for them
 * (docs/decisions/055-verified-investors-and-nda.md). `investorId` names the investor the
 * request acts for: the personal link's, or the one whose address this browser verified;
 * `member` marks the team.
 */
export async function readGrant(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
): Promise<{ investorId: string | null; member?: true } | null> {
  const grant = await readRawGrant(request, context, company);
  if (!grant || grant.member) return grant;
  const state = await gateStateOf(request, context, company, grant);
  return state.step === null ? { investorId: state.investorId } : null;
}

/**
 * Who reads the company's investor site in this request, for features that show or stamp
 * documents per reader: null without access (no grant, or a gate step left) and for the team.
 * `email`: the verified address (null when none was verified); `investorId`: the investor the
 * request acts for; `ndaVersion`: the agreement version this browser accepted (null: none).
 */
export async function viewerIdentity(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  /** The request's raw grant when the caller has read it already (readRawGrant). */
  raw?: RawGrant | null,
): Promise<{
  email: string | null;
  verified: boolean;
  investorId: string | null;
  ndaVersion: number | null;
} | null> {
  const grant = raw === undefined ? await readRawGrant(request, context, company) : raw;
  if (!grant || grant.member) return null;
  const state = await gateStateOf(request, context, company, grant);
  if (state.step !== null) return null;
  return {
    email: state.email,
    verified: state.email !== null,
    investorId: state.investorId,
    ndaVersion: state.acceptedNdaVersion,
  };
}

/** True when the request carries a valid grant for the company (see readGrant). */
export async function hasGrant(request: Request, context: AppLoadContext, company: PublicCompany) {
  return (await readGrant(request, context, company)) !== null;
}

/** The investor a (validly signed) grant cookie of this company names, whether or not their link still opens. */
export async function grantedInvestorId(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
): Promise<string | null> {
  const grant = (await grantCookie(context, company.slug, request).parse(
    request.headers.get("Cookie"),
  )) as Grant | null;
  return grant && typeof grant === "object" && grant.companyId === company.id && typeof grant.inv === "string"
    ? grant.inv
    : null;
}

/** The grant cookie of an investor's personal link. */
export async function investorGrantCookie(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  investorId: string,
) {
  const grant: Grant = { companyId: company.id, version: company.accessCodeVersion, inv: investorId };
  return grantCookie(context, company.slug, request).serialize(grant);
}

/** For public actions (requests, subscriptions, chat): no grant, no write. */
export async function requireGrant(request: Request, context: AppLoadContext, slug: string | undefined) {
  return (await requireGrantOf(request, context, slug)).company;
}

/** requireGrant, also answering the grant: who the verified investor is (null: the code, or the team). */
export async function requireGrantOf(request: Request, context: AppLoadContext, slug: string | undefined) {
  const company = await requirePublicCompany(context, slug);
  const grant = await readGrant(request, context, company);
  if (!grant) throw data({ error: ACCESS_REQUIRED }, { status: 403 });
  return { company, grant };
}

export type UnlockResult =
  | { ok: true; setCookie: string; deviceCookie: string }
  | { ok: false; status: 400 | 401 | 429; error: string };

type Counted = Extract<Attempt, { allowed: true }>;

/**
 * Counts a code attempt before it is checked (docs/decisions/034-budgets-and-throttles.md): a
 * device that entered the company's code before on its own key; an unknown device on its
 * address, then on the company's ceiling of wrong codes — past which it is not locked out but
 * waits for the company's slow lane (one check every few seconds), so guessing from many
 * addresses slows to a crawl while an investor with the code still gets in.
 */
async function countCodeAttempt(
  db: Db,
  keys: ReturnType<typeof gateThrottleKeys>,
  language: GateLanguage,
): Promise<{ ok: true; attempt: Counted } | { ok: false; error: string }> {
  const own = await countAttempt(db, keys.entries);
  if (!own.allowed) return { ok: false, error: throttleMessage(own.remainingMs, language) };
  if (!keys.ceiling || !keys.slowLane) return { ok: true, attempt: own };
  const ceiling = await countAttempt(db, [keys.ceiling]);
  if (ceiling.allowed)
    return { ok: true, attempt: { allowed: true, counted: [...own.counted, ...ceiling.counted] } };
  const lane = await countAttempt(db, [keys.slowLane]);
  if (lane.allowed)
    return { ok: true, attempt: { allowed: true, counted: [...own.counted, ...lane.counted] } };
  // Not checked: the address's count is given back.
  await attemptSucceeded(db, own);
  return { ok: false, error: slowLaneMessage(lane.remainingMs, language) };
}

/** Checks an access code on the server; wrong tries are throttled (see countCodeAttempt). Refusals in the gate's language. */
export async function unlockGate(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  code: string,
  language: GateLanguage = "nl",
): Promise<UnlockResult> {
  const wrongCode = GATE_SCREEN_TEXTS[language].wrongCode;
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 200) return { ok: false, status: 400, error: wrongCode };
  const keys = gateThrottleKeys({
    companyId: company.id,
    address: clientAddress(request),
    knownDevice: await knownDeviceForCompany(request, context, company.id),
  });
  // Counted before the check: parallel guesses each get their own count, and only those within the limits are checked.
  const counted = await countCodeAttempt(context.db, keys, language);
  if (!counted.ok) return { ok: false, status: 429, error: counted.error };
  const ok = company.accessCodeHash ? await verifySecret(trimmed, company.accessCodeHash) : false;
  if (!ok) return { ok: false, status: 401, error: wrongCode };
  await attemptSucceeded(context.db, counted.attempt, [keys.strict]);
  const grant: Grant = { companyId: company.id, version: company.accessCodeVersion };
  return {
    ok: true,
    setCookie: await grantCookie(context, company.slug, request).serialize(grant),
    deviceCookie: await trustDeviceForCompany(request, context, company.id),
  };
}

/** The shared 'unlock' action of every gated page: redirect back on success (PRG). */
export async function handleUnlock(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  form: FormData,
  language: GateLanguage = "nl",
) {
  const result = await unlockGate(request, context, company, String(form.get("accessCode") ?? ""), language);
  if (!result.ok) return data({ gateError: result.error }, { status: result.status });
  const url = new URL(request.url);
  const back = safeRedirectPath(`${url.pathname}${url.search}`, url.origin, `/public/${company.slug}`);
  const headers = new Headers({ "Set-Cookie": result.setCookie });
  headers.append("Set-Cookie", result.deviceCookie);
  // The browser's visitor id from now on: its first page past the gate is recorded (ADR 041).
  if (!/(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? ""))
    headers.append(
      "Set-Cookie",
      await chatStateCookie(request, context, await readChatState(request, context)),
    );
  return redirect(back, { headers });
}

/** Sets or rotates the company's access code: every earlier grant stops working. */
export async function rotateAccessCode(db: Db, companyId: string, code: string) {
  const hash = await hashSecret(code);
  await db
    .update(companies)
    .set({
      accessCodeHash: hash,
      accessCodeVersion: sql`${companies.accessCodeVersion} + 1`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(companies.id, companyId));
}
