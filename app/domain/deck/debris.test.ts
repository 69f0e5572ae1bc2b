import { describe, expect, it } from "vitest";

import { cleanDebris, cleanLine, isDebrisLine, isDebrisToken } from "./debris";

describe("OCR debris", () => {
  it("tokens: stray marks and words glued to them are debris; words, figures and joining marks are not", () => {
    for (const t of ["&®", "||", "©", '."', ">)", "[BPR", "pan)EBNS", "®Acme", "~~~", "aBcDeF"])
      expect(isDebrisToken(t)).toBe(true);
    for (const t of [
      "Acme",
      "&",
      "-",
      "–",
      "•",
      "€1.5M",
      "(2023)",
      "[beta]",
      "R&D",
      "iPhone",
      "McKinsey",
      "SaaS",
      "B2B",
      "96%",
      "3×",
      "...",
      "|",
      "--",
      "—",
      "/",
      "CO2-neutral",
      "founder's",
    ])
      expect(isDebrisToken(t), t).toBe(false);
  });

  it("a line keeps its words and loses its marks", () => {
    expect(cleanLine("Acme &®")).toBe("Acme");
    expect(cleanLine("We raise €1.5M © to scale production")).toBe("We raise €1.5M to scale production");
    expect(cleanLine("$3.1bn | $7.4bn |")).toBe("$3.1bn | $7.4bn");
    expect(cleanLine("Sales & marketing: 40%")).toBe("Sales & marketing: 40%");
  });

  it("a line that is mostly debris goes whole", () => {
    expect(isDebrisLine("[BPR pan)EBNS ERS…")).toBe(true);
    expect(isDebrisLine("a e ER ly ;")).toBe(true);
    expect(isDebrisLine("Plan to enter 5 markets ETE ISN ©")).toBe(true);
    expect(isDebrisLine("ARR USD 700k (Sep 2020), 68 clients")).toBe(false);
    expect(isDebrisLine("CEO & co-founder")).toBe(false);
    expect(isDebrisLine("TAM SAM SOM")).toBe(false);
  });

  it("a text keeps its clean lines in order", () => {
    expect(cleanDebris("Team\n[BPR pan)EBNS ERS…\nJane Doe, CEO ©\nfounded Acme in 2019")).toBe(
      "Team\nJane Doe, CEO\nfounded Acme in 2019",
    );
  });
});
