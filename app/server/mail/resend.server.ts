import type { MailMessage } from "../queues/messages";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

/** How long one send may take before it counts as no answer (and is retried). */
const SEND_TIMEOUT_MS = 20_000;

/** The mail service did not take the mail: its status (null: no answer) and `Retry-After`. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Sends one mail through Resend (https://resend.com/docs/api-reference/emails/send-email).
 * The idempotency key goes along as `Idempotency-Key`, so a retried queue message within
 * Resend's 24 h window never sends twice. Returns Resend's id of the mail; throws
 * `MailSendError` when Resend refused it or did not answer.
 */
export async function sendWithResend(
  mail: MailMessage,
  { apiKey, from }: { apiKey: string; from: string },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const headers: Record<string, string> = {};
  if (mail.unsubscribeUrl) {
    // RFC 8058 one-click unsubscribe: mail providers POST to this URL.
    headers["List-Unsubscribe"] = `<${mail.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  let response: Response;
  try {
    response = await fetchImpl(RESEND_ENDPOINT, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": mail.idempotencyKey,
      },
      body: JSON.stringify({
        from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(Object.keys(headers).length ? { headers } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new MailSendError(
      error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : "no answer",
      null,
    );
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    throw new MailSendError(
      detail || response.statusText || "refused",
      response.status,
      response.headers.get("Retry-After"),
    );
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string };
  return body.id ?? "";
}
