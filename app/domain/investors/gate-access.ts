/**
 * Rules of who passes the investor site's gate beyond the access code or a personal link: a
 * verified e-mail (a 6-digit code by mail), the company's allow and block lists of e-mails and
 * domains, and the agreement (NDA) a visitor accepts before any gated page. Pure: codes are
 * drawn and hashed on the server, "now" comes in. See docs/decisions/055-verified-investors-and-nda.md.
 */
import type { ThrottleEntry, ThrottlePolicy } from "../auth/throttle";

const MINUTE = 60_000;

/** A code opens for 10 minutes, once. */
export const GATE_CODE_TTL_MS = 10 * MINUTE;
export const GATE_CODE_DIGITS = 6;

/** Code mails one address (a network) may ask for: stops one visitor mailing many strangers. */
export const GATE_CODE_SENDS_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 10,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};
/** Code mails one e-mail address gets at one company: a mailbox is never flooded. */
export const GATE_CODE_SENDS_PER_EMAIL: ThrottlePolicy = {
  maxAttempts: 3,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Code checks of one e-mail address: 5 wrong codes in a million, then a wait. */
export const GATE_CODE_CHECKS_PER_EMAIL: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** Code checks from one address, over all e-mails. */
export const GATE_CODE_CHECKS_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

/** Agreement acceptances one address may record (a client that drops its cookies could otherwise write without end). */
export const NDA_ACCEPTS_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 20,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};

/** The throttle counters of a code mail, in the order they are counted. */
export function codeSendKeys(companyId: string, address: string, email: string): ThrottleEntry[] {
  return [
    { key: `gate-code-send:addr:${address}`, policy: GATE_CODE_SENDS_PER_ADDRESS },
    { key: `gate-code-send:${companyId}:email:${email}`, policy: GATE_CODE_SENDS_PER_EMAIL },
  ];
}

/** The throttle counters of a code check; `strict` (the e-mail's) starts afresh after a right code. */
export function codeCheckKeys(companyId: string, address: string, email: string) {
  const strict = `gate-code-check:${companyId}:email:${email}`;
  return {
    entries: [
      { key: `gate-code-check:addr:${address}`, policy: GATE_CODE_CHECKS_PER_ADDRESS },
      { key: strict, policy: GATE_CODE_CHECKS_PER_EMAIL },
    ] as ThrottleEntry[],
    strict,
  };
}

/**
 * A 6-digit code from random 32-bit words, uniform over 000000–999999: a word at or above the
 * largest multiple of a million is skipped (null when all were; draw again).
 */
export function codeFromRandom(words: Uint32Array): string | null {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (const w of words) if (w < limit) return String(w % 1_000_000).padStart(GATE_CODE_DIGITS, "0");
  return null;
}

/** What a visitor typed or pasted, as a code: spaces and dashes go ("123 456", "123-456"); null unless 6 digits remain. */
export function normalizeCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Whether a code mailed at `createdAt` still opens at `now` (and was not used). */
export function codeUsable(code: { createdAt: string; usedAt: string | null }, now: Date): boolean {
  return code.usedAt === null && now.getTime() - Date.parse(code.createdAt) < GATE_CODE_TTL_MS;
}

/** One line of an allow or block list: an e-mail address, or a domain (also its subdomains). */
export type ListEntry = { kind: "email"; value: string } | { kind: "domain"; value: string };

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^\s@]{1,64}@([^\s@]+)$/;

/**
 * An allow or block list as the admin typed it: one entry per line (commas and semicolons
 * too), `name@fund.com` or `fund.com` / `@fund.com`, any case. Returns the entries and the
 * lines that are neither.
 */
export function parseEmailList(text: string): { entries: ListEntry[]; invalid: string[] } {
  const entries: ListEntry[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\n\r,;]+/)) {
    const line = raw.trim().toLowerCase();
    if (!line) continue;
    const email = EMAIL.exec(line);
    let entry: ListEntry | null = null;
    if (email && DOMAIN.test(email[1]!)) entry = { kind: "email", value: line };
    else if (DOMAIN.test(line.replace(/^@/, ""))) entry = { kind: "domain", value: line.replace(/^@/, "") };
    if (!entry) {
      invalid.push(raw.trim());
      continue;
    }
    const key = `${entry.kind}:${entry.value}`;
    if (!seen.has(key)) {
      seen.add(key);
      entries.push(entry);
    }
  }
  return { entries, invalid };
}

/** The list as stored and shown again: one entry per line. */
export const listText = (entries: readonly ListEntry[]) => entries.map((e) => e.value).join("\n");

/** Whether an e-mail address is on a list: the address itself, its domain, or a parent domain of it. */
export function onList(email: string, entries: readonly ListEntry[]): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return false;
  const domain = address.slice(at + 1);
  return entries.some((e) =>
    e.kind === "email" ? e.value === address : domain === e.value || domain.endsWith(`.${e.value}`),
  );
}

export type AccessLists = { allow: readonly ListEntry[]; block: readonly ListEntry[] };

/** Whether an address may pass: never when blocked; when an allow list is set, only when on it. */
export function emailMayPass(email: string, lists: AccessLists): boolean {
  if (onList(email, lists.block)) return false;
  return lists.allow.length === 0 || onList(email, lists.allow);
}

/** The agreement's text as compared between saves: line ends and trailing blanks do not make a new version. */
export function normalizeAgreement(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}

/** Whether a save of the agreement makes a new version (the text changed). */
export const agreementChanged = (current: string | null, next: string) =>
  current === null || normalizeAgreement(current) !== normalizeAgreement(next);

export type GateStep = "verify" | "nda" | "refused" | null;

/** What the screen of a gate step shows. */
export type GateStepView =
  | { kind: "verify"; pendingEmail: string | null }
  | { kind: "refused" }
  | { kind: "nda"; version: number; text: string; email: string | null };

/**
 * The step a visitor past the code or link still has to take, in order: a verified e-mail
 * when the company or the link asks for one (refused when that address may not pass), then
 * the current agreement when one is on. Null: nothing left, the page opens.
 */
export function nextGateStep(input: {
  verificationRequired: boolean;
  verifiedEmail: string | null;
  lists: AccessLists;
  ndaVersion: number | null;
  acceptedNdaVersion: number | null;
}): GateStep {
  if (input.verifiedEmail && !emailMayPass(input.verifiedEmail, input.lists)) return "refused";
  if (input.verificationRequired && !input.verifiedEmail) return "verify";
  if (input.ndaVersion !== null && input.acceptedNdaVersion !== input.ndaVersion) return "nda";
  return null;
}
