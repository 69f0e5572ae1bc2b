/**
 * The AI status in Admin Panel → Settings and its 'Test' button, in Dutch: which provider and
 * models answer, the last failed model call, and the test's outcome (a toast); and how a failed
 * model call reads wherever the admin sees it (app/domain/ai/failures.ts has the categories).
 */
import type { AiFailureCategory, AiTask } from "../../domain/ai/failures";

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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const AI_STATUS_TEXTS = {
  title: "AI status",
  provider: "Provider",
  textModel: "Tekstmodel",
  visionModel: "Beeldmodel",
  lastError: "Laatste fout",
  noError: "geen",
  lastTestOk: "Laatste geslaagde test",
  providers: {
    local: "lokaal (offline, zonder model: citeert het pitch deck zelf)",
    "workers-ai": "Cloudflare Workers AI",
    "openai-compatible": "OpenAI-compatibele API",
  },
  noModel: "geen",
  noVisionModel: "geen (dia-afbeeldingen worden niet gelezen)",
  bindingMissing: 'De AI-binding ontbreekt in wrangler.toml ([ai] binding = "AI"): elke AI-aanroep mislukt.',
  hint: "Test doet één korte aanroep naar het tekstmodel.",
  test: "Test",
  testing: "Testen...",
  /** 'Gisteren om 10:03 — chatantwoord: de AI reageerde niet op tijd'. */
  error: (task: AiTask, category: AiFailureCategory) =>
    `${AI_TASK_TEXTS[task]}: ${AI_FAILURE_TEXTS[category]}`,
  testOk: (ms: number) => ({
    title: "AI-test geslaagd",
    description: `Het model antwoordde binnen ${(ms / 1000).toFixed(1).replace(".", ",")} s.`,
  }),
  testLocal: {
    title: "AI-test geslaagd",
    description: "De lokale provider gebruikt geen model: er valt niets te testen.",
  },
  testFailed: (category: AiFailureCategory) => ({
    title: "AI-test mislukt",
    description: `${capitalise(AI_FAILURE_TEXTS[category])}.`,
    variant: "destructive" as const,
  }),
} as const;
