import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES, DEMO_DECK_TEXT } from "../../../tests/fixtures/demo-deck";
import {
  classifyPdfExtraction,
  extractionFailureMessage,
  isTextMeaningful,
  measureExtractionQuality,
  MIN_WORDS,
  pdfExtractionToast,
  PITCH_KEYWORDS,
  STRONG_KEYWORD_COUNT,
  summarisePdfExtraction,
} from "./extraction-quality";

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("keyword list", () => {
  it("has no duplicates and at least 30 strong keywords first", () => {
    expect(new Set(PITCH_KEYWORDS).size).toBe(PITCH_KEYWORDS.length);
    expect(PITCH_KEYWORDS.length).toBeGreaterThan(STRONG_KEYWORD_COUNT);
    expect(PITCH_KEYWORDS.slice(0, STRONG_KEYWORD_COUNT)).toEqual(
      expect.arrayContaining([
        "market",
        "revenue",
        "customer",
        "team",
        "funding",
        "traction",
        "business model",
        "omzet",
        "klant",
        "markt",
      ]),
    );
  });
});

describe("measureExtractionQuality", () => {
  it("accepts the demo deck and reports every measurement", () => {
    const q = measureExtractionQuality(DEMO_DECK_TEXT);
    expect(q.meaningful).toBe(true);
    expect(q.wordCount).toBeGreaterThan(1000);
    expect(q.keywordShare).toBeGreaterThanOrEqual(0.15);
    expect(q.uniqueShare).toBeGreaterThanOrEqual(0.3);
    expect(q.plainCharShare).toBe(1);
    expect(q.strongKeywordsFound).toEqual(
      expect.arrayContaining(["market", "revenue", "business model", "go-to-market", "churn"]),
    );
    expect(Object.values(q.checks).every(Boolean)).toBe(true);
  });

  it("needs at least 50 words: 49 fail, 50 pass (all else equal)", () => {
    // 10 strong keywords + distinct filler: keyword share 10/49 and 10/50 are both ≥ 15%.
    const keywords = "market revenue customers team funding growth product competition traction pricing";
    const at = (n: number) => measureExtractionQuality(`${keywords} ${filler(n - 10)}`);
    expect(at(MIN_WORDS - 1).wordCount).toBe(49);
    expect(at(MIN_WORDS - 1).checks.enoughWords).toBe(false);
    expect(at(MIN_WORDS - 1).meaningful).toBe(false);
    expect(at(MIN_WORDS).wordCount).toBe(50);
    expect(at(MIN_WORDS).meaningful).toBe(true);
  });

  it("needs 15% keyword words among the content words", () => {
    // 8 keywords of 60 words = 13.3% < 15%; 9 of 60 = 15% passes.
    const low = measureExtractionQuality(
      `company startup founder platform price profit cash capital ${filler(52)}`,
    );
    expect(low.keywordWordCount).toBe(8);
    expect(low.checks.enoughKeywords).toBe(false);
    const ok = measureExtractionQuality(
      `company startup founder platform price profit cash capital equity ${filler(51)}`,
    );
    expect(ok.keywordShare).toBeCloseTo(0.15, 5);
    expect(ok.checks.enoughKeywords).toBe(true);
    // Function words do not dilute the share: the same text with 40 more of them keeps it.
    const padded = measureExtractionQuality(
      `company startup founder platform price profit cash capital equity ${filler(51)} ${"the and of to ".repeat(10)}`,
    );
    expect(padded.keywordShare).toBeCloseTo(0.15, 5);
  });

  it("does not call clean text limited for a specialist vocabulary when it names 6 strong keywords", () => {
    // 6 of the 30 strongest keywords in 60 plain words: a deck, though its share is 10%.
    const clean = measureExtractionQuality(`market revenue customers team funding growth ${filler(54)}`);
    expect(clean.keywordShare).toBeLessThan(0.15);
    expect(clean.checks.enoughKeywords).toBe(true);
    const five = measureExtractionQuality(`market revenue customers team funding ${filler(55)}`);
    expect(five.checks.enoughKeywords).toBe(false);
  });

  it("counts inflections and Dutch words, and both words of 'business model'", () => {
    const q = measureExtractionQuality(
      "Our customers and klanten love the business model; marketing omzet markten",
    );
    // customers, klanten, business, model, marketing, omzet, markten
    expect(q.keywordWordCount).toBe(7);
    expect(q.strongKeywordsFound).toEqual([
      "market",
      "customer",
      "business model",
      "omzet",
      "klant",
      "markt",
    ]);
  });

  it("does not let a keyword prefix match an unrelated word", () => {
    // 'teammate'/'marketplace' are not inflections of team/market.
    expect(measureExtractionQuality("teammate marketplace teamster").keywordWordCount).toBe(0);
  });

  it("needs 30% unique words: a repeated phrase fails", () => {
    const q = measureExtractionQuality("market revenue customers team funding growth ".repeat(20));
    expect(q.uniqueShare).toBeLessThan(0.3);
    expect(q.checks.enoughUniqueWords).toBe(false);
    expect(q.meaningful).toBe(false);
  });

  it("never calls a clean, text-rich deck limited: a long deck repeats its vocabulary page after page", () => {
    // Three times the demo deck: over the whole text under 30% of the words are distinct.
    const demo = DEMO_DECK_PAGES.map((p) => p.text).join("\n");
    const long = [demo, demo, demo].join("\n");
    const words = long.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    expect(new Set(words).size / words.length).toBeLessThan(0.3);
    const q = measureExtractionQuality(long);
    expect(q.checks.enoughUniqueWords).toBe(true);
    expect(q.meaningful).toBe(true);
    expect(pdfExtractionToast(summarisePdfExtraction(long, "text")).title).toBe("PDF succesvol verwerkt");
    // The same phrase over and over still fails, however long.
    expect(
      measureExtractionQuality("market revenue customers team funding growth ".repeat(200)).checks
        .enoughUniqueWords,
    ).toBe(false);
  });

  it("a clean text-rich deck in its own field's words passes the keyword share", () => {
    const vocabulary =
      `coating film fruit apple pear berry citrus skin surface layer moisture water vapour oxygen ripening storage
      transport shelf life firmness colour weight decay mould fungus spore temperature humidity cellulose protein starch lipid wax
      emulsion spray dip drying cure thickness micron laboratory trial orchard harvest packhouse crate pallet cold chain retailer
      supermarket waste spoilage freshness texture aroma flavour sugar acid peel stem bruise microbe sensor chamber sample batch
      control treated untreated days weeks measured observed reduced extended compared natural edible safe certified regulation`
        .split(/\s+/)
        .filter(Boolean);
    // Deterministic varied sentences in a field's own words.
    const science = Array.from(
      { length: 90 },
      (_, i) =>
        Array.from({ length: 7 }, (_, j) => vocabulary[(i * 7 + j * 13 + i * j) % vocabulary.length]).join(
          " ",
        ) + ` in trial ${i * 3 + 7}.`,
    ).join("\n");
    const text = `Our product\nThe market for our team and our customers\n${science}`;
    const q = measureExtractionQuality(text);
    expect(q.wordCount).toBeGreaterThanOrEqual(500);
    expect(q.keywordShare).toBeLessThan(0.15);
    expect(q.checks.enoughKeywords).toBe(true);
    expect(q.checks, JSON.stringify(q)).toEqual({
      enoughWords: true,
      enoughKeywords: true,
      enoughUniqueWords: true,
      enoughPlainCharacters: true,
      enoughStrongKeywords: true,
    });
  });

  it("needs 80% plain characters: broken-font output fails", () => {
    const garbage = `${DEMO_DECK_PAGES[5].text} ${"\uFFFD\uE000\u0001".repeat(600)}`;
    const q = measureExtractionQuality(garbage);
    expect(q.plainCharShare).toBeLessThan(0.8);
    expect(q.checks.enoughPlainCharacters).toBe(false);
    expect(q.meaningful).toBe(false);
    // Accents and euro signs are plain.
    expect(measureExtractionQuality("€ café geüpload – “quote”").plainCharShare).toBe(1);
  });

  it("needs 3 distinct strong keywords", () => {
    // Many keyword words, but only two of the first 30 (data, platform, startup are in the rest).
    const text = `market revenue data platform startup company strategy solution problem ${filler(45)}`;
    const q = measureExtractionQuality(text);
    expect(q.checks.enoughKeywords).toBe(true);
    expect(q.strongKeywordsFound).toEqual(["market", "revenue"]);
    expect(q.checks.enoughStrongKeywords).toBe(false);
    expect(isTextMeaningful(text)).toBe(false);
  });

  it("rejects empty text", () => {
    const q = measureExtractionQuality("");
    expect(q.wordCount).toBe(0);
    expect(q.meaningful).toBe(false);
  });
});

