/**
 * The first run of an install (ADR 031): where `/` leads, when the one-time setup page may
 * create the first owner, and that page's copy (Dutch, as the sign-in screen).
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

export const SETUP_TEXTS = {
  title: "Eerste eigenaar aanmaken",
  intro:
    "Deze installatie heeft nog geen gebruikers. Maak hier het account van de eerste eigenaar en het bedrijf aan, met de setup-token die als geheim SETUP_TOKEN is ingesteld. Daarna sluit deze pagina.",
  labels: { token: "Setup-token" },
  submit: "Eigenaar aanmaken",
  pending: "Bezig...",
  errorTitle: "Fout",
  notConfiguredTitle: "Nog geen setup-token ingesteld",
  notConfigured: `Stel eerst het geheim SETUP_TOKEN in (minstens ${SETUP_TOKEN_MIN_LENGTH} tekens) en laad deze pagina opnieuw:`,
  notConfiguredCommand: "npx wrangler secret put SETUP_TOKEN --env production",
  orRegister: "Registratie staat open: je kunt ook een account aanmaken.",
  toRegister: "Naar registratie",
  toSignIn: "Naar inloggen",
  // Refusals.
  setupDisabled: "Setup is niet ingesteld: zet eerst het geheim SETUP_TOKEN.",
  wrongToken: "Onjuiste setup-token.",
  // The toast after success.
  created: {
    title: "Eigenaar aangemaakt",
    description:
      "Je account en bedrijf zijn aangemaakt; je bent nu ingelogd. De setup-pagina is nu gesloten.",
  },
} as const;

export const SETUP_FIELD_ERRORS = {
  tokenRequired: "Setup-token is verplicht",
  tokenTooLong: "Setup-token is te lang (maximaal 500 tekens)",
} as const;
