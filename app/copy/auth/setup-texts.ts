/** The one-time setup page that creates the first owner (app/domain/auth/setup.ts), in Dutch as the sign-in screen. */
import { SETUP_TOKEN_MIN_LENGTH } from "../../domain/auth/setup";

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
