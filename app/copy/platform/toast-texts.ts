/** The toasts' own words: what a toast says instead of a database error's (boundToast). */
export const TOAST_TEXTS = {
  /** Dutch, like most toasts of the app. */
  internalError: "Er is een fout opgetreden. Probeer het opnieuw.",
} as const;
