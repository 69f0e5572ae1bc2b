/**
 * The gate's steps after the access code or a personal link (docs/decisions/055-verified-investors-and-nda.md):
 * a verified e-mail (a 6-digit code by mail, through the mail queue and its outbox), the
 * company's allow and block lists, and the agreement (NDA). What a browser has done is kept
 * in one signed HttpOnly cookie per company (`__viewer_{slug}`): the verified address, the
 * investor it belongs to, and the agreement version accepted — each acceptance is also
 * recorded in `nda_acceptances`. Nothing here imports the gate module at run time: the gate
 * (access-gate.server.ts) asks this one which step is left.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies, gateEmailCodes, investors, ndaAcceptances, ndaVersions } from "../../../db/schema";
import { GATE_CODE_MAIL_TEXTS } from "../../copy/mail/gate-code-texts";
import { GATE_ACCESS_TEXTS, type GateAccessLanguage } from "../../copy/site/gate-access-texts";
import {
  type AccessLists,
  codeCheckKeys,
  codeFromRandom,
  codeSendKeys,
  codeUsable,
  emailMayPass,
  type GateStep,
  type ListEntry,
  NDA_ACCEPTS_PER_ADDRESS,
  nextGateStep,
  normalizeCode,
  parseEmailList,
} from "../../domain/investors/gate-access";
import { toHex } from "../../domain/investors/links";
import { renderGateCodeMail } from "../../domain/mail/gate-code";
import { safeRedirectPath } from "../../domain/redirect";
import { chatStateCookie, companyVisitorId, readChatState } from "../chat/chat-state.server";
import { enqueueMails } from "../mail/queue.server";
import { ensurePipelineEntry } from "../pipeline/pipeline-entries.server";
import { safeCookie } from "../platform/cookie.server";
import { attemptSucceeded, clientAddress, countAttempt } from "../platform/throttle.server";
import type { PublicCompany } from "./access-gate.server";
import { actionEvent, recordEvents } from "./visitor-events.server";

/** The company's gate settings (kept in `companies.settings`). */
export type GateAccess = {
  verifyEmail: boolean;
  lists: AccessLists;
  /** The agreement version visitors accept; null: no agreement asked. */
  ndaVersion: number | null;
};

const list = (value: unknown): ListEntry[] =>
  typeof value === "string" ? parseEmailList(value).entries : [];

/** The gate settings out of a company's settings JSON (all off unless set). */
export function gateAccessOf(settings: unknown): GateAccess {
  const s = (settings && typeof settings === "object" ? settings : {}) as Record<string, unknown>;
  const version = typeof s.ndaVersion === "number" && Number.isInteger(s.ndaVersion) ? s.ndaVersion : null;
  return {
    verifyEmail: s.gateVerifyEmail === true,
    lists: { allow: list(s.gateAllow), block: list(s.gateBlock) },
    ndaVersion: s.ndaOn === true ? version : null,
  };
}

async function companyGateAccess(db: Db, company: PublicCompany): Promise<GateAccess> {
  if (company.gateAccess) return company.gateAccess;
  const row = await db.query.companies.findFirst({
    where: eq(companies.id, company.id),
    columns: { settings: true },
  });
  return gateAccessOf(row?.settings);
}

/**
 * What this browser did at the company's gate: `k` the grant it was done under ('code', or the
 * investor of a personal link — under another grant it counts for nothing), `e` the verified
 * address and `inv` its investor, `p` the address a code was mailed to, `nda` the version accepted.
 */
type Viewer = { c: string; k: string; e?: string; inv?: string | null; p?: string; nda?: number };

