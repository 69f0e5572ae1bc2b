/**
 * Rules of a personal investor link: its token's shape, when it opens, and the expiry date
 * an admin may give. Pure: the token is made and hashed on the server (WebCrypto), "now"
 * comes in.
 */

import type { ThrottlePolicy } from "../auth/throttle";

/**
 * Invite mails a company may send: an invite goes to any address with a name the admin
 * typed, so an open sign-up must not make the platform's sender a relay. 50 in a day (the
 * day starts with the first invite), then the next waits until that day is over.
 */
export const INVITES_PER_COMPANY_PER_DAY: ThrottlePolicy = {
  maxAttempts: 50,
  windowMs: 24 * 60 * 60_000,
  lockMs: 24 * 60 * 60_000,
};

/** 32 random bytes as base64url: 256 bits, 43 characters. */
export const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** True when a URL segment can be a link token at all (anything else is refused before hashing). */
export function isTokenShape(token: string | undefined | null): token is string {
  return typeof token === "string" && TOKEN_SHAPE.test(token);
}

/** base64url of bytes, no padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Lowercase hex of a digest. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type LinkState = "active" | "expired" | "revoked";

/** Whether a link opens now: revoked wins over expired. */
export function linkState(
  link: { expiresAt: string | null; revokedAt: string | null },
  now: Date,
): LinkState {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt && Date.parse(link.expiresAt) <= now.getTime()) return "expired";
  return "active";
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why an expiry date is refused (app/copy/investors/texts.ts words it: EXPIRY_MESSAGES). */
export type ExpiryProblem = "invalid" | "past" | "tooFar";
export type ExpiryCheck = { ok: true; expiresAt: string | null } | { ok: false; problem: ExpiryProblem };

/**
 * An optional expiry date 'YYYY-MM-DD' (blank: no expiry). The link opens through the end of
 * that day (UTC); the day must not be in the past nor more than two years ahead.
 */
export function parseExpiry(raw: unknown, now: Date): ExpiryCheck {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (!value) return { ok: true, expiresAt: null };
  const m = DATE.exec(value);
  if (!m) return { ok: false, problem: "invalid" };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const end = new Date(Date.UTC(y, mo - 1, d + 1));
  const start = new Date(Date.UTC(y, mo - 1, d));
  if (start.getUTCFullYear() !== y || start.getUTCMonth() !== mo - 1 || start.getUTCDate() !== d)
    return { ok: false, problem: "invalid" };
  if (end.getTime() <= now.getTime()) return { ok: false, problem: "past" };
  if (start.getTime() > now.getTime() + 2 * 366 * 24 * 60 * 60 * 1000)
    return { ok: false, problem: "tooFar" };
  return { ok: true, expiresAt: end.toISOString() };
}

/** The date an expiry shows as in a date field: the last day the link opens. */
export function expiryDay(expiresAt: string | null): string {
  if (!expiresAt) return "";
  return new Date(Date.parse(expiresAt) - 1).toISOString().slice(0, 10);
}

/** The personal link's path. */
export const investorLinkPath = (slug: string, token: string) => `/public/${slug}/i/${token}`;
