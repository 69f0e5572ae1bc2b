/**
 * Deck figures for `npm run bench` (loaded by tests/bench/run.mjs through Vite's SSR loader,
 * so the TypeScript modules run in node as they are):
 *
 * - the local AI provider's answer time over a 60-page deck (expandDeck of the demo deck),
 *   the deck indexed for every question as the provider does;
 * - text extraction time per page: unpdf over the generated demo pitch deck PDF (13 pages),
 *   the same calls as the extract-pdf job.
 */
import { formatDeckPages } from "../../app/domain/deck/chunks";
import { buildPitchChatContext } from "../../app/domain/deck/context";
import { createLocalProvider } from "../../app/server/ai/local";
import { buildDeckPdf, extractDeckText } from "../../db/demo-deck-pdf.mjs";
import { DEMO_DECK_PAGES, expandDeck } from "../fixtures/demo-deck";

const QUESTIONS = [
  "What is the pricing?",
  "How many paying customers do you have?",
  "Who is on the team?",
  "How much are you raising and what is it for?",
  "What is the monthly churn?",
  "Who are the competitors?",
  "How big is the market?",
  "When do you reach break-even?",
  "How do agencies sell the product?",
  "What is on the roadmap for 2026?",
];

export type Stat = { median: number; p95: number; n: number };

function stat(samples: number[]): Stat {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), n: s.length };
}

export async function runDeckBench(options: { rounds?: number; extractionRuns?: number } = {}) {
  const rounds = options.rounds ?? 30;
  const pages = expandDeck(DEMO_DECK_PAGES, 60);
  // The deck as the chat reads it: stored text with page markers, parsed back.
  const context = buildPitchChatContext([
    { type: "pdf", name: "bench-deck.pdf", extractedText: formatDeckPages(pages) },
  ]);
  const provider = createLocalProvider();

  const answers: number[] = [];
  let cited = 0;
  for (let r = 0; r < rounds; r++) {
    for (const question of QUESTIONS) {
      const t0 = performance.now();
      const result = await provider.answer({ question, context, mode: "pitch" });
      answers.push(performance.now() - t0);
      if (result.citations.length > 0) cited += 1;
    }
  }

  const pdf = await buildDeckPdf();
  const perPage: number[] = [];
  let extractedPages = 0;
  for (let r = 0; r < (options.extractionRuns ?? 5); r++) {
    const t0 = performance.now();
    const out = await extractDeckText(pdf);
    const ms = performance.now() - t0;
    extractedPages = out.pages;
    perPage.push(ms / out.pages);
  }

  return {
    deckPages: context.pages.length,
    questions: answers.length,
    citedShare: cited / answers.length,
    answers: stat(answers),
    extraction: { ...stat(perPage), pdfPages: extractedPages, pdfBytes: pdf.byteLength },
  };
}
