/**
 * A company's team: its members and roles, invitations by mail (single-use link, 7 days,
 * only the token's SHA-256 stored), removal and the transfer of ownership. Every function
 * takes the company id from the signed-in member, never from the form.
 */
import { and, asc, count, eq, gt, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies, memberships, sessions, teamInvites, users } from "../../../db/schema";
import { ROLE_LABELS } from "../../copy/admin/team-texts";
import { TEAM_INVITE_MAIL_TEXTS } from "../../copy/mail/account-texts";
import { INVITE_VALID_MS, MAX_OPEN_INVITES } from "../../domain/auth/account-limits";
import type { Role } from "../../domain/auth/roles";
import { formatNlDateTime } from "../../domain/format/dates";
import { isTokenShape } from "../../domain/investors/links";
import { renderTeamInviteMail } from "../../domain/mail/account";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import { hashToken, newToken } from "./account-tokens.server";

export type TeamMember = {
  userId: string;
  fullName: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  twoFactor: boolean;
};

export async function listMembers(db: Db, companyId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: memberships.role,
      verifiedAt: users.emailVerifiedAt,
      totpAt: users.totpEnabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.createdAt));
  return rows.map(({ verifiedAt, totpAt, ...m }) => ({
    ...m,
    emailVerified: !!verifiedAt,
    twoFactor: !!totpAt,
  }));
}

export async function listOpenInvites(db: Db, companyId: string, asOf = new Date()) {
  return db
    .select({
      id: teamInvites.id,
      email: teamInvites.email,
      role: teamInvites.role,
      expiresAt: teamInvites.expiresAt,
    })
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.companyId, companyId),
        isNull(teamInvites.acceptedAt),
        gt(teamInvites.expiresAt, asOf.toISOString()),
      ),
    )
    .orderBy(asc(teamInvites.createdAt));
}

export async function memberOf(db: Db, companyId: string, userId: string) {
  const row = await db.query.memberships.findFirst({
    where: and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)),
    columns: { userId: true, role: true },
  });
  if (!row) return null;
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { fullName: true } });
  return { ...row, fullName: user?.fullName ?? "" };
}

export type InviteOutcome = { ok: true } | { ok: false; reason: "alreadyMember" | "tooMany" };

/**
 * Invites an address to the company with a role: an earlier open invitation of that address
 * is replaced (its link stops working), and the mail with the new link is queued.
 */
export async function inviteMember(
  db: Db,
  queue: NotificationQueue,
  opts: {
    company: { id: string; name: string };
    inviter: { id: string; fullName: string };
    email: string;
    role: "admin" | "viewer";
    baseUrl: string;
    asOf?: Date;
  },
): Promise<InviteOutcome> {
  const { company, email, role } = opts;
  const asOf = opts.asOf ?? new Date();
  const member = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, company.id)))
    .where(eq(users.email, email))
    .get();
  if (member) return { ok: false, reason: "alreadyMember" };
  const open = await db
    .select({ n: count() })
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.companyId, company.id),
        isNull(teamInvites.acceptedAt),
        gt(teamInvites.expiresAt, asOf.toISOString()),
        ne(teamInvites.email, email),
      ),
    )
    .get();
  if ((open?.n ?? 0) >= MAX_OPEN_INVITES) return { ok: false, reason: "tooMany" };

  const token = newToken();
  const id = crypto.randomUUID();
  const expiresAt = new Date(asOf.getTime() + INVITE_VALID_MS).toISOString();
  await db.batch([
    db
      .delete(teamInvites)
      .where(
        and(
          eq(teamInvites.companyId, company.id),
          eq(teamInvites.email, email),
          isNull(teamInvites.acceptedAt),
        ),
      ),
    db.insert(teamInvites).values({
      id,
      companyId: company.id,
      email,
      role,
      tokenHash: await hashToken(token),
      invitedBy: opts.inviter.id,
      expiresAt,
    }),
  ]);
  const mail = renderTeamInviteMail({
    companyName: company.name,
    inviterName: opts.inviter.fullName,
    roleLabel: ROLE_LABELS[role],
    link: `${opts.baseUrl}/admin/invite/${token}`,
    expiresOn: formatNlDateTime(expiresAt),
    texts: TEAM_INVITE_MAIL_TEXTS,
  });
  await enqueueMails(queue, [
    {
      kind: "mail",
      companyId: company.id,
      to: email,
      ...mail,
      idempotencyKey: `team-invite:${id}`,
      mailKind: "team-invite",
    },
  ]);
  return { ok: true };
}

export async function revokeInvite(db: Db, companyId: string, inviteId: string): Promise<boolean> {
  const deleted = await db
    .delete(teamInvites)
    .where(
      and(eq(teamInvites.id, inviteId), eq(teamInvites.companyId, companyId), isNull(teamInvites.acceptedAt)),
    )
    .returning({ id: teamInvites.id });
  return deleted.length > 0;
}

