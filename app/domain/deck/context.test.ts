import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { formatDeckPages } from "./chunks";
import {
  buildForecastChatContext,
  buildPitchChatContext,
  contextString,
  NO_DECK_NOTICE,
  NO_FORECAST_NOTICE,
  POOR_PDF_NOTICE,
} from "./context";

const pdfText = formatDeckPages(DEMO_DECK_PAGES);

describe("chat context", () => {
  it("prefers the combined slide text over the PDF", () => {
    const ctx = buildPitchChatContext([
      { type: "pdf", name: "deck.pdf", extractedText: pdfText },
      {
        type: "pitch-combined",
        name: "Pitch Deck Slides",
        extractedText: "--- Slide 1 ---\nAdup: your AI data agent.\n\n--- Slide 2 ---\nThe problem.",
      },
    ]);
    expect(ctx.documentName).toBe("Pitch Deck Slides");
    expect(ctx.pages.map((p) => `${p.source} ${p.number}`)).toEqual(["slide 1", "slide 2"]);
    expect(ctx.notice).toBeNull();
  });

  it("falls back to the PDF, tagged per page", () => {
    const ctx = buildPitchChatContext([
      { type: "pitch-combined", name: "slides", extractedText: "" },
      { type: "pdf", name: "deck.pdf", extractedText: pdfText },
    ]);
    expect(ctx.documentName).toBe("deck.pdf");
    expect(ctx.pages).toHaveLength(13);
    expect(ctx.pages[5]).toMatchObject({ source: "page", number: 6 });
  });

  it("gives the spec's notices for a poor PDF and for no deck", () => {
    expect(buildPitchChatContext([{ type: "pdf", name: "scan.pdf", extractedText: "Page 1" }])).toMatchObject(
      { notice: POOR_PDF_NOTICE, pages: [] },
    );
    expect(POOR_PDF_NOTICE).toBe(
      "PDF uploaded but extraction was not fully successful. Upload pitch deck images for better results.",
    );
    expect(buildPitchChatContext([])).toMatchObject({ notice: NO_DECK_NOTICE, documentName: null });
    expect(NO_DECK_NOTICE).toBe("No pitch deck available. Please upload pitch deck images or PDF first.");
  });

  it("reads the forecast's sheet-tagged text", () => {
    const ctx = buildForecastChatContext([
      {
        type: "excel",
        name: "forecast.xlsx",
        extractedText: "--- Sheet 1: Revenue ---\nMonth,Revenue\nJan,1000",
      },
    ]);
    expect(ctx.pages).toEqual([
      { source: "sheet", number: 1, name: "Revenue", text: "Month,Revenue\nJan,1000" },
    ]);
    expect(buildForecastChatContext([]).notice).toBe(NO_FORECAST_NOTICE);
  });

  it("builds the 'Document: {name}' context string", () => {
    const s = contextString({ documentName: "deck.pdf", pages: DEMO_DECK_PAGES.slice(0, 2) });
    expect(s.startsWith("Document: deck.pdf\n\n--- Page 1 ---\nAdup")).toBe(true);
    expect(s).toContain("--- Page 2 ---\nThe problem");
  });
});
