/**
 * Answers over decks written the way real slides are: terse labels above their values, a
 * slide number above the title, a cover with the company's name, Dutch decks, figures as
 * '€2M' or '4,701'. Own fixtures (no third-party deck text).
 */
import { describe, expect, it } from "vitest";

import {
  answerFromDeck,
  asksForNumber,
  canAnswerFromDeck,
  hasAmount,
  hasFigure,
  isHeadingOnly,
} from "./answer";
import type { DeckPage } from "./chunks";
import { analyseQuestion, indexDeck, rankChunks, unseenTopics } from "./retrieval";
import { detectLanguage, normaliseNumbers, stem, tokenize } from "./text";

const page = (number: number, text: string): DeckPage => ({ source: "page", number, text });

// A slide deck of the kind PDF text layers give: short lines, labels apart from values.
const SLIDES: DeckPage[] = [
  page(1, "Brightloop\nSmart irrigation for urban farms"),
  page(
    2,
    "2\nThe problem\nUrban farms waste up to 40% of their water\nbecause irrigation runs on fixed timers",
  ),
  page(3, "3\nTraction\nPaying clients\n312\nAnnual recurring revenue\n€48K\nGrowth since January\n3x"),
  page(
    4,
    "4\nBusiness model\nHardware kit sold at cost\nSoftware subscription: €29 per sensor per month\nInstallers earn a 15% commission",
  ),
  page(
    5,
    "5\nTeam\nMaria Jansen\nCHIEF EXECUTIVE OFFICER\nFormer head of operations at GreenGrid\nTom Okafor\nCTO\nBuilt sensor networks at AgriSense",
  ),
  page(6, "6\nMarket\nThe urban farming market is worth $2.4 billion in 2024\nand grows 11% per year"),
  page(7, "7\nThe ask\nWe are raising €1.5M\nBREAKDOWN OF SPEND\n50%: Product\n30%: Sales\n20%: Operations"),
  page(8, "8\nRoadmap\nExpansion to Germany in Q3\nNew soil sensors next spring"),
  page(9, "9\nCompetition\nIrriTech and FarmOS sell timers without sensors"),
];
const index = indexDeck(SLIDES);
const ask = (q: string) => answerFromDeck(index, q);

describe("stemming and normalising (Orama's Snowball stemmers, en + nl)", () => {
  it("meets inflections in English and Dutch", () => {
    expect(stem("competitors")).toBe(stem("competitor"));
    expect(stem("raising")).toBe(stem("raise"));
    expect(stem("klanten", "nl")).toBe(stem("klant", "nl"));
    expect(stem("investeringen", "nl")).toBe(stem("investering", "nl"));
    expect(stem("monthly")).toBe(stem("month"));
  });

  it("detects a deck's language from its function words", () => {
    expect(detectLanguage("We are raising money for the next round of our company")).toBe("en");
    expect(detectLanguage("Wij zijn een bedrijf met een oplossing voor de markt van het onderwijs")).toBe(
      "nl",
    );
  });

  it("normalises figures, months and spelled-out metrics", () => {
    expect(normaliseNumbers("€2M and 2 million and 1,278 plants").replace(/\s+/g, " ").trim()).toBe(
      "€ 2000000 and 2000000 and 1278 plants",
    );
    expect(tokenize("Sep 2021")).toEqual(tokenize("September 2021"));
    expect(tokenize("Annual recurring revenue")).toEqual(["arr"]);
    // 'B2B' is a name, not two billion.
    expect(tokenize("B2B sales")).toEqual(["b2b", "sales"]);
  });

  it("drops the words that only frame a question", () => {
    expect(
      analyseQuestion("According to the chart, roughly how many clients so far?").map((t) => t.word),
    ).toEqual(["clients"]);
  });
});

describe("retrieval on slide text", () => {
  it.each([
    ["How much are they raising?", 7],
    ["What is the ARR?", 3],
    ["What is their annual recurring revenue?", 3],
    ["How many customers do they have?", 3],
    ["How do they make money?", 4],
    ["Who are the competitors?", 9],
    ["Who is the CEO?", 5],
    ["How big is the TAM?", 6],
  ])("%s → page %i", (question, number) => {
    expect(rankChunks(index, question)[0]?.chunk.number).toBe(number);
  });

  it("finds investor synonyms (customers = clients, raise = funding, competitors = competition)", () => {
    const terms = analyseQuestion("Who are the rivals and how many customers?");
    const customers = terms.find((t) => t.word === "customers")!;
    expect(customers.variants.map((v) => v.term)).toContain(stem("clients"));
  });
});

