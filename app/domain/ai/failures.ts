/**
 * Why a model call gave no usable answer, in four categories the admin can act on, and how
 * they read in the Dutch admin screens (the chat log, the AI status in Settings, a slide that
 * could not be read). Every model call ends in an answer or in one of these: a failure is
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

/** The category as a clause (lower case, no full stop): 'Niet beantwoord: AI-fout — {clause}'. */
export const AI_FAILURE_TEXTS: Record<AiFailureCategory, string> = {
  timeout: "de AI reageerde niet op tijd",
  provider: "de AI-dienst gaf een fout",
  empty: "de AI gaf een leeg antwoord",
  config: "de AI is niet (goed) ingesteld",
};

export const AI_TASK_TEXTS: Record<AiTask, string> = {
  answer: "chatantwoord",
  suggestions: "voorgestelde vragen",
  interview: "interviewvragen",
  vision: "dia lezen",
  test: "test",
};

/** The marker of a question the AI did not answer, in the admin's chat log. */
export const unansweredLabel = (category: AiFailureCategory) =>
  `Niet beantwoord: AI-fout — ${AI_FAILURE_TEXTS[category]}`;

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
