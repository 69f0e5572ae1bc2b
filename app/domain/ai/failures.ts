/**
 * Why a model call gave no usable answer, in four categories the admin can act on (how they
 * read in the Dutch admin screens: app/copy/ai/status-texts.ts). Every model call ends in an answer or in one of these: a failure is
 * never passed off as an answer (docs/decisions/029-ai-models-and-failures.md).
 */

export const AI_FAILURE_CATEGORIES = ["timeout", "provider", "empty", "config"] as const;
export type AiFailureCategory = (typeof AI_FAILURE_CATEGORIES)[number];

/** What the model was asked to do. */
export const AI_TASKS = ["answer", "suggestions", "interview", "vision", "test"] as const;
export type AiTask = (typeof AI_TASKS)[number];

export const isAiFailureCategory = (value: unknown): value is AiFailureCategory =>
  typeof value === "string" && (AI_FAILURE_CATEGORIES as readonly string[]).includes(value);
export const isAiTask = (value: unknown): value is AiTask =>
  typeof value === "string" && (AI_TASKS as readonly string[]).includes(value);

/**
 * The category of a thrown error, from its name and message only (what a binding or fetch
 * throws): timeouts and aborts, a model or key the provider does not know (the setup is
 * wrong, retrying will not help), anything else is the provider's failure.
 */
export function categorizeAiError(name: string, message: string): AiFailureCategory {
  if (name === "TimeoutError" || name === "AbortError" || /timed? ?out/i.test(message)) return "timeout";
  // Workers AI: 5007 'No such model', 5016 a licence that was never accepted; HTTP APIs: an unknown model or a refused key.
  if (
    /\b(5007|5016)\b|no such model|model[^.]{0,40}not found|unknown model|\b(401|403|404)\b|unauthori[sz]ed|forbidden|invalid api key/i.test(
      message,
    )
  )
    return "config";
  return "provider";
}
