/**
 * An account's own affairs: changing and resetting the password, its sessions (list, end one,
 * end all), verifying its e-mail address and the company a session works in. Mails about an
 * account belong to no company (company_id null): no other member sees them in the Outbox.
 */
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies, memberships, sessions, users } from "../../../db/schema";
import { deviceLabel } from "../../copy/auth/account-texts";
import { EMAIL_VERIFICATION_MAIL_TEXTS, PASSWORD_RESET_MAIL_TEXTS } from "../../copy/mail/account-texts";
import { RESET_VALID_MS, VERIFY_RESEND_GAP_MS, VERIFY_VALID_MS } from "../../domain/auth/account-limits";
import { idleCutoff, readUserAgent } from "../../domain/auth/sessions";
import { toHex } from "../../domain/investors/links";
import { renderEmailVerificationMail, renderPasswordResetMail } from "../../domain/mail/account";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import {
  claimAccountToken,
  issueAccountToken,
  newestAccountToken,
  retireAccountTokens,
} from "./account-tokens.server";
import { hashSecret } from "./password.server";

/** A session as its owner sees it: never its id, only a handle derived from it. */
export type SessionView = {
  handle: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

async function handleOf(sessionId: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`session:${sessionId}`))).slice(
    0,
    32,
  );
}

export async function listSessions(
  db: Db,
  userId: string,
  currentId: string | null,
  asOf = new Date(),
): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, asOf.toISOString()),
        gt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`, idleCutoff(asOf)),
      ),
    )
    .orderBy(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) desc`);
  const views = await Promise.all(
    rows.map(async (r) => ({
      handle: await handleOf(r.id),
      device: deviceLabel(readUserAgent(r.userAgent)),
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt ?? r.createdAt,
      current: r.id === currentId,
    })),
  );
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the account's sessions by its handle; false when none matches. */
export async function endSessionByHandle(db: Db, userId: string, handle: string): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const row of rows) {
    if ((await handleOf(row.id)) === handle) {
      await db.delete(sessions).where(and(eq(sessions.id, row.id), eq(sessions.userId, userId)));
      return true;
    }
  }
  return false;
}

/** Ends every session of the account, or every one but `keep`. */
export function endSessions(db: Db, userId: string, keep?: string | null) {
  return db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/** A new password: stored, and every other session of the account ended (the current one stays when given). */
export async function setPassword(db: Db, userId: string, password: string, keepSession: string | null) {
  const passwordHash = await hashSecret(password);
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date().toISOString() })
      .where(eq(users.id, userId)),
    endSessions(db, userId, keepSession),
  ]);
}

/**
 * Sends a reset link when the address has an account; says nothing either way (the caller
 * answers the same text). Earlier open links of the account keep working until they expire.
 */
export async function sendPasswordReset(db: Db, queue: NotificationQueue, email: string, baseUrl: string) {
  const user = await db.query.users.findFirst({
    where: eq(users.email, email),
    columns: { id: true, email: true },
  });
  if (!user) return;
  const { token, id } = await issueAccountToken(db, user.id, "reset-password", RESET_VALID_MS);
  const mail = renderPasswordResetMail({
    link: `${baseUrl}/admin/reset-password/${token}`,
    texts: PASSWORD_RESET_MAIL_TEXTS,
  });
  await enqueueMails(queue, [
    {
      kind: "mail",
      companyId: null,
      to: user.email,
      ...mail,
      idempotencyKey: `password-reset:${id}`,
      mailKind: "password-reset",
    },
  ]);
}

/**
 * Uses a reset link: the new password is stored, every session of the account ends, every
 * other open reset link stops working, and the address counts as verified (the mail reached it).
 */
export async function resetPassword(db: Db, token: string | undefined, password: string): Promise<boolean> {
  const claimed = await claimAccountToken(db, token, "reset-password");
  if (!claimed) return false;
  const now = new Date().toISOString();
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashSecret(password), passwordChangedAt: now })
      .where(eq(users.id, claimed.userId)),
    db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt))),
    endSessions(db, claimed.userId),
    retireAccountTokens(db, claimed.userId, "reset-password"),
  ]);
  return true;
}

/** Queues a verification mail for an unverified account, at most one every few minutes; false when too soon. */
export async function sendVerificationMail(
  db: Db,
  queue: NotificationQueue,
  user: { id: string; email: string; fullName: string },
  baseUrl: string,
  asOf = new Date(),
): Promise<boolean> {
  const newest = await newestAccountToken(db, user.id, "verify-email");
  if (newest && Date.parse(newest) > asOf.getTime() - VERIFY_RESEND_GAP_MS) return false;
  const { token, id } = await issueAccountToken(db, user.id, "verify-email", VERIFY_VALID_MS, asOf);
  const mail = renderEmailVerificationMail({
    fullName: user.fullName,
    link: `${baseUrl}/admin/verify-email/${token}`,
    texts: EMAIL_VERIFICATION_MAIL_TEXTS,
  });
  await enqueueMails(queue, [
    {
      kind: "mail",
      companyId: null,
      to: user.email,
      ...mail,
      idempotencyKey: `account-verify:${id}`,
      mailKind: "account-verification",
    },
  ]);
  return true;
}

/** Uses a verification link; false when it is unknown, used or expired. */
export async function verifyEmail(db: Db, token: string | undefined): Promise<boolean> {
  const claimed = await claimAccountToken(db, token, "verify-email");
  if (!claimed) return false;
  await db.batch([
    db
      .update(users)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt))),
    retireAccountTokens(db, claimed.userId, "verify-email"),
  ]);
  return true;
}

export async function listCompanies(db: Db, userId: string) {
  return db
    .select({ id: companies.id, name: companies.name, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt));
}

/** Points the session at another company of the account; false when the account is no member there. */
export async function switchCompany(
  db: Db,
  sessionId: string,
  userId: string,
  companyId: string,
): Promise<string | null> {
  const company = await db
    .select({ name: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
    .get();
  if (!company) return null;
  await db
    .update(sessions)
    .set({ companyId })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return company.name;
}

/** Whether the account belongs to any company (an account removed from its last one cannot sign in). */
export async function hasMembership(db: Db, userId: string): Promise<boolean> {
  return !!(await db.query.memberships.findFirst({
    where: eq(memberships.userId, userId),
    columns: { companyId: true },
  }));
}
