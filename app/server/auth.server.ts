import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Db } from "../../db";
import { companies, memberships, users } from "../../db/schema";
import { LOGIN_PER_ADDRESS, LOGIN_PER_EMAIL, throttleMessage } from "../domain/auth/throttle";
import { LoginSchema, RegisterSchema } from "../schemas/auth";
import { pickCompanySlug } from "./companies.server";
import { getDummyHash, hashSecret, verifySecret } from "./password.server";
import { clearThrottle, clientAddress, getLockRemaining, recordFailures } from "./throttle.server";

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

export const INVALID_CREDENTIALS = "Onjuist e-mailadres of wachtwoord.";
export const DUPLICATE_EMAIL = "Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander e-mailadres.";

async function login(db: Db, form: FormData, request: Request): Promise<AuthUser> {
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
  const { email, password } = submission.value;
  const keys = [`login:email:${email}`, `login:addr:${clientAddress(request)}`];

  const lockedMs = await getLockRemaining(db, keys);
  if (lockedMs > 0) {
    throw new AuthFailure(submission.reply({ formErrors: [throttleMessage(lockedMs)], hideFields: ["password"] }), 429);
  }

  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  // Always run one PBKDF2 so a missing account takes as long as a wrong password.
  const ok = await verifySecret(password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok) {
    await recordFailures(db, [
      [keys[0]!, LOGIN_PER_EMAIL],
      [keys[1]!, LOGIN_PER_ADDRESS],
    ]);
    throw new AuthFailure(submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ["password"] }), 401);
  }
  await clearThrottle(db, keys[0]!);
  return { id: user.id, email: user.email, fullName: user.fullName };
}

async function register(db: Db, form: FormData): Promise<AuthUser> {
  const submission = parseWithZod(form, { schema: RegisterSchema });
  if (submission.status !== "success") throw new AuthFailure(submission.reply({ hideFields: ["password"] }), 400);
  const { email, password, fullName, companyName } = submission.value;
  const duplicate = () =>
    new AuthFailure(submission.reply({ fieldErrors: { email: [DUPLICATE_EMAIL] }, hideFields: ["password"] }), 409);

  if (await db.query.users.findFirst({ where: eq(users.email, email), columns: { id: true } })) throw duplicate();

  const passwordHash = await hashSecret(password);
  const userId = crypto.randomUUID();
  const companyId = crypto.randomUUID();
  const slug = await pickCompanySlug(db, companyName);
  try {
    // One batch = one transaction: never a user without a company or the reverse.
    await db.batch([
      db.insert(users).values({ id: userId, email, fullName, passwordHash }),
      db.insert(companies).values({ id: companyId, slug, name: companyName }),
      db.insert(memberships).values({ userId, companyId, role: "owner" }),
    ]);
  } catch (error) {
    if (String((error as Error)?.message).includes("users.email")) throw duplicate();
    throw error;
  }
  return { id: userId, email, fullName };
}

export function createAuthenticator(db: Db) {
  const authenticator = new Authenticator<AuthUser>();
  authenticator.use(new FormStrategy(({ form, request }) => login(db, form, request)), "login");
  authenticator.use(new FormStrategy(({ form }) => register(db, form)), "register");
  return authenticator;
}

/** The signed-in user's id, or null. */
export async function getSessionUserId(request: Request, context: AppLoadContext) {
  const session = await context.sessions.getSession(request.headers.get("Cookie"));
  const userId = session.get("userId");
  return typeof userId === "string" ? userId : null;
}

export type Member = {
  user: AuthUser;
  company: { id: string; slug: string; name: string };
  role: "owner" | "admin";
};

async function loadMember(db: Db, userId: string): Promise<Member | null> {
  const [row] = await db
    .select({
      user: { id: users.id, email: users.email, fullName: users.fullName },
      company: { id: companies.id, slug: companies.slug, name: companies.name },
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId)))
    .orderBy(memberships.createdAt)
    .limit(1);
  return row ?? null;
}

export async function getOptionalMember(request: Request, context: AppLoadContext): Promise<Member | null> {
  const userId = await getSessionUserId(request, context);
  return userId ? loadMember(context.db, userId) : null;
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

/** Starts a fresh session (no fixation) for the user; returns the Set-Cookie header. */
export async function startSession(context: AppLoadContext, userId: string) {
  const session = await context.sessions.getSession();
  session.set("userId", userId);
  return context.sessions.commitSession(session);
}

export async function endSession(request: Request, context: AppLoadContext) {
  const session = await context.sessions.getSession(request.headers.get("Cookie"));
  return context.sessions.destroySession(session);
}
