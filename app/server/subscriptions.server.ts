import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { companies, emailSubscriptions } from "../../db/schema";
import type { MailMessage } from "./queues/messages";
import { renderVerificationMail } from "../domain/mail/verification";
import { TokenSchema } from "../schemas/subscriptions";
import { enqueueMails, type NotificationQueue } from "./mail/queue.server";

/** 32 random bytes as 64 hex characters (256 bits): unsubscribe and verification tokens. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function verificationMessage(
  company: { id: string; name: string },
  subscription: { id: string; email: string; verificationToken: string },
  baseUrl: string,
): MailMessage {
  const verifyUrl = `${new URL(baseUrl).origin}/subscribe/verify?token=${encodeURIComponent(subscription.verificationToken)}`;
  return {
    kind: "mail",
    companyId: company.id,
    to: subscription.email,
    ...renderVerificationMail({ companyName: company.name, verifyUrl }),
    // At most one verification mail per subscription per (UTC) day, however often the address is submitted.
    idempotencyKey: `verify:${subscription.id}:${new Date().toISOString().slice(0, 10)}`,
    mailKind: "verification",
  };
}

/**
 * Subscribes an address (already trimmed and lowercased) to a company's updates. A new
 * subscription gets fresh tokens and a verification mail through the queue. Submitting an
 * address again creates no second row and reveals nothing: an unverified one gets its
 * verification mail again, at most once a day (the idempotency key carries the date), a
 * verified one gets nothing.
 */
export async function subscribe(db: Db, queue: NotificationQueue, opts: { company: { id: string; name: string }; email: string; baseUrl: string }) {
  const { company, email, baseUrl } = opts;
  const id = crypto.randomUUID();
  // One statement: insert, or touch the existing row of this company and address; either way it
  // answers the row, so parallel posts of one address all see the same subscription.
  const [subscription] = await db
    .insert(emailSubscriptions)
    .values({ id, companyId: company.id, email, unsubscribeToken: newToken(), verificationToken: newToken(), verified: false })
    .onConflictDoUpdate({ target: [emailSubscriptions.companyId, emailSubscriptions.email], set: { email: sql`excluded.email` } })
    .returning({ id: emailSubscriptions.id, email: emailSubscriptions.email, verificationToken: emailSubscriptions.verificationToken });
  const created = subscription?.id === id;
  if (subscription?.verificationToken) {
    await enqueueMails(queue, [verificationMessage(company, { ...subscription, verificationToken: subscription.verificationToken }, baseUrl)]);
  }
  return { created };
}

/** Verification link: marks the subscription verified and clears its token. Null for an unknown or used token. */
export async function verifySubscription(db: Db, token: string) {
  const parsed = TokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await db
    .update(emailSubscriptions)
    .set({ verified: true, verificationToken: null })
    .where(eq(emailSubscriptions.verificationToken, parsed.data))
    .returning({ companyId: emailSubscriptions.companyId });
  if (!row) return null;
  const company = await db.query.companies.findFirst({ where: eq(companies.id, row.companyId), columns: { name: true, slug: true } });
  return company ?? null;
}

/** The subscription behind an unsubscribe token (with its company's name), or null. */
export async function findByUnsubscribeToken(db: Db, token: string) {
  const parsed = TokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await db
    .select({ id: emailSubscriptions.id, companyName: companies.name })
    .from(emailSubscriptions)
    .innerJoin(companies, eq(companies.id, emailSubscriptions.companyId))
    .where(eq(emailSubscriptions.unsubscribeToken, parsed.data))
    .limit(1);
  return row ?? null;
}

/** Deletes the subscription of an unsubscribe token; false when there is none (already unsubscribed). */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const parsed = TokenSchema.safeParse(token);
  if (!parsed.success) return false;
  const removed = await db
    .delete(emailSubscriptions)
    .where(eq(emailSubscriptions.unsubscribeToken, parsed.data))
    .returning({ id: emailSubscriptions.id });
  return removed.length > 0;
}

/** A company's subscribers, newest first (docs/product.md#admin-panel-requests-and-outbox). */
export async function listSubscribers(db: Db, companyId: string) {
  return db
    .select({ id: emailSubscriptions.id, email: emailSubscriptions.email, verified: emailSubscriptions.verified, subscribedAt: emailSubscriptions.subscribedAt })
    .from(emailSubscriptions)
    .where(eq(emailSubscriptions.companyId, companyId))
    .orderBy(desc(emailSubscriptions.subscribedAt));
}
