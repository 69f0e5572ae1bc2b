/** How long to wait while a throttle holds (app/domain/auth/throttle.ts), in the screen's language. */

/** The message shown while locked, in the login screen's language. */
export function throttleMessage(remainingMs: number, language: "nl" | "en" = "nl"): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  if (language === "en")
    return `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  return `Te veel mislukte pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}

/** The gate's answer while the company's slow lane is taken (Dutch, like the gate). */
export function slowLaneMessage(remainingMs: number, language: "nl" | "en" = "nl"): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  if (language === "en")
    return `Many wrong codes are being tried right now. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  return `Er worden nu veel onjuiste codes geprobeerd. Probeer het over ${seconds} ${seconds === 1 ? "seconde" : "seconden"} opnieuw.`;
}
