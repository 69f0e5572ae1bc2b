import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect, type Session } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { Db } from "../../../db";
import { companies, memberships, users } from "../../../db/schema";
import { ACCOUNT_TEXTS } from "../../copy/auth/account-texts";
import { AUTH_TEXTS } from "../../copy/auth/texts";
import { throttleMessage } from "../../copy/auth/throttle-texts";
import { mayChangeData, type Role } from "../../domain/auth/roles";
import { idleCutoff, shouldTouch } from "../../domain/auth/sessions";
import { loginThrottleKeys, REGISTRATION_PER_ADDRESS } from "../../domain/auth/throttle";
import { LoginSchema, RegisterSchema } from "../../schemas/auth";
import { errorText, SlugUnavailable, withCompanySlug } from "../company/companies.server";
import { parseForm } from "../platform/bounded-reply.server";
import { accountTag, knownDeviceForAccount } from "../platform/device-cookie.server";
import type { SessionData } from "../platform/session.server";
import { attemptSucceeded, clientAddress, countAttempt } from "../platform/throttle.server";
import { getDummyHash, hashSecret, verifySecret } from "./password.server";

export type AuthUser = { id: string; email: string; fullName: string };

/** Thrown by a strategy: the form's answer (conform reply) and the HTTP status to send it with. */
export class AuthFailure extends Error {
  constructor(
    readonly result: SubmissionResult<string[]>,
    readonly status: number,
  ) {
    super("authentication failed");
  }
}

/**
 * Login throttle keys (app/domain/auth/throttle.ts): a browser that signed in to the account
 * before (its device cookie) has its own; unknown ones count per address and all together.
 */
async function loginThrottles(email: string, request: Request, context: AppLoadContext) {
  const [account, knownDevice] = await Promise.all([
    accountTag(email),
    knownDeviceForAccount(request, context, email),
  ]);
  return loginThrottleKeys({ account, address: clientAddress(request), knownDevice });
}

async function login(db: Db, form: FormData, request: Request, context: AppLoadContext): Promise<AuthUser> {
  const submission = parseForm(form, LoginSchema);
  if (submission.status !== "success")
    throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
  const { email, password } = submission.value;
  const throttle = await loginThrottles(email, request, context);

  const attempt = await countAttempt(db, throttle.entries);
  if (!attempt.allowed) {
    throw new AuthFailure(
      submission.reply({ formErrors: [throttleMessage(attempt.remainingMs)], hideFields: ["password"] }),
      429,
    );
  }

  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  // Always run one PBKDF2 so a missing account takes as long as a wrong password.
  const ok = await verifySecret(password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok) {
    throw new AuthFailure(
      submission.reply({ formErrors: [AUTH_TEXTS.invalidCredentials], hideFields: ["password"] }),
      401,
    );
  }
  await attemptSucceeded(db, attempt, [throttle.strict]);
  return { id: user.id, email: user.email, fullName: user.fullName };
}

async function register(db: Db, form: FormData, request: Request): Promise<AuthUser> {
  const submission = parseForm(form, RegisterSchema);
  if (submission.status !== "success")
    throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
  const { email, password, fullName, companyName } = submission.value;
  const duplicate = () =>
    new AuthFailure(
      submission.reply({ fieldErrors: { email: [AUTH_TEXTS.duplicateEmail] }, hideFields: ["password"] }),
      409,
    );

  // Every well-formed registration counts (successful or not): it creates an account or probes an address.
  const attempt = await countAttempt(db, [
    { key: `register:addr:${clientAddress(request)}`, policy: REGISTRATION_PER_ADDRESS },
  ]);
  if (!attempt.allowed) {
    throw new AuthFailure(
      submission.reply({ formErrors: [throttleMessage(attempt.remainingMs)], hideFields: ["password"] }),
      429,
    );
  }

  if (await db.query.users.findFirst({ where: eq(users.email, email), columns: { id: true } }))
    throw duplicate();

  const passwordHash = await hashSecret(password);
  const userId = crypto.randomUUID();
  const companyId = crypto.randomUUID();
  try {
    // One batch = one transaction: never a user without a company or the reverse. A slug
    // taken by a parallel registration rolls the batch back and is retried with another.
    await withCompanySlug(db, companyName, (slug) =>
      db.batch([
        db.insert(users).values({ id: userId, email, fullName, passwordHash }),
        db.insert(companies).values({ id: companyId, slug, name: companyName }),
        db.insert(memberships).values({ userId, companyId, role: "owner" }),
      ]),
    );
  } catch (error) {
    if (errorText(error).includes("users.email")) throw duplicate();
    if (error instanceof SlugUnavailable) {
      throw new AuthFailure(
        submission.reply({ formErrors: [AUTH_TEXTS.companyNotCreated], hideFields: ["password"] }),
        409,
      );
    }
    throw error;
  }
  return { id: userId, email, fullName };
}