function viewerCookie(context: AppLoadContext, slug: string, request: Request) {
  return safeCookie(`__viewer_${slug.replace(/[^a-z0-9-]/g, "")}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    secrets: [context.env.SESSION_SECRET],
    maxAge: 30 * 24 * 60 * 60,
  });
}

/** The grant before the steps: a code's, a personal link's (`link`), or the team's. */
export type RawGrant = { investorId: string | null; member?: true; link?: true };

const grantKey = (grant: RawGrant) => (grant.link && grant.investorId ? grant.investorId : "code");

async function readViewer(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  grant: RawGrant,
): Promise<Viewer> {
  const raw = (await viewerCookie(context, company.slug, request).parse(
    request.headers.get("Cookie"),
  )) as Viewer | null;
  const key = grantKey(grant);
  return raw && typeof raw === "object" && raw.c === company.id && raw.k === key
    ? raw
    : { c: company.id, k: key };
}

export type GateState = {
  step: GateStep;
  /** The investor the request acts for: the link's, or the one the verified address belongs to. */
  investorId: string | null;
  email: string | null;
  /** Where a code was mailed and is awaited (the 'verify' step's second screen). */
  pendingEmail: string | null;
  ndaVersion: number | null;
  acceptedNdaVersion: number | null;
  viewer: Viewer;
};

/** Which step of the gate a granted request has left (null: none), and who it acts for. */
export async function gateStateOf(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  grant: RawGrant,
): Promise<GateState> {
  const viewer = await readViewer(request, context, company, grant);
  const base = {
    investorId: grant.investorId,
    email: viewer.e ?? null,
    pendingEmail: viewer.p ?? null,
    acceptedNdaVersion: viewer.nda ?? null,
    viewer,
  };
  if (grant.member) return { ...base, step: null, ndaVersion: null };
  const access = await companyGateAccess(context.db, company);
  let linkAsks = false;
  if (grant.link && grant.investorId) {
    const row = await context.db.query.investors.findFirst({
      where: and(eq(investors.companyId, company.id), eq(investors.id, grant.investorId)),
      columns: { requireVerifiedEmail: true },
    });
    linkAsks = !!row?.requireVerifiedEmail;
  }
  const step = nextGateStep({
    verificationRequired: access.verifyEmail || linkAsks,
    verifiedEmail: viewer.e ?? null,
    lists: access.lists,
    ndaVersion: access.ndaVersion,
    acceptedNdaVersion: viewer.nda ?? null,
  });
  return {
    ...base,
    step,
    investorId: grant.investorId ?? viewer.inv ?? null,
    ndaVersion: access.ndaVersion,
  };
}

/** The agreement's version as shown at the 'nda' step. */
export async function ndaVersionText(db: Db, companyId: string, version: number) {
  const row = await db.query.ndaVersions.findFirst({
    where: and(eq(ndaVersions.companyId, companyId), eq(ndaVersions.version, version)),
    columns: { version: true, text: true, textSha256: true },
  });
  return row ?? null;
}

async function codeHash(secret: string, companyId: string, email: string, code: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`${companyId}\n${email}\n${code}`),
  );
  return toHex(mac);
}

export const sha256Hex = async (text: string) =>
  toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

function newCode(): string {
  let code: string | null = null;
  while (!code) code = codeFromRandom(crypto.getRandomValues(new Uint32Array(4)));
  return code;
}

/** How far back a code is looked up: an expired or used code is told apart from a wrong one. */
const LOOK_BACK_MS = 24 * 60 * 60_000;

/**
 * The Cron sweep's clean-up of the gate's one-time codes: every code row past the look-back
 * (expired, used or both by then) is of no more use and is deleted, for every company. Rows
 * inside it stay, so a visitor retrying an old code is told 'expired' or 'used', not 'wrong'.
 */
export async function pruneGateCodes(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(gateEmailCodes)
    .where(lt(gateEmailCodes.createdAt, new Date(now.getTime() - LOOK_BACK_MS).toISOString()));
  return gone.meta.changes ?? 0;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/** Back to the page the step was taken on (PRG), with the viewer cookie. */
async function back(request: Request, context: AppLoadContext, company: PublicCompany, viewer: Viewer) {
  const url = new URL(request.url);
  const headers = new Headers({
    "Set-Cookie": await viewerCookie(context, company.slug, request).serialize(viewer),
  });
  return redirect(safeRedirectPath(`${url.pathname}${url.search}`, url.origin, `/public/${company.slug}`), {
    headers,
  });
}

type StepAnswer = Response | ReturnType<typeof data<object>>;

/**
 * 'Code versturen': checks the address (shape, the lists, a personal link's own address),
 * counts the mail on the address's and the e-mail's throttles, stores the code's HMAC and
 * queues the mail. A blocked or not-allowed address gets the neutral refusal and no mail.
 */
async function sendCode(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  grant: RawGrant,
  state: GateState,
  form: FormData,
  language: GateAccessLanguage,
): Promise<StepAnswer> {
  const t = GATE_ACCESS_TEXTS[language];
  const given = String(form.get("email") ?? "").slice(0, 254);
  const email = given.trim().toLowerCase();
  if (!email) return data({ gateStepError: t.emailRequired, gateEmail: given }, { status: 400 });
  if (!EMAIL.test(email)) return data({ gateStepError: t.emailInvalid, gateEmail: given }, { status: 400 });
  const access = await companyGateAccess(context.db, company);
  if (!emailMayPass(email, access.lists)) return data({ gateRefused: true }, { status: 403 });
  if (grant.link && grant.investorId) {
    const own = await context.db.query.investors.findFirst({
      where: and(eq(investors.companyId, company.id), eq(investors.id, grant.investorId)),
      columns: { email: true },
    });
    if (own?.email !== email)
      return data({ gateStepError: t.linkMismatch, gateEmail: given }, { status: 403 });
  }
  const counted = await countAttempt(context.db, codeSendKeys(company.id, clientAddress(request), email));
  if (!counted.allowed)
    return data(
      { gateStepError: t.tooMany(Math.max(1, Math.ceil(counted.remainingMs / 60_000))), gateEmail: given },
      { status: 429 },
    );
  const code = newCode();
  // The address's codes past the look-back are of no more use.
  await context.db
    .delete(gateEmailCodes)
    .where(
      and(
        eq(gateEmailCodes.companyId, company.id),
        eq(gateEmailCodes.email, email),
        lt(gateEmailCodes.createdAt, new Date(Date.now() - LOOK_BACK_MS).toISOString()),
      ),
    );
  const [row] = await context.db
    .insert(gateEmailCodes)
    .values({
      companyId: company.id,
      email,
      codeHash: await codeHash(context.env.SESSION_SECRET, company.id, email, code),
    })
    .returning({ id: gateEmailCodes.id });
  try {
    await enqueueMails(context.cloudflare.env.NOTIFICATIONS, [
      {
        kind: "mail",
        companyId: company.id,
        to: email,
        ...renderGateCodeMail({ companyName: company.name, code, texts: GATE_CODE_MAIL_TEXTS[language] }),
        idempotencyKey: `gate-code:${row!.id}`,
        mailKind: "gate-code",
      },
    ]);
  } catch (error) {
    console.error("gate code mail not queued", error);
    await context.db.delete(gateEmailCodes).where(eq(gateEmailCodes.id, row!.id));
    return data({ gateStepError: t.mailFailed, gateEmail: given }, { status: 503 });
  }
  return back(request, context, company, { ...state.viewer, p: email });
}

/**
 * 'Bevestigen': the code mailed to the awaited address, counted on the throttles before it is
 * checked; a right, unexpired, unused code is used up in the same statement that checks it is
 * still unused (a second use finds it used). The browser is then that address — and the
 * investor of the company with that address, when there is one.
 */
async function checkCode(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  grant: RawGrant,
  state: GateState,
  form: FormData,
  language: GateAccessLanguage,
): Promise<StepAnswer> {
  const t = GATE_ACCESS_TEXTS[language];
  const email = state.pendingEmail;
  if (!email) return data({ gateStepError: t.noPending }, { status: 400 });
  const code = normalizeCode(String(form.get("code") ?? "").slice(0, 40));
  if (!code) return data({ gateStepError: t.codeShape }, { status: 400 });
  const keys = codeCheckKeys(company.id, clientAddress(request), email);
  const counted = await countAttempt(context.db, keys.entries);
  if (!counted.allowed)
    return data(
      { gateStepError: t.tooMany(Math.max(1, Math.ceil(counted.remainingMs / 60_000))) },
      { status: 429 },
    );
  const now = new Date();
  const hash = await codeHash(context.env.SESSION_SECRET, company.id, email, code);
  const match = await context.db.query.gateEmailCodes.findFirst({
    where: and(
      eq(gateEmailCodes.companyId, company.id),
      eq(gateEmailCodes.email, email),
      eq(gateEmailCodes.codeHash, hash),
      gt(gateEmailCodes.createdAt, new Date(now.getTime() - LOOK_BACK_MS).toISOString()),
    ),
    orderBy: desc(gateEmailCodes.createdAt),
  });
  if (!match) return data({ gateStepError: t.wrongCode }, { status: 401 });
  if (match.usedAt) return data({ gateStepError: t.usedCode }, { status: 401 });
  if (!codeUsable(match, now)) return data({ gateStepError: t.expiredCode }, { status: 401 });
  const used = await context.db
    .update(gateEmailCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(gateEmailCodes.id, match.id), isNull(gateEmailCodes.usedAt)))
    .returning({ id: gateEmailCodes.id });
  if (used.length === 0) return data({ gateStepError: t.usedCode }, { status: 401 });
  await attemptSucceeded(context.db, counted, [keys.strict]);
  const investor = grant.link
    ? { id: grant.investorId }
    : await context.db.query.investors.findFirst({
        where: and(eq(investors.companyId, company.id), eq(investors.email, email)),
        columns: { id: true },
      });
  const viewer: Viewer = { c: company.id, k: state.viewer.k, e: email, inv: investor?.id ?? null };
  // A verified address of nobody invited is someone to follow up: its pipeline entry (a personal
  // link's reader is their investor's entry already).
  if (!viewer.inv) await ensurePipelineEntry(context.db, company.id, { email });
  // A different address is another reader: the agreement is asked again.
  if (state.viewer.e === email && state.viewer.nda !== undefined) viewer.nda = state.viewer.nda;
  const chat = await readChatState(request, context);
  const response = await back(request, context, company, viewer);
  if (!/(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? ""))
    response.headers.append("Set-Cookie", await chatStateCookie(request, context, chat));
  recordEvents(context, [
    actionEvent(
      company.id,
      { visitorId: await companyVisitorId(context, company.id, chat), investorId: viewer.inv ?? null },
      { kind: "email-verified", email },
    ),
  ]);
  return response;
}

/** 'Akkoord en doorgaan': records the acceptance of the current version (name, verified e-mail, hash, time, address). */
async function acceptNda(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  state: GateState,
  form: FormData,
  language: GateAccessLanguage,
): Promise<StepAnswer> {
  const t = GATE_ACCESS_TEXTS[language];
  if (state.step !== "nda" || state.ndaVersion === null) return back(request, context, company, state.viewer);
  const given = String(form.get("name") ?? "").slice(0, 400);
  const name = given.trim().replace(/\s+/g, " ");
  const errors: { name?: string; agree?: string } = {};
  if (!name) errors.name = t.nameRequired;
  else if (name.length > 200) errors.name = t.nameTooLong;
  if (form.get("agree") !== "on") errors.agree = t.agreeRequired;
  if (errors.name || errors.agree) return data({ ndaErrors: errors, ndaName: given }, { status: 400 });
  const version = await ndaVersionText(context.db, company.id, state.ndaVersion);
  if (!version) return back(request, context, company, state.viewer);
  const address = clientAddress(request);
  const counted = await countAttempt(context.db, [
    { key: `nda-accept:addr:${address}`, policy: NDA_ACCEPTS_PER_ADDRESS },
  ]);
  if (!counted.allowed)
    return data(
      {
        ndaErrors: { name: t.tooMany(Math.max(1, Math.ceil(counted.remainingMs / 60_000))) },
        ndaName: given,
      },
      { status: 429 },
    );
  const chat = await readChatState(request, context);
  await context.db.insert(ndaAcceptances).values({
    companyId: company.id,
    version: version.version,
    textSha256: version.textSha256,
    name,
    email: state.email,
    investorId: state.investorId,
    visitorId: await companyVisitorId(context, company.id, chat),
    address,
  });
  const response = await back(request, context, company, { ...state.viewer, nda: version.version });
  if (!/(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? ""))
    response.headers.append("Set-Cookie", await chatStateCookie(request, context, chat));
  return response;
}

export const GATE_STEP_INTENTS = ["gate-send-code", "gate-check-code", "gate-other-email", "gate-accept-nda"];

/** The gate steps' actions, posted to any gated page; only with a grant (the caller checks). */
export async function handleGateStep(
  request: Request,
  context: AppLoadContext,
  company: PublicCompany,
  grant: RawGrant,
  form: FormData,
  language: GateAccessLanguage,
): Promise<StepAnswer> {
  const state = await gateStateOf(request, context, company, grant);
  const intent = form.get("intent");
  // Another address: the one awaiting a code is dropped; after a refusal the refused address
  // too (and what it accepted), so the visitor starts again at the e-mail step.
  if (intent === "gate-other-email")
    return back(
      request,
      context,
      company,
      state.step === "refused" ? { c: state.viewer.c, k: state.viewer.k } : { ...state.viewer, p: undefined },
    );
  if (intent === "gate-accept-nda") return acceptNda(request, context, company, state, form, language);
  if (state.step !== "verify" && state.step !== "refused")
    return back(request, context, company, state.viewer);
  if (intent === "gate-send-code") return sendCode(request, context, company, grant, state, form, language);
  return checkCode(request, context, company, grant, state, form, language);
}
