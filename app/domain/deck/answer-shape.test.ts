import { describe, expect, it } from "vitest";

import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
import { answerFromDeck, composeLead, composeReply, sourcesLine } from "./answer";
import type { DeckPage } from "./chunks";
import { PASSAGES_HEADING } from "./reply-parts";
import { indexDeck } from "./retrieval";

const page = (number: number, text: string): DeckPage => ({ source: "page", number, text });
const demo = indexDeck(DEMO_DECK_PAGES);
const paragraphs = (text: string) => text.split("\n\n");

describe("an answer, then its sources", () => {
  it("opens with one or two sentences that hold the figure, cited; then the sources; then the passages", () => {
    const a = answerFromDeck(demo, "How much are you raising?");
    const [lead, sources, heading, passages] = paragraphs(a.response);
    expect(lead).toContain("**€1.5 million**");
    expect(lead).toMatch(/\(page 13\)\.$/);
    expect(lead.split(/(?<=[.!?])\s+(?=\p{Lu})/u).length).toBeLessThanOrEqual(2);
    expect(sources).toMatch(/^_Sources?: page 13/);
    expect(heading).toBe(`### ${PASSAGES_HEADING}`);
    expect(passages).toMatch(/^- \*\*Page 13 · /);
  });

  it("a label and its figure read as one answer ('ARR, USD 700k'), a name with its role", () => {
    const deck = indexDeck([
      page(1, "Graintrack"),
      page(2, "Traction\nSep 2020 actual KPIs\nARR\nUSD 700k\n68 clients\n96% net retention"),
      page(3, "Team\nAna Ruiz\nCEO & founder\n12 years in grain trading"),
      page(4, "Market\nGrain data is bought by traders, banks and insurers worldwide."),
    ]);
    const arr = answerFromDeck(deck, "What was the ARR in September 2020?");
    expect(paragraphs(arr.response)[0]).toMatch(/ARR, \*\*USD 700k\*\*.*\(page 2\)\.$/);
    const ceo = answerFromDeck(deck, "Who is the CEO?");
    expect(paragraphs(ceo.response)[0]).toMatch(/^Ana Ruiz: CEO & founder.*\(page 3\)\.$/);
  });

  it("quotes no OCR debris, in the answer or the passages", () => {
    const deck = indexDeck([
      page(1, "Voltera &®"),
      page(
        2,
        "Team &®\nJane Doe\nCEO & co-founder ©\n[BPR pan)EBNS ERS…\nex-founder of a logistics start-up",
      ),
      page(3, "Product\nAn edible coating made from plant by-products that keeps fruit fresh for weeks."),
    ]);
    const a = answerFromDeck(deck, "Who is the CEO?");
    expect(a.kind).toBe("answered");
    expect(paragraphs(a.response)[0]).toContain("Jane Doe");
    for (const debris of ["®", "©", "[BPR", "pan)EBNS"]) expect(a.response).not.toContain(debris);
  });

  it("says nothing about a word only when no page holds it, in a paragraph after the answer", () => {
    const deck = indexDeck([
      page(1, "Voltera"),
      page(2, "Funding\nWe are raising €2M in a seed round to scale production."),
      page(3, "Use of funds\n50% production, 30% sales, 20% team."),
      page(4, "Expansion\nAfter the seed round we expand to Germany and France."),
    ]);
    const absent = answerFromDeck(deck, "How much are they raising in a typical round?");
    const [lead, note] = paragraphs(absent.response);
    expect(lead).toContain("**€2M**");
    expect(lead).not.toMatch(/nothing about/);
    expect(note).toBe("_It says nothing about **typical**._");
    // 'expand' is on page 4, even if the answer quotes other pages: never "it says nothing about expand".
    const present = answerFromDeck(deck, "How much are they raising to expand?");
    expect(present.response).not.toMatch(/nothing about \*\*expand/);
  });

  it("composes the same shape for any answer text (the model's reply gets it too)", () => {
    expect(sourcesLine([])).toBe("");
    expect(
      sourcesLine([
        { source: "page", number: 2, label: "page 2" },
        { source: "page", number: 5, label: "page 5" },
      ]),
    ).toBe("_Sources: page 2, page 5._");
    expect(composeReply("ARR is USD 700k (page 2).", "_Source: page 2._", "- **Page 2:** ARR USD 700k")).toBe(
      `ARR is USD 700k (page 2).\n\n_Source: page 2._\n\n### ${PASSAGES_HEADING}\n\n- **Page 2:** ARR USD 700k`,
    );
    expect(composeLead([], { label: "page 4" })).toBe("See page 4.");
  });
});
