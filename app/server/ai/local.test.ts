import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { formatDeckPages } from "../../domain/deck/chunks";
import { buildPitchChatContext, NO_DECK_NOTICE, POOR_PDF_NOTICE } from "../../domain/deck/context";
import { INTERVIEW_FALLBACK_QUESTIONS } from "../../domain/deck/interview-questions";
import { PITCH_FALLBACK_STARTERS } from "../../domain/deck/suggestions";
import { createLocalProvider, LOCAL_VISION_UNAVAILABLE } from "./local";

const ai = createLocalProvider();
const deckText = formatDeckPages(DEMO_DECK_PAGES);
const context = buildPitchChatContext([
  { type: "pdf", name: "Adup pitch deck.pdf", extractedText: deckText },
]);

async function readAll(stream: ReadableStream<string>): Promise<string> {
  let out = "";
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return out;
    out += value;
  }
}

describe("local provider", () => {
  it("answers from the deck with page citations", async () => {
    const a = await ai.answer({ question: "What is your pricing?", context, mode: "pitch" });
    expect(a.kind).toBe("answered");
    expect(a.citations[0].label).toBe("page 6");
    expect(a.response).toContain("Growth costs €249 per month");
    expect(a.fallback).toBeUndefined();
  });

  it("accepts stored text as context", async () => {
    const a = await ai.answer({ question: "Who is the CTO?", context: deckText, mode: "pitch" });
    expect(a.citations.map((c) => c.label)).toEqual(["page 10"]);
  });

  it("says honestly when the deck does not cover a question", async () => {
    const a = await ai.answer({ question: "Who won the world cup in 2022?", context, mode: "pitch" });
    expect(a.kind).toBe("not-covered");
    expect(a.response).toMatch(/^The pitch deck doesn't seem to cover that\./);
    expect(a.citations).toEqual([]);
  });

  it("gives the context notice when there is nothing to answer from", async () => {
    const none = await ai.answer({
      question: "What is your pricing?",
      context: buildPitchChatContext([]),
      mode: "pitch",
    });
    expect(none).toMatchObject({ response: NO_DECK_NOTICE, fallback: true, citations: [] });
    const poor = await ai.answer({
      question: "What is your pricing?",
      context: buildPitchChatContext([{ type: "pdf", name: "scan.pdf", extractedText: "1" }]),
      mode: "pitch",
    });
    expect(poor.response).toBe(POOR_PDF_NOTICE);
  });

  it("streams the same answer", async () => {
    const direct = await ai.answer({ question: "How much are you raising?", context, mode: "pitch" });
    const streamed = await ai.answerStream({ question: "How much are you raising?", context, mode: "pitch" });
    expect(await readAll(streamed.stream)).toBe(direct.response);
    expect(streamed.citations).toEqual(direct.citations);
  });

  it("suggests deck questions and falls back to the starters for short text", async () => {
    const s = await ai.suggestQuestions(deckText, { mode: "pitch" });
    expect(s.source).toBe("generated");
    expect(s.shown).toHaveLength(4);
    expect((await ai.suggestQuestions("short", { mode: "pitch", refresh: 0 })).shown).toEqual(
      PITCH_FALLBACK_STARTERS.slice(0, 4),
    );
  });

  it("generates interview questions, or the four fallbacks for thin context", async () => {
    const rich = await ai.generateInterviewQuestions({ companyName: "Adup Data Agent", context: deckText });
    expect(rich.usedFallback).toBe(false);
    expect(rich.questions.length).toBeGreaterThanOrEqual(8);
    expect(await ai.generateInterviewQuestions({ companyName: "Adup", context: "" })).toEqual({
      questions: INTERVIEW_FALLBACK_QUESTIONS,
      usedFallback: true,
    });
  });

  it("does not pretend to see a slide image", async () => {
    const d = await ai.describeSlide(new Uint8Array(2048), "image/png", {
      fileName: "slide-03.png",
      slideNumber: 3,
    });
    expect(d.analysed).toBe(false);
    expect(d.error).toBe(LOCAL_VISION_UNAVAILABLE);
    expect(d.text).toBe(
      `Slide 3 ('slide-03.png', image/png, 2 KB) has not been analysed: its content is unknown. ${LOCAL_VISION_UNAVAILABLE}`,
    );
  });
});
