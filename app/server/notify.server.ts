import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { companies, emailSubscriptions, updates } from "../../db/schema";
import type { MailMessage, UpdatePublishedMessage } from "./queues/messages";
import { renderUpdateNotification } from "../domain/mail/update-notification";
import { enqueueMails, type NotificationQueue } from "./mail/queue.server";
import { mailClickUrl } from "../domain/investors/mail-links";
import { signMailClick } from "./mail-links.server";

/**
 * Publishing an update with notifications enqueues ONE job; the queue consumer fans it out
 * to one mail per verified subscriber. `baseUrl` is the site's public origin
 * (`publicBaseUrl`: PUBLIC_BASE_URL, never the request's Host), used for the absolute links in the mails.
 * Throws when the queue refused the job.
 */
export async function enqueueUpdateNotifications(context: AppLoadContext, job: { companyId: string; updateId: string; baseUrl: string }) {
  const message: UpdatePublishedMessage = { kind: "update-published", companyId: job.companyId, updateId: job.updateId, baseUrl: job.baseUrl };
  await context.cloudflare.env.NOTIFICATIONS.send(message);
}

/** How many verified subscribers the company's update mails would reach. */
export async function countVerifiedSubscribers(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailSubscriptions)
    .where(and(eq(emailSubscriptions.companyId, companyId), eq(emailSubscriptions.verified, true)));
  return row?.n ?? 0;
}

export function unsubscribeUrl(baseUrl: string, token: string) {
  return `${new URL(baseUrl).origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * The mails of one "update-published" job: one per VERIFIED subscriber of the update's
 * company, keyed `update:{updateId}:sub:{subscriptionId}`. Empty when the update no longer
 * exists (deleted before the job ran) or belongs to another company. The link to the timeline
 * carries the subscriber's signed token (`secret`: the app's SESSION_SECRET), so a click is
 * recorded for them before it goes on to the page.
 */
export async function buildUpdateNotificationMails(db: Db, job: UpdatePublishedMessage, secret: string): Promise<MailMessage[]> {
  const [update, company] = await Promise.all([
    db.query.updates.findFirst({
      where: and(eq(updates.id, job.updateId), eq(updates.companyId, job.companyId)),
      columns: { id: true, title: true, description: true, date: true, metrics: true },
    }),
    db.query.companies.findFirst({ where: eq(companies.id, job.companyId), columns: { name: true, slug: true } }),
  ]);
  if (!update || !company) return [];
  const subscribers = await db
    .select({ id: emailSubscriptions.id, email: emailSubscriptions.email, unsubscribeToken: emailSubscriptions.unsubscribeToken })
    .from(emailSubscriptions)
    .where(and(eq(emailSubscriptions.companyId, job.companyId), eq(emailSubscriptions.verified, true)))
    .orderBy(asc(emailSubscriptions.subscribedAt));
  const origin = new URL(job.baseUrl).origin;
  const timelinePath = `/public/${encodeURIComponent(company.slug)}/timeline`;
  return Promise.all(subscribers.map(async (subscriber) => {
    const timelineUrl = mailClickUrl(origin, company.slug, subscriber.id, await signMailClick(secret, job.companyId, subscriber.id), timelinePath);
    const unsubscribe = unsubscribeUrl(origin, subscriber.unsubscribeToken);
    const mail = renderUpdateNotification({
      companyName: company.name,
      update: { ...update, metrics: update.metrics ?? [] },
      timelineUrl,
      unsubscribeUrl: unsubscribe,
    });
    return {
      kind: "mail",
      companyId: job.companyId,
      to: subscriber.email,
      ...mail,
      idempotencyKey: `update:${update.id}:sub:${subscriber.id}`,
      mailKind: "update-notification",
      unsubscribeUrl: unsubscribe,
    } satisfies MailMessage;
  }));
}

/** Consumer side of the job: enqueue the mails (≤100 per batch). Re-running it is harmless: delivery dedupes on the key. */
export async function fanOutUpdateNotifications(db: Db, queue: NotificationQueue, job: UpdatePublishedMessage, secret: string): Promise<number> {
  const mails = await buildUpdateNotificationMails(db, job, secret);
  await enqueueMails(queue, mails);
  return mails.length;
}
