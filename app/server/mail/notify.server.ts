import { and, asc, count, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { emailSubscriptions } from "../../../db/schema";
import { mailClickUrl } from "../../domain/investors/mail-links";
import { renderUpdateNotification } from "../../domain/mail/update-notification";
import type { MailMessage } from "../queues/messages";
import { signMailClick } from "./mail-links.server";

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

type NotifiedUpdate = {
  id: string;
  title: string;
  description: string;
  date: string;
  metrics: string[] | null;
};

/**
 * One mail per VERIFIED subscriber of the company, announcing `update`, keyed
 * `update:{updateId}:sub:{subscriptionId}`. The link to the timeline carries the subscriber's
 * signed token (`secret`: the app's SESSION_SECRET), so a click is recorded for them before it
 * goes on to the page.
 */
export async function renderUpdateMails(
  db: Db,
  company: { id: string; name: string; slug: string },
  update: NotifiedUpdate,
  baseUrl: string,
  secret: string,
): Promise<MailMessage[]> {
  const subscribers = await db
    .select({
      id: emailSubscriptions.id,
      email: emailSubscriptions.email,
      unsubscribeToken: emailSubscriptions.unsubscribeToken,
    })
    .from(emailSubscriptions)
    .where(and(eq(emailSubscriptions.companyId, company.id), eq(emailSubscriptions.verified, true)))
    .orderBy(asc(emailSubscriptions.subscribedAt));
  const origin = new URL(baseUrl).origin;
  const timelinePath = `/public/${encodeURIComponent(company.slug)}/timeline`;
  return Promise.all(
    subscribers.map(async (subscriber) => {
      const timelineUrl = mailClickUrl(
        origin,
        company.slug,
        subscriber.id,
        await signMailClick(secret, company.id, subscriber.id),
        timelinePath,
      );
      const unsubscribe = unsubscribeUrl(origin, subscriber.unsubscribeToken);
      const mail = renderUpdateNotification({
        companyName: company.name,
        update: { ...update, metrics: update.metrics ?? [] },
        timelineUrl,
        unsubscribeUrl: unsubscribe,
      });
      return {
        kind: "mail",
        companyId: company.id,
        to: subscriber.email,
        ...mail,
        idempotencyKey: `update:${update.id}:sub:${subscriber.id}`,
        mailKind: "update-notification",
        unsubscribeUrl: unsubscribe,
      } satisfies MailMessage;
    }),
  );
}
