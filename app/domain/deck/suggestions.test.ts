import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES, DEMO_DECK_TEXT } from "../../../tests/fixtures/demo-deck";
import { buildWorkbook } from "../workbook/build";
import { WORKBOOK_CAPS } from "../workbook/caps";
import { type FixtureCell, formatValue, rawSheet } from "../workbook/fixtures.test-helpers";
import { workbookText } from "../workbook/text";
import { answerFromDeck, canAnswerFromDeck } from "./answer";
import { chunkDeck, formatDeckPages, parseDeckText } from "./chunks";
import { indexDeck } from "./retrieval";
import {
  canSuggestFromText,
  documentQuestions,
  extractKeyTerms,
  fallbackStarters,
  FORECAST_FALLBACK_STARTERS,
  FORECAST_FALLBACK_STARTERS_NL,
  parseQuestionsJson,
  PITCH_FALLBACK_STARTERS,
  PITCH_FALLBACK_STARTERS_NL,
  questionsFromKeyTerms,
  resolveSuggestedQuestions,
  rotateShown,
  SUGGESTION_INPUT_LIMIT,
  suggestionInput,
  suggestQuestionsFromText,
} from "./suggestions";
import { stem } from "./text";

/** A workbook's stored text (what the forecast chat suggests from), built from sheets given as rows. */
const sheetsText = (sheets: { name: string; rows: FixtureCell[][] }[]) =>
  workbookText(
    buildWorkbook(
      sheets.map((x) => rawSheet(x.name, x.rows)),
      WORKBOOK_CAPS,
      formatValue,
    ),
  );

const deckText = formatDeckPages(DEMO_DECK_PAGES);

describe("constants", () => {
  it("has 8 pitch and 6 forecast starters, all questions", () => {
    expect(PITCH_FALLBACK_STARTERS).toHaveLength(8);
    expect(FORECAST_FALLBACK_STARTERS).toHaveLength(6);
    for (const q of [...PITCH_FALLBACK_STARTERS, ...FORECAST_FALLBACK_STARTERS])
      expect(q.endsWith("?")).toBe(true);
  });

  it("needs at least 100 characters of trimmed text (≥, not >)", () => {
    expect(canSuggestFromText("x".repeat(99))).toBe(false);
    expect(canSuggestFromText("x".repeat(100))).toBe(true);
    expect(canSuggestFromText(`   ${"x".repeat(99)}   `)).toBe(false);
    expect(canSuggestFromText(null)).toBe(false);
  });

  it("reads only the first 8000 characters", () => {
    expect(suggestionInput(deckText)).toHaveLength(SUGGESTION_INPUT_LIMIT);
  });
});

describe("key terms", () => {
  it("finds the deck's own terms, phrases included, and leaves out units and the company name", () => {
    const terms = extractKeyTerms(chunkDeck(DEMO_DECK_PAGES), 40).map((t) => t.phrase);
    expect(terms).toEqual(
      expect.arrayContaining([
        "recurring revenue",
        "seed round",
        "partner agencies",
        "connectors",
        "Shopify",
      ]),
    );
    for (const noise of ["month", "percent", "million", "Adup", "data"]) expect(terms).not.toContain(noise);
  });
});

