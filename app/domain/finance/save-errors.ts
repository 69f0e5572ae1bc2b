/**
 * Why saving profile data failed (docs/product.md#saving-startup-data), read from the
 * database's own error texts (D1 / SQLite constraint messages). app/copy/finance/texts.ts
 * words each problem (SAVE_ERROR_MESSAGES).
 */

/**
 * accessDenied: row-level security in the spec; here the row's company does not exist (foreign
 * key). other: any other database refusal (what went wrong is in the log, not on the screen).
 */
export type SaveProblem = "accessDenied" | "duplicate" | "notNull" | "other";

/** How long each wizard toast stays (docs/product.md#finance-constants): auto-save 2 s, final save 6 s, its error 5 s. */
export const WIZARD_TOAST_MS = { progressSaved: 2000, successTitle: 6000, failed: 5000 } as const;

/**
 * The problem of a failed save: SQLite's 'UNIQUE constraint failed: …' → duplicate,
 * 'NOT NULL constraint failed: …' → missing fields, 'FOREIGN KEY constraint failed' → no
 * access; anything else → other, told in general words — the database's own message
 * (SQL, table names) goes to the log by the caller, never to the screen.
 */
export function saveProblemOf(error: unknown): SaveProblem {
  // The ORM wraps the database error ('Failed query: insert …', with the D1 error as `cause`).
  const all = causeChain(error)
    .map((e) => (e instanceof Error ? e.message : typeof e === "string" ? e : ""))
    .join("\n");
  if (/UNIQUE constraint failed/i.test(all)) return "duplicate";
  if (/NOT NULL constraint failed/i.test(all)) return "notNull";
  if (/FOREIGN KEY constraint failed/i.test(all)) return "accessDenied";
  return "other";
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

/** The final save's problem: that of a real Error with a message, else unknown. */
export function finalSaveProblemOf(error: unknown): SaveProblem | "unknown" {
  return error instanceof Error && error.message ? saveProblemOf(error) : "unknown";
}
