/**
 * What the mail consumer does when the mail API does not take a mail (ADR 030):
 *
 * - 429 (rate limited): retry after the API's `Retry-After` (seconds or an HTTP date), else
 *   with the backoff;
 * - a permanent refusal — any other 4xx (400 bad request, 401/403 key or sender not allowed,
 *   422 invalid mail, …) except 408 and 409 — fails the mail at once: sending it again unchanged
 *   cannot succeed;
 * - a transient error — 5xx, 408, 409 (a request with the same idempotency key still running),
 *   no answer (network, timeout) — is retried with exponential backoff;
 * - on the last attempt every error fails the mail. A failed mail stays in the Outbox with its
 *   reason (worded by app/copy/mail/delivery-texts.ts), to be sent again with 'Opnieuw versturen'.
 */

/** Deliveries of one mail message: the first and wrangler.toml's `max_retries = 5` retries. */
export const MAIL_MAX_ATTEMPTS = 6;

/** Queues delays a retry by at most 12 hours. */
export const MAX_RETRY_DELAY_SECONDS = 43_200;

/** Sends per second of the one mail consumer (`max_concurrency = 1`): the mail API's default limit. */
export const MAIL_SENDS_PER_SECOND = 2;

/** How a send went wrong: the API's status (null: no answer at all) and its `Retry-After`. */
export type SendFailure = { status: number | null; retryAfter?: string | null; message: string };

/** Why a mail is retried or failed: refused for good, given up after the last attempt, or one attempt failed. */
export type DeliveryReason =
  | { code: "refused"; status: number; message: string }
  | { code: "gaveUp"; attempts: number; last: SendFailure }
  | { code: "attemptFailed"; attempt: number; of: number; last: SendFailure };

export type FailureDecision =
  | { action: "retry"; delaySeconds: number; reason: DeliveryReason }
  | { action: "fail"; reason: DeliveryReason };

/** 10 s, 20 s, 40 s, 80 s, 160 s … (at most 10 minutes) before attempt n + 1. */
export function backoffSeconds(attempt: number): number {
  return Math.min(600, 10 * 2 ** Math.max(0, attempt - 1));
}

/** `Retry-After` in seconds (1 … 12 h): delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else {
    // An HTTP date ('Wed, 21 Oct 2026 07:28:00 GMT'); Date.parse would also take '-5' as a year.
    const at = /GMT$/i.test(text) ? Date.parse(text) : NaN;
    if (!Number.isFinite(at)) return null;
    seconds = Math.ceil((at - now.getTime()) / 1000);
  }
  return Math.min(MAX_RETRY_DELAY_SECONDS, Math.max(1, seconds));
}

/** Whether sending the same request again can never succeed. */
export function isPermanentRefusal(status: number | null): boolean {
  return (
    status !== null && status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429
  );
}

/** Retry (with its delay) or fail (with the reason the Outbox shows) after a failed attempt. */
export function decideAfterFailure(failure: SendFailure, attempt: number, now: Date): FailureDecision {
  if (failure.status !== null && isPermanentRefusal(failure.status))
    return { action: "fail", reason: { code: "refused", status: failure.status, message: failure.message } };
  if (attempt >= MAIL_MAX_ATTEMPTS)
    return { action: "fail", reason: { code: "gaveUp", attempts: attempt, last: failure } };
  const delaySeconds =
    (failure.status === 429 ? parseRetryAfter(failure.retryAfter, now) : null) ?? backoffSeconds(attempt);
  return {
    action: "retry",
    delaySeconds,
    reason: { code: "attemptFailed", attempt, of: MAIL_MAX_ATTEMPTS, last: failure },
  };
}