export function createAuthenticator(context: AppLoadContext) {
  const db = context.db;
  const authenticator = new Authenticator<AuthUser>();
  authenticator.use(new FormStrategy(({ form, request }) => login(db, form, request, context)), "login");
  authenticator.use(new FormStrategy(({ form, request }) => register(db, form, request)), "register");
  return authenticator;
}

export type Member = {
  user: AuthUser;
  /** `tagline`: the company's own line under its name (Settings), null until set. */
  company: { id: string; slug: string; name: string; tagline: string | null };
  role: Role;
  /** The e-mail address was confirmed (the verification link, or an accepted invitation). */
  emailVerified: boolean;
  /** This account signs in with a TOTP code; the company requires it of every member. */
  twoFactor: { enabled: boolean; required: boolean };
};

/**
 * Session, membership, user and company in one statement, as plain D1 (every member page runs
 * it; no query builder per request). The session's own company first; else (none chosen, or no
 * longer a member there) the first membership.
 */
const SESSION_MEMBER_SQL = `SELECT s.last_seen_at, u.id AS user_id, u.email, u.full_name, u.email_verified_at,
  u.totp_enabled_at, c.id AS company_id, c.slug, c.name, c.tagline, c.require_two_factor, m.role
FROM sessions s
JOIN memberships m ON m.user_id = s.user_id
JOIN users u ON u.id = m.user_id
JOIN companies c ON c.id = m.company_id
WHERE s.id = ?1 AND s.expires_at > ?2 AND coalesce(s.last_seen_at, s.created_at) > ?3
ORDER BY m.company_id IS NOT s.company_id, m.created_at
LIMIT 1`;

type SessionMemberRow = {
  last_seen_at: string | null;
  user_id: string;
  email: string;
  full_name: string;
  email_verified_at: string | null;
  totp_enabled_at: string | null;
  company_id: string;
  slug: string;
  name: string;
  tagline: string | null;
  require_two_factor: number;
  role: Role;
};

/**
 * The member a live session belongs to, in one D1 read (session, user, membership, company).
 * Every request reads it from D1, never from a per-isolate cache: signing out (also everywhere),
 * a new password, a removed membership or a changed role take effect on the very next request,
 * in every isolate. The session's last use is written at most every few minutes.
 */
async function loadSessionMember(context: AppLoadContext, sessionId: string): Promise<Member | null> {
  const now = new Date();
  const row = await context.cloudflare.env.DB.prepare(SESSION_MEMBER_SQL)
    .bind(sessionId, now.toISOString(), idleCutoff(now))
    .first<SessionMemberRow>();
  if (!row) return null;
  if (shouldTouch(row.last_seen_at, now))
    await context.cloudflare.env.DB.prepare("UPDATE sessions SET last_seen_at = ?1 WHERE id = ?2")
      .bind(now.toISOString(), sessionId)
      .run();
  return {
    user: { id: row.user_id, email: row.email, fullName: row.full_name },
    company: { id: row.company_id, slug: row.slug, name: row.name, tagline: row.tagline },
    role: row.role,
    emailVerified: !!row.email_verified_at,
    twoFactor: { enabled: !!row.totp_enabled_at, required: !!row.require_two_factor },
  };
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * A page's reads of its member within one request (the member area's layout and the page run
 * their loaders side by side): keyed by the request's own load context, so an entry dies with
 * the request and no other request ever sees it. The cookie's signature is checked and the
 * session read once per cookie per request. Only reads share: a post's action reads anew.
 */
