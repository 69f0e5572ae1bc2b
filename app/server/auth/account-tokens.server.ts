/**
 * Single-use links of accounts and invitations: 256 random bits in the link, only their
 * SHA-256 in D1 (a read of the database gives no usable link). Claiming a token is one
 * conditional UPDATE, so two parallel uses of one link never both succeed.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { accountTokens } from "../../../db/schema";
import { base64Url, isTokenShape, toHex, TOKEN_BYTES } from "../../domain/investors/links";

export type AccountTokenPurpose = "verify-email" | "reset-password";

export function newToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** Stores a new token for the account and returns it (the only time it exists in clear). */
export async function issueAccountToken(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  validMs: number,
  asOf = new Date(),
) {
  const token = newToken();
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId,
      purpose,
      tokenHash: await hashToken(token),
      expiresAt: new Date(asOf.getTime() + validMs).toISOString(),
    })
    .returning({ id: accountTokens.id });
  return { token, id: row!.id };
}

/** The account a token is for while it is unused and unexpired (without using it), or null. */
export async function peekAccountToken(
  db: Db,
  token: string | undefined,
  purpose: AccountTokenPurpose,
  asOf = new Date(),
) {
  if (!isTokenShape(token)) return null;
  const row = await db.query.accountTokens.findFirst({
    where: and(
      eq(accountTokens.tokenHash, await hashToken(token)),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, asOf.toISOString()),
    ),
    columns: { userId: true },
  });
  return row ?? null;
}

/** Uses a token: the account it was for, or null when it is unknown, used, expired or of another purpose. */
export async function claimAccountToken(
  db: Db,
  token: string | undefined,
  purpose: AccountTokenPurpose,
  asOf = new Date(),
) {
  if (!isTokenShape(token)) return null;
  const now = asOf.toISOString();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, await hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row ?? null;
}

/** Every other open token of this purpose for the account stops working (after a reset, say). */
export function retireAccountTokens(db: Db, userId: string, purpose: AccountTokenPurpose, asOf = new Date()) {
  return db
    .update(accountTokens)
    .set({ usedAt: asOf.toISOString() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** When the account's newest token of this purpose was made (for a minimum gap between mails). */
export async function newestAccountToken(db: Db, userId: string, purpose: AccountTokenPurpose) {
  const row = await db
    .select({ createdAt: sql<string>`max(${accountTokens.createdAt})` })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .get();
  return row?.createdAt ?? null;
}
