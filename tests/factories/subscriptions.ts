import { createDb } from "../../db";
import { emailSubscriptions, memberships, users } from "../../db/schema";
import { newToken } from "../../app/server/subscriptions.server";

let counter = 0;

/** An e-mail subscription written straight to D1. */
export async function createSubscription(d1: D1Database, companyId: string, overrides: Partial<{ email: string; verified: boolean }> = {}) {
  const db = createDb(d1);
  const verified = overrides.verified ?? true;
  const [row] = await db
    .insert(emailSubscriptions)
    .values({
      companyId,
      email: overrides.email ?? `subscriber-${Date.now().toString(36)}-${counter++}@example.com`,
      unsubscribeToken: newToken(),
      verificationToken: verified ? null : newToken(),
      verified,
    })
    .returning();
  return row!;
}

/** A second member (admin) of an existing company. */
export async function addMember(d1: D1Database, companyId: string, email = `admin-${Date.now().toString(36)}-${counter++}@example.com`) {
  const db = createDb(d1);
  const userId = crypto.randomUUID();
  await db.batch([
    db.insert(users).values({ id: userId, email, fullName: "Second Admin", passwordHash: "unused" }),
    db.insert(memberships).values({ userId, companyId, role: "admin" }),
  ]);
  return { userId, email };
}
