import { describe, expect, it } from "vitest";

import { answerFromDeck, composeLead, endsDangling } from "./answer";
import type { DeckPage } from "./chunks";
import { asksForRate } from "./question-types";
import { indexDeck } from "./retrieval";

const page = (number: number, text: string): DeckPage => ({ source: "page", number, text });
const lead = (response: string) => response.split("\n\n")[0];
/** The lead without its citation and bold marks, as a reader takes its last word. */
const body = (l: string) => l.replace(/\s*\((page|slide) \d+\)\.$/u, "").replace(/\*\*/g, "");

describe("endsDangling", () => {
  it("is true for a line ending on a preposition, article, conjunction or ':', English and Dutch", () => {
    for (const line of [
      "registering growth at a yearly rate of",
      "sold to farmers and",
      "Revenue grew by",
      "Our pilot runs with the",
      "De markt groeit met",
      "omzet van",
      "Gebruikers tussen 2021 en",
      "Receiving inbound requests from growers across",
      "Klanten zoals",
      "Key figures:",
    ])
      expect(endsDangling(line), line).toBe(true);
  });

  it("is false for a finished clause, a figure or a capital ('Series A')", () => {
    for (const line of [
      "We raise €2M in a Series A",
      "growing 18.7% a year.",
      "De markt groeit met 12%",
      "ARR",
    ])
      expect(endsDangling(line), line).toBe(false);
  });
});

describe("the answer sentence never stops mid-clause", () => {
  it("reads on into the next line for the rate a growth-rate question asks for (English)", () => {
    const deck = indexDeck([
      page(1, "Lumora"),
      page(
        2,
        "Market\nThe worldwide hedge-sensor market was valued at USD 3.2 billion in 2022 and is forecast to climb to roughly USD 11.9 billion by the close of 2031 expanding at a compound annual growth rate (CAGR) of\n15.4% over the period 2022 to 2031, driven by orchard automation.\nSource: our own desk research",
      ),
      page(3, "Team\nPia Lund, CEO\nOmar Haddad, CTO"),
    ]);
    const a = answerFromDeck(deck, "What is the market's growth rate (CAGR)?");
    const l = lead(a.response);
    expect(l).toContain("**15.4%**");
    expect(l).toMatch(/\(page 2\)\.$/);
    expect(endsDangling(body(l))).toBe(false);
  });

  it("reads on in Dutch too ('groeit jaarlijks met' / '12% tot 2030')", () => {
    const deck = indexDeck([
      page(1, "Veldwerk"),
      page(
        2,
        "Markt\nDe Europese markt voor slimme weidesensoren bedraagt nu EUR 800 miljoen en groeit volgens onze analyse jaarlijks met\n12% tot 2030.\nBron: eigen onderzoek",
      ),
      page(3, "Team\nSanne de Vries, CEO"),
    ]);
    const a = answerFromDeck(deck, "Hoeveel procent groeit de markt per jaar?");
    const l = lead(a.response);
    expect(l).toContain("**12%**");
    expect(endsDangling(body(l))).toBe(false);
  });

  it("keeps the figure's clause when the next line would run past the limit", () => {
    const l = composeLead(
      [
        "Across the four pilot regions where our partner network sold the starter kit to independent growers during the past two seasons the gross margin on each kit sold reached an average of",
        "61%, and we expect further gains as volume grows across the new regions we open next year with our distributors.",
      ],
      { label: "page 5", bold: true },
    );
    expect(l).toMatch(/reached an average of \*\*61%\*\* \(page 5\)\.$/u);
  });

  it("ends at the last complete clause when the clause cannot complete within the limit", () => {
    const l = composeLead(
      [
        "We sell to growers in three regions, we ship from one warehouse in the north, and our pilots run with the",
      ],
      { label: "page 7" },
    );
    expect(l).toBe("We sell to growers in three regions, we ship from one warehouse in the north (page 7).");
  });

  it("cuts an overlong lead at a clause, never on a dangling word", () => {
    const long =
      "Our platform connects independent bakeries with local flour mills, lets them order in small batches, tracks every delivery from mill to oven and settles the invoices automatically for both sides at the end of each month so that neither party has to chase payments or reconcile paper receipts by hand with the";
    const l = composeLead([long], { label: "page 3" });
    expect(endsDangling(body(l).replace(/…$/u, ""))).toBe(false);
    expect(body(l).split(/\s+/).length).toBeLessThanOrEqual(45);
  });
});

describe("asksForRate", () => {
  it("names a rate, percentage, margin or churn, in English and Dutch", () => {
    expect(asksForRate("What is the market's growth rate (CAGR)?")).toBe(true);
    expect(asksForRate("Wat is de marge per verkochte kit?")).toBe(true);
    expect(asksForRate("How much are you raising?")).toBe(false);
  });
});
