import { and, desc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies, emailSubscriptions } from "../../../db/schema";
import { VERIFICATION_MAIL_TEXTS } from "../../copy/mail/verification-texts";
import { toHex } from "../../domain/investors/links";
import { renderVerificationMail } from "../../domain/mail/verification";
import { TokenSchema } from "../../schemas/subscriptions";
import { enqueueMails, type NotificationQueue } from "../mail/queue.server";
import type { MailMessage } from "../queues/messages";

/**
 * 32 random bytes as 64 hex characters (256 bits): unsubscribe and verification tokens. The
 * unsubscribe token is stored as it is, because every update mail to the subscriber carries it
 * (and unsubscribing is no relay); the verification token only as its hash.
 */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of a token, as 64 hex characters: what is stored of a verification token. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** The UTC day of a moment, 'YYYY-MM-DD'. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function verificationMessage(
  company: { id: string; name: string },
  subscription: { id: string; email: string },
  token: { value: string; hash: string },
  baseUrl: string,
  day: string,
): MailMessage {
  const verifyUrl = `${new URL(baseUrl).origin}/subscribe/verify?token=${encodeURIComponent(token.value)}`;
  return {
    kind: "mail",
    companyId: company.id,
    to: subscription.email,
    ...renderVerificationMail({ companyName: company.name, verifyUrl, texts: VERIFICATION_MAIL_TEXTS }),
    // One mail per token (a queue retry sends nothing twice); a new token is made at most once a (UTC) day.
    idempotencyKey: `verify:${subscription.id}:${day}:${token.hash.slice(0, 12)}`,
    mailKind: "verification",
  };
}

/**
 * Subscribes an address (already trimmed and lowercased) to a company's updates, double
 * opt-in: only the mailbox can confirm. The verification token exists only in the mail; its
 * SHA-256 is stored. Submitting an address again creates no second row and reveals nothing:
 * an unverified one gets a fresh token and mail at most once a day (the day is stored), a
 * verified one gets nothing. The stored hash is only
 * replaced when that day's mail is made, so the latest mail's link always works.
 * `baseUrl`: the site's public origin (PUBLIC_BASE_URL), never the request's Host.
 */
export async function subscribe(
  db: Db,
  queue: NotificationQueue,
  opts: { company: { id: string; name: string }; email: string; baseUrl: string; now?: Date },
) {
  const { company, email, baseUrl } = opts;
  const id = crypto.randomUUID();
  const day = utcDay(opts.now ?? new Date());
  const token = newToken();
  const tokenHash = await hashToken(token);
  // One statement: insert, or renew the token of this company's unverified row of the address
  // when it was not mailed today. It answers a row only when it wrote one, so of parallel posts
  // of one address only one mails.
  const [subscription] = await db
    .insert(emailSubscriptions)
    .values({
      id,
      companyId: company.id,
      email,
      unsubscribeToken: newToken(),
      verificationToken: tokenHash,
      verificationSentOn: day,
      verified: false,
    })
    .onConflictDoUpdate({
      target: [emailSubscriptions.companyId, emailSubscriptions.email],
      set: { verificationToken: tokenHash, verificationSentOn: day },
      setWhere: sql`${emailSubscriptions.verified} = 0 AND (${emailSubscriptions.verificationSentOn} IS NULL OR ${emailSubscriptions.verificationSentOn} <> ${day})`,
    })
    .returning({ id: emailSubscriptions.id, email: emailSubscriptions.email });
  if (subscription) {
    try {
      await enqueueMails(queue, [
        verificationMessage(company, subscription, { value: token, hash: tokenHash }, baseUrl, day),
      ]);
    } catch (error) {
      // No mail went out with this token: the next submission today may make one.
      await db
        .update(emailSubscriptions)
        .set({ verificationSentOn: null })
        .where(
          and(
            eq(emailSubscriptions.id, subscription.id),
            eq(emailSubscriptions.verificationToken, tokenHash),
          ),
        );
      throw error;
    }
  }
  return { created: subscription?.id === id };
}

/** The company of a pending verification token (the confirm page shows its name); null for an unknown or used token. */
export async function findPendingVerification(db: Db, token: string) {
  const parsed = TokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await db
    .select({ companyName: companies.name })
    .from(emailSubscriptions)
    .innerJoin(companies, eq(companies.id, emailSubscriptions.companyId))
    .where(
      and(
        eq(emailSubscriptions.verificationToken, await hashToken(parsed.data)),
        eq(emailSubscriptions.verified, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Confirms a subscription (the POST of the confirm page: mail scanners that follow the link
 * do not confirm): marks it verified and clears its token. Null for an unknown or used token.
 */
export async function verifySubscription(db: Db, token: string) {
  const parsed = TokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await db
    .update(emailSubscriptions)
    .set({ verified: true, verificationToken: null })
    .where(eq(emailSubscriptions.verificationToken, await hashToken(parsed.data)))
    .returning({ companyId: emailSubscriptions.companyId });
  if (!row) return null;
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, row.companyId),
    columns: { name: true, slug: true },
  });
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
    .select({
      id: emailSubscriptions.id,
      email: emailSubscriptions.email,
      verified: emailSubscriptions.verified,
      subscribedAt: emailSubscriptions.subscribedAt,
    })
    .from(emailSubscriptions)
    .where(eq(emailSubscriptions.companyId, companyId))
    .orderBy(desc(emailSubscriptions.subscribedAt));
}