describe("suggestQuestionsFromText", () => {
  it("derives 6 investor questions from the deck, shows 4", () => {
    const s = suggestQuestionsFromText(deckText, { mode: "pitch" });
    expect(s.source).toBe("generated");
    expect(s.questions).toHaveLength(6);
    expect(s.shown).toEqual(s.questions.slice(0, 4));
    // This deck leans on its agency channel and market sizing: those questions lead.
    expect(s.questions).toContain(
      "Which acquisition channel is the most efficient, and what does it cost to acquire a customer?",
    );
    expect(s.questions).toContain(
      "How did you calculate the market size, and which segment will you win first?",
    );
    // Never a phrase cut from a slide and put in a template ("…risks around fundamental raw?").
    for (const q of s.questions) {
      expect(q).not.toMatch(/business intelligence|native analytics|partner agencies|say about|risks around/);
      expect(q.endsWith("?")).toBe(true);
    }
  });

  it("is deterministic, and refresh rotates the 4 shown", () => {
    const a = suggestQuestionsFromText(deckText, { mode: "pitch" });
    expect(suggestQuestionsFromText(deckText, { mode: "pitch" })).toEqual(a);
    const r1 = suggestQuestionsFromText(deckText, { mode: "pitch", refresh: 1 });
    expect(r1.questions).toEqual(a.questions);
    expect(r1.shown).toEqual([a.questions[4], a.questions[5], a.questions[0], a.questions[1]]);
  });

  it("works on plain text without page markers", () => {
    const s = suggestQuestionsFromText(DEMO_DECK_TEXT, { mode: "pitch" });
    expect(s.source).toBe("generated");
    expect(s.questions.length).toBeGreaterThanOrEqual(4);
  });

  it("uses the starters for text under 100 characters", () => {
    const s = suggestQuestionsFromText("Adup: AI agent for web shops.", { mode: "pitch" });
    expect(s.source).toBe("fallback");
    expect(s.questions).toEqual(PITCH_FALLBACK_STARTERS.slice(0, 6));
    expect(s.shown).toEqual(PITCH_FALLBACK_STARTERS.slice(0, 4));
    expect(suggestQuestionsFromText("", { mode: "forecast" }).shown).toEqual(
      FORECAST_FALLBACK_STARTERS.slice(0, 4),
    );
  });

  it("asks forecast questions about a workbook", () => {
    const sheet = sheetsText([
      {
        name: "Forecast",
        rows: [
          ["Month", "Customers", "Revenue", "Costs"],
          ["2025-01", 150, 31800, 58000],
          ["2025-02", 175, 37100, 59000],
          ["2025-03", 205, 43460, 60500],
        ],
      },
    ]);
    const s = suggestQuestionsFromText(sheet, { mode: "forecast" });
    expect(s.source).toBe("generated");
    expect(s.questions.slice(0, 3)).toEqual([
      "Which assumptions drive the projected revenue, and how sensitive is it to them?",
      "Which expense lines grow fastest over the forecast period, and why?",
      "How fast does the customer base grow in the forecast, and what drives that growth?",
    ]);
    // Topped up with the forecast starters to 6.
    expect(s.questions).toHaveLength(6);
  });
});

describe("forecast suggestions over several sheets", () => {
  it("never asks about the stored text's own words ('sheet', cell references)", () => {
    const sheets = sheetsText([
      {
        name: "Revenue",
        rows: [
          ["Month", "Revenue", "Customers"],
          ["2026-01", 20000, 150],
          ["2026-02", 23000, 170],
        ],
      },
      {
        name: "Costs",
        rows: [
          ["Month", "Personnel", "Cloud"],
          ["2026-01", 40000, 3000],
        ],
      },
    ]);
    const s = suggestQuestionsFromText(sheets, { mode: "forecast" });
    expect(s.questions.length).toBeGreaterThan(0);
    for (const q of s.questions) expect(q).not.toMatch(/column|totals|data rows?|sheet/i);
  });
});

