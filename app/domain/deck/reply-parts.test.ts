import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { answerFromDeck } from "./answer";
import { replyParts } from "./reply-parts";
import { indexDeck } from "./retrieval";

describe("replyParts", () => {
  it("splits a composed answer into the answer, its page chips and the folded passages", () => {
    const reply = answerFromDeck(indexDeck(DEMO_DECK_PAGES), "How much are you raising?").response;
    const parts = replyParts(reply);
    expect(parts.answer).toMatch(/€1\.5 million.*\(page 13\)\.$/s);
    expect(parts.answer).not.toMatch(/Sources?:|What the deck says/);
    expect(parts.sources[0]).toEqual({ label: "page 13", source: "page", number: 13 });
    expect(parts.passages).toMatch(/^- \*\*Page 13 · /);
  });

  it("reads a model's reply the same way", () => {
    const parts = replyParts(
      "ARR was USD 700k in Sep 2020 (page 12).\n\n_Sources: page 12, slide 3._\n\n### What the deck says\n\n- **Page 12:** ARR USD 700k",
    );
    expect(parts).toEqual({
      answer: "ARR was USD 700k in Sep 2020 (page 12).",
      sources: [
        { label: "page 12", source: "page", number: 12 },
        { label: "slide 3", source: "slide", number: 3 },
      ],
      passages: "- **Page 12:** ARR USD 700k",
    });
  });

  it("leaves everything in the answer when the reply has no sources line or passages", () => {
    for (const text of [
      "The pitch deck doesn't seem to cover that.",
      "Revenue in March was £15,000.\n\nSource: 'P&L'!D3 (Revenue × Mar 2025) = £15,000",
      "**From the pitch deck:**\n\n- **Page 6:** €99 per month.",
    ])
      expect(replyParts(text)).toEqual({ answer: text, sources: [], passages: null });
  });

  it("a sheet's name stays in its chip; a reply still streaming has no passages yet", () => {
    expect(replyParts("Cash is lowest in May.\n\n_Source: sheet 2 (Cash flow)._").sources).toEqual([
      { label: "sheet 2 (Cash flow)", source: "sheet", number: 2 },
    ]);
    expect(replyParts("Raising €2M (page 4).\n\n_Source: page 4._\n\n### What the").passages).toBeNull();
  });
});
