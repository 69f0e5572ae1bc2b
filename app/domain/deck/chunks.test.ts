import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES, DEMO_DECK_TEXT } from "../../../tests/fixtures/demo-deck";
import {
  chunkDeck,
  citationLabel,
  type DeckPage,
  deckPlainText,
  formatDeckPages,
  pageTitle,
  parseDeckText,
  withoutRepeatedLines,
} from "./chunks";

describe("demo deck fixture", () => {
  it("has 13 pages of 60–150 words after the title line", () => {
    expect(DEMO_DECK_PAGES).toHaveLength(13);
    for (const p of DEMO_DECK_PAGES) {
      const words = p.text.split("\n").slice(1).join(" ").split(/\s+/).filter(Boolean).length;
      expect(words, `page ${p.number}`).toBeGreaterThanOrEqual(60);
      expect(words, `page ${p.number}`).toBeLessThanOrEqual(150);
    }
  });
});

describe("chunkDeck", () => {
  it("makes one chunk per demo page, tagged and titled", () => {
    const chunks = chunkDeck(DEMO_DECK_PAGES);
    expect(chunks).toHaveLength(13);
    expect(chunks[5]).toMatchObject({
      id: "page-6-0",
      source: "page",
      number: 6,
      part: 0,
      title: "Business model and pricing",
    });
    expect(chunks[5].text.startsWith("Adup is sold as a monthly subscription")).toBe(true);
  });

  it("splits a long page between sentences, keeping its number and title on every part", () => {
    const sentence = "Our agency partners resell the product to their clients every month. ";
    const page: DeckPage = { source: "slide", number: 4, text: `Go-to-market\n${sentence.repeat(30)}` };
    const chunks = chunkDeck([page], { maxWords: 50 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c).toMatchObject({ source: "slide", number: 4, title: "Go-to-market" });
      expect(c.text.split(/\s+/).length).toBeLessThanOrEqual(50);
      expect(c.text.endsWith(".")).toBe(true);
    }
    expect(chunks.map((c) => c.part)).toEqual(chunks.map((_, i) => i));
  });

  it("skips empty pages", () => {
    expect(chunkDeck([{ source: "page", number: 1, text: "  \n " }])).toEqual([]);
  });
});

describe("pageTitle", () => {
  it("takes a short first line that does not end a sentence", () => {
    expect(pageTitle("Team\nWe are three founders.")).toBe("Team");
    expect(pageTitle("We are three founders.\nMore text.")).toBeNull();
    expect(pageTitle("Only one line")).toBeNull();
  });
});

describe("citations", () => {
  it("labels slides, pages, sheets and untagged text", () => {
    expect(citationLabel({ source: "slide", number: 3 })).toBe("slide 3");
    expect(citationLabel({ source: "page", number: 12 })).toBe("page 12");
    expect(citationLabel({ source: "sheet", number: 2, name: "Revenue" })).toBe("sheet 2 (Revenue)");
    expect(citationLabel({ source: "page", number: 1, untagged: true })).toBe("deck text");
  });
});

describe("stored text format", () => {
  it("round-trips pages through formatDeckPages / parseDeckText", () => {
    const text = formatDeckPages(DEMO_DECK_PAGES);
    expect(text.startsWith("--- Page 1 ---\nAdup")).toBe(true);
    expect(parseDeckText(text)).toEqual(
      DEMO_DECK_PAGES.map((p) => ({ source: p.source, number: p.number, text: p.text })),
    );
  });

  it("round-trips sheet names", () => {
    const pages: DeckPage[] = [{ source: "sheet", number: 2, name: "Revenue 2025", text: "Month,Revenue" }];
    expect(parseDeckText(formatDeckPages(pages))).toEqual(pages);
  });

  it("reads common marker variants", () => {
    const pages = parseDeckText(
      "[Slide 1]\nIntro\n## Slide 2\nProblem\nSlide 3: The ask\nWe raise €1.5M.\nPagina 4\nTeam",
    );
    expect(pages.map((p) => [p.source, p.number, p.text])).toEqual([
      ["slide", 1, "Intro"],
      ["slide", 2, "Problem"],
      ["slide", 3, "The ask\nWe raise €1.5M."],
      ["page", 4, "Team"],
    ]);
  });

  it("does not take prose that starts with 'Page 3' for a marker", () => {
    const pages = parseDeckText(
      "--- Page 1 ---\nPage 3 of the appendix shows the cohort analysis in detail, month by month, for every customer segment we serve.",
    );
    expect(pages).toHaveLength(1);
  });

  it("keeps text before the first marker as untagged", () => {
    expect(parseDeckText("Cover note\n--- Page 1 ---\nHello")).toEqual([
      { source: "page", number: 0, text: "Cover note", untagged: true },
      { source: "page", number: 1, text: "Hello" },
    ]);
  });

  it("splits on form feeds, else keeps one untagged page", () => {
    expect(parseDeckText("one\fthree\f\ffour").map((p) => p.number)).toEqual([1, 2, 4]);
    expect(parseDeckText(DEMO_DECK_TEXT)).toEqual([
      { source: "page", number: 1, text: DEMO_DECK_TEXT, untagged: true },
    ]);
    expect(parseDeckText("   ")).toEqual([]);
  });

  it("gives the plain text back", () => {
    expect(deckPlainText(DEMO_DECK_PAGES)).toBe(DEMO_DECK_TEXT);
  });
});

describe("withoutRepeatedLines: running headers and footers", () => {
  const deck = (texts: string[]) =>
    texts.map((text, i) => ({ source: "page" as const, number: i + 1, text }));

  it("drops a short line found on half the pages or more", () => {
    const pages = withoutRepeatedLines(
      deck([
        "SEED ROUND 2024\nTEAM\nAna, CEO",
        "Traction\n4,701 customers\nSEED ROUND 2024",
        "SEED ROUND\nRaising £1.3m\nSEED ROUND 2024",
        "Market\n$73bn today",
        "Problem\nClothes are thrown away\nseed round 2024",
      ]),
    );
    expect(pages.map((p) => p.text)).toEqual([
      "TEAM\nAna, CEO",
      "Traction\n4,701 customers",
      "SEED ROUND\nRaising £1.3m",
      "Market\n$73bn today",
      "Problem\nClothes are thrown away",
    ]);
  });

  it("keeps long repeated lines, lines on fewer pages, and short decks whole", () => {
    const long = "We help producers sell their renewable energy certificates at the best price every month";
    const pages = deck([`A\n${long}`, `B\n${long}`, `C\n${long}`, "D\nConfidential", "E\nConfidential"]);
    expect(withoutRepeatedLines(pages)).toEqual(pages);
    const short = deck(["Acme\nOne", "Acme\nTwo", "Acme\nThree"]);
    expect(withoutRepeatedLines(short)).toEqual(short);
  });
});