describe("fallback chain", () => {
  // '?' lines past the first 8000 characters are not read; 'Why now?' is under 10 characters.
  const text = `${DEMO_DECK_PAGES[0].text}\n\nOpen questions:\n- Why now?\n- How defensible is the data model?\n`;

  it("does not read '?' lines after the first 8000 characters", () => {
    expect(
      resolveSuggestedQuestions(null, `${DEMO_DECK_TEXT}\nHow defensible is the data model?`, {
        mode: "pitch",
      }).source,
    ).toBe("fallback");
  });

  it("leads with generated questions and tops up from the text's '?' lines, then the starters", () => {
    const s = resolveSuggestedQuestions(["Q1 from the model?", "Q2 from the model?"], text, {
      mode: "pitch",
    });
    expect(s.source).toBe("generated");
    expect(s.questions).toEqual([
      "Q1 from the model?",
      "Q2 from the model?",
      "How defensible is the data model?",
      ...PITCH_FALLBACK_STARTERS.slice(0, 3),
    ]);
  });

  it("drops generated and document questions that quote an unfinished slide's lorem ipsum", () => {
    const filler = `${text}\nLorem ipsum dolor sit amet, consectetur adipiscing elit?`;
    const s = resolveSuggestedQuestions(
      ["What does 'Lorem ipsum dolor' mean for your roadmap?", "Q1 from the model?"],
      filler,
      { mode: "pitch" },
    );
    expect(s.questions[0]).toBe("Q1 from the model?");
    expect(s.questions).toContain("How defensible is the data model?");
    expect(s.questions.some((q) => /lorem|ipsum|dolor|consectetur/i.test(q))).toBe(false);
  });

  it("falls back to the text's '?' lines when generation failed", () => {
    const s = resolveSuggestedQuestions(null, text, { mode: "pitch" });
    expect(s.source).toBe("document");
    expect(s.questions[0]).toBe("How defensible is the data model?");
  });

  it("reads lines ending in '?' (10–200 characters, bullets stripped)", () => {
    expect(
      documentQuestions("Why?\n• What is the churn per cohort?\nNot a question.\n2) Who buys first?"),
    ).toEqual(["What is the churn per cohort?", "Who buys first?"]);
  });
});

describe("parseQuestionsJson", () => {
  it("reads a JSON array inside prose or code fences", () => {
    expect(
      parseQuestionsJson('Here you go:\n```json\n["What is the CAC?", "How big is the market?"]\n```'),
    ).toEqual(["What is the CAC?", "How big is the market?"]);
    expect(parseQuestionsJson('[{"question": "1. What is the churn rate?"}]')).toEqual([
      "What is the churn rate?",
    ]);
  });

  it("returns null for anything else", () => {
    expect(parseQuestionsJson("I cannot help with that.")).toBeNull();
    expect(parseQuestionsJson("[not json]")).toBeNull();
    expect(parseQuestionsJson("[]")).toBeNull();
    expect(parseQuestionsJson('{"a": 1}')).toBeNull();
  });
});

describe("rotateShown", () => {
  const six = ["a", "b", "c", "d", "e", "f"];
  it("moves a window of 4 by 4, wrapping", () => {
    expect(rotateShown(six, 0)).toEqual(["a", "b", "c", "d"]);
    expect(rotateShown(six, 1)).toEqual(["e", "f", "a", "b"]);
    expect(rotateShown(six, 2)).toEqual(["c", "d", "e", "f"]);
    expect(rotateShown(six, 3)).toEqual(rotateShown(six, 0));
    expect(rotateShown(six, -1)).toEqual(["c", "d", "e", "f"]);
    expect(rotateShown(["a", "b"], 5)).toEqual(["a", "b"]);
  });
});

describe("questionsFromKeyTerms", () => {
  it("asks each topic once, in order of salience", () => {
    const q = questionsFromKeyTerms(
      [
        { phrase: "churn", stems: ["churn"], count: 5, score: 9 },
        { phrase: "pricing", stems: [stem("pricing")], count: 4, score: 8 },
        { phrase: "retention", stems: [stem("retention")], count: 3, score: 7 },
      ],
      "pitch",
    );
    expect(q).toEqual([
      "What drives churn and retention, and how are you improving them?",
      "How did you set your pricing, and what makes customers upgrade to a higher tier?",
    ]);
  });
});