describe("PDF extraction outcomes", () => {
  it("classifies the five outcomes", () => {
    expect(
      classifyPdfExtraction({
        success: true,
        extractionMethod: "text",
        isTextMeaningful: true,
        textLength: 5000,
        hasContent: true,
      }),
    ).toBe("success-text");
    expect(
      classifyPdfExtraction({
        success: true,
        extractionMethod: "vision",
        isTextMeaningful: true,
        textLength: 5000,
        hasContent: true,
      }),
    ).toBe("success-vision");
    expect(
      classifyPdfExtraction({
        success: true,
        extractionMethod: "text",
        isTextMeaningful: false,
        textLength: 300,
        hasContent: true,
      }),
    ).toBe("limited-quality");
    expect(
      classifyPdfExtraction({
        success: true,
        extractionMethod: "text",
        isTextMeaningful: false,
        textLength: 0,
        hasContent: false,
      }),
    ).toBe("no-content");
    expect(classifyPdfExtraction({ success: false })).toBe("failure");
    expect(classifyPdfExtraction({ success: true, error: "boom" })).toBe("failure");
    // hasContent missing: derived from textLength.
    expect(classifyPdfExtraction({ success: true, textLength: 0 })).toBe("no-content");
  });

  it("uses the spec's toast titles verbatim", () => {
    expect(
      pdfExtractionToast({
        success: true,
        extractionMethod: "text",
        isTextMeaningful: true,
        textLength: 9357,
        hasContent: true,
      }),
    ).toMatchObject({
      title: "PDF succesvol verwerkt",
      variant: "default",
    });
    expect(
      pdfExtractionToast({
        success: true,
        extractionMethod: "vision",
        isTextMeaningful: true,
        textLength: 10,
        hasContent: true,
      }).title,
    ).toBe("PDF succesvol verwerkt");
    expect(
      pdfExtractionToast({ success: true, isTextMeaningful: false, textLength: 10, hasContent: true }).title,
    ).toBe("PDF verwerkt met beperkingen");
    expect(pdfExtractionToast({ success: true, hasContent: false, textLength: 0 }).title).toBe(
      "PDF verwerkt",
    );
    const failed = pdfExtractionToast({ success: false, error: "corrupt xref table" });
    expect(failed).toMatchObject({ outcome: "failure", title: "PDF geüpload", variant: "destructive" });
    expect(failed.description).toContain("corrupt xref table");
  });

  it("formats the character count nl-NL in the description", () => {
    expect(
      pdfExtractionToast({
        success: true,
        extractionMethod: "text",
        isTextMeaningful: true,
        textLength: 9357,
        hasContent: true,
      }).description,
    ).toContain("9.357 tekens");
  });

  it("summarises a finished extraction from its text", () => {
    expect(summarisePdfExtraction(DEMO_DECK_TEXT, "text")).toEqual({
      success: true,
      extractionMethod: "text",
      isTextMeaningful: true,
      textLength: DEMO_DECK_TEXT.trim().length,
      hasContent: true,
    });
    expect(classifyPdfExtraction(summarisePdfExtraction("   ", "text"))).toBe("no-content");
    expect(classifyPdfExtraction(summarisePdfExtraction("Page 1 of 12 — confidential", "text"))).toBe(
      "limited-quality",
    );
    expect(classifyPdfExtraction(summarisePdfExtraction(DEMO_DECK_TEXT, "vision"))).toBe("success-vision");
  });

  it("has the spec's thrown messages", () => {
    expect(extractionFailureMessage("timeout")).toBe("Text extraction failed: timeout");
    expect(extractionFailureMessage()).toBe("Text extraction was not successful");
  });
});
