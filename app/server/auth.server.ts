import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect, type Session } from "@remix-run/cloudflare";
import { parseForm } from "./bounded-reply.server";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq, gt, sql } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Db } from "../../db";
import type { SessionData } from "./session.server";
import { companies, memberships, sessions, users } from "../../db/schema";
import { loginThrottleKeys, REGISTRATION_PER_ADDRESS, throttleMessage } from "../domain/auth/throttle";
import { LoginSchema, RegisterSchema } from "../schemas/auth";
import { errorText, SlugUnavailable, withCompanySlug } from "./companies.server";
import { getDummyHash, hashSecret, verifySecret } from "./password.server";
import { attemptSucceeded, clientAddress, countAttempt } from "./throttle.server";
import { accountTag, knownDeviceForAccount } from "./device-cookie.server";
import { forgetSession, recallSession, rememberSession } from "./session-cache.server";
import { AUTH_TEXTS } from "../domain/auth/texts";
import { prepared } from "./prepared.server";

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
  const [account, knownDevice] = await Promise.all([accountTag(email), knownDeviceForAccount(request, context, email)]);
  return loginThrottleKeys({ account, address: clientAddress(request), knownDevice });
}

async function login(db: Db, form: FormData, request: Request, context: AppLoadContext): Promise<AuthUser> {
  const submission = parseForm(form, LoginSchema);
  if (submission.status !== "success") throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
  const { email, password } = submission.value;
  const throttle = await loginThrottles(email, request, context);

  const attempt = await countAttempt(db, throttle.entries);
  if (!attempt.allowed) {
    throw new AuthFailure(submission.reply({ formErrors: [throttleMessage(attempt.remainingMs)], hideFields: ["password"] }), 429);
  }

  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  // Always run one PBKDF2 so a missing account takes as long as a wrong password.
  const ok = await verifySecret(password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok) {
    throw new AuthFailure(submission.reply({ formErrors: [AUTH_TEXTS.invalidCredentials], hideFields: ["password"] }), 401);
  }
  await attemptSucceeded(db, attempt, [throttle.strict]);
  return { id: user.id, email: user.email, fullName: user.fullName };
}

async function register(db: Db, form: FormData, request: Request): Promise<AuthUser> {
  const submission = parseForm(form, RegisterSchema);
  if (submission.status !== "success") throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
  const { email, password, fullName, companyName } = submission.value;
  const duplicate = () =>
    new AuthFailure(submission.reply({ fieldErrors: { email: [AUTH_TEXTS.duplicateEmail] }, hideFields: ["password"] }), 409);

  // Every well-formed registration counts (successful or not): it creates an account or probes an address.
  const attempt = await countAttempt(db, [{ key: `register:addr:${clientAddress(request)}`, policy: REGISTRATION_PER_ADDRESS }]);
  if (!attempt.allowed) {
    throw new AuthFailure(submission.reply({ formErrors: [throttleMessage(attempt.remainingMs)], hideFields: ["password"] }), 429);
  }

  if (await db.query.users.findFirst({ where: eq(users.email, email), columns: { id: true } })) throw duplicate();

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
      throw new AuthFailure(submission.reply({ formErrors: [AUTH_TEXTS.companyNotCreated], hideFields: ["password"] }), 409);
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
  company: { id: string; slug: string; name: string };
  role: "owner" | "admin";
};

const sessionMemberQuery = (db: Db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, fullName: users.fullName },
      company: { id: companies.id, slug: companies.slug, name: companies.name },
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(memberships, eq(memberships.userId, sessions.userId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .orderBy(memberships.createdAt)
    .limit(1)
    .prepare();

/** The member a live session belongs to, in one D1 read (session, user, membership, company). */
async function loadSessionMember(db: Db, sessionId: string): Promise<{ member: Member | null; expiresAt: string | null }> {
  const row = await prepared(db, sessionMemberQuery).get({ sessionId, now: new Date().toISOString() });
  if (!row) return { member: null, expiresAt: null };
  const { expiresAt, ...member } = row;
  return { member, expiresAt };
}

/**
 * The signed-in member, or null. A verified session is remembered in this isolate for a few
 * seconds (app/server/session-cache.server.ts), so a signed-in page costs no D1 read for it.
 */
export async function getOptionalMember(request: Request, context: AppLoadContext): Promise<Member | null> {
  const sessionId = await context.sessions.sessionIdOf(request.headers.get("Cookie"));
  if (!sessionId) return null;
  const cached = recallSession<Member>(sessionId);
  if (cached) return cached;
  const { member, expiresAt } = await loadSessionMember(context.db, sessionId);
  if (member) rememberSession(sessionId, member, expiresAt);
  return member;
}

/**
 * The signed-in member and their company, or a redirect to the login page that comes back
 * here afterwards. Every members-only loader and action starts with this.
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<Member> {
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
export async function startSession(context: AppLoadContext, userId: string, request?: Request) {
  const previous = request ? await context.sessions.getSession(request.headers.get("Cookie")) : null;
  if (previous?.id) await destroy(context, previous);
  const session = await context.sessions.getSession();
  session.set("userId", userId);
  return context.sessions.commitSession(session);
}

export async function endSession(request: Request, context: AppLoadContext) {
  return destroy(context, await context.sessions.getSession(request.headers.get("Cookie")));
}

/**
 * Deletes the session row and forgets it in this isolate's cache. The forgetting happens here,
 * next to the reads, and not in the storage: the storage is built in workers/load-context.ts,
 * outside the Remix server build, so it would reach another copy of the cache module.
 */
async function destroy(context: AppLoadContext, session: Session<SessionData>) {
  forgetSession(session.id);
  const header = await context.sessions.destroySession(session);
  // A request that read the row just before the delete may have remembered it meanwhile.
  forgetSession(session.id);
  return header;
}
