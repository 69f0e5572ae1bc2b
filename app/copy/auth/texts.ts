/**
 * The sign-in and registration screen's copy (/admin, /admin/login): titles, labels, buttons,
 * toasts, refusals and the fields' validation messages (Dutch). The login throttle's message is
 * built beside its rule (throttle.ts). Quoted texts verbatim from docs/product.md.
 */

export const AUTH_TEXTS = {
  signIn: "Inloggen",
  register: "Account Aanmaken",
  pending: "Bezig...",
  toRegister: "Geen account? Registreren",
  toSignIn: "Al een account? Inloggen",
  labels: { fullName: "Volledige Naam", companyName: "Bedrijfsnaam", email: "Email", password: "Wachtwoord" },
  errorTitle: "Fout",
  // Toasts after success.
  signedIn: { title: "Succesvol ingelogd" },
  registered: {
    title: "Account aangemaakt",
    description:
      "Je account en bedrijf zijn aangemaakt; je bent nu ingelogd. Bevestig je e-mailadres met de link in de mail die we je stuurden.",
  },
  // Refusals.
  registrationDisabled: "Registratie is uitgeschakeld.",
  invalidCredentials: "Onjuist e-mailadres of wachtwoord.",
  companyNotCreated: "Je bedrijf kon nu niet worden aangemaakt. Probeer het opnieuw.",
  duplicateEmail: "Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander e-mailadres.",
} as const;

/** The sign-in and registration fields' messages (the company name's also in the Settings tab's profile). */
export const AUTH_FIELD_ERRORS = {
  emailRequired: "Email is verplicht",
  emailTooLong: "Email is te lang (maximaal 254 tekens)",
  emailInvalid: "Voer een geldig e-mailadres in",
  passwordRequired: "Wachtwoord is verplicht",
  passwordTooShort: "Wachtwoord moet minstens 10 tekens bevatten",
  passwordCommon:
    "Dit wachtwoord is te makkelijk te raden: het staat in een lijst van veelgebruikte wachtwoorden. Kies een ander.",
  passwordIsEmail: "Gebruik niet je e-mailadres als wachtwoord.",
  passwordTooLong: "Wachtwoord is te lang (maximaal 200 tekens)",
  fullNameRequired: "Volledige naam is verplicht",
  fullNameTooLong: "Naam is te lang (maximaal 120 tekens)",
  companyNameRequired: "Bedrijfsnaam is verplicht",
  companyNameTooLong: "Bedrijfsnaam is te lang (maximaal 120 tekens)",
} as const;