describe("suggested questions in Dutch (the members' chat page)", () => {
  const index = indexDeck(DEMO_DECK_PAGES);
  const answerable = (q: string) => canAnswerFromDeck(index, q);
  const englishTemplate = /^(What|How|Who|Which|When|In which)\b/;

  it("has Dutch starters for both chats, as many as the English ones", () => {
    expect(fallbackStarters("pitch", "nl")).toEqual(PITCH_FALLBACK_STARTERS_NL);
    expect(PITCH_FALLBACK_STARTERS_NL).toHaveLength(PITCH_FALLBACK_STARTERS.length);
    expect(FORECAST_FALLBACK_STARTERS_NL).toHaveLength(FORECAST_FALLBACK_STARTERS.length);
    expect(suggestQuestionsFromText("kort", { mode: "pitch", language: "nl" }).shown).toEqual(
      PITCH_FALLBACK_STARTERS_NL.slice(0, 4),
    );
    expect(fallbackStarters("pitch")).toEqual(PITCH_FALLBACK_STARTERS);
  });

  it("asks an English deck's topics in Dutch, each question one the deck answers", () => {
    const s = suggestQuestionsFromText(deckText, { mode: "pitch", language: "nl" }, answerable);
    expect(s.questions.length).toBeGreaterThanOrEqual(4);
    for (const q of s.questions) {
      expect(q).not.toMatch(englishTemplate);
      expect(answerFromDeck(index, q).kind).toBe("answered");
    }
    expect(s.questions).toContain("Hoeveel klanten heeft het bedrijf?");
  });

  it("answers a Dutch question from the same English slide as its English twin", () => {
    const twins: [string, string][] = [
      ["Hoeveel klanten heeft het bedrijf?", "How many customers does the company have?"],
      ["Welk probleem wil het bedrijf oplossen?", "What problem does the company solve?"],
      ["Hoe groot is de markt?", "How big is the market?"],
      ["Wie zijn de concurrenten?", "Who are the competitors?"],
      [
        "Hoeveel financiering wordt er opgehaald, en waarvoor?",
        "How much funding is being raised, and what is it for?",
      ],
      ["Hoe werft het bedrijf klanten?", "How does the company acquire customers?"],
    ];
    for (const [dutch, english] of twins) {
      const nl = answerFromDeck(index, dutch);
      expect(nl.kind, dutch).toBe("answered");
      expect(nl.citations[0]?.label, dutch).toBe(answerFromDeck(index, english).citations[0]?.label);
    }
    expect(answerFromDeck(index, "Hoeveel klanten heeft het bedrijf?").citations[0]?.label).toBe("page 7");
  });

  it("keeps English the default, and English pages get English questions", () => {
    const s = suggestQuestionsFromText(deckText, { mode: "pitch" }, answerable);
    for (const q of s.questions) expect(q).toMatch(englishTemplate);
  });
});

describe("suggested questions the deck answers well", () => {
  const deck = [
    "--- Page 1 ---\nVoltera\nEdible coatings that keep fruit fresh",
    "--- Page 2 ---\nProblem\nA third of all fresh produce spoils before it reaches the shelf, and retailers throw it away.",
    "--- Page 3 ---\nRoadmap\n2025: the product launches in Germany. 2026: the product reaches retailers in France and Spain.",
    "--- Page 4 ---\nMarket\nThe fresh produce coating market is worth $2.1 billion and grows 12% a year.",
    "--- Page 5 ---\nTeam\nJane Doe, CEO and founder, 12 years in food engineering.\nTom Lee, CTO, materials scientist.",
    "--- Page 6 ---\nHistory\nFounded in 2019 in Vilnius. The product was first tested with two growers in 2021.",
  ].join("\n");
  const index = indexDeck(parseDeckText(deck));
  const answerable = (q: string) => canAnswerFromDeck(index, q);

  it("asks what an investor asks, only what the deck answers, each from a page about it", () => {
    const s = suggestQuestionsFromText(deck, { mode: "pitch" }, answerable);
    expect(s.questions).toEqual(
      expect.arrayContaining(["How big is the market?", "Who is on the founding team?"]),
    );
    for (const q of s.questions) {
      expect(answerFromDeck(index, q).kind, q).toBe("answered");
      expect(q).toMatch(/^(What|How|Who|Which|When|Where)\b.*\?$/);
    }
    // The product is named on the roadmap and the history pages only: no page says what it does.
    expect(canAnswerFromDeck(index, "What does the product do?")).toBe(false);
    expect(s.questions).not.toContain("What does the product do?");
  });
});
