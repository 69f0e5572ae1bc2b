import { hashToken, newToken } from "../../app/server/investors/subscriptions.server";
import { createDb } from "../../db";
import { emailSubscriptions, memberships, users } from "../../db/schema";

let counter = 0;

/** An e-mail subscription written straight to D1 (`verificationToken`: the token of its mail, unhashed). */
export async function createSubscription(
  d1: D1Database,
  companyId: string,
  overrides: Partial<{ email: string; verified: boolean }> = {},
) {
  const db = createDb(d1);
  const verified = overrides.verified ?? true;
  // Only the hash of a verification token is stored; the test gets the token, as the mail would.
  const verificationToken = verified ? null : newToken();
  const [row] = await db
    .insert(emailSubscriptions)
    .values({
      companyId,
      email: overrides.email ?? `subscriber-${Date.now().toString(36)}-${counter++}@example.com`,
      unsubscribeToken: newToken(),
      verificationToken: verificationToken ? await hashToken(verificationToken) : null,
      verified,
    })
    .returning();
  return { ...row!, verificationToken };
}

/** A second member (admin) of an existing company. */
export async function addMember(
  d1: D1Database,
  companyId: string,
  email = `admin-${Date.now().toString(36)}-${counter++}@example.com`,
) {
  const db = createDb(d1);
  const userId = crypto.randomUUID();
  await db.batch([
    db.insert(users).values({ id: userId, email, fullName: "Second Admin", passwordHash: "unused" }),
    db.insert(memberships).values({ userId, companyId, role: "admin" }),
  ]);
  return { userId, email };
}
