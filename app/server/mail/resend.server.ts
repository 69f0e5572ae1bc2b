import type { MailMessage } from "../queues/messages";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export class MailSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one mail through Resend (https://resend.com/docs/api-reference/emails/send-email).
 * The idempotency key goes along as `Idempotency-Key`, so a retried queue message within
 * Resend's 24 h window never sends twice. Returns Resend's id of the mail.
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
  const response = await fetchImpl(RESEND_ENDPOINT, {
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
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new MailSendError(`Resend refused the mail (${response.status}): ${detail}`, response.status);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string };
  return body.id ?? "";
}
