/**
 * The first run of an install (ADR 031): where `/` leads, when the one-time setup page may
 * create the first owner (the page's Dutch copy: app/copy/auth/setup-texts.ts).
 */
import type { ThrottlePolicy } from "./throttle";

/** A shorter SETUP_TOKEN is treated as not set: the page would be guessable. */
export const SETUP_TOKEN_MIN_LENGTH = 16;

export function setupTokenUsable(token: string | undefined): token is string {
  return typeof token === "string" && token.trim().length >= SETUP_TOKEN_MIN_LENGTH;
}

/** Guesses of the setup token from one address (every attempt counts until one succeeds). */
export const SETUP_PER_ADDRESS: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** What `/` decides from: the configured company (if it exists), the first company, whether anyone has an account. */
export type FirstVisitFacts = { configured: string | null; first: string | null; hasUsers: boolean };

/**
 * Where `/` leads: the configured company's public site; without it the first company's (the
 * first owner's, on a single-company install); on an install without companies the setup page
 * while nobody has an account, else the sign-in. Never a 404.
 */
export function firstVisitTarget({ configured, first, hasUsers }: FirstVisitFacts): string {
  const slug = configured ?? first;
  if (slug) return `/public/${slug}`;
  return hasUsers ? "/admin/login" : "/setup";
}
