/**
 * The error catalogue of saving profile data (docs/product.md#saving-startup-data), mapped
 * from the database's own error texts (D1 / SQLite constraint messages).
 */

export const SAVE_ERROR_MESSAGES = {
  /** Row-level security in the spec; here: the row's company does not exist (foreign key) or no member is signed in. */
  accessDenied: "Je hebt geen toegang om deze gegevens op te slaan. Controleer of je bent ingelogd.",
  duplicate: "Er bestaat al data voor deze gebruiker. Probeer de gegevens bij te werken.",
  notNull: "Sommige verplichte velden ontbreken. Controleer je gegevens.",
  notSignedIn: "Je moet ingelogd zijn om gegevens op te slaan",
  /** Any other database refusal: what went wrong is in the log, not on the screen. */
  other: "Database fout: de gegevens konden niet worden opgeslagen. Probeer het later opnieuw.",
} as const;

export const FINAL_SAVE_TOASTS = {
  failedTitle: "❌ Fout bij definitief opslaan",
  unknownError: "Onbekende fout opgetreden",
  successTitle: "✅ Alle gegevens succesvol opgeslagen!",
  progressSaved: "Gegevens opgeslagen",
  editSaved: "Wijzigingen opgeslagen!",
} as const;

/** How long each wizard toast stays (docs/product.md#finance-constants): auto-save 2 s, final save 6 s, its error 5 s. */
export const WIZARD_TOAST_MS = { progressSaved: 2000, successTitle: 6000, failed: 5000 } as const;

export const FETCH_ERROR_TOAST = {
  title: "Fout bij ophalen",
  description: "Er is een fout opgetreden bij het ophalen van je gegevens.",
} as const;

/**
 * The Dutch message for a failed save: SQLite's 'UNIQUE constraint failed: …' → duplicate,
 * 'NOT NULL constraint failed: …' → missing fields, 'FOREIGN KEY constraint failed' → no
 * access; anything else 'Database fout: …' in general words — the database's own message
 * (SQL, table names) goes to the log by the caller, never to the screen.
 */
export function describeSaveError(error: unknown): string {
  // The ORM wraps the database error ('Failed query: insert …', with the D1 error as `cause`).
  const all = causeChain(error)
    .map((e) => (e instanceof Error ? e.message : typeof e === "string" ? e : ""))
    .join("\n");
  if (/UNIQUE constraint failed/i.test(all)) return SAVE_ERROR_MESSAGES.duplicate;
  if (/NOT NULL constraint failed/i.test(all)) return SAVE_ERROR_MESSAGES.notNull;
  if (/FOREIGN KEY constraint failed/i.test(all)) return SAVE_ERROR_MESSAGES.accessDenied;
  return SAVE_ERROR_MESSAGES.other;
}

/** The error and its causes, outermost first (at most 5 deep). */
function causeChain(error: unknown): unknown[] {
  const chain = [error];
  let current = error;
  while (chain.length < 5 && current instanceof Error && current.cause !== undefined) {
    current = current.cause;
    chain.push(current);
  }
  return chain;
}

/** The final save's failure text: the message of a real Error, else 'Onbekende fout opgetreden'. */
export function describeFinalSaveFailure(error: unknown): string {
  return error instanceof Error && error.message ? describeSaveError(error) : FINAL_SAVE_TOASTS.unknownError;
}