describe("answers", () => {
  it("quotes a label with the value below it, and cites the page", () => {
    const a = ask("What is the annual recurring revenue?");
    expect(a.kind).toBe("answered");
    expect(a.response).toContain("€48K");
    expect(a.citations.map((c) => c.label)).toEqual(["page 3"]);
  });

  it("quotes a role with the name above it", () => {
    const a = ask("Who is the chief executive officer?");
    expect(a.response).toContain("Maria Jansen");
    expect(a.citations[0].label).toBe("page 5");
  });

  it("answers with partial coverage instead of refusing over one unknown word", () => {
    // 'project' is in no slide: the revenue slide still answers.
    const a = ask("What revenue do they project?");
    expect(a.kind === "answered" || a.kind === "partial").toBe(true);
    expect(a.response.split("\n\n")[0]).toMatch(/\(page \d+\)\.$/);
    expect(a.citations.length).toBeGreaterThan(0);
  });

  it("never answers with a heading alone: labels bring the slide's content", () => {
    expect(isHeadingOnly({ id: "x", source: "page", number: 1, part: 0, title: "Market", text: "" })).toBe(
      true,
    );
    const a = ask("How is the money split?");
    expect(a.response).toContain("50%: Product");
    expect(a.response).toContain("30%: Sales");
  });

  it("says the figure is not in the deck when the best passage holds none, and what the deck does say", () => {
    const a = ask("How large is the team?");
    expect(a.kind).toBe("no-figure");
    expect(a.response.startsWith("The pitch deck doesn't give that figure.\n\n_Source")).toBe(true);
    expect(a.response).toContain("### What the deck says");
    expect(a.response).toContain("Maria Jansen");
    expect(a.citations[0].label).toBe("page 5");
  });

  it("refuses honestly when the question names an investor topic the deck never mentions", () => {
    for (const q of [
      "What pre-money valuation are they raising at?",
      "What is the monthly cash burn?",
      "In which city is the company headquartered?",
      "What gross margin do they report?",
    ]) {
      const a = ask(q);
      expect(a.kind, q).toBe("not-covered");
      expect(a.citations).toEqual([]);
      expect(a.response).toMatch(/^The pitch deck doesn't seem to cover that/);
    }
    const either = "What is the EBITDA or the revenue?";
    expect(unseenTopics(index, analyseQuestion(either), either)).toEqual([]);
  });

  it("refuses an unrelated question", () => {
    expect(ask("What is the weather in Paris tomorrow?").kind).toBe("not-covered");
  });

  it("answers a Dutch question over a Dutch deck", () => {
    const nl = indexDeck([
      page(1, "Leerlab\nOnderwijs op maat"),
      page(2, "2\nOnze klanten\nWij werken met 48 scholen in Nederland en België"),
      page(3, "3\nDe investering\nWij zoeken een investering van €750.000 voor groei"),
      page(4, "4\nHet team\nSanne de Boer is oprichter en directeur"),
    ]);
    expect(nl.language).toBe("nl");
    const a = answerFromDeck(nl, "Hoeveel klanten hebben jullie?");
    expect(a.response).toContain("48 scholen");
    expect(a.citations[0].label).toBe("page 2");
    expect(answerFromDeck(nl, "Welke investeringen zoeken jullie?").citations[0].label).toBe("page 3");
  });
});

describe("figure questions", () => {
  it("tells questions after a figure from others", () => {
    expect(asksForNumber("How much are they raising?")).toBe(true);
    expect(asksForNumber("What is the churn rate?")).toBe(true);
    expect(asksForNumber("Hoeveel klanten?")).toBe(true);
    expect(asksForNumber("Who is the CEO?")).toBe(false);
  });

  it("counts figures and amounts, not years or slide numbers", () => {
    expect(hasFigure("grows 11% per year")).toBe(true);
    expect(hasFigure("Paying clients 312")).toBe(true);
    expect(hasFigure("Launch in 2025, slide 7")).toBe(false);
    expect(hasAmount("We are raising €1.5M")).toBe(true);
    expect(hasAmount("USD 700k")).toBe(true);
    expect(hasAmount("Open trade 2023-2025 m.")).toBe(false);
    expect(hasAmount("312 clients")).toBe(false);
  });
});

describe("canAnswerFromDeck (the suggested questions' check)", () => {
  it("passes questions the deck answers and drops the rest", () => {
    expect(canAnswerFromDeck(index, "How much are they raising?")).toBe(true);
    expect(canAnswerFromDeck(index, "Who are the competitors?")).toBe(true);
    expect(canAnswerFromDeck(index, "What is the valuation?")).toBe(false);
    expect(canAnswerFromDeck(index, "What is the weather in Paris?")).toBe(false);
  });
});

describe("passages that complete each other", () => {
  // The customers are on one slide, how they pay on another: the reply needs both.
  const deck = indexDeck([
    page(1, "Voltera\nEnergy certificates made simple"),
    page(
      2,
      "2\nTraction\nWe grew to 210 customers and 900 plants in Poland and Czechia\nVoltera customers renew every year",
    ),
    page(3, "3\nScalable sales model\n12-25% trading fees on certificate sales\nShort sales cycles"),
    page(4, "4\nTeam\nIda Novak, CEO\nPetr Hala, CTO"),
    page(5, "5\nCompetition\nBrokers work by phone and e-mail"),
  ]);

  it("adds a lower-ranked passage that brings a question word the better ones only lack", () => {
    const reply = answerFromDeck(deck, "How does Voltera charge its customers?");
    expect(reply.kind).toBe("answered");
    expect(reply.citations.map((c) => c.label)).toEqual(["page 2", "page 3"]);
    expect(reply.response).toContain("12-25% trading fees");
  });

  it("quotes the ARR slide, not the slide that says revenue more often", () => {
    const byTerm = indexDeck([
      page(1, "Voltera"),
      page(
        2,
        "Voltera\nThe problem\nVoltera producers lose revenue: up to 60% of potential revenue is lost, and revenues swing",
      ),
      page(
        3,
        "3\nTraction\nWe launched 8 months ago and grew 372 GWh with 178 customers and 1278 plants in three countries with a great pipeline\n€31K ARR with upselling potential for every plant",
      ),
      page(4, "4\nTeam\nIda Novak, CEO"),
    ]);
    const reply = answerFromDeck(byTerm, "What is Voltera's annual recurring revenue?");
    expect(reply.response).toContain("€31K ARR");
    // The question's own words as written (ARR) outrank its topic found through synonyms.
    expect(reply.citations[0]?.label).toBe("page 3");
  });

  it("does not add passages that bring nothing new", () => {
    const reply = answerFromDeck(deck, "Who is the CTO?");
    expect(reply.citations.map((c) => c.label)).toEqual(["page 4"]);
  });
});

describe("what a matched line brings along", () => {
  it("a heading brings the lines under it, up to the next heading", () => {
    const deck = indexDeck([
      page(1, "Voltera"),
      page(
        2,
        "SEED ROUND\nGOALS WITH THIS RAISE (€2M)\nOpen 5 new markets.\nBREAKDOWN OF SPEND\n30%: Marketing across B2B and B2C channels\n45%: Product and platform engineering work\n25%: Team including a COO and two engineers\nSEED ROUND 2025",
      ),
      page(3, "Team\nIda Novak, CEO"),
    ]);
    const reply = answerFromDeck(deck, "How will the money from the raise be split?").response;
    expect(reply).toContain("30%: Marketing");
    expect(reply).toContain("45%: Product");
    expect(reply).toContain("25%: Team");
  });

  it("a figure set above its label is found when none follows it", () => {
    const deck = indexDeck([
      page(1, "Graintrack"),
      page(
        2,
        "Market sizing\n2020 2025\n$ 3.1bn | $ 7.4bn\n40% of data spending goes to raw grain data.\nBudget for raw grain data grows from 0,02% to 0,05% of trade value.",
      ),
      page(3, "Team\nAna Ruiz, CEO"),
    ]);
    const reply = answerFromDeck(deck, "How much is spent on raw grain data?");
    expect(reply.kind).not.toBe("no-figure");
    expect(reply.response).toContain("$ 3.1bn | $ 7.4bn");
  });

  it("a slide matched only by its heading is quoted whole when it is short", () => {
    const deck = indexDeck([
      page(1, "Voltera"),
      page(2, "Problem\nFresh produce spoils before it reaches the shelf, and a third of it is thrown away"),
      page(3, "Solution\nAn edible coating made from plant by-products that keeps fruit fresh for weeks"),
      page(
        4,
        "BUSINESS MODEL\nPrototype and pilots\nProduction\nLicensing to food companies\nOpen trade B2C\n2024-2026 2026-2029",
      ),
      page(5, "Team\nIda Novak, CEO, chemist with ten years in food research"),
      page(6, "Competition\nWax coatings are synthetic and cost more per tonne of fruit"),
    ]);
    const reply = answerFromDeck(deck, "How does the company plan to make money?").response;
    expect(reply).toContain("Licensing to food companies");
    expect(reply).toContain("2024-2026 2026-2029");
  });
});

describe("a running footer is no answer", () => {
  it("ranks the raise slide over the team slide whose footer and bio say 'round' and 'raised'", () => {
    const footer = "SEED ROUND 2025";
    const deck = indexDeck([
      page(1, `Stitchly\nRepair made easy\n${footer}`),
      page(2, `TEAM\nMia Berg, Founder & CEO\nRaised by a tailor, Mia founded Stitchly in 2021\n${footer}`),
      page(3, `SEED ROUND\nGOALS WITH THIS RAISE (€900k)\nOpen 6 repair points\n${footer}`),
      page(4, `TRACTION\n2,300 paying customers\n${footer}`),
      page(5, `MARKET\nRepair is worth $12bn\n${footer}`),
    ]);
    const reply = answerFromDeck(deck, "How much is Stitchly raising in this round?");
    expect(reply.citations[0]?.label).toBe("page 3");
    expect(reply.response).toContain("€900k");
    expect(reply.response).not.toContain(footer);
  });
});