const readsOfThisRequest = new WeakMap<AppLoadContext, Map<string, Promise<Member | null>>>();

async function memberOfCookie(context: AppLoadContext, cookieHeader: string | null): Promise<Member | null> {
  const sessionId = await context.sessions.sessionIdOf(cookieHeader);
  return sessionId ? loadSessionMember(context, sessionId) : null;
}

/** The signed-in member, or null. */
export function getOptionalMember(request: Request, context: AppLoadContext): Promise<Member | null> {
  const cookieHeader = request.headers.get("Cookie");
  if (!isRead(request)) return memberOfCookie(context, cookieHeader);
  let reads = readsOfThisRequest.get(context);
  if (!reads) readsOfThisRequest.set(context, (reads = new Map()));
  const key = cookieHeader ?? "";
  let member = reads.get(key);
  if (!member) reads.set(key, (member = memberOfCookie(context, cookieHeader)));
  return member;
}

/** The id of the session the request carries (signature checked), or null. */
export function currentSessionId(request: Request, context: AppLoadContext): Promise<string | null> {
  return context.sessions.sessionIdOf(request.headers.get("Cookie"));
}

/** The 403 a viewer gets for any change: JSON with a Dutch message (the error boundary shows it). */
export function readOnlyRefusal(): Response {
  return Response.json(
    { message: ACCOUNT_TEXTS.readOnly },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/** Throws the viewer's 403 unless the member's role may change data. */
export function assertMayChange(member: Member) {
  if (!mayChangeData(member.role)) throw readOnlyRefusal();
}

/** Where a member whose company requires two-factor sign-in, and who has none yet, is sent. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account?setup=two-factor";

/**
 * The signed-in member and their company, or a redirect to the login page that comes back
 * here afterwards. Every members-only loader and action starts with this. It also applies the
 * role: a viewer's post (any method but GET/HEAD) is refused with 403; and a member whose
 * company requires two-factor sign-in is sent to set it up first.
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<Member> {
  const member = await requireAccount(request, context);
  if (member.twoFactor.required && !member.twoFactor.enabled) throw redirect(TWO_FACTOR_SETUP_PATH);
  if (!isRead(request)) assertMayChange(member);
  return member;
}

/**
 * The signed-in member for their own account's pages (password, sessions, two-factor sign-in):
 * every role may use them, also before the company's required two-factor sign-in is set up.
 */
export async function requireAccount(request: Request, context: AppLoadContext): Promise<Member> {
  const member = await getOptionalMember(request, context);
  if (member) return member;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/**
 * Starts a fresh session (no fixation) for the user; returns the Set-Cookie header. A session
 * the browser still holds is deleted (rotation): its cookie stops working everywhere.
 */
export async function startSession(
  context: AppLoadContext,
  userId: string,
  request?: Request,
  opts: { companyId?: string } = {},
) {
  const previous = request ? await context.sessions.getSession(request.headers.get("Cookie")) : null;
  if (previous?.id) await destroy(context, previous);
  const session = await context.sessions.getSession();
  session.set("userId", userId);
  const userAgent = request?.headers.get("User-Agent");
  if (userAgent) session.set("userAgent", userAgent);
  if (opts.companyId) session.set("companyId", opts.companyId);
  return context.sessions.commitSession(session);
}

export async function endSession(request: Request, context: AppLoadContext) {
  return destroy(context, await context.sessions.getSession(request.headers.get("Cookie")));
}

/** Deletes the session row; the next request with its cookie is signed out. */
async function destroy(context: AppLoadContext, session: Session<SessionData>) {
  return context.sessions.destroySession(session);
}