export type OpenInvite = {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  role: Role;
  accountExists: boolean;
};

/** The open invitation a link is for (unused, unexpired), or null. Reading it uses nothing up. */
export async function findOpenInvite(
  db: Db,
  token: string | undefined,
  asOf = new Date(),
): Promise<OpenInvite | null> {
  if (!isTokenShape(token)) return null;
  const row = await db
    .select({
      id: teamInvites.id,
      companyId: teamInvites.companyId,
      companyName: companies.name,
      email: teamInvites.email,
      role: teamInvites.role,
      userId: users.id,
    })
    .from(teamInvites)
    .innerJoin(companies, eq(companies.id, teamInvites.companyId))
    .leftJoin(users, eq(users.email, teamInvites.email))
    .where(
      and(
        eq(teamInvites.tokenHash, await hashToken(token)),
        isNull(teamInvites.acceptedAt),
        gt(teamInvites.expiresAt, asOf.toISOString()),
      ),
    )
    .get();
  if (!row) return null;
  const { userId, ...invite } = row;
  return { ...invite, accountExists: !!userId };
}

/** Uses the invitation (one conditional update): true only for the one request that got it. */
async function claimInvite(db: Db, inviteId: string, asOf: Date): Promise<boolean> {
  const now = asOf.toISOString();
  const claimed = await db
    .update(teamInvites)
    .set({ acceptedAt: now })
    .where(and(eq(teamInvites.id, inviteId), isNull(teamInvites.acceptedAt), gt(teamInvites.expiresAt, now)))
    .returning({ id: teamInvites.id });
  return claimed.length > 0;
}

async function unclaimInvite(db: Db, inviteId: string) {
  await db.update(teamInvites).set({ acceptedAt: null }).where(eq(teamInvites.id, inviteId));
}

/**
 * Accepts an invitation with a new account: the user (its address verified by the link) and
 * the membership are written together. False when the link was used meanwhile or the address
 * got an account in between.
 */
export async function acceptWithNewAccount(
  db: Db,
  invite: OpenInvite,
  account: { fullName: string; passwordHash: string },
  asOf = new Date(),
): Promise<{ ok: true; userId: string } | { ok: false }> {
  if (!(await claimInvite(db, invite.id, asOf))) return { ok: false };
  const userId = crypto.randomUUID();
  const now = asOf.toISOString();
  try {
    await db.batch([
      db.insert(users).values({
        id: userId,
        email: invite.email,
        fullName: account.fullName,
        passwordHash: account.passwordHash,
        emailVerifiedAt: now,
        passwordChangedAt: now,
      }),
      db.insert(memberships).values({ userId, companyId: invite.companyId, role: invite.role }),
    ]);
  } catch (error) {
    await unclaimInvite(db, invite.id);
    if (String(error).includes("users.email")) return { ok: false };
    throw error;
  }
  return { ok: true, userId };
}

/** Accepts an invitation for the signed-in account whose address it was sent to. */
export async function acceptAsMember(
  db: Db,
  invite: OpenInvite,
  user: { id: string; email: string },
  asOf = new Date(),
): Promise<boolean> {
  if (user.email !== invite.email) return false;
  if (!(await claimInvite(db, invite.id, asOf))) return false;
  await db.batch([
    db
      .insert(memberships)
      .values({ userId: user.id, companyId: invite.companyId, role: invite.role })
      .onConflictDoNothing(),
    // The mail reached them: their address is theirs.
    db
      .update(users)
      .set({ emailVerifiedAt: asOf.toISOString() })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt))),
  ]);
  return true;
}

/** Removes a member (never the owner: the caller checked the rules); their sessions in this company stop reaching it. */
export async function removeMember(db: Db, companyId: string, userId: string) {
  await db.batch([
    db
      .delete(memberships)
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.userId, userId),
          ne(memberships.role, "owner"),
        ),
      ),
    db
      .update(sessions)
      .set({ companyId: null })
      .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId))),
  ]);
}

export async function setRole(db: Db, companyId: string, userId: string, role: "admin" | "viewer") {
  await db
    .update(memberships)
    .set({ role })
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        ne(memberships.role, "owner"),
      ),
    );
}

/** The owner hands the company to another member and becomes an admin, in one transaction. */
export async function transferOwnership(db: Db, companyId: string, fromUserId: string, toUserId: string) {
  await db.batch([
    db
      .update(memberships)
      .set({ role: "owner" })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, toUserId))),
    // Only once the new owner is one: a company never stays without an owner.
    db
      .update(memberships)
      .set({ role: "admin" })
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.userId, fromUserId),
          eq(memberships.role, "owner"),
          sql`exists (select 1 from memberships m where m.company_id = ${companyId} and m.user_id = ${toUserId} and m.role = 'owner')`,
        ),
      ),
  ]);
}

export async function setRequireTwoFactor(db: Db, companyId: string, on: boolean) {
  await db
    .update(companies)
    .set({ requireTwoFactor: on, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, companyId));
}
