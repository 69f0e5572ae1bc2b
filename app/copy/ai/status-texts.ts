/**
 * The AI status in Admin Panel → Settings and its 'Test' button, in Dutch: which provider and
 * models answer, the last failed model call, and the test's outcome (a toast).
 */
import {
  AI_FAILURE_TEXTS,
  AI_TASK_TEXTS,
  type AiFailureCategory,
  type AiTask,
} from "../../domain/ai/failures";

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
