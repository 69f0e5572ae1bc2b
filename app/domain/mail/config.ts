/**
 * The mail settings of the Worker's vars and secrets, checked. A missing or invalid setting is
 * not thrown away with the mail: the consumer records each mail as failed with the problems
 * (Outbox, 'Opnieuw versturen' once fixed) and Admin Panel → Settings shows them, worded by
 * app/copy/mail/delivery-texts.ts.
 */

/** `outbox` stores mails in D1 (default, local runs); `resend` sends them through Resend's HTTP API. */
export const MAIL_TRANSPORTS = ["outbox", "resend"] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

export type MailConfig = { transport: MailTransport; from: string; apiKey?: string };

/** What is wrong with the settings; a transport or address named is cut to 40 characters. */
export type MailConfigProblem =
  | { code: "transportUnknown"; transport: string }
  | { code: "apiKeyMissing"; transport: string }
  | { code: "fromMissing" }
  | { code: "fromInvalid" }
  | { code: "fromPlaceholder"; address: string };

export type MailConfigCheck =
  | { ok: true; config: MailConfig }
  | { ok: false; transport: string; from: string | null; problems: MailConfigProblem[] };

/** The sender when the outbox transport (nothing leaves the Worker) has none. */
export const DEFAULT_MAIL_FROM = "updates@example.com";

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+$/;

/** The address of 'updates@acme.nl' or 'Acme <updates@acme.nl>'; null when it is neither. */
export function senderAddress(from: string): string | null {
  const named = /^[^<>]*<([^<>]+)>$/.exec(from);
  const address = (named ? named[1]! : from).trim();
  return ADDRESS.test(address) ? address : null;
}

/** Domains reserved for examples (RFC 2606/6761): no mail service sends from them. */
function isPlaceholderDomain(address: string) {
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|invalid|test|localhost)$/.test(domain);
}

const value = (raw: Record<string, unknown>, name: string) => {
  const v = raw[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
};

export function checkMailConfig(raw: object): MailConfigCheck {
  const vars = raw as Record<string, unknown>;
  const transport = value(vars, "MAIL_TRANSPORT") ?? "outbox";
  const apiKey = value(vars, "MAIL_API_KEY");
  const from = value(vars, "MAIL_FROM");
  const problems: MailConfigProblem[] = [];
  const named = transport.slice(0, 40);
  if (!(MAIL_TRANSPORTS as readonly string[]).includes(transport))
    problems.push({ code: "transportUnknown", transport: named });
  const sends = transport !== "outbox";
  if (sends && !apiKey) problems.push({ code: "apiKeyMissing", transport: named });
  if (from === undefined) {
    if (sends) problems.push({ code: "fromMissing" });
  } else {
    const address = senderAddress(from);
    if (!address) problems.push({ code: "fromInvalid" });
    else if (sends && isPlaceholderDomain(address)) problems.push({ code: "fromPlaceholder", address });
  }
  if (problems.length) return { ok: false, transport, from: from ?? null, problems };
  return {
    ok: true,
    config: { transport: transport as MailTransport, from: from ?? DEFAULT_MAIL_FROM, apiKey },
  };
}
