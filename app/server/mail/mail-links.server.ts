/**
 * Signing and checking the subscriber token of an update mail's links (HMAC-SHA256 with the
 * app's SESSION_SECRET, WebCrypto); the rules of the links are in
 * app/domain/investors/mail-links.ts.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";

import { emailSubscriptions, investors } from "../../../db/schema";
import { base64Url } from "../../domain/investors/links";
import { mailClickMessage } from "../../domain/investors/mail-links";
import { companyVisitorId, readChatState } from "../chat/chat-state.server";
import { recordEvents } from "../investors/visitor-events.server";
import { ensurePipelineEntry } from "../pipeline/pipeline-entries.server";

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

export async function signMailClick(
  secret: string,
  companyId: string,
  subscriptionId: string,
): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    new TextEncoder().encode(mailClickMessage(companyId, subscriptionId)),
  );
  return base64Url(new Uint8Array(signature));
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** True when the token is this subscriber's signature (checked in constant time by WebCrypto). */
export async function verifyMailClick(
  secret: string,
  companyId: string,
  subscriptionId: string,
  token: string,
): Promise<boolean> {
  const signature = fromBase64Url(token);
  if (!signature || signature.length !== 32) return false;
  return crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    new TextEncoder().encode(mailClickMessage(companyId, subscriptionId)),
  );
}

/**
 * A click from an update mail: with a valid token, recorded as a 'mail-click' of that
 * subscriber (and the investor with that address) for the visitor cookie of the browser, or
 * for the subscriber alone when the browser has none. Anything invalid records nothing.
 */
export async function recordMailClick(
  request: Request,
  context: AppLoadContext,
  company: { id: string },
  click: { subscriptionId: string; token: string },
  target: string,
): Promise<boolean> {
  if (!(await verifyMailClick(context.env.SESSION_SECRET, company.id, click.subscriptionId, click.token)))
    return false;
  const subscription = await context.db.query.emailSubscriptions.findFirst({
    where: and(eq(emailSubscriptions.companyId, company.id), eq(emailSubscriptions.id, click.subscriptionId)),
    columns: { email: true },
  });
  // Unsubscribed meanwhile: the link still goes on, and nobody is followed any more.
  if (!subscription) return false;
  const investor = await context.db.query.investors.findFirst({
    where: and(eq(investors.companyId, company.id), eq(investors.email, subscription.email.toLowerCase())),
    columns: { id: true },
  });
  // The click proves the subscriber's address: someone to follow up in the pipeline.
  if (!investor) await ensurePipelineEntry(context.db, company.id, { email: subscription.email });
  const hasVisitorCookie = /(?:^|;\s*)__chat=/.test(request.headers.get("Cookie") ?? "");
  const visitorId = hasVisitorCookie
    ? await companyVisitorId(context, company.id, await readChatState(request, context))
    : `mail-${click.subscriptionId}`;
  recordEvents(context, [
    {
      companyId: company.id,
      visitorId,
      investorId: investor?.id ?? null,
      kind: "mail-click",
      path: target.slice(0, 300),
      email: subscription.email.toLowerCase(),
      ref: click.subscriptionId,
      source: "server",
      createdAt: new Date().toISOString(),
    },
  ]);
  return true;
}
